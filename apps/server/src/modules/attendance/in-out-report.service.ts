import { IN_OUT_MAX_DAYS, type TInOutRow } from '@staffdesk/core/attendance-api';
import type { TAuth } from '../../platform/http/access.ts';
import type { TServices } from '../../platform/services.ts';
import { employeeDayFilter, type TAbsenceParams } from '../absences/absences.service.ts';
import * as repo from './in-out-report.repo.ts';

/** Staff IN OUT report: every employee day of a range (at most 62 days) within the caller's scope, paged. */
export async function inOutReport(s: TServices, auth: TAuth, q: TAbsenceParams) {
  const f = employeeDayFilter(auth, q, IN_OUT_MAX_DAYS);
  const r = await s.database.tenant(auth, (db) =>
    repo.inOutPage(db, f, { limit: q.pageSize, offset: (q.page - 1) * q.pageSize }),
  );
  return { ...r, page: q.page, pageSize: q.pageSize };
}

/** The whole report, a batch at a time, for CSV and Excel. */
export async function* inOutBatches(s: TServices, auth: TAuth, q: TAbsenceParams) {
  const query = repo.inOutExportQuery(employeeDayFilter(auth, q, IN_OUT_MAX_DAYS));
  for await (const rows of s.database.cursor<TInOutRow>(auth, query, { objects: true }))
    yield rows.map(repo.presentInOut);
}
