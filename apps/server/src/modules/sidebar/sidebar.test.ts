import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSidebar } from '@staffdesk/core/sidebar-api';
import { apiAs, createTestApp, demoLogins, loginAs, platformOwner, type TTestContext } from '../../test/test-app.ts';

/**
 * Custom mode (issue 20, spec 2.3): the pages a tenant switches off are gone from its users' sessions, so the menu
 * drops them and the server refuses their routes; no other tenant is touched; mode off restores them.
 */
let t: TTestContext;
let owner: pg.Client;
let hr: string;
let emp: string;
let finance: string;
let acme: string;
let api: ReturnType<typeof apiAs>;

beforeAll(async () => {
  t = await createTestApp();
  owner = await platformOwner(t);
  ({ hr, emp, finance, acme } = await demoLogins(t.app));
  api = apiAs(t.app);
});
afterAll(async () => {
  await owner?.end();
  await t?.close();
});

const pagesOf = async (cookie: string) =>
  Object.keys((await api(cookie, 'GET', '/auth/session')).json().privileges as Record<string, unknown>);

describe('custom mode', () => {
  it('starts off with nothing hidden', async () => {
    expect((await api(hr, 'GET', '/sidebar')).json()).toEqual({ customMode: false, hiddenPages: [] });
  });

  it('is the HR admin’s alone', async () => {
    for (const cookie of [emp, finance]) {
      expect((await api(cookie, 'GET', '/sidebar')).statusCode).toBe(403);
      expect((await api(cookie, 'PUT', '/sidebar', { customMode: true, hiddenPages: [] })).statusCode).toBe(403);
    }
  });

  it('refuses an unknown page or a missing flag', async () => {
    for (const body of [{ customMode: true, hiddenPages: ['nope'] }, { hiddenPages: [] }, { customMode: 'yes' }]) {
      const r = await api(hr, 'PUT', '/sidebar', body);
      expect(r.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await api(hr, 'GET', '/sidebar')).json()).toEqual({ customMode: false, hiddenPages: [] });
  });

  it('takes the switched-off pages from everyone of the tenant, on the server too', async () => {
    const financePage = (await pagesOf(finance)).find((p) => p !== 'holidays')!;
    expect(financePage).toBeDefined();
    const hidden = ['holidays', financePage];
    const r = await api(hr, 'PUT', '/sidebar', { customMode: true, hiddenPages: hidden });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toEqual({ customMode: true, hiddenPages: hidden } satisfies TSidebar);
    // the sessions already open follow at once
    expect(await pagesOf(hr)).not.toContain('holidays');
    expect(await pagesOf(finance)).not.toContain(financePage);
    const denied = await api(hr, 'GET', '/resources/holiday');
    expect(denied.statusCode).toBe(403);
    expect(denied.json().code).toBe('privilege.view');
    // and so do new ones
    const again = await loginAs(t.app, 'hr@demo.test', 'demo');
    expect((await api(again, 'GET', '/resources/holiday')).statusCode).toBe(403);
    // another tenant keeps its pages
    expect((await api(acme, 'GET', '/resources/holiday')).statusCode).toBe(200);
    expect(await pagesOf(acme)).toContain('holidays');
    // the settings page itself is the HR admin's role, not a page: it cannot be switched off
    expect((await api(hr, 'GET', '/sidebar')).statusCode).toBe(200);
  });

  it('keeps the list but applies none of it when switched off', async () => {
    const r = await api(hr, 'PUT', '/sidebar', { customMode: false, hiddenPages: ['holidays'] });
    expect(r.json()).toEqual({ customMode: false, hiddenPages: ['holidays'] });
    expect((await api(hr, 'GET', '/resources/holiday')).statusCode).toBe(200);
    expect(await pagesOf(hr)).toContain('holidays');
  });

  it('is audited', async () => {
    const rows = await owner.query(`select before, after from audit_log where action = 'sidebar.update' order by id`);
    expect(rows.rows).toHaveLength(2);
    expect(rows.rows[0].before).toEqual({ customMode: false, hiddenPages: [] });
    expect(rows.rows[1].after).toEqual({ customMode: false, hiddenPages: ['holidays'] });
  });
});
