import type pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, platformOwner, type TTestContext } from '../../test/test-app.ts';
import { purge } from './maintenance.ts';

/** The hourly clean-up deletes what has stopped mattering, and nothing that still does. */
let t: TTestContext;
let owner: pg.Client;
beforeAll(async () => {
  t = await createTestApp();
  owner = await platformOwner(t);
});
afterAll(async () => {
  await owner?.end();
  await t?.close();
});

it('deletes old sessions, links, failed logins, import previews, finished jobs and built files; keeps the recent ones', async () => {
  const demo = (await owner.query(`select id from tenants where account = 'demo'`)).rows[0].id;
  const user = (await owner.query(`select id from users where email = 'hr@demo.test'`)).rows[0].id;
  for (const [age, hash] of [
    ['8 days', 'aa'],
    ['1 hour', 'bb'],
  ]) {
    await owner.query(
      `insert into sessions (token_hash, tenant_id, user_id, login_type, expires_at) values (decode($1, 'hex'), $2, $3, 'hr_admin', now() - $4::interval)`,
      [hash, demo, user, age],
    );
    await owner.query(
      `insert into credential_tokens (token_hash, purpose, tenant_id, user_id, expires_at) values (decode($1, 'hex'), 'reset', $2, $3, now() - $4::interval)`,
      [hash, demo, user, age],
    );
    await owner.query(`insert into login_failures (key, at) values ('purge-test', now() - $1::interval)`, [age]);
    await owner.query(
      `insert into imports (tenant_id, kind, file_name, total_rows, rows, errors, created_by, created_at)
       values ($1, 'holidays', 'x.csv', 0, '[]', '[]', $2, now() - $3::interval)`,
      [demo, user, age],
    );
  }
  await owner.query(
    `insert into job_runs (id, kind, state, finished_at) values (gen_random_uuid(), 'mail', 'done', now() - interval '91 days'),
                                                               (gen_random_uuid(), 'mail', 'done', now())`,
  );
  await owner.query(
    `insert into notifications (tenant_id, recipient_id, kind, created_at) values ($1, $2, 'careerApplicant', now() - interval '91 days'),
                                                                                 ($1, $2, 'careerApplicant', now())`,
    [demo, user],
  );
  // a payslip zip built two days ago, and one an hour ago: the old one's file goes, its row stays
  const [oldKey, newKey] = [
    await t.app.services.files.save(Buffer.from('old')),
    await t.app.services.files.save(Buffer.from('new')),
  ];
  await owner.query(
    `insert into job_runs (id, kind, state, finished_at, result)
     values (gen_random_uuid(), 'payroll.payslipsZip', 'done', now() - interval '2 days', jsonb_build_object('fileKey', $1::text, 'count', 3)),
            (gen_random_uuid(), 'payroll.payslipsZip', 'done', now() - interval '1 hour', jsonb_build_object('fileKey', $2::text, 'count', 3))`,
    [oldKey, newKey],
  );
  const counts = await purge(t.app.services);
  expect(counts).toEqual({ sessions: 1, links: 1, loginFailures: 1, imports: 1, jobs: 1, notifications: 1, files: 1 });
  await expect(t.app.services.files.read(oldKey)).rejects.toThrow();
  expect((await t.app.services.files.read(newKey)).toString()).toBe('new');
  expect(
    (await owner.query(`select result from job_runs where kind = 'payroll.payslipsZip' order by finished_at`)).rows.map(
      (r) => r.result,
    ),
  ).toEqual([{ count: 3 }, { count: 3, fileKey: newKey }]);
  expect(
    (await owner.query(`select count(*)::int as n from sessions where token_hash = decode('bb', 'hex')`)).rows[0].n,
  ).toBe(1);
  expect((await owner.query(`select count(*)::int as n from imports`)).rows[0].n).toBe(1);
  expect(await purge(t.app.services)).toEqual({
    sessions: 0,
    links: 0,
    loginFailures: 0,
    imports: 0,
    jobs: 0,
    notifications: 0,
    files: 0,
  });
});
