import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { TGroupLogRow, TGroupMember, TGroupRow } from '@staffdesk/core/groups-api';
import type { TDb } from '../../platform/db/db.ts';
import { employeeSearch } from '../employees/employee-search.ts';

/** Groups, their leaders and members (employees whose group it is), and the log of leaders' check-ins (issue 12). */
const NAME = sql`trim(e.first_name || ' ' || e.last_name)`;

/** The settings groups with their members counted and their leaders (members and leaders within the caller's scope). */
export async function listGroups(db: TDb, tenantId: string): Promise<TGroupRow[]> {
  const r = await db.execute<TGroupRow>(sql`
    select g.id, g.name, g.description,
           (select count(*)::int from employees e
             where e.tenant_id = g.tenant_id and e.group_id = g.id and e.deleted_at is null and e.status = 'active')
             as members,
           coalesce((select json_agg(json_build_object('id', e.id, 'name', ${NAME}, 'code', e.employee_code)
                                     order by ${NAME})
                       from group_leaders l join employees e on e.tenant_id = l.tenant_id and e.id = l.employee_id
                      where l.tenant_id = g.tenant_id and l.group_id = g.id), '[]'::json) as leaders
      from setting_groups g
     where g.tenant_id = ${tenantId} and g.deleted_at is null
     order by g.name`);
  return r.rows;
}

export async function groupName(db: TDb, tenantId: string, groupId: string): Promise<string | null> {
  const r = await db.execute<{ name: string }>(
    sql`select name from setting_groups where tenant_id = ${tenantId} and id = ${groupId} and deleted_at is null`,
  );
  return r.rows[0]?.name ?? null;
}

/** Active employees among these ids (that the caller can see), with their names. */
export async function activeEmployees(db: TDb, tenantId: string, ids: string[], groupId?: string) {
  if (ids.length === 0) return [];
  const r = await db.execute<{ id: string; name: string }>(sql`
    select e.id, ${NAME} as name from employees e
     where e.tenant_id = ${tenantId} and e.id = any(${sql.param(ids)}::uuid[])
       and e.deleted_at is null and e.status = 'active'
       and ${groupId ? sql`e.group_id = ${groupId}` : sql`true`}`);
  return r.rows;
}

/** Replaces a group's leaders (the ones the caller can see); answers the names before. */
export async function setLeaders(db: TDb, tenantId: string, groupId: string, employeeIds: string[]) {
  const before = await db.execute<{ name: string }>(sql`
    delete from group_leaders l using employees e
     where l.tenant_id = ${tenantId} and l.group_id = ${groupId} and e.tenant_id = l.tenant_id and e.id = l.employee_id
    returning ${NAME} as name`);
  for (const id of employeeIds)
    await db.execute(
      sql`insert into group_leaders (tenant_id, group_id, employee_id) values (${tenantId}, ${groupId}, ${id})`,
    );
  return before.rows.map((x) => x.name).sort();
}

/** The groups an employee leads, by name. */
export async function ledGroups(db: TDb, tenantId: string, employeeId: string, groupId?: string) {
  const r = await db.execute<{ id: string; name: string }>(sql`
    select g.id, g.name from group_leaders l
      join setting_groups g on g.tenant_id = l.tenant_id and g.id = l.group_id and g.deleted_at is null
     where l.tenant_id = ${tenantId} and l.employee_id = ${employeeId}
       and ${groupId ? sql`g.id = ${groupId}` : sql`true`}
     order by g.name`);
  return r.rows;
}

/** A group's active members and whether each is in now (an open check-in). */
export async function members(db: TDb, tenantId: string, groupId: string): Promise<TGroupMember[]> {
  const r = await db.execute<TGroupMember>(sql`
    select e.id as "employeeId", ${NAME} as "employeeName", e.employee_code as "employeeCode",
           d.name as "departmentName", o.timezone,
           (select p.in_at from attendance_punches p
             where p.tenant_id = e.tenant_id and p.employee_id = e.id and p.out_at is null and p.deleted_at is null)
             as "inSince"
      from employees e
      join organizations o on o.tenant_id = e.tenant_id and o.id = e.organization_id
      left join departments d on d.tenant_id = e.tenant_id and d.id = e.department_id
     where e.tenant_id = ${tenantId} and e.group_id = ${groupId} and e.deleted_at is null and e.status = 'active'
     order by "employeeName", e.employee_code`);
  return r.rows.map((m) => ({ ...m, inSince: m.inSince && new Date(m.inSince).toISOString() }));
}

export type TGroupPunchRow = {
  groupId: string;
  employeeId: string;
  attendanceId: string;
  kind: 'in' | 'out';
  at: Date;
  leaderId: string;
  leaderName: string;
  place: string | null;
  latitude: number | null;
  longitude: number | null;
};

export async function logPunch(db: TDb, tenantId: string, p: TGroupPunchRow) {
  await db.execute(sql`
    insert into group_punches (tenant_id, group_id, employee_id, attendance_id, kind, at, leader_id, leader_name, place,
                               latitude, longitude)
    values (${tenantId}, ${p.groupId}, ${p.employeeId}, ${p.attendanceId}, ${p.kind}, ${p.at.toISOString()},
            ${p.leaderId}, ${p.leaderName}, ${p.place}, ${p.latitude}, ${p.longitude})`);
}

export type TGroupLogFilter = {
  tenantId: string;
  from: string;
  to: string;
  groupId?: string;
  employeeId?: string;
  search?: string;
};

/** The log's rows in the filter, each day counted in the member's organization's time zone; latest first. */
export function logQuery(f: TGroupLogFilter): SQL {
  return sql`
    select gp.id, gp.at, gp.kind, g.name as "groupName", e.id as "employeeId", ${NAME} as "employeeName",
           e.employee_code as "employeeCode", d.name as "departmentName", gp.leader_name as "leaderName", gp.place,
           gp.attendance_id as "attendanceId", o.timezone
      from group_punches gp
      join setting_groups g on g.tenant_id = gp.tenant_id and g.id = gp.group_id
      join employees e on e.tenant_id = gp.tenant_id and e.id = gp.employee_id
      join organizations o on o.tenant_id = e.tenant_id and o.id = e.organization_id
      left join departments d on d.tenant_id = e.tenant_id and d.id = e.department_id
     where gp.tenant_id = ${f.tenantId}
       and (gp.at at time zone o.timezone)::date between ${f.from}::date and ${f.to}::date
       and ${f.groupId ? sql`gp.group_id = ${f.groupId}` : sql`true`}
       and ${f.employeeId ? sql`gp.employee_id = ${f.employeeId}` : sql`true`}
       and ${f.search ? employeeSearch(f.search) : sql`true`}
     order by gp.at desc, "employeeName", gp.id`;
}

/** The export's query, read by a cursor. */
export const logExportQuery = (f: TGroupLogFilter) => new PgDialect().sqlToQuery(logQuery(f));

export const presentLog = (x: TGroupLogRow): TGroupLogRow => ({ ...x, at: new Date(x.at).toISOString() });

export async function logPage(db: TDb, f: TGroupLogFilter, page: { limit: number; offset: number }) {
  const q = logQuery(f);
  const total = await db.execute<{ n: number }>(sql`select count(*)::int as n from (${q}) x`);
  const rows = await db.execute<TGroupLogRow>(sql`${q} limit ${page.limit} offset ${page.offset}`);
  return { rows: rows.rows.map(presentLog), total: total.rows[0]?.n ?? 0 };
}
