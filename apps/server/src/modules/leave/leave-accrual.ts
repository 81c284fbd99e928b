import { type SQL, sql } from 'drizzle-orm';
import { addDays } from '@staffdesk/core/dates';
import {
  addMonths,
  carriedExpiry,
  dueCredits,
  leaveYear,
  leaveYearOf,
  type TEntitlement,
  yearEnd,
} from '@staffdesk/core/leave';
import type { TDb } from '../../platform/db/db.ts';

/**
 * Scheduled credits and year ends of the leave bank (issue 13). Everything here is written with the period it is
 * for, and the ledger's unique index lets each (employee, type, kind, period) in once: a job retried, run twice or
 * on two instances at once credits once. Days are computed by the pure rules in core `leave.ts`.
 */

/** A daily run looks this far back: a month's credit missed by a few days of downtime is still made. */
export const ACCRUAL_WINDOW_DAYS = 40;
const BATCH = 500;

type TTarget = {
  tenantId: string;
  employeeId: string;
  joinDate: string | null;
  exitDate: string | null;
  /** the template's start for the employee */
  fromDate: string;
  yearStartMonth: number;
  /** the employee's organization's today */
  today: string;
  lines: TEntitlement[];
};

type TRow = {
  tenantId: string;
  employeeId: string;
  leaveTypeId: string;
  day: string;
  days: string;
  kind: string;
  period: string;
};

/** Employees with a template, their employment and their organization's today; lines of live leave types only. */
async function targets(db: TDb, where: SQL, now: Date, after: string | null): Promise<TTarget[]> {
  const r = await db.execute<TTarget>(sql`
    select e.tenant_id as "tenantId", e.id as "employeeId", to_char(e.join_date, 'YYYY-MM-DD') as "joinDate",
           to_char(e.exit_date, 'YYYY-MM-DD') as "exitDate", to_char(a.from_date, 'YYYY-MM-DD') as "fromDate",
           t.year_start_month::int as "yearStartMonth",
           to_char((${now.toISOString()}::timestamptz at time zone o.timezone)::date, 'YYYY-MM-DD') as today,
           coalesce((select jsonb_agg(l.line) from jsonb_array_elements(t.entitlements) l(line)
                      where exists (select 1 from leave_types lt where lt.tenant_id = t.tenant_id
                                      and lt.deleted_at is null and lt.id::text = l.line->>'leaveTypeId')), '[]') as lines
      from leave_template_assignments a
      join employees e on e.tenant_id = a.tenant_id and e.id = a.employee_id
      join organizations o on o.tenant_id = e.tenant_id and o.id = e.organization_id
      join leave_templates t on t.tenant_id = a.tenant_id and t.id = a.template_id and t.deleted_at is null
     where e.deleted_at is null and ${where} ${after ? sql`and e.id > ${after}` : sql``}
     order by e.id
     limit ${BATCH}`);
  return r.rows;
}

/** Rows in, those already there (same period) left alone: the count actually written. */
async function insertRows(db: TDb, rows: TRow[]): Promise<number> {
  if (!rows.length) return 0;
  const col = <K extends keyof TRow>(k: K) => rows.map((r) => r[k]);
  const r = await db.execute(sql`
    insert into leave_ledger (tenant_id, employee_id, leave_type_id, day, days, kind, period)
    select * from unnest(${sql.param(col('tenantId'))}::uuid[], ${sql.param(col('employeeId'))}::uuid[], ${sql.param(col('leaveTypeId'))}::uuid[],
                         ${sql.param(col('day'))}::date[], ${sql.param(col('days'))}::numeric[], ${sql.param(col('kind'))}::text[], ${sql.param(col('period'))}::text[])
    on conflict do nothing`);
  return r.rowCount ?? 0;
}

type TYearEndKey = { t: TTarget; line: TEntitlement; year: number };

/**
 * For each (employee, type, leave year): the balance at the year's last day, whether its year end is written, and
 * (for the expiry) what was carried in and taken since the new year began, up to the expiry day.
 */
async function yearFigures(db: TDb, keys: TYearEndKey[]) {
  if (!keys.length) return [];
  const ys = keys.map((k) => leaveYear(k.year, k.t.yearStartMonth));
  const expiry = keys.map((k, i) => addMonths(addDays(ys[i]!.to, 1), k.line.carryExpiryMonths || 0));
  const r = await db.execute<{
    i: number;
    balance: string;
    done: boolean;
    carried: string;
    taken: string;
    left: string;
  }>(sql`
    select k.i::int as i,
           coalesce((select sum(l.days) from leave_ledger l where l.tenant_id = k.tenant_id and l.employee_id = k.employee_id
                        and l.leave_type_id = k.type_id and l.day <= k.ye), 0)::text as balance,
           exists (select 1 from leave_ledger l where l.tenant_id = k.tenant_id and l.employee_id = k.employee_id
                      and l.leave_type_id = k.type_id and l.kind = 'yearEnd' and l.period = k.period) as done,
           coalesce((select sum(l.days) from leave_ledger l where l.tenant_id = k.tenant_id and l.employee_id = k.employee_id
                        and l.leave_type_id = k.type_id and l.kind = 'carryForward' and l.period = k.period), 0)::text as carried,
           coalesce((select -sum(l.days) from leave_ledger l where l.tenant_id = k.tenant_id and l.employee_id = k.employee_id
                        and l.leave_type_id = k.type_id and l.kind in ('leave', 'cancellation')
                        and l.day > k.ye and l.day < k.expiry), 0)::text as taken,
           coalesce((select sum(l.days) from leave_ledger l where l.tenant_id = k.tenant_id and l.employee_id = k.employee_id
                        and l.leave_type_id = k.type_id and l.day < k.expiry), 0)::text as left
      from unnest(${sql.param(keys.map((_, i) => i))}::int[], ${sql.param(keys.map((k) => k.t.tenantId))}::uuid[],
                  ${sql.param(keys.map((k) => k.t.employeeId))}::uuid[], ${sql.param(keys.map((k) => k.line.leaveTypeId))}::uuid[],
                  ${sql.param(keys.map((k) => String(k.year)))}::text[], ${sql.param(ys.map((y) => y.to))}::date[], ${sql.param(expiry)}::date[])
           as k(i, tenant_id, employee_id, type_id, period, ye, expiry)`);
  return r.rows.map((x) => ({ ...x, key: keys[x.i]!, yearTo: ys[x.i]!.to, expiry: expiry[x.i]! }));
}

/**
 * Credits due and year ends for the employees `where` selects (an SQL condition on `e`), as of `now` in each one's
 * organization. `full`: from each template's start (an assignment); otherwise the last `ACCRUAL_WINDOW_DAYS` (the
 * daily run). Answers the rows written.
 */
export async function accrue(db: TDb, where: SQL, opts: { now?: Date; full?: boolean } = {}): Promise<number> {
  const now = opts.now ?? new Date();
  let written = 0;
  let after: string | null = null;
  for (;;) {
    const batch = await targets(db, where, now, after);
    if (!batch.length) break;
    after = batch.at(-1)!.employeeId;
    const from = (t: TTarget) => {
      const windowStart = addDays(t.today, -ACCRUAL_WINDOW_DAYS);
      return opts.full || windowStart < t.fromDate ? t.fromDate : windowStart;
    };
    // 1. credits
    const rows: TRow[] = [];
    for (const t of batch)
      for (const line of t.lines)
        for (const c of dueCredits(line, t.yearStartMonth, t, from(t), t.today))
          rows.push({ tenantId: t.tenantId, employeeId: t.employeeId, leaveTypeId: line.leaveTypeId, ...c });
    written += await insertRows(db, rows);
    // 2. year ends and expiries of carried days whose day falls in the range, a year at a time, oldest first (a
    //    year's end reads the rows of the one before it; carried days expire within the next year)
    const ends: TYearEndKey[] = [];
    const expiries: TYearEndKey[] = [];
    for (const t of batch) {
      const start = from(t);
      const inRange = (day: string) => day >= start && day <= t.today;
      for (
        let year = leaveYearOf(start, t.yearStartMonth).year - 2;
        year < leaveYearOf(t.today, t.yearStartMonth).year;
        year++
      ) {
        const ly = leaveYear(year, t.yearStartMonth);
        if (ly.to < t.fromDate) continue;
        const endDay = addDays(ly.to, 1);
        for (const line of t.lines) {
          if (inRange(endDay)) ends.push({ t, line, year });
          if (line.carryExpiryMonths > 0 && inRange(addMonths(endDay, line.carryExpiryMonths)))
            expiries.push({ t, line, year });
        }
      }
    }
    const years = [...new Set([...ends, ...expiries].map((e) => e.year))].sort((a, b) => a - b);
    for (const year of years) {
      const out: TRow[] = [];
      for (const f of await yearFigures(
        db,
        ends.filter((e) => e.year === year),
      )) {
        if (f.done) continue;
        const { lapsed, carried } = yearEnd(f.balance, f.key.line.carryCap);
        const base = {
          tenantId: f.key.t.tenantId,
          employeeId: f.key.t.employeeId,
          leaveTypeId: f.key.line.leaveTypeId,
        };
        const day = addDays(f.yearTo, 1);
        const period = String(year);
        if (lapsed !== '0') out.push({ ...base, day, days: `-${lapsed}`, kind: 'yearEnd', period });
        if (carried !== '0') out.push({ ...base, day, days: carried, kind: 'carryForward', period });
      }
      written += await insertRows(db, out);
      const lapse: TRow[] = [];
      for (const f of await yearFigures(
        db,
        expiries.filter((e) => e.year === year),
      )) {
        const days = carriedExpiry(f.carried, f.taken, f.left);
        if (days === '0') continue;
        lapse.push({
          tenantId: f.key.t.tenantId,
          employeeId: f.key.t.employeeId,
          leaveTypeId: f.key.line.leaveTypeId,
          day: f.expiry,
          days: `-${days}`,
          kind: 'carryExpiry',
          period: String(year),
        });
      }
      written += await insertRows(db, lapse);
    }
    if (batch.length < BATCH) break;
  }
  return written;
}
