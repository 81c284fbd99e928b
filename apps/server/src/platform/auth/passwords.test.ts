import { describe, expect, it } from 'vitest';
import { PASSWORD_MAX, PASSWORD_MIN, PASSWORD_MIN_WITH_SECOND_FACTOR } from '@staffdesk/core/auth';
import { AppError } from '../errors.ts';
import { checkNewPassword, hashPassword, verifyPassword } from './passwords.ts';

const CTX = { email: 'john.smith@example.com', account: 'acme', names: ['John', 'Smith'], hasSecondFactor: false };

/** The code checkNewPassword() refuses a password with, or 'ok'. */
function policy(password: string, ctx: Partial<typeof CTX> = {}): string | number {
  try {
    checkNewPassword(password, { ...CTX, ...ctx });
    return 'ok';
  } catch (e) {
    if (!(e instanceof AppError)) throw e;
    expect(e.status).toBe(400);
    expect(e.fields).toEqual({ password: e.code });
    return e.code;
  }
}

describe('password policy (NIST SP 800-63B rev. 4)', () => {
  it(`needs ${PASSWORD_MIN} characters as the only factor, ${PASSWORD_MIN_WITH_SECOND_FACTOR} with a second factor`, () => {
    expect(policy('x7#kQ9!mZp2@vL4')).toBe('ok');
    expect(policy('x7#kQ9!mZp2@vL')).toBe('passwordTooShort');
    expect(policy('')).toBe('passwordTooShort');
    expect(policy('x7#kQ9!m', { hasSecondFactor: true })).toBe('ok');
    expect(policy('x7#kQ9!', { hasSecondFactor: true })).toBe('passwordTooShort');
  });

  it('names the minimum that applies in the message', () => {
    expect(() => checkNewPassword('short', CTX)).toThrow('at least 15 characters');
    expect(() => checkNewPassword('short', { ...CTX, hasSecondFactor: true })).toThrow('at least 8 characters');
  });

  it(`allows up to ${PASSWORD_MAX} characters, spaces and any printable character`, () => {
    const long = 'tonle sap ferry lantern '.repeat(6).slice(0, PASSWORD_MAX);
    expect([...long].length).toBe(128);
    expect(policy(long)).toBe('ok');
    expect(policy(`${long}x`)).toBe('passwordTooLong');
    expect(policy('  ពពក ☂ 雨伞 é~`<>{}|\\ q  ')).toBe('ok');
  });

  it('counts Unicode code points after NFKC, not bytes', () => {
    // fourteen Khmer code points are 42 bytes in UTF-8, and still too short
    expect([...'ខ្មែរខ្មែរខ្មែរ'].length).toBe(15);
    expect(policy('ខ្មែរខ្មែរខ្មែ')).toBe('passwordTooShort');
    expect(policy('人力资源管理系统密码安全可靠呀')).toBe('ok');
    // a full-width password normalizes to the ASCII one, which is on the list
    expect(policy('ｐａｓｓｗｏｒｄ１２３４５６７８')).toBe('passwordCommon');
  });

  it('refuses common and breached passwords, whatever their case, also with digits or symbols around them', () => {
    expect(policy('Q1w2E3r4T5y6U7i8')).toBe('passwordCommon');
    expect(policy('PASSWORD1234567890')).toBe('passwordCommon');
    expect(policy('iloveyou!!!!!!!!', { hasSecondFactor: true })).toBe('passwordCommon');
    expect(policy('baseball', { hasSecondFactor: true })).toBe('passwordCommon');
  });

  it('refuses sequences, keyboard rows and repeats', () => {
    expect(policy('abcdefghijklmnop')).toBe('passwordSequence');
    expect(policy('12345678901234567')).toBe('passwordSequence');
    expect(policy('zyxwvutsrqponmlk')).toBe('passwordSequence');
    expect(policy('qwertyuiopasdfghjkl')).toBe('passwordSequence');
    expect(policy('aaaaaaaaaaaaaaa')).toBe('passwordSequence');
    expect(policy('abcabcabcabcabc')).toBe('passwordSequence');
    expect(policy('xk3xk3xk3xk3xk3xk3')).toBe('passwordSequence');
    expect(policy('bcde7654', { hasSecondFactor: true })).toBe('passwordSequence');
  });

  it('refuses a password that is mostly the email, names, account or product name', () => {
    expect(policy('john.smith@example.com')).toBe('passwordPersonal');
    expect(policy('SmithJohn20262026')).toBe('passwordPersonal');
    expect(policy('smith1234567890!')).toBe('passwordPersonal');
    expect(policy('acmeacme-2026!!')).toBe('passwordPersonal');
    expect(policy('Staffdesk2026!!!')).toBe('passwordPersonal');
    expect(policy('staffdesk1', { hasSecondFactor: true })).toBe('passwordPersonal');
  });

  it('accepts a context word inside enough of its own', () => {
    expect(policy('john likes the tonle sap ferry')).toBe('ok');
    expect(policy('staffdesk-demo-2026', { email: 'admin@demo.test', names: ['Demo', 'Admin'] })).toBe(
      'passwordPersonal',
    );
    expect(policy('staffdesk lantern orchid river')).toBe('ok');
  });

  it('accepts a long unusual passphrase, with no composition rules', () => {
    expect(policy('correct horse battery staple on the mekong')).toBe('ok');
    expect(policy('tonlesapferrylanternsix')).toBe('ok');
    expect(policy('the first quiet morning')).toBe('ok');
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
