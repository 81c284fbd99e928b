import { hash, verify, Algorithm } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MIN } from '@staffdesk/core/auth';
import { appError } from '../errors.ts';

const OPTIONS = { algorithm: Algorithm.Argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 };

// Common passwords long enough to pass the length rule (shorter ones fail it anyway).
const COMMON = new Set(
  (dictionary['passwords-common'] as string[]).filter((p) => p.length >= PASSWORD_MIN).map((p) => p.toLowerCase()),
);

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash to verify against when the user does not exist, so both paths take the same time. */
let dummy: Promise<string> | undefined;
export const dummyHash = () => (dummy ??= hashPassword('staffdesk-no-such-user-password'));

/** The platform's password rules: at least 10 characters and not a common password; no composition rules. */
export function checkPasswordPolicy(password: string): void {
  if ([...password].length < PASSWORD_MIN) throw appError(400, 'passwordTooShort', { password: 'passwordTooShort' });
  if (COMMON.has(password.toLowerCase())) throw appError(400, 'passwordCommon', { password: 'passwordCommon' });
}
