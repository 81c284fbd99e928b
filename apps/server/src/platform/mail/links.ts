import type { FastifyRequest } from 'fastify';
import type { TConfig } from '../../config.ts';

/**
 * The origin that links in mail point to: PUBLIC_URL when set (production should always set it: without it the
 * origin comes from the request's Host header, which a client chooses), else the request's own origin.
 */
export function publicOrigin(config: TConfig, req: FastifyRequest): string {
  if (config.publicUrl) return config.publicUrl.replace(/\/+$/, '');
  return `${req.protocol}://${req.host}`;
}

const prefix = (account: string | null) => (account ? `/${encodeURIComponent(account)}` : '');

export const loginUrl = (origin: string, account: string | null) => `${origin}${prefix(account)}/login`;
/** The set-password and reset page: `/reset-password?token=` (platform) or `/{account}/reset-password?token=`. */
export const passwordUrl = (origin: string, account: string | null, token: string) =>
  `${origin}${prefix(account)}/reset-password?token=${encodeURIComponent(token)}`;
/** Spec 4: a login with the common flag in the address logs in by itself. */
export const supportLoginUrl = (origin: string, account: string, token: string) =>
  `${origin}${prefix(account)}/login?common=${encodeURIComponent(token)}`;
