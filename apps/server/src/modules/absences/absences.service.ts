import { ABSENCE_MAX_DAYS, type TAbsenceRow } from '@staffdesk/core/absences';
import type { TAuth } from '../../platform/http/access.ts';
import { dayRange, type TListQuery } from '../../platform/http/list.ts';
import type { TServices } from '../../platform/services.ts';
import * as repo from './absences.repo.ts';

export type TAbsenceParams = TListQuery & {
  from: string;
  to: string;
  organizationId?: string;
  departmentId?: string;
  employeeId?: string;
};

/** The employee-day filter of a request (absences, the Staff IN OUT report): a range of at most `max` days. */
export function employeeDayFilter(auth: TAuth, q: TAbsenceParams, max = ABSENCE_MAX_DAYS): repo.TAbsenceFilter {
  dayRange(q.from, q.to, max);
  return {
    tenantId: auth.tenantId!,
    from: q.from,
    to: q.to,
    organizationId: q.organizationId || undefined,
    departmentId: q.departmentId || undefined,
    employeeId: q.employeeId || undefined,
    search: q.search?.trim() || undefined,
    now: new Date(),
  };
}

/** `/absent/listing`: the absent days of a range within the caller's scope, newest first. */
export async function listAbsences(s: TServices, auth: TAuth, q: TAbsenceParams) {
  const f = employeeDayFilter(auth, q);
  const r = await s.database.tenant(auth, (db) =>
    repo.absencePage(db, f, { limit: q.pageSize, offset: (q.page - 1) * q.pageSize }),
  );
  return { ...r, page: q.page, pageSize: q.pageSize };
}

export function absenceBatches(s: TServices, auth: TAuth, q: TAbsenceParams) {
  return s.database.cursor<TAbsenceRow>(auth, repo.absenceExportQuery(employeeDayFilter(auth, q)), { objects: true });
}
