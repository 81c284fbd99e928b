import { z } from 'zod';
import { ADMIN_FLAGS } from './auth.ts';
import { LANGUAGES } from './constants.ts';
import { FEATURE_FLAGS, PACKAGES, TENANT_STATUSES } from './tenants.ts';

/** Success answers of the super admin console (spec section 8, other messages). */
export const CONSOLE_MESSAGES = {
  recordAdded: 'Record Added Successfully',
  recordUpdated: 'Record Updated Successfully',
  msgSent: 'Msg Send Successfully',
} as const;

/** A tenant in the console: the list's columns plus what the settings page edits. */
export const ZTenantDetail = z.object({
  id: z.string(),
  account: z.string(),
  name: z.string(),
  package: z.enum(PACKAGES),
  status: z.enum(TENANT_STATUSES),
  defaultLanguage: z.enum(LANGUAGES),
  features: z.record(z.string(), z.boolean()),
  users: z.number(),
  hrAdmins: z.number(),
  categoryId: z.string().nullable(),
  subcategoryId: z.string().nullable(),
  createdAt: z.string(),
});
export type TTenantDetail = z.infer<typeof ZTenantDetail>;

/**
 * `/settingsadminapp`: a tenant's package and feature flags (flags not given are off), and its business category
 * and sub category (not given: unchanged; null: none).
 */
export const ZTenantSettingsInput = z.object({
  package: z.enum(PACKAGES),
  features: z.partialRecord(z.enum(FEATURE_FLAGS), z.boolean()),
  categoryId: z.string().max(40).nullable().optional(),
  subcategoryId: z.string().max(40).nullable().optional(),
});
export type TTenantSettingsInput = z.infer<typeof ZTenantSettingsInput>;

export const ZTenantStatusInput = z.object({ reason: z.string().trim().max(500).optional() });

/** `/hradmin`: an HR admin of some tenant. */
export const ZHrAdmin = z.object({
  id: z.string(),
  tenantId: z.string(),
  account: z.string(),
  tenantName: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  hrCode: z.string().nullable(),
  disabled: z.boolean(),
  /** false until the set-password link has been used */
  passwordSet: z.boolean(),
  createdAt: z.string(),
});
export type THrAdmin = z.infer<typeof ZHrAdmin>;

export const ZHrAdminInput = z.object({
  tenantId: z.uuid(),
  email: z.email().max(150),
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().max(100).default(''),
  hrCode: z.string().trim().max(30).optional(),
  language: z.enum(LANGUAGES).optional(),
});
export type THrAdminInput = z.infer<typeof ZHrAdminInput>;

/** `/superadmin_staff`: platform staff with admin role flags (spec section 6 order). */
export const ZSuperUser = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  adminFlags: z.array(z.enum(ADMIN_FLAGS)),
  disabled: z.boolean(),
  passwordSet: z.boolean(),
  createdAt: z.string(),
});
export type TSuperUser = z.infer<typeof ZSuperUser>;

export const ZSuperUserInput = z.object({
  email: z.email().max(150),
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().max(100).default(''),
  adminFlags: z.array(z.enum(ADMIN_FLAGS)).max(ADMIN_FLAGS.length),
  language: z.enum(LANGUAGES).optional(),
});
export const ZSuperUserUpdate = ZSuperUserInput.omit({ email: true });

/** The answer to "Open as HR admin": a single-use link, valid 60 seconds, to `/{account}/login?common=<token>`. */
export const ZSupportLink = z.object({
  url: z.string(),
  expiresAt: z.string(),
  hrAdmin: z.object({ id: z.string(), name: z.string() }),
});
export const SUPPORT_LINK_TTL_MS = 60_000;
/** A session opened through a support link ends after this, whatever the cookie says. */
export const SUPPORT_SESSION_MS = 60 * 60 * 1000;

/** Single-use links mailed to set a first password (new HR admin, new super user): 72 hours. */
export const SET_PASSWORD_TTL_MS = 72 * 60 * 60 * 1000;
