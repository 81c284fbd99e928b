import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { TDocumentState, TStaffDocument } from '@staffdesk/core/staff-documents';
import type { TDb } from '../../platform/db/db.ts';
import { escapeLike } from '../../platform/db/like.ts';

export const STAFF_DOCUMENT_SORTS = {
  expiryDate: sql`d.expiry_date`,
  employee: sql`lower(e.first_name || ' ' || e.last_name)`,
  employeeCode: sql`e.employee_code`,
  documentType: sql`lower(dt.name)`,
} as const;
export type TStaffDocumentSort = keyof typeof STAFF_DOCUMENT_SORTS;

export type TStaffDocumentQuery = {
  tenantId: string;
  search?: string;
  state?: TDocumentState;
  warningDays: number;
  sort: TStaffDocumentSort;
  dir: 'asc' | 'desc';
  page: number;
  pageSize: number;
};

// the caller's scope (row-level security) holds on employees and, through them, on their documents
const FROM = sql`employee_documents d
  join employees e on e.tenant_id = d.tenant_id and e.id = d.employee_id and e.deleted_at is null
  join document_types dt on dt.tenant_id = d.tenant_id and dt.id = d.document_type_id
  left join organizations o on o.tenant_id = e.tenant_id and o.id = e.organization_id
  left join departments dp on dp.tenant_id = e.tenant_id and dp.id = e.department_id`;

const stateSql = (days: number) => {
  // each employee's today is in their own zone, else their organization's
  const today = sql`(now() at time zone coalesce(e.time_zone, o.timezone, 'UTC'))::date`;
  return sql`case when d.expiry_date is null then 'noExpiry' when d.expiry_date < ${today} then 'expired'
    when d.expiry_date <= ${today} + ${days}::int then 'expiring' else 'valid' end`;
};

const SELECT = (days: number) => sql`select d.id, e.id as "employeeId", e.first_name as "firstName",
       e.last_name as "lastName", e.employee_code as "employeeCode", o.title as "organizationName",
       dp.name as "departmentName", dt.name as "documentType", d.number,
       to_char(d.issue_date, 'YYYY-MM-DD') as "issueDate", to_char(d.expiry_date, 'YYYY-MM-DD') as "expiryDate",
       ${stateSql(days)} as state, d.file_name as "fileName"`;

function whereOf(q: TStaffDocumentQuery): SQL {
  const conds = [sql`d.tenant_id = ${q.tenantId}`, sql`d.deleted_at is null`];
  if (q.search) {
    const like = `%${escapeLike(q.search)}%`;
    conds.push(
      sql`(e.first_name || ' ' || e.last_name ilike ${like} or e.employee_code ilike ${like} or dt.name ilike ${like}
           or d.number ilike ${like})`,
    );
  }
  if (q.state) conds.push(sql`${stateSql(q.warningDays)} = ${q.state}`);
  return sql.join(conds, sql` and `);
}

const orderOf = (q: TStaffDocumentQuery) =>
  sql`${STAFF_DOCUMENT_SORTS[q.sort]} ${q.dir === 'desc' ? sql`desc` : sql`asc`} nulls last, d.id`;

export async function listStaffDocuments(db: TDb, q: TStaffDocumentQuery) {
  const where = whereOf(q);
  const rows = await db.execute<TStaffDocument>(
    sql`${SELECT(q.warningDays)} from ${FROM} where ${where} order by ${orderOf(q)}
        limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`,
  );
  const total = await db.execute<{ n: number }>(sql`select count(*)::int as n from ${FROM} where ${where}`);
  return { rows: rows.rows, total: total.rows[0]?.n ?? 0 };
}

/** Every matching document in list order, as one query for a cursor (the export). */
export const staffDocumentsExportQuery = (q: TStaffDocumentQuery) =>
  new PgDialect().sqlToQuery(sql`${SELECT(q.warningDays)} from ${FROM} where ${whereOf(q)} order by ${orderOf(q)}`);
