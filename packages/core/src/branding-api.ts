import { z } from 'zod';
import { PUBLIC_PAGES, SIGN_IN_PAGES, type TPublicPage, type TSignInSettings, WELCOME_MAX } from './branding-public.ts';

export * from './branding-public.ts';

/**
 * A tenant's sign-in page and public pages (issue 20, spec 2.2).
 *
 * - GET /branding → TBranding (HR admin); PUT /branding TBrandingInput → TBranding
 * - POST /branding/logo | /branding/background (multipart `file`: PNG, JPEG or WebP, at most 1 MB) → TBranding;
 *   DELETE the same → TBranding
 * - GET /tenants/:account/public/logo | background (no login): the images of the sign-in page
 */

const HEX = /^#[0-9a-fA-F]{6}$/;
const welcome = z.string().trim().max(WELCOME_MAX, { error: 'tooLong' });

export const ZBrandingInput = z.object({
  publicPages: z.object(
    Object.fromEntries(PUBLIC_PAGES.map((p) => [p, z.boolean({ error: 'invalidOption' })])) as Record<
      TPublicPage,
      z.ZodBoolean
    >,
  ),
  signInPage: z.enum(SIGN_IN_PAGES, { error: 'invalidOption' }),
  color: z.union([z.literal(''), z.string().regex(HEX, { error: 'invalidColor' })]).nullable(),
  welcome: z.object({ en: welcome, km: welcome, zh: welcome }),
});
export type TBrandingInput = z.input<typeof ZBrandingInput>;

/** What the sign-in page shows: no file keys, only whether each image exists. */
export const ZSignInPublic = z.object({
  page: z.enum(SIGN_IN_PAGES),
  color: z.string().nullable(),
  welcome: z.object({ en: z.string(), km: z.string(), zh: z.string() }),
  logo: z.boolean(),
  background: z.boolean(),
});
export type TSignInPublic = z.infer<typeof ZSignInPublic>;

export const ZBranding = z.object({
  publicPages: z.object(
    Object.fromEntries(PUBLIC_PAGES.map((p) => [p, z.boolean()])) as Record<TPublicPage, z.ZodBoolean>,
  ),
  signIn: ZSignInPublic,
});
export type TBranding = z.infer<typeof ZBranding>;

/** The stored settings as the pages read them. */
export function signInPublic(s: TSignInSettings | null | undefined): TSignInPublic {
  return {
    page: s?.page ?? 'standard',
    color: s?.color || null,
    welcome: { en: s?.welcome?.en ?? '', km: s?.welcome?.km ?? '', zh: s?.welcome?.zh ?? '' },
    logo: !!s?.logoKey,
    background: !!s?.backgroundKey,
  };
}
