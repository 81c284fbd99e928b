import type { TConfig } from '../../config.ts';

/**
 * The origin that links (mail, share pages, exports) point to: PUBLIC_URL, required in production; else, in
 * development and tests, the listen port on localhost. Never the request's Host or X-Forwarded-Host: a client
 * chooses those, and a reset link mailed to a real user must not lead to a host the client named.
 */
export function publicOrigin(config: Pick<TConfig, 'publicUrl' | 'port'>): string {
  if (config.publicUrl) return config.publicUrl.replace(/\/+$/, '');
  return `http://localhost:${config.port}`;
}

const prefix = (account: string | null) => (account ? `/${encodeURIComponent(account)}` : '');

export const loginUrl = (origin: string, account: string | null) => `${origin}${prefix(account)}/login`;
/** The set-password and reset page: `/reset-password?token=` (platform) or `/{account}/reset-password?token=`. */
export const passwordUrl = (origin: string, account: string | null, token: string) =>
  `${origin}${prefix(account)}/reset-password?token=${encodeURIComponent(token)}`;
/** Spec 4: a login with the common flag in the address logs in by itself. */
export const supportLoginUrl = (origin: string, account: string, token: string) =>
  `${origin}${prefix(account)}/login?common=${encodeURIComponent(token)}`;
/** A page of the tenant's app (`/{account}/<path>`), e.g. an employee's My Leaves. */
export const appUrl = (origin: string, account: string, path: string) => `${origin}${prefix(account)}/${path}`;
