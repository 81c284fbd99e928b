import { sql } from 'drizzle-orm';
import type { TLetter, TLetterRequest } from '@staffdesk/core/letters-api';
import type { TDb } from '../../platform/db/db.ts';
import { escapeLike } from '../../platform/db/like.ts';
import { employeeSearch } from '../employees/employee-search.ts';

const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : v === null || v === undefined ? null : String(v));

export type TTemplate = {
  id: string;
  name: string;
  kind: string;
  language: string;
  documentTypeId: string;
  title: string;
  body: string;
};

/** A live template of the tenant. */
export async function templateById(db: TDb, tenantId: string, id: string): Promise<TTemplate | null> {
  const r = await db.execute<TTemplate>(sql`
    select id, name, kind, language, document_type_id as "documentTypeId", title, body
      from letter_templates where tenant_id = ${tenantId} and id = ${id} and deleted_at is null`);
  return r.rows[0] ?? null;
}

/** What a letter may say of an employee and their organization (row-level security: null when out of reach). */
export type TFacts = {
  id: string;
  code: string;
  firstName: string;
  lastName: string;
  email: string | null;
  userId: string | null;
  position: string | null;
  departmentName: string | null;
  organizationId: string;
  departmentId: string | null;
  joinDate: string | null;
  confirmationDate: string | null;
  exitDate: string | null;
  employmentType: string | null;
  basicSalary: string | null;
  salaryCurrency: string | null;
  nationality: string | null;
  dateOfBirth: string | null;
  organization: string;
  organizationAddress: string | null;
  organizationPhone: string | null;
  organizationEmail: string | null;
  organizationCurrency: string;
  timezone: string;
  logoKey: string | null;
  logoType: string | null;
};

export async function employeeFacts(db: TDb, tenantId: string, employeeId: string): Promise<TFacts | null> {
  const day = (c: string) => sql.raw(`to_char(e.${c}, 'YYYY-MM-DD')`);
  const r = await db.execute<TFacts>(sql`
    select e.id, e.employee_code as code, e.first_name as "firstName", e.last_name as "lastName", e.email,
           e.user_id as "userId", e.position, d.name as "departmentName", e.organization_id as "organizationId",
           e.department_id as "departmentId", ${day('join_date')} as "joinDate",
           ${day('confirmation_date')} as "confirmationDate", ${day('exit_date')} as "exitDate",
           e.employment_type as "employmentType", e.basic_salary::text as "basicSalary",
           e.salary_currency as "salaryCurrency", e.nationality, ${day('date_of_birth')} as "dateOfBirth",
           o.title as organization, o.address as "organizationAddress", o.phone as "organizationPhone",
           o.email as "organizationEmail", o.currency as "organizationCurrency", o.timezone,
           lg.logo_key as "logoKey", lg.logo_type as "logoType"
      from employees e
      join organizations o on o.tenant_id = e.tenant_id and o.id = e.organization_id
      left join career_org_logos lg on lg.tenant_id = o.tenant_id and lg.organization_id = o.id
      left join departments d on d.tenant_id = e.tenant_id and d.id = e.department_id
     where e.tenant_id = ${tenantId} and e.id = ${employeeId} and e.deleted_at is null`);
  return r.rows[0] ?? null;
}

export type TNewLetter = {
  number: string;
  employeeId: string;
  template: TTemplate;
  title: string;
  body: string;
  fileKey: string;
  fileSize: number;
  documentId: string;
  requestId: string | null;
  by: { id: string; name: string };
};

export async function insertLetter(db: TDb, tenantId: string, l: TNewLetter): Promise<string> {
  const r = await db.execute<{ id: string }>(sql`
    insert into letters (tenant_id, number, employee_id, template_id, template_name, kind, language, title, body,
                         file_key, file_size, document_id, request_id, issued_by, issued_by_name)
    values (${tenantId}, ${l.number}, ${l.employeeId}, ${l.template.id}, ${l.template.name}, ${l.template.kind},
            ${l.template.language}, ${l.title}, ${l.body}, ${l.fileKey}, ${l.fileSize}, ${l.documentId},
            ${l.requestId}, ${l.by.id}, ${l.by.name})
    returning id`);
  return r.rows[0]!.id;
}

const LETTER = sql`
  l.id, l.number, l.employee_id as "employeeId", e.employee_code as "employeeCode",
  concat_ws(' ', e.first_name, e.last_name) as "employeeName", l.template_name as "templateName", l.kind,
  l.language, l.title, l.issued_at as "issuedAt", l.issued_by_name as "issuedByName", l.mailed_at as "mailedAt",
  l.request_id as "requestId"`;
const LETTER_FROM = sql`from letters l join employees e on e.tenant_id = l.tenant_id and e.id = l.employee_id`;
const letterOf = (r: Record<string, unknown>) =>
  ({ ...r, issuedAt: iso(r.issuedAt), mailedAt: iso(r.mailedAt) }) as TLetter;

export async function letterPage(
  db: TDb,
  tenantId: string,
  q: { search?: string; employeeId?: string; limit: number; offset: number },
) {
  const where = sql`where l.tenant_id = ${tenantId}
    ${q.employeeId ? sql`and l.employee_id = ${q.employeeId}` : sql``}
    ${q.search ? sql`and (${employeeSearch(q.search)} or l.number ilike ${`%${escapeLike(q.search)}%`} or l.title ilike ${`%${escapeLike(q.search)}%`})` : sql``}`;
  const total = await db.execute<{ n: number }>(sql`select count(*)::int as n ${LETTER_FROM} ${where}`);
  const rows = await db.execute<Record<string, unknown>>(sql`
    select ${LETTER} ${LETTER_FROM} ${where} order by l.issued_at desc, l.number desc limit ${q.limit} offset ${q.offset}`);
  return { rows: rows.rows.map(letterOf), total: total.rows[0]!.n };
}

/** One letter in the caller's reach (an employee's own when `employeeId` is given), with its file. */
export async function letterById(db: TDb, tenantId: string, id: string, employeeId?: string) {
  const r = await db.execute<Record<string, unknown>>(sql`
    select ${LETTER}, l.file_key as "fileKey", e.email, e.user_id as "userId", e.first_name as "firstName",
           e.last_name as "lastName", o.title as organization
      ${LETTER_FROM} join organizations o on o.tenant_id = e.tenant_id and o.id = e.organization_id
     where l.tenant_id = ${tenantId} and l.id = ${id} ${employeeId ? sql`and l.employee_id = ${employeeId}` : sql``}`);
  const x = r.rows[0];
  return x
    ? {
        letter: letterOf(x),
        fileKey: String(x.fileKey),
        email: (x.email as string | null) ?? null,
        userId: (x.userId as string | null) ?? null,
        name: `${x.firstName} ${x.lastName}`.trim(),
        organization: String(x.organization),
      }
    : null;
}

export async function markMailed(db: TDb, tenantId: string, id: string) {
  await db.execute(sql`update letters set mailed_at = now() where tenant_id = ${tenantId} and id = ${id}`);
}

export async function lettersOf(db: TDb, tenantId: string, employeeId: string): Promise<TLetter[]> {
  const r = await db.execute<Record<string, unknown>>(sql`
    select ${LETTER} ${LETTER_FROM} where l.tenant_id = ${tenantId} and l.employee_id = ${employeeId}
     order by l.issued_at desc limit 200`);
  return r.rows.map(letterOf);
}

// --- requests -----------------------------------------------------------------------------------------------------

const REQUEST = sql`
  q.id, q.employee_id as "employeeId", e.employee_code as "employeeCode",
  concat_ws(' ', e.first_name, e.last_name) as "employeeName", d.name as "departmentName", q.kind, q.language,
  q.purpose, q.status, q.reason, q.letter_id as "letterId", q.created_at as "createdAt", q.decided_at as "decidedAt",
  q.decided_by_name as "decidedByName"`;
const REQUEST_FROM = sql`from letter_requests q
  join employees e on e.tenant_id = q.tenant_id and e.id = q.employee_id
  left join departments d on d.tenant_id = e.tenant_id and d.id = e.department_id`;
const requestOf = (r: Record<string, unknown>) =>
  ({ ...r, createdAt: iso(r.createdAt), decidedAt: iso(r.decidedAt) }) as TLetterRequest;

export async function requestPage(
  db: TDb,
  tenantId: string,
  q: { status?: string; search?: string; limit: number; offset: number },
) {
  const where = sql`where q.tenant_id = ${tenantId}
    ${q.status ? sql`and q.status = ${q.status}` : sql``}
    ${q.search ? sql`and ${employeeSearch(q.search)}` : sql``}`;
  const total = await db.execute<{ n: number }>(sql`select count(*)::int as n ${REQUEST_FROM} ${where}`);
  const rows = await db.execute<Record<string, unknown>>(sql`
    select ${REQUEST} ${REQUEST_FROM} ${where}
     order by (q.status = 'pending') desc, q.created_at desc limit ${q.limit} offset ${q.offset}`);
  return { rows: rows.rows.map(requestOf), total: total.rows[0]!.n };
}

export async function requestById(db: TDb, tenantId: string, id: string) {
  const r = await db.execute<Record<string, unknown>>(sql`
    select ${REQUEST}, e.user_id as "userId" ${REQUEST_FROM} where q.tenant_id = ${tenantId} and q.id = ${id}`);
  const x = r.rows[0];
  return x ? { request: requestOf(x), userId: (x.userId as string | null) ?? null } : null;
}

export async function requestsOf(db: TDb, tenantId: string, employeeId: string): Promise<TLetterRequest[]> {
  const r = await db.execute<Record<string, unknown>>(sql`
    select ${REQUEST} ${REQUEST_FROM} where q.tenant_id = ${tenantId} and q.employee_id = ${employeeId}
     order by q.created_at desc limit 100`);
  return r.rows.map(requestOf);
}

export async function insertRequest(
  db: TDb,
  tenantId: string,
  employeeId: string,
  b: { kind: string; language: string; purpose: string | null },
): Promise<string> {
  const r = await db.execute<{ id: string }>(sql`
    insert into letter_requests (tenant_id, employee_id, kind, language, purpose)
    values (${tenantId}, ${employeeId}, ${b.kind}, ${b.language}, ${b.purpose}) returning id`);
  return r.rows[0]!.id;
}

/** Decides a pending request; false when it was decided already (by someone else meanwhile). */
export async function decideRequest(
  db: TDb,
  tenantId: string,
  id: string,
  d: { status: 'issued' | 'declined'; letterId?: string; reason?: string; by: string },
): Promise<boolean> {
  const r = await db.execute(sql`
    update letter_requests
       set status = ${d.status}, letter_id = ${d.letterId ?? null}, reason = ${d.reason ?? null}, decided_at = now(),
           decided_by_name = ${d.by}
     where tenant_id = ${tenantId} and id = ${id} and status = 'pending'`);
  return (r.rowCount ?? 0) > 0;
}
