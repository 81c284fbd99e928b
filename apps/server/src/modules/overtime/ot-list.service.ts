import { UUID } from '@staffdesk/core/form-fields';
import { OT_LIST_MAX_DAYS } from '@staffdesk/core/overtime';
import { OT_STATUSES, type TOtRow } from '@staffdesk/core/overtime-api';
import { appError, notFound } from '../../platform/errors.ts';
import type { TAuth } from '../../platform/http/access.ts';
import { dayRange, type TListQuery } from '../../platform/http/list.ts';
import type { TServices } from '../../platform/services.ts';
import { activeEmployeeOfUser } from '../employees/active-self.ts';
import * as repo from './ot-requests.repo.ts';

export type TOtParams = TListQuery & {
  from: string;
  to: string;
  status?: string;
  otType?: string;
  organizationId?: string;
  departmentId?: string;
  employeeId?: string;
};

const filterOf = (auth: TAuth, q: TOtParams, deleted: boolean, employeeId?: string): repo.TOtFilter => {
  dayRange(q.from, q.to, OT_LIST_MAX_DAYS);
  return {
    tenantId: auth.tenantId!,
    from: q.from,
    to: q.to,
    deleted,
    status: q.status ? OT_STATUSES[q.status as keyof typeof OT_STATUSES] : undefined,
    otType: q.otType ? Number(q.otType) : undefined,
    organizationId: q.organizationId || undefined,
    departmentId: q.departmentId || undefined,
    employeeId: employeeId ?? (q.employeeId || undefined),
    search: q.search?.trim() || undefined,
  };
};
const page = (q: TListQuery) => ({ limit: q.pageSize, offset: (q.page - 1) * q.pageSize });

/** Requests of days in a range, in the caller's scope (`/shiftsotrequest/listing`; `deleted`: the dlisting). */
export async function listRequests(s: TServices, auth: TAuth, q: TOtParams, deleted = false) {
  const r = await s.database.tenant(auth, async (db) => {
    const f = filterOf(auth, q, deleted);
    return { ...(await repo.requestPage(db, f, page(q))), totals: await repo.requestTotals(db, f) };
  });
  return { ...r, page: q.page, pageSize: q.pageSize };
}

export async function* requestBatches(s: TServices, auth: TAuth, q: TOtParams) {
  for await (const rows of s.database.cursor<TOtRow>(auth, repo.requestExportQuery(filterOf(auth, q, false)), {
    objects: true,
  }))
    yield rows.map(repo.presentRequest);
}

/** The caller's own requests (My Overtime), with their minutes per type and status. */
export async function myRequests(s: TServices, auth: TAuth, q: TOtParams) {
  const r = await s.database.tenant(auth, async (db) => {
    const me = await activeEmployeeOfUser(db, auth.tenantId!, auth.userId);
    if (!me) throw appError(404, 'noEmployeeRecord');
    const f = filterOf(auth, q, false, me.id);
    return { ...(await repo.requestPage(db, f, page(q))), totals: await repo.requestTotals(db, f) };
  });
  return { ...r, page: q.page, pageSize: q.pageSize };
}

/** One live request in the caller's scope. */
export async function getRequest(s: TServices, auth: TAuth, id: string) {
  return s.database.tenant(auth, async (db) => {
    const r = UUID.test(id) ? await repo.requestById(db, auth.tenantId!, id) : null;
    if (!r) throw notFound();
    const { organizationId: _o, departmentId: _d, ...row } = r;
    return row;
  });
}
