import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { DEMO_PASSWORD } from '../../seed/demo.ts';
import { startMailSink, type TSink } from '../../test/mail-sink.ts';
import { createTestApp, loginAs, platformOwner, type TTestContext } from '../../test/test-app.ts';
import { insertRole, insertUser } from '../auth/auth.repo.ts';

/** Set-password links for employees whose login waits for a password (imported staff): scope, audit, mail. */
let t: TTestContext;
let sink: TSink;
let owner: pg.Client;
let demoId: string;
let hr: string;
let org: string;
let sales: string;
let finance: string;

const call = (cookie: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });

const linkIn = (text: string | undefined) =>
  /https:\/\/hr\.example\.test\/\S*(reset|set)-password\S*/.exec(text ?? '')?.[0];

beforeAll(async () => {
  sink = await startMailSink();
  t = await createTestApp({ config: { smtpUrl: sink.url, publicUrl: 'https://hr.example.test' } });
  owner = await platformOwner(t);
  demoId = (await owner.query<{ id: string }>(`select id from tenants where account = 'demo'`)).rows[0]!.id;
  org = (await owner.query(`select id from organizations where tenant_id = $1 and code = 'MTPP'`, [demoId])).rows[0].id;
  const dept = async (code: string) =>
    (await owner.query(`select id from departments where tenant_id = $1 and code = $2`, [demoId, code])).rows[0].id;
  sales = await dept('SAL');
  finance = await dept('FIN');
  hr = await loginAs(t.app, 'hr@demo.test', 'demo');
  const contact = (
    await owner.query(`select id from hr_fields where tenant_id = $1 and label = 'Emergency contact'`, [demoId])
  ).rows[0].id;
  // three staff with a login and no password yet, as an import leaves them; their first mails are not the point
  for (const [firstName, departmentId] of [
    ['Invitee One', sales],
    ['Invitee Two', sales],
    ['Invitee Three', finance],
  ] as const) {
    const email = `${firstName.replace(' ', '.').toLowerCase()}@demo.test`;
    const res = await call(hr, 'POST', '/employees', {
      firstName,
      lastName: 'Bulk',
      email,
      organizationId: org,
      departmentId,
      payrollType: 'flatSalary',
      hrFields: { [contact]: '+855 12 345 678' },
    });
    expect(res.statusCode, res.body).toBe(201);
    await sink.waitFor(email);
  }
  sink.clear();
});
afterAll(async () => {
  await owner?.end();
  await t?.close();
  await sink?.close();
});

describe('set-password links for the list', () => {
  it('go to every matching employee whose login has no password, each with a new link, audited', async () => {
    const pending = (await call(hr, 'GET', '/employees?search=Bulk&login=pending')).json();
    expect(pending.total).toBe(3);
    const res = await call(hr, 'POST', '/employees/invitations?search=Bulk');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ sent: 3, remaining: 0 });
    const mail = await sink.waitFor('invitee.one@demo.test');
    expect(mail.subject).toBeTruthy();
    expect(linkIn(mail.text)).toBeTruthy();
    await sink.waitFor('invitee.two@demo.test');
    await sink.waitFor('invitee.three@demo.test');
    const audit = await owner.query(
      `select count(*)::int as n from audit_log where tenant_id = $1 and action = 'employee.invite'`,
      [demoId],
    );
    expect(audit.rows[0].n).toBe(3);
  });

  it('skip those who have set a password (and a disabled login), and follow the filters', async () => {
    const hash = await hashPassword(DEMO_PASSWORD);
    await owner.query(`update users set password_hash = $1 where tenant_id = $2 and email = 'invitee.one@demo.test'`, [
      hash,
      demoId,
    ]);
    sink.clear();
    expect((await call(hr, 'GET', '/employees?search=Bulk&login=pending')).json().total).toBe(2);
    const sales_ = await call(hr, 'POST', `/employees/invitations?search=Bulk&departmentId=${sales}`);
    expect(sales_.json()).toEqual({ sent: 1, remaining: 0 });
    await sink.waitFor('invitee.two@demo.test');
    expect(sink.to('invitee.one@demo.test')).toEqual([]);
    expect(sink.to('invitee.three@demo.test')).toEqual([]);
  });

  it('the newest link works and the one before it does not', async () => {
    sink.clear();
    await call(hr, 'POST', '/employees/invitations?search=Invitee%20Three');
    const first = linkIn((await sink.waitFor('invitee.three@demo.test')).text)!;
    sink.clear();
    await call(hr, 'POST', '/employees/invitations?search=Invitee%20Three');
    const second = linkIn((await sink.waitFor('invitee.three@demo.test')).text)!;
    expect(second).not.toBe(first);
    const check = (link: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/password-link',
        payload: { token: new URL(link).searchParams.get('token') },
      });
    expect((await check(first)).statusCode).not.toBe(200);
    expect((await check(second)).statusCode).toBe(200);
  });

  it('stay within a sub admin’s scope, and are refused to whoever may not edit employees', async () => {
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    await t.db.tenant(demoId, async (db) => {
      const role = await insertRole(db, {
        tenantId: demoId,
        name: 'finance invites',
        privileges: { employees: { view: true, edit: true } },
        organizationIds: [org],
        departmentIds: [finance],
      });
      await insertUser(db, {
        tenantId: demoId,
        passwordHash,
        email: 'finance-invites@demo.test',
        loginType: 'sub_admin',
        roleId: role.id,
        firstName: 'Scoped',
        lastName: 'Inviter',
      });
    });
    const scoped = await loginAs(t.app, 'finance-invites@demo.test', 'demo');
    sink.clear();
    const res = await call(scoped, 'POST', '/employees/invitations?search=Bulk');
    expect(res.json()).toEqual({ sent: 1, remaining: 0 });
    await sink.waitFor('invitee.three@demo.test');
    expect(sink.to('invitee.two@demo.test')).toEqual([]);
    const emp = await loginAs(t.app, 'emp@demo.test', 'demo');
    expect((await call(emp, 'POST', '/employees/invitations')).statusCode).toBe(403);
  });
});
