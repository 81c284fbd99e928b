import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { attendance } from '../attendance/attendance.tables.ts';
import { employees } from '../employees/employees.tables.ts';
import { settingGroups } from '../resources/resources.tables.ts';
import { tenants } from '../tenants/tenants.tables.ts';

/** Who leads a group (`/groups`): a leader checks in the members present (Groups CheckIN). A group may have several. */
export const groupLeaders = pgTable(
  'group_leaders',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    groupId: uuid('group_id').notNull(),
    employeeId: uuid('employee_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'group_leaders_pk', columns: [t.tenantId, t.groupId, t.employeeId] }),
    foreignKey({
      name: 'group_leaders_group_fk',
      columns: [t.tenantId, t.groupId],
      foreignColumns: [settingGroups.tenantId, settingGroups.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'group_leaders_employee_fk',
      columns: [t.tenantId, t.employeeId],
      foreignColumns: [employees.tenantId, employees.id],
    }),
    index('group_leaders_employee_ix').on(t.tenantId, t.employeeId),
  ],
);

/**
 * Groups Attendance Logs (`/groupsattendanse`): each member a leader checked in or out, with the group it was done
 * for at the time, the leader, where, and the attendance record the punch went to.
 */
export const groupPunches = pgTable(
  'group_punches',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    id: uuid('id').notNull().default(sql`gen_random_uuid()`),
    groupId: uuid('group_id').notNull(),
    employeeId: uuid('employee_id').notNull(),
    attendanceId: uuid('attendance_id').notNull(),
    kind: text('kind').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    leaderId: uuid('leader_id').notNull(),
    leaderName: text('leader_name').notNull(),
    place: text('place'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
  },
  (t) => [
    primaryKey({ name: 'group_punches_pk', columns: [t.tenantId, t.id] }),
    check('group_punches_kind_ck', sql`${t.kind} in ('in', 'out')`),
    foreignKey({
      name: 'group_punches_group_fk',
      columns: [t.tenantId, t.groupId],
      foreignColumns: [settingGroups.tenantId, settingGroups.id],
    }),
    foreignKey({
      name: 'group_punches_employee_fk',
      columns: [t.tenantId, t.employeeId],
      foreignColumns: [employees.tenantId, employees.id],
    }),
    foreignKey({
      name: 'group_punches_leader_fk',
      columns: [t.tenantId, t.leaderId],
      foreignColumns: [employees.tenantId, employees.id],
    }),
    foreignKey({
      name: 'group_punches_attendance_fk',
      columns: [t.tenantId, t.attendanceId],
      foreignColumns: [attendance.tenantId, attendance.id],
    }),
    index('group_punches_at_ix').on(t.tenantId, t.at),
    index('group_punches_group_ix').on(t.tenantId, t.groupId, t.at),
  ],
);
