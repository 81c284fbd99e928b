import crypto from 'node:crypto';

/** TOTP per RFC 6238 with the authenticator apps' defaults: HMAC-SHA-1, 6 digits, 30-second steps. */
export const TOTP_STEP_S = 30;
const DIGITS = 6;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(buf: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of buf) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(s: string): Buffer {
  const clean = s.replace(/[\s=]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const c of clean) {
    const i = ALPHABET.indexOf(c);
    if (i < 0) throw new Error('not base32');
    value = (value << 5) | i;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A new secret: 20 random bytes (160 bits, RFC 4226's recommendation), base32 as the apps take it. */
export const newTotpSecret = () => base32Encode(crypto.randomBytes(20));

export const stepAt = (ms: number) => Math.floor(ms / 1000 / TOTP_STEP_S);

/** The code of one step (RFC 4226 HOTP with the step as the counter). */
export function totpCode(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = crypto.createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0xf;
  const n = (mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** DIGITS;
  return String(n).padStart(DIGITS, '0');
}

/**
 * The step a code matches, allowing one step of clock drift either way, or null. Steps at or before
 * `lastStep` are never matched again, so a code seen once (over a shoulder, in a log) cannot be replayed.
 */
export function matchTotp(secret: string, code: string, now: number, lastStep: number | null): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const current = stepAt(now);
  for (const step of [current - 1, current, current + 1]) {
    if (lastStep !== null && step <= lastStep) continue;
    const expected = totpCode(secret, step);
    if (crypto.timingSafeEqual(Buffer.from(expected), Buffer.from(code))) return step;
  }
  return null;
}

export const otpauthUrl = (q: { issuer: string; label: string; secret: string }) =>
  `otpauth://totp/${encodeURIComponent(`${q.issuer}:${q.label}`)}?secret=${q.secret}&issuer=${encodeURIComponent(q.issuer)}&algorithm=SHA1&digits=${DIGITS}&period=${TOTP_STEP_S}`;
