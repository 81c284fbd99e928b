import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TTestContext } from '../../test/test-app.ts';

/** Applicants moved to a stage together (issue 10's bulk actions): all or none, each an event and an audit entry. */
let t: TTestContext;
let hr: string;
let emp: string;
let ids: string[];

const call = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, payload });
const stages = async () => {
  const rows = (await call('GET', '/api/v1/careers/applicants?pageSize=50', hr)).json().rows as {
    id: string;
    stage: string;
  }[];
  return Object.fromEntries(rows.map((r) => [r.id, r.stage]));
};

beforeAll(async () => {
  t = await createTestApp();
  [hr, emp] = await Promise.all([loginAs(t.app, 'hr@demo.test', 'demo'), loginAs(t.app, 'emp@demo.test', 'demo')]);
  const all = await stages();
  ids = Object.keys(all)
    .filter((id) => all[id] !== 'shortList')
    .slice(0, 2);
  expect(ids).toHaveLength(2);
});
afterAll(() => t?.close());

describe('POST /careers/applicants/stage', () => {
  it('moves nothing when one id is unknown', async () => {
    const before = await stages();
    const res = await call('POST', '/api/v1/careers/applicants/stage', hr, {
      ids: [ids[0], crypto.randomUUID()],
      stage: 'shortList',
    });
    expect(res.statusCode).toBe(404);
    expect(await stages()).toEqual(before);
  });

  it('refuses a stage that is not one and needs the edit privilege', async () => {
    expect((await call('POST', '/api/v1/careers/applicants/stage', hr, { ids, stage: 'hired!' })).statusCode).toBe(400);
    expect((await call('POST', '/api/v1/careers/applicants/stage', emp, { ids, stage: 'shortList' })).statusCode).toBe(
      403,
    );
  });

  it('moves the selection to one stage, each move audited', async () => {
    const res = await call('POST', '/api/v1/careers/applicants/stage', hr, {
      ids,
      stage: 'shortList',
      notify: false,
      note: 'Strong CVs',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ count: 2, notified: 0 });
    const now = await stages();
    expect(ids.map((id) => now[id])).toEqual(['shortList', 'shortList']);
    const audit = await t.db.platform((db) =>
      db.execute(`select count(*)::int as n from audit_log where action = 'careers.stage'`),
    );
    expect((audit.rows[0] as { n: number }).n).toBe(2);
  });
});
