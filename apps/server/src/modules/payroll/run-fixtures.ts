import { expect } from 'vitest';
import type { TRun } from '@staffdesk/core/payroll-api';
import { createTestApp, loginAs, platformOwner, until, type TTestContext } from '../../test/test-app.ts';

/**
 * What payroll run tests share: an app, the demo's logins by name, the organizations by code, the demo tenant, and
 * calls to open, process (waiting for the job) and read runs.
 */
export async function payrollFixture(logins: readonly string[]) {
  const t: TTestContext = await createTestApp();
  const cookies: Record<string, string> = {};
  for (const who of logins) cookies[who] = await loginAs(t.app, `${who}@demo.test`, 'demo');
  const call = (cookie: string, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
  const hr = cookies.hr ?? (await loginAs(t.app, 'hr@demo.test', 'demo'));
  const list = (await call(hr, 'GET', '/resources/organization?pageSize=50')).json().rows as {
    id: string;
    code: string;
  }[];
  const orgs: Record<string, string> = Object.fromEntries(list.map((o) => [o.code, o.id]));
  const owner = await platformOwner(t);
  const tenantId: string = (await owner.query(`select id from tenants where account = 'demo'`)).rows[0].id;
  await owner.end();

  const run = async (id: string) => (await call(hr, 'GET', `/payroll/runs/${id}`)).json() as TRun;
  /** Processes a run as the login given and waits for its job to commit. */
  async function processed(id: string, cookie = hr) {
    const res = await call(cookie, 'POST', `/payroll/runs/${id}/process`);
    expect(res.statusCode, res.body).toBe(202);
    expect(await until(async () => !(await run(id)).processing, 20_000)).toBe(true);
    return run(id);
  }
  /** Opens a month of an organization (by code) as the login given. */
  async function opened(organization: string, month: string, cookie = hr) {
    const res = await call(cookie, 'POST', '/payroll/runs', { organizationId: orgs[organization], month });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as TRun;
  }
  return { t, cookies, hr, orgs, tenantId, call, run, processed, opened };
}
