import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAnnouncement, TMyAnnouncement } from '@staffdesk/core/announcements-api';
import { addDays } from '@staffdesk/core/dates';
import { todayIn } from '@staffdesk/core/time-zones';
import { JPEG, PNG, sendForm } from '../../test/multipart.ts';
import { createTestApp, loginAs, platformOwner, type TTestContext } from '../../test/test-app.ts';
import { announceDue } from './announcement-jobs.ts';

/**
 * Promotions (issue 15, `/promotions`): offers and news with an image, sent with the form and read only by HR with the
 * page and by the employees it is shown to today; kept apart from announcements; the bell on publication; a scoped sub
 * admin within their departments; the tenant's `promotions` flag.
 */
let t: TTestContext;
let owner: pg.Client;
let hr: string;
let emp: string;
let finance: string;
let ids: { sales: string; finance: string };
const today = todayIn('Asia/Phnom_Penh');

type TMethod = 'GET' | 'POST' | 'PUT';
const api = (cookie: string, method: TMethod, url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
/** The form as the web sends it: its fields, and the image when there is one. */
const send = (
  cookie: string,
  method: 'POST' | 'PUT',
  url: string,
  fields: Record<string, string>,
  image?: { content: Buffer; type: string },
) => sendForm(t.app, cookie, method, url, fields, image && { field: 'image', name: 'offer.png', ...image });
const fields = (over: Record<string, string> = {}) => ({
  title: 'Gym discount',
  body: '<p>15% off for staff.</p>',
  audience: 'all',
  audienceIds: '',
  status: 'published',
  showFrom: '',
  showUntil: '',
  ...over,
});
const mine = async (cookie = emp) => (await api(cookie, 'GET', '/me/promotions')).json() as TMyAnnouncement[];

beforeAll(async () => {
  t = await createTestApp();
  owner = await platformOwner(t);
  [hr, emp, finance] = [
    await loginAs(t.app, 'hr@demo.test', 'demo'),
    await loginAs(t.app, 'emp@demo.test', 'demo'),
    await loginAs(t.app, 'finance@demo.test', 'demo'),
  ];
  const one = async (q: string) => (await owner.query<{ id: string }>(q)).rows[0]!.id;
  ids = {
    sales: await one(`select e.department_id as id from employees e join users u on u.id = e.user_id
                       where u.email = 'emp@demo.test'`),
    finance: await one(`select d.id from departments d join organizations o on o.id = d.organization_id
                         join tenants t on t.id = d.tenant_id
                        where t.account = 'demo' and d.code = 'FIN' and o.code = 'MTPP'`),
  };
});
afterAll(async () => {
  await owner?.end();
  await t?.close();
});

describe('a promotion', () => {
  it('comes with its image; HR and its audience see it, apart from announcements', async () => {
    const r = await send(hr, 'POST', '/promotions', fields({ title: 'Phone plan 20% off' }), {
      content: PNG,
      type: 'image/png',
    });
    expect(r.statusCode).toBe(201);
    const p = r.json() as TAnnouncement;
    expect(p).toMatchObject({ kind: 'promotion', hasImage: true, typeId: null, status: 'published' });
    const image = await api(hr, 'GET', `/promotions/${p.id}/image`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG)).toBe(true);
    // not an announcement
    expect((await api(hr, 'GET', `/announcements/${p.id}`)).statusCode).toBe(404);
    const announcements = (await api(hr, 'GET', '/announcements?pageSize=50')).json().rows as TAnnouncement[];
    expect(announcements.some((a) => a.id === p.id)).toBe(false);
    // the employee sees it, with its image, and is told of it
    const seen = (await mine()).find((x) => x.id === p.id);
    expect(seen).toMatchObject({ hasImage: true, readAt: null });
    expect((await api(emp, 'GET', `/me/promotions/${p.id}/image`)).rawPayload.equals(PNG)).toBe(true);
    expect((await api(emp, 'GET', '/me/announcements')).json().some((a: { id: string }) => a.id === p.id)).toBe(false);
    const bells = (await api(emp, 'GET', '/notifications?page=1&pageSize=50')).json().rows;
    expect(bells.find((n: { params: { id: string } }) => n.params.id === p.id)).toMatchObject({
      kind: 'promotion',
      link: `/demo/mypromotions?open=${p.id}`,
    });
    expect((await api(emp, 'POST', `/me/promotions/${p.id}/read`)).statusCode).toBe(204);
    expect((await mine()).find((x) => x.id === p.id)?.readAt).not.toBeNull();
    expect((await api(hr, 'GET', `/promotions/${p.id}`)).json().readCount).toBeGreaterThanOrEqual(1);
    // audited as a promotion
    const log = await owner.query(`select action, entity from audit_log where entity_id = $1`, [p.id]);
    expect(log.rows).toEqual([{ action: 'promotion.create', entity: 'promotion' }]);
  });

  it('takes a JSON body too, ignores a type, and refuses a file that is no image', async () => {
    const json = await api(hr, 'POST', '/promotions', { ...fields(), audienceIds: [], typeId: crypto.randomUUID() });
    expect(json.statusCode).toBe(201);
    expect(json.json()).toMatchObject({ typeId: null, hasImage: false });
    const pdf = await send(hr, 'POST', '/promotions', fields(), {
      content: Buffer.from('%PDF-1.4 x'),
      type: 'image/png',
    });
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().fields).toEqual({ image: 'fileType' });
    const bad = await send(hr, 'POST', '/promotions', fields({ title: ' ', audience: 'departments' }));
    expect(bad.json().fields).toMatchObject({ title: 'required', audienceIds: 'required' });
  });

  it('replaces or drops its image on edit, and keeps it otherwise', async () => {
    const p = (
      await send(hr, 'POST', '/promotions', fields({ status: 'draft' }), { content: PNG, type: 'image/png' })
    ).json() as TAnnouncement;
    const kept = await send(hr, 'PUT', `/promotions/${p.id}`, fields({ status: 'draft', title: 'Renamed' }));
    expect(kept.json()).toMatchObject({ title: 'Renamed', hasImage: true, imageVersion: p.imageVersion });
    const replaced = await send(hr, 'PUT', `/promotions/${p.id}`, fields({ status: 'draft' }), {
      content: JPEG,
      type: 'image/jpeg',
    });
    expect(replaced.json().imageVersion).not.toBe(p.imageVersion);
    expect((await api(hr, 'GET', `/promotions/${p.id}/image`)).headers['content-type']).toBe('image/jpeg');
    const dropped = await send(hr, 'PUT', `/promotions/${p.id}`, fields({ status: 'draft', removeImage: 'true' }));
    expect(dropped.json().hasImage).toBe(false);
    expect((await api(hr, 'GET', `/promotions/${p.id}/image`)).statusCode).toBe(404);
  });

  it('shows only within its days, and its image only to those it is shown to', async () => {
    const later = (
      await send(hr, 'POST', '/promotions', fields({ title: 'Next month', showFrom: addDays(today, 20) }), {
        content: PNG,
        type: 'image/png',
      })
    ).json() as TAnnouncement;
    const other = (
      await send(
        hr,
        'POST',
        '/promotions',
        fields({ title: 'Finance only', audience: 'departments', audienceIds: ids.finance }),
        { content: PNG, type: 'image/png' },
      )
    ).json() as TAnnouncement;
    const shown = (await mine()).map((x) => x.id);
    expect(shown).not.toContain(later.id);
    expect(shown).not.toContain(other.id);
    for (const id of [later.id, other.id]) {
      expect((await api(emp, 'GET', `/me/promotions/${id}/image`)).statusCode).toBe(404);
      expect((await api(emp, 'POST', `/me/promotions/${id}/read`)).statusCode).toBe(404);
    }
    // told when its first day comes, not before, and as a promotion
    const toldOf = async (id: string) =>
      (await api(emp, 'GET', '/notifications?page=1&pageSize=50'))
        .json()
        .rows.filter((n: { params: { id: string } }) => n.params.id === id);
    await announceDue(t.app.services);
    expect(await toldOf(later.id)).toEqual([]);
    await owner.query(
      `update announcements set show_from = $2, published_at = now() - interval '3 days' where id = $1`,
      [later.id, addDays(today, -1)],
    );
    await announceDue(t.app.services);
    expect(await toldOf(later.id)).toMatchObject([{ kind: 'promotion' }]);
  });
});

describe('scope and flags', () => {
  it('keeps a scoped sub admin to their departments, images included', async () => {
    const sales = (
      await send(hr, 'POST', '/promotions', fields({ audience: 'departments', audienceIds: ids.sales }), {
        content: PNG,
        type: 'image/png',
      })
    ).json() as TAnnouncement;
    expect((await api(finance, 'GET', `/promotions/${sales.id}`)).statusCode).toBe(404);
    expect((await api(finance, 'GET', `/promotions/${sales.id}/image`)).statusCode).toBe(404);
    const wide = await send(finance, 'POST', '/promotions', fields());
    expect(wide.statusCode).toBe(400);
    const ours = await send(
      finance,
      'POST',
      '/promotions',
      fields({ audience: 'departments', audienceIds: ids.finance }),
    );
    expect(ours.statusCode).toBe(201);
    expect((await api(finance, 'POST', `/promotions/${ours.json().id}/delete`, { reason: 'x' })).statusCode).toBe(403);
  });

  it('makes the module absent for a tenant without promotions', async () => {
    const acme = await loginAs(t.app, 'hr@acme.test', 'acme');
    expect((await api(acme, 'GET', '/promotions')).statusCode).toBe(404);
    const acmeEmp = await loginAs(t.app, 'emp@acme.test', 'acme');
    expect((await api(acmeEmp, 'GET', '/me/promotions')).statusCode).toBe(404);
  });
});
