import { z } from 'zod';
import { ZDate } from './dates.ts';
import { UUID } from './form-fields.ts';

/**
 * The shift scheduler (issue 12): what the roster grid, the assignment form, the history and the employee's own
 * calendar share. A day of an employee's schedule is one of:
 * - `scheduled`: the roster names a shift for the day;
 * - `default`: their default shift, on one of its working days;
 * - `rest`: a rest day (the roster says so, or not one of the default shift's working days);
 * - `holiday`: a full-day holiday of the tenant or their organization;
 * - `none`: no shift planned at all.
 */
export const SCHEDULE_KINDS = ['scheduled', 'default', 'rest', 'holiday', 'none'] as const;
export type TScheduleKind = (typeof SCHEDULE_KINDS)[number];

/** The roster grid shows at most six weeks; an assignment covers at most a year. */
export const ROSTER_MAX_DAYS = 42;
export const ASSIGN_MAX_DAYS = 366;
/** Days one grid save may change, and most employees named one by one. */
export const CELLS_MAX = 500;
export const ASSIGN_MAX_EMPLOYEES = 1000;
export const ROTATION_MAX_WEEKS = 8;
/** The most employee-days one assignment may write (a department of 1,000 for a year fits). */
export const ASSIGN_MAX_DAYS_WRITTEN = 400_000;

const ZUuid = z.string().regex(UUID, { error: 'invalidReference' });

export const ZShiftChip = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  colorCode: z.string().nullable(),
  startTime: z.string(),
  endTime: z.string(),
  /** ISO weekdays it is worked as a default shift */
  workingDays: z.array(z.number()),
});
export type TShiftChip = z.infer<typeof ZShiftChip>;

export const ZRosterCell = z.object({ day: z.string(), kind: z.enum(SCHEDULE_KINDS), shiftId: z.string().nullable() });
export type TRosterCell = z.infer<typeof ZRosterCell>;

export const ZRoster = z.object({
  days: z.array(z.string()),
  holidays: z.array(z.object({ day: z.string(), name: z.string(), organizationId: z.string().nullable() })),
  shifts: z.array(ZShiftChip),
  rows: z.array(
    z.object({
      employeeId: z.string(),
      employeeCode: z.string(),
      employeeName: z.string(),
      departmentName: z.string().nullable(),
      organizationId: z.string(),
      cells: z.array(ZRosterCell),
    }),
  ),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type TRoster = z.infer<typeof ZRoster>;

/** One day changed on the grid: to a shift, a rest day, or back to the employee's default. */
export const CELL_SETS = ['shift', 'rest', 'default'] as const;
export const ZCellChange = z
  .object({ employeeId: ZUuid, day: ZDate, set: z.enum(CELL_SETS), shiftId: ZUuid.optional() })
  .refine((c) => c.set !== 'shift' || c.shiftId !== undefined, { error: 'required', path: ['shiftId'] });
export type TCellChange = z.infer<typeof ZCellChange>;
export const ZCellsBody = z.object({ cells: z.array(ZCellChange).min(1).max(CELLS_MAX) });

/**
 * A day of a rotation week: a shift's id, a rest day, the employee's default, or `keep` (leave the day as it is).
 * Weeks are Monday to Sunday; week 1 is the week the range starts in, and the weeks repeat in turn.
 */
export const ZPatternDay = z.union([ZUuid, z.enum(['rest', 'default', 'keep'])]);
export const ASSIGN_TARGETS = ['employees', 'department', 'group', 'organization'] as const;
export const ZAssignBody = z
  .object({
    target: z.enum(ASSIGN_TARGETS),
    employeeIds: z.array(ZUuid).max(ASSIGN_MAX_EMPLOYEES).optional(),
    departmentId: ZUuid.optional(),
    groupId: ZUuid.optional(),
    organizationId: ZUuid.optional(),
    from: ZDate,
    to: ZDate,
    weeks: z.array(z.array(ZPatternDay).length(7)).min(1).max(ROTATION_MAX_WEEKS),
    /** on a full-day holiday: leave it a day off (`skip`) or schedule the pattern anyway (`work`) */
    holidays: z.enum(['skip', 'work']).default('skip'),
  })
  .refine((b) => b.target !== 'employees' || (b.employeeIds?.length ?? 0) > 0, {
    error: 'required',
    path: ['employeeIds'],
  })
  .refine((b) => b.target !== 'department' || b.departmentId, { error: 'required', path: ['departmentId'] })
  .refine((b) => b.target !== 'group' || b.groupId, { error: 'required', path: ['groupId'] })
  .refine((b) => b.target !== 'organization' || b.organizationId, { error: 'required', path: ['organizationId'] })
  .refine((b) => b.from <= b.to, { error: 'dateOrder', path: ['to'] });
export type TAssignBody = z.infer<typeof ZAssignBody>;
export const ZAssignResult = z.object({ employees: z.number(), changed: z.number() });

export const HISTORY_SOURCES = ['assign', 'grid', 'import'] as const;
const ZHistoryState = z.object({
  kind: z.enum(['default', 'rest', 'shift']),
  shiftCode: z.string().nullable(),
  shiftName: z.string().nullable(),
  colorCode: z.string().nullable(),
});
export const ZHistoryRow = z.object({
  id: z.string(),
  employeeId: z.string(),
  employeeCode: z.string(),
  employeeName: z.string(),
  day: z.string(),
  before: ZHistoryState,
  after: ZHistoryState,
  source: z.enum(HISTORY_SOURCES),
  changedAt: z.string(),
  changedByName: z.string().nullable(),
});
export type THistoryRow = z.infer<typeof ZHistoryRow>;

/** The employee's own calendar (My Work Schedule): each day's plan, holiday and attendance. */
export const ZMyScheduleDay = z.object({
  day: z.string(),
  kind: z.enum(SCHEDULE_KINDS),
  shift: ZShiftChip.nullable(),
  holiday: z.string().nullable(),
  attendance: z
    .object({
      firstIn: z.string().nullable(),
      lastOut: z.string().nullable(),
      workedMinutes: z.number(),
      lateMinutes: z.number(),
    })
    .nullable(),
});
export const ZMySchedule = z.object({ timezone: z.string(), days: z.array(ZMyScheduleDay) });
export type TMySchedule = z.infer<typeof ZMySchedule>;
