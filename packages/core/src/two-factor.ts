import { z } from 'zod';

/** Two-factor sign-in (issue 9): TOTP (RFC 6238) and one-time recovery codes. */
export const RECOVERY_CODE_COUNT = 10;
/** The second step of a login must come within 5 minutes of the password. */
export const TWO_FACTOR_CHALLENGE_MS = 5 * 60 * 1000;

export const ZTwoFactorStatus = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  recoveryCodesLeft: z.number().int(),
});
export type TTwoFactorStatus = z.infer<typeof ZTwoFactorStatus>;

export const ZTwoFactorSetup = z.object({ secret: z.string(), otpauthUrl: z.string(), qrDataUrl: z.string() });
export type TTwoFactorSetup = z.infer<typeof ZTwoFactorSetup>;

export const ZTwoFactorCode = z.object({ code: z.string().max(20) });
export const ZPasswordConfirm = z.object({ password: z.string().max(200) });
export const ZRecoveryCodes = z.object({ recoveryCodes: z.array(z.string()) });
export type TRecoveryCodes = z.infer<typeof ZRecoveryCodes>;

/** A login whose password was right, for a user with a second factor: no session yet. */
export const ZTwoFactorChallenge = z.object({ twoFactor: z.object({ challenge: z.string(), expiresAt: z.string() }) });
export type TTwoFactorChallenge = z.infer<typeof ZTwoFactorChallenge>;

export const ZTwoFactorLogin = z.object({
  challenge: z.string().min(1).max(200),
  code: z.string().max(20).optional(),
  recoveryCode: z.string().max(40).optional(),
});
export type TTwoFactorLogin = z.infer<typeof ZTwoFactorLogin>;

/** Whether a tenant (for its HR admins and sub admins) or the platform (for its staff) requires a second factor. */
export const ZTwoFactorPolicy = z.object({ required: z.boolean() });
export type TTwoFactorPolicy = z.infer<typeof ZTwoFactorPolicy>;
