import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realClockAfterEach, serverClockAt } from '../../test/clock.ts';
import { createTestApp, loginAs, platformOwner, type TTestContext } from '../../test/test-app.ts';

/**
 * Absences (issue 12): a day with a shift by the schedule, the shift started plus its grace, and no attendance —
 * not a rest day, not a holiday, not before joining, not a later shift of today; within the viewer's scope.
 */
let t: TTestContext;
let owner: pg.Client;
let hr: string;
let finance: string;
let fin: { id: string; code: string; org: string; tenant: string };
let sales: { id: string; code: string };
const get = (cookie: string, url: string) => t.app.inject({ url: `/api/v1${url}`, headers: { cookie } });
type TRow = { employeeId: string; day: string; shiftCode: string; scheduled: boolean };

beforeAll(async () => {
  t = await createTestApp();
  owner = await platformOwner(t);
  hr = await loginAs(t.app, 'hr@demo.test', 'demo');
  finance = await loginAs(t.app, 'finance@demo.test', 'demo');
  const people = await owner.query(
    `select distinct on (d.name) e.id, e.employee_code as code, d.name as dept, e.organization_id as org, e.tenant_id as tenant
       from employees e join tenants t on t.id = e.tenant_id and t.account = 'demo'
       join organizations o on o.id = e.organization_id and o.code = 'MTPP'
       join departments d on d.id = e.department_id and d.name in ('Finance', 'Sales')
      where e.deleted_at is null and e.status = 'active' order by d.name, e.employee_code`,
  );
  fin = people.rows.find((p) => p.dept === 'Finance');
  sales = people.rows.find((p) => p.dept === 'Sales');
  const day = (await owner.query(`select id from shifts where tenant_id = $1 and code = 'DAY'`, [fin.tenant])).rows[0]
    .id;
  // both on the day shift (08:00, Monday to Saturday), joined long ago; Finance came on Tuesday 3 March 2026
  await owner.query(`update employees set shift_id = $1, join_date = '2020-01-01' where id = any($2)`, [
    day,
    [fin.id, sales.id],
  ]);
  await owner.query(
    `insert into attendance (tenant_id, employee_id, organization_id, shift_date, first_in, last_out, worked_minutes)
     values ($1, $2, $3, '2026-03-03', '2026-03-03T01:00Z', '2026-03-03T10:00Z', 480)`,
    [fin.tenant, fin.id, fin.org],
  );
  // Friday 6 March is a holiday of Phnom Penh
  await owner.query(
    `insert into holidays (tenant_id, organization_id, date, name) values ($1, $2, '2026-03-06', 'Test holiday')`,
    [fin.tenant, fin.org],
  );
  // Sales rests on Wednesday 4 March by the roster
  await owner.query(
    `insert into shift_roster (tenant_id, employee_id, day, shift_id) values ($1, $2, '2026-03-04', null)`,
    [fin.tenant, sales.id],
  );
});
afterAll(async () => {
  await owner?.end();
  await t?.close();
});
realClockAfterEach();

describe('absences', () => {
  it('lists days with a shift and no attendance: not rest days, holidays, or shifts not yet started', async () => {
    // Thursday 5 March 2026, 08:10 in Phnom Penh: the day shift started at 08:00, but its 15-minute grace runs on
    serverClockAt('2026-03-05T01:10:00Z');
    const res = await get(hr, `/absences?from=2026-03-01&to=2026-03-08&search=${fin.code}&pageSize=50`);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json().rows as TRow[]).map((r) => r.day)).toEqual(['2026-03-04', '2026-03-02']);
    serverClockAt('2026-03-05T01:16:00Z');
    const later = (await get(hr, `/absences?from=2026-03-01&to=2026-03-08&search=${fin.code}`)).json().rows as TRow[];
    expect(later.map((r) => r.day)).toEqual(['2026-03-05', '2026-03-04', '2026-03-02']);
    // after the week: Friday 6 March a holiday, Saturday 7 a working day, Sunday 8 a rest day
    serverClockAt('2026-03-09T12:00:00Z');
    const sal = (await get(hr, `/absences?from=2026-03-01&to=2026-03-08&search=${sales.code}`)).json().rows as TRow[];
    expect(sal.map((r) => r.day)).toEqual(['2026-03-07', '2026-03-05', '2026-03-03', '2026-03-02']);
    expect(sal[0]).toMatchObject({ shiftCode: 'DAY', scheduled: false });
  });

  it('keeps a scoped sub admin to their people, exports CSV, and refuses a long range', async () => {
    serverClockAt('2026-03-09T12:00:00Z');
    const scoped = (await get(finance, '/absences?from=2026-03-01&to=2026-03-08&pageSize=50')).json().rows as TRow[];
    expect(scoped.map((r) => r.employeeId)).toContain(fin.id);
    expect(scoped.map((r) => r.employeeId)).not.toContain(sales.id);
    const csv = await get(hr, `/absences/export.csv?from=2026-03-01&to=2026-03-08&search=${fin.code}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body.split('\n').filter((l) => l.trim()).length).toBe(1 + 4);
    const long = await get(hr, '/absences?from=2026-01-01&to=2026-06-01');
    expect(long.statusCode).toBe(400);
    expect(long.json().fields).toEqual({ to: 'rangeTooLong' });
  });

  it("counts today's absences on the dashboard", async () => {
    serverClockAt('2026-03-05T03:00:00Z'); // 10:00 in Phnom Penh
    const res = await get(hr, '/attendance/today');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().absentToday).toBeGreaterThanOrEqual(2);
  });
});
