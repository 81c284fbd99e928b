import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError } from './errors.ts';
import { HeavyGate } from './heavy.ts';

/** a job that runs until released, recording when it started */
function job(log: string[], name: string) {
  let release!: () => void;
  const done = new Promise<void>((r) => {
    release = r;
  });
  const run = () => {
    log.push(name);
    return done;
  };
  return { run, release: () => release() };
}

/** a few turns of the event loop: a freed slot passes on after one setImmediate */
const settle = async () => {
  for (let i = 0; i < 3; i++) await new Promise((r) => setImmediate(r));
};

async function refusal(p: Promise<unknown>): Promise<{ status: number; code: unknown; retryAfter?: string }> {
  const e = await p.then(
    () => undefined,
    (x: unknown) => x,
  );
  expect(e).toBeInstanceOf(AppError);
  const a = e as AppError;
  return { status: a.status, code: a.code, retryAfter: a.headers?.['retry-after'] };
}

describe('HeavyGate', () => {
  it('runs at most `concurrency` jobs, then queues, then refuses with 503 busy', async () => {
    const gate = new HeavyGate({ concurrency: 2, queue: 1, perTenant: 10 });
    const log: string[] = [];
    const jobs = ['a', 'b', 'c'].map((n) => job(log, n));
    const runs = jobs.map((j, i) => gate.run(`t${i}`, j.run));
    await settle();
    expect(log).toEqual(['a', 'b']);
    expect(gate.stats()).toEqual({ running: 2, waiting: 1, tenants: 3 });
    expect(await refusal(gate.run('t9', async () => 'never'))).toEqual({ status: 503, code: 'busy', retryAfter: '5' });
    jobs[0]!.release();
    await settle();
    expect(log).toEqual(['a', 'b', 'c']);
    jobs[1]!.release();
    jobs[2]!.release();
    await Promise.all(runs);
    expect(gate.stats()).toEqual({ running: 0, waiting: 0, tenants: 0 });
  });

  it('refuses a tenant beyond its share with 429 busy while others still get in', async () => {
    const gate = new HeavyGate({ concurrency: 1, queue: 10, perTenant: 2 });
    const log: string[] = [];
    const a1 = job(log, 'a1');
    const a2 = job(log, 'a2');
    const b1 = job(log, 'b1');
    const runs = [gate.run('A', a1.run), gate.run('A', a2.run)];
    expect(await refusal(gate.run('A', async () => 'never'))).toEqual({ status: 429, code: 'busy', retryAfter: '5' });
    runs.push(gate.run('B', b1.run));
    for (const j of [a1, a2, b1]) {
      await settle();
      j.release();
    }
    await Promise.all(runs);
  });

  it('serves waiting tenants in turn, not in arrival order', async () => {
    const gate = new HeavyGate({ concurrency: 1, queue: 20, perTenant: 10 });
    const log: string[] = [];
    const first = job(log, 'first');
    const runs = [gate.run('A', first.run)];
    const queued = ['A1', 'A2', 'A3', 'A4', 'B1', 'C1', 'B2'].map((n) => ({ n, j: job(log, n) }));
    for (const { n, j } of queued) runs.push(gate.run(n[0]!, j.run));
    first.release();
    for (let i = 0; i < queued.length; i++) {
      await settle();
      queued.find((q) => q.n === log.at(-1))!.j.release();
    }
    await Promise.all(runs);
    // A's waiters came first, so A1 goes first; then B and C each get a turn before A's second
    expect(log).toEqual(['first', 'A1', 'B1', 'C1', 'A2', 'B2', 'A3', 'A4']);
  });

  it('frees the slot and the share when a job fails', async () => {
    const gate = new HeavyGate({ concurrency: 1, queue: 0, perTenant: 1 });
    await expect(gate.run('A', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(gate.stats()).toEqual({ running: 0, waiting: 0, tenants: 0 });
    await expect(gate.run('A', async () => 'ok')).resolves.toBe('ok');
  });

  describe('with a pause', () => {
    afterEach(() => vi.useRealTimers());

    it('rests the slot as long as the job took before the next job starts, without holding the answer', async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
      const gate = new HeavyGate({ concurrency: 1, queue: 5, perTenant: 5, pause: 1 });
      const log: string[] = [];
      const slow = gate.run('A', async () => {
        log.push('slow');
        await new Promise((r) => setTimeout(r, 400));
      });
      const next = gate.run('B', async () => void log.push('next'));
      await vi.advanceTimersByTimeAsync(400);
      await slow; // answered when done, not after the rest
      expect(log).toEqual(['slow']);
      expect(gate.stats().running).toBe(1);
      await vi.advanceTimersByTimeAsync(399);
      expect(log).toEqual(['slow']);
      await vi.advanceTimersByTimeAsync(1);
      await next;
      expect(log).toEqual(['slow', 'next']);
    });
  });
});
