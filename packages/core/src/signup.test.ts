import { describe, expect, it } from 'vitest';
import { roleModules } from './roles.ts';
import { accountNameProblem, SIGNUP_FIELD_KEYS, SIGNUP_FIELDS } from './signup.ts';

describe('accountNameProblem', () => {
  it('takes lowercase letters and digits, 1 to 10 of them', () => {
    for (const ok of ['a', 'acme', 'abc123', '1234567890', 'abcdefghij']) expect(accountNameProblem(ok), ok).toBeNull();
  });
  it("answers the spec's 9 past 10 characters", () => {
    expect(accountNameProblem('abcdefghijk')).toBe(9);
    expect(accountNameProblem('a'.repeat(40))).toBe(9);
  });
  it('answers format for anything but lowercase letters and digits', () => {
    for (const bad of ['', 'Acme', 'my-co', 'my co', 'a_b', 'ខ្មែរ', '中文'])
      expect(accountNameProblem(bad), bad).toBe('format');
  });
  it("answers 10 for the app's own words", () => {
    for (const word of ['login', 'signup', 'auth', 'api', 'admin', 'careers', 'hradmin', 'roles', 'tenants', 'logs']) {
      expect(accountNameProblem(word), word).toBe(10);
    }
  });
});

describe('sign-up fields', () => {
  it("carry the spec's 'Enter X!' messages in form order", () => {
    expect(SIGNUP_FIELD_KEYS).toEqual([
      'name',
      'organization',
      'mobileNo',
      'email',
      'position',
      'website',
      'reference',
      'city',
      'country',
      'accountName',
    ]);
    for (const k of SIGNUP_FIELD_KEYS) expect(SIGNUP_FIELDS[k]).toMatch(/^Enter .+!$/);
  });
});

describe('roleModules', () => {
  it('lists the pages a role can view, in registry order', () => {
    expect(roleModules({ payslips: { view: true }, shifts: { view: true, add: true }, leave: { add: true } })).toEqual([
      'shifts',
      'payslips',
    ]);
    expect(roleModules({})).toEqual([]);
  });
});
