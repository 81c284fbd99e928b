import { z } from 'zod';
import { PUBLIC_PAGES, type TPublicPage, ZSignInPublic } from './branding-api.ts';
import { ACCOUNT_NAME_MAX, LANGUAGES } from './constants.ts';
import { ACCOUNT_NAME_PATTERN, PACKAGES, TENANT_STATUSES } from './tenant-names.ts';

export * from './tenant-names.ts';

export const ZAccountName = z.string().min(1).max(ACCOUNT_NAME_MAX).regex(ACCOUNT_NAME_PATTERN);

export const ZTenantPublic = z.object({
  account: z.string(),
  name: z.string(),
  defaultLanguage: z.enum(LANGUAGES),
  status: z.enum(TENANT_STATUSES),
  /** the public pages it offers and its own sign-in page (issue 20) */
  publicPages: z.object(
    Object.fromEntries(PUBLIC_PAGES.map((p) => [p, z.boolean()])) as Record<TPublicPage, z.ZodBoolean>,
  ),
  signIn: ZSignInPublic,
});
export type TTenantPublic = z.infer<typeof ZTenantPublic>;

export const ZTenantSummary = z.object({
  id: z.string(),
  account: z.string(),
  name: z.string(),
  package: z.enum(PACKAGES),
  status: z.enum(TENANT_STATUSES),
  defaultLanguage: z.enum(LANGUAGES),
  users: z.number(),
  features: z.record(z.string(), z.boolean()),
  /** the business category and sub category (spec 6) */
  categoryId: z.string().nullable(),
  subcategoryId: z.string().nullable(),
  createdAt: z.string(),
});
export type TTenantSummary = z.infer<typeof ZTenantSummary>;
