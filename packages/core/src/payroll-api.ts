import { z } from 'zod';
import { UUID, ZReason } from './form-fields.ts';

/** An amount as JSON carries it: a plain decimal string, never a number (decision 0015). */
const amount = z.string({ error: 'invalidNumber' }).regex(/^\d{1,13}(\.\d{1,6})?$/, { error: 'invalidNumber' });
const count = (max: number) =>
  z
    .number({ error: 'invalidNumber' })
    .int({ error: 'invalidNumber' })
    .min(0, { error: 'tooSmall' })
    .max(max, { error: 'tooLarge' });

/**
 * The payroll calculator (issue 14, `POST /api/v1/payroll/calculator`): one employee-month by the same rules as a
 * run, saved nowhere. `wage` is in the pack's currency (MYR, KHR) unless `currency` and `exchangeRate` say what it is
 * paid in; `previous` holds this year's earlier months (Malaysian PCB).
 */
export const ZCalculatorBody = z.strictObject({
  pack: z.enum(['MY', 'KH'], { error: 'invalidOption' }),
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'invalidDate' }),
  wage: amount,
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, { error: 'invalidOption' })
    .optional(),
  exchangeRate: amount.optional(),
  resident: z.boolean({ error: 'invalidOption' }).optional(),
  age: count(120).optional(),
  category: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: 'invalidOption' }).optional(),
  children: count(100).optional(),
  dependants: count(30).optional(),
  previous: z
    .strictObject({
      gross: amount.default('0'),
      epf: amount.default('0'),
      pcb: amount.default('0'),
      zakat: amount.default('0'),
      reliefs: amount.default('0'),
    })
    .optional(),
  reliefs: amount.optional(),
  bonus: amount.optional(),
  pensionDeductible: z.boolean({ error: 'invalidOption' }).optional(),
});
export type TCalculatorBody = z.infer<typeof ZCalculatorBody>;

export const ZCalculatorResult = z.object({
  employee: z.union([
    z.object({ epf: z.string(), socso: z.string(), eis: z.string(), pcb: z.string() }),
    z.object({ tax: z.string(), pension: z.string() }),
  ]),
  employer: z.union([
    z.object({ epf: z.string(), socso: z.string(), eis: z.string() }),
    z.object({ orc: z.string(), health: z.string(), pension: z.string() }),
  ]),
  taxBase: z.string().optional(),
  net: z.string(),
});
export type TCalculatorResult = z.infer<typeof ZCalculatorResult>;

// ---------------------------------------------------------------------------------------------------------------
// Payroll runs (decision 0030)

export const PAYROLL_RUN_STATUSES = ['open', 'processed', 'approved', 'paid', 'closed', 'cancelled'] as const;
export type TRunStatus = (typeof PAYROLL_RUN_STATUSES)[number];

/**
 * The steps of a run after processing (decision 0031): from which statuses each goes, where to, and the approval part
 * of the payroll privilege it takes (`/settingspayrollPrivilege`); the page action guarding its route. Approving is
 * refused to whoever processed the run last (maker-checker).
 */
export const RUN_STEPS = {
  approve: { from: ['processed'], to: 'approved', part: 'approvePayroll', page: 'approve' },
  reopen: { from: ['approved'], to: 'processed', part: 'approvePayroll', page: 'approve' },
  paid: { from: ['approved'], to: 'paid', part: 'approvePaid', page: 'approve' },
  close: { from: ['paid'], to: 'closed', part: 'approvePaid', page: 'approve' },
  // an approved run is reopened first: cancelling it takes the approver's word back
  cancel: { from: ['open', 'processed'], to: 'cancelled', part: null, page: 'delete' },
} as const satisfies Record<
  string,
  {
    from: readonly TRunStatus[];
    to: TRunStatus;
    part: 'approvePayroll' | 'approvePaid' | null;
    page: 'approve' | 'delete';
  }
>;
export type TRunStep = keyof typeof RUN_STEPS;

/** The three lists of runs: going (`/hradmin/addlisting`), closed (`closelisting`), cancelled (`cancellisting`). */
export const RUN_LISTS = ['live', 'closed', 'cancelled'] as const;
export type TRunList = (typeof RUN_LISTS)[number];
/** The lists GET /payroll/runs answers: the three tabs, and `payable` (approved, paid or closed: bank files). */
export const RUN_QUERY_LISTS = [...RUN_LISTS, 'payable'] as const;
export type TRunQueryList = (typeof RUN_QUERY_LISTS)[number];
export const ZRunListQuery = z.object({ list: z.enum(RUN_QUERY_LISTS).default('live') });
export const RUN_STEP_NAMES = Object.keys(RUN_STEPS) as TRunStep[];

/** A new run: an organization's calendar month. */
export const ZRunBody = z.strictObject({
  organizationId: z.string({ error: 'required' }).regex(UUID, { error: 'invalidReference' }),
  month: z.string({ error: 'required' }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'invalidDate' }),
});
export type TRunBody = z.infer<typeof ZRunBody>;

export const ZRun = z.object({
  id: z.string(),
  organizationId: z.string(),
  organizationTitle: z.string(),
  periodFrom: z.string(),
  periodTo: z.string(),
  currency: z.string(),
  status: z.enum(PAYROLL_RUN_STATUSES),
  /** processing now: the job whose progress to follow */
  processing: z.boolean(),
  jobId: z.string().nullable(),
  employees: z.number(),
  gross: z.string(),
  deductions: z.string(),
  employer: z.string(),
  net: z.string(),
  processedByName: z.string().nullable(),
  processedAt: z.string().nullable(),
  approvedByName: z.string().nullable(),
  approvedAt: z.string().nullable(),
  paidByName: z.string().nullable(),
  paidAt: z.string().nullable(),
  closedByName: z.string().nullable(),
  closedAt: z.string().nullable(),
  cancelledByName: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  /** the caller processed it last: they may not approve it */
  processedByMe: z.boolean(),
  /** entries were saved or removed since it was last processed: processing again applies them */
  entriesPending: z.boolean(),
  /** `import`: an earlier system's payslips, imported as a closed month */
  source: z.enum(['run', 'import']),
});
export type TRun = z.infer<typeof ZRun>;

export const ZRunPayslip = z.object({
  id: z.string(),
  employeeId: z.string(),
  employeeCode: z.string(),
  employeeName: z.string(),
  currency: z.string(),
  gross: z.string(),
  deductions: z.string(),
  employer: z.string(),
  net: z.string(),
});

// ---------------------------------------------------------------------------------------------------------------
// The processed lines as a grid, and one-off entries (decision 0032)

/** Lines the statutory packs and tax tables compute from the wages: never adjusted by hand. */
export const STATUTORY_CODES = [
  'EPF',
  'SOCSO',
  'EIS',
  'PCB',
  'EPF_ER',
  'SOCSO_ER',
  'EIS_ER',
  'TOS',
  'NSSF_PENSION',
  'NSSF_ORC',
  'NSSF_HEALTH',
  'NSSF_PENSION_ER',
  'TAX',
] as const;
/** Lines a leaver's final settlement adds to the month of their exit date: notice pay, leave, severance, others, deductions. */
export const SETTLEMENT_CODES = ['NOTICE', 'LEAVE_ENC', 'SEVERANCE', 'SETTLE_OTHER', 'SETTLE_DED'] as const;
export type TSettlementCode = (typeof SETTLEMENT_CODES)[number];

export const isStatutoryCode = (code: string) => (STATUTORY_CODES as readonly string[]).includes(code.toUpperCase());

const ZEntry = z.object({
  amount: z.string(),
  reason: z.string(),
  source: z.enum(['adjustment', 'import']),
  byName: z.string().nullable(),
  at: z.string(),
});
export type TEntry = z.infer<typeof ZEntry>;

export const ZRunGrid = z.object({
  /** the columns: the codes of the run's lines and of entries waiting, earnings first, in payslip order */
  codes: z.array(
    z.object({
      code: z.string(),
      name: z.string().nullable(),
      kind: z.enum(['earning', 'deduction', 'employerContribution', 'information']),
      adjustable: z.boolean(),
    }),
  ),
  rows: z.array(
    z.object({
      employeeId: z.string(),
      employeeCode: z.string(),
      employeeName: z.string(),
      currency: z.string(),
      cells: z.record(z.string(), z.string()),
      entries: z.record(z.string(), ZEntry),
      gross: z.string(),
      deductions: z.string(),
      net: z.string(),
    }),
  ),
  total: z.number(),
  /** per pay currency over the whole run: each code's sum and the payslip totals */
  totals: z.array(
    z.object({
      currency: z.string(),
      employees: z.number(),
      cells: z.record(z.string(), z.string()),
      gross: z.string(),
      deductions: z.string(),
      net: z.string(),
    }),
  ),
  /** entries were saved or removed since the run was last processed: processing again applies them */
  entriesPending: z.boolean(),
});
export type TRunGrid = z.infer<typeof ZRunGrid>;

export const ZRunGridQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
  search: z.string().max(100).default(''),
  /** leavers: only the payslips with a final settlement's lines (`datanp`) */
  only: z.enum(['all', 'leavers']).default('all'),
});
export type TRunGridQuery = z.infer<typeof ZRunGridQuery>;

/** An adjustment: a code's amount for the employee's period of the run, with why. */
export const ZEntryBody = z.strictObject({
  employeeId: z.string({ error: 'required' }).regex(UUID, { error: 'invalidReference' }),
  code: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(20, { error: 'tooLong' }),
  amount: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .regex(/^\d{1,12}(\.\d{1,2})?$/, { error: 'invalidNumber' }),
  reason: ZReason,
});
export type TEntryBody = z.infer<typeof ZEntryBody>;
/** The cell whose adjustment goes: the line is computed again. */
export const ZEntryCell = ZEntryBody.pick({ employeeId: true, code: true });

// ---------------------------------------------------------------------------------------------------------------
// Payslips

const ZPayslipListRow = z.object({
  runId: z.string(),
  employeeId: z.string(),
  organizationTitle: z.string(),
  periodFrom: z.string(),
  runStatus: z.enum(PAYROLL_RUN_STATUSES),
  employeeCode: z.string(),
  employeeName: z.string(),
  currency: z.string(),
  gross: z.string(),
  deductions: z.string(),
  net: z.string(),
  paidAt: z.string().nullable(),
  /** the day it was paid in the organization's zone */
  paidOn: z.string().nullable(),
});
export type TPayslipListRow = z.infer<typeof ZPayslipListRow>;
export const ZPayslipList = z.array(ZPayslipListRow);
export const ZPayslipPage = z.object({ rows: ZPayslipList, total: z.number() });
export type TPayslipPage = z.infer<typeof ZPayslipPage>;
/** Payslips of runs going (processed to paid), of closed runs, and leavers' final pay (any run not cancelled). */
export const PAYSLIP_LISTS = ['open', 'closed', 'leavers'] as const;
export type TPayslipList = (typeof PAYSLIP_LISTS)[number];
export const ZPayslipListQuery = z.object({
  list: z.enum(PAYSLIP_LISTS).default('open'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
  search: z.string().max(100).default(''),
});
export type TPayslipListQuery = z.infer<typeof ZPayslipListQuery>;

/** One payslip as the employee and HR read it, on screen and in its PDF. */
export const ZPayslip = z.object({
  runId: z.string(),
  employeeId: z.string(),
  periodFrom: z.string(),
  periodTo: z.string(),
  runStatus: z.enum(PAYROLL_RUN_STATUSES),
  paidAt: z.string().nullable(),
  /** the day it was paid in the organization's zone */
  paidOn: z.string().nullable(),
  organization: z.object({
    title: z.string(),
    hasLogo: z.boolean(),
    header: z.string().nullable(),
    footer: z.string().nullable(),
  }),
  employee: z.object({
    code: z.string(),
    name: z.string(),
    position: z.string().nullable(),
    department: z.string().nullable(),
    bankAccount: z.string().nullable(),
  }),
  currency: z.string(),
  exchangeRate: z.string().nullable(),
  gross: z.string(),
  deductions: z.string(),
  employer: z.string(),
  net: z.string(),
  lines: z.array(
    z.object({
      code: z.string(),
      name: z.string().nullable(),
      kind: z.enum(['earning', 'deduction', 'employerContribution', 'information']),
      section: z.string().nullable(),
      units: z.string().nullable(),
      rate: z.string().nullable(),
      amount: z.string(),
    }),
  ),
  /** this year up to the month, in the payslip's currency */
  ytd: z.object({ gross: z.string(), deductions: z.string(), employer: z.string(), net: z.string() }),
  /** leave balances at the period's end */
  leave: z.array(z.object({ name: z.string(), balance: z.string() })),
  /** days present, paid and unpaid leave, hours worked */
  days: z.object({ present: z.string(), paidLeave: z.string(), unpaidLeave: z.string(), hours: z.string() }),
});
export type TPayslip = z.infer<typeof ZPayslip>;

/** An approved run's net pay for one bank and currency (bank null: employees without a bank or account). */
export const ZBankGroup = z.object({
  bankId: z.string().nullable(),
  bankName: z.string().nullable(),
  currency: z.string(),
  employees: z.number(),
  amount: z.string(),
});
export type TBankGroup = z.infer<typeof ZBankGroup>;
