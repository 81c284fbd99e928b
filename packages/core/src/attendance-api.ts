import { z } from 'zod';
import { isCalendarDate, ZDate } from './dates.ts';
import { UUID, ZOptionalId, ZReason } from './form-fields.ts';

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
  /** the organization asks a photo from the camera with each check-in and check-out */
  photoRequired: z.boolean(),
  recent: z.array(ZAttendanceDay),
});
export type TMyAttendance = z.infer<typeof ZMyAttendance>;

/** A check-in photo's largest size (the page sends a 640-pixel JPEG of well under this). */
export const PUNCH_PHOTO_MAX_BYTES = 1_200_000;

export const PUNCH_KINDS = ['in', 'out'] as const;
export type TPunchKind = (typeof PUNCH_KINDS)[number];
export const ZPunchBody = z.object({
  kind: z.enum(PUNCH_KINDS, { error: 'invalidOption' }),
  latitude: z.number({ error: 'invalidNumber' }).min(-90).max(90).optional(),
  longitude: z.number({ error: 'invalidNumber' }).min(-180).max(180).optional(),
  /** the token of the organization's QR code, when the employee scanned the kiosk screen */
  qr: z.string().max(100).optional(),
  /** the camera's photo as a data URL (JPEG, PNG or WebP, at most PUNCH_PHOTO_MAX_BYTES) */
  photo: z
    .string()
    .max(Math.ceil((PUNCH_PHOTO_MAX_BYTES * 4) / 3) + 100, { error: 'tooLarge' })
    .optional(),
});
export const ZPunchResult = z.object({ shiftDate: z.string(), at: z.string(), place: z.string().nullable() });

/**
 * The HR list's status filter: days late, leaving early, with overtime, still open, closed by the job, from a time
 * machine, or with several check-ins and check-outs (`/shiftsattendance/morechecinout`).
 */
/** `halfDay` and `short` (worked too little: counted absent) are the attendance evaluation's verdicts (decision 0023). */
export const ATTENDANCE_STATUSES = [
  'late',
  'early',
  'overtime',
  'halfDay',
  'short',
  'open',
  'autoClosed',
  'device',
  'several',
] as const;
export type TAttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];
export const ATTENDANCE_SORTS = ['shiftDate', 'employee', 'workedMinutes', 'lateMinutes'] as const;

export const DAY_VERDICTS = ['present', 'halfDay', 'absent'] as const;
export type TDayVerdict = (typeof DAY_VERDICTS)[number];

/** A row of `/shiftsattendance/listing`: a day record with its employee, shown in its organization's zone. */
export const ZAttendanceRow = ZAttendanceDay.extend({
  employeeId: z.string(),
  employeeName: z.string(),
  employeeCode: z.string(),
  organizationTitle: z.string(),
  departmentName: z.string().nullable(),
  timezone: z.string(),
  remarks: z.string().nullable(),
  /** the day by the organization's attendance evaluation: a finished day may count as a half day or absent */
  verdict: z.enum(DAY_VERDICTS),
  /** each check-in and its check-out (null while open), in order: worked time sums them */
  pairs: z.array(z.object({ inAt: z.string(), outAt: z.string().nullable() })),
});
export type TAttendanceRow = z.infer<typeof ZAttendanceRow>;

export const ZPunch = z.object({
  id: z.string(),
  /** a photo was taken with the check-in / the check-out (`GET /attendance/:id/punches/:punchId/photo?side=in|out`) */
  inPhoto: z.boolean(),
  outPhoto: z.boolean(),
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
  /** HR's last correction of the times, and why */
  editedAt: z.string().nullable(),
  editedByName: z.string().nullable(),
  editReason: z.string().nullable(),
});
export type TPunchView = z.infer<typeof ZPunch>;
export const ZAttendanceView = ZAttendanceRow.extend({ punches: z.array(ZPunch) });

/** The organization QR kiosk (spec `/Organizationqrcode`, user/qrscan): its answers by number. */
export const QR_MESSAGES = {
  2: 'Please enter password',
  3: 'password Does not exists',
} as const;

export const ZKioskLogin = z.object({
  account: z.string().trim().min(1).max(60),
  code: z.string().trim().min(1).max(20),
  password: z.string().max(128).optional(),
});

/** What the kiosk screen shows: the organization and the QR employees scan (a link to their check-in page). */
export const ZKioskQr = z.object({
  title: z.string(),
  orgCode: z.string(),
  dynamic: z.boolean(),
  seconds: z.number(),
  qrImage: z.string(),
  /** what the QR code holds: the check-in page with the organization's current token */
  link: z.string(),
  /** the server's clock, and when this code stops being current (dynamic only) */
  now: z.string(),
  validUntil: z.string().nullable(),
});
export type TKioskQr = z.infer<typeof ZKioskQr>;

/** The security gate (spec `/shiftsattendance/checkinoutsecurity`): an ID card's QR token, or Employee ID and access code. */
export const ZGateBody = z.union([
  z.object({ cardToken: z.string().trim().min(8).max(200) }),
  z.object({ employeeCode: z.string().trim().min(1).max(40), accessCode: z.string().trim().min(1).max(20) }),
]);
export const ZGateResult = z.object({
  kind: z.enum(PUNCH_KINDS),
  at: z.string(),
  shiftDate: z.string(),
  employeeName: z.string(),
  employeeCode: z.string(),
  departmentName: z.string().nullable(),
});
export type TGateResult = z.infer<typeof ZGateResult>;
/** Who is in now: employees with a check-in waiting for its check-out. */
export const ZInsideRow = z.object({
  employeeId: z.string(),
  employeeName: z.string(),
  employeeCode: z.string(),
  departmentName: z.string().nullable(),
  organizationTitle: z.string(),
  since: z.string(),
  source: z.string(),
  timezone: z.string(),
});
export type TInsideRow = z.infer<typeof ZInsideRow>;

/** A closed period of an organization's attendance (`/shiftsattendance/Closerlisting`). */
export const ZClosing = z.object({
  id: z.string(),
  organizationId: z.string(),
  organizationTitle: z.string(),
  fromDate: z.string(),
  toDate: z.string(),
  note: z.string().nullable(),
  createdAt: z.string(),
  createdByName: z.string().nullable(),
  /** how many day records it holds */
  records: z.number(),
});
export type TClosing = z.infer<typeof ZClosing>;
export const ZClosingBody = z.object({
  organizationId: z.string().regex(/^[0-9a-f-]{36}$/i, { error: 'invalidReference' }),
  fromDate: ZDate,
  toDate: ZDate,
  note: z.string().trim().max(500, { error: 'tooLong' }).optional(),
});

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
/** HR's manual attendance (`/shiftsattendance/add`): an in and out time of a shift date (an out before the in is the next day). */
export const ZManualAttendance = z.object({
  employeeId: z.string({ error: 'required' }).regex(/^[0-9a-f-]{36}$/i, { error: 'invalidReference' }),
  shiftDate: ZDate,
  inTime: z.string({ error: 'required' }).regex(HHMM, { error: 'required' }),
  outTime: z.string({ error: 'required' }).regex(HHMM, { error: 'required' }),
  remarks: z.string().trim().max(500, { error: 'tooLong' }).optional(),
});
export type TManualAttendance = z.infer<typeof ZManualAttendance>;

/** A local date and time as a `datetime-local` field sends it: `YYYY-MM-DDTHH:MM`, a real day. */
const ZLocalDateTime = z
  .string({ error: 'required' })
  .regex(/^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/, { error: 'invalidDate' })
  .refine((v) => isCalendarDate(v.slice(0, 10)), { error: 'invalidDate' });

/**
 * HR corrects a punch (`/shiftsattendance/add/:id`): its check-in and check-out as local date and time in the
 * organization's zone (within a day of the shift date, at most 24 hours apart), and why. A check-out may stay empty
 * only on a check-in still waiting for it.
 */
export const ZPunchEdit = z.object({
  inAt: ZLocalDateTime,
  outAt: ZLocalDateTime.nullable().optional(),
  reason: ZReason,
});
export type TPunchEdit = z.infer<typeof ZPunchEdit>;

/** At most this many employees in one bulk entry (`/shiftsattendance/TAdd`). */
export const BULK_ATTENDANCE_MAX = 500;
/** A group's attendance entered at once: the same times for each chosen employee. */
export const ZBulkAttendance = ZManualAttendance.omit({ employeeId: true }).extend({
  employeeIds: z
    .array(z.string().regex(UUID, { error: 'invalidReference' }), { error: 'required' })
    .min(1, { error: 'required' })
    .max(BULK_ATTENDANCE_MAX, { error: 'tooLarge' }),
});
export type TBulkAttendance = z.infer<typeof ZBulkAttendance>;

/** A row of the deleted list (`/shiftsattendance/dlisting`): the day as it was, when, by whom and why it went. */
export const ZDeletedAttendanceRow = ZAttendanceRow.extend({
  deletedAt: z.string(),
  deletedByName: z.string().nullable(),
  deleteReason: z.string().nullable(),
});
export type TDeletedAttendanceRow = z.infer<typeof ZDeletedAttendanceRow>;

/** Who a bulk entry may be for: a group's or department's active employees, with the date's record if any. */
export const ZBulkMembersQuery = z.object({
  groupId: ZOptionalId,
  departmentId: ZOptionalId,
  shiftDate: ZDate,
});
export const ZBulkMember = z.object({
  employeeId: z.string(),
  employeeCode: z.string(),
  employeeName: z.string(),
  departmentName: z.string().nullable(),
  timezone: z.string(),
  firstIn: z.string().nullable(),
  lastOut: z.string().nullable(),
});
export type TBulkMember = z.infer<typeof ZBulkMember>;

/**
 * A day of the Staff IN OUT report: attendance kept (present, or a half day or absent by the organization's
 * attendance evaluation), absent, a rest day, a holiday, no shift, or still to come.
 */
export const IN_OUT_STATUSES = ['present', 'halfDay', 'absent', 'rest', 'holiday', 'none', 'upcoming'] as const;
export type TInOutStatus = (typeof IN_OUT_STATUSES)[number];
/** At most this many days in one Staff IN OUT report. */
export const IN_OUT_MAX_DAYS = 62;
/** A row of the Staff IN OUT report: one employee's day, by the schedule and the attendance kept. */
export const ZInOutRow = z.object({
  day: z.string(),
  employeeId: z.string(),
  employeeCode: z.string(),
  employeeName: z.string(),
  organizationTitle: z.string(),
  departmentName: z.string().nullable(),
  timezone: z.string(),
  shiftName: z.string().nullable(),
  status: z.enum(IN_OUT_STATUSES),
  firstIn: z.string().nullable(),
  lastOut: z.string().nullable(),
  workedMinutes: z.number(),
  lateMinutes: z.number(),
  earlyMinutes: z.number(),
  overtimeMinutes: z.number(),
});
export type TInOutRow = z.infer<typeof ZInOutRow>;
