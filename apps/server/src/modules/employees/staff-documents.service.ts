import type { TDocumentState, TStaffDocument } from '@staffdesk/core/staff-documents';
import { DOCUMENT_EXPIRY_WARNING_DAYS } from '@staffdesk/core/resources/employee-records';
import type { TAuth } from '../../platform/http/access.ts';
import { parseSort, type TListQuery } from '../../platform/http/list.ts';
import type { TServices } from '../../platform/services.ts';
import * as repo from './staff-documents.repo.ts';

export type TStaffDocumentParams = TListQuery & { state?: TDocumentState };

const queryOf = (auth: TAuth, q: TStaffDocumentParams): repo.TStaffDocumentQuery => {
  const sort = parseSort<repo.TStaffDocumentSort>(
    q.sort,
    Object.keys(repo.STAFF_DOCUMENT_SORTS) as repo.TStaffDocumentSort[],
    'expiryDate',
  );
  return {
    tenantId: auth.tenantId!,
    search: q.search?.trim() || undefined,
    state: q.state,
    warningDays: DOCUMENT_EXPIRY_WARNING_DAYS,
    sort: sort.field,
    dir: sort.dir,
    page: q.page,
    pageSize: q.pageSize,
  };
};

/** `/employeesadmin_staff/listingdocs`: every staff document the caller may see, soonest expiry first. */
export async function listStaffDocuments(s: TServices, auth: TAuth, q: TStaffDocumentParams) {
  const r = await s.database.tenant(auth, (db) => repo.listStaffDocuments(db, queryOf(auth, q)));
  return { rows: r.rows, total: r.total, page: q.page, pageSize: q.pageSize };
}

export async function* staffDocumentBatches(s: TServices, auth: TAuth, q: TStaffDocumentParams) {
  const query = repo.staffDocumentsExportQuery(queryOf(auth, { ...q, page: 1 }));
  for await (const rows of s.database.cursor<TStaffDocument>(auth, query, { objects: true })) yield rows;
}
