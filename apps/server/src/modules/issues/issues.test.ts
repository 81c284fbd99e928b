import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TIssue, TIssueDetail } from '@staffdesk/core/issues-api';
import { sendForm, type TFormFile } from '../../test/multipart.ts';
import { createTestApp, loginAs, platformOwner, type TTestContext } from '../../test/test-app.ts';

/**
 * Issues (issue 15): an employee files one (numbered, the category's priority), HR is told and counts it, changes its
 * status and assignee (only to those who may handle it), both sides comment with checked attachments, a closed one
 * takes no more from the employee; a scoped sub admin sees only their employees' issues; the tenant's flag.
 */
let t: TTestContext;
let owner: pg.Client;
let hr: string;
let emp: string;
let finance: string;
let ids: { it: string; facilities: string; emp: string; financeEmployee: string; hrUser: string; financeUser: string };

const api = (cookie: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
const PDF = Buffer.from('%PDF-1.4\n%test\n');
const post = (cookie: string, url: string, fields: Record<string, string>, file?: TFormFile) =>
  sendForm(t.app, cookie, 'POST', url, fields, file);
const unread = async (cookie: string, kind: string) =>
  (await api(cookie, 'GET', `/notifications/unread?kind=${kind}`)).json().count as number;

beforeAll(async () => {
  t = await createTestApp();
  owner = await platformOwner(t);
  [hr, emp, finance] = [
    await loginAs(t.app, 'hr@demo.test', 'demo'),
    await loginAs(t.app, 'emp@demo.test', 'demo'),
    await loginAs(t.app, 'finance@demo.test', 'demo'),
  ];
  const one = async (q: string) => (await owner.query<{ id: string }>(q)).rows[0]!.id;
  const tenant = `(select id from tenants where account = 'demo')`;
  ids = {
    it: await one(`select id from ticket_categories where tenant_id = ${tenant} and name = 'IT support'`),
    facilities: await one(`select id from ticket_categories where tenant_id = ${tenant} and name = 'Facilities'`),
    emp: await one(`select e.id from employees e join users u on u.id = e.user_id where u.email = 'emp@demo.test'`),
    financeEmployee: await one(`select e.id from employees e join departments d on d.id = e.department_id
       join organizations o on o.id = e.organization_id
      where e.tenant_id = ${tenant} and d.code = 'FIN' and o.code = 'MTPP' and e.status = 'active' limit 1`),
    hrUser: await one(`select id from users where email = 'hr@demo.test'`),
    financeUser: await one(`select id from users where email = 'finance@demo.test'`),
  };
});
afterAll(async () => {
  await owner?.end();
  await t?.close();
});

describe('an employee files an issue', () => {
  it('names each field it refuses', async () => {
    const r = await post(emp, '/me/issues', { title: ' ', description: '', categoryId: 'x', priority: 'urgent' });
    expect(r.statusCode).toBe(400);
    expect(r.json().fields).toMatchObject({
      title: 'required',
      description: 'required',
      categoryId: 'invalidReference',
      priority: 'invalidOption',
    });
    const unknown = await post(emp, '/me/issues', { title: 'x', description: 'y', categoryId: crypto.randomUUID() });
    expect(unknown.json().fields).toEqual({ categoryId: 'invalidReference' });
  });

  it('numbers it, takes its category’s priority and tells HR, who count it', async () => {
    const before = await unread(hr, 'issueFiled');
    const r = await post(
      emp,
      '/me/issues',
      { title: 'Laptop does not start', description: 'The screen stays black since this morning.', categoryId: ids.it },
      { name: 'photo.pdf', content: PDF },
    );
    expect(r.statusCode, r.body).toBe(201);
    const i = r.json() as TIssueDetail;
    expect(i).toMatchObject({ status: 'open', priority: 'high', categoryName: 'IT support', employeeId: ids.emp });
    expect(i.attachment).toMatchObject({ id: i.id, name: 'photo.pdf', type: 'application/pdf' });
    const next = (
      await post(emp, '/me/issues', {
        title: 'Broken chair',
        description: 'Wobbles.',
        categoryId: ids.facilities,
        priority: 'low',
      })
    ).json() as TIssueDetail;
    expect(next.number).toBe(i.number + 1);
    expect(next.priority).toBe('low');
    expect(await unread(hr, 'issueFiled')).toBe(before + 2);
    const mine = (await api(emp, 'GET', '/me/issues')).json() as TIssue[];
    expect(mine.map((x) => x.id)).toEqual(expect.arrayContaining([i.id, next.id]));
    const file = await api(hr, 'GET', `/issues/${i.id}/files/${i.id}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
  });
});

describe('HR handles it', () => {
  let i: TIssueDetail;
  it('assigns it only to one who may handle it, and the employee hears of its new status', async () => {
    i = (
      await post(emp, '/me/issues', {
        title: 'Payslip missing',
        description: 'Not in My Payslips.',
        categoryId: ids.facilities,
      })
    ).json();
    const may = (await api(hr, 'GET', `/issues/${i.id}/assignees`)).json() as Array<{ id: string }>;
    expect(may.map((x) => x.id)).toContain(ids.hrUser);
    // the Finance sub admin's scope does not take in the Sales employee
    expect(may.map((x) => x.id)).not.toContain(ids.financeUser);
    const bad = await api(hr, 'PUT', `/issues/${i.id}`, {
      status: 'inProgress',
      priority: 'high',
      categoryId: ids.facilities,
      assigneeId: ids.financeUser,
    });
    expect(bad.json().fields).toEqual({ assigneeId: 'invalidReference' });
    const before = await unread(emp, 'issueStatus');
    const ok = await api(hr, 'PUT', `/issues/${i.id}`, {
      status: 'inProgress',
      priority: 'high',
      categoryId: ids.facilities,
      assigneeId: ids.hrUser,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'inProgress', priority: 'high', assigneeName: 'Dara Sok' });
    expect(await unread(emp, 'issueStatus')).toBe(before + 1);
    const mine = (await api(hr, 'GET', '/issues?assignee=me&status=active&pageSize=50')).json();
    expect(mine.rows.map((x: TIssue) => x.id)).toContain(i.id);
  });

  it('takes comments both ways, and none from the employee once closed', async () => {
    const c1 = await post(hr, `/issues/${i.id}/comments`, { body: 'We are checking with payroll.' });
    expect(c1.statusCode, c1.body).toBe(201);
    const c2 = await post(emp, `/me/issues/${i.id}/comments`, {}, { name: 'scan.pdf', content: PDF });
    expect(c2.statusCode, c2.body).toBe(201);
    const seen = (await api(emp, 'GET', `/me/issues/${i.id}`)).json() as TIssueDetail;
    expect(seen.notes.map((n) => [n.sender, n.body, n.mine])).toEqual([
      ['staff', 'We are checking with payroll.', false],
      ['employee', '', true],
    ]);
    const fake = await post(emp, `/me/issues/${i.id}/comments`, {}, { name: 'x.pdf', content: Buffer.from('nope') });
    expect(fake.statusCode).toBe(400);
    await api(hr, 'PUT', `/issues/${i.id}`, {
      status: 'closed',
      priority: 'high',
      categoryId: ids.facilities,
      assigneeId: ids.hrUser,
    });
    const late = await post(emp, `/me/issues/${i.id}/comments`, { body: 'One more thing' });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('issueClosed');
    const log = await owner.query(
      `select action from audit_log where entity = 'issue' and entity_id = $1 order by at`,
      [i.id],
    );
    expect(log.rows.map((r) => r.action)).toEqual([
      'issue.create',
      'issue.update',
      'issue.comment',
      'issue.comment',
      'issue.update',
    ]);
  });

  it('deletes with a reason', async () => {
    expect((await api(hr, 'POST', `/issues/${i.id}/delete`, { reason: 'Duplicate' })).statusCode).toBe(204);
    expect((await api(hr, 'GET', `/issues/${i.id}`)).statusCode).toBe(404);
    expect((await api(emp, 'GET', `/me/issues/${i.id}`)).statusCode).toBe(404);
  });
});

describe('a scoped sub admin', () => {
  it('sees and files only their employees’ issues', async () => {
    const sales = (await api(emp, 'GET', '/me/issues')).json() as TIssue[];
    expect((await api(finance, 'GET', `/issues/${sales[0]!.id}`)).statusCode).toBe(404);
    const list = (await api(finance, 'GET', '/issues?pageSize=50')).json();
    expect(list.rows.map((x: TIssue) => x.id)).not.toContain(sales[0]!.id);
    const outside = await post(finance, '/issues', {
      title: 'x',
      description: 'y',
      categoryId: ids.it,
      employeeId: ids.emp,
    });
    expect(outside.json().fields).toEqual({ employeeId: 'invalidReference' });
    const ours = await post(finance, '/issues', {
      title: 'Printer jam',
      description: 'Second floor.',
      categoryId: ids.it,
      employeeId: ids.financeEmployee,
    });
    expect(ours.statusCode, ours.body).toBe(201);
  });
});

describe('the feature flag', () => {
  it('makes the module absent for a tenant without issues', async () => {
    const acme = await loginAs(t.app, 'hr@acme.test', 'acme');
    expect((await api(acme, 'GET', '/issues')).statusCode).toBe(404);
    const acmeEmp = await loginAs(t.app, 'emp@acme.test', 'acme');
    expect((await api(acmeEmp, 'GET', '/me/issues')).statusCode).toBe(404);
  });
});
