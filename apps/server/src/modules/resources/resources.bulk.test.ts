import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TTestContext } from '../../test/test-app.ts';

/** Lists' bulk actions (issue 10): delete the selected records with one reason (all or none), export the selection. */
let t: TTestContext;
let hr: string;
let acmeHr: string;
let ids: string[];

const call = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, payload });

beforeAll(async () => {
  t = await createTestApp();
  [hr, acmeHr] = await Promise.all([loginAs(t.app, 'hr@demo.test', 'demo'), loginAs(t.app, 'hr@acme.test', 'acme')]);
  ids = [];
  for (const name of ['Bulk one', 'Bulk two', 'Bulk three']) {
    const res = await call('POST', '/api/v1/resources/blogType', hr, { name });
    expect(res.statusCode, res.body).toBe(201);
    ids.push(res.json().id);
  }
});
afterAll(() => t?.close());

const live = async () =>
  (await call('GET', '/api/v1/resources/blogType?search=Bulk&pageSize=50', hr))
    .json()
    .rows.map((r: { id: string }) => r.id);

describe('bulk delete', () => {
  it('needs a reason and takes at most 100 ids', async () => {
    expect((await call('POST', '/api/v1/resources/blogType/bulk-delete', hr, { ids })).statusCode).toBe(400);
    const many = Array.from({ length: 101 }, () => ids[0]);
    expect(
      (await call('POST', '/api/v1/resources/blogType/bulk-delete', hr, { ids: many, reason: 'x' })).statusCode,
    ).toBe(400);
  });

  it("deletes nothing when one of the ids is another tenant's or unknown", async () => {
    const made = await call('POST', '/api/v1/resources/bank', acmeHr, { name: 'Acme only bank' });
    expect(made.statusCode, made.body).toBe(201);
    const foreign = made.json().id;
    const res = await call('POST', '/api/v1/resources/blogType/bulk-delete', hr, {
      ids: [ids[0], foreign],
      reason: 'Tidy up',
    });
    expect(res.statusCode).toBe(404);
    expect(await live()).toHaveLength(3);
  });

  it('deletes the selection with one reason, each audited', async () => {
    const res = await call('POST', '/api/v1/resources/blogType/bulk-delete', hr, {
      ids: [ids[0], ids[1]],
      reason: 'Tidy up',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ count: 2 });
    expect(await live()).toEqual([ids[2]]);
    const deleted = (await call('GET', '/api/v1/resources/blogType/deleted?search=Bulk', hr)).json().rows;
    expect(deleted.map((r: { deleteReason: string }) => r.deleteReason)).toEqual(['Tidy up', 'Tidy up']);
    const audit = await t.db.platform((db) =>
      db.execute(`select count(*)::int as n from audit_log where action = 'delete' and reason = 'Tidy up'`),
    );
    expect((audit.rows[0] as { n: number }).n).toBe(2);
  });

  it('needs the delete privilege', async () => {
    const emp = await loginAs(t.app, 'emp@demo.test', 'demo');
    expect((await call('POST', '/api/v1/resources/blogType/bulk-delete', emp, { ids, reason: 'x' })).statusCode).toBe(
      403,
    );
  });
});

describe('export of the selection', () => {
  it('has only the selected rows', async () => {
    const res = await call('GET', `/api/v1/resources/blogType/export.csv?ids=${ids[2]}&lang=en`, hr);
    expect(res.statusCode).toBe(200);
    const lines = res.body.split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Bulk three');
    expect((await call('GET', '/api/v1/resources/blogType/export.csv?ids=not-a-uuid', hr)).statusCode).toBe(400);
  });
});
