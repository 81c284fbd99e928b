import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Money, sumMoney } from '@staffdesk/core/money';
import type { TRun, TRunGrid } from '@staffdesk/core/payroll-api';
import { commitImportOf, uploadImport } from '../../test/multipart.ts';
import type { TTestContext } from '../../test/test-app.ts';
import { payrollFixture } from './run-fixtures.ts';

/**
 * The processed lines as a grid and adjustments (issue 14, decision 0032): employee × code with totals; an
 * adjustment with a reason is audited, waits for the next processing, then replaces the line it names.
 */
let f: Awaited<ReturnType<typeof payrollFixture>>;
let t: TTestContext;
let hr: string;
let sub: string;
let tenantId: string;
let kl: TRun;

const call = (cookie: string, method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
const gridOf = async (id: string, query = '') =>
  (await call(hr, 'GET', `/payroll/runs/${id}/grid${query}`)).json() as TRunGrid;

beforeAll(async () => {
  f = await payrollFixture(['hr', 'sub']);
  ({ t, hr, tenantId } = f);
  sub = f.cookies.sub!;
  kl = await f.processed((await f.opened('MYKL', '2031-08')).id);
});
afterAll(async () => {
  await t?.close();
});

describe('the payroll grid and adjustments', () => {
  it('shows employee × code with totals per currency that are the sums of the payslips', async () => {
    const raw = await call(hr, 'GET', `/payroll/runs/${kl.id}/grid?pageSize=200`);
    expect(raw.statusCode, raw.body).toBe(200);
    const g = raw.json() as TRunGrid;
    expect(g.total).toBe(kl.employees);
    expect(g.rows).toHaveLength(kl.employees);
    const codes = g.codes.map((c) => c.code);
    expect(codes.slice(0, 1)).toEqual(['BASIC']);
    expect(codes).toEqual(expect.arrayContaining(['EPF', 'EPF_ER']));
    expect(g.codes.find((c) => c.code === 'EPF')!.adjustable).toBe(false);
    expect(g.codes.find((c) => c.code === 'BASIC')!.adjustable).toBe(true);
    const myr = g.totals.find((x) => x.currency === 'MYR')!;
    const mine = g.rows.filter((r) => r.currency === 'MYR');
    expect(myr.net).toBe(sumMoney(mine.map((r) => r.net)).toFixed(2));
    expect(myr.cells.BASIC).toBe(sumMoney(mine.map((r) => r.cells.BASIC ?? '0')).toFixed(2));
    // a page, and a search by Employee ID
    const first = g.rows[0]!;
    expect((await gridOf(kl.id, '?pageSize=2&page=2')).rows.map((r) => r.employeeId)).toEqual(
      g.rows.slice(2, 4).map((r) => r.employeeId),
    );
    expect((await gridOf(kl.id, `?search=${first.employeeCode}`)).rows[0]!.employeeId).toBe(first.employeeId);
    expect((await call(hr, 'GET', `/payroll/runs/${kl.id}/grid?pageSize=5000`)).statusCode).toBe(400);
  });

  it('saves an adjustment with its reason, audited, applied by the next processing', async () => {
    const before = (await gridOf(kl.id, '?pageSize=200')).rows[0]!;
    const basic = new Money(before.cells.BASIC!);
    const body = { employeeId: before.employeeId, code: 'basic', amount: '1234.50', reason: 'Agreed pay for August' };
    const saved = await call(hr, 'PUT', `/payroll/runs/${kl.id}/entries`, body);
    expect(saved.statusCode, saved.body).toBe(200);
    const waiting = await gridOf(kl.id, `?search=${before.employeeCode}`);
    expect(waiting.entriesPending).toBe(true);
    expect(waiting.rows[0]!.cells.BASIC).toBe(basic.toFixed(2));
    expect(waiting.rows[0]!.entries.BASIC).toMatchObject({
      amount: '1234.50',
      reason: 'Agreed pay for August',
      source: 'adjustment',
      byName: 'Dara Sok',
    });
    expect((await f.run(kl.id)).entriesPending).toBe(true);

    await f.processed(kl.id);
    const after = await gridOf(kl.id, `?search=${before.employeeCode}`);
    expect(after.entriesPending).toBe(false);
    const row = after.rows[0]!;
    expect(row.cells.BASIC).toBe('1234.50');
    expect(new Money(row.net).eq(new Money(row.gross).minus(row.deductions))).toBe(true);
    // a one-off line of a code the employee has no item of
    const bonus = { employeeId: before.employeeId, code: 'MEAL', amount: '80', reason: 'Team dinner' };
    expect((await call(hr, 'PUT', `/payroll/runs/${kl.id}/entries`, bonus)).statusCode).toBe(200);
    await f.processed(kl.id);
    expect((await gridOf(kl.id, `?search=${before.employeeCode}`)).rows[0]!.cells.MEAL).toBe('80.00');

    const audit = await t.db.tenant(tenantId, (db) =>
      db.execute<{ action: string; after: { amount: string; reason: string } }>(
        sql`select action, after from audit_log
             where tenant_id = ${tenantId} and entity = 'payrollEntry' and entity_id = ${before.employeeId}
             order by id`,
      ),
    );
    expect(audit.rows.map((r) => [r.action, r.after.amount, r.after.reason])).toEqual([
      ['create', '1234.50', 'Agreed pay for August'],
      ['create', '80', 'Team dinner'],
    ]);
  });

  it('removes an adjustment: the line is computed again', async () => {
    const row = (await gridOf(kl.id)).rows[0]!;
    const cell = { employeeId: row.employeeId, code: 'BASIC' };
    const removed = await call(hr, 'DELETE', `/payroll/runs/${kl.id}/entries`, cell);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await call(hr, 'DELETE', `/payroll/runs/${kl.id}/entries`, cell)).statusCode).toBe(404);
    await f.processed(kl.id);
    expect((await gridOf(kl.id)).rows[0]!.cells.BASIC).not.toBe('1234.50');
  });

  it('refuses statutory lines, unknown codes and people, bad amounts, and no reason, field by field', async () => {
    const row = (await gridOf(kl.id)).rows[0]!;
    const put = (body: Record<string, unknown>) =>
      call(hr, 'PUT', `/payroll/runs/${kl.id}/entries`, {
        employeeId: row.employeeId,
        amount: '1',
        reason: 'x',
        ...body,
      });
    expect((await put({ code: 'EPF' })).json().fields).toEqual({ code: 'statutoryLine' });
    expect((await put({ code: 'NOPE' })).json().fields).toEqual({ code: 'invalidReference' });
    expect((await put({ code: 'BASIC', employeeId: crypto.randomUUID() })).json().fields).toEqual({
      employeeId: 'invalidReference',
    });
    expect((await put({ code: 'BASIC', amount: '-5', reason: ' ' })).json().fields).toEqual({
      amount: 'invalidNumber',
      reason: 'required',
    });
    expect((await put({ code: 'BASIC', amount: '1.234' })).statusCode).toBe(400);
  });

  it('needs the payroll line part, and no adjustment once approved', async () => {
    const row = (await gridOf(kl.id)).rows[0]!;
    const body = { employeeId: row.employeeId, code: 'BASIC', amount: '1', reason: 'x' };
    // the demo sub admin has no payroll process page at all
    expect((await call(sub, 'PUT', `/payroll/runs/${kl.id}/entries`, body)).statusCode).toBe(403);
    await t.db.tenant(tenantId, (db) =>
      db.execute(sql`update payroll_runs set status = 'approved' where tenant_id = ${tenantId} and id = ${kl.id}`),
    );
    const locked = await call(hr, 'PUT', `/payroll/runs/${kl.id}/entries`, body);
    expect(locked.statusCode).toBe(409);
    expect(locked.json()).toMatchObject({ code: 'payrollRunLocked' });
  });

  it('imports payroll notes: every row checked, then each the month’s entry, applied by the next processing', async () => {
    const sep = await f.processed((await f.opened('MYKL', '2031-09')).id);
    const [a, b] = (await gridOf(sep.id)).rows;
    const upload = (lines: string[], cookie = hr) => uploadImport(t.app, 'payrollNotes', cookie, lines);
    const header = 'Employee ID,Month,Pay Code,Amount,Note';
    const bad = await upload([
      header,
      `${a!.employeeCode},09-2031,MEAL,150,Client dinners`,
      `${a!.employeeCode},9-2031,meal,10,`,
      `NOPE,13-2031,EPF,-1,`,
      `${b!.employeeCode},08-2031,MEAL,1,`,
    ]);
    expect(
      bad.json().errors.map((e: { row: number; column: string; code: string }) => `${e.row}:${e.column}:${e.code}`),
    ).toEqual(
      expect.arrayContaining([
        '3::duplicateInFile',
        '4:employeeCode:unknownEmployee',
        '4:month:invalidMonth',
        '4:payCode:statutoryLine',
        '4:amount:invalidAmount',
        // August's run was approved above
        '5:month:payrollLocked',
      ]),
    );
    // the demo sub admin has no payroll process page; the payroll line part is checked too
    expect((await upload([header], sub)).statusCode).toBe(403);
    const good = await upload([
      header,
      `${a!.employeeCode},09-2031,MEAL,150,Client dinners`,
      `${b!.employeeCode},2031-09,ADV,75.50,Advance`,
    ]);
    expect(good.json()).toMatchObject({ total: 2, valid: 2, errorCount: 0 });
    const c = await commitImportOf(t.app, 'payrollNotes', hr, good.json().id);
    expect(c.statusCode, c.body).toBe(202);
    await t.app.services.jobs.drain();
    expect((await f.run(sep.id)).entriesPending).toBe(true);
    await f.processed(sep.id);
    const after = await gridOf(sep.id);
    const row = (code: string) => after.rows.find((r) => r.employeeCode === code)!;
    expect(row(a!.employeeCode).cells.MEAL).toBe('150.00');
    expect(row(a!.employeeCode).entries.MEAL).toMatchObject({ source: 'import', reason: 'Client dinners' });
    expect(row(b!.employeeCode).cells.ADV).toBe('75.50');
    expect(after.entriesPending).toBe(false);
  });
});
