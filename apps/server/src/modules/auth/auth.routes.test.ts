import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TTestContext, platformOwner } from '../../test/test-app.ts';

let t: TTestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('login', () => {
  it('logs the demo HR admin in and returns the session values', async () => {
    const cookie = await loginAs(t.app, 'hr@demo.test', 'demo');
    const res = await t.app.inject({ url: '/api/v1/auth/session', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const s = res.json();
    expect(s).toMatchObject({
      loginType: 'hr_admin',
      account: 'demo',
      companyName: 'Mekong Trading Co., Ltd.',
      package: 'pro',
    });
    expect(s.privileges.employees).toEqual({ view: true, add: true, edit: true, delete: true, approve: false });
  });

  it('answers the spec codes for missing and malformed input', async () => {
    const post = (payload: object) => t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload });
    expect((await post({ account: 'demo', password: 'x' })).json()).toEqual({
      code: 2,
      message: 'Please enter Email ID',
    });
    expect((await post({ account: 'demo', email: 'hr@demo.test' })).json()).toEqual({
      code: 3,
      message: 'Please enter password',
    });
    expect((await post({ account: 'demo', email: 'not-an-email', password: 'x' })).json()).toEqual({
      code: 6,
      message: 'Incorrect Email ID',
    });
    const wrong = await post({ account: 'demo', email: 'hr@demo.test', password: 'wrong-password' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ code: 4, message: 'Incorrect Credentials' });
    const unknown = await post({ account: 'demo', email: 'nobody@demo.test', password: 'wrong-password' });
    expect(unknown.json()).toEqual({ code: 4, message: 'Incorrect Credentials' });
    expect((await post({ account: 'nosuch', email: 'hr@demo.test', password: 'x' })).statusCode).toBe(404);
  });
});

describe('audit of sessions', () => {
  it('names the session in the login, logout and switch rows alike', async () => {
    const cookie = await loginAs(t.app, 'sub@demo.test', 'demo');
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/switch',
      headers: { cookie },
      payload: { loginType: 'emp' },
    });
    await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { cookie } });
    const c = await platformOwner(t);
    const rows = await c.query<{ action: string; entity_id: string }>(
      `select action, entity_id from audit_log where actor_name = 'Li Wei' and action in ('login', 'switch', 'logout') order by id`,
    );
    const session = await c.query<{ id: string }>(`select id from sessions order by created_at desc limit 1`);
    await c.end();
    expect(rows.rows.map((r) => r.action)).toEqual(['login', 'switch', 'logout']);
    expect(new Set(rows.rows.map((r) => r.entity_id))).toEqual(new Set([session.rows[0]!.id]));
  });
});
