import { hash, verify, Algorithm } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MAX, PASSWORD_MIN, PASSWORD_MIN_WITH_SECOND_FACTOR } from '@staffdesk/core/auth';
import { passwordTooShortMessage } from '@staffdesk/core/messages';
import { AppError, appError } from '../errors.ts';

const OPTIONS = { algorithm: Algorithm.Argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 };

/** NIST SP 800-63B: passwords are compared after Unicode normalization (NFKC), so "ｐａｓｓ" and "pass" are one. */
const normalize = (password: string) => password.normalize('NFKC');

export const hashPassword = (password: string) => hash(normalize(password), OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    if (await verify(passwordHash, normalize(password))) return true;
    // hashes made before normalization: the raw form, only when it differs
    return normalize(password) !== password && (await verify(passwordHash, password));
  } catch {
    return false;
  }
}

/** A hash to verify against when the user does not exist, so both paths take the same time. */
let dummy: Promise<string> | undefined;
export const dummyHash = () => (dummy ??= hashPassword('staffdesk-no-such-user-password'));

/**
 * Common and breached passwords (zxcvbn's list, ~49,000 from breach corpora), lowercased; only those long enough
 * to pass the shortest minimum matter. See docs/decisions/0011-password-policy.md.
 */
const BLOCKLIST = new Set(
  (dictionary['passwords-common'] as string[])
    .filter((p) => p.length >= PASSWORD_MIN_WITH_SECOND_FACTOR)
    .map((p) => p.toLowerCase()),
);

export const PRODUCT_WORDS = ['staffdesk'];
const KEYBOARD_ROWS = ['1234567890', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm', '!@#$%^&*()'];

export type TPasswordContext = { email: string; account?: string | null; names?: string[]; hasSecondFactor: boolean };

/** The context words a password must not mostly consist of: the email, its local part and pieces, the account, the names, the product. */
function contextWords(ctx: TPasswordContext): string[] {
  const email = normalize(ctx.email).toLowerCase().trim();
  const local = email.split('@')[0] ?? '';
  const words = [email, local, ...local.split(/[._+-]/), ctx.account ?? '', ...PRODUCT_WORDS];
  for (const n of ctx.names ?? [])
    words.push(...normalize(n).toLowerCase().split(/\s+/), normalize(n).toLowerCase().replace(/\s+/g, ''));
  // longest first, so "john.smith" goes before "john"; words under 3 characters would match by chance
  return [...new Set(words.map((w) => w.trim()))].filter((w) => [...w].length >= 3).sort((a, b) => b.length - a.length);
}

/** The direction a pair of characters steps in: through the alphabet/digits, along a keyboard row, or a repeat. */
function step(a: string, b: string): string | null {
  if (a === b) return 'same';
  const d = b.codePointAt(0)! - a.codePointAt(0)!;
  if (Math.abs(d) === 1 && /[\p{L}\p{N}]/u.test(a) && /[\p{L}\p{N}]/u.test(b)) return d > 0 ? 'up' : 'down';
  for (const row of KEYBOARD_ROWS) {
    const i = row.indexOf(a);
    const j = row.indexOf(b);
    if (i >= 0 && j >= 0 && Math.abs(i - j) === 1) return `${row}${j > i ? '+' : '-'}`;
  }
  return null;
}

/** Removes runs of 3+ characters that step one way (abc, 987, qwe, aaa) and chunks repeated (abcabc, 1212 12). */
export function withoutPatterns(s: string): string {
  const chunked = s.replace(/(.+?)\1{2,}/gu, '').replace(/(.{3,})\1+/gu, '');
  const cs = [...chunked];
  let out = '';
  let i = 0;
  while (i < cs.length) {
    let j = i + 1;
    const dir = j < cs.length ? step(cs[i]!, cs[j]!) : null;
    if (dir) while (j < cs.length && step(cs[j - 1]!, cs[j]!) === dir) j++;
    if (dir && j - i >= 3) i = j;
    else {
      out += cs[i];
      i++;
    }
  }
  return out;
}

const withoutWords = (s: string, words: string[]) => words.reduce((r, w) => r.split(w).join(''), s);
const length = (s: string) => [...s].length;

/**
 * The one password policy (NIST SP 800-63B rev. 4), for every place a user sets a password. Throws the API's
 * AppError (400, field `password`): passwordTooShort (message names the minimum), passwordTooLong, passwordCommon,
 * passwordPersonal, passwordSequence. "Mostly" a pattern: once the context words (then sequences and repeats) are
 * removed, fewer than half the minimum length of characters remain.
 */
export function checkNewPassword(
  password: string,
  ctx: { email: string; account?: string | null; names?: string[]; hasSecondFactor: boolean },
): void {
  const fail = (code: 'passwordCommon' | 'passwordPersonal' | 'passwordSequence' | 'passwordTooLong') =>
    appError(400, code, { password: code });
  const pw = normalize(password);
  const min = ctx.hasSecondFactor ? PASSWORD_MIN_WITH_SECOND_FACTOR : PASSWORD_MIN;
  if (length(pw) < min)
    throw new AppError(400, 'passwordTooShort', passwordTooShortMessage(min), { password: 'passwordTooShort' });
  if (length(pw) > PASSWORD_MAX) throw fail('passwordTooLong');
  const lower = pw.toLowerCase();
  // the list's entry itself, or with digits and symbols around it ("password1234567!")
  const core = lower.replace(/^[\p{N}\p{P}\p{S}\s]+|[\p{N}\p{P}\p{S}\s]+$/gu, '');
  if (BLOCKLIST.has(lower) || BLOCKLIST.has(core)) throw fail('passwordCommon');
  const own = Math.ceil(min / 2);
  const noWords = withoutWords(lower, contextWords(ctx));
  if (noWords !== lower && length(withoutPatterns(noWords)) < own) throw fail('passwordPersonal');
  if (length(withoutPatterns(noWords)) < own) throw fail('passwordSequence');
}
