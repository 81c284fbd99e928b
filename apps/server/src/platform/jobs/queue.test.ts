import { inject } from 'vitest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, platformOwner, type TTestContext, until } from '../../test/test-app.ts';
import { Database } from '../db/db.ts';
import { JobQueue, type TJobKind } from './queue.ts';

/**
 * The job queue on its own (apps run it the same way): retries with back-off, the failed state and Retry, progress,
 * and a schedule that runs once per period however many instances run it.
 */
let t: TTestContext;
const queues: JobQueue[] = [];
const dbs: Database[] = [];
const log = { error: () => undefined, warn: () => undefined };

beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  for (const q of queues) await q.stop();
  for (const d of dbs) await d.close();
  await t?.close();
});

async function queue(kinds: TJobKind<never>[], cronSeconds = 30) {
  const db = new Database(t.ownerUrl, inject('dbKind'), 3);
  dbs.push(db);
  const q = new JobQueue(db, { pollSeconds: 0.5, retryDelayScale: 1, cronSeconds }, log);
  for (const k of kinds) q.define(k);
  await q.start();
  queues.push(q);
  return q;
}
const run = async (id: string) => {
  const owner = await platformOwner(t);
  const r = (await owner.query('select * from job_runs where id = $1', [id])).rows[0];
  await owner.end();
  return r;
};

describe('a job that fails', () => {
  it('is retried after its delay, and its row shows the attempts and the outcome', async () => {
    let calls = 0;
    const q = await queue([
      {
        name: 'test.flaky',
        retryLimit: 2,
        retryDelay: 1,
        handler: async () => {
          calls++;
          if (calls === 1) throw new Error('connection refused\nstack line');
          return { ok: true };
        },
      },
    ]);
    const id = await q.send('test.flaky', {}, { tenantId: null, label: { what: 'flaky' } });
    await q.drain();
    expect(calls).toBe(2);
    expect(await run(id)).toMatchObject({ state: 'done', attempts: 2, progress: 100, result: { ok: true } });
  });

  it('is failed once its retries are spent, keeps the first line of the error, and runs again on Retry', async () => {
    let fail = true;
    const q = await queue([
      {
        name: 'test.broken',
        retryLimit: 1,
        retryDelay: 1,
        handler: async (job) => {
          await job.progress(40, { key: 'working' });
          if (fail) throw new Error('mailbox unavailable\nat somewhere');
        },
      },
    ]);
    const id = await q.send('test.broken', {}, { tenantId: null });
    await q.drain();
    expect(await run(id)).toMatchObject({
      state: 'failed',
      attempts: 2,
      error: 'mailbox unavailable',
      progress: 40,
      message: { key: 'working' },
    });
    fail = false;
    expect(await q.retry(id, 'test.broken')).toBe(true);
    await q.drain();
    expect(await run(id)).toMatchObject({ state: 'done', error: null });
    expect(await q.retry(id, 'test.broken')).toBe(false); // only failed jobs
  });
});

describe('a schedule', () => {
  it('runs once per period with two instances', async () => {
    let runs = 0;
    const kind = (): TJobKind<never> => ({
      name: 'test.every-minute',
      cron: '* * * * *',
      handler: async () => {
        runs++;
      },
    });
    const start = Date.now();
    await queue([kind()], 1);
    await queue([kind()], 1);
    expect(await until(async () => runs >= 1, 15_000)).toBe(true);
    // both instances check the schedule every second; give them a few more chances to run it twice
    await until(async () => false, 3000);
    // at most one run per minute the test spanned (a run late in one minute and one early in the next are fine)
    const minutes = Math.floor(Date.now() / 60_000) - Math.floor(start / 60_000) + 1;
    expect(runs).toBeLessThanOrEqual(minutes);
  });
});

describe('a queue that stopped', () => {
  it('leaves a statement pg-boss sends late unanswered instead of failing on the closed pool', async () => {
    // pg-boss marks a job complete without awaiting it; one that finishes as the app stops used to reject on the
    // ended pool (an unhandled rejection that failed a test run). Unanswered, the job expires and is retried.
    const q = await queue([]);
    await q.stop();
    const db = (q as unknown as { bossDb: { executeSql(text: string, values: unknown[]): Promise<unknown> } }).bossDb;
    const late = db.executeSql('select 1', []).then(
      () => 'answered',
      () => 'rejected',
    );
    const outcome = await Promise.race([late, new Promise((r) => setTimeout(() => r('pending'), 200))]);
    expect(outcome).toBe('pending');
  });
});
