import type pg from 'pg';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createTestApp, loginAs, platformOwner, type TTestContext } from '../../test/test-app.ts';

/** The jobs pages' API: whose jobs each caller sees, reading one job, Retry (audited). */
let t: TTestContext;
let owner: pg.Client;
let hr: string;
let acme: string;
let emp: string;
let superAdmin: string;
let demoJob: string;

const call = (cookie: string, method: 'GET' | 'POST', url: string) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: { cookie } });

beforeAll(async () => {
  t = await createTestApp();
  owner = await platformOwner(t);
  hr = await loginAs(t.app, 'hr@demo.test', 'demo');
  acme = await loginAs(t.app, 'hr@acme.test', 'acme');
  emp = await loginAs(t.app, 'emp@demo.test', 'demo');
  superAdmin = await loginAs(t.app, 'super@staffdesk.test');
  // a reset asked for on the demo tenant's login page: a reset job, then its mail job
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/forgot-password',
    payload: { account: 'demo', email: 'emp@demo.test' },
  });
  expect(res.statusCode, res.body).toBe(200);
  await t.app.services.jobs.drain();
  demoJob = (await owner.query(`select id from job_runs where kind = 'mail' order by created_at desc limit 1`)).rows[0]
    .id;
});
afterAll(async () => {
  await owner?.end();
  await t?.close();
});

it("lists a tenant's jobs to its HR admin only, newest first, with what they were about", async () => {
  const page = (await call(hr, 'GET', '/jobs')).json();
  expect(page.rows.map((r: { kind: string }) => r.kind)).toEqual(['mail', 'password.reset']);
  expect(page.rows[0]).toMatchObject({ state: 'done', progress: 100, label: { to: 'emp@demo.test' } });
  expect((await call(acme, 'GET', '/jobs')).json().rows).toEqual([]);
  expect((await call(emp, 'GET', '/jobs')).statusCode).toBe(403);
  expect((await call(hr, 'GET', '/jobs?state=failed')).json().rows).toEqual([]);
  expect((await call(hr, 'GET', '/jobs?state=nope')).statusCode).toBe(400);
});

it('shows the super admin every tenant’s jobs with the account', async () => {
  const rows = (await call(superAdmin, 'GET', '/platform/jobs?pageSize=50')).json().rows as { id: string }[];
  expect(rows.find((r) => r.id === demoJob)).toMatchObject({ account: 'demo', kind: 'mail' });
  expect((await call(hr, 'GET', '/platform/jobs')).statusCode).toBe(403);
});

it('lets the starter or the HR admin read one job; others get 404', async () => {
  expect((await call(hr, 'GET', `/jobs/${demoJob}`)).json()).toMatchObject({ id: demoJob, state: 'done' });
  // the mail was for the employee (their job); the reset job before it was nobody's
  expect((await call(emp, 'GET', `/jobs/${demoJob}`)).statusCode).toBe(200);
  const reset = (await owner.query(`select id from job_runs where kind = 'password.reset'`)).rows[0].id;
  expect((await call(emp, 'GET', `/jobs/${reset}`)).statusCode).toBe(404);
  expect((await call(acme, 'GET', `/jobs/${demoJob}`)).statusCode).toBe(404);
  expect((await call(superAdmin, 'GET', `/platform/jobs/${demoJob}`)).statusCode).toBe(200);
});

it('retries only a failed job, and audits the retry', async () => {
  expect((await call(hr, 'POST', `/jobs/${demoJob}/retry`)).json().code).toBe('jobNotFailed');
  await owner.query(`update job_runs set state = 'failed', error = 'boom' where id = $1`, [demoJob]);
  const retry = vi.spyOn(t.app.services.jobs, 'retry').mockResolvedValue(true);
  const res = await call(hr, 'POST', `/jobs/${demoJob}/retry`);
  expect(retry).toHaveBeenCalledWith(demoJob, 'mail');
  retry.mockRestore();
  expect(res.statusCode, res.body).toBe(200);
  expect((await call(acme, 'POST', `/jobs/${demoJob}/retry`)).statusCode).toBe(404);
  const audit = await owner.query(`select tenant_id, after from audit_log where action = 'job.retry'`);
  expect(audit.rows).toHaveLength(1);
  expect(audit.rows[0].after).toMatchObject({ kind: 'mail' });
});
