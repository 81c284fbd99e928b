import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertRole, insertUser } from '../../modules/auth/auth.repo.ts';
import { DEMO_PASSWORD } from '../../seed/demo.ts';
import {
  createTestApp,
  loginAs,
  platformOwner,
  secondInstance,
  type TTestContext,
  until,
} from '../../test/test-app.ts';
import { hashPassword } from '../auth/passwords.ts';
import { Database } from './db.ts';
import { Notifier } from './notify.ts';

/**
 * Two app instances on one database, each with a warm session cache: a change on A (a role's privileges, a
 * session ended, a tenant-wide clear) is seen on B's next request, through LISTEN/NOTIFY.
 */
let a: TTestContext;
let b: Awaited<ReturnType<typeof secondInstance>>;
let bApp: FastifyInstance;
let demoId: string;
let roleId: string;

beforeAll(async () => {
  a = await createTestApp({ sessionCacheMs: 60_000 });
  b = await secondInstance(a, { sessionCacheMs: 60_000 });
  bApp = b.app;
  const owner = await platformOwner(a);
  demoId = (await owner.query<{ id: string }>(`select id from tenants where account = 'demo'`)).rows[0]!.id;
  await owner.end();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await a.db.tenant(demoId, async (db) => {
    const role = await insertRole(db, { tenantId: demoId, name: 'Banks', privileges: { bank: { view: true } } });
    roleId = role.id;
    await insertUser(db, {
      tenantId: demoId,
      passwordHash,
      email: 'banks@demo.test',
      loginType: 'sub_admin',
      roleId,
      firstName: 'Bank',
      lastName: 'Viewer',
    });
  });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

const get = (app: FastifyInstance, cookie: string, url: string) =>
  app.inject({ method: 'GET', url, headers: { cookie } });

describe('session invalidation across instances', () => {
  it("applies a role change made on A to B's next request, with B's cache warm", async () => {
    const sub = await loginAs(a.app, 'banks@demo.test', 'demo');
    const hr = await loginAs(a.app, 'hr@demo.test', 'demo');
    expect((await get(bApp, sub, '/api/v1/resources/bank')).statusCode).toBe(200); // B caches the session
    const put = await a.app.inject({
      method: 'PUT',
      url: `/api/v1/roles/${roleId}`,
      headers: { cookie: hr },
      payload: { name: 'Banks', privileges: { holidays: { view: true } }, organizationIds: [], departmentIds: [] },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(await until(async () => (await get(bApp, sub, '/api/v1/resources/bank')).statusCode === 403)).toBe(true);
    expect((await get(bApp, sub, '/api/v1/resources/holiday')).statusCode).toBe(200);
  });

  it('ends on B a session ended on A', async () => {
    const hr = await loginAs(a.app, 'hr@demo.test', 'demo');
    expect((await get(bApp, hr, '/api/v1/auth/session')).statusCode).toBe(200);
    expect(
      (await a.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { cookie: hr } })).statusCode,
    ).toBe(204);
    expect(await until(async () => (await get(bApp, hr, '/api/v1/auth/session')).statusCode === 401)).toBe(true);
  });

  it("drops B's sessions when A clears its own (a tenant suspended, a user disabled, a password changed)", async () => {
    const hr = await loginAs(a.app, 'hr@demo.test', 'demo');
    expect((await get(bApp, hr, '/api/v1/auth/session')).statusCode).toBe(200);
    // what those services do after their change: here the session row goes too, so only a dropped cache notices
    const owner = await platformOwner(a);
    await owner.query(`update users set disabled = true where email = 'hr@demo.test' and tenant_id = $1`, [demoId]);
    expect((await get(bApp, hr, '/api/v1/auth/session')).statusCode).toBe(200); // still cached
    a.app.services.sessions.clear();
    expect(await until(async () => (await get(bApp, hr, '/api/v1/auth/session')).statusCode === 401)).toBe(true);
    await owner.query(`update users set disabled = false where email = 'hr@demo.test' and tenant_id = $1`, [demoId]);
    await owner.end();
  });
});

describe('Notifier', () => {
  it('delivers JSON payloads to every subscriber, and listens again after its connection dropped', async () => {
    const db = new Database(a.ownerUrl, inject('dbKind'), 2);
    const one = new Notifier(a.ownerUrl, db.pool);
    const two = new Notifier(a.ownerUrl, db.pool);
    const got: unknown[] = [];
    let reconnects = 0;
    await two.subscribe('test_channel', (p) => got.push(p));
    two.onReconnect(() => reconnects++);
    await one.publish('test_channel', { hello: 'world' });
    expect(await until(async () => got.length === 1)).toBe(true);
    expect(got[0]).toEqual({ hello: 'world' });

    const pid = await two.listenerPid();
    const owner = new pg.Client({ connectionString: a.ownerUrl });
    await owner.connect();
    await owner.query('select pg_terminate_backend($1)', [pid]);
    await owner.end();
    expect(await until(async () => reconnects === 1, 5000)).toBe(true);
    await one.publish('test_channel', { again: true });
    expect(await until(async () => got.length === 2)).toBe(true);
    await expect(one.publish('Bad Channel', {})).rejects.toThrow();
    await one.close();
    await two.close();
    await db.close();
  });
});
