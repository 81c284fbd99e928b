import { sql } from 'drizzle-orm';
import { addDays, mondayOf } from '@staffdesk/core/dates';
import { MOOD_MAX_DAYS, MOOD_MIN_GROUP, type TMoodCell, type TMoodTrends } from '@staffdesk/core/mood-api';
import { actorOf, auditIn, type TRequestInfo } from '../../platform/audit/audit.ts';
import type { TDb } from '../../platform/db/db.ts';
import { appError, refusal } from '../../platform/errors.ts';
import type { TAuth } from '../../platform/http/access.ts';
import { dayRange } from '../../platform/http/list.ts';
import type { TServices } from '../../platform/services.ts';

/** The caller's employee record with their organization's today. */
async function me(db: TDb, auth: TAuth) {
  const r = await db.execute<{ id: string; organizationId: string; departmentId: string | null; day: string }>(sql`
    select e.id, e.organization_id as "organizationId", e.department_id as "departmentId",
           to_char((now() at time zone o.timezone)::date, 'YYYY-MM-DD') as day
      from employees e join organizations o on o.tenant_id = e.tenant_id and o.id = e.organization_id
     where e.tenant_id = ${auth.tenantId} and e.user_id = ${auth.userId} and e.deleted_at is null
       and e.status = 'active'`);
  const x = r.rows[0];
  if (!x) throw appError(404, 'noEmployeeRecord');
  return x;
}

export const myMood = (s: TServices, auth: TAuth) =>
  s.database.tenant(auth, async (db) => {
    const e = await me(db, auth);
    const r = await db.execute(sql`
      select 1 from mood_answered where tenant_id = ${auth.tenantId} and employee_id = ${e.id} and day = ${e.day}`);
    return { day: e.day, sharedToday: r.rows.length > 0 };
  });

/**
 * Records today's mood: that the employee answered (once a day) and, apart, the mood with their organization and
 * department. The audit row says they shared one, never which.
 */
export async function shareMood(s: TServices, auth: TAuth, mood: number, req: TRequestInfo) {
  await s.database.tenant(auth, async (db) => {
    const tenantId = auth.tenantId!;
    const e = await me(db, auth);
    const first = await db.execute(sql`
      insert into mood_answered (tenant_id, employee_id, day) values (${tenantId}, ${e.id}, ${e.day})
      on conflict do nothing returning day`);
    if (first.rows.length === 0) throw refusal('moodAlreadyShared');
    await db.execute(sql`
      insert into mood_entries (tenant_id, organization_id, department_id, day, mood)
      values (${tenantId}, ${e.organizationId}, ${e.departmentId}, ${e.day}, ${mood})`);
    await auditIn(
      db,
      {
        tenantId,
        actor: actorOf(auth),
        action: 'mood.record',
        entity: 'mood',
        entityId: null,
        organizationId: e.organizationId,
        before: null,
        after: { day: e.day },
      },
      req,
    );
  });
}

type TGroupRow = {
  organizationId: string;
  departmentId: string | null;
  name: string | null;
  organizationTitle: string;
  people: number;
};
type TWeekRow = {
  organizationId: string;
  departmentId: string | null;
  week: string;
  n: number;
  sum: number;
  counts: number[];
};
/** A group: an organization's department, or its people without one. */
const keyOf = (r: { organizationId: string; departmentId: string | null }) =>
  `${r.organizationId}/${r.departmentId ?? ''}`;

const cell = (week: string, rows: TWeekRow[]): TMoodCell => {
  const n = rows.reduce((a, r) => a + r.n, 0);
  const sum = rows.reduce((a, r) => a + r.sum, 0);
  const counts = [0, 1, 2, 3, 4].map((i) => rows.reduce((a, r) => a + (r.counts[i] ?? 0), 0));
  return { week, responses: n, average: n > 0 ? (Math.round((sum / n) * 100) / 100).toFixed(2) : null, counts };
};

/**
 * Trends of a range per department and week, for HR and sub admins with the page (their scope applies). Only days on
 * which five or more of a department answered count, and only departments of five or more active employees are
 * shown; asking for one department of fewer is refused.
 */
export async function moodTrends(
  s: TServices,
  auth: TAuth,
  q: { from: string; to: string; organizationId?: string; departmentId?: string },
): Promise<TMoodTrends> {
  dayRange(q.from, q.to, MOOD_MAX_DAYS);
  const org = q.organizationId || null;
  const dept = q.departmentId || null;
  return s.database.tenant(auth, async (db) => {
    const tenantId = auth.tenantId!;
    const groups = await db.execute<TGroupRow>(sql`
      select e.organization_id as "organizationId", e.department_id as "departmentId", d.name, o.title as "organizationTitle", count(*)::int as people
        from employees e
        join organizations o on o.tenant_id = e.tenant_id and o.id = e.organization_id
        left join departments d on d.tenant_id = e.tenant_id and d.id = e.department_id
       where e.tenant_id = ${tenantId} and e.deleted_at is null and e.status = 'active'
         ${org ? sql`and e.organization_id = ${org}` : sql``}
         ${dept ? sql`and e.department_id = ${dept}` : sql``}
       group by e.department_id, d.name, o.title, e.organization_id
       order by o.title, d.name nulls last`);
    if (dept && (groups.rows[0]?.people ?? 0) < MOOD_MIN_GROUP) throw refusal('moodTooFew');
    const weeks = await db.execute<TWeekRow>(sql`
      with daily as (
        select m.organization_id, m.department_id, m.day, count(*)::int as n, sum(m.mood)::int as sum,
               array[count(*) filter (where m.mood = 1), count(*) filter (where m.mood = 2),
                     count(*) filter (where m.mood = 3), count(*) filter (where m.mood = 4),
                     count(*) filter (where m.mood = 5)]::int[] as counts
          from mood_entries m
         where m.tenant_id = ${tenantId} and m.day between ${q.from}::date and ${q.to}::date
           ${org ? sql`and m.organization_id = ${org}` : sql``}
           ${dept ? sql`and m.department_id = ${dept}` : sql``}
         group by m.organization_id, m.department_id, m.day
        having count(*) >= ${MOOD_MIN_GROUP})
      select organization_id as "organizationId", department_id as "departmentId", to_char(date_trunc('week', day), 'YYYY-MM-DD') as week,
             sum(n)::int as n, sum(sum)::int as sum,
             array[sum(counts[1]), sum(counts[2]), sum(counts[3]), sum(counts[4]), sum(counts[5])]::int[] as counts
        from daily group by organization_id, department_id, date_trunc('week', day)`);
    const allWeeks: string[] = [];
    for (let w = mondayOf(q.from); w <= q.to; w = addDays(w, 7)) allWeeks.push(w);
    const shownKeys = new Set(groups.rows.filter((g) => g.people >= MOOD_MIN_GROUP).map(keyOf));
    const counted = weeks.rows.filter((r) => shownKeys.has(keyOf(r)));
    return {
      minGroup: MOOD_MIN_GROUP,
      weeks: allWeeks,
      departments: groups.rows.map(({ organizationId: _o, ...g }) => {
        const shown = g.people >= MOOD_MIN_GROUP;
        const mine = counted.filter((r) => keyOf(r) === keyOf({ organizationId: _o, departmentId: g.departmentId }));
        return {
          ...g,
          shown,
          weeks: shown
            ? allWeeks.map((w) =>
                cell(
                  w,
                  mine.filter((r) => r.week === w),
                ),
              )
            : [],
        };
      }),
      total: allWeeks.map((w) =>
        cell(
          w,
          counted.filter((r) => r.week === w),
        ),
      ),
    };
  });
}
