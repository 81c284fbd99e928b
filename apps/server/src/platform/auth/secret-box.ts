import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Encrypts small secrets at rest (the TOTP secrets) with AES-256-GCM under the server key: APP_SECRET, or a
 * random key made once into DATA_DIR/app-secret (0600), like DATA_DIR/pg-secret. A database copy alone then
 * does not give the second factors away.
 */
export class SecretBox {
  private readonly key: Buffer;
  constructor(secret: string) {
    // any string becomes a 32-byte key; a random hex key from the file is used the same way
    this.key = crypto.createHash('sha256').update(`staffdesk-secret-box:${secret}`).digest();
  }

  seal(plain: string): string {
    const iv = crypto.randomBytes(12);
    const cipher = crypto.createCipheriv('aes-256-gcm', this.key, iv);
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join(
      '.',
    );
  }

  open(sealed: string): string {
    const [v, iv, tag, data] = sealed.split('.');
    if (v !== 'v1' || !iv || !tag || data === undefined) throw new Error('sealed secret: unknown format');
    const decipher = crypto.createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  }

  /**
   * A keyed hash (HMAC-SHA-256) of `purpose` and `value`: the same value gives the same hash, and without the server
   * key no one can tell which value made it (an anonymous complaint's author).
   */
  keyedHash(purpose: string, value: string): string {
    return crypto.createHmac('sha256', this.key).update(`${purpose}:${value}`).digest('base64url');
  }
}

const boxes = new WeakMap<object, SecretBox>();
/** One secret box per app (its config), the key read or made on first use. */
export function secretBoxOf(config: { appSecret?: string; dataDir: string }): SecretBox {
  let box = boxes.get(config);
  if (!box) {
    box = new SecretBox(loadAppSecret(config));
    boxes.set(config, box);
  }
  return box;
}

/** The server key: APP_SECRET when set, else DATA_DIR/app-secret, made on first use. */
export function loadAppSecret(q: { appSecret?: string; dataDir: string }): string {
  if (q.appSecret) return q.appSecret;
  const file = path.join(q.dataDir, 'app-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(q.dataDir, { recursive: true });
    const secret = crypto.randomBytes(32).toString('hex');
    // wx: of two instances starting at once, the second reads the first one's key
    try {
      fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
      return secret;
    } catch {
      return fs.readFileSync(file, 'utf8').trim();
    }
  }
}

/**
 * A signer for one purpose (a kiosk's QR, a signed cookie): short MACs (22 base64url characters) under a key derived
 * from the server secret and `label`, so one purpose's MAC is never valid for another. Follows a changed secret.
 */
export function purposeMac(label: string) {
  let cached: { secret: string; key: Buffer } | undefined;
  return (source: { appSecret?: string; dataDir: string }, text: string): string => {
    const secret = loadAppSecret(source);
    if (cached?.secret !== secret) cached = { secret, key: crypto.createHmac('sha256', secret).update(label).digest() };
    return crypto.createHmac('sha256', cached.key).update(text).digest('base64url').slice(0, 22);
  };
}

/** Compares two MACs in constant time. */
export const sameMac = (a: string, b: string) =>
  a.length === b.length && crypto.timingSafeEqual(Buffer.from(a), Buffer.from(b));
