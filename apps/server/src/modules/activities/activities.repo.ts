import { type SQL, sql } from 'drizzle-orm';
import type { TActivity } from '@staffdesk/core/activities-api';
import type { TDb } from '../../platform/db/db.ts';
import { escapeLike } from '../../platform/db/like.ts';
import { iso } from '../../platform/db/rows.ts';
import { personOf } from '../projects/projects.repo.ts';

const COLUMNS = sql`
  a.id, ${personOf('e')} as employee, o.title as "organizationName",
  json_build_object('id', ty.id, 'name', ty.name) as type,
  json_build_object('id', st.id, 'name', st.name, 'color', st.color_code, 'isFinal', coalesce(st.is_final, false)) as status,
  case when ev.id is null then null
       else json_build_object('id', ev.id, 'name', ev.name, 'valuation', ev.valuation) end as evaluation,
  to_char(a.done_on, 'YYYY-MM-DD') as "doneOn", a.minutes, a.notes, a.created_by_name as "createdByName",
  a.created_at as "createdAt"`;

const FROM = sql`from activities a
  join employees e on e.tenant_id = a.tenant_id and e.id = a.employee_id
  join organizations o on o.tenant_id = e.tenant_id and o.id = e.organization_id
  join activity_types ty on ty.tenant_id = a.tenant_id and ty.id = a.type_id
  join activity_statuses st on st.tenant_id = a.tenant_id and st.id = a.status_id
  left join activity_evaluations ev on ev.tenant_id = a.tenant_id and ev.id = a.evaluation_id`;

const present = (r: Record<string, unknown>) => ({ ...r, editable: false, createdAt: iso(r.createdAt) }) as TActivity;

export type TActivityFilter = {
  tenantId: string;
  search?: string;
  employeeId?: string;
  typeId?: string;
  statusId?: string;
  from?: string;
  to?: string;
};

const where = (f: TActivityFilter): SQL => {
  const like = f.search ? `%${escapeLike(f.search)}%` : null;
  return sql`where a.tenant_id = ${f.tenantId}
    ${like ? sql`and (concat_ws(' ', e.first_name, e.last_name) ilike ${like} or e.employee_code ilike ${like} or a.notes ilike ${like})` : sql``}
    ${f.employeeId ? sql`and a.employee_id = ${f.employeeId}` : sql``}
    ${f.typeId ? sql`and a.type_id = ${f.typeId}` : sql``}
    ${f.statusId ? sql`and a.status_id = ${f.statusId}` : sql``}
    ${f.from ? sql`and a.done_on >= ${f.from}::date` : sql``}
    ${f.to ? sql`and a.done_on <= ${f.to}::date` : sql``}`;
};

const ORDER = sql`order by a.done_on desc, a.created_at desc, a.id`;

export async function activityPage(db: TDb, f: TActivityFilter, p: { limit: number; offset: number }) {
  const total = await db.execute<{ n: number }>(sql`select count(*)::int as n ${FROM} ${where(f)}`);
  const rows = await db.execute<Record<string, unknown>>(
    sql`select ${COLUMNS} ${FROM} ${where(f)} ${ORDER} limit ${p.limit} offset ${p.offset}`,
  );
  return { rows: rows.rows.map(present), total: total.rows[0]!.n };
}

export async function activitiesFor(db: TDb, f: TActivityFilter, limit: number) {
  const rows = await db.execute<Record<string, unknown>>(
    sql`select ${COLUMNS} ${FROM} ${where(f)} ${ORDER} limit ${limit}`,
  );
  return rows.rows.map(present);
}

export async function activityById(db: TDb, tenantId: string, id: string) {
  const r = await db.execute<Record<string, unknown>>(
    sql`select ${COLUMNS} ${FROM} ${where({ tenantId })} and a.id = ${id}`,
  );
  return r.rows[0] ? present(r.rows[0]) : null;
}

export type TActivityRow = {
  employeeId: string;
  typeId: string;
  statusId: string;
  evaluationId: string | null;
  doneOn: string;
  minutes: number;
  notes: string | null;
};

export async function insertActivity(db: TDb, tenantId: string, v: TActivityRow, by: { id: string; name: string }) {
  const r = await db.execute<{ id: string }>(sql`
    insert into activities (tenant_id, employee_id, type_id, status_id, evaluation_id, done_on, minutes, notes,
                            created_by, created_by_name)
    values (${tenantId}, ${v.employeeId}, ${v.typeId}, ${v.statusId}, ${v.evaluationId}, ${v.doneOn}, ${v.minutes},
            ${v.notes}, ${by.id}, ${by.name})
    returning id`);
  return r.rows[0]!.id;
}

export async function updateActivity(db: TDb, tenantId: string, id: string, v: TActivityRow) {
  await db.execute(sql`
    update activities set employee_id = ${v.employeeId}, type_id = ${v.typeId}, status_id = ${v.statusId},
           evaluation_id = ${v.evaluationId}, done_on = ${v.doneOn}, minutes = ${v.minutes}, notes = ${v.notes},
           updated_at = now()
     where tenant_id = ${tenantId} and id = ${id}`);
}

export async function deleteActivity(db: TDb, tenantId: string, id: string) {
  await db.execute(sql`delete from activities where tenant_id = ${tenantId} and id = ${id}`);
}

export async function lockActivity(db: TDb, tenantId: string, id: string) {
  const r = await db.execute<{ id: string; employeeId: string; evaluationId: string | null }>(sql`
    select id, employee_id as "employeeId", evaluation_id as "evaluationId" from activities
     where tenant_id = ${tenantId} and id = ${id} for update`);
  return r.rows[0] ?? null;
}

/** The activity settings: types, statuses (with their colour and whether final), evaluations (with valuation %). */
export async function options(db: TDb, tenantId: string) {
  const types = await db.execute<{ id: string; name: string }>(sql`
    select id, name from activity_types where tenant_id = ${tenantId} and deleted_at is null order by name`);
  const statuses = await db.execute<{ id: string; name: string; color: string | null; isFinal: boolean }>(sql`
    select id, name, color_code as color, coalesce(is_final, false) as "isFinal" from activity_statuses
     where tenant_id = ${tenantId} and deleted_at is null order by is_final, name`);
  const evaluations = await db.execute<{ id: string; name: string; valuation: number }>(sql`
    select id, name, valuation from activity_evaluations where tenant_id = ${tenantId} and deleted_at is null
     order by valuation desc, name`);
  return { types: types.rows, statuses: statuses.rows, evaluations: evaluations.rows };
}

/** Whether each reference names a live record of its setting (null: not given). */
export async function settingExists(
  db: TDb,
  tenantId: string,
  table: 'types' | 'statuses' | 'evaluations',
  id: string,
) {
  const t = { types: 'activity_types', statuses: 'activity_statuses', evaluations: 'activity_evaluations' }[table];
  const r = await db.execute(
    sql`select 1 from ${sql.identifier(t)} where tenant_id = ${tenantId} and id = ${id} and deleted_at is null`,
  );
  return r.rows.length > 0;
}
