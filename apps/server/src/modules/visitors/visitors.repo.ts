import { type SQL, sql } from 'drizzle-orm';
import type { TVisit, TVisitBody } from '@staffdesk/core/visitors-api';
import type { TDb } from '../../platform/db/db.ts';
import { escapeLike } from '../../platform/db/like.ts';
import { iso } from '../../platform/db/rows.ts';
import { employeeSearch } from '../employees/employee-search.ts';

const COLUMNS = sql`
  v.id, v.visitor_name as "visitorName", v.contact_number as "contactNumber", v.email, v.company,
  v.employee_id as "hostId", concat_ws(' ', e.first_name, e.last_name) as "hostName", e.employee_code as "hostCode",
  v.organization_id as "organizationId", o.title as "organizationName", v.visit_type as "visitType", v.reason,
  v.vehicle, v.license_plate as "licensePlate", v.status, to_char(v.expected_on, 'YYYY-MM-DD') as "expectedOn",
  v.checked_in_at as "checkedInAt", v.checked_out_at as "checkedOutAt", v.checked_in_by_name as "checkedInByName",
  v.checked_out_by_name as "checkedOutByName", v.photo_key is not null as "hasPhoto",
  v.document_key is not null as "hasDocument", v.erased_at as "erasedAt", v.created_at as "createdAt"`;

const FROM = sql`from visits v
  join employees e on e.tenant_id = v.tenant_id and e.id = v.employee_id
  join organizations o on o.tenant_id = v.tenant_id and o.id = v.organization_id`;

const present = (r: Record<string, unknown>) =>
  ({
    ...r,
    checkedInAt: iso(r.checkedInAt),
    checkedOutAt: iso(r.checkedOutAt),
    erasedAt: iso(r.erasedAt),
    createdAt: iso(r.createdAt),
  }) as TVisit;

export type TVisitFilter = {
  tenantId: string;
  search?: string;
  status?: string;
  type?: string;
  hostId?: string;
  /** days of the visit (its check-in, else the day it is expected), in its organization's calendar */
  from?: string;
  to?: string;
};

const day = sql`coalesce((v.checked_in_at at time zone o.timezone)::date, v.expected_on)`;

const where = (f: TVisitFilter): SQL => {
  const like = f.search ? `%${escapeLike(f.search)}%` : null;
  return sql`where v.tenant_id = ${f.tenantId}
    ${like ? sql`and (v.visitor_name ilike ${like} or v.company ilike ${like} or v.license_plate ilike ${like})` : sql``}
    ${f.status ? sql`and v.status = ${f.status}` : sql``}
    ${f.type ? sql`and v.visit_type = ${f.type}` : sql``}
    ${f.hostId ? sql`and v.employee_id = ${f.hostId}` : sql``}
    ${f.from ? sql`and ${day} >= ${f.from}::date` : sql``}
    ${f.to ? sql`and ${day} <= ${f.to}::date` : sql``}`;
};

/** Inside first, then expected, then the rest; the newest first within each. */
const ORDER = sql`order by case v.status when 'inside' then 0 when 'expected' then 1 else 2 end,
  coalesce(v.checked_in_at, v.expected_on::timestamptz, v.created_at) desc, v.id`;

export async function visitPage(db: TDb, f: TVisitFilter, p: { limit: number; offset: number }) {
  const total = await db.execute<{ n: number }>(sql`select count(*)::int as n ${FROM} ${where(f)}`);
  const rows = await db.execute<Record<string, unknown>>(sql`
    select ${COLUMNS} ${FROM} ${where(f)} ${ORDER} limit ${p.limit} offset ${p.offset}`);
  return { rows: rows.rows.map(present), total: total.rows[0]!.n };
}

export async function visitsFor(db: TDb, f: TVisitFilter, limit: number) {
  const rows = await db.execute<Record<string, unknown>>(
    sql`select ${COLUMNS} ${FROM} ${where(f)} ${ORDER} limit ${limit}`,
  );
  return rows.rows.map(present);
}

export async function visitById(db: TDb, tenantId: string, id: string) {
  const r = await db.execute<Record<string, unknown>>(
    sql`select ${COLUMNS} ${FROM} ${where({ tenantId })} and v.id = ${id}`,
  );
  return r.rows[0] ? present(r.rows[0]) : null;
}

/** A visit's state and files, its row locked (one check-in or check-out at a time). */
export async function lockVisit(db: TDb, tenantId: string, by: { id: string } | { token: string }) {
  const r = await db.execute<{
    id: string;
    status: string;
    employeeId: string;
    organizationId: string;
    visitorName: string;
    expectedOn: string | null;
    timezone: string;
  }>(sql`
    select v.id, v.status, v.employee_id as "employeeId", v.organization_id as "organizationId",
           v.visitor_name as "visitorName", to_char(v.expected_on, 'YYYY-MM-DD') as "expectedOn", o.timezone
      from visits v join organizations o on o.tenant_id = v.tenant_id and o.id = v.organization_id
     where v.tenant_id = ${tenantId} and ${'id' in by ? sql`v.id = ${by.id}` : sql`v.pass_token = ${by.token}`}
       for update of v`);
  return r.rows[0] ?? null;
}

export type TVisitFiles = {
  photo: { key: string; type: string } | null;
  document: { key: string; type: string; name: string } | null;
};

export async function insertVisit(
  db: TDb,
  tenantId: string,
  v: TVisitBody & { organizationId: string; passToken: string } & TVisitFiles,
  by: { id: string; name: string },
) {
  const r = await db.execute<{ id: string }>(sql`
    insert into visits (tenant_id, organization_id, employee_id, visitor_name, contact_number, company, visit_type,
                        reason, vehicle, license_plate, photo_key, photo_type, document_key, document_type,
                        document_name, status, pass_token, checked_in_at, checked_in_by_name, created_by,
                        created_by_name)
    values (${tenantId}, ${v.organizationId}, ${v.hostId}, ${v.visitorName}, ${v.contactNumber}, ${v.company},
            ${v.visitType}, ${v.reason}, ${v.vehicle}, ${v.licensePlate}, ${v.photo?.key ?? null},
            ${v.photo?.type ?? null}, ${v.document?.key ?? null}, ${v.document?.type ?? null},
            ${v.document?.name ?? null}, 'inside', ${v.passToken}, now(), ${by.name}, ${by.id}, ${by.name})
    returning id`);
  return r.rows[0]!.id;
}

/** An invited visitor, expected on a day, with the invitation mail's files. */
export async function insertInvitation(
  db: TDb,
  tenantId: string,
  v: Omit<TVisitBody, 'hostId'> & {
    hostId: string;
    organizationId: string;
    email: string;
    language: string;
    expectedOn: string;
    passToken: string;
    invitationKeys: string[];
  },
  by: { id: string; name: string },
) {
  const r = await db.execute<{ id: string }>(sql`
    insert into visits (tenant_id, organization_id, employee_id, visitor_name, contact_number, email, mail_language,
                        company, visit_type, reason, vehicle, license_plate, status, expected_on, pass_token,
                        invitation_keys, created_by, created_by_name)
    values (${tenantId}, ${v.organizationId}, ${v.hostId}, ${v.visitorName}, ${v.contactNumber}, ${v.email},
            ${v.language},
            ${v.company}, ${v.visitType}, ${v.reason}, ${v.vehicle}, ${v.licensePlate}, 'expected', ${v.expectedOn},
            ${v.passToken}, ${sql.param(v.invitationKeys)}::text[],
            ${by.id}, ${by.name})
    returning id`);
  return r.rows[0]!.id;
}

/** Calls an expected visit off; answers whom to tell (an invited visitor's address, language and day). */
export async function cancelVisit(db: TDb, tenantId: string, id: string) {
  const r = await db.execute<{ email: string | null; language: string | null; day: string | null }>(sql`
    update visits set status = 'cancelled' where tenant_id = ${tenantId} and id = ${id} and status = 'expected'
    returning email, mail_language as language, to_char(expected_on, 'YYYY-MM-DD') as day`);
  return r.rows[0] ?? null;
}

/** The tenant's retention period for visitors' personal data, in days. */
export async function retentionDays(db: TDb, tenantId: string) {
  const r = await db.execute<{ days: number }>(
    sql`select visitor_retention_days as days from tenants where id = ${tenantId}`,
  );
  return r.rows[0]!.days;
}

export async function setRetentionDays(db: TDb, tenantId: string, days: number) {
  await db.execute(sql`update tenants set visitor_retention_days = ${days} where id = ${tenantId}`);
}

export async function checkIn(db: TDb, tenantId: string, id: string, by: string) {
  await db.execute(sql`
    update visits set status = 'inside', checked_in_at = now(), checked_in_by_name = ${by}
     where tenant_id = ${tenantId} and id = ${id} and status = 'expected'`);
}

export async function checkOut(db: TDb, tenantId: string, id: string, by: string) {
  await db.execute(sql`
    update visits set status = 'left', checked_out_at = greatest(now(), checked_in_at), checked_out_by_name = ${by}
     where tenant_id = ${tenantId} and id = ${id} and status = 'inside'`);
}

export async function filesOf(db: TDb, tenantId: string, id: string) {
  const r = await db.execute<{
    photoKey: string | null;
    photoType: string | null;
    documentKey: string | null;
    documentType: string | null;
    documentName: string | null;
  }>(sql`
    select photo_key as "photoKey", photo_type as "photoType", document_key as "documentKey",
           document_type as "documentType", document_name as "documentName"
      from visits where tenant_id = ${tenantId} and id = ${id}`);
  return r.rows[0] ?? null;
}

/** Active employees of the tenant in the caller's reach who may host: the host and their organization. */
export async function hostOf(db: TDb, tenantId: string, employeeId: string) {
  const r = await db.execute<{ id: string; organizationId: string; userId: string | null }>(sql`
    select id, organization_id as "organizationId", user_id as "userId" from employees
     where tenant_id = ${tenantId} and id = ${employeeId} and deleted_at is null and status = 'active'`);
  return r.rows[0] ?? null;
}

/**
 * Erases the personal data of visits that ended more than the tenant's retention period ago (or were expected and
 * never came): contact, email, photo, document and the invitation's files go, the visit stays. Answers the file keys
 * to remove from the store.
 */
export async function eraseExpired(db: TDb, tenantId: string, retentionDays: number) {
  const r = await db.execute<{ keys: string[] }>(sql`
    with old as (
      select id, photo_key, document_key, invitation_keys from visits
       where tenant_id = ${tenantId} and erased_at is null
         and coalesce(checked_out_at, checked_in_at, expected_on::timestamptz, created_at)
             < now() - make_interval(days => ${retentionDays})
         and status <> 'inside'
       for update
    )
    update visits v set contact_number = null, email = null, mail_language = null, photo_key = null, photo_type = null,
           document_key = null, document_type = null, document_name = null, invitation_keys = null, erased_at = now()
      from old where v.tenant_id = ${tenantId} and v.id = old.id
    returning array_remove(array[old.photo_key, old.document_key] || coalesce(old.invitation_keys, '{}'), null)
              as keys`);
  return r.rows.flatMap((x) => x.keys);
}

/** Hosts a guard may pick (active employees), by name or Employee ID, at most 20, with their department. */
export async function hostOptions(db: TDb, tenantId: string, search: string) {
  const r = await db.execute<{ id: string; label: string }>(sql`
    select e.id, concat_ws(' · ', concat_ws(' ', e.first_name, e.last_name), e.employee_code, d.name) as label
      from employees e left join departments d on d.tenant_id = e.tenant_id and d.id = e.department_id
     where e.tenant_id = ${tenantId} and e.deleted_at is null and e.status = 'active'
       ${search ? sql`and ${employeeSearch(search)}` : sql``}
     order by e.first_name, e.last_name, e.id limit 20`);
  return r.rows;
}

/** What the visitor pass prints of a visit (null when it is not in reach). */
export async function passOf(db: TDb, tenantId: string, id: string) {
  const r = await db.execute<{
    visitorName: string;
    company: string | null;
    hostName: string;
    organization: string;
    visitType: string;
    day: string;
    token: string;
    photoKey: string | null;
  }>(sql`
    select v.visitor_name as "visitorName", v.company, concat_ws(' ', e.first_name, e.last_name) as "hostName",
           o.title as organization, v.visit_type as "visitType",
           to_char(coalesce((v.checked_in_at at time zone o.timezone)::date, v.expected_on), 'YYYY-MM-DD') as day,
           v.pass_token as token, v.photo_key as "photoKey"
      ${FROM} where v.tenant_id = ${tenantId} and v.id = ${id}`);
  return r.rows[0] ?? null;
}
