import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employeeOfLogin, leaveWorker } from '../../test/leave-fixtures.ts';
import { commitImportOf, uploadImport } from '../../test/multipart.ts';
import { createTestApp, loginAs, platformOwner, type TTestContext } from '../../test/test-app.ts';
import { accrue } from './leave-accrual.ts';

/**
 * The leave bank (issue 13): templates and their lines, assignments that credit what is due since their start,
 * scheduled credits exactly once, year ends with carry-forward and expiry, balances as the ledger's sum, manual
 * adjustments, the report, and the scope of a sub admin.
 */
let t: TTestContext;
let owner: pg.Client;
let hr: string;
let emp: string;
let finance: string;
let tenantId: string;
let annual: string;
let sick: string;
let templateId: string;
/** a Phnom Penh employee outside Finance, joined long ago; and emp@demo.test */
let worker: { id: string; name: string; code: string };
let me: string;

const api = (cookie: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
const balanceOf = async (employeeId: string, at: string, typeId: string) => {
  const r = await api(hr, 'GET', `/leave/bank/${employeeId}?at=${at}`);
  expect(r.statusCode, r.body).toBe(200);
  return r.json().balances.find((b: { leaveTypeId: string }) => b.leaveTypeId === typeId)?.balance;
};

beforeAll(async () => {
  t = await createTestApp();
  owner = await platformOwner(t);
  hr = await loginAs(t.app, 'hr@demo.test', 'demo');
  emp = await loginAs(t.app, 'emp@demo.test', 'demo');
  finance = await loginAs(t.app, 'finance@demo.test', 'demo');
  const types = await owner.query<{ id: string; code: string; tenant_id: string }>(
    `select lt.id, lt.code, lt.tenant_id from leave_types lt join tenants x on x.id = lt.tenant_id
      where x.account = 'demo' and lt.deleted_at is null`,
  );
  tenantId = types.rows[0]!.tenant_id;
  annual = types.rows.find((x) => x.code === 'AL')!.id;
  sick = types.rows.find((x) => x.code === 'SL')!.id;
  worker = await leaveWorker(owner, tenantId);
  me = await employeeOfLogin(owner, 'emp@demo.test');
  await owner.query(`update employees set join_date = '2020-01-06', exit_date = null where id = any($1)`, [
    [worker.id, me],
  ]);
});

afterAll(async () => {
  await owner?.end();
  await t?.close();
});

describe('leave templates', () => {
  it('refuse a line of a leave type that does not exist, and a type twice', async () => {
    const bad = await api(hr, 'POST', '/resources/leaveTemplate', {
      name: 'Broken',
      yearStartMonth: '1',
      entitlements: [
        { leaveTypeId: annual, days: '12', earning: 'monthly' },
        { leaveTypeId: '00000000-0000-4000-8000-000000000000', days: '5', earning: 'upfront' },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ 'entitlements.1.leaveTypeId': 'invalidReference' });
    const twice = await api(hr, 'POST', '/resources/leaveTemplate', {
      name: 'Twice',
      yearStartMonth: '1',
      entitlements: [
        { leaveTypeId: annual, days: '12', earning: 'monthly' },
        { leaveTypeId: annual, days: '5', earning: 'upfront' },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().fields).toEqual({ entitlements: 'duplicateLeaveType' });
    const none = await api(hr, 'POST', '/resources/leaveTemplate', {
      name: 'Empty',
      yearStartMonth: '1',
      entitlements: [],
    });
    expect(none.json().fields).toEqual({ entitlements: 'required' });
  });

  it('are created with their lines (days kept exact)', async () => {
    const r = await api(hr, 'POST', '/resources/leaveTemplate', {
      name: 'Standard staff',
      code: 'STAFF',
      yearStartMonth: '1',
      entitlements: [
        // a day a month, up to 5 carried into the next year, lapsing at the end of March
        { leaveTypeId: annual, days: '12.00', earning: 'monthly', carryCap: '5', carryExpiryMonths: 3 },
        { leaveTypeId: sick, days: '10', earning: 'upfront', carryCap: '0', carryExpiryMonths: 0 },
      ],
    });
    expect(r.statusCode, r.body).toBe(201);
    templateId = r.json().id;
    expect(r.json().entitlements[0]).toEqual({
      leaveTypeId: annual,
      days: '12',
      earning: 'monthly',
      carryCap: '5',
      carryExpiryMonths: 3,
    });
  });
});

describe('assigning a template', () => {
  it('credits what is due since its start, with year ends, carry-forward and expiry', async () => {
    const r = await api(hr, 'PUT', '/leave/assignments', {
      templateId,
      target: 'employees',
      employeeIds: [worker.id, me],
      fromDate: '2025-01-01',
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().employees).toBe(2);
    // the worker's two years (the employee login's periods were credited by the demo's own template already)
    expect(r.json().credits).toBeGreaterThan(20);
    // 2025: a day at each month's end, ten sick days on 1 January
    expect(await balanceOf(worker.id, '2025-06-30', annual)).toBe('6');
    expect(await balanceOf(worker.id, '2025-12-31', annual)).toBe('12');
    expect(await balanceOf(worker.id, '2025-12-31', sick)).toBe('10');
    // 1 January 2026: 12 lapse, 5 are carried; sick days do not carry, the new year's ten come
    expect(await balanceOf(worker.id, '2026-01-01', annual)).toBe('5');
    expect(await balanceOf(worker.id, '2026-01-01', sick)).toBe('10');
    // the carried five lapse on 1 April (none were taken): Jan–Mar's three remain
    expect(await balanceOf(worker.id, '2026-03-31', annual)).toBe('8');
    expect(await balanceOf(worker.id, '2026-04-01', annual)).toBe('3');
  });

  it('lists who has a template and who has none; audits each employee', async () => {
    const r = await api(hr, 'GET', `/leave/assignments?search=${encodeURIComponent(worker.name)}`);
    expect(r.json().rows[0]).toMatchObject({
      employeeId: worker.id,
      templateName: 'Standard staff',
      fromDate: '2025-01-01',
    });
    const none = await api(hr, 'GET', '/leave/assignments?unassigned=1&pageSize=50');
    expect(none.json().rows.some((x: { employeeId: string }) => x.employeeId === worker.id)).toBe(false);
    expect(none.json().total).toBeGreaterThan(0);
    const audit = await owner.query(
      `select after from audit_log where action = 'leave.templateAssigned' and entity_id = $1`,
      [worker.id],
    );
    expect(audit.rows[0].after).toMatchObject({ template: 'Standard staff', fromDate: '2025-01-01' });
  });

  it('refuses an unknown template or employee', async () => {
    const r = await api(hr, 'PUT', '/leave/assignments', {
      templateId: '00000000-0000-4000-8000-000000000000',
      target: 'employees',
      employeeIds: [worker.id],
      fromDate: '2025-01-01',
    });
    expect(r.json().fields).toEqual({ templateId: 'invalidReference' });
    const who = await api(hr, 'PUT', '/leave/assignments', {
      templateId,
      target: 'employees',
      employeeIds: ['00000000-0000-4000-8000-000000000000'],
      fromDate: '2025-01-01',
    });
    expect(who.json().fields).toEqual({ employeeIds: 'invalidReference' });
    const missing = await api(hr, 'PUT', '/leave/assignments', {
      templateId,
      target: 'department',
      fromDate: '2025-01-01',
    });
    expect(missing.json().fields).toEqual({ departmentId: 'required' });
  });
});

describe('scheduled accrual', () => {
  it('run again, or twice at once, credits nothing more', async () => {
    const count = async () =>
      Number(
        (await owner.query(`select count(*) from leave_ledger where employee_id = $1`, [worker.id])).rows[0].count,
      );
    const before = await count();
    const where = sql`e.tenant_id = ${tenantId} and e.id = ${worker.id}`;
    const written = await Promise.all([
      t.db.platform((db) => accrue(db, where, { full: true })),
      t.db.platform((db) => accrue(db, where, { full: true })),
      t.db.platform((db) => accrue(db, where)),
    ]);
    expect(written).toEqual([0, 0, 0]);
    expect(await count()).toBe(before);
  });

  it('a month’s credit is made once its day has come, in the organization’s zone', async () => {
    const where = sql`e.tenant_id = ${tenantId} and e.id = ${worker.id}`;
    const periods = async () =>
      (
        await owner.query<{ period: string }>(
          `select period from leave_ledger where employee_id = $1 and leave_type_id = $2 and kind = 'accrual' and period like '2027-%'`,
          [worker.id, annual],
        )
      ).rows.map((x) => x.period);
    // January's credit is due on 31 January, which starts in Phnom Penh (UTC+7) at 17:00 UTC the day before
    await t.db.platform((db) => accrue(db, where, { now: new Date('2027-01-30T16:59:00Z') }));
    expect(await periods()).toEqual([]);
    await t.db.platform((db) => accrue(db, where, { now: new Date('2027-01-30T17:00:00Z') }));
    expect(await periods()).toEqual(['2027-01']);
  });
});

describe('balances and the ledger', () => {
  it('an adjustment with its reason moves the balance; the ledger shows the running balance', async () => {
    const before = await balanceOf(worker.id, '2026-04-01', annual);
    const r = await api(hr, 'POST', `/leave/bank/${worker.id}/adjustments`, {
      leaveTypeId: annual,
      days: '1.5',
      day: '2026-04-01',
      reason: 'Worked the Khmer New Year',
    });
    expect(r.statusCode, r.body).toBe(201);
    expect(await balanceOf(worker.id, '2026-04-01', annual)).toBe(String(Number(before) + 1.5));
    const l = await api(
      hr,
      'GET',
      `/leave/bank/${worker.id}/ledger?leaveTypeId=${annual}&from=2026-04-01&to=2026-04-01`,
    );
    const row = l.json().rows.find((x: { kind: string }) => x.kind === 'adjustment');
    expect(row).toMatchObject({ days: '1.5', note: 'Worked the Khmer New Year', createdByName: expect.any(String) });
    expect(row.running).toBe('4.5');
    const audit = await owner.query(`select after from audit_log where action = 'leave.adjusted' and entity_id = $1`, [
      worker.id,
    ]);
    expect(audit.rows[0].after).toMatchObject({ days: '1.5', reason: 'Worked the Khmer New Year' });
  });

  it('a wrong adjustment is refused with its fields', async () => {
    const r = await api(hr, 'POST', `/leave/bank/${worker.id}/adjustments`, {
      leaveTypeId: annual,
      days: '0',
      day: '2026-02-30',
      reason: ' ',
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().fields).toMatchObject({ days: 'invalidNumber', day: 'invalidDate', reason: 'required' });
  });

  it('the ledger is append-only in the database', async () => {
    await expect(owner.query(`update leave_ledger set days = 99 where employee_id = $1`, [worker.id])).rejects.toThrow(
      /append-only/,
    );
  });

  it('the report lists each employee and type at a date, also as CSV', async () => {
    const r = await api(hr, 'GET', `/leave/bank?at=2025-12-31&search=${encodeURIComponent(worker.name)}`);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().rows.map((x: { leaveTypeId: string; balance: string }) => [x.leaveTypeId, x.balance])).toEqual(
      expect.arrayContaining([
        [annual, '12'],
        [sick, '10'],
      ]),
    );
    expect(r.json().rows[0]).toMatchObject({ balanceHours: expect.any(String), pending: '0' });
    const csv = await api(hr, 'GET', `/leave/bank/export.csv?at=2025-12-31&search=${encodeURIComponent(worker.name)}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('12');
  });

  it('an employee reads their own bank and ledger, not anyone else’s', async () => {
    const mine = await api(emp, 'GET', '/me/leave/bank');
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json()).toMatchObject({ employeeId: me, templateName: 'Standard staff' });
    expect(mine.json().balances.map((b: { leaveTypeId: string }) => b.leaveTypeId)).toEqual(
      expect.arrayContaining([annual, sick]),
    );
    const ledger = await api(emp, 'GET', '/me/leave/ledger');
    expect(ledger.json().total).toBeGreaterThan(10);
    expect((await api(emp, 'GET', `/leave/bank/${worker.id}`)).statusCode).toBe(403);
  });

  it('a sub admin sees only the employees of their scope', async () => {
    expect((await api(finance, 'GET', `/leave/bank/${worker.id}?at=2025-12-31`)).statusCode).toBe(404);
    const r = await api(finance, 'GET', '/leave/bank?at=2025-12-31&pageSize=50');
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().rows.some((x: { employeeId: string }) => x.employeeId === worker.id)).toBe(false);
    const adj = await api(finance, 'POST', `/leave/bank/${worker.id}/adjustments`, {
      leaveTypeId: annual,
      days: '1',
      day: '2026-04-01',
      reason: 'Out of scope',
    });
    expect(adj.statusCode).toBe(404);
  });
});

describe('opening balances (/employees/importleave)', () => {
  const upload = (lines: string[]) => uploadImport(t.app, 'leaveOpenings', hr, lines);

  it('checks every row, then writes each as the employee’s opening row, once', async () => {
    const others = await owner.query<{ code: string; id: string }>(
      `select e.employee_code as code, e.id from employees e
        where e.tenant_id = $1 and e.deleted_at is null and e.status = 'active'
          and not exists (select 1 from leave_ledger l where l.employee_id = e.id)
        order by e.employee_code limit 2`,
      [tenantId],
    );
    const [a, b] = others.rows;
    const bad = await upload([
      'Employee ID,Leave type,Days,Date,Note',
      `${a!.code},Annual leave,6.5,01-01-2026,From the old system`,
      `${a!.code},AL,1,01-01-2026,`,
      `NOPE,AL,x,31-02-2026,`,
    ]);
    expect(bad.statusCode, bad.body).toBe(200);
    expect(
      bad.json().errors.map((e: { row: number; column: string; code: string }) => `${e.row}:${e.column}:${e.code}`),
    ).toEqual(
      expect.arrayContaining([
        '3::duplicateInFile',
        '4:employeeCode:unknownEmployee',
        '4:days:invalidNumber',
        '4:date:invalidDate',
      ]),
    );
    const good = await upload([
      'Employee ID,Leave type,Days,Date,Note',
      `${a!.code},Annual leave,6.5,01-01-2026,From the old system`,
      `${b!.code},SL,-1.25,01-01-2026,`,
    ]);
    expect(good.json()).toMatchObject({ total: 2, valid: 2, errorCount: 0 });
    const c = await commitImportOf(t.app, 'leaveOpenings', hr, good.json().id);
    expect(c.statusCode, c.body).toBe(202);
    await t.app.services.jobs.drain();
    expect(await balanceOf(a!.id, '2026-01-01', annual)).toBe('6.5');
    expect(await balanceOf(b!.id, '2026-01-01', sick)).toBe('-1.25');
    // imported once: the same rows again are refused as existing
    const again = await upload(['Employee ID,Leave type,Days,Date,Note', `${a!.code},AL,2,01-01-2026,`]);
    expect(again.json().errors[0]).toMatchObject({ code: 'exists' });
  });
});
