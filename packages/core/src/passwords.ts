import { z } from 'zod';

/**
 * Forgot password answers (spec section 8). Code 3 'Email Does not exists' is never answered: whatever the
 * address, the answer is 4, so nobody learns which addresses exist. 'Can not send email' (ERRORS.mailFailed) only
 * when the mail transport itself is down.
 */
export const FORGOT_PASSWORD_MESSAGES = {
  2: 'Please enter email',
  3: 'Email Does not exists',
  4: 'Password Sent Successfully on your email',
} as const;

/** Reset links are valid 30 minutes. */
export const RESET_TOKEN_TTL_MS = 30 * 60 * 1000;

/** Loose strings, so the server answers the spec's code 2 rather than a schema error. */
export const ZForgotPasswordRequest = z.object({
  account: z.string().max(40).optional(),
  email: z.string().max(200).optional(),
});

export const ZTokenRequest = z.object({ token: z.string().min(1).max(200) });

/** What the set/reset page shows about a valid link. */
export const ZPasswordLink = z.object({
  purpose: z.enum(['setPassword', 'reset']),
  email: z.string(),
  name: z.string(),
  account: z.string().nullable(),
  expiresAt: z.string(),
  /** the password minimum for this user: 8 with a second factor, else 15 (NIST SP 800-63B rev. 4) */
  passwordMin: z.number().int().optional(),
});
export type TPasswordLink = z.infer<typeof ZPasswordLink>;

export const ZSetPasswordRequest = z.object({ token: z.string().min(1).max(200), password: z.string().max(200) });

export const ZPasswordChanged = z.object({
  code: z.literal('passwordChanged'),
  message: z.string(),
  loginPath: z.string(),
});
export const PASSWORD_CHANGED_MESSAGE = 'Password changed. You can log in now.';

/** `/{account}/login?common=<token>`: logs in as the HR admin the support link names. */
export const ZCommonLoginRequest = z.object({ account: z.string().max(40), token: z.string().min(1).max(200) });
