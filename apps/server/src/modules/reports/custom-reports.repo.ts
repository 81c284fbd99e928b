import { type SQL, sql } from 'drizzle-orm';
import type { TCustomReport, TReportDefinition, TReportFrequency } from '@staffdesk/core/custom-reports-api';
import type { TDb } from '../../platform/db/db.ts';
import { iso } from '../../platform/db/rows.ts';

export type TReportRow = {
  name: string;
  description: string | null;
  definition: TReportDefinition;
  roleIds: string[];
  frequency: TReportFrequency;
  scheduleDay: number | null;
  recipientIds: string[];
};

/** Who sees a report: HR admins every one; anyone else theirs and those shared with their role. */
export function visibleTo(tenantId: string, userId: string, everyone: boolean): SQL {
  if (everyone) return sql`r.tenant_id = ${tenantId}`;
  return sql`r.tenant_id = ${tenantId} and (r.created_by = ${userId} or exists (
    select 1 from users u where u.tenant_id = r.tenant_id and u.id = ${userId} and u.role_id = any(r.role_ids)))`;
}

const SELECT = sql`select r.id, r.name, r.description, r.definition, r.role_ids as "roleIds",
    coalesce((select json_agg(json_build_object('id', x.id, 'name', x.name) order by lower(x.name))
                from sub_admin_roles x where x.tenant_id = r.tenant_id and x.id = any(r.role_ids)
                 and x.deleted_at is null), '[]'::json) as roles,
    r.frequency, r.schedule_day as "scheduleDay", r.recipient_ids as "recipientIds",
    coalesce((select json_agg(json_build_object('id', u.id, 'name', concat_ws(' ', u.first_name, u.last_name))
                               order by lower(u.first_name), lower(u.last_name))
                from users u where u.tenant_id = r.tenant_id and u.id = any(r.recipient_ids)), '[]'::json) as recipients,
    r.created_by as "createdBy", r.created_by_name as "createdByName", r.created_at as "createdAt",
    r.updated_at as "updatedAt"
  from custom_reports r`;

type TRaw = Omit<TCustomReport, 'mine'> & { createdAt: unknown; updatedAt: unknown };
const shaped = (r: TRaw, userId: string, everyone: boolean): TCustomReport => ({
  ...r,
  createdAt: iso(r.createdAt)!,
  updatedAt: iso(r.updatedAt)!,
  mine: everyone || r.createdBy === userId,
});

export async function reportPage(
  db: TDb,
  k: { tenantId: string; userId: string; everyone: boolean; search?: string },
  page: { limit: number; offset: number },
) {
  const conds = [visibleTo(k.tenantId, k.userId, k.everyone)];
  if (k.search) conds.push(sql`strpos(lower(r.name), lower(${k.search})) > 0`);
  const where = sql.join(conds, sql` and `);
  const rows = await db.execute<TRaw>(
    sql`${SELECT} where ${where} order by lower(r.name), r.id limit ${page.limit} offset ${page.offset}`,
  );
  const total = await db.execute<{ n: number }>(sql`select count(*)::int as n from custom_reports r where ${where}`);
  return { rows: rows.rows.map((r) => shaped(r, k.userId, k.everyone)), total: total.rows[0]!.n };
}

export async function reportById(
  db: TDb,
  k: { tenantId: string; userId: string; everyone: boolean },
  id: string,
  lock = false,
) {
  const r = await db.execute<TRaw>(
    sql`${SELECT} where ${visibleTo(k.tenantId, k.userId, k.everyone)} and r.id = ${id}${lock ? sql` for update of r` : sql``}`,
  );
  return r.rows[0] ? shaped(r.rows[0], k.userId, k.everyone) : null;
}

export async function insertReport(
  db: TDb,
  tenantId: string,
  row: TReportRow,
  by: { id: string; name: string },
): Promise<string> {
  const r = await db.execute<{ id: string }>(sql`
    insert into custom_reports (tenant_id, name, description, definition, role_ids, frequency, schedule_day,
                                recipient_ids, created_by, created_by_name)
    values (${tenantId}, ${row.name}, ${row.description}, ${JSON.stringify(row.definition)}::jsonb,
            ${sql.param(row.roleIds)}::uuid[], ${row.frequency}, ${row.scheduleDay},
            ${sql.param(row.recipientIds)}::uuid[], ${by.id}, ${by.name})
    returning id`);
  return r.rows[0]!.id;
}

export async function updateReport(db: TDb, tenantId: string, id: string, row: TReportRow) {
  await db.execute(sql`
    update custom_reports set name = ${row.name}, description = ${row.description},
           definition = ${JSON.stringify(row.definition)}::jsonb, role_ids = ${sql.param(row.roleIds)}::uuid[],
           frequency = ${row.frequency}, schedule_day = ${row.scheduleDay},
           recipient_ids = ${sql.param(row.recipientIds)}::uuid[], updated_at = now()
     where tenant_id = ${tenantId} and id = ${id}`);
}

export async function deleteReport(db: TDb, tenantId: string, id: string) {
  await db.execute(sql`delete from custom_reports where tenant_id = ${tenantId} and id = ${id}`);
}

/** Of these role ids, those that are live roles of the tenant. */
export async function knownRoles(db: TDb, tenantId: string, ids: string[]) {
  if (ids.length === 0) return [];
  const r = await db.execute<{ id: string }>(sql`
    select id from sub_admin_roles where tenant_id = ${tenantId} and deleted_at is null
       and id = any(${sql.param(ids)}::uuid[])`);
  return r.rows.map((x) => x.id);
}

/** The tenant's day for relative periods: in the zone of its first organization. */
export async function tenantToday(db: TDb, tenantId: string) {
  const r = await db.execute<{ today: string }>(sql`
    select (now() at time zone coalesce((select timezone from organizations where tenant_id = ${tenantId}
                                          order by created_at, id limit 1), 'UTC'))::date::text as today`);
  return r.rows[0]!.today;
}

/** Of these user ids, the tenant's HR admins and sub admins who may sign in: whom a schedule may mail. */
export async function knownRecipients(db: TDb, tenantId: string, ids: string[]) {
  if (ids.length === 0) return [];
  const r = await db.execute<{ id: string }>(sql`
    select id from users where tenant_id = ${tenantId} and not disabled
       and login_type in ('hr_admin', 'sub_admin') and id = any(${sql.param(ids)}::uuid[])`);
  return r.rows.map((x) => x.id);
}

/** The tenant's HR admins and sub admins who may sign in, by name: whom a schedule may mail. */
export async function recipientOptions(db: TDb, tenantId: string) {
  const r = await db.execute<{ id: string; label: string }>(sql`
    select id, concat_ws(' ', first_name, last_name) || ' · ' || email as label from users
     where tenant_id = ${tenantId} and not disabled and login_type in ('hr_admin', 'sub_admin')
     order by lower(first_name), lower(last_name), id limit 500`);
  return r.rows;
}
