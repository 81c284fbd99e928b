import type { TMenuSection } from './menu.ts';
import { sectionResource } from './menu-resource.ts';

/**
 * Payroll (issue 14), for HR admins and sub admins with the payroll pages: the calculator (one employee-month by the
 * statutory packs, saved nowhere), pay codes, tax tables and the months' exchange rates; runs, payslips and reports
 * join it.
 */
export const PAYROLL_SECTION: TMenuSection = {
  key: 'payroll',
  label: 'payroll',
  icon: 'calculator',
  keywords: [
    '/payroll/',
    '/paycode/',
    '/payrollpaycode/',
    '/tax_brackets/',
    '/payrolltax_brackets/',
    '/payrollexchangerate/',
    '/hradmin/addlisting',
    '/payroll_line_entry/',
    '/payrollpayslip/',
    '/payslip/',
    '/payroll_note_import/',
    '/reports/payrollReport',
  ],
  entries: [
    {
      key: 'payrollRuns',
      label: 'payrollRuns',
      path: '/hradmin/addlisting',
      roles: ['hr_admin', 'sub_admin'],
      page: 'payrollProcess',
      icon: 'cash',
    },
    {
      key: 'payslips',
      label: 'payslips',
      path: '/payrollpayslip/listing',
      roles: ['hr_admin', 'sub_admin'],
      page: 'payslips',
      icon: 'receipt',
    },
    {
      key: 'payrollReports',
      label: 'payrollReports',
      path: '/payroll_line_entry/allreports',
      roles: ['hr_admin', 'sub_admin'],
      page: 'payrollProcess',
      icon: 'chart',
    },
    // spec 6 emp: "My Payslips"
    { key: 'myPayslips', label: 'myPayslips', path: '/payslip/Payrolltable', roles: ['emp'], icon: 'receipt' },
    {
      key: 'payrollCalculator',
      label: 'payrollCalculator',
      path: '/payroll/calculator',
      roles: ['hr_admin', 'sub_admin'],
      page: 'payrollProcess',
      icon: 'calculator',
    },
    ...sectionResource('payroll', 'payCode', 'receipt'),
    ...sectionResource('payroll', 'taxTable', 'percentage'),
    ...sectionResource('payroll', 'exchangeRate', 'exchange'),
  ],
};
