import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../../test/multipart.ts';
import { createTestApp, loginAs, platformOwner, type TTestContext } from '../../test/test-app.ts';

/**
 * The shift scheduler (issue 12): the one rule of a day's plan (roster, holiday, default shift on its working days),
 * rotations over a range, grid changes with their history, a scoped sub admin, and the employee's own calendar.
 */
let t: TTestContext;
let owner: pg.Client;
let hr: string;
let finance: string;
let acme: string;
let emp: string;
let tenantId: string;
let shifts: Record<string, string>;
let finEmp: { id: string; code: string };
let salesEmp: { id: string; code: string };
let finDept: string;
const call = (cookie: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: { cookie }, payload: payload as object });
type TCell = { day: string; kind: string; shiftId: string | null };
type TRow = { employeeId: string; cells: TCell[] };
const cellsOf = async (cookie: string, who: { id: string; code: string }, from: string, to: string) => {
  const res = await call(cookie, 'GET', `/schedules/roster?from=${from}&to=${to}&search=${who.code}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().rows as TRow[]).find((r) => r.employeeId === who.id)?.cells;
};

beforeAll(async () => {
  t = await createTestApp();
  owner = await platformOwner(t);
  hr = await loginAs(t.app, 'hr@demo.test', 'demo');
  finance = await loginAs(t.app, 'finance@demo.test', 'demo');
  acme = await loginAs(t.app, 'hr@acme.test', 'acme');
  emp = await loginAs(t.app, 'emp@demo.test', 'demo');
  tenantId = (await owner.query(`select id from tenants where account = 'demo'`)).rows[0].id;
  shifts = Object.fromEntries(
    (await owner.query(`select code, id from shifts where tenant_id = $1`, [tenantId])).rows.map((r) => [r.code, r.id]),
  );
  const people = await owner.query<{ id: string; code: string; dept: string; dept_id: string }>(
    `select distinct on (d.name) e.id, e.employee_code as code, d.name as dept, d.id as dept_id
       from employees e join organizations o on o.id = e.organization_id and o.code = 'MTPP'
       join departments d on d.id = e.department_id and d.name in ('Finance', 'Sales')
      where e.tenant_id = $1 and e.deleted_at is null and e.status = 'active' order by d.name, e.employee_code`,
    [tenantId],
  );
  const fin = people.rows.find((p) => p.dept === 'Finance')!;
  const sales = people.rows.find((p) => p.dept === 'Sales')!;
  finEmp = { id: fin.id, code: fin.code };
  salesEmp = { id: sales.id, code: sales.code };
  finDept = fin.dept_id;
  // both work the day shift by default, Monday to Saturday (the demo's)
  await owner.query(`update employees set shift_id = $1 where id = any($2)`, [shifts.DAY, [fin.id, sales.id]]);
});
afterAll(async () => {
  await owner?.end();
  await t?.close();
});

describe('a day of the schedule', () => {
  it('follows the default shift on its working days, a rest day on the others, and a holiday off', async () => {
    // 2027-03-01 is a Monday; 2027-03-07 a Sunday; the demo has 2027-03-08 as International Women's Day
    const cells = await cellsOf(hr, finEmp, '2027-03-01', '2027-03-08');
    expect(cells?.map((c) => c.kind)).toEqual([
      'default',
      'default',
      'default',
      'default',
      'default',
      'default',
      'rest',
      'holiday',
    ]);
    expect(cells?.[0]?.shiftId).toBe(shifts.DAY);
  });

  it('refuses a range longer than six weeks, or backwards', async () => {
    const long = await call(hr, 'GET', '/schedules/roster?from=2027-01-01&to=2027-03-01');
    expect(long.statusCode).toBe(400);
    expect(long.json().fields).toEqual({ to: 'rangeTooLong' });
    expect((await call(hr, 'GET', '/schedules/roster?from=2027-01-10&to=2027-01-01')).json().fields).toEqual({
      to: 'dateOrder',
    });
  });
});

describe('assigning a rotation', () => {
  it('rotates a night week and a day week over a range, leaving holidays off and keep days alone', async () => {
    const N = shifts.NIGHT!;
    const D = shifts.DAY!;
    const res = await call(hr, 'POST', '/schedules/assign', {
      target: 'employees',
      employeeIds: [salesEmp.id],
      from: '2027-03-03', // a Wednesday: week 1 is the week of 1 March
      to: '2027-03-16',
      weeks: [
        [N, N, N, N, N, 'rest', 'keep'],
        [D, D, D, D, D, D, 'rest'],
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    // week 1: Wed–Fri night, Sat rest, Sun kept (default rest: no row); week 2: Mon 8th a holiday (skipped)
    expect(res.json()).toEqual({ employees: 1, changed: 3 + 1 + 5 + 1 + 2 - 0 });
    const cells = await cellsOf(hr, salesEmp, '2027-03-01', '2027-03-16');
    const plan = cells!.map((c) => (c.kind === 'scheduled' ? (c.shiftId === N ? 'N' : 'D') : c.kind));
    expect(plan).toEqual([
      'default', // Mon 1: before the range
      'default',
      'N', // Wed 3
      'N',
      'N',
      'rest', // Sat 6
      'rest', // Sun 7: kept, the default shift's rest day
      'holiday', // Mon 8: skipped
      'D',
      'D',
      'D',
      'D',
      'D', // Sat 13
      'rest', // Sun 14
      'N', // Mon 15: week 1 again
      'N',
    ]);
    // the same assignment again changes nothing
    const again = await call(hr, 'POST', '/schedules/assign', {
      target: 'department',
      departmentId: finDept,
      from: '2027-03-01',
      to: '2027-03-01',
      weeks: [['default', 'keep', 'keep', 'keep', 'keep', 'keep', 'keep']],
    });
    expect(again.json().changed).toBe(0);
  });

  it('refuses an unknown shift, a missing target and a foreign employee', async () => {
    const base = { from: '2027-04-01', to: '2027-04-07', weeks: [Array(7).fill('rest')] };
    const acmeEmp = (
      await owner.query(
        `select e.id from employees e join tenants t on t.id = e.tenant_id and t.account = 'acme' limit 1`,
      )
    ).rows[0].id;
    const foreign = await call(hr, 'POST', '/schedules/assign', {
      ...base,
      target: 'employees',
      employeeIds: [acmeEmp],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fields).toEqual({ employeeIds: 'invalidReference' });
    const unknown = await call(hr, 'POST', '/schedules/assign', {
      ...base,
      target: 'employees',
      employeeIds: [salesEmp.id],
      weeks: [[acmeEmp, 'rest', 'rest', 'rest', 'rest', 'rest', 'rest']],
    });
    expect(unknown.json().fields).toEqual({ weeks: 'invalidReference' });
    const missing = await call(hr, 'POST', '/schedules/assign', { ...base, target: 'group' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ groupId: 'required' });
  });
});

describe('the grid and its history', () => {
  it('changes days, records each change with what it was, and audits it', async () => {
    const res = await call(hr, 'PUT', '/schedules/days', {
      cells: [
        { employeeId: finEmp.id, day: '2027-05-03', set: 'shift', shiftId: shifts.NIGHT },
        { employeeId: finEmp.id, day: '2027-05-04', set: 'rest' },
        { employeeId: finEmp.id, day: '2027-05-05', set: 'default' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ changed: 2 });
    const back = await call(hr, 'PUT', '/schedules/days', {
      cells: [{ employeeId: finEmp.id, day: '2027-05-03', set: 'default' }],
    });
    expect(back.json()).toEqual({ changed: 1 });
    const h = await call(hr, 'GET', `/schedules/history?employeeId=${finEmp.id}&from=2027-05-01&to=2027-05-31`);
    expect(h.statusCode, h.body).toBe(200);
    const rows = h.json().rows as {
      day: string;
      before: { kind: string };
      after: { kind: string; shiftCode: string | null };
      source: string;
      changedByName: string;
    }[];
    expect(rows.map((r) => [r.day, r.before.kind, r.after.kind, r.after.shiftCode, r.source])).toEqual([
      ['2027-05-03', 'shift', 'default', null, 'grid'],
      ['2027-05-03', 'default', 'shift', 'NIGHT', 'grid'],
      ['2027-05-04', 'default', 'rest', null, 'grid'],
    ]);
    const audit = await owner.query(
      `select count(*)::int as n from audit_log where tenant_id = $1 and action = 'schedule.change'`,
      [tenantId],
    );
    expect(audit.rows[0].n).toBeGreaterThanOrEqual(2);
    // the history is append-only
    await expect(owner.query(`set role staffdesk_app; delete from shift_roster_history`)).rejects.toThrow();
    await owner.query('reset role');
  });

  it('keeps a scoped sub admin to their scope, and another tenant out', async () => {
    const mine = await call(finance, 'GET', '/schedules/roster?from=2027-05-01&to=2027-05-07&pageSize=50');
    expect(mine.statusCode, mine.body).toBe(200);
    const ids = (mine.json().rows as TRow[]).map((r) => r.employeeId);
    expect(ids).toContain(finEmp.id);
    expect(ids).not.toContain(salesEmp.id);
    const outside = await call(finance, 'PUT', '/schedules/days', {
      cells: [{ employeeId: salesEmp.id, day: '2027-05-03', set: 'rest' }],
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().fields).toEqual({ cells: 'invalidReference' });
    const foreign = await call(acme, 'PUT', '/schedules/days', {
      cells: [{ employeeId: finEmp.id, day: '2027-05-03', set: 'rest' }],
    });
    expect(foreign.statusCode).toBe(400);
    const acmeRoster = await call(acme, 'GET', '/schedules/roster?from=2027-05-01&to=2027-05-07&pageSize=50');
    expect((acmeRoster.json().rows as TRow[]).map((r) => r.employeeId)).not.toContain(finEmp.id);
    // the Finance history shows Finance people only
    const h = await call(finance, 'GET', '/schedules/history?pageSize=50');
    expect((h.json().rows as { employeeId: string }[]).every((r) => r.employeeId === finEmp.id)).toBe(true);
    // an employee has no roster
    expect((await call(emp, 'GET', '/schedules/roster?from=2027-05-01&to=2027-05-07')).statusCode).toBe(403);
  });
});

describe('checking in by the schedule', () => {
  it("an employee's own calendar shows the roster's shift, rest days and holidays", async () => {
    const me = (
      await owner.query(`select e.id from employees e join users u on u.id = e.user_id and u.email = 'emp@demo.test'`)
    ).rows[0].id;
    await call(hr, 'PUT', '/schedules/days', {
      cells: [{ employeeId: me, day: '2027-03-02', set: 'shift', shiftId: shifts.NIGHT }],
    });
    const res = await call(emp, 'GET', '/schedules/mine?from=2027-03-01&to=2027-03-08');
    expect(res.statusCode, res.body).toBe(200);
    const days = res.json().days as {
      day: string;
      kind: string;
      shift: { code: string } | null;
      holiday: string | null;
    }[];
    expect(days.find((d) => d.day === '2027-03-02')).toMatchObject({ kind: 'scheduled', shift: { code: 'NIGHT' } });
    expect(days.find((d) => d.day === '2027-03-08')).toMatchObject({ kind: 'holiday' });
    expect(days.find((d) => d.day === '2027-03-08')?.holiday).toBeTruthy();
    expect((await call(hr, 'GET', '/schedules/mine')).statusCode).toBe(404);
  });

  it("lists the employee's public holidays of a year, recurring ones on that year's day", async () => {
    const res = await call(emp, 'GET', '/me/holidays?year=2027');
    expect(res.statusCode, res.body).toBe(200);
    const days = res.json().days as { day: string; name: string }[];
    expect(days.some((d) => d.day === '2027-03-08')).toBe(true);
    expect(days.every((d) => d.day.startsWith('2027-'))).toBe(true);
    expect(days.map((d) => d.day)).toEqual([...days.map((d) => d.day)].sort());
    expect((await call(hr, 'GET', '/me/holidays')).statusCode).toBe(404);
  });
});

describe('importing a schedule', () => {
  const upload = (cookie: string, lines: string[]) => {
    const body = multipart({}, [
      { field: 'file', name: 'roster.csv', type: 'text/csv', content: Buffer.from(`${lines.join('\r\n')}\r\n`) },
    ]);
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/imports/schedules',
      payload: body.payload,
      headers: { ...body.headers, cookie },
    });
  };

  it('reports bad rows and writes nothing, then writes every row of a good file into the roster and its history', async () => {
    const bad = await upload(hr, [
      'Employee ID,Date,Shift',
      `${salesEmp.code},01-06-2027,NIGHT`,
      'NOBODY,02-06-2027,DAY',
      `${salesEmp.code},31-06-2027,DAY`,
      `${salesEmp.code},03-06-2027,LUNCH`,
    ]);
    expect(bad.statusCode, bad.body).toBe(200);
    expect(bad.json()).toMatchObject({ total: 4, valid: 1, errorCount: 3 });
    expect(
      bad.json().errors.map((e: { row: number; column: string; code: string }) => [e.row, e.column, e.code]),
    ).toEqual([
      [3, 'employeeCode', 'unknownEmployee'],
      [4, 'date', 'invalidDate'],
      [5, 'shift', 'unknownShift'],
    ]);
    const good = await upload(hr, [
      'Employee ID,Date,Shift',
      `${salesEmp.code},01-06-2027,NIGHT`,
      `${salesEmp.code},02-06-2027,rest`,
      `${salesEmp.code},03-06-2027,DEFAULT`,
    ]);
    expect(good.json()).toMatchObject({ total: 3, valid: 3, errorCount: 0 });
    const c = await t.app.inject({
      method: 'POST',
      url: `/api/v1/imports/schedules/${good.json().id}/commit`,
      headers: { cookie: hr },
    });
    expect(c.statusCode, c.body).toBe(202);
    await t.app.services.jobs.drain();
    const cells = await cellsOf(hr, salesEmp, '2027-06-01', '2027-06-03');
    expect(cells?.map((x) => x.kind)).toEqual(['scheduled', 'rest', 'default']);
    const h = await call(hr, 'GET', `/schedules/history?employeeId=${salesEmp.id}&from=2027-06-01&to=2027-06-30`);
    expect((h.json().rows as { source: string }[]).map((r) => r.source)).toEqual(['import', 'import']);
    // the Finance sub admin's import sees no Sales employee
    const scoped = await upload(finance, ['Employee ID,Date,Shift', `${salesEmp.code},01-06-2027,DAY`]);
    expect(scoped.json().errors[0]).toMatchObject({ column: 'employeeCode', code: 'unknownEmployee' });
  });
});
