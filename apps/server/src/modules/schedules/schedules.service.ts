import { sql } from 'drizzle-orm';
import { addDays } from '@staffdesk/core/dates';
import {
  ASSIGN_MAX_DAYS,
  ASSIGN_MAX_DAYS_WRITTEN,
  ROSTER_MAX_DAYS,
  type TAssignBody,
  type TCellChange,
  type TMySchedule,
  type TRoster,
} from '@staffdesk/core/schedules';
import { todayIn } from '@staffdesk/core/time-zones';
import { actorOf, auditIn, type TRequestInfo } from '../../platform/audit/audit.ts';
import { appError } from '../../platform/errors.ts';
import { dayRange } from '../../platform/http/list.ts';
import type { TAuth } from '../../platform/http/access.ts';
import type { TServices } from '../../platform/services.ts';
import * as repo from './schedules.repo.ts';

/**
 * The shift scheduler (issue 12): the roster grid, assignments with weekly rotations, single days changed on the
 * grid, the history of every change, and the employee's own calendar. A scoped sub admin reaches only the employees
 * of their scope (row-level security reads and writes the roster through the employee).
 */
export type TRosterQuery = repo.TEmployeeFilter & { from: string; to: string; page: number; pageSize: number };

/** `/shift_schedular/listing`: a page of employees × days with each day's plan, the palette and the holidays. */
export async function roster(s: TServices, auth: TAuth, q: TRosterQuery): Promise<TRoster> {
  const n = dayRange(q.from, q.to, ROSTER_MAX_DAYS);
  const tenantId = auth.tenantId!;
  return s.database.tenant(auth, async (db) => {
    const where = repo.employeesWhere(tenantId, { ...q, search: q.search?.trim() || undefined });
    const page = { limit: q.pageSize, offset: (q.page - 1) * q.pageSize };
    return {
      days: Array.from({ length: n }, (_, i) => addDays(q.from, i)),
      holidays: await repo.holidaysIn(db, tenantId, q.from, q.to),
      shifts: await repo.shiftChips(db, tenantId),
      rows: await repo.rosterRows(db, where, q, page),
      total: await repo.countEmployees(db, where),
      page: q.page,
      pageSize: q.pageSize,
    };
  });
}

/** The tenant's live shifts, for the assignment form. */
export const shiftPalette = (s: TServices, auth: TAuth) =>
  s.database.tenant(auth, (db) => repo.shiftChips(db, auth.tenantId!));

/** The shifts named must be live shifts of the tenant. */
async function checkShifts(
  db: Parameters<typeof repo.liveShiftIds>[0],
  tenantId: string,
  ids: string[],
  field: string,
) {
  const wanted = [...new Set(ids)];
  const live = await repo.liveShiftIds(db, tenantId, wanted);
  if (wanted.some((id) => !live.has(id))) throw appError(400, 'validation', { [field]: 'invalidReference' });
}

/** Days changed on the grid (drag, or a cell's menu): each to a shift, a rest day or back to the default. */
export async function changeDays(s: TServices, auth: TAuth, cells: TCellChange[], req: TRequestInfo) {
  const tenantId = auth.tenantId!;
  return s.database.tenant(auth, async (db) => {
    const shiftIds = cells.flatMap((c) => (c.set === 'shift' && c.shiftId ? [c.shiftId] : []));
    await checkShifts(db, tenantId, shiftIds, 'cells');
    // out of the caller's scope, inactive or unknown employees are refused as one (row-level security hides them)
    const ids = [...new Set(cells.map((c) => c.employeeId))];
    if ((await repo.countEmployees(db, repo.employeesWhere(tenantId, { employeeIds: ids }))) !== ids.length)
      throw appError(400, 'validation', { cells: 'invalidReference' });
    const changed = await repo.writeDays(
      db,
      tenantId,
      cells.map((c) => ({ employeeId: c.employeeId, day: c.day, mode: c.set, shiftId: c.shiftId ?? null })),
      { id: auth.userId, name: auth.userName, source: 'grid' },
    );
    if (changed > 0)
      await auditIn(
        db,
        {
          tenantId,
          actor: actorOf(auth),
          action: 'schedule.change',
          entity: 'schedule',
          after: { changed, cells: cells.slice(0, 50) },
        },
        req,
      );
    return { changed };
  });
}

/** `/shift_schedular/add`: a rotation of weeks over a range, for employees, a department, a group or an organization. */
export async function assign(s: TServices, auth: TAuth, b: TAssignBody, req: TRequestInfo) {
  const days = dayRange(b.from, b.to, ASSIGN_MAX_DAYS);
  const tenantId = auth.tenantId!;
  const filter: repo.TEmployeeFilter =
    b.target === 'employees'
      ? { employeeIds: [...new Set(b.employeeIds)] }
      : b.target === 'department'
        ? { departmentId: b.departmentId }
        : b.target === 'group'
          ? { groupId: b.groupId }
          : { organizationId: b.organizationId };
  return s.database.tenant(auth, async (db) => {
    const shiftIds = b.weeks.flat().filter((d) => !['rest', 'default', 'keep'].includes(d));
    await checkShifts(db, tenantId, shiftIds, 'weeks');
    const where = repo.employeesWhere(tenantId, filter);
    const employees = await repo.countEmployees(db, where);
    if (b.target === 'employees' && employees !== filter.employeeIds!.length)
      throw appError(400, 'validation', { employeeIds: 'invalidReference' });
    if (employees * days > ASSIGN_MAX_DAYS_WRITTEN) throw appError(400, 'scheduleTooLarge');
    const changed = await repo.writeRotation(
      db,
      tenantId,
      {
        employees: sql`select e.id, e.organization_id from employees e where ${where}`,
        from: b.from,
        to: b.to,
        weeks: b.weeks,
        workHolidays: b.holidays === 'work',
      },
      { id: auth.userId, name: auth.userName, source: 'assign' },
    );
    await auditIn(
      db,
      {
        tenantId,
        actor: actorOf(auth),
        action: 'schedule.assign',
        entity: 'schedule',
        organizationId: b.organizationId ?? null,
        after: { ...b, employees, changed },
      },
      req,
    );
    return { employees, changed };
  });
}

/** `/shift_schedular/listinghistory`: every change of a roster day, newest first. */
export async function history(
  s: TServices,
  auth: TAuth,
  q: { from?: string; to?: string; employeeId?: string; search?: string; page: number; pageSize: number },
) {
  const r = await s.database.tenant(auth, (db) =>
    repo.historyPage(
      db,
      auth.tenantId!,
      { ...q, search: q.search?.trim() || undefined },
      {
        limit: q.pageSize,
        offset: (q.page - 1) * q.pageSize,
      },
    ),
  );
  return { ...r, page: q.page, pageSize: q.pageSize };
}

/** Public holidays (spec 6 emp): the employee's organization's holidays of a year, and today in its zone. */
export async function myHolidays(s: TServices, auth: TAuth, year?: number) {
  const tenantId = auth.tenantId!;
  return s.database.tenant(auth, async (db) => {
    const me = await repo.ownEmployee(db, tenantId, auth.userId);
    if (!me) throw appError(404, 'noEmployeeRecord');
    const today = todayIn(me.timezone);
    const y = year ?? Number(today.slice(0, 4));
    const days = await repo.organizationHolidays(db, tenantId, me.organizationId, `${y}-01-01`, `${y}-12-31`);
    return { year: y, today, days };
  });
}

/** My Work Schedule: the employee's own days (a month by default, from the first of this month). */
export async function mySchedule(s: TServices, auth: TAuth, q: { from?: string; to?: string }): Promise<TMySchedule> {
  const tenantId = auth.tenantId!;
  return s.database.tenant(auth, async (db) => {
    const me = await repo.ownEmployee(db, tenantId, auth.userId);
    if (!me) throw appError(404, 'noEmployeeRecord');
    const from = q.from ?? `${todayIn(me.timezone).slice(0, 8)}01`;
    const to = q.to ?? addDays(from, 34);
    dayRange(from, to, ROSTER_MAX_DAYS);
    const days = await repo.employeeDays(db, tenantId, me.id, from, to);
    return { timezone: me.timezone, days };
  });
}
