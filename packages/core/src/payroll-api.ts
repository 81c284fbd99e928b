import { z } from 'zod';
import { UUID } from './form-fields.ts';

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
export const ZRunListQuery = z.object({ list: z.enum(RUN_LISTS).default('live') });
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
