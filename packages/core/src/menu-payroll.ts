import type { TMenuSection } from './menu.ts';

/**
 * Payroll (issue 14), for HR admins and sub admins with the payroll process page. First page: the calculator (one
 * employee-month by the statutory packs, saved nowhere); pay codes, tax tables, runs and payslips join it.
 */
export const PAYROLL_SECTION: TMenuSection = {
  key: 'payroll',
  label: 'payroll',
  icon: 'calculator',
  keywords: ['/payroll/'],
  entries: [
    {
      key: 'payrollCalculator',
      label: 'payrollCalculator',
      path: '/payroll/calculator',
      roles: ['hr_admin', 'sub_admin'],
      page: 'payrollProcess',
      icon: 'calculator',
    },
  ],
};
