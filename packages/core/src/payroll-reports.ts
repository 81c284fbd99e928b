import { z } from 'zod';

/**
 * Payroll reports (issue 14, `/payroll_line_entry/allreports`, `/reports/payrollReport`): a run's register, journal
 * and statutory summaries, an organization's year to date, and the cost of pay by organization and department over
 * a year's months. Money as decimal strings in the currency given beside it.
 */

/** Who each statutory line is paid to: its wage in the payslip's basis, the employee's and the employer's lines. */
export const AUTHORITIES = {
  EPF: { pack: 'MY', wage: 'epfWage', employee: ['EPF'], employer: ['EPF_ER'], number: 'epfNumber' },
  SOCSO: { pack: 'MY', wage: 'socsoWage', employee: ['SOCSO'], employer: ['SOCSO_ER'], number: 'socsoNumber' },
  EIS: { pack: 'MY', wage: 'socsoWage', employee: ['EIS'], employer: ['EIS_ER'], number: 'socsoNumber' },
  PCB: { pack: 'MY', wage: 'taxable', employee: ['PCB'], employer: [], number: 'taxNumber' },
  TOS: { pack: 'KH', wage: 'taxable', employee: ['TOS'], employer: [], number: 'taxNumber' },
  NSSF: {
    pack: 'KH',
    wage: 'nssfWage',
    employee: ['NSSF_PENSION'],
    employer: ['NSSF_ORC', 'NSSF_HEALTH', 'NSSF_PENSION_ER'],
    number: 'nssfNumber',
  },
  TAX: { pack: 'none', wage: 'taxable', employee: ['TAX'], employer: [], number: 'taxNumber' },
} as const;
export type TAuthority = keyof typeof AUTHORITIES;
export const AUTHORITY_NAMES = Object.keys(AUTHORITIES) as TAuthority[];

export const REPORTS = ['register', 'journal', 'statutory'] as const;
export type TReport = (typeof REPORTS)[number];

/** A run's journal: each code's total with its accounts, per currency; the net pay owed per currency. */
export const ZJournal = z.object({
  lines: z.array(
    z.object({
      code: z.string(),
      name: z.string().nullable(),
      kind: z.enum(['earning', 'deduction', 'employerContribution', 'information']),
      debitAccount: z.string().nullable(),
      creditAccount: z.string().nullable(),
      currency: z.string(),
      amount: z.string(),
      employees: z.number(),
    }),
  ),
  net: z.array(z.object({ currency: z.string(), amount: z.string(), employees: z.number() })),
});
export type TJournal = z.infer<typeof ZJournal>;

const ZStatutoryRow = z.object({
  employeeCode: z.string(),
  employeeName: z.string(),
  number: z.string().nullable(),
  currency: z.string(),
  wage: z.string(),
  employee: z.string(),
  employer: z.string(),
});
export type TStatutoryRow = z.infer<typeof ZStatutoryRow>;

/** A run's statutory summaries: per authority and currency the employees, wages and both shares; one's people. */
export const ZStatutory = z.object({
  authorities: z.array(
    z.object({
      authority: z.enum(AUTHORITY_NAMES as [TAuthority, ...TAuthority[]]),
      currency: z.string(),
      employees: z.number(),
      wage: z.string(),
      employee: z.string(),
      employer: z.string(),
      total: z.string(),
    }),
  ),
  rows: z.array(ZStatutoryRow),
});
export type TStatutory = z.infer<typeof ZStatutory>;
export const ZStatutoryQuery = z.object({
  authority: z.enum(AUTHORITY_NAMES as [TAuthority, ...TAuthority[]]).optional(),
});

/** An organization's year so far, per employee and currency. */
export const ZYearToDate = z.object({
  codes: z.array(z.string()),
  rows: z.array(
    z.object({
      employeeCode: z.string(),
      employeeName: z.string(),
      currency: z.string(),
      months: z.number(),
      gross: z.string(),
      deductions: z.string(),
      employer: z.string(),
      net: z.string(),
      /** statutory code → amount */
      statutory: z.record(z.string(), z.string()),
    }),
  ),
});
export type TYearToDate = z.infer<typeof ZYearToDate>;
export const ZYearQuery = z.object({
  organizationId: z.string().max(64),
  year: z.coerce.number().int().min(2000).max(2100),
  format: z.enum(['csv', 'xlsx']).optional(),
  lang: z.enum(['en', 'km', 'zh']).default('en'),
});

/**
 * The notice pay report (`/reports/noticePayReport`): an organization's leavers of a year — each final settlement
 * with the service it ends, the notice the notice periods owe for it against the notice given, the amounts, and the
 * payroll month that paid it.
 */
export const ZNoticePay = z.array(
  z.object({
    employeeId: z.string(),
    employeeCode: z.string(),
    employeeName: z.string(),
    department: z.string().nullable(),
    joinDate: z.string().nullable(),
    exitDate: z.string(),
    reason: z.string(),
    /** whole months from the join date to the exit date */
    serviceMonths: z.number().nullable(),
    /** the days of notice the organization's notice periods owe for that service (null: no period covers it) */
    noticeOwed: z.number().nullable(),
    noticeGiven: z.number().nullable(),
    currency: z.string(),
    noticePay: z.string(),
    leaveEncashment: z.string(),
    severancePay: z.string(),
    otherPayments: z.string(),
    deductions: z.string(),
    net: z.string(),
    /** the month of the payroll run that paid it (YYYY-MM) and that run's status; null until a run has */
    paidMonth: z.string().nullable(),
    runStatus: z.string().nullable(),
  }),
);
export type TNoticePay = z.infer<typeof ZNoticePay>;

/** The cost of pay (gross and the employer's contributions) per month, organization, department and currency. */
export const ZPayrollCost = z.array(
  z.object({
    month: z.string(),
    organizationId: z.string(),
    organizationTitle: z.string(),
    department: z.string().nullable(),
    currency: z.string(),
    employees: z.number(),
    gross: z.string(),
    employer: z.string(),
    cost: z.string(),
  }),
);
export type TPayrollCost = z.infer<typeof ZPayrollCost>;
export const ZCostQuery = z.object({ year: z.coerce.number().int().min(2000).max(2100) });

/** A run's report as a file (`…/report?report=journal&format=xlsx`); the year to date takes format and lang. */
export const ZReportExportQuery = z.object({
  report: z.enum(REPORTS),
  format: z.enum(['csv', 'xlsx']).default('csv'),
  authority: z.enum(AUTHORITY_NAMES as [TAuthority, ...TAuthority[]]).optional(),
  lang: z.enum(['en', 'km', 'zh']).default('en'),
});
