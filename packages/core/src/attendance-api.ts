import { z } from 'zod';

/** What the attendance API answers (issue 12): one record per employee and shift date, and its punches. */
export const ZAttendanceDay = z.object({
  id: z.string(),
  shiftDate: z.string(),
  shiftName: z.string().nullable(),
  plannedStart: z.string().nullable(),
  plannedEnd: z.string().nullable(),
  firstIn: z.string().nullable(),
  lastOut: z.string().nullable(),
  workedMinutes: z.number(),
  lateMinutes: z.number(),
  earlyMinutes: z.number(),
  overtimeMinutes: z.number(),
  /** a check-in still waiting for its check-out */
  open: z.boolean(),
  /** a forgotten check-out was closed by the job, at the shift's end */
  autoClosed: z.boolean(),
});
export type TAttendanceDay = z.infer<typeof ZAttendanceDay>;

export const ZMyAttendance = z.object({
  timezone: z.string(),
  /** the check-in waiting for its check-out, if any */
  open: z.object({ since: z.string(), shiftDate: z.string(), place: z.string().nullable() }).nullable(),
  shift: z.object({ name: z.string(), startTime: z.string(), endTime: z.string() }).nullable(),
  /** names of the places attendance may be marked at */
  places: z.array(z.string()),
  recent: z.array(ZAttendanceDay),
});
export type TMyAttendance = z.infer<typeof ZMyAttendance>;

export const PUNCH_KINDS = ['in', 'out'] as const;
export type TPunchKind = (typeof PUNCH_KINDS)[number];
export const ZPunchBody = z.object({
  kind: z.enum(PUNCH_KINDS, { error: 'invalidOption' }),
  latitude: z.number({ error: 'invalidNumber' }).min(-90).max(90).optional(),
  longitude: z.number({ error: 'invalidNumber' }).min(-180).max(180).optional(),
});
export const ZPunchResult = z.object({ shiftDate: z.string(), at: z.string(), place: z.string().nullable() });

/** The HR list's status filter: days late, leaving early, with overtime, still open, or closed by the job. */
export const ATTENDANCE_STATUSES = ['late', 'early', 'overtime', 'open', 'autoClosed'] as const;
export type TAttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];
export const ATTENDANCE_SORTS = ['shiftDate', 'employee', 'workedMinutes', 'lateMinutes'] as const;

/** A row of `/shiftsattendance/listing`: a day record with its employee, shown in its organization's zone. */
export const ZAttendanceRow = ZAttendanceDay.extend({
  employeeId: z.string(),
  employeeName: z.string(),
  employeeCode: z.string(),
  organizationTitle: z.string(),
  departmentName: z.string().nullable(),
  timezone: z.string(),
  remarks: z.string().nullable(),
});
export type TAttendanceRow = z.infer<typeof ZAttendanceRow>;

export const ZPunch = z.object({
  id: z.string(),
  inAt: z.string(),
  inSource: z.string(),
  inPlace: z.string().nullable(),
  inLatitude: z.number().nullable(),
  inLongitude: z.number().nullable(),
  inByName: z.string().nullable(),
  outAt: z.string().nullable(),
  outSource: z.string().nullable(),
  outPlace: z.string().nullable(),
  outLatitude: z.number().nullable(),
  outLongitude: z.number().nullable(),
  outByName: z.string().nullable(),
  autoClosed: z.boolean(),
});
export type TPunchView = z.infer<typeof ZPunch>;
export const ZAttendanceView = ZAttendanceRow.extend({ punches: z.array(ZPunch) });
