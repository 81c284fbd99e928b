import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import type { TLoginType, TSession } from '@staffdesk/core/auth';
import { homePath } from '@staffdesk/core/menu';
import {
  isAccountName as isAccountNameShape,
  RESERVED_ACCOUNTS,
  type TFeatureFlag,
} from '@staffdesk/core/tenant-names';
import { isApiError } from '../platform/api-client.ts';
import { queryClient } from '../platform/query-client.ts';
import { commonLogin, sessionQuery, tenantPublicQuery } from '../modules/auth/auth.api.ts';
import { queryKeys } from '../platform/query-keys.ts';
import { replaceSession } from '../platform/session-cache.ts';
import { applyLanguage, publicTextOwner, setTextOwner, storedLanguagePick } from './i18n.ts';
import { canDo, hasAdminFlag } from './privileges.ts';
import { firstPublicPage, PUBLIC_PAGE_PATHS, type TPublicPage } from '@staffdesk/core/branding-public';
import { pageByKey, type TPrivilegeAction } from '@staffdesk/core/privilege-registry';

export const ACCOUNT_NOT_FOUND_PATH = '/auth/404';
export const PLATFORM_LOGIN_PATH = '/login';
export const tenantLoginPath = (account: string) => `/${account}/login`;

/** The session from the cache (or the server), with the UI switched to its language before anything renders. */
export async function ensureSession(publicAccount?: string): Promise<TSession | null> {
  const session = await queryClient.ensureQueryData(sessionQuery);
  await setTextOwner(
    session ? `${session.account ?? ''}:${session.loginId}:${session.loginType}` : publicTextOwner(publicAccount),
  );
  if (session) await applyLanguage(session.language);
  return session;
}

/** Issue 9: a user who must set up two-factor sign-in sees only this page until done. */
export const TWO_FACTOR_SETUP_PATH = '/two-factor-setup';

export const sessionHome = (s: TSession) =>
  s.twoFactorSetup ? TWO_FACTOR_SETUP_PATH : homePath(s.loginType, s.account);

/** `/two-factor-setup`: only for a session that must enrol; anyone else goes home (or to the login). */
export async function twoFactorSetupLoader() {
  const session = await ensureSession();
  if (!session) return redirect(PLATFORM_LOGIN_PATH);
  if (!session.twoFactorSetup) return redirect(sessionHome(session));
  return null;
}

export function isAccountName(account: string): boolean {
  return isAccountNameShape(account) && !(RESERVED_ACCOUNTS as readonly string[]).includes(account);
}

/** `/`: the user's home, or the platform login. */
export async function rootLoader() {
  const session = await ensureSession();
  return redirect(session ? sessionHome(session) : PLATFORM_LOGIN_PATH);
}

/** `/login`: a platform admin already logged in goes home; anyone else may log in as platform admin. */
export async function platformLoginLoader() {
  const session = await ensureSession();
  if (session?.loginType === 'super_admin') return redirect(sessionHome(session));
  return null;
}

/** The tenant of an `/:account/…` public page, or null when there is none. */
async function publicTenant(account: string) {
  if (!isAccountName(account)) return null;
  return queryClient.ensureQueryData(tenantPublicQuery(account)).catch((e: unknown) => {
    if (isApiError(e) && e.status === 404) return null;
    throw e;
  });
}

/** What the login page shows when a support link (`?common=`) could not sign in. */
export type TLoginLoaderData = { commonError: unknown } | null;

/**
 * Spec 4: a login with a common-login flag in the address logs in by itself. The single-use token of "Open as HR
 * admin" becomes a session as the tenant's HR admin, whatever session this browser had; then home.
 */
async function supportSignIn(account: string, token: string): Promise<Response | { commonError: unknown }> {
  try {
    const { session, home } = await commonLogin({ account, token });
    // another user's data must not outlive the switch
    queryClient.removeQueries({
      predicate: (q) => q.queryKey[0] !== queryKeys.session[0] || q.queryKey[1] !== queryKeys.session[1],
    });
    await replaceSession(session);
    await applyLanguage(session.language);
    return redirect(home);
  } catch (e) {
    return { commonError: e };
  }
}

/**
 * `/:account/login` and the tenant's own `/:account/SignInCustom` (`custom`): the tenant must exist; a user already
 * logged into it goes home. The standard page sends to the tenant's own when that is its default.
 */
export const signInLoader =
  (custom: boolean) =>
  async ({ params, request }: LoaderFunctionArgs): Promise<Response | TLoginLoaderData> => {
    const account = params.account ?? '';
    if (!isAccountName(account)) return redirect(ACCOUNT_NOT_FOUND_PATH);
    const common = new URL(request.url).searchParams.get('common');
    // the tenant and the session are asked for at once; a support sign-in replaces the session, so it goes first
    const early = common ? null : ensureSession(account);
    // (awaited below; this only keeps a failure from counting as unhandled when the tenant is missing)
    early?.catch(() => undefined);
    const tenant = await publicTenant(account);
    if (!tenant) return redirect(ACCOUNT_NOT_FOUND_PATH);
    // the tenant's own sign-in page when it chose it as its default (its address stays open either way)
    if (!common && !custom && tenant.signIn.page === 'custom') return redirect(`/${account}/SignInCustom`);
    let failure: TLoginLoaderData = null;
    if (common) {
      const r = await supportSignIn(account, common);
      if (r instanceof Response) return r;
      failure = r;
    }
    const session = await (early ?? ensureSession(account));
    if (session && session.account === account && !failure) return redirect(sessionHome(session));
    // Before login, the last explicit pick in this browser wins over the tenant's default language.
    if (!session || session.account !== account) await applyLanguage(storedLanguagePick() ?? tenant.defaultLanguage);
    return failure;
  };
export const tenantLoginLoader = signInLoader(false);

/**
 * Public pages of a tenant (`/:account/reset-password`): the tenant must exist and offer the page (spec 2.2 local
 * flags; a switched-off page is as unknown as a missing account); its language before login.
 */
export function tenantPublicPageLoader(page?: TPublicPage) {
  return async ({ params }: LoaderFunctionArgs) => {
    // both at once: neither waits for the other
    const account = params.account ?? '';
    const [tenant, session] = await Promise.all([publicTenant(account), ensureSession(account)]);
    if (!tenant || (page && !tenant.publicPages[page])) return redirect(ACCOUNT_NOT_FOUND_PATH);
    if (!session || session.account !== tenant.account)
      await applyLanguage(storedLanguagePick() ?? tenant.defaultLanguage);
    return null;
  };
}

/** Spec 2.2: a visitor at a path of the account that is no page sees its first public page switched on, else its sign-in. */
async function firstPublicPath(account: string): Promise<string> {
  const tenant = await publicTenant(account);
  if (!tenant) return ACCOUNT_NOT_FOUND_PATH;
  const page = firstPublicPage(tenant.publicPages);
  return page ? `/${account}/${PUBLIC_PAGE_PATHS[page]}` : signInPath(tenant);
}

/** The tenant's default sign-in page: its own (`/SignInCustom`) when it chose it. */
export const signInPath = (tenant: { account: string; signIn: { page: string } }) =>
  tenant.signIn.page === 'custom' ? `/${tenant.account}/SignInCustom` : tenantLoginPath(tenant.account);

/** Public platform pages (`/signup`, `/reset-password`): the session's language, else this browser's pick. */
export async function publicPageLoader() {
  const session = await ensureSession();
  if (!session) {
    const pick = storedLanguagePick();
    if (pick) await applyLanguage(pick);
  }
  return null;
}

/** Platform pages: super admin only; a tenant user goes home, nobody goes to the platform login. */
export function platformPageLoader(roles: readonly TLoginType[] = ['super_admin']) {
  return async () => {
    const session = await ensureSession();
    if (!session) return redirect(PLATFORM_LOGIN_PATH);
    if (session.twoFactorSetup) return redirect(TWO_FACTOR_SETUP_PATH);
    if (!roles.includes(session.loginType) || session.account) return redirect(sessionHome(session));
    return null;
  };
}

/**
 * Pages under `/:account`: a session for another account counts as none (go to this account's login); a page
 * for another role sends the user home. Parent and child loaders run in parallel, so each checks for itself.
 */
export function tenantPageLoader(roles?: readonly TLoginType[]) {
  return async ({ params }: LoaderFunctionArgs) => {
    const account = params.account ?? '';
    if (!isAccountName(account)) return redirect(ACCOUNT_NOT_FOUND_PATH);
    const session = await ensureSession();
    if (!session || session.account !== account) {
      // the connecting page's catch-all matched: no page of the app, so a public one (spec 2.2)
      if (params['*'] !== undefined) return redirect(await firstPublicPath(account));
      return redirect(tenantLoginPath(account));
    }
    if (session.twoFactorSetup) return redirect(TWO_FACTOR_SETUP_PATH);
    if (roles && !roles.includes(session.loginType)) return redirect(sessionHome(session));
    return null;
  };
}

/** What a denied page shows in the shell (shell/denied.page.tsx): the spec's 'Do not have … Privilege'. */
export type TDenied = { denied: TPrivilegeAction | 'notFound' };

/**
 * Tenant pages behind a privilege page: an HR admin or sub admin holding `action` on `page`. Without the action
 * the page says so in the shell ('Do not have Add Privilege', …); a module the tenant has not enabled is not found;
 * other login types go home. Returns `value` for the page when allowed.
 */
export function privilegedPageLoader<T>(page: string, action: TPrivilegeAction, value: T) {
  return async (args: LoaderFunctionArgs) => {
    const refused = await tenantPageLoader(['hr_admin', 'sub_admin'])(args);
    if (refused) return refused;
    const session = await ensureSession();
    if (!session) return redirect(tenantLoginPath(args.params.account ?? ''));
    if (!canDo(session, page, action)) {
      const feature = pageByKey(page)?.feature;
      const off = feature !== undefined && session.features[feature] !== true;
      throw data<TDenied>({ denied: off ? 'notFound' : action }, { status: off ? 404 : 403 });
    }
    return value;
  };
}

/** Self-service pages of a module the tenant may turn off (an employee's announcements): not found while it is off. */
export function tenantFeatureLoader(roles: readonly TLoginType[], feature: TFeatureFlag) {
  return async (args: LoaderFunctionArgs) => {
    const refused = await tenantPageLoader(roles)(args);
    if (refused) return refused;
    const session = await ensureSession();
    if (session?.features[feature] !== true) throw data<TDenied>({ denied: 'notFound' }, { status: 404 });
    return null;
  };
}

/** Platform pages behind a super admin's admin flag. */
export function platformFlagLoader(flag: string) {
  return async () => {
    const denied = await platformPageLoader()();
    if (denied) return denied;
    const session = await ensureSession();
    if (!session) return redirect(PLATFORM_LOGIN_PATH);
    if (!hasAdminFlag(session, flag)) throw data<TDenied>({ denied: 'view' }, { status: 403 });
    return null;
  };
}

/** `/:account` itself: the user's home. */
export async function tenantIndexLoader(args: LoaderFunctionArgs) {
  const denied = await tenantPageLoader()(args);
  if (denied) return denied;
  const session = await ensureSession();
  return redirect(session ? sessionHome(session) : tenantLoginPath(args.params.account ?? ''));
}

/** Where a user whose session ended should log in again. */
export function loginPathFor(session: TSession | null | undefined, pathname: string): string {
  if (session?.account) return tenantLoginPath(session.account);
  if (session) return PLATFORM_LOGIN_PATH;
  const first = pathname.split('/').filter(Boolean)[0];
  return first && isAccountName(first) ? tenantLoginPath(first) : PLATFORM_LOGIN_PATH;
}
