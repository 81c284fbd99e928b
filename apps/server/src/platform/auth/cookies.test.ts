import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/demo.ts';
import { createTestApp, loginAs, type TTestContext } from '../../test/test-app.ts';

/** Issue 9 hardening: cookie names and attributes by scheme, CSP base-uri, API docs behind a login in production. */
let https: TTestContext;
let http: TTestContext;
beforeAll(async () => {
  https = await createTestApp({ config: { publicUrl: 'https://hr.example.test', env: 'production' } });
  http = await createTestApp({ seed: false });
});
afterAll(async () => {
  await https.close();
  await http.close();
});

const login = (t: TTestContext) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { account: 'demo', email: 'hr@demo.test', password: DEMO_PASSWORD },
  });

describe('session cookie by scheme', () => {
  it('is __Host-sd_session with Secure, Path=/ and no Domain when PUBLIC_URL is https', async () => {
    const res = await login(https);
    expect(res.statusCode).toBe(200);
    expect(res.cookies.map((c) => c.name)).toEqual(['__Host-sd_session']);
    const raw = String(res.headers['set-cookie']);
    expect(raw).toMatch(/^__Host-sd_session=/);
    expect(raw).toMatch(/; Secure/);
    expect(raw).toMatch(/; Path=\//);
    expect(raw).not.toMatch(/Domain=/i);
    const cookie = `__Host-sd_session=${res.cookies[0]!.value}`;
    expect((await https.app.inject({ url: '/api/v1/auth/session', headers: { cookie } })).statusCode).toBe(200);
    // the plain name is not read over https
    expect(
      (await https.app.inject({ url: '/api/v1/auth/session', headers: { cookie: cookie.replace('__Host-', '') } }))
        .statusCode,
    ).toBe(401);
    const out = await https.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { cookie } });
    expect(String(out.headers['set-cookie'])).toMatch(/^__Host-sd_session=;.*Secure/);
  });
});

describe('content security policy', () => {
  it("has base-uri 'none' on pages", async () => {
    const res = await http.app.inject({ url: '/api/docs' });
    expect(res.headers['content-security-policy']).toContain("base-uri 'none'");
  });
});

describe('API docs', () => {
  it('need a session in production, page and JSON', async () => {
    for (const url of ['/api/docs', '/api/docs/json', '/api/docs/static/index.html']) {
      const res = await https.app.inject({ url });
      expect(res.statusCode, url).toBe(401);
    }
    const cookie = await loginAs(https.app, 'emp@demo.test', 'demo');
    const json = await https.app.inject({ url: '/api/docs/json', headers: { cookie } });
    expect(json.statusCode).toBe(200);
    expect(json.json().openapi).toBeDefined();
  });

  it('are open outside production', async () => {
    expect((await http.app.inject({ url: '/api/docs/json' })).statusCode).toBe(200);
  });
});
