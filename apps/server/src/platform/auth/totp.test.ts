import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, matchTotp, newTotpSecret, otpauthUrl, stepAt, totpCode } from './totp.ts';
import { loadAppSecret, SecretBox } from './secret-box.ts';

// RFC 6238 appendix B: the SHA-1 seed "12345678901234567890", 8-digit codes; ours are their last 6 digits
const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890'));

describe('TOTP (RFC 6238)', () => {
  it('matches the RFC test vectors', () => {
    expect(totpCode(RFC_SECRET, stepAt(59_000))).toBe('287082');
    expect(totpCode(RFC_SECRET, stepAt(1111111109_000))).toBe('081804');
    expect(totpCode(RFC_SECRET, stepAt(1234567890_000))).toBe('005924');
    expect(totpCode(RFC_SECRET, stepAt(20000000000_000))).toBe('353130');
  });

  it('round-trips base32 and makes 160-bit secrets', () => {
    const s = newTotpSecret();
    expect(s).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(s)).toHaveLength(20);
    expect(base32Encode(base32Decode(s))).toBe(s);
  });

  it('accepts one step of drift either way, not two, and never a step at or before the last used one', () => {
    const now = 1_700_000_000_000;
    const step = stepAt(now);
    const s = newTotpSecret();
    expect(matchTotp(s, totpCode(s, step), now, null)).toBe(step);
    expect(matchTotp(s, totpCode(s, step - 1), now, null)).toBe(step - 1);
    expect(matchTotp(s, totpCode(s, step + 1), now, null)).toBe(step + 1);
    expect(matchTotp(s, totpCode(s, step - 2), now, null)).toBeNull();
    expect(matchTotp(s, totpCode(s, step), now, step)).toBeNull();
    expect(matchTotp(s, totpCode(s, step + 1), now, step)).toBe(step + 1);
    expect(matchTotp(s, '12345', now, null)).toBeNull();
    expect(matchTotp(s, 'abcdef', now, null)).toBeNull();
  });

  it('builds the otpauth URL the apps read', () => {
    expect(otpauthUrl({ issuer: 'Staffdesk', label: 'a@b.test', secret: 'ABC' })).toBe(
      'otpauth://totp/Staffdesk%3Aa%40b.test?secret=ABC&issuer=Staffdesk&algorithm=SHA1&digits=6&period=30',
    );
  });
});

describe('secret box', () => {
  it('seals with AES-256-GCM: fresh IV each time, tampering refused, wrong key refused', () => {
    const box = new SecretBox('k1');
    const a = box.seal('JBSWY3DPEHPK3PXP');
    expect(a).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.seal('JBSWY3DPEHPK3PXP')).not.toBe(a);
    expect(box.open(a)).toBe('JBSWY3DPEHPK3PXP');
    const parts = a.split('.');
    parts[3] = Buffer.from('x').toString('base64url') + parts[3]!.slice(2);
    expect(() => box.open(parts.join('.'))).toThrow();
    expect(() => new SecretBox('k2').open(a)).toThrow();
  });

  it('uses APP_SECRET, else makes DATA_DIR/app-secret once with mode 0600', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sd-secret-'));
    expect(loadAppSecret({ appSecret: 'given', dataDir: dir })).toBe('given');
    const made = loadAppSecret({ dataDir: dir });
    expect(made).toMatch(/^[0-9a-f]{64}$/);
    expect(fs.statSync(path.join(dir, 'app-secret')).mode & 0o777).toBe(0o600);
    expect(loadAppSecret({ dataDir: dir })).toBe(made);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
