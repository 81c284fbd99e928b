import { PassThrough } from 'node:stream';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TComplaint } from '@staffdesk/core/complaints-api';
import { createTestApp, loginAs, platformOwner, type TTestContext } from '../../test/test-app.ts';

/**
 * Comments and complaints (issue 15): named ones keep their author for HR; an anonymous one's author appears in no
 * answer, audit row, notification, stored column or log line, yet the author still finds it and its answer; HR
 * answers, scores and closes; a sub admin scoped to departments never sees anonymous ones.
 */
let t: TTestContext;
let owner: pg.Client;
let hr: string;
let emp: string;
let finance: string;
let log = '';
let me: { id: string; userId: string; code: string; first: string; last: string; dept: string };
let type: string;

const api = (cookie: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
const file = (body: object) =>
  api(emp, 'POST', '/me/complaints', { typeId: type, subject: 'Noise', text: 'Too loud.', ...body });

beforeAll(async () => {
  const stream = new PassThrough();
  stream.on('data', (d) => {
    log += d.toString();
  });
  t = await createTestApp({ logStream: stream });
  owner = await platformOwner(t);
  [hr, emp, finance] = [
    await loginAs(t.app, 'hr@demo.test', 'demo'),
    await loginAs(t.app, 'emp@demo.test', 'demo'),
    await loginAs(t.app, 'finance@demo.test', 'demo'),
  ];
  const r = await owner.query(`select e.id, e.user_id, e.employee_code, e.first_name, e.last_name, d.name as dept
      from employees e join users u on u.id = e.user_id join departments d on d.id = e.department_id
     where u.email = 'emp@demo.test'`);
  const x = r.rows[0];
  me = { id: x.id, userId: x.user_id, code: x.employee_code, first: x.first_name, last: x.last_name, dept: x.dept };
  type = (
    await owner.query(`select id from complaint_types where name = 'Facilities'
        and tenant_id = (select id from tenants where account = 'demo')`)
  ).rows[0].id;
});
afterAll(async () => {
  await owner?.end();
  await t?.close();
});

/** Whether a text names the employee in any way HR or a log reader could use. */
const names = (text: string) =>
  [me.id, me.userId, me.code, me.first, me.last, `${me.first} ${me.last}`].some((x) => text.includes(x));

describe('filing', () => {
  it('names each field it refuses', async () => {
    const r = await api(emp, 'POST', '/me/complaints', { typeId: 'x', subject: ' ', text: '', anonymous: 'yes' });
    expect(r.statusCode).toBe(400);
    expect(r.json().fields).toMatchObject({
      typeId: 'invalidReference',
      subject: 'required',
      text: 'required',
      anonymous: 'invalidOption',
    });
  });

  it('keeps a named one’s author for HR', async () => {
    const r = await file({ subject: 'Broken fridge', anonymous: false });
    expect(r.statusCode, r.body).toBe(201);
    const c = r.json() as TComplaint;
    const seen = (await api(hr, 'GET', `/complaints/${c.id}`)).json() as TComplaint;
    expect(seen).toMatchObject({ anonymous: false, employeeCode: me.code, departmentName: me.dept, status: 'open' });
  });
});

describe('an anonymous one', () => {
  let c: TComplaint;
  it('names its author nowhere: answers, the row, the audit, the bell, the log', async () => {
    log = '';
    const r = await file({ subject: 'Manager shouts at the team', text: 'Every Monday meeting.', anonymous: true });
    expect(r.statusCode, r.body).toBe(201);
    c = r.json();
    expect(c).toMatchObject({ anonymous: true, employeeName: null, employeeCode: null, departmentName: null });

    const one = await api(hr, 'GET', `/complaints/${c.id}`);
    const list = await api(hr, 'GET', '/complaints?pageSize=50');
    const listed = (list.json().rows as TComplaint[]).find((x) => x.id === c.id);
    for (const text of [one.body, JSON.stringify(listed)]) expect(names(text)).toBe(false);
    expect((one.json() as TComplaint).organizationTitle).toBeTruthy();

    const row = (await owner.query('select * from complaints where id = $1', [c.id])).rows[0];
    expect(row).toMatchObject({ author_id: null, department_id: null });
    expect(names(JSON.stringify(row))).toBe(false);
    expect((row.created_at as Date).getMinutes()).toBe(0);

    const audit = (await owner.query('select * from audit_log where entity_id = $1', [c.id])).rows;
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_id: null, actor_name: null, ip: null, user_agent: null });
    expect(names(JSON.stringify(audit))).toBe(false);

    const bells = (
      await owner.query(`select * from notifications where kind = 'complaintFiled' and params->>'subject' = $1`, [
        'Manager shouts at the team',
      ])
    ).rows;
    expect(bells.length).toBeGreaterThan(0);
    expect(names(JSON.stringify(bells))).toBe(false);

    const lines = log.split('\n').filter((l) => l.includes('/me/complaints'));
    expect(lines.length).toBeGreaterThan(0);
    for (const l of lines) {
      expect(l).not.toContain('remoteAddress');
      expect(names(l)).toBe(false);
    }
  });

  it('is still the author’s: they see it and HR’s answer, HR scores and closes it once', async () => {
    const mine = (await api(emp, 'GET', '/me/complaints')).json() as TComplaint[];
    expect(mine.map((x) => x.id)).toContain(c.id);
    const bad = await api(hr, 'POST', `/complaints/${c.id}/response`, { response: ' ', score: 6 });
    expect(bad.json().fields).toEqual({ response: 'required', score: 'tooLarge' });
    const ok = await api(hr, 'POST', `/complaints/${c.id}/response`, {
      response: 'Thank you. We will talk to the manager.',
      score: 4,
      close: true,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'closed', score: 4, respondedByName: 'Dara Sok' });
    const again = await api(hr, 'POST', `/complaints/${c.id}/response`, { response: 'More' });
    expect(again.statusCode).toBe(409);
    const seen = ((await api(emp, 'GET', '/me/complaints')).json() as TComplaint[]).find((x) => x.id === c.id);
    expect(seen).toMatchObject({ response: 'Thank you. We will talk to the manager.', status: 'closed' });
    // no bell for an author no one knows
    const told = await owner.query(
      `select 1 from notifications where kind = 'complaintAnswered' and recipient_id = $1
        and params->>'subject' = 'Manager shouts at the team'`,
      [me.userId],
    );
    expect(told.rows).toHaveLength(0);
  });

  it('is hidden from a sub admin scoped to departments', async () => {
    expect((await api(finance, 'GET', `/complaints/${c.id}`)).statusCode).toBe(404);
    const list = (await api(finance, 'GET', '/complaints?pageSize=50')).json();
    expect(list.rows.some((x: TComplaint) => x.anonymous)).toBe(false);
    // nor another department's named ones
    expect(list.rows.some((x: TComplaint) => x.employeeCode === me.code)).toBe(false);
  });
});

describe('a named one answered', () => {
  it('rings its author’s bell', async () => {
    const c = (await file({ subject: 'Parking', anonymous: false })).json() as TComplaint;
    const r = await api(hr, 'POST', `/complaints/${c.id}/response`, { response: 'Spaces are free on level 2.' });
    expect(r.json()).toMatchObject({ status: 'answered', score: null });
    const bells = (await api(emp, 'GET', '/notifications/unread?kind=complaintAnswered')).json();
    expect(bells.count).toBeGreaterThan(0);
  });
});
