import { sql } from 'drizzle-orm';
import { addDays, isoWeekday } from '@staffdesk/core/dates';
import { leaveYearOf } from '@staffdesk/core/leave';
import type { TLeaveRequestBody } from '@staffdesk/core/leave-api';
import { todayIn } from '@staffdesk/core/time-zones';
import type { TDb } from '../platform/db/db.ts';
import { AppError } from '../platform/errors.ts';
import { accrue } from '../modules/leave/leave-accrual.ts';
import * as bank from '../modules/leave/leave-bank.repo.ts';
import { applyDecision, countRequest, fileCounted } from '../modules/leave/leave-requests.service.ts';

type TActor = { id: string; name: string };
const SEED = { ip: '127.0.0.1', headers: {} };

type TFile = (employeeId: string, body: Partial<TLeaveRequestBody>, decide?: 'approve' | 'reject') => Promise<void>;

/** Files demo leave as HR would, decided at once if asked; a request the demo's own data refuses is skipped. */
function demoLeaveFiler(db: TDb, tenantId: string, hr: TActor): TFile {
  const filer = { source: 'admin' as const, auth: null, byId: hr.id, byName: hr.name };
  return async (employeeId, body, decide) => {
    const head = (await bank.employeeHead(db, tenantId, employeeId))!;
    const full: TLeaveRequestBody = { reason: 'Personal matters', part: 'full', startHalf: 1, endHalf: 2, ...body };
    // each in a savepoint: a request the demo's own data refuses (a holiday, a full bank) is simply not there.
    // (Plain SQL: a drizzle nested transaction has no client of its own for the named statements.)
    await db.execute(sql`savepoint demo_leave`);
    try {
      const counted = await countRequest(db, tenantId, head, full, true);
      const id = await fileCounted(db, tenantId, counted, full, filer, null, SEED);
      if (decide) {
        const comment = decide === 'approve' ? 'Enjoy your time off' : 'Too many people are away that week';
        const row = { id, employeeId, leaveTypeId: full.leaveTypeId!, fromDate: counted.fromDate, days: counted.days };
        await applyDecision(db, tenantId, row, decide, hr, comment);
      }
      await db.execute(sql`release savepoint demo_leave`);
    } catch (e) {
      if (!(e instanceof AppError)) throw e;
      await db.execute(sql`rollback to savepoint demo_leave`);
    }
  };
}

/**
 * The first working day in a range each person with a leave template did not come in, up to `limit` people, by
 * Employee ID (not by id: ids are random, and which people take unpaid leave must not change from run to run).
 */
async function awayDays(db: TDb, tenantId: string, range: { from: string; to: string }, limit: number) {
  const r = await db.execute<{ employeeId: string; day: string }>(sql`
    select distinct on (e.employee_code) e.id as "employeeId", to_char(g.d, 'YYYY-MM-DD') as day
      from employees e
      join leave_template_assignments t on t.tenant_id = e.tenant_id and t.employee_id = e.id
     cross join generate_series(${range.from}::date, ${range.to}::date, interval '1 day') g(d)
     where e.tenant_id = ${tenantId} and e.deleted_at is null and extract(isodow from g.d) < 6
       and g.d >= greatest(t.from_date, coalesce(e.join_date, t.from_date))
       and not exists (select 1 from attendance a where a.tenant_id = e.tenant_id and a.employee_id = e.id
                          and a.shift_date = g.d::date and a.deleted_at is null)
     order by e.employee_code, g.d
     limit ${limit}`);
  return r.rows;
}

const leaveTypeId = async (db: TDb, tenantId: string, code: string) =>
  (await db.execute<{ id: string }>(sql`select id from leave_types where tenant_id = ${tenantId} and code = ${code}`))
    .rows[0]!.id;

/**
 * Approved leave in an earlier month (the started demo's payroll history): annual leave on days people were away,
 * every fourth of them unpaid, decided by HR — paid, or taken off the pay, by the month's run.
 */
export async function seedDemoLeaveIn(
  db: TDb,
  tenantId: string,
  hr: TActor,
  range: { from: string; to: string },
  count: number,
) {
  const [annual, unpaid] = [await leaveTypeId(db, tenantId, 'AL'), await leaveTypeId(db, tenantId, 'UL')];
  const file = demoLeaveFiler(db, tenantId, hr);
  for (const [i, a] of (await awayDays(db, tenantId, range, count)).entries()) {
    const reason = i % 4 === 3 ? 'Family matters' : 'Personal matters';
    await file(
      a.employeeId,
      { leaveTypeId: i % 4 === 3 ? unpaid : annual, fromDate: a.day, toDate: a.day, reason },
      'approve',
    );
  }
}

/**
 * Leave for the demo tenant (issue 13): the three leave types' rules, a "Standard" template (18 annual days earned
 * monthly with up to 6 carried for three months, 7 sick days, unpaid leave that may go negative) given to everyone
 * from the start of last leave year — a year and more of ledger — except three Phnom Penh staff (who has none?);
 * requests of every kind: approved full days on days people were away, half days and hours, a rejection, and
 * pending requests for the weeks ahead, some of them the employee login's own.
 */
export async function seedDemoLeave(db: TDb, tenantId: string, hr: TActor) {
  const today = todayIn('Asia/Phnom_Penh');
  const code = (c: string) => leaveTypeId(db, tenantId, c);
  const [annual, sick, unpaid] = [await code('AL'), await code('SL'), await code('UL')];
  await db.execute(sql`update leave_types set hourly_allowed = true, max_consecutive_days = 14 where id = ${annual}`);
  await db.execute(
    sql`update leave_types set attachment_required = true, attachment_after_days = 2 where id = ${sick}`,
  );
  await db.execute(sql`update leave_types set allow_negative = true where id = ${unpaid}`);
  const entitlements = [
    { leaveTypeId: annual, days: '18', earning: 'monthly', carryCap: '6', carryExpiryMonths: 3 },
    { leaveTypeId: sick, days: '7', earning: 'upfront', carryCap: '0', carryExpiryMonths: 0 },
    { leaveTypeId: unpaid, days: '0', earning: 'upfront', carryCap: '0', carryExpiryMonths: 0 },
  ];
  const template = await db.execute<{ id: string }>(sql`
    insert into leave_templates (tenant_id, name, code, year_start_month, entitlements, description, created_by,
                                 created_by_type, created_by_name)
    values (${tenantId}, 'Standard', 'STD', '1', ${JSON.stringify(entitlements)}::jsonb,
            'Labour Law of Cambodia: 1.5 days of annual leave a month', ${hr.id}, 'hr_admin', ${hr.name})
    returning id`);
  // three Phnom Penh staff without a login outside Finance are left without a template
  const people = await db.execute<{ id: string; code: string; login: string | null }>(sql`
    select e.id, e.employee_code as code, u.email as login
      from employees e
      left join users u on u.tenant_id = e.tenant_id and u.id = e.user_id
     where e.tenant_id = ${tenantId} and e.deleted_at is null and e.status = 'active'
       and e.id not in (select e2.id from employees e2
                          join organizations o on o.id = e2.organization_id and o.code = 'MTPP'
                          left join departments d on d.id = e2.department_id
                         where e2.tenant_id = ${tenantId} and e2.status = 'active' and e2.deleted_at is null
                           and e2.user_id is null and coalesce(d.code, '') <> 'FIN'
                         order by e2.employee_code limit 3)
     order by e.employee_code`);
  const ids = people.rows.map((p) => p.id);
  const from = leaveYearOf(addDays(leaveYearOf(today, 1).from, -1), 1).from;
  await bank.upsertAssignments(db, tenantId, ids, template.rows[0]!.id, from, hr.id);
  await accrue(db, sql`e.tenant_id = ${tenantId} and e.id = any(${sql.param(ids)}::uuid[])`, { full: true });

  const file = demoLeaveFiler(db, tenantId, hr);
  // approved full days on the working days people were away (the absent list loses them)
  const away = await awayDays(db, tenantId, { from: addDays(today, -25), to: addDays(today, -2) }, 12);
  for (const a of away) await file(a.employeeId, { leaveTypeId: annual, fromDate: a.day, toDate: a.day }, 'approve');
  const workday = (n: number) => {
    let d = addDays(today, n);
    while (isoWeekday(d) > 5) d = addDays(d, 1);
    return d;
  };
  const staff = people.rows.filter((p) => !p.login);
  const me = people.rows.find((p) => p.login === 'emp@demo.test');
  const pick = (i: number) => staff[i % staff.length]!.id;
  // past half days, hours and sick leave, approved; one rejected
  await file(
    pick(20),
    { leaveTypeId: annual, fromDate: workday(-9), toDate: workday(-9), part: 'half', startHalf: 2, endHalf: 2 },
    'approve',
  );
  await file(
    pick(21),
    { leaveTypeId: annual, fromDate: workday(-6), toDate: workday(-6), part: 'hourly', hours: 2 },
    'approve',
  );
  await file(pick(22), { leaveTypeId: sick, fromDate: workday(-12), toDate: workday(-12), reason: 'Fever' }, 'approve');
  await file(
    pick(23),
    { leaveTypeId: unpaid, fromDate: workday(-15), toDate: workday(-14), reason: 'Family visit abroad' },
    'approve',
  );
  await file(
    pick(24),
    { leaveTypeId: annual, fromDate: workday(3), toDate: workday(7), reason: 'Holiday in Siem Reap' },
    'reject',
  );
  // waiting for a decision: full days, a half day, hours
  await file(pick(25), {
    leaveTypeId: annual,
    fromDate: workday(5),
    toDate: workday(8),
    reason: 'Wedding in Battambang',
  });
  await file(pick(26), {
    leaveTypeId: annual,
    fromDate: workday(2),
    toDate: workday(2),
    part: 'half',
    startHalf: 1,
    endHalf: 1,
    reason: 'Bank appointment',
  });
  await file(pick(27), {
    leaveTypeId: annual,
    fromDate: workday(4),
    toDate: workday(4),
    part: 'hourly',
    hours: 3,
    reason: 'Dentist',
  });
  await file(pick(28), { leaveTypeId: sick, fromDate: workday(1), toDate: workday(1), reason: 'Medical check-up' });
  if (me) {
    await file(
      me.id,
      { leaveTypeId: annual, fromDate: workday(-20), toDate: workday(-19), reason: 'Pchum Ben at home' },
      'approve',
    );
    // the login's own roster has rest days midweek: four calendar days hold some working days whatever the week
    await file(me.id, {
      leaveTypeId: annual,
      fromDate: addDays(today, 10),
      toDate: addDays(today, 13),
      reason: 'Trip to Kampot',
    });
  }
}
