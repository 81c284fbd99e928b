import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@staffdesk/core/dates';
import type { TAnnouncement, TMyAnnouncement } from '@staffdesk/core/announcements-api';
import { todayIn } from '@staffdesk/core/time-zones';
import { createTestApp, loginAs, platformOwner, type TTestContext } from '../../test/test-app.ts';
import { announceDue } from './announcement-jobs.ts';

/**
 * Announcements (issue 15): HR's form and its checks, the audience and the window deciding who sees one today, read
 * receipts, the bell on publication, delete with a reason, a scoped sub admin kept to their departments, and the
 * tenant's feature flag.
 */
let t: TTestContext;
let owner: pg.Client;
let hr: string;
let emp: string;
let finance: string;
let ids: { sales: string; finance: string; pp: string; kl: string; group: string };

type TMethod = 'GET' | 'POST' | 'PUT';
const api = (cookie: string, method: TMethod, url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
const base = { title: 'Office closed on Friday', body: '<p>The office is closed for the water festival.</p>' };
const create = (body: object, cookie = hr) =>
  api(cookie, 'POST', '/announcements', { ...base, audience: 'all', status: 'published', ...body });
const mine = async (cookie = emp) => (await api(cookie, 'GET', '/me/announcements')).json() as TMyAnnouncement[];
const today = todayIn('Asia/Phnom_Penh');
/** How many of the employee's notifications tell of an announcement of this title. */
const bells = async (title: string) =>
  (await api(emp, 'GET', '/notifications?page=1&pageSize=50'))
    .json()
    .rows.filter(
      (n: { kind: string; params: { title: string } }) => n.kind === 'announcement' && n.params.title === title,
    ).length;

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
    sales: await one(`select e.department_id as id from employees e join users u on u.id = e.user_id
                       where u.email = 'emp@demo.test'`),
    finance: await one(`select d.id from departments d join organizations o on o.id = d.organization_id
                         where d.tenant_id = ${tenant} and d.code = 'FIN' and o.code = 'MTPP'`),
    pp: await one(`select id from organizations where tenant_id = ${tenant} and code = 'MTPP'`),
    kl: await one(`select id from organizations where tenant_id = ${tenant} and code = 'MYKL'`),
    group: await one(`select id from setting_groups where tenant_id = ${tenant} and deleted_at is null limit 1`),
  };
});
afterAll(async () => {
  await owner?.end();
  await t?.close();
});

describe('the form', () => {
  it('names each field it refuses', async () => {
    const r = await create({ title: ' ', body: '<p> </p>', audience: 'departments', audienceIds: [] });
    expect(r.statusCode).toBe(400);
    expect(r.json().fields).toMatchObject({ title: 'required', body: 'required', audienceIds: 'required' });
    const order = await create({ showFrom: addDays(today, 3), showUntil: today });
    expect(order.json().fields).toEqual({ showUntil: 'dateOrder' });
    const bad = await create({ audience: 'everyone', status: 'live', showFrom: '31-02-2026', typeId: 'x' });
    expect(bad.json().fields).toMatchObject({
      audience: 'invalidOption',
      status: 'invalidOption',
      showFrom: 'invalidDate',
      typeId: 'invalidReference',
    });
    const unknown = await create({ audience: 'departments', audienceIds: [crypto.randomUUID()] });
    expect(unknown.json().fields).toEqual({ audienceIds: 'invalidReference' });
  });

  it('keeps rich text and drops what could run', async () => {
    const r = await create({
      status: 'draft',
      body: '<p><strong>Bring</strong> your badge<script>alert(1)</script><img src=x onerror="alert(2)"></p>',
    });
    expect(r.statusCode, r.body).toBe(201);
    const a = r.json() as TAnnouncement;
    expect(a.body).toContain('<strong>Bring</strong>');
    expect(a.body).not.toMatch(/script|onerror/);
    expect(a).toMatchObject({ status: 'draft', publishedAt: null, createdByName: 'Dara Sok' });
  });
});

describe('who sees an announcement today', () => {
  it('shows a published one to its audience in its window, and records who read it', async () => {
    const before = (await mine()).length;
    const forSales = (
      await create({ title: 'Sales meeting', audience: 'departments', audienceIds: [ids.sales] })
    ).json();
    const forFinance = await create({ title: 'Finance audit', audience: 'departments', audienceIds: [ids.finance] });
    const later = await create({ title: 'Next week', showFrom: addDays(today, 7) });
    const over = await create({ title: 'Last week', showFrom: addDays(today, -9), showUntil: addDays(today, -2) });
    const draft = await create({ title: 'Not yet', status: 'draft' });
    const forGroup = await create({ title: 'Group outing', audience: 'groups', audienceIds: [ids.group] });
    for (const r of [forFinance, later, over, draft, forGroup]) expect(r.statusCode, r.body).toBe(201);
    const seen = await mine();
    expect(seen.length).toBe(before + 1);
    expect(seen[0]).toMatchObject({ id: forSales.id, title: 'Sales meeting', readAt: null });

    expect((await api(emp, 'POST', `/me/announcements/${forSales.id}/read`)).statusCode).toBe(204);
    expect((await api(emp, 'POST', `/me/announcements/${forSales.id}/read`)).statusCode).toBe(204);
    expect((await mine())[0]!.readAt).not.toBeNull();
    // not one of theirs: as if it did not exist
    expect((await api(emp, 'POST', `/me/announcements/${forFinance.json().id}/read`)).statusCode).toBe(404);
    expect((await api(emp, 'POST', `/me/announcements/${later.json().id}/read`)).statusCode).toBe(404);

    const a = (await api(hr, 'GET', `/announcements/${forSales.id}`)).json() as TAnnouncement;
    expect(a.audienceNames).toEqual(['Sales']);
    expect(a.readCount).toBe(1);
    expect(a.audienceCount).toBeGreaterThan(1);
    const read = (await api(hr, 'GET', `/announcements/${forSales.id}/readers?read=yes`)).json();
    expect(read.total).toBe(1);
    expect(read.rows[0]).toMatchObject({ employeeCode: 'PP1001', readAt: expect.any(String) });
    const unread = (await api(hr, 'GET', `/announcements/${forSales.id}/readers?read=no&pageSize=10`)).json();
    expect(unread.total).toBe(a.audienceCount - 1);

    // unpublished: gone from the home, its receipts kept
    const off = await api(hr, 'PUT', `/announcements/${forSales.id}`, {
      ...base,
      title: 'Sales meeting',
      audience: 'departments',
      audienceIds: [ids.sales],
      status: 'unpublished',
    });
    expect(off.json()).toMatchObject({ status: 'unpublished', readCount: 1, publishedAt: a.publishedAt });
    expect((await mine()).map((x) => x.id)).not.toContain(forSales.id);
  });

  it('rings the audience’s bell when first published, not on later edits', async () => {
    const bell = () => bells('Payday moved');
    const draft = (await create({ title: 'Payday moved', status: 'draft' })).json() as TAnnouncement;
    expect(await bell()).toBe(0);
    const put = (status: string) =>
      api(hr, 'PUT', `/announcements/${draft.id}`, { ...base, title: 'Payday moved', audience: 'all', status });
    expect((await put('published')).statusCode).toBe(200);
    expect(await bell()).toBe(1);
    await put('unpublished');
    await put('published');
    expect(await bell()).toBe(1);
  });

  it('rings the bell of one published ahead on its first day, once', async () => {
    const bell = () => bells('Starts later');
    const a = (await create({ title: 'Starts later', showFrom: addDays(today, 1) })).json() as TAnnouncement;
    expect(await bell()).toBe(0);
    expect((await announceDue(t.app.services)).told).toBe(0);
    // its first day has come: published two days before it
    await owner.query(
      `update announcements set show_from = $1, published_at = now() - interval '2 days' where id = $2`,
      [today, a.id],
    );
    expect((await announceDue(t.app.services)).told).toBeGreaterThan(1);
    expect(await bell()).toBe(1);
    expect((await announceDue(t.app.services)).told).toBe(0);
    expect(await bell()).toBe(1);
  });

  it('deletes with a reason, audited', async () => {
    const a = (await create({ title: 'Wrong date' })).json() as TAnnouncement;
    expect((await api(hr, 'POST', `/announcements/${a.id}/delete`, { reason: ' ' })).statusCode).toBe(400);
    expect((await api(hr, 'POST', `/announcements/${a.id}/delete`, { reason: 'Date was wrong' })).statusCode).toBe(204);
    expect((await api(hr, 'GET', `/announcements/${a.id}`)).statusCode).toBe(404);
    expect((await mine()).map((x) => x.id)).not.toContain(a.id);
    const log = await owner.query(
      `select action from audit_log where entity = 'announcement' and entity_id = $1 order by at`,
      [a.id],
    );
    expect(log.rows.map((r) => r.action)).toEqual(['announcement.create', 'announcement.delete']);
  });
});

describe('a scoped sub admin', () => {
  it('addresses only their departments and sees only those announcements', async () => {
    expect((await api(finance, 'GET', '/announcements/audiences')).json()).toEqual({ kinds: ['departments'] });
    expect((await api(hr, 'GET', '/announcements/audiences')).json()).toEqual({
      kinds: ['all', 'organizations', 'departments', 'groups'],
    });
    const wide = await create({ title: 'For all' }, finance);
    expect(wide.json().fields, wide.body).toEqual({ audience: 'invalidOption' });
    const org = await create({ title: 'Phnom Penh', audience: 'organizations', audienceIds: [ids.pp] }, finance);
    expect(org.json().fields).toEqual({ audience: 'invalidOption' });
    const sales = await create({ title: 'Sales', audience: 'departments', audienceIds: [ids.sales] }, finance);
    expect(sales.json().fields).toEqual({ audienceIds: 'invalidReference' });
    const ours = await create({ title: 'Finance lunch', audience: 'departments', audienceIds: [ids.finance] }, finance);
    expect(ours.statusCode, ours.body).toBe(201);

    const all = (await create({ title: 'Everyone' })).json() as TAnnouncement;
    const listed = await api(finance, 'GET', '/announcements?pageSize=50');
    expect(listed.statusCode, listed.body).toBe(200);
    const list = listed.json();
    const titles = list.rows.map((r: TAnnouncement) => r.title);
    expect(titles).toContain('Finance lunch');
    expect(titles).not.toContain('Everyone');
    expect(titles).not.toContain('Sales meeting');
    expect((await api(finance, 'GET', `/announcements/${all.id}`)).statusCode).toBe(404);
    expect((await api(finance, 'POST', `/announcements/${ours.json().id}/delete`, { reason: 'x' })).statusCode).toBe(
      403,
    );
  });
});

describe('the feature flag', () => {
  it('makes the module absent for a tenant without announcements', async () => {
    const acme = await loginAs(t.app, 'hr@acme.test', 'acme');
    expect((await api(acme, 'GET', '/announcements')).statusCode).toBe(404);
    const acmeEmp = await loginAs(t.app, 'emp@acme.test', 'acme');
    expect((await api(acmeEmp, 'GET', '/me/announcements')).statusCode).toBe(404);
    // and HR's own tenant keeps theirs apart
    expect((await api(acme, 'GET', `/announcements/${crypto.randomUUID()}`)).statusCode).toBe(404);
  });
});
