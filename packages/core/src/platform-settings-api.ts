import { z } from 'zod';
import { LANGUAGES } from './constants.ts';
import { STATUTORY_PACKS } from './resources/organization-resources.ts';
import { CURRENCIES, TIME_ZONES } from './zones.ts';

/**
 * The super admin's console settings of spec 6 (issue 20, decision 0050): the defaults a new tenant's first
 * organization starts with ("organization"), and the business categories and sub categories companies pick at sign-up
 * and the console filters tenants by.
 *
 * - GET /platform/tenant-defaults → TTenantDefaults; PUT the same (settings flag)
 * - GET /platform/categories → TBusinessCategory[] (every super admin); POST TCategoryInput, PUT /:id TCategoryName,
 *   DELETE /:id (settings flag; 409 `inUse` while a tenant, a request or a sub category has it)
 * - GET /signup/categories (no login) → TPublicCategory[]: what the sign-up form offers
 */
export const ZTenantDefaults = z.object({
  timezone: z.string().refine((v) => TIME_ZONES.includes(v), { error: 'invalidOption' }),
  currency: z.string().refine((v) => CURRENCIES.includes(v), { error: 'invalidOption' }),
  language: z.enum(LANGUAGES, { error: 'invalidOption' }),
  statutoryPack: z.enum(STATUTORY_PACKS, { error: 'invalidOption' }),
});
export type TTenantDefaults = z.infer<typeof ZTenantDefaults>;

/** Before the super admin sets any: the organization form's own defaults. */
export const BUILT_IN_TENANT_DEFAULTS: TTenantDefaults = {
  timezone: 'Asia/Phnom_Penh',
  currency: 'USD',
  language: 'en',
  statutoryPack: 'none',
};

export const CATEGORY_NAME_MAX = 100;
const name = z.string().trim().min(1, { error: 'required' }).max(CATEGORY_NAME_MAX, { error: 'tooLong' });
export const ZCategoryName = z.object({ name: z.object({ en: name, km: name, zh: name }) });
export type TCategoryName = z.infer<typeof ZCategoryName>;
export const ZCategoryInput = ZCategoryName.extend({ parentId: z.uuid({ error: 'invalidOption' }).nullable() });
export type TCategoryInput = z.infer<typeof ZCategoryInput>;

const ZNames = z.object({ en: z.string(), km: z.string(), zh: z.string() });
export const ZPublicCategory = z.object({ id: z.string(), parentId: z.string().nullable(), name: ZNames });
export type TPublicCategory = z.infer<typeof ZPublicCategory>;
export const ZBusinessCategory = ZPublicCategory.extend({ tenants: z.number(), requests: z.number() });
export type TBusinessCategory = z.infer<typeof ZBusinessCategory>;
