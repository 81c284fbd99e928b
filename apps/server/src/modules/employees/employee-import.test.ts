import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../../test/multipart.ts';
import { createTestApp, loginAs, platformOwner, type TTestContext } from '../../test/test-app.ts';

/** `/employees_bulk_import/import` on the platform's pipeline: template, checked preview, all rows or none. */
let t: TTestContext;
let owner: pg.Client;
let hr: string;
let demoId: string;

const csv = (lines: string[]) => Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
const upload = (cookie: string, content: Buffer) => {
  const body = multipart({}, [{ field: 'file', name: 'staff.csv', type: 'text/csv', content }]);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/imports/employees',
    payload: body.payload,
    headers: { ...body.headers, cookie },
  });
};
const commit = (id: string) =>
  t.app.inject({ method: 'POST', url: `/api/v1/imports/employees/${id}/commit`, headers: { cookie: hr } });
const count = async (like: string) =>
  (
    await owner.query(`select count(*)::int as n from employees where tenant_id = $1 and first_name like $2`, [
      demoId,
      like,
    ])
  ).rows[0].n as number;
const HEAD = 'Employee ID,First Name,Last Name,Email,Gender,Organization Code,Department,Status,Join Date,Basic Salary';

beforeAll(async () => {
  t = await createTestApp();
  owner = await platformOwner(t);
  demoId = (await owner.query(`select id from tenants where account = 'demo'`)).rows[0].id;
  hr = await loginAs(t.app, 'hr@demo.test', 'demo');
});
afterAll(async () => {
  await owner?.end();
  await t?.close();
});

describe('the employee import', () => {
  it('offers a template with the headers in the asked language', async () => {
    const km = await t.app.inject({
      url: '/api/v1/imports/employees/template?format=csv&lang=km',
      headers: { cookie: hr },
    });
    expect(km.body.split('\r\n')[0]).toMatch(/^\uFEFFលេខសម្គាល់បុគ្គលិក,នាមខ្លួន,នាមត្រកូល,អ៊ីមែល/);
    const emp = await loginAs(t.app, 'emp@demo.test', 'demo');
    expect(
      (await t.app.inject({ url: '/api/v1/imports/employees/template', headers: { cookie: emp } })).statusCode,
    ).toBe(403);
  });

  it('names each bad cell by row and column, and writes nothing until Import', async () => {
    const p = (
      await upload(
        hr,
        csv([
          HEAD,
          ',Imp Ok,One,imp.ok@demo.test,Female,MTPP,Finance,Active,01-03-2026,900',
          ',Imp Bad,Two,not-mail,Robot,NOPE,,Active,31-02-2026,-1',
          'PP1001,Imp Dup,Three,,ស្រី,MTPP,Sales,,,',
          ',Imp Again,Four,IMP.OK@demo.test,女,mykl,采购部,In-Active,,',
          ',Imp Taken,Five,emp@demo.test,,MTPP,,,,',
        ]),
      )
    ).json();
    expect(p).toMatchObject({ total: 5, valid: 1 });
    expect(p.errors).toEqual(
      expect.arrayContaining([
        { row: 3, column: 'organizationCode', code: 'unknownOrganization' },
        { row: 3, column: 'gender', code: 'invalidOption' },
        { row: 3, column: 'joinDate', code: 'invalidDate' },
        { row: 3, column: 'email', code: 'invalidEmail' },
        { row: 3, column: 'basicSalary', code: 'invalidAmount' },
        { row: 4, column: '', code: 'exists' },
        { row: 5, column: 'email', code: 'duplicateInFile', values: { row: 2 } },
        { row: 6, column: 'email', code: 'emailExists' },
      ]),
    );
    expect(await count('Imp %')).toBe(0);
    expect((await commit(p.id)).statusCode).toBe(400);
  });

  it('imports rows in one job: series numbers, departments by name or code, choices in any language, logins', async () => {
    const p = (
      await upload(
        hr,
        csv([
          HEAD,
          ',Imported Kanha,Sok,kanha.sok@demo.test,ស្រី,MTPP,fin,Active,01-03-2026,"1,250.50"',
          ',Imported Wei,Chen,,男,MYKL,采购部,离职,15-04-2025,',
          'X-77,Imported Code,Own,,Other,MTPP,,,,',
        ]),
      )
    ).json();
    expect(p).toMatchObject({ total: 3, valid: 3, errorCount: 0 });
    const c = await commit(p.id);
    expect(c.statusCode, c.body).toBe(202);
    await t.app.services.jobs.drain();
    const rows = await owner.query(
      `select e.employee_code, e.first_name, e.gender, e.status, e.basic_salary, d.code as dept, u.login_type
         from employees e left join departments d on d.tenant_id = e.tenant_id and d.id = e.department_id
         left join users u on u.tenant_id = e.tenant_id and u.id = e.user_id
        where e.tenant_id = $1 and e.first_name like 'Imported %' order by e.first_name`,
      [demoId],
    );
    expect(rows.rows).toEqual([
      {
        employee_code: 'X-77',
        first_name: 'Imported Code',
        gender: 'other',
        status: 'active',
        basic_salary: null,
        dept: null,
        login_type: null,
      },
      {
        employee_code: 'PP1061',
        first_name: 'Imported Kanha',
        gender: 'female',
        status: 'active',
        basic_salary: '1250.5000',
        dept: 'FIN',
        login_type: 'emp',
      },
      {
        employee_code: 'KL0106',
        first_name: 'Imported Wei',
        gender: 'male',
        status: 'inactive',
        basic_salary: null,
        dept: 'PUR',
        login_type: null,
      },
    ]);
    const audit = await owner.query(`select after from audit_log where action = 'import' and entity = 'employee'`);
    expect(audit.rows).toEqual([{ after: { file: 'staff.csv', rows: 3 } }]);
  });

  it('takes 10,000 rows; one bad row 9,999 of 10,000 writes nothing; a clash at commit rolls all back', async () => {
    const lines = [HEAD];
    for (let i = 0; i < 10_000; i++)
      lines.push(i === 9_998 ? `,,,,,MTPP,,,,` : `,Bulk ${i},Person,bulk${i}@demo.test,,MTPP,,,,`);
    const bad = (await upload(hr, csv(lines))).json();
    expect(bad).toMatchObject({ total: 10_000, valid: 9_999, errorCount: 1 });
    expect(bad.errors).toEqual([{ row: 10_000, column: 'firstName', code: 'required' }]);
    expect(await count('Bulk %')).toBe(0);

    lines[9_999] = ',Bulk 9998,Person,bulk9998@demo.test,,MTPP,,,,';
    const good = (await upload(hr, csv(lines))).json();
    expect(good).toMatchObject({ total: 10_000, valid: 10_000, errorCount: 0 });
    // someone takes an address of the file between the check and the import: nothing of it is written
    await owner.query(
      `insert into users (tenant_id, email, password_hash, login_type, first_name) values ($1, 'bulk5000@demo.test', '!', 'emp', 'Late')`,
      [demoId],
    );
    const c = await commit(good.id);
    await t.app.services.jobs.drain(90_000); // 10,000 rows on a busy machine can take longer than the default 15 s
    const failed = (await t.app.inject({ url: `/api/v1/jobs/${c.json().jobId}`, headers: { cookie: hr } })).json();
    expect(failed.state).toBe('failed');
    expect(await count('Bulk %')).toBe(0);
    await owner.query(`delete from users where email = 'bulk5000@demo.test'`);

    const again = (await upload(hr, csv(lines))).json();
    await commit(again.id);
    await t.app.services.jobs.drain(90_000);
    expect(await count('Bulk %')).toBe(10_000);
  }, 120_000);
});
