import type { TAttendanceStatus, TPunchView } from '@staffdesk/core/attendance-api';
import { ATTENDANCE_SORTS } from '@staffdesk/core/attendance-api';
import { notFound } from '../../platform/errors.ts';
import type { TAuth } from '../../platform/http/access.ts';
import { parseSort, type TListQuery } from '../../platform/http/list.ts';
import type { TServices } from '../../platform/services.ts';
import { absentToday } from '../absences/absences.repo.ts';
import { sniffImage } from '../careers/careers.files.ts';
import * as repo from './attendance-list.repo.ts';
import { presentDay } from './my-attendance.service.ts';
import { iso } from '../../platform/db/rows.ts';

export type TAttendanceParams = TListQuery & {
  from: string;
  to: string;
  organizationId?: string;
  departmentId?: string;
  employeeId?: string;
  status?: TAttendanceStatus;
};

const queryOf = (auth: TAuth, q: TAttendanceParams): repo.TAttendanceListQuery => {
  const sort = parseSort<repo.TAttendanceSort>(q.sort, ATTENDANCE_SORTS, 'shiftDate');
  // newest days first unless asked otherwise
  const dir = q.sort ? sort.dir : 'desc';
  const [from, to] = q.from <= q.to ? [q.from, q.to] : [q.to, q.from];
  return {
    tenantId: auth.tenantId!,
    from,
    to,
    organizationId: q.organizationId || undefined,
    departmentId: q.departmentId || undefined,
    employeeId: q.employeeId || undefined,
    status: q.status,
    search: q.search?.trim() || undefined,
    sort: sort.field,
    dir,
    page: q.page,
    pageSize: q.pageSize,
  };
};

export const presentRow = (r: repo.TAttendanceListRow) => ({ ...r, ...presentDay(r) });

/** `/shiftsattendance/listing`: the day records the caller may see (their scope), in a date range. */
export async function listAttendance(s: TServices, auth: TAuth, q: TAttendanceParams) {
  const r = await s.database.tenant(auth, (db) => repo.listAttendance(db, queryOf(auth, q)));
  return { rows: r.rows.map(presentRow), total: r.total, page: q.page, pageSize: q.pageSize };
}

export async function* attendanceBatches(s: TServices, auth: TAuth, q: TAttendanceParams) {
  const query = repo.attendanceExportQuery(queryOf(auth, { ...q, page: 1 }));
  for await (const rows of s.database.cursor<repo.TAttendanceListRow>(auth, query, { objects: true }))
    yield rows.map(presentRow);
}

/** `/shiftsattendance/dlisting`: deleted days in a date range (their shift dates), newest deletion first. */
export async function listDeleted(s: TServices, auth: TAuth, q: TAttendanceParams) {
  const r = await s.database.tenant(auth, (db) => repo.listDeleted(db, queryOf(auth, q)));
  return {
    rows: r.rows.map((x) => ({
      ...presentRow(x),
      deletedAt: new Date(x.deletedAt).toISOString(),
      deletedByName: x.deletedByName,
      deleteReason: x.deleteReason,
    })),
    total: r.total,
    page: q.page,
    pageSize: q.pageSize,
  };
}

/** `/shiftsattendance/view/:id`: one day with each of its punches (where, how, by whom). */
export async function viewAttendance(s: TServices, auth: TAuth, id: string) {
  return s.database.tenant(auth, async (db) => {
    const row = await repo.getAttendance(db, auth.tenantId!, id);
    if (!row) throw notFound();
    const punches = await repo.punchesOf(db, auth.tenantId!, id);
    return {
      ...presentRow(row),
      punches: punches.map(
        (p): TPunchView => ({
          ...(p as TPunchView),
          inAt: iso(p.inAt)!,
          outAt: iso(p.outAt),
          editedAt: iso(p.editedAt),
        }),
      ),
    };
  });
}

/** A punch's camera photo (its check-in's or check-out's), to whoever may view the day: its content and type. */
export async function punchPhoto(s: TServices, auth: TAuth, id: string, punchId: string, side: 'in' | 'out') {
  const key = await s.database.tenant(auth, async (db) => {
    if (!(await repo.getAttendance(db, auth.tenantId!, id))) throw notFound();
    return repo.punchPhotoKey(db, auth.tenantId!, id, punchId, side);
  });
  if (!key) throw notFound();
  const content = await s.files.read(key);
  const type = sniffImage(content);
  if (!type) throw notFound();
  return { content, type };
}

/** The dashboard's figures: in now, checked in and late today, and absent so far today (shift started, no record). */
export const attendanceToday = (s: TServices, auth: TAuth) =>
  s.database.tenant(auth, async (db) => ({
    ...(await repo.todayFigures(db, auth.tenantId!)),
    absentToday: await absentToday(db, auth.tenantId!, new Date()),
  }));
