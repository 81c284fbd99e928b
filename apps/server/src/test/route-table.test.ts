import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TRouteEntry } from '../platform/http/routes.ts';
import { createTestApp, type TTestContext } from './test-app.ts';

/**
 * Every route the app registers, read from the app itself (see platform/http/routes.ts), so routes that later
 * modules add are covered without editing this file. Each /api route must declare its access (DESIGN §4).
 */
let t: TTestContext;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

const isApi = (r: TRouteEntry) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs');

describe('route table', () => {
  /**
   * The whole table is a snapshot (route-table.snap.txt beside this file): a route added, removed or given other
   * access shows in review as a change to that file. After a deliberate change: `npx vitest run -u` on this file.
   */
  it('lists every route with its declared access, as the snapshot has it', async () => {
    const rows = t.app.routeTable
      .filter((r) => r.method !== 'HEAD')
      .map((r) => ({ method: r.method, url: r.url, access: r.access ?? '(none)' }));
    expect(rows.length).toBeGreaterThan(0);
    const text = rows.map((r) => `${r.method.padEnd(7)} ${r.url.padEnd(56)} ${r.access}`).join('\n');
    await expect(`${text}\n`).toMatchFileSnapshot('./route-table.snap.txt');
    // the table is the app's own: the routes every build has are in it
    const keys = rows.map((r) => `${r.method} ${r.url}`);
    for (const k of [
      'GET /api/health',
      'POST /api/v1/auth/login',
      'GET /api/v1/auth/session',
      'GET /api/v1/platform/tenants',
      'GET /api/v1/account',
      'DELETE /api/v1/account/sessions/:id',
    ]) {
      expect(keys).toContain(k);
    }
  });

  it('has an access declaration on every /api route', () => {
    const undeclared = t.app.routeTable.filter((r) => isApi(r) && !r.access).map((r) => `${r.method} ${r.url}`);
    expect(undeclared, `routes without config.access: ${undeclared.join(', ')}`).toEqual([]);
  });

  it('declares only access kinds the guard knows', () => {
    const page = 'page:\\w+:(view|add|edit|delete|approve)';
    const known = new RegExp(`^(public|session|platform(:\\w+)?|tenant|role:[a-z_]+(,[a-z_]+)*|${page}(\\|${page})*)$`);
    const odd = t.app.routeTable
      .filter((r) => r.access && !known.test(r.access))
      .map((r) => `${r.method} ${r.url} ${r.access}`);
    expect(odd).toEqual([]);
  });
});
