import { describe, expect, it } from 'vitest';
import { PASSWORD_MIN } from '@staffdesk/core/auth';
import { AppError } from '../errors.ts';
import { checkPasswordPolicy, hashPassword, verifyPassword } from './passwords.ts';

/** The code checkPasswordPolicy() refuses a password with, or 'ok'. */
function policy(password: string): string | number {
  try {
    checkPasswordPolicy(password);
    return 'ok';
  } catch (e) {
    if (!(e instanceof AppError)) throw e;
    expect(e.status).toBe(400);
    expect(e.fields).toEqual({ password: e.code });
    return e.code;
  }
}

describe('password policy', () => {
  it(`refuses fewer than ${PASSWORD_MIN} characters`, () => {
    expect(policy('x7#kQ9!mZ')).toBe('passwordTooShort');
    expect(policy('')).toBe('passwordTooShort');
    expect(policy('x7#kQ9!mZp')).toBe('ok');
  });

  it('counts characters, not bytes', () => {
    // nine Khmer code points are 27 bytes in UTF-8, and still too short
    expect([...'ខ្មែរខ្មែ'].length).toBe(9);
    expect(policy('ខ្មែរខ្មែ')).toBe('passwordTooShort');
    expect(policy('人力资源管理系统密码')).toBe('ok');
    expect(policy('人力资源管理系统密')).toBe('passwordTooShort');
  });

  it('refuses common passwords, whatever their case', () => {
    expect(policy('password123')).toBe('passwordCommon');
    expect(policy('qwertyuiop')).toBe('passwordCommon');
    expect(policy('QwertyUIOP')).toBe('passwordCommon');
  });

  it('accepts a long unusual passphrase, with no composition rules', () => {
    expect(policy('correct horse battery staple on the mekong')).toBe('ok');
    expect(policy('tonlesapferrylanternsix')).toBe('ok');
  });
});

describe('password hashing', () => {
  it('hashes with argon2id and verifies the round trip', async () => {
    const h = await hashPassword('correct horse battery staple');
    expect(h.startsWith('$argon2id$')).toBe(true);
    expect(h).not.toContain('correct horse');
    expect(await verifyPassword(h, 'correct horse battery staple')).toBe(true);
    expect(await verifyPassword(h, 'correct horse battery stapl')).toBe(false);
    expect(await verifyPassword(h, '')).toBe(false);
  });

  it('salts every hash', async () => {
    const [a, b] = await Promise.all([hashPassword('same password here'), hashPassword('same password here')]);
    expect(a).not.toBe(b);
    expect(await verifyPassword(b, 'same password here')).toBe(true);
  });

  it('answers false, not an error, for a malformed hash', async () => {
    expect(await verifyPassword('not-a-hash', 'whatever')).toBe(false);
    expect(await verifyPassword('', 'whatever')).toBe(false);
  });
});
