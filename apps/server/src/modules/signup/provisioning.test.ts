import type pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { demoPdf } from '../../seed/demo-signup.ts';
import { startMailSink, type TSink } from '../../test/mail-sink.ts';
import { multipart } from '../../test/multipart.ts';
import { createTestApp, loginAs, type TTestContext, platformOwner } from '../../test/test-app.ts';

/**
 * Approval provisions a tenant in one transaction: a failure at any step leaves nothing behind and mails nothing.
 * Each step is made to fail by a trigger on the table it writes, installed by the database owner.
 */
let t: TTestContext;
let sink: TSink;
let owner: pg.Client;
let cookie: string;
let requestId: string;

const EMAIL = 'owner@rollback.test';
const ACCOUNT = 'rollback';

beforeAll(async () => {
  sink = await startMailSink();
  t = await createTestApp({ config: { smtpUrl: sink.url } });
  owner = await platformOwner(t);
  await owner.query(
    `create or replace function test_fail() returns trigger language plpgsql as $$ begin raise exception 'step fails'; end $$`,
  );
  cookie = await loginAs(t.app, 'super@staffdesk.test');
  const m = multipart(
    {
      name: 'Roll Back',
      organization: 'Rollback Trading',
      mobileNo: '012345678',
      email: EMAIL,
      position: 'Owner',
      website: 'https://rollback.test',
      reference: 'None',
      city: 'Battambang',
      country: 'Cambodia',
      accountName: ACCOUNT,
    },
    [{ field: 'personalDoc', name: 'id.pdf', type: 'application/pdf', content: demoPdf('ID') }],
  );
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/signup', payload: m.payload, headers: m.headers });
  requestId = res.json().id;
  await t.app.services.jobs.drain();
});
afterAll(async () => {
  await owner?.end();
  await t?.close();
  await sink?.close();
});

/** Everything an approval could leave behind, counted. */
async function footprint() {
  const q = async (sql: string, params: unknown[] = []) => (await owner.query<{ n: number }>(sql, params)).rows[0]!.n;
  return {
    tenants: await q(`select count(*)::int as n from tenants where account = $1`, [ACCOUNT]),
    organizations: await q(`select count(*)::int as n from organizations`),
    departments: await q(`select count(*)::int as n from departments`),
    documentTypes: await q(`select count(*)::int as n from document_types`),
    leaveTypes: await q(`select count(*)::int as n from leave_types`),
    shifts: await q(`select count(*)::int as n from shifts`),
    users: await q(`select count(*)::int as n from users where email = $1`, [EMAIL]),
    tokens: await q(`select count(*)::int as n from credential_tokens`),
    audit: await q(`select count(*)::int as n from audit_log where action in ('tenant.create', 'signup.approve')`),
    approvedMails: await q(`select count(*)::int as n from signup_mails where request_id = $1 and kind = 'approved'`, [
      requestId,
    ]),
    pending: await q(
      `select count(*)::int as n from signup_requests where id = $1 and status = 'pending' and approved_tenant_id is null`,
      [requestId],
    ),
  };
}

const STEPS = [
  ['tenants', 'insert'],
  ['organizations', 'insert'],
  ['departments', 'insert'],
  ['document_types', 'insert'],
  ['leave_types', 'insert'],
  ['shifts', 'insert'],
  ['users', 'insert'],
  ['credential_tokens', 'insert'],
  ['audit_log', 'insert'],
  ['signup_requests', 'update'],
  ['signup_mails', 'insert'],
] as const;

it.each(STEPS)('rolls back completely when writing %s fails', async (table, op) => {
  const before = await footprint();
  expect(before.pending).toBe(1);
  await owner.query(`create trigger test_fail before ${op} on "${table}" for each row execute function test_fail()`);
  try {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/platform/signup-requests/${requestId}/approve`,
      headers: { cookie },
      payload: { package: 'pro' },
    });
    expect(res.statusCode).toBe(500);
  } finally {
    await owner.query(`drop trigger test_fail on "${table}"`);
  }
  expect(await footprint()).toEqual(before);
  expect(sink.to(EMAIL).filter((m) => m.subject?.includes('is ready'))).toEqual([]);
});

it('provisions once nothing fails', async () => {
  const before = await footprint();
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/platform/signup-requests/${requestId}/approve`,
    headers: { cookie },
    payload: { package: 'pro' },
  });
  expect(res.statusCode).toBe(200);
  const after = await footprint();
  expect(after).toEqual({
    tenants: 1,
    organizations: before.organizations + 1,
    departments: before.departments + 1,
    documentTypes: before.documentTypes + 4,
    leaveTypes: before.leaveTypes + 3,
    shifts: before.shifts + 1,
    users: 1,
    tokens: before.tokens + 1,
    audit: before.audit + 2,
    approvedMails: 1,
    pending: 0,
  });
  await sink.waitFor(EMAIL, (m) => m.subject?.includes('is ready') ?? false);

  // the default leave types and day shift, in the requester's language (English here)
  const tenantId = res.json().tenant.id;
  const leave = await owner.query(
    `select name, code, paid from leave_types where tenant_id = $1 and deleted_at is null order by code`,
    [tenantId],
  );
  expect(leave.rows).toEqual([
    { name: 'Annual leave', code: 'AL', paid: true },
    { name: 'Sick leave', code: 'SL', paid: true },
    { name: 'Unpaid leave', code: 'UL', paid: false },
  ]);
  const shifts = await owner.query(
    `select name, code, start_time::text as start, end_time::text as end, break_minutes, late_grace_minutes, early_leave_grace_minutes
       from shifts where tenant_id = $1 and deleted_at is null`,
    [tenantId],
  );
  expect(shifts.rows).toEqual([
    {
      name: 'Day shift',
      code: 'DAY',
      start: '08:00:00',
      end: '17:00:00',
      break_minutes: 60,
      late_grace_minutes: 15,
      early_leave_grace_minutes: 0,
    },
  ]);
});
