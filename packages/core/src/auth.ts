import { z } from 'zod';
import { NOTIFICATION_KINDS } from './notifications.ts';
import { LANGUAGES } from './constants.ts';
import { PACKAGES } from './tenants.ts';

export const LOGIN_TYPES = ['super_admin', 'hr_admin', 'sub_admin', 'emp', 'security'] as const;
export type TLoginType = (typeof LOGIN_TYPES)[number];
export const TENANT_LOGIN_TYPES = ['hr_admin', 'sub_admin', 'emp', 'security'] as const;
export type TTenantLoginType = (typeof TENANT_LOGIN_TYPES)[number];

/** Platform admin flags, in the spec's order (section 6). */
export const ADMIN_FLAGS = ['settings', 'hradmin', 'promotions', 'adminstaff', 'logs', 'signup'] as const;
export type TAdminFlag = (typeof ADMIN_FLAGS)[number];

/** Login body. Fields are loose strings so that the server answers the spec's codes, not a schema error. */
export const ZLoginRequest = z.object({
  account: z.string().optional(),
  email: z.string().optional(),
  password: z.string().optional(),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

/** The session values of spec section 3, plus the caller's privilege flags. */
export const ZSession = z.object({
  loginType: z.enum(LOGIN_TYPES),
  loginId: z.string(),
  userName: z.string(),
  userType: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  package: z.enum(PACKAGES).nullable(),
  roleModules: z.array(z.string()),
  manageApp: z.boolean(),
  managePromotions: z.boolean(),
  companyName: z.string().nullable(),
  departmentHead: z.boolean(),
  isSubAdmin: z.boolean(),
  subAdminRoles: z.array(z.string()),
  isSuperUser: z.boolean(),
  hrAdminRoles: z.array(z.string()),
  adminFlags: z.array(z.string()),
  translator: z.enum(['machine', 'custom']),
  language: z.enum(LANGUAGES),
  languageChosen: z.boolean(),
  payrollPrivilege: z.object({
    flag: z.number(),
    approvePayroll: z.boolean(),
    approvePaid: z.boolean(),
    payrollLine: z.boolean(),
  }),
  payrollOrganizationId: z.string().nullable(),
  customMode: z.boolean(),
  timeMachine: z.boolean(),
  account: z.string().nullable(),
  features: z.record(z.string(), z.boolean()),
  privileges: z.record(
    z.string(),
    z.object({ view: z.boolean(), add: z.boolean(), edit: z.boolean(), delete: z.boolean(), approve: z.boolean() }),
  ),
  canSwitchTo: z.array(z.enum(LOGIN_TYPES)),
  preferences: z.object({
    theme: z.string().nullable(),
    sidebarSide: z.enum(['left', 'right']),
    sidebarOpen: z.boolean(),
    /** the notification kinds also mailed to the user */
    mailKinds: z.array(z.string()),
  }),
  /** set when platform support opened this session ("Open as HR admin"): the web shows a banner until logout */
  supportSignIn: z.object({ name: z.string() }).nullable().optional(),
  /** the user's photo from the account page (the top bar shows it) */
  photoUrl: z.string().nullable().optional(),
  /** the user must set up two-factor sign-in first: the web shows only the enrolment page (issue 9) */
  twoFactorSetup: z.boolean().optional(),
});
export type TSession = z.infer<typeof ZSession>;

export const ZPreferences = z.object({
  language: z.enum(LANGUAGES).optional(),
  theme: z.enum(['modern', 'classic', 'dark', 'light']).optional(),
  sidebarSide: z.enum(['left', 'right']).optional(),
  sidebarOpen: z.boolean().optional(),
  mailKinds: z.array(z.enum(NOTIFICATION_KINDS)).max(NOTIFICATION_KINDS.length).optional(),
});
export type TPreferences = z.infer<typeof ZPreferences>;

/** NIST SP 800-63B rev. 4: at least 15 code points as the only factor, 8 with a second factor; up to 128. */
export const PASSWORD_MIN = 15;
export const PASSWORD_MIN_WITH_SECOND_FACTOR = 8;
export const PASSWORD_MAX = 128;
