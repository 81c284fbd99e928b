import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { inject } from 'vitest';
import { MIGRATIONS_DIR, migrateDatabase } from '../../platform/db/migrate.ts';
import { withDatabase } from '../../test/global-setup.ts';

/**
 * The users → employees migration (0013) on the schema before it, with data: every user who is an employee gets a
 * record linked to their login, in the first organization, with their free-text department as a record; a tenant
 * with staff but no organization gets one. Nothing is lost.
 */
const name = `${inject('dbPrefix')}mig_${crypto.randomBytes(4).toString('hex')}`;
const adminUrl = inject('dbAdminUrl');
const url = withDatabase(adminUrl, name);
let before: string;
let c: pg.Client;

/** The migrations folder as it was before 0013. */
function earlierFolder(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'staffdesk-mig-'));
  fs.mkdirSync(path.join(dir, 'meta'));
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8'));
  journal.entries = journal.entries.filter((e: { tag: string }) => e.tag < '0013');
  fs.writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify(journal));
  for (const e of journal.entries as { tag: string }[])
    fs.copyFileSync(path.join(MIGRATIONS_DIR, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
  return dir;
}

beforeAll(async () => {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  before = earlierFolder();
  await migrateDatabase(url, before);
  c = new pg.Client({ connectionString: url });
  await c.connect();
  await c.query(`select set_config('app.platform', 'on', false)`);
});
afterAll(async () => {
  await c?.end();
  fs.rmSync(before, { recursive: true, force: true });
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
});

it('gives every employee user a record, linked, filed, with nothing lost', async () => {
  const t1 = (await c.query(`insert into tenants (account, name) values ('one', 'One Co') returning id`)).rows[0].id;
  const t2 = (await c.query(`insert into tenants (account, name) values ('two', 'Two Co') returning id`)).rows[0].id;
  const org = (
    await c.query(
      `insert into organizations (tenant_id, title, code, timezone, currency) values ($1, 'Head office', 'HO', 'Asia/Kuala_Lumpur', 'MYR') returning id`,
      [t1],
    )
  ).rows[0].id;
  const sales = (
    await c.query(`insert into departments (tenant_id, name, organization_id) values ($1, 'Sales', $2) returning id`, [
      t1,
      org,
    ])
  ).rows[0].id;
  const user = (values: string) =>
    c.query(
      `insert into users (tenant_id, email, password_hash, login_type, first_name, last_name, department, position, is_employee, disabled)
       values ${values}`,
    );
  await user(`('${t1}', 'a@one.test', 'x', 'emp', 'Aina', 'Rahman', ' sales ', 'Clerk', false, false),
              ('${t1}', 'b@one.test', 'x', 'emp', 'Bo', '', 'Warehouse', null, false, true),
              ('${t1}', 'c@one.test', 'x', 'sub_admin', 'Chen', 'Li', 'Warehouse', 'Officer', true, false),
              ('${t1}', 'hr@one.test', 'x', 'hr_admin', 'Hana', 'Lee', 'HR', 'Manager', false, false),
              ('${t2}', 'd@two.test', 'x', 'emp', 'Dara', 'Sok', null, null, false, false)`);

  await migrateDatabase(url);

  const rows = await c.query(
    `select u.email, e.employee_code, e.first_name, e.last_name, o.title as org, d.name as dept, e.position, e.status
       from employees e join users u on u.tenant_id = e.tenant_id and u.id = e.user_id
       join organizations o on o.tenant_id = e.tenant_id and o.id = e.organization_id
       left join departments d on d.tenant_id = e.tenant_id and d.id = e.department_id
      order by u.email`,
  );
  // numbered per tenant in the order the users were made (one statement here: any order)
  expect(
    rows.rows
      .filter((r) => r.email !== 'd@two.test')
      .map((r) => r.employee_code)
      .sort(),
  ).toEqual(['EMP-0001', 'EMP-0002', 'EMP-0003']);
  expect(rows.rows.map(({ employee_code, ...r }) => r)).toEqual([
    {
      email: 'a@one.test',
      first_name: 'Aina',
      last_name: 'Rahman',
      org: 'Head office',
      dept: 'Sales',
      position: 'Clerk',
      status: 'active',
    },
    {
      email: 'b@one.test',
      first_name: 'Bo',
      last_name: '',
      org: 'Head office',
      dept: 'Warehouse',
      position: null,
      status: 'inactive',
    },
    {
      email: 'c@one.test',
      first_name: 'Chen',
      last_name: 'Li',
      org: 'Head office',
      dept: 'Warehouse',
      position: 'Officer',
      status: 'active',
    },
    {
      email: 'd@two.test',
      first_name: 'Dara',
      last_name: 'Sok',
      org: 'Two Co',
      dept: null,
      position: null,
      status: 'active',
    },
  ]);
  // the existing department is reused; the free-text one became one record, in the first organization
  const depts = await c.query(`select id, name, organization_id from departments where tenant_id = $1 order by name`, [
    t1,
  ]);
  expect(depts.rows.map((d) => d.name)).toEqual(['Sales', 'Warehouse']);
  expect(depts.rows[0].id).toBe(sales);
  expect(depts.rows[1].organization_id).toBe(org);
  // the HR admin is no employee; logins are untouched
  expect((await c.query(`select count(*)::int as n from users`)).rows[0].n).toBe(5);
});
