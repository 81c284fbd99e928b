/** Tenant names, plans and flags without zod (tenants.ts adds the schemas): the web's first load reads this. */
import { ACCOUNT_NAME_MAX } from './constants.ts';

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
  // spec 6: "a custom report item appears with the custom flag" (decision 0046)
  'customReports',
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

/** An account name: lower-case letters and digits, at most ACCOUNT_NAME_MAX. */
export const ACCOUNT_NAME_PATTERN = /^[a-z0-9]+$/;

export const isAccountName = (v: string): boolean =>
  v.length >= 1 && v.length <= ACCOUNT_NAME_MAX && ACCOUNT_NAME_PATTERN.test(v);
