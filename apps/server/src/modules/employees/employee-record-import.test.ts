import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, showDay } from '@staffdesk/core/dates';
import { todayIn } from '@staffdesk/core/time-zones';
import { multipart } from '../../test/multipart.ts';
import { createTestApp, loginAs, platformOwner, type TTestContext } from '../../test/test-app.ts';

/** `/employees/importdependant` and `/employees/importassets`: profile-tab records from a file, all or none. */
let t: TTestContext;
let owner: pg.Client;
let hr: string;
let demoId: string;
let srey: { id: string; code: string };

const csv = (lines: string[]) => Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
const upload = (kind: string, content: Buffer) => {
  const body = multipart({}, [{ field: 'file', name: `${kind}.csv`, type: 'text/csv', content }]);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/imports/${kind}`,
    payload: body.payload,
    headers: { ...body.headers, cookie: hr },
  });
};
const commit = (kind: string, id: string) =>
  t.app.inject({ method: 'POST', url: `/api/v1/imports/${kind}/${id}/commit`, headers: { cookie: hr } });
const rows = async (table: string, like: string) =>
  (
    await owner.query(
      `select * from ${table} where tenant_id = $1 and name like $2 and deleted_at is null order by name`,
      [demoId, like],
    )
  ).rows;

beforeAll(async () => {
  t = await createTestApp();
  owner = await platformOwner(t);
  demoId = (await owner.query(`select id from tenants where account = 'demo'`)).rows[0].id;
  hr = await loginAs(t.app, 'hr@demo.test', 'demo');
  const e = (
    await owner.query(
      `select id, employee_code as code from employees where tenant_id = $1 and email = 'emp@demo.test'`,
      [demoId],
    )
  ).rows[0];
  srey = e;
});
afterAll(async () => {
  await owner?.end();
  await t?.close();
});

describe('the dependant import', () => {
  it('offers a template in the asked language', async () => {
    const res = await t.app.inject({
      url: '/api/v1/imports/dependants/template?format=csv&lang=zh',
      headers: { cookie: hr },
    });
    expect(res.body.split('\r\n')[0]).toBe('\uFEFF员工编号,姓名,关系,出生日期,手机,备注');
  });

  it('checks every cell, then writes all rows in one job', async () => {
    const bad = (
      await upload(
        'dependants',
        csv([
          'Employee ID,Name,Relation,Date of Birth',
          `${srey.code},Imp Chenda,ប្ដី/ប្រពន្ធ,12-03-1990`,
          'NOPE-1,Imp Ghost,Child,',
          `${srey.code},,Cousin,31-02-2019`,
          `${srey.code},Imp Chenda,ប្ដី/ប្រពន្ធ,12-03-1990`,
        ]),
      )
    ).json();
    expect(bad).toMatchObject({ total: 4, valid: 1 });
    expect(bad.errors).toEqual(
      expect.arrayContaining([
        { row: 3, column: 'employeeCode', code: 'unknownEmployee' },
        { row: 4, column: 'dateOfBirth', code: 'invalidDate' },
        { row: 4, column: 'name', code: 'required' },
        { row: 4, column: 'relation', code: 'invalidOption' },
        { row: 5, column: '', code: 'duplicateInFile', values: { row: 2 } },
      ]),
    );
    expect((await commit('dependants', bad.id)).statusCode).toBe(400);
    expect(await rows('employee_dependants', 'Imp %')).toEqual([]);

    const good = (
      await upload(
        'dependants',
        csv([
          '员工编号,姓名,关系,出生日期',
          `${srey.code},Imp Chenda,ប្ដី/ប្រពន្ធ,12-03-1990`,
          `${srey.code.toLowerCase()},Imp Dara,子女,01-06-2019`,
        ]),
      )
    ).json();
    expect(good).toMatchObject({ total: 2, valid: 2, errorCount: 0 });
    expect((await commit('dependants', good.id)).statusCode).toBe(202);
    await t.app.services.jobs.drain();
    const written = await rows('employee_dependants', 'Imp %');
    expect(written.map((r) => [r.name, r.relation, r.employee_id])).toEqual([
      ['Imp Chenda', 'spouse', srey.id],
      ['Imp Dara', 'child', srey.id],
    ]);
  });
});

describe('the asset import', () => {
  it('names asset types by name, keeps a return after the issue, and defaults the condition', async () => {
    const head = 'Employee ID,Asset,Asset Type,Issued On,Returned On,Condition';
    const bad = (
      await upload(
        'assets',
        csv([
          head,
          `${srey.code},Imp Laptop,Laptopp,01-02-2026,,`,
          `${srey.code},Imp Phone,Mobile phone,01-02-2026,01-01-2026,Good`,
        ]),
      )
    ).json();
    expect(bad.errors).toEqual([
      { row: 2, column: 'assetType', code: 'unknownRecord' },
      { row: 3, column: 'returnedDate', code: 'dateOrder' },
    ]);
    const good = (await upload('assets', csv([head, `${srey.code},Imp Laptop,laptop,01-02-2026,,`]))).json();
    expect(good).toMatchObject({ valid: 1, errorCount: 0 });
    await commit('assets', good.id);
    await t.app.services.jobs.drain();
    const written = await owner.query(
      `select name, condition, to_char(issued_date, 'YYYY-MM-DD') as issued from employee_assets
        where tenant_id = $1 and name like 'Imp %'`,
      [demoId],
    );
    expect(written.rows).toEqual([{ name: 'Imp Laptop', condition: 'good', issued: '2026-02-01' }]);
  });
});

describe('the salary import', () => {
  it('writes salary changes as promotions: one dated today takes effect at once, a later one waits', async () => {
    const today = todayIn('Asia/Phnom_Penh');
    const file = csv([
      'Employee ID,Effective Date,Basic Salary',
      `${srey.code},${showDay(today)},1999.50`,
      `${srey.code},${showDay(addDays(today, 40))},2100`,
      `${srey.code},${showDay(today)},`,
    ]);
    const bad = (await upload('salaries', file)).json();
    expect(bad.errors).toEqual([{ row: 4, column: 'basicSalary', code: 'required' }]);
    const good = (
      await upload(
        'salaries',
        csv(
          file
            .toString('utf8')
            .replace(/^\uFEFF/, '')
            .trim()
            .split('\r\n')
            .slice(0, 3),
        ),
      )
    ).json();
    expect(good).toMatchObject({ valid: 2, errorCount: 0 });
    expect((await commit('salaries', good.id)).statusCode).toBe(202);
    await t.app.services.jobs.drain();
    const e = await owner.query(`select basic_salary::text as s from employees where id = $1`, [srey.id]);
    expect(e.rows[0].s).toBe('1999.5000');
    const pending = await owner.query(
      `select basic_salary::text as s, applied_on from employee_promotions where employee_id = $1 and basic_salary = 2100`,
      [srey.id],
    );
    expect(pending.rows).toEqual([{ s: '2100.00', applied_on: null }]);
  });
});
