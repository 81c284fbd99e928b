import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { TInOutRow } from '@staffdesk/core/attendance-api';
import type { TDb } from '../../platform/db/db.ts';
import { employeeDays, shiftDue, type TAbsenceFilter } from '../absences/absences.repo.ts';
import { evaluationJoin, VERDICT } from './evaluation.sql.ts';
import { iso } from '../../platform/db/rows.ts';

/**
 * The Staff IN OUT report (issue 12) as a query: every employee day in the caller's scope (`employeeDays`), with
 * its shift, its attendance (first in, last out, worked, late, early, overtime) and what the day was — present
 * (or a half day or absent by the attendance evaluation), absent (a shift started plus its grace with no
 * attendance), a rest day, a holiday, no shift, or still to come.
 */
function inOutQuery(f: TAbsenceFilter): SQL {
  const d = employeeDays(f);
  return sql`
    select to_char(g.d, 'YYYY-MM-DD') as day, e.id as "employeeId", e.employee_code as "employeeCode",
           trim(e.first_name || ' ' || e.last_name) as "employeeName", o.title as "organizationTitle",
           dep.name as "departmentName", o.timezone, coalesce(ash.name, sh.name) as "shiftName",
           case when a.id is not null then ${VERDICT}
                when so.kind = 'holiday' then 'holiday'
                when so.kind = 'rest' then 'rest'
                when sh.id is null then 'none'
                when ${shiftDue(f.now)} then 'absent'
                else 'upcoming' end as status,
           a.first_in as "firstIn", a.last_out as "lastOut", coalesce(a.worked_minutes, 0) as "workedMinutes",
           coalesce(a.late_minutes, 0) as "lateMinutes", coalesce(a.early_minutes, 0) as "earlyMinutes",
           coalesce(a.overtime_minutes, 0) as "overtimeMinutes"
      from ${d.from}
      left join shifts sh on sh.tenant_id = e.tenant_id and sh.id = so.shift_id
      left join attendance a on a.tenant_id = e.tenant_id and a.employee_id = e.id and a.shift_date = g.d
            and a.deleted_at is null
      left join shifts ash on ash.tenant_id = a.tenant_id and ash.id = a.shift_id
      ${evaluationJoin(sql`e.organization_id`, sql`a.id is not null`)}
     where ${d.where}`;
}

const ORDER = sql`order by "employeeName", "employeeCode", "employeeId", day`;

export const presentInOut = (r: TInOutRow): TInOutRow => ({ ...r, firstIn: iso(r.firstIn), lastOut: iso(r.lastOut) });

/** A page of the report: employees by name, each one's days in order. */
export async function inOutPage(db: TDb, f: TAbsenceFilter, page: { limit: number; offset: number }) {
  const q = inOutQuery(f);
  const total = await db.execute<{ n: number }>(sql`select count(*)::int as n from (${q}) x`);
  const rows = await db.execute<TInOutRow>(
    sql`select * from (${q}) x ${ORDER} limit ${page.limit} offset ${page.offset}`,
  );
  return { rows: rows.rows.map(presentInOut), total: total.rows[0]?.n ?? 0 };
}

/** The export's query: the whole report, in its order, read by a cursor. */
export const inOutExportQuery = (f: TAbsenceFilter) =>
  new PgDialect().sqlToQuery(sql`select * from (${inOutQuery(f)}) x ${ORDER}`);
