import type { TLoginType } from './auth.ts';
import type { TMenuSection } from './menu.ts';

const STAFF: readonly TLoginType[] = ['hr_admin', 'sub_admin'];

/**
 * The cross-module reports (issue 19; spec 2.3 "Reports": `/reports/staffingReport`, `/reportscustom/listing`). The leave and payroll
 * reports stay with their modules' sections.
 */
export const REPORTS_SECTION: TMenuSection = {
  key: 'reports',
  label: 'reports',
  icon: 'chart',
  keywords: ['/reports/staffingReport', '/reportscustom/'],
  entries: [
    {
      key: 'staffingReport',
      label: 'staffingReport',
      path: '/reports/staffingReport',
      roles: STAFF,
      page: 'reports',
      feature: 'reports',
      icon: 'users',
    },
    {
      // spec 6: "a custom report item appears with the custom flag" (the tenant's customReports feature)
      key: 'customReports',
      label: 'customReports',
      path: '/reportscustom/listing',
      roles: STAFF,
      page: 'customReports',
      feature: 'customReports',
      icon: 'table',
    },
  ],
};
