import { sql } from 'drizzle-orm';
import { OT_TYPES } from '@staffdesk/core/overtime';
import { OT_STATUSES } from '@staffdesk/core/overtime-api';
import type { TDb } from '../platform/db/db.ts';
import * as repo from '../modules/overtime/ot-requests.repo.ts';

type TActor = { id: string; name: string };
const REMARKS = ['Month-end stock count', 'Customer delivery ran late', 'Covering a colleague', 'System upgrade'];

/** Days people stayed 30 minutes or more past their shift, latest first (within a range, if given). */
async function overtimeDays(db: TDb, tenantId: string, range: { from: string; to: string } | null, limit: number) {
  const r = await db.execute<{
    employeeId: string;
    organizationId: string;
    otDate: string;
    fromTime: string;
    toTime: string;
    minutes: number;
  }>(sql`
    select a.employee_id as "employeeId", a.organization_id as "organizationId",
           to_char(a.shift_date, 'YYYY-MM-DD') as "otDate",
           to_char(a.planned_end at time zone o.timezone, 'HH24:MI') as "fromTime",
           to_char(a.last_out at time zone o.timezone, 'HH24:MI') as "toTime",
           (least(a.overtime_minutes, extract(epoch from a.last_out - a.planned_end)::int / 60) / 15 * 15)::int as minutes
      from attendance a join organizations o on o.tenant_id = a.tenant_id and o.id = a.organization_id
     where a.tenant_id = ${tenantId} and a.deleted_at is null and a.overtime_minutes >= 30
       and a.planned_end is not null and a.last_out >= a.planned_end + interval '30 minutes'
       ${range ? sql`and a.shift_date between ${range.from}::date and ${range.to}::date` : sql``}
     order by a.shift_date desc, a.employee_id
     limit ${limit}`);
  return r.rows;
}

type TDay = Awaited<ReturnType<typeof overtimeDays>>[number];

/** The i-th request of a list of days: the four rates in turn; entered by HR (`by`) or by the employee. */
const request = (db: TDb, tenantId: string, d: TDay, i: number, by: TActor | null) =>
  repo.insertRequest(db, {
    tenantId,
    organizationId: d.organizationId,
    employeeId: d.employeeId,
    otDate: d.otDate,
    fromTime: d.fromTime,
    toTime: d.toTime,
    otType: OT_TYPES[i % OT_TYPES.length]!,
    totalMinutes: d.minutes,
    remark: REMARKS[i % REMARKS.length]!,
    source: by ? 'admin' : 'self',
    createdBy: by?.id ?? null,
    createdByName: by?.name ?? null,
  });

/**
 * Approved overtime in an earlier month (the started demo's payroll history): some of the days people stayed on,
 * at each of the four rates, decided by HR.
 */
export async function seedDemoOvertimeIn(
  db: TDb,
  tenantId: string,
  hr: TActor,
  range: { from: string; to: string },
  count: number,
) {
  const days = await overtimeDays(db, tenantId, range, count);
  for (const [i, d] of days.entries()) {
    const id = await request(db, tenantId, d, i, null);
    if (id)
      await repo.decide(db, tenantId, id, { status: OT_STATUSES.approved, by: hr.id, name: hr.name, comment: null });
  }
}

/**
 * Overtime for the demo tenant (issue 13): one OT setting per organization from the start of last year (the default
 * rates), and requests for the days people stayed on past their shift — at each of the four rates; the latest ones
 * pending, the rest approved but one rejected. The closed month's requests were decided before it closed.
 */
export async function seedDemoOvertime(db: TDb, tenantId: string, hr: TActor) {
  await db.execute(sql`
    insert into ot_settings (tenant_id, organization_id, effective_from, description, created_by, created_by_type,
                             created_by_name)
    select ${tenantId}, id, make_date(extract(year from now())::int - 1, 1, 1), 'Labour Law rates', ${hr.id},
           'hr_admin', ${hr.name}
      from organizations where tenant_id = ${tenantId} and deleted_at is null`);
  const days = await overtimeDays(db, tenantId, null, 24);
  for (const [i, d] of days.entries()) {
    const id = await request(db, tenantId, d, i, i % 3 === 0 ? hr : null);
    if (id && i >= 5) {
      const status = i === 9 ? OT_STATUSES.rejected : OT_STATUSES.approved;
      const comment = status === OT_STATUSES.rejected ? 'Not agreed beforehand' : null;
      await repo.decide(db, tenantId, id, { status, by: hr.id, name: hr.name, comment });
    }
  }
}
