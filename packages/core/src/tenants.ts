import { z } from 'zod';
import { ACCOUNT_NAME_MAX, LANGUAGES } from './constants.ts';

/** Tenant feature flags, in the order of spec section 6 (HR role flags). */
export const FEATURE_FLAGS = [
  'workPlan',
  'career',
  'training',
  'messages',
  'shop',
  'promotions',
  'announcements',
  'blogs',
  'guests',
  'evaluation',
  'reports',
  'activity',
  'issue',
  'letter',
  'group',
  'biometrics',
] as const;
export type TFeatureFlag = (typeof FEATURE_FLAGS)[number];
export type TFeatureFlags = Record<TFeatureFlag, boolean>;

export const allFeatures = (on: boolean): TFeatureFlags =>
  Object.fromEntries(FEATURE_FLAGS.map((f) => [f, on])) as TFeatureFlags;

export const PACKAGES = ['basic', 'pro'] as const;
export type TPackage = (typeof PACKAGES)[number];

export const TENANT_STATUSES = ['active', 'suspended'] as const;
export type TTenantStatus = (typeof TENANT_STATUSES)[number];

/** Words that are paths of the app itself and can never be an account name. */
export const RESERVED_ACCOUNTS = [
  'login',
  'signup',
  'auth',
  'api',
  'admin',
  'careers',
  'career',
  'careercompany',
  'tenants',
  'logs',
  'hradmin',
  'roles',
  'settings',
  'superadmin',
  'assets',
  'static',
  'public',
  'reset',
  'www',
  'mail',
  'help',
  'docs',
  'applyleave',
  'applyot',
  'health',
  'root',
  'system',
  'staffdesk',
  'organizationqrcode',
  'signincustom',
  'settingsadminapp',
  'platform',
  'support',
  'files',
  'myprofile',
] as const;

export const ZAccountName = z
  .string()
  .min(1)
  .max(ACCOUNT_NAME_MAX)
  .regex(/^[a-z0-9]+$/);

export const ZTenantPublic = z.object({
  account: z.string(),
  name: z.string(),
  defaultLanguage: z.enum(LANGUAGES),
  status: z.enum(TENANT_STATUSES),
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
  createdAt: z.string(),
});
export type TTenantSummary = z.infer<typeof ZTenantSummary>;
