import { z } from 'zod';
import { ZDate } from './dates.ts';
import { UUID, ZOptionalId, ZReason } from './form-fields.ts';
import { LEDGER_KINDS } from './leave.ts';

/**
 * The leave bank's API (issue 13): template assignments, balances (the sum of the ledger at a date), the ledger
 * itself and manual adjustments. Days travel as decimal strings.
 */

/** At most this many employees are assigned a template at once by name (a department or organization: all of it). */
export const ASSIGN_TEMPLATE_MAX = 1000;
export const TEMPLATE_TARGETS = ['employees', 'department', 'organization'] as const;

const ZId = z.string({ error: 'required' }).regex(UUID, { error: 'invalidReference' });
/** Who a list row is about. */
const EMPLOYEE_COLUMNS = {
  employeeId: z.string(),
  employeeCode: z.string(),
  employeeName: z.string(),
  organizationTitle: z.string(),
  departmentName: z.string().nullable(),
};

export const ZAssignTemplate = z
  .object({
    templateId: ZId,
    target: z.enum(TEMPLATE_TARGETS, { error: 'invalidOption' }),
    employeeIds: z.array(ZId).max(ASSIGN_TEMPLATE_MAX, { error: 'tooLarge' }).optional(),
    departmentId: ZOptionalId,
    organizationId: ZOptionalId,
    /** accruals are due from this day on */
    fromDate: ZDate,
  })
  .superRefine((b, ctx) => {
    if (b.target === 'employees' && !b.employeeIds?.length)
      ctx.addIssue({ code: 'custom', path: ['employeeIds'], message: 'required' });
    if (b.target === 'department' && !b.departmentId)
      ctx.addIssue({ code: 'custom', path: ['departmentId'], message: 'required' });
    if (b.target === 'organization' && !b.organizationId)
      ctx.addIssue({ code: 'custom', path: ['organizationId'], message: 'required' });
  });
export type TAssignTemplate = z.infer<typeof ZAssignTemplate>;
export const ZAssignResult = z.object({ employees: z.number(), credits: z.number() });

/** Who follows which template (`unassigned`: only those without one). */
export const ZAssignmentQuery = z.object({
  organizationId: ZOptionalId,
  departmentId: ZOptionalId,
  templateId: ZOptionalId,
  unassigned: z.enum(['1', '0']).optional(),
});
export const ZAssignmentRow = z.object({
  ...EMPLOYEE_COLUMNS,
  joinDate: z.string().nullable(),
  templateId: z.string().nullable(),
  templateName: z.string().nullable(),
  fromDate: z.string().nullable(),
});
export type TAssignmentRow = z.infer<typeof ZAssignmentRow>;

/** One leave type's balance of one employee at a date. */
export const ZBalance = z.object({
  leaveTypeId: z.string(),
  leaveTypeName: z.string(),
  colorCode: z.string().nullable(),
  /** the sum of the ledger up to the date */
  balance: z.string(),
  /** the same in hours of the type's day */
  balanceHours: z.string(),
  /** days asked for and not decided yet */
  pending: z.string(),
  /** what a new request may still take: balance less pending, plus the negative allowance */
  available: z.string().nullable(),
  hoursPerDay: z.string(),
  allowNegative: z.boolean(),
  halfDayAllowed: z.boolean(),
  hourlyAllowed: z.boolean(),
  /** in the employee's template */
  entitled: z.boolean(),
});
export type TBalance = z.infer<typeof ZBalance>;
export const ZEmployeeBank = z.object({
  employeeId: z.string(),
  employeeName: z.string(),
  employeeCode: z.string(),
  templateName: z.string().nullable(),
  at: z.string(),
  balances: z.array(ZBalance),
});
export type TEmployeeBank = z.infer<typeof ZEmployeeBank>;

/** The leave bank report: everyone's balance per type at a date. */
export const ZBankQuery = z.object({
  at: ZDate.optional(),
  /** the leave report: leave taken from this day to `at` */
  from: ZDate.optional(),
  organizationId: ZOptionalId,
  departmentId: ZOptionalId,
  leaveTypeId: ZOptionalId,
});
export const ZBankRow = z.object({
  ...EMPLOYEE_COLUMNS,
  leaveTypeId: z.string(),
  leaveTypeName: z.string(),
  balance: z.string(),
  balanceHours: z.string(),
  pending: z.string(),
  /** days of approved leave (less cancellations) from `from` to `at`; 0 without `from` */
  taken: z.string(),
});
export type TBankRow = z.infer<typeof ZBankRow>;

export const ZLedgerQuery = z.object({ leaveTypeId: ZOptionalId, from: ZDate.optional(), to: ZDate.optional() });
export const ZLedgerRow = z.object({
  id: z.string(),
  leaveTypeId: z.string(),
  leaveTypeName: z.string(),
  day: z.string(),
  days: z.string(),
  kind: z.enum(LEDGER_KINDS),
  period: z.string().nullable(),
  note: z.string().nullable(),
  requestId: z.string().nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  /** the balance of the type after this row (ledger order: day, then when written) */
  running: z.string(),
});
export type TLedgerRow = z.infer<typeof ZLedgerRow>;

/** A manual adjustment: days credited (positive) or debited (negative), with why. */
export const ZAdjustment = z.object({
  leaveTypeId: ZId,
  days: z
    .string({ error: 'required' })
    .trim()
    .regex(/^-?\d{1,3}(\.\d{1,4})?$/, { error: 'invalidNumber' })
    .refine((v) => Number(v) !== 0, { error: 'invalidNumber' }),
  day: ZDate,
  reason: ZReason,
});
export type TAdjustment = z.infer<typeof ZAdjustment>;

// ---------------------------------------------------------------------------------------------------------------
// Leave requests (`/shiftsleaves/listing|add`)

export const LEAVE_PARTS = ['full', 'half', 'hourly'] as const;
/** 1 pending, 2 approved, 3 rejected, 4 cancelled (spec: a request starts as 1). */
export const LEAVE_STATUSES = { pending: 1, approved: 2, rejected: 3, cancelled: 4 } as const;
export type TLeaveStatus = keyof typeof LEAVE_STATUSES;
export const LEAVE_STATUS_NAMES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export const statusName = (n: number): TLeaveStatus => LEAVE_STATUS_NAMES[n - 1] ?? 'pending';
export const LEAVE_SOURCES = ['admin', 'self', 'public'] as const;
/** Requests are listed at most this many days at a time. */
export const LEAVE_LIST_MAX_DAYS = 400;

const text = (v: unknown) => (typeof v === 'number' ? String(v) : v);
/**
 * A request as a form sends it (JSON, or multipart fields as text): days as DD-MM-YYYY or YYYY-MM-DD. The spec's own
 * checks (a leave type, the dates, their order) are the service's, with the spec's codes; this reads the rest.
 */
export const ZLeaveRequestBody = z.object({
  employeeId: z.preprocess(text, z.string().optional()),
  leaveTypeId: z.preprocess(text, z.string().optional()),
  reason: z.preprocess(
    text,
    z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(1000, { error: 'tooLong' }),
  ),
  fromDate: z.preprocess(text, z.string().optional()),
  toDate: z.preprocess(text, z.string().optional()),
  part: z.preprocess(
    (v) => (v === '' || v === undefined ? 'full' : v),
    z.enum(LEAVE_PARTS, { error: 'invalidOption' }),
  ),
  startHalf: z.preprocess(
    (v) => (v === '' || v === undefined ? 1 : Number(v)),
    z.union([z.literal(1), z.literal(2)], { error: 'invalidOption' }),
  ),
  endHalf: z.preprocess(
    (v) => (v === '' || v === undefined ? 2 : Number(v)),
    z.union([z.literal(1), z.literal(2)], { error: 'invalidOption' }),
  ),
  hours: z.preprocess(
    (v) => (v === '' || v === undefined || v === null ? undefined : Number(v)),
    z.number({ error: 'invalidHours' }).optional(),
  ),
});
export type TLeaveRequestBody = z.infer<typeof ZLeaveRequestBody>;

/** What a request would debit, shown before it is filed. */
export const ZLeavePreview = z.object({
  days: z.string(),
  hours: z.string(),
  countedDays: z.number(),
  skipped: z.array(z.object({ day: z.string(), kind: z.string() })),
  balance: z.string(),
  pending: z.string(),
  /** the balance once this and the pending requests are taken */
  after: z.string(),
});
export type TLeavePreview = z.infer<typeof ZLeavePreview>;

export const ZLeaveRow = z.object({
  id: z.string(),
  ...EMPLOYEE_COLUMNS,
  leaveTypeId: z.string(),
  leaveTypeName: z.string(),
  colorCode: z.string().nullable(),
  reason: z.string(),
  fromDate: z.string(),
  toDate: z.string(),
  part: z.enum(LEAVE_PARTS),
  startHalf: z.number(),
  endHalf: z.number(),
  hours: z.string().nullable(),
  days: z.string(),
  status: z.number(),
  source: z.enum(LEAVE_SOURCES),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  decidedByName: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decisionComment: z.string().nullable(),
  attachmentName: z.string().nullable(),
});
export type TLeaveRow = z.infer<typeof ZLeaveRow>;

export const ZLeaveListQuery = z.object({
  from: ZDate,
  to: ZDate,
  status: z.enum(LEAVE_STATUS_NAMES).optional().or(z.literal('')),
  organizationId: ZOptionalId,
  departmentId: ZOptionalId,
  leaveTypeId: ZOptionalId,
  employeeId: ZOptionalId,
});

export const ZLeaveDecision = z.object({
  decision: z.enum(['approve', 'reject'], { error: 'invalidOption' }),
  comment: z.string().trim().max(1000, { error: 'tooLong' }).optional(),
});
export type TLeaveDecision = z.infer<typeof ZLeaveDecision>;
export const ZLeaveCancel = z.object({ comment: z.string().trim().max(1000, { error: 'tooLong' }).optional() });

/** The leave report's chart: per leave type, the days taken in the period, pending, and the balance at its end. */
export const ZLeaveSummary = z.array(
  z.object({
    leaveTypeId: z.string(),
    leaveTypeName: z.string(),
    colorCode: z.string().nullable(),
    taken: z.string(),
    pending: z.string(),
    balance: z.string(),
  }),
);
export type TLeaveSummary = z.infer<typeof ZLeaveSummary>;

// ---------------------------------------------------------------------------------------------------------------
// The public request pages (`/{account}/applyLeave`, `/{account}/applyOt`): by Employee ID and access code

/** The spec's codes of the Employee ID step: 2 nothing entered, 3 a wrong pair (whether the ID exists or not). */
export const EMPLOYEE_PASS_MESSAGES = {
  2: 'Please enter Employee ID',
  3: 'password Does not exists',
} as const;
export const ZEmployeePassLogin = z.object({
  account: z.string().trim().min(1).max(60),
  employeeCode: z.string().trim().max(60).optional(),
  accessCode: z.string().max(60).optional(),
});
export const ZEmployeePass = z.object({
  employeeName: z.string(),
  employeeCode: z.string(),
  organizationTitle: z.string(),
  hasTemplate: z.boolean(),
  balances: z.array(ZBalance),
});
export type TEmployeePass = z.infer<typeof ZEmployeePass>;
