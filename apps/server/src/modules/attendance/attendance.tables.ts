import { sql } from 'drizzle-orm';
import {
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { employees } from '../employees/employees.tables.ts';
import { organizations, shifts } from '../resources/resources.tables.ts';
import { tenants } from '../tenants/tenants.tables.ts';

const who = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  createdBy: uuid('created_by'),
  createdByName: text('created_by_name'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by'),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  deletedBy: uuid('deleted_by'),
  deletedByName: text('deleted_by_name'),
  deleteReason: text('delete_reason'),
};

/**
 * One employee's attendance on one shift date (issue 12), in the organization's time zone: the shift it was
 * planned against (copied, so a later change to the shift leaves history alone) and the totals of its punches.
 * The database allows one live record per employee and shift date.
 */
export const attendance = pgTable(
  'attendance',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    id: uuid('id').notNull().default(sql`gen_random_uuid()`),
    employeeId: uuid('employee_id').notNull(),
    organizationId: uuid('organization_id').notNull(),
    shiftDate: date('shift_date', { mode: 'string' }).notNull(),
    shiftId: uuid('shift_id'),
    plannedStart: timestamp('planned_start', { withTimezone: true }),
    plannedEnd: timestamp('planned_end', { withTimezone: true }),
    breakMinutes: integer('break_minutes').notNull().default(0),
    lateGraceMinutes: integer('late_grace_minutes').notNull().default(0),
    earlyLeaveGraceMinutes: integer('early_leave_grace_minutes').notNull().default(0),
    firstIn: timestamp('first_in', { withTimezone: true }),
    lastOut: timestamp('last_out', { withTimezone: true }),
    workedMinutes: integer('worked_minutes').notNull().default(0),
    lateMinutes: integer('late_minutes').notNull().default(0),
    earlyMinutes: integer('early_minutes').notNull().default(0),
    overtimeMinutes: integer('overtime_minutes').notNull().default(0),
    remarks: text('remarks'),
    ...who,
  },
  (t) => [
    primaryKey({ name: 'attendance_pk', columns: [t.tenantId, t.id] }),
    uniqueIndex('attendance_day_uq').on(t.tenantId, t.employeeId, t.shiftDate).where(sql`deleted_at is null`),
    foreignKey({
      name: 'attendance_employee_fk',
      columns: [t.tenantId, t.employeeId],
      foreignColumns: [employees.tenantId, employees.id],
    }),
    foreignKey({
      name: 'attendance_organization_fk',
      columns: [t.tenantId, t.organizationId],
      foreignColumns: [organizations.tenantId, organizations.id],
    }),
    foreignKey({
      name: 'attendance_shift_fk',
      columns: [t.tenantId, t.shiftId],
      foreignColumns: [shifts.tenantId, shifts.id],
    }),
    index('attendance_day_ix').on(t.tenantId, t.shiftDate, t.organizationId),
    index('attendance_shift_ix').on(t.tenantId, t.shiftId),
  ],
);

/**
 * A check-in and its check-out (null while the employee is in). Where and how each was made: a position, the
 * attendance place it fell in, a photo, the source (self, kiosk QR, gate, group leader, manual, device) and who
 * made it. The database allows one open punch per employee: two taps, two devices or twenty concurrent requests
 * make one check-in.
 */
export const attendancePunches = pgTable(
  'attendance_punches',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    id: uuid('id').notNull().default(sql`gen_random_uuid()`),
    attendanceId: uuid('attendance_id').notNull(),
    employeeId: uuid('employee_id').notNull(),
    inAt: timestamp('in_at', { withTimezone: true }).notNull(),
    inSource: text('in_source').notNull(),
    inLatitude: doublePrecision('in_latitude'),
    inLongitude: doublePrecision('in_longitude'),
    inPlace: text('in_place'),
    inPhotoKey: text('in_photo_key'),
    inBy: uuid('in_by'),
    inByName: text('in_by_name'),
    outAt: timestamp('out_at', { withTimezone: true }),
    outSource: text('out_source'),
    outLatitude: doublePrecision('out_latitude'),
    outLongitude: doublePrecision('out_longitude'),
    outPlace: text('out_place'),
    outPhotoKey: text('out_photo_key'),
    outBy: uuid('out_by'),
    outByName: text('out_by_name'),
    /** when the check-out was forgotten: closed by the job at the shift's end, for HR to review */
    autoClosedAt: timestamp('auto_closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** HR's last correction of the times, and why */
    editedAt: timestamp('edited_at', { withTimezone: true }),
    editedBy: uuid('edited_by'),
    editedByName: text('edited_by_name'),
    editReason: text('edit_reason'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedByName: text('deleted_by_name'),
    deleteReason: text('delete_reason'),
  },
  (t) => [
    primaryKey({ name: 'attendance_punches_pk', columns: [t.tenantId, t.id] }),
    uniqueIndex('attendance_punches_open_uq')
      .on(t.tenantId, t.employeeId)
      .where(sql`out_at is null and deleted_at is null`),
    foreignKey({
      name: 'attendance_punches_attendance_fk',
      columns: [t.tenantId, t.attendanceId],
      foreignColumns: [attendance.tenantId, attendance.id],
    }),
    foreignKey({
      name: 'attendance_punches_employee_fk',
      columns: [t.tenantId, t.employeeId],
      foreignColumns: [employees.tenantId, employees.id],
    }),
    index('attendance_punches_attendance_ix').on(t.tenantId, t.attendanceId),
    index('attendance_punches_employee_ix').on(t.tenantId, t.employeeId, t.inAt),
  ],
);

/**
 * A closed period of an organization's attendance: from–to shift dates that can no longer be added, changed or
 * deleted. A trigger on the attendance tables enforces it, whatever code writes.
 */
export const attendanceClosings = pgTable(
  'attendance_closings',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    id: uuid('id').notNull().default(sql`gen_random_uuid()`),
    organizationId: uuid('organization_id').notNull(),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid('created_by'),
    createdByName: text('created_by_name'),
  },
  (t) => [
    primaryKey({ name: 'attendance_closings_pk', columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'attendance_closings_organization_fk',
      columns: [t.tenantId, t.organizationId],
      foreignColumns: [organizations.tenantId, organizations.id],
    }),
    index('attendance_closings_org_ix').on(t.tenantId, t.organizationId, t.toDate),
  ],
);
