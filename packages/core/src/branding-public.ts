import type { LANGUAGES } from './constants.ts';

/** A tenant's public pages and sign-in page (issue 20, spec 2.2): what the first load needs, free of zod. */

/** The spec's local flags, in its order: which public page shows at an unmatched path is the first one on. */
export const PUBLIC_PAGES = ['signup', 'forget', 'scan', 'leave', 'ot'] as const;
export type TPublicPage = (typeof PUBLIC_PAGES)[number];
export type TPublicPages = Record<TPublicPage, boolean>;
export const ALL_PUBLIC_PAGES: TPublicPages = { signup: true, forget: true, scan: true, leave: true, ot: true };

/** Where each public page lives under `/{account}/`. */
export const PUBLIC_PAGE_PATHS: Record<TPublicPage, string> = {
  signup: 'signup',
  forget: 'reset-password',
  scan: 'Organizationqrcode',
  leave: 'applyLeave',
  ot: 'applyOt',
};

export const SIGN_IN_PAGES = ['standard', 'custom'] as const;
export const BRAND_IMAGES = ['logo', 'background'] as const;
export type TBrandImage = (typeof BRAND_IMAGES)[number];
export const BRAND_IMAGE_MAX_BYTES = 1024 * 1024;
export const WELCOME_MAX = 300;

/** As stored on the tenant. */
export type TSignInSettings = {
  page?: (typeof SIGN_IN_PAGES)[number];
  color?: string | null;
  welcome?: Partial<Record<(typeof LANGUAGES)[number], string>>;
  logoKey?: string | null;
  backgroundKey?: string | null;
};

/** The first public page switched on, for an unmatched public path (spec 2.2); none: the sign-in page. */
export const firstPublicPage = (pages: TPublicPages): TPublicPage | null => PUBLIC_PAGES.find((p) => pages[p]) ?? null;
