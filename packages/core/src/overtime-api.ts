import { z } from 'zod';
import { ZDate } from './dates.ts';
import { ZOptionalId } from './form-fields.ts';
import { LEAVE_STATUS_NAMES, LEAVE_STATUSES } from './leave-api.ts';
import { OT_TYPES } from './overtime.ts';

/** The overtime API (issue 13): requests as forms send them, list rows and queries. */

/** Status numbers as leave's: 1 pending, 2 approved, 3 rejected, 4 cancelled. */
export const OT_STATUSES = LEAVE_STATUSES;

const text = (v: unknown) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : v);
const optionalText = z.preprocess(text, z.string().optional());

/**
 * A request as the form sends it. The spec's own checks (every field required with its message, the attendance of
 * the day) are the service's; this reads the shapes: a day as DD-MM-YYYY or YYYY-MM-DD, times as 24-hour `HH:MM`,
 * the total as `H:MM` or minutes.
 */
export const ZOtRequestBody = z.object({
  employeeId: optionalText,
  otDate: optionalText,
  fromTime: optionalText,
  toTime: optionalText,
  otType: z.preprocess(
    (v) => (v === '' || v === undefined || v === null ? undefined : Number(v)),
    z
      .number({ error: 'invalidOption' })
      .refine((n) => (OT_TYPES as readonly number[]).includes(n), { error: 'invalidOption' })
      .optional(),
  ),
  totalOt: optionalText,
  remark: z.preprocess(text, z.string().max(1000, { error: 'tooLong' }).optional()),
});
export type TOtRequestBody = z.infer<typeof ZOtRequestBody>;

export const ZOtRow = z.object({
  id: z.string(),
  employeeId: z.string(),
  employeeCode: z.string(),
  employeeName: z.string(),
  organizationTitle: z.string(),
  departmentName: z.string().nullable(),
  otDate: z.string(),
  fromTime: z.string(),
  toTime: z.string(),
  otType: z.number(),
  totalMinutes: z.number(),
  remark: z.string(),
  status: z.number(),
  source: z.enum(['admin', 'self', 'public']),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  decidedByName: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decisionComment: z.string().nullable(),
  deletedAt: z.string().nullable(),
  deletedByName: z.string().nullable(),
  deleteReason: z.string().nullable(),
});
export type TOtRow = z.infer<typeof ZOtRow>;

export const ZOtListQuery = z.object({
  from: ZDate,
  to: ZDate,
  status: z.enum(LEAVE_STATUS_NAMES).optional().or(z.literal('')),
  otType: z.enum(['30', '100', '150', '200']).optional().or(z.literal('')),
  organizationId: ZOptionalId,
  departmentId: ZOptionalId,
  employeeId: ZOptionalId,
});

/** Approved minutes per rate type of an employee (what payroll pays), for the list's footer and the counter. */
export const ZOtTotals = z.array(z.object({ otType: z.number(), status: z.number(), minutes: z.number() }));
export type TOtTotals = z.infer<typeof ZOtTotals>;
