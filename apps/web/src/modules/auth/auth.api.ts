import { queryOptions } from '@tanstack/react-query';
import type { TLoginType, TPreferences, TSession } from '@staffdesk/core/auth';
import { homePath } from '@staffdesk/core/menu';
import type { TPasswordLink } from '@staffdesk/core/passwords';
import type { TTwoFactorChallenge } from '@staffdesk/core/two-factor';
import type { TTenantPublic } from '@staffdesk/core/tenants';
import { asPasswordLink, asSession, asTenantPublic, asTwoFactorChallenge } from './auth-shapes.ts';
import { apiGet, apiPatch, apiPost, isApiError } from '../../platform/api-client.ts';
import { queryKeys } from '../../platform/query-keys.ts';

/** The current session, or null when nobody is logged in (401). */
export async function fetchSession(): Promise<TSession | null> {
  try {
    return asSession(await apiGet<unknown>('/auth/session'));
  } catch (e) {
    if (isApiError(e) && e.status === 401) return null;
    throw e;
  }
}

export const sessionQuery = queryOptions({
  queryKey: queryKeys.session,
  queryFn: fetchSession,
  staleTime: 60_000,
});

export type TLoginBody = { account?: string; email: string; password: string };
export type TLoginResult = { session: TSession; home: string };

/** A right password for a user with two-factor sign-in: the challenge for the code step, no session yet. */
export type TLoginChallenge = TTwoFactorChallenge['twoFactor'];

export async function login(body: TLoginBody): Promise<TLoginResult | { twoFactor: TLoginChallenge }> {
  const res = await apiPost<{ session?: unknown; home?: string; twoFactor?: unknown }>('/auth/login', body);
  if (res.twoFactor) return asTwoFactorChallenge(res);
  return { session: asSession(res.session), home: res.home ?? '' };
}

/** Answers `{ home }` when ending a support session gave the console its own session back; else nothing. */
export const logout = () => apiPost<{ home: string } | undefined>('/auth/logout');

export async function savePreferences(prefs: TPreferences): Promise<TSession> {
  return asSession(await apiPatch<unknown>('/auth/preferences', prefs));
}

/** Answers `{ session, home }` like login; a bare session is accepted too, with its home computed. */
export async function switchDashboard(loginType: TLoginType): Promise<TLoginResult> {
  const res = await apiPost<unknown>('/auth/switch', { loginType });
  if (typeof res === 'object' && res !== null && 'session' in res) {
    const r = res as { session: unknown; home?: unknown };
    const session = asSession(r.session);
    return { session, home: typeof r.home === 'string' ? r.home : homePath(session.loginType, session.account) };
  }
  const session = asSession(res);
  return { session, home: homePath(session.loginType, session.account) };
}

export const tenantPublicQuery = (account: string) =>
  queryOptions({
    queryKey: queryKeys.tenantPublic(account),
    queryFn: async (): Promise<TTenantPublic> =>
      asTenantPublic(await apiGet<unknown>(`/tenants/${encodeURIComponent(account)}/public`)),
    staleTime: 5 * 60_000,
  });

export type TProfile = {
  firstName: string;
  lastName: string;
  email: string;
  department: string | null;
  position: string | null;
  photoUrl: string | null;
};

export const profileQuery = queryOptions({
  queryKey: queryKeys.profile,
  queryFn: () => apiGet<TProfile>('/auth/profile'),
});

/** Forgot password (spec 8): code 4 whatever the address; no account = platform staff. */
export const forgotPassword = (body: { account?: string; email: string }) =>
  apiPost<{ code: 4; message: string }>('/auth/forgot-password', body);

/** What a set/reset link is for, and whose it is; 400 `tokenInvalid` when used, expired or unknown. */
export const passwordLinkQuery = (token: string) =>
  queryOptions({
    queryKey: queryKeys.passwordLink(token),
    queryFn: async (): Promise<TPasswordLink> =>
      asPasswordLink(await apiPost<unknown>('/auth/password-link', { token })),
    staleTime: Infinity,
    retry: false,
  });

export const setPasswordWithLink = (body: { token: string; password: string }) =>
  apiPost<{ code: 'passwordChanged'; message: string; loginPath: string }>('/auth/password', body);

/** Support sign-in (`/{account}/login?common=<token>`): a session as the tenant's HR admin. */
export async function commonLogin(body: { account: string; token: string }): Promise<TLoginResult> {
  const res = await apiPost<{ session: unknown; home: string }>('/auth/common-login', body);
  return { session: asSession(res.session), home: res.home };
}
