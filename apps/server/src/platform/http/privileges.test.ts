import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fullFlags, roleFlags } from '@staffdesk/core/privileges';
import { allFeatures } from '@staffdesk/core/tenants';
import { resolveSession } from '../../modules/auth/session.service.ts';
import { DEMO_SUB_ADMIN_PRIVILEGES } from '../../seed/demo.ts';
import { createTestApp, loginAs, type TTestContext, platformOwner } from '../../test/test-app.ts';
import { AppError } from '../errors.ts';
import { authorize, inScope, type TAccess, type TAuth } from './access.ts';
import { registerGuard } from './guard.ts';

const ORG_A = '00000000-0000-4000-8000-00000000000a';
const ORG_B = '00000000-0000-4000-8000-00000000000b';
const DEPT_A = '00000000-0000-4000-8000-0000000000da';
const DEPT_B = '00000000-0000-4000-8000-0000000000db';

const base: TAuth = {
  sessionId: 's',
  loginType: 'hr_admin',
  userId: 'u',
  userName: 'User',
  tenantId: '00000000-0000-4000-8000-000000000001',
  account: 'demo',
  features: allFeatures(true),
  privileges: fullFlags(allFeatures(true)),
  adminFlags: [],
  scope: null,
};
const hr: TAuth = base;
const shopless: TAuth = {
  ...base,
  features: { ...allFeatures(true), shop: false },
  privileges: fullFlags({ ...allFeatures(true), shop: false }),
};
const sub: TAuth = {
  ...base,
  loginType: 'sub_admin',
  privileges: roleFlags(DEMO_SUB_ADMIN_PRIVILEGES, allFeatures(true)),
};
const emp: TAuth = { ...base, loginType: 'emp', privileges: {} };
const guard: TAuth = { ...base, loginType: 'security', privileges: {} };
const superAdmin: TAuth = {
  ...base,
  loginType: 'super_admin',
  tenantId: null,
  account: null,
  features: {},
  privileges: {},
  adminFlags: ['settings', 'hradmin', 'promotions', 'adminstaff', 'logs', 'signup'],
};
const superUser: TAuth = { ...superAdmin, adminFlags: ['logs'] };

/** What authorize() answers: 'ok', or the status and message it throws. */
function outcome(access: TAccess, auth: TAuth): 'ok' | { status: number; code: string | number; message: string } {
  try {
    authorize(access, auth);
    return 'ok';
  } catch (e) {
    if (!(e instanceof AppError)) throw e;
    return { status: e.status, code: e.code, message: e.message };
  }
}
const denied = (message = 'Do not have Privilege') => expect.objectContaining({ status: 403, message });

describe('authorize()', () => {
  it('lets anyone through public and session routes', () => {
    for (const a of [hr, sub, emp, guard, superAdmin]) {
      expect(outcome('public', a)).toBe('ok');
      expect(outcome('session', a)).toBe('ok');
    }
  });

  it('keeps platform routes to the platform admin, and flagged ones to holders of the flag', () => {
    expect(outcome('platform', superAdmin)).toBe('ok');
    expect(outcome('platform:logs', superAdmin)).toBe('ok');
    expect(outcome('platform', superUser)).toBe('ok');
    expect(outcome('platform:logs', superUser)).toBe('ok');
    expect(outcome('platform:hradmin', superUser)).toEqual(denied());
    for (const a of [hr, sub, emp, guard]) {
      expect(outcome('platform', a)).toEqual(denied());
      expect(outcome('platform:logs', a)).toEqual(denied());
    }
  });

  it('keeps tenant routes to tenant users', () => {
    for (const a of [hr, sub, emp, guard]) expect(outcome('tenant', a)).toBe('ok');
    expect(outcome('tenant', superAdmin)).toEqual(denied());
    // a tenant login type without a tenant is no tenant user
    expect(outcome('tenant', { ...hr, tenantId: null })).toEqual(denied());
  });

  it('keeps role routes to the listed login types', () => {
    expect(outcome('role:emp', emp)).toBe('ok');
    expect(outcome('role:emp,security', guard)).toBe('ok');
    expect(outcome('role:emp,security', emp)).toBe('ok');
    expect(outcome('role:emp', hr)).toEqual(denied());
    expect(outcome('role:emp', sub)).toEqual(denied());
    expect(outcome('role:emp', superAdmin)).toEqual(denied());
    expect(outcome('role:hr_admin', hr)).toBe('ok');
  });

  it('lets an HR admin do everything on enabled pages', () => {
    for (const action of ['view', 'add', 'edit', 'delete'] as const) {
      expect(outcome(`page:employees:${action}`, hr)).toBe('ok');
      expect(outcome(`page:products:${action}`, hr)).toBe('ok');
    }
    expect(outcome('page:leave:approve', hr)).toBe('ok');
  });

  it('answers 404 for a page whose feature the tenant has not enabled', () => {
    expect(outcome('page:products:view', shopless)).toEqual(expect.objectContaining({ status: 404, code: 'notFound' }));
    expect(outcome('page:orders:add', shopless)).toEqual(expect.objectContaining({ status: 404 }));
    // even for a sub admin whose role names the page
    const subShopless: TAuth = {
      ...shopless,
      loginType: 'sub_admin',
      privileges: roleFlags({ products: { view: true } }, shopless.features),
    };
    expect(outcome('page:products:view', subShopless)).toEqual(expect.objectContaining({ status: 404 }));
    // pages without a feature are unaffected
    expect(outcome('page:employees:view', shopless)).toBe('ok');
  });

  it("answers a sub admin's missing flag with the spec's message for the action", () => {
    expect(outcome('page:department:view', sub)).toBe('ok');
    expect(outcome('page:department:delete', sub)).toBe('ok');
    expect(outcome('page:shifts:edit', sub)).toBe('ok');
    expect(outcome('page:leave:approve', sub)).toBe('ok');
    expect(outcome('page:jobPost:add', sub)).toEqual({
      status: 403,
      code: 'privilege.add',
      message: 'Do not have Add Privilege',
    });
    expect(outcome('page:attendance:edit', sub)).toEqual({
      status: 403,
      code: 'privilege.edit',
      message: 'Do not have Edit Privilege',
    });
    expect(outcome('page:shifts:delete', sub)).toEqual({
      status: 403,
      code: 'privilege.delete',
      message: 'Do not have Delete Privilege',
    });
    expect(outcome('page:employees:view', sub)).toEqual({
      status: 403,
      code: 'privilege.view',
      message: 'Do not have Privilege',
    });
    expect(outcome('page:attendance:approve', sub)).toEqual(denied());
  });

  it('keeps page routes from employees, guards and the platform admin', () => {
    for (const a of [emp, guard, superAdmin]) expect(outcome('page:department:view', a)).toEqual(denied());
    expect(outcome('page:department:add', emp)).toEqual(denied('Do not have Add Privilege'));
  });

  it('carries the denied action and page for the audit log', () => {
    try {
      authorize('page:jobPost:add', sub);
      expect.unreachable();
    } catch (e) {
      expect((e as { denial?: unknown }).denial).toEqual({ action: 'add', page: 'jobPost' });
    }
  });

  it('fails loudly on a page the registry does not know', () => {
    expect(outcome('page:noSuchPage:view', hr)).toEqual(expect.objectContaining({ status: 500 }));
  });
});

describe('inScope()', () => {
  it('lets callers without a scope see everything', () => {
    expect(inScope(hr, ORG_A, DEPT_A)).toBe(true);
    expect(inScope(hr, null, null)).toBe(true);
  });

  it('limits a sub admin to the organizations of the role', () => {
    const a: TAuth = { ...sub, scope: { organizationIds: [ORG_A], departmentIds: [] } };
    expect(inScope(a, ORG_A)).toBe(true);
    expect(inScope(a, ORG_A, DEPT_B)).toBe(true);
    expect(inScope(a, ORG_B)).toBe(false);
    expect(inScope(a, null)).toBe(false);
  });

  it('limits a sub admin to the departments of the role, when the record has one', () => {
    const a: TAuth = { ...sub, scope: { organizationIds: [ORG_A], departmentIds: [DEPT_A] } };
    expect(inScope(a, ORG_A, DEPT_A)).toBe(true);
    expect(inScope(a, ORG_A, DEPT_B)).toBe(false);
    expect(inScope(a, ORG_A, null)).toBe(false);
    expect(inScope(a, ORG_B, DEPT_A)).toBe(false);
    // records without a department (departmentId not given) are judged on the organization only
    expect(inScope(a, ORG_A)).toBe(true);
  });

  it('treats empty lists as unrestricted', () => {
    const a: TAuth = { ...sub, scope: { organizationIds: [], departmentIds: [] } };
    expect(inScope(a, ORG_B, DEPT_B)).toBe(true);
    expect(inScope(a, null, null)).toBe(true);
    const deptOnly: TAuth = { ...sub, scope: { organizationIds: [], departmentIds: [DEPT_A] } };
    expect(inScope(deptOnly, ORG_B, DEPT_A)).toBe(true);
    expect(inScope(deptOnly, ORG_B, DEPT_B)).toBe(false);
  });
});

describe('the guard over HTTP', () => {
  let t: TTestContext;
  let app: FastifyInstance;
  let owner: pg.Client;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await platformOwner(t);
    // a small app with the real guard and sessions, and routes of pages that no module serves yet
    app = Fastify({ logger: false });
    await app.register(cookie);
    registerGuard(app, t.db, resolveSession);
    app.setErrorHandler((err, _req, reply) => {
      if (err instanceof AppError) return reply.code(err.status).send({ code: err.code, message: err.message });
      return reply.code(500).send({ code: 'internal', message: String(err) });
    });
    const ok = async () => ({ ok: true });
    app.get('/department', { config: { access: 'page:department:view' } }, ok);
    app.post('/department', { config: { access: 'page:department:add' } }, ok);
    app.put('/department', { config: { access: 'page:department:edit' } }, ok);
    app.delete('/department', { config: { access: 'page:department:delete' } }, ok);
    app.post('/job-posts', { config: { access: 'page:jobPost:add' } }, ok);
    app.get('/products', { config: { access: 'page:products:view' } }, ok);
    app.get('/undeclared', ok);
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await owner?.end();
    await t?.close();
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookieHeader?: string) =>
    app.inject({ method, url, headers: cookieHeader ? { cookie: cookieHeader } : {} });
  const DEPARTMENT = [
    ['GET', 'view'],
    ['POST', 'add'],
    ['PUT', 'edit'],
    ['DELETE', 'delete'],
  ] as const;

  it('lets the demo sub admin do what the role allows on department', async () => {
    const c = await loginAs(t.app, 'sub@demo.test', 'demo');
    for (const [method, action] of DEPARTMENT) {
      const allowed = DEMO_SUB_ADMIN_PRIVILEGES.department![action] === true;
      expect((await call(method, '/department', c)).statusCode, `${method} department`).toBe(allowed ? 200 : 403);
    }
  });

  it('refuses the sub admin an action the role lacks, and audits the denial', async () => {
    const c = await loginAs(t.app, 'sub@demo.test', 'demo');
    const res = await call('POST', '/job-posts', c);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'privilege.add', message: 'Do not have Add Privilege' });

    const r = await owner.query(
      `select a.*, t.account from audit_log a join tenants t on t.id = a.tenant_id where a.action = 'denied' and a.entity = 'jobPost'`,
    );
    expect(r.rows).toHaveLength(1);
    expect(r.rows[0]).toMatchObject({
      account: 'demo',
      actor_type: 'sub_admin',
      actor_name: 'Li Wei',
      after: { method: 'POST', route: '/job-posts', action: 'add' },
    });
  });

  it('lets the HR admin through every department action and the job post', async () => {
    const c = await loginAs(t.app, 'hr@demo.test', 'demo');
    for (const [method] of DEPARTMENT) expect((await call(method, '/department', c)).statusCode).toBe(200);
    expect((await call('POST', '/job-posts', c)).statusCode).toBe(200);
    expect((await call('GET', '/products', c)).statusCode).toBe(200);
  });

  it('refuses an employee and a guard', async () => {
    for (const email of ['emp@demo.test', 'guard@demo.test']) {
      const c = await loginAs(t.app, email, 'demo');
      const res = await call('GET', '/department', c);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Do not have Privilege');
      expect((await call('DELETE', '/department', c)).json().message).toBe('Do not have Delete Privilege');
    }
  });

  it('answers 404 on a page whose feature the tenant lacks', async () => {
    const c = await loginAs(t.app, 'hr@acme.test', 'acme');
    const res = await call('GET', '/products', c);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('notFound');
    // acme has no shop, but departments exist everywhere
    expect((await call('GET', '/department', c)).statusCode).toBe(200);
  });

  it('answers 401 without a session and 500 on a route that declares nothing', async () => {
    expect((await call('GET', '/department')).statusCode).toBe(401);
    const c = await loginAs(t.app, 'hr@demo.test', 'demo');
    expect((await call('GET', '/undeclared', c)).statusCode).toBe(500);
  });

  it('refuses the platform admin on tenant pages', async () => {
    const c = await loginAs(t.app, 'super@staffdesk.test');
    expect((await call('GET', '/department', c)).statusCode).toBe(403);
  });
});
