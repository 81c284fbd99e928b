/**
 * The privilege registry without its zod schemas (privileges.ts adds them): the web's first load reads this
 * and stays free of zod.
 */
import type { TFeatureFlag } from './tenant-names.ts';

export const PRIVILEGE_ACTIONS = ['view', 'add', 'edit', 'delete', 'approve'] as const;
export type TPrivilegeAction = (typeof PRIVILEGE_ACTIONS)[number];

export type TPrivilegePage = {
  key: string;
  /** i18n key under the `privileges` namespace */
  label: string;
  /** pages that approve something carry the approve action */
  approves?: boolean;
  /** the tenant feature flag that must be on for the page to exist */
  feature?: TFeatureFlag;
};

/**
 * The one registry of privilege pages. The first twenty are the spec's sub-admin list (section 6) in its order;
 * the rest follow the sidebar of section 2.3. The position in this list is the page's index in the spec's
 * "indexed flag lists", so never reorder: append.
 */
export const PRIVILEGE_PAGES = [
  { key: 'shifts', label: 'shifts' },
  { key: 'attendance', label: 'attendance', approves: true },
  { key: 'scheduler', label: 'scheduler' },
  { key: 'absent', label: 'absent' },
  { key: 'leave', label: 'leave', approves: true },
  { key: 'schedulerHistory', label: 'schedulerHistory' },
  { key: 'jobPost', label: 'jobPost', feature: 'career' },
  { key: 'applicationList', label: 'applicationList', feature: 'career' },
  { key: 'jobFrontend', label: 'jobFrontend', feature: 'career' },
  { key: 'jobDescription', label: 'jobDescription', feature: 'career' },
  { key: 'jobType', label: 'jobType', feature: 'career' },
  { key: 'taxSlabs', label: 'taxSlabs' },
  { key: 'payrollProcess', label: 'payrollProcess', approves: true },
  { key: 'payslips', label: 'payslips' },
  { key: 'payCodes', label: 'payCodes' },
  { key: 'staff', label: 'staff' },
  { key: 'shopCategories', label: 'shopCategories', feature: 'shop' },
  { key: 'products', label: 'products', feature: 'shop' },
  { key: 'orders', label: 'orders', feature: 'shop', approves: true },
  { key: 'banner', label: 'banner', feature: 'shop' },
  { key: 'employees', label: 'employees' },
  { key: 'imports', label: 'imports' },
  { key: 'activity', label: 'activity', feature: 'activity' },
  { key: 'monthlyTarget', label: 'monthlyTarget', feature: 'workPlan' },
  { key: 'summaryTarget', label: 'summaryTarget', feature: 'workPlan' },
  { key: 'comments', label: 'comments' },
  { key: 'subAdmins', label: 'subAdmins' },
  { key: 'issues', label: 'issues', feature: 'issue' },
  { key: 'overtime', label: 'overtime', approves: true },
  { key: 'leaveBank', label: 'leaveBank' },
  { key: 'organization', label: 'organization' },
  { key: 'organizationSeries', label: 'organizationSeries' },
  { key: 'payrollHeaders', label: 'payrollHeaders' },
  { key: 'holidays', label: 'holidays' },
  { key: 'department', label: 'department' },
  { key: 'points', label: 'points' },
  { key: 'userRoles', label: 'userRoles' },
  { key: 'leaveType', label: 'leaveType' },
  { key: 'assetTypes', label: 'assetTypes' },
  { key: 'allowanceType', label: 'allowanceType' },
  { key: 'allowanceCode', label: 'allowanceCode' },
  { key: 'noteCode', label: 'noteCode' },
  { key: 'documentType', label: 'documentType' },
  { key: 'settingsGroups', label: 'settingsGroups' },
  { key: 'categoryType', label: 'categoryType' },
  { key: 'complaintType', label: 'complaintType' },
  { key: 'announcementType', label: 'announcementType' },
  { key: 'payrollPrivilege', label: 'payrollPrivilege' },
  { key: 'noticePayCheck', label: 'noticePayCheck' },
  { key: 'bank', label: 'bank' },
  { key: 'hrFields', label: 'hrFields' },
  { key: 'attendanceEvaluation', label: 'attendanceEvaluation' },
  { key: 'statutory', label: 'statutory' },
  { key: 'courseType', label: 'courseType', feature: 'training' },
  { key: 'blogType', label: 'blogType', feature: 'blogs' },
  { key: 'ticketCategory', label: 'ticketCategory', feature: 'issue' },
  { key: 'activitySettings', label: 'activitySettings', feature: 'activity' },
  { key: 'reports', label: 'reports', feature: 'reports' },
  { key: 'projects', label: 'projects', feature: 'workPlan' },
  { key: 'evaluations', label: 'evaluations', feature: 'evaluation' },
  { key: 'guests', label: 'guests', feature: 'guests' },
  { key: 'announcements', label: 'announcements', feature: 'announcements' },
  { key: 'promotions', label: 'promotions', feature: 'promotions' },
  { key: 'messages', label: 'messages', feature: 'messages' },
  { key: 'training', label: 'training', feature: 'training' },
  { key: 'groups', label: 'groups', feature: 'group' },
  { key: 'letters', label: 'letters', feature: 'letter' },
  { key: 'blogs', label: 'blogs', feature: 'blogs' },
  { key: 'logs', label: 'logs' },
  { key: 'category', label: 'category' },
  { key: 'otSettings', label: 'otSettings' },
  { key: 'moodPulse', label: 'moodPulse' },
  { key: 'customReports', label: 'customReports', feature: 'customReports' },
  // the translation editor (issue 20): the tenant's own texts
  { key: 'translations', label: 'translations' },
] as const satisfies readonly TPrivilegePage[];

export type TPrivilegePageKey = (typeof PRIVILEGE_PAGES)[number]['key'];
export const PRIVILEGE_PAGE_KEYS = PRIVILEGE_PAGES.map((p) => p.key) as TPrivilegePageKey[];

export const pageByKey = (key: string): TPrivilegePage | undefined =>
  (PRIVILEGE_PAGES as readonly TPrivilegePage[]).find((p) => p.key === key);

export type TPageFlags = Record<TPrivilegeAction, boolean>;
export type TPrivilegeFlags = Partial<Record<string, Partial<TPageFlags>>>;

export const NO_FLAGS: TPageFlags = { view: false, add: false, edit: false, delete: false, approve: false };
export const ALL_FLAGS: TPageFlags = { view: true, add: true, edit: true, delete: true, approve: true };

/** The spec's denial messages (section 6 and 8), by action. */
export const DENIAL_CODES: Record<TPrivilegeAction, { code: string; message: string }> = {
  view: { code: 'privilege.view', message: 'Do not have Privilege' },
  add: { code: 'privilege.add', message: 'Do not have Add Privilege' },
  edit: { code: 'privilege.edit', message: 'Do not have Edit Privilege' },
  delete: { code: 'privilege.delete', message: 'Do not have Delete Privilege' },
  approve: { code: 'privilege.approve', message: 'Do not have Privilege' },
};

/** Whether a flag list grants an action on a page. Every action needs view as well. */
export function can(flags: TPrivilegeFlags | undefined, page: string, action: TPrivilegeAction): boolean {
  const f = flags?.[page];
  if (!f) return false;
  if (action === 'view') return f.view === true;
  return f.view === true && f[action] === true;
}

/** The effective flags of a full-access user (HR admin): every page whose feature is on. */
export function fullFlags(features: Partial<Record<TFeatureFlag, boolean>>): TPrivilegeFlags {
  const out: TPrivilegeFlags = {};
  for (const p of PRIVILEGE_PAGES as readonly TPrivilegePage[]) {
    if (p.feature && !features[p.feature]) continue;
    out[p.key] = { ...ALL_FLAGS, approve: p.approves === true };
  }
  return out;
}

/** A sub admin's role flags, cut to the pages whose feature is on and to actions the page has. */
export function roleFlags(role: TPrivilegeFlags, features: Partial<Record<TFeatureFlag, boolean>>): TPrivilegeFlags {
  const out: TPrivilegeFlags = {};
  for (const p of PRIVILEGE_PAGES as readonly TPrivilegePage[]) {
    if (p.feature && !features[p.feature]) continue;
    const f = role[p.key];
    if (!f?.view) continue;
    out[p.key] = {
      view: true,
      add: f.add === true,
      edit: f.edit === true,
      delete: f.delete === true,
      approve: p.approves === true && f.approve === true,
    };
  }
  return out;
}

/** The flags without the pages a tenant in custom mode switched off (issue 20, spec 2.3): no one there has them. */
export function withoutPages(flags: TPrivilegeFlags, hidden: readonly string[]): TPrivilegeFlags {
  if (hidden.length === 0) return flags;
  const out = { ...flags };
  for (const key of hidden) delete out[key];
  return out;
}
