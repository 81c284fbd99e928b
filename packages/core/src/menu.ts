import type { TLoginType } from './auth.ts';
import { can, type TPrivilegeFlags, type TPrivilegeAction } from './privilege-registry.ts';
import { ATTENDANCE_SECTION } from './menu-attendance.ts';
import { COMMUNICATION_SECTION } from './menu-communication.ts';
import { LEAVE_SECTION } from './menu-leave.ts';
import { PAYROLL_SECTION } from './menu-payroll.ts';
import { PLATFORM_SECTION } from './menu-platform.ts';
import { REPORTS_SECTION } from './menu-reports.ts';
import { SHOP_SECTION } from './menu-shop.ts';
import { VISITORS_SECTION } from './menu-visitors.ts';
import { WORK_PLAN_SECTION } from './menu-work-plan.ts';
import { sectionResource, settingsEntries } from './menu-resource.ts';
import { STATUTORY_PAGES } from './payroll-statutory.ts';
import type { TFeatureFlag } from './tenant-names.ts';

/**
 * The one sidebar declaration (spec 2.3). Each entry names who sees it: login types, a privilege page (checked
 * with `view` unless said), and a tenant feature flag (custom mode takes the
 * tenant's switched-off pages out of the privileges, so their entries go too: core `sidebar-api`). Entries are added as
 * their module lands, so no entry leads to an empty page. Paths of tenant entries are relative to `/{account}`;
 * platform entries (super admin) are absolute.
 */
export type TMenuEntry = {
  key: string;
  /** i18n key in the `menu` namespace */
  label: string;
  path: string;
  roles: readonly TLoginType[];
  page?: string;
  action?: TPrivilegeAction;
  feature?: TFeatureFlag;
  /** platform entries: the admin flag the super admin needs */
  adminFlag?: string;
  /** opens in a new browser tab (spec 2.3: the careers list) */
  newTab?: boolean;
  icon: string;
};

export type TMenuSection = {
  key: string;
  label: string;
  icon: string;
  /** the section opens by itself when the current path contains one of these */
  keywords: readonly string[];
  entries: readonly TMenuEntry[];
};

const STAFF = ['hr_admin', 'sub_admin'] as const;

export const MENU: readonly TMenuSection[] = [
  {
    key: 'home',
    label: 'home',
    icon: 'home',
    keywords: ['dashboard', 'tenants', 'profileinfo', 'security'],
    entries: [
      { key: 'tenants', label: 'tenants', path: '/tenants', roles: ['super_admin'], icon: 'building' },
      {
        key: 'dashboard',
        label: 'dashboard',
        path: '/dashboard',
        roles: ['hr_admin', 'sub_admin'],
        icon: 'dashboard',
      },
      {
        key: 'myProfile',
        label: 'myProfile',
        path: '/employees/profileinfo',
        roles: ['emp'],
        icon: 'user',
      },
      {
        key: 'securityToday',
        label: 'securityToday',
        path: '/security',
        roles: ['security'],
        icon: 'shield',
      },
    ],
  },
  PLATFORM_SECTION,
  {
    key: 'system',
    label: 'system',
    icon: 'logs',
    keywords: ['/logs/', '/jobs'],
    entries: [
      {
        key: 'platformLogs',
        label: 'logs',
        path: '/logs/listing',
        roles: ['super_admin'],
        adminFlag: 'logs',
        icon: 'logs',
      },
      {
        key: 'logs',
        label: 'logs',
        path: '/logs/listing',
        roles: ['hr_admin', 'sub_admin'],
        page: 'logs',
        icon: 'logs',
      },
      // background work (decision 0014): not a spec page, so not a privilege; the tenant's HR admin and super admins
      { key: 'platformJobs', label: 'jobs', path: '/jobs', roles: ['super_admin'], icon: 'jobs' },
      { key: 'jobs', label: 'jobs', path: '/jobs', roles: ['hr_admin'], icon: 'jobs' },
    ],
  },
  {
    // Spec 2.3 Employees (issue 11): the staff list and the HR view of each employee
    key: 'employees',
    label: 'employees',
    icon: 'users',
    keywords: ['/employees/', '/organization/', '/employeesadmin_staff/'],
    entries: [
      {
        key: 'employeeList',
        label: 'employeeList',
        path: '/employees/listing',
        roles: STAFF,
        page: 'employees',
        icon: 'users',
      },
      // finding people: faces and contacts, and who reports to whom
      {
        key: 'directory',
        label: 'directory',
        path: '/employees/directory',
        roles: STAFF,
        page: 'employees',
        icon: 'directory',
      },
      {
        key: 'orgChart',
        label: 'orgChart',
        path: '/employees/orgchart',
        roles: STAFF,
        page: 'employees',
        icon: 'orgChart',
      },
      {
        key: 'organizationKpi',
        label: 'organizationKpi',
        path: '/organization/kpilisting',
        roles: STAFF,
        page: 'organization',
        icon: 'chart',
      },
      // every staff document in one list, by expiry (spec /employeesadmin_staff/listingdocs)
      {
        key: 'staffDocuments',
        label: 'staffDocuments',
        path: '/employeesadmin_staff/listingdocs',
        roles: STAFF,
        page: 'employees',
        icon: 'file',
      },
      // spec /employeesadmin_staff (Sub Admin): sub admins, and security users beside them
      {
        key: 'subAdmins',
        label: 'subAdmins',
        path: '/employeesadmin_staff/listing',
        roles: STAFF,
        page: 'subAdmins',
        icon: 'key',
      },
      {
        key: 'securityUsers',
        label: 'securityUsers',
        path: '/employeesadmin_staff/listingsecurity',
        roles: STAFF,
        page: 'subAdmins',
        icon: 'shield',
      },
    ],
  },
  {
    key: 'settings',
    label: 'settings',
    icon: 'settings',
    keywords: ['/settings', '/roles'],
    entries: [
      ...settingsEntries,
      // "User Role" (spec 2.3 saroles): sub-admin roles are the tenant's (decision 0006)
      {
        key: 'userRoles',
        label: 'userRoles',
        path: '/settingssaroles/listing',
        roles: ['hr_admin', 'sub_admin'],
        page: 'userRoles',
        icon: 'key',
      },
      // the three payroll approval parts per HR admin and sub admin (spec session values)
      {
        key: 'payrollPrivilege',
        label: 'payrollPrivilege',
        path: '/settingspayrollPrivilege',
        roles: ['hr_admin', 'sub_admin'],
        page: 'payrollPrivilege',
        icon: 'cash',
      },
      // the public pages the company offers and its own sign-in page (issue 20)
      {
        key: 'signInPage',
        label: 'signInPage',
        path: '/settingssignin',
        roles: ['hr_admin'],
        icon: 'login',
      },
      // custom mode: the pages the company switches off for everyone (issue 20, spec 2.3); a role, not a page, so
      // it cannot switch itself off
      {
        key: 'customMode',
        label: 'customMode',
        path: '/settingssidebar',
        roles: ['hr_admin'],
        icon: 'layoutSidebar',
      },
      // the tenant's own texts of every label and mail (issue 20)
      {
        key: 'translations',
        label: 'translations',
        path: '/settingstranslations',
        roles: ['hr_admin', 'sub_admin'],
        page: 'translations',
        icon: 'language',
      },
      // the statutory packs' figures, the platform's with the tenant's own versions (issue 14)
      ...STATUTORY_PAGES.map(
        (p): TMenuEntry => ({
          key: p.key,
          label: p.key,
          path: `/${p.path}`,
          roles: STAFF,
          page: 'statutory',
          icon: 'percentage',
        }),
      ),
    ],
  },
  {
    // Spec 2.3 Career admin, and the employees' career page (spec 6 emp: "career page if enabled").
    key: 'career',
    label: 'career',
    icon: 'briefcase',
    keywords: ['/career', '/carrerjob'],
    entries: [
      {
        key: 'careersList',
        label: 'careersList',
        path: '/careers',
        roles: STAFF,
        page: 'jobFrontend',
        feature: 'career',
        newTab: true,
        icon: 'building',
      },
      ...sectionResource('career', 'jobDescription', 'file'),
      ...sectionResource('career', 'jobType', 'list'),
      ...sectionResource('career', 'jobTitle', 'article'),
      ...sectionResource('career', 'jobIdSeries', 'receipt'),
      ...sectionResource('career', 'disclosure', 'clipboard'),
      {
        key: 'jobPosts',
        label: 'jobPosts',
        path: '/careerjobpost/listing',
        roles: STAFF,
        page: 'jobPost',
        feature: 'career',
        icon: 'speakerphone',
      },
      {
        key: 'applicants',
        label: 'applicants',
        path: '/careerjobpost/Applicantlisting',
        roles: STAFF,
        page: 'applicationList',
        feature: 'career',
        icon: 'users',
      },
      {
        key: 'companyCareers',
        label: 'companyCareers',
        path: '/careercompany',
        roles: ['emp'],
        feature: 'career',
        icon: 'briefcase',
      },
    ],
  },
  ATTENDANCE_SECTION,
  LEAVE_SECTION,
  PAYROLL_SECTION,
  COMMUNICATION_SECTION,
  SHOP_SECTION,
  VISITORS_SECTION,
  WORK_PLAN_SECTION,
  REPORTS_SECTION,
];

export type TMenuContext = {
  loginType: TLoginType;
  privileges: TPrivilegeFlags;
  features: Partial<Record<TFeatureFlag, boolean>>;
  adminFlags?: readonly string[];
};

export function entryVisible(e: TMenuEntry, ctx: TMenuContext): boolean {
  if (!e.roles.includes(ctx.loginType)) return false;
  if (e.feature && !ctx.features[e.feature]) return false;
  if (e.adminFlag && !(ctx.adminFlags ?? []).includes(e.adminFlag)) return false;
  if (e.page && (ctx.loginType === 'hr_admin' || ctx.loginType === 'sub_admin')) {
    return can(ctx.privileges, e.page, e.action ?? 'view');
  }
  return true;
}

/** The sections and entries one user sees, in declaration order; empty sections are dropped. */
export function visibleMenu(ctx: TMenuContext, menu: readonly TMenuSection[] = MENU): TMenuSection[] {
  return menu
    .map((s) => ({ ...s, entries: s.entries.filter((e) => entryVisible(e, ctx)) }))
    .filter((s) => s.entries.length > 0);
}

/** The section whose keyword the path contains, if any. */
export function sectionForPath(path: string, menu: readonly TMenuSection[] = MENU): string | undefined {
  const p = path.toLowerCase();
  return menu.find((s) => s.keywords.some((k) => p.includes(k.toLowerCase())))?.key;
}

/** Where a user lands after login (spec 2.3 Dashboard). */
export function homePath(loginType: TLoginType, account: string | null): string {
  if (loginType === 'super_admin' || !account) return '/tenants';
  if (loginType === 'emp') return `/${account}/employees/profileinfo`;
  if (loginType === 'security') return `/${account}/security`;
  return `/${account}/dashboard`;
}
