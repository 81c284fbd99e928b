import crypto from 'node:crypto';
import pg from 'pg';
import PgBoss from 'pg-boss';
import type { Database } from '../db/db.ts';
import { withTextsOf } from '../changed-texts.ts';
import { AppError } from '../errors.ts';
import * as repo from './jobs.repo.ts';
import { JOBS_SCHEMA } from './jobs.tables.ts';

export type TJobMessage = { key: string; values?: Record<string, string | number> };
/** Who a job is for and what to show of it: never its payload. */
export type TJobMeta = {
  tenantId: string | null;
  userId?: string | null;
  userName?: string | null;
  label?: Record<string, string | number>;
};
export type TJobContext<T> = {
  id: string;
  data: T;
  /** 1 on the first attempt */
  attempt: number;
  /** no retry follows if this attempt fails */
  final: boolean;
  /** Reports progress (0–100) and what is being done; kept in job_runs so a reloaded page shows it. */
  progress(percent: number, message?: TJobMessage): Promise<void>;
};
export type TJobHandler<T> = (job: TJobContext<T>) => Promise<unknown>;
export type TJobKind<T> = {
  name: string;
  handler: TJobHandler<T>;
  /** attempts after the first; each waits retryDelay seconds, doubling with jitter when backoff is on */
  retryLimit?: number;
  retryDelay?: number;
  retryBackoff?: boolean;
  /** how many of these one instance runs at once */
  concurrency?: number;
  /** a cron expression (UTC): pg-boss sends it once per period, however many instances run */
  cron?: string;
};

export type TJobOptions = {
  /** how often idle workers look for jobs of other instances (seconds, at least 0.5) */
  pollSeconds: number;
  /** multiplies every kind's retry delay (tests make retries quick) */
  retryDelayScale: number;
  /** how often an instance checks the cron schedules (seconds) */
  cronSeconds: number;
  /** a job running longer counts as failed and is retried (its worker died or hung); default 15 minutes */
  expireSeconds?: number;
  /** a database that accepts but never answers must not hold the app's start */
  connectTimeoutMs?: number;
};
type TLog = { error(obj: unknown, msg: string): void; warn(obj: unknown, msg?: string): void };

const PROGRESS_EVERY_MS = 250;

/**
 * Durable jobs on pg-boss in the app's own PostgreSQL (decision 0014). A kind is defined once (`define`), before
 * `start`; `send` stores the job — committed before it returns, so a crash after the caller's answer loses nothing —
 * and a worker of some instance runs it, with retries and back-off. Every job has a `job_runs` row that the jobs
 * pages read under RLS: state, progress, the error of the last failed attempt.
 */
export class JobQueue {
  private readonly kinds = new Map<string, TJobKind<never>>();
  private readonly workers = new Map<string, string[]>();
  private readonly pool: pg.Pool;
  private boss: PgBoss | undefined;
  private stopped = false;
  private readonly inflight = new Set<Promise<unknown>>();
  private poolEnded = false;
  /**
   * pg-boss's way to the database. Once the pool has ended, a statement it still sends (a job marked complete
   * without being awaited, as the app stops) is left unanswered rather than rejected: the rejection would be
   * unhandled, and the job expires and is retried like one cut off by a crash.
   */
  private readonly bossDb = {
    executeSql: (text: string, values?: unknown[]) =>
      this.poolEnded ? new Promise<never>(() => undefined) : this.pool.query(text, values),
  };

  constructor(
    private readonly database: Database,
    private readonly opts: TJobOptions,
    private readonly log: TLog,
  ) {
    // pg-boss works as the owner, in its own schema, with a small pool of its own
    this.pool = new pg.Pool({
      connectionString: database.url,
      max: 3,
      connectionTimeoutMillis: opts.connectTimeoutMs ?? 5000,
    });
    this.pool.on('error', () => undefined);
  }

  define<T>(kind: TJobKind<T>): void {
    if (this.boss) throw new Error(`job kind ${kind.name} defined after start`);
    this.kinds.set(kind.name, kind as TJobKind<never>);
  }

  /**
   * Starts pg-boss and the workers. With the database down the app still starts (and answers 503): the queue keeps
   * trying in the background, and a send() meanwhile tries once itself.
   */
  async start(): Promise<void> {
    try {
      await this.boot();
    } catch (e) {
      this.log.warn({ err: e }, 'jobs: the queue could not start; retrying');
      this.bootLater(1000);
    }
  }

  private bootLater(delay: number) {
    if (this.stopped || this.boss) return;
    setTimeout(() => {
      if (this.stopped || this.boss) return;
      this.boot().catch(() => this.bootLater(Math.min(delay * 2, 30_000)));
    }, delay).unref();
  }

  private booting: Promise<void> | undefined;
  private boot(): Promise<void> {
    this.booting ??= this.bootOnce().finally(() => (this.booting = undefined));
    return this.booting;
  }

  private async bootOnce(): Promise<void> {
    if (this.boss || this.stopped) return;
    const boss = new PgBoss({
      db: this.bossDb,
      schema: JOBS_SCHEMA,
      migrate: true,
      supervise: true,
      schedule: [...this.kinds.values()].some((k) => k.cron),
      cronMonitorIntervalSeconds: this.opts.cronSeconds,
      cronWorkerIntervalSeconds: Math.max(1, this.opts.cronSeconds),
      // finished jobs' payloads (mail bodies with links) are kept a day, then deleted; job_runs keeps the outcome
      deleteAfterDays: 1,
      // a job whose instance was killed mid-run is failed (and retried) after its expiry, found by this check
      expireInSeconds: this.expireSeconds,
      maintenanceIntervalSeconds: Math.max(1, Math.min(120, Math.floor(this.expireSeconds / 2))),
    });
    boss.on('error', (e) => this.log.warn({ err: e }, 'jobs: pg-boss error'));
    try {
      await boss.start();
      await this.startWorkers(boss);
    } catch (e) {
      await boss.stop({ graceful: false, close: false }).catch(() => undefined);
      this.workers.clear();
      throw e;
    }
    this.boss = boss;
  }

  private async startWorkers(boss: PgBoss) {
    const existing = new Set((await boss.getQueues()).map((q) => q.name));
    for (const k of this.kinds.values()) {
      const q = {
        retryLimit: k.retryLimit ?? 0,
        retryDelay: Math.max(1, Math.round((k.retryDelay ?? 0) * this.opts.retryDelayScale)),
        retryBackoff: k.retryBackoff ?? false,
        expireInSeconds: this.expireSeconds,
      };
      if (existing.has(k.name)) await boss.updateQueue(k.name, { name: k.name, ...q });
      else await boss.createQueue(k.name, { name: k.name, ...q });
      const ids: string[] = [];
      for (let i = 0; i < (k.concurrency ?? 1); i++) {
        let self: string | undefined;
        self = await boss.work(
          k.name,
          { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: this.opts.pollSeconds },
          async ([job]) => {
            try {
              return await this.track(this.run(k, job as PgBoss.JobWithMetadata<object>));
            } finally {
              // a worker fetches once per poll interval; after a job it looks again at once (a burst of mail)
              if (self) boss.notifyWorker(self);
            }
          },
        );
        ids.push(self);
      }
      this.workers.set(k.name, ids);
      if (k.cron) await boss.schedule(k.name, k.cron, {}, { tz: 'UTC' });
    }
  }

  /**
   * Stores a job and returns its id. The job_runs row and the pg-boss job are written before this returns; a worker
   * on this instance is woken at once, others find it at their next poll.
   */
  async send<T extends object>(kind: string, data: T, meta: TJobMeta): Promise<string> {
    if (!this.boss && !this.stopped) await this.boot();
    const boss = this.booted();
    if (!this.kinds.has(kind)) throw new Error(`unknown job kind ${kind}`);
    const id = crypto.randomUUID();
    await this.database.platform((db) => repo.insertRun(db, { id, kind, ...meta }));
    try {
      await boss.send(kind, data, { id });
    } catch (e) {
      await this.database.platform((db) => repo.finishRun(db, id, 'failed', { error: short(e) }));
      throw e;
    }
    for (const w of this.workers.get(kind) ?? []) boss.notifyWorker(w);
    return id;
  }

  /** Puts a failed job back in its queue (the jobs page's Retry). False when it is not a failed job. */
  async retry(id: string, kind: string): Promise<boolean> {
    const boss = this.booted();
    const job = await boss.getJobById(kind, id);
    if (job?.state !== 'failed') return false;
    await boss.retry(kind, id);
    await this.database.platform((db) => repo.requeueRun(db, id));
    for (const w of this.workers.get(kind) ?? []) boss.notifyWorker(w);
    return true;
  }

  /** Waits until no job of a defined kind waits or runs (tests, before they look at the outcome). */
  async drain(timeoutMs = 15_000): Promise<void> {
    const names = [...this.kinds.keys()];
    const end = Date.now() + timeoutMs;
    for (;;) {
      const { rows } = await this.pool.query<{ n: number }>(
        `select count(*)::int as n from ${JOBS_SCHEMA}.job where name = any($1) and state in ('created', 'retry', 'active')`,
        [names],
      );
      if (rows[0]!.n === 0) return;
      if (Date.now() > end) throw new Error(`jobs: ${rows[0]!.n} still waiting or running after ${timeoutMs} ms`);
      for (const ids of this.workers.values()) for (const w of ids) this.boss?.notifyWorker(w);
      await new Promise((r) => setTimeout(r, 25));
    }
  }

  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    await this.boss?.stop({ graceful: true, wait: true, close: false, timeout: 10_000 }).catch(() => undefined);
    // pg-boss marks a finished job complete without waiting: let those last statements through before closing
    await Promise.allSettled([...this.inflight]);
    const busy = () => this.pool.waitingCount > 0 || this.pool.idleCount < this.pool.totalCount;
    for (let quiet = 0, end = Date.now() + 2000; quiet < 3 && Date.now() < end; ) {
      await new Promise((r) => setTimeout(r, 10));
      quiet = busy() ? 0 : quiet + 1;
    }
    this.poolEnded = true;
    await this.pool.end().catch(() => undefined);
  }

  private track<T>(p: Promise<T>): Promise<T> {
    this.inflight.add(p);
    void p.then(
      () => this.inflight.delete(p),
      () => this.inflight.delete(p),
    );
    return p;
  }

  private get expireSeconds() {
    return this.opts.expireSeconds ?? 900;
  }

  private booted(): PgBoss {
    if (!this.boss || this.stopped) throw new Error('the job queue is not running');
    return this.boss;
  }

  private async run(kind: TJobKind<never>, job: PgBoss.JobWithMetadata<object>): Promise<unknown> {
    const attempt = job.retryCount + 1;
    const run = await this.database.platform((db) => repo.startRun(db, { id: job.id, kind: kind.name, attempt }));
    let last = 0;
    const ctx: TJobContext<never> = {
      id: job.id,
      data: job.data as never,
      attempt,
      final: job.retryCount >= job.retryLimit,
      progress: async (percent, message) => {
        const now = Date.now();
        if (percent < 100 && now - last < PROGRESS_EVERY_MS) return;
        last = now;
        const p = Math.max(0, Math.min(100, Math.round(percent)));
        await this.database.platform((db) => repo.progressRun(db, job.id, p, message ?? null));
      },
    };
    try {
      // what the job writes (exports, PDFs, mails) uses its tenant's texts
      const result = await withTextsOf(run, () => kind.handler(ctx));
      await this.database.platform((db) => repo.finishRun(db, job.id, 'done', { result: result ?? null }));
      return result;
    } catch (e) {
      const final = job.retryCount >= job.retryLimit;
      if (final) this.log.error(e, `job ${kind.name} ${job.id} failed`);
      else this.log.warn({ err: e }, `job ${kind.name} ${job.id} failed (attempt ${attempt}); retrying`);
      await this.database
        .platform((db) => repo.finishRun(db, job.id, final ? 'failed' : 'queued', { error: short(e) }))
        .catch(() => undefined);
      throw e;
    }
  }
}

/** An error as the jobs page shows it: an app message's code, or the first line of a technical one. */
function short(e: unknown): string {
  if (e instanceof AppError) return String(e.code);
  const m = e instanceof Error ? e.message : String(e);
  return m.split('\n')[0]!.slice(0, 300);
}
