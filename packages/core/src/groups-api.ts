import { z } from 'zod';
import { PUNCH_KINDS } from './attendance-api.ts';
import { ZDate } from './dates.ts';
import { UUID, ZOptionalId } from './form-fields.ts';

/**
 * Groups and Groups CheckIN (issue 12): a group (settings → Groups) has members (employees whose group it is) and
 * leaders, who check in or out the members present from their phone; each of those punches is logged for HR
 * (Groups Attendance Logs, `/groupsattendanse`).
 */
export const GROUP_LEADERS_MAX = 20;
/** At most this many members checked in by a leader at once. */
export const GROUP_PUNCH_MAX = 500;
/** Groups Attendance Logs cover at most this many days at a time. */
export const GROUP_LOG_MAX_DAYS = 93;

const ZPerson = z.object({ id: z.string(), name: z.string(), code: z.string() });
export const ZGroupRow = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  members: z.number(),
  leaders: z.array(ZPerson),
});
export type TGroupRow = z.infer<typeof ZGroupRow>;

const ZId = z.string({ error: 'required' }).regex(UUID, { error: 'invalidReference' });
export const ZGroupLeaders = z.object({
  employeeIds: z.array(ZId, { error: 'required' }).max(GROUP_LEADERS_MAX, { error: 'tooLarge' }),
});

/** A member as their leader sees them: in now (since when) or not. */
export const ZGroupMember = z.object({
  employeeId: z.string(),
  employeeName: z.string(),
  employeeCode: z.string(),
  departmentName: z.string().nullable(),
  /** the open check-in's time, or null when the member is out */
  inSince: z.string().nullable(),
  /** the member's organization's zone, for the times */
  timezone: z.string(),
});
export type TGroupMember = z.infer<typeof ZGroupMember>;
export const ZLedGroup = z.object({ id: z.string(), name: z.string(), members: z.array(ZGroupMember) });
export type TLedGroup = z.infer<typeof ZLedGroup>;

export const ZGroupPunch = z.object({
  kind: z.enum(PUNCH_KINDS, { error: 'invalidOption' }),
  employeeIds: z
    .array(ZId, { error: 'required' })
    .min(1, { error: 'required' })
    .max(GROUP_PUNCH_MAX, { error: 'tooLarge' }),
  latitude: z.number({ error: 'invalidNumber' }).min(-90).max(90).optional(),
  longitude: z.number({ error: 'invalidNumber' }).min(-180).max(180).optional(),
});
export type TGroupPunch = z.infer<typeof ZGroupPunch>;
export const ZGroupPunchResult = z.object({ count: z.number(), at: z.string(), place: z.string().nullable() });

export const ZGroupLogQuery = z.object({
  from: ZDate,
  to: ZDate,
  groupId: ZOptionalId,
  employeeId: ZOptionalId,
});
export const ZGroupLogRow = z.object({
  id: z.string(),
  at: z.string(),
  kind: z.enum(PUNCH_KINDS),
  groupName: z.string(),
  employeeId: z.string(),
  employeeName: z.string(),
  employeeCode: z.string(),
  departmentName: z.string().nullable(),
  leaderName: z.string(),
  place: z.string().nullable(),
  attendanceId: z.string(),
  timezone: z.string(),
});
export type TGroupLogRow = z.infer<typeof ZGroupLogRow>;
