import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ERRORS } from '@staffdesk/core/messages';
import type { Database } from '../db/db.ts';
import { AppError } from '../errors.ts';
import { addHits, countOf, deleteExpired, type THits, type TWindowCount } from './rate-limit.repo.ts';

type TLog = { error(obj: unknown, msg: string): void };

/** What this instance last knew of a key's window: PostgreSQL's count, its own hits not sent yet, the window's end. */
type TWindow = { key: string; windowMs: number; known: number; pending: number; endsAt: number };

export type TCount = { count: number; retryAfterS: number };

/** How often ended windows are deleted, per instance. */
const CLEANUP_MS = 5 * 60_000;
/** Windows remembered locally before ended ones are forgotten early (a flood of distinct clients). */
const MAX_LOCAL = 50_000;

/**
 * Counters kept in PostgreSQL (`rate_limits`, one row per key), so every app instance shares one count and a
 * restart forgets nothing. A window starts at a key's first hit (by PostgreSQL's clock). A hit is one upsert
 * (`insert … on conflict do update … returning count`); a hot limit may batch: its hits are counted locally and
 * sent together every `batchMs`, PostgreSQL's counts read back at each send. A key known to be over its limit is
 * refused without asking PostgreSQL again until its window ends (within a window a count only grows).
 */
export class RateLimits {
  private readonly windows = new Map<string, TWindow>();
  private timer: NodeJS.Timeout | undefined;
  private work: Promise<unknown> = Promise.resolve();
  private nextCleanup = 0;
  private closed = false;

  constructor(
    private readonly database: Database,
    private readonly log: TLog,
    readonly batchMs = 1000,
  ) {}

  private window(key: string, windowMs: number, now: number): TWindow {
    let w = this.windows.get(key);
    if (!w) {
      if (this.windows.size >= MAX_LOCAL) this.forgetEnded(now);
      w = { key, windowMs, known: 0, pending: 0, endsAt: 0 };
      this.windows.set(key, w);
    } else if (w.endsAt && w.endsAt <= now) {
      w.known = 0;
      w.endsAt = 0;
    }
    return w;
  }

  private learn(w: TWindow, r: TWindowCount | undefined, now: number) {
    if (!r) return;
    w.known = r.count;
    w.endsAt = r.count ? now + r.leftMs : 0;
  }

  private result(w: TWindow, now: number): TCount {
    const ends = w.endsAt || now + w.windowMs;
    return { count: w.known + w.pending, retryAfterS: Math.max(1, Math.ceil((ends - now) / 1000)) };
  }

  /** Counts one hit in PostgreSQL at once; the count after it (a key known to be past `max`: not counted again). */
  async add(key: string, windowMs: number, max = Number.POSITIVE_INFINITY): Promise<TCount> {
    const now = Date.now();
    const w = this.window(key, windowMs, now);
    if (w.known > max) return this.result(w, now);
    const [row] = await this.database.single((db) => addHits(db, [{ key, windowMs, n: 1 }]));
    this.learn(w, row, now);
    this.cleanupSoon(now);
    return this.result(w, now);
  }

  /** Counts one hit unless the key is known to be past `max` already; sent to PostgreSQL with the next batch. */
  addBatched(key: string, windowMs: number, max: number): TCount {
    const now = Date.now();
    const w = this.window(key, windowMs, now);
    if (w.known + w.pending <= max) {
      w.pending++;
      w.endsAt ||= now + windowMs;
      if (!this.timer) {
        this.timer = setTimeout(() => void this.flush(), this.batchMs);
        this.timer.unref();
      }
    }
    return this.result(w, now);
  }

  /** The count without counting; a key known to be at `max` already answers without a query. */
  async peek(key: string, windowMs: number, max: number): Promise<TCount> {
    const now = Date.now();
    const w = this.window(key, windowMs, now);
    if (w.known + w.pending < max) this.learn(w, await this.database.single((db) => countOf(db, key)), now);
    return this.result(w, now);
  }

  /** Sends the batched hits (one statement for all of them) and reads back their counts. */
  flush(): Promise<unknown> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const sent: TWindow[] = [];
    const hits: THits[] = [];
    for (const w of this.windows.values()) {
      if (!w.pending) continue;
      sent.push(w);
      hits.push({ key: w.key, windowMs: w.windowMs, n: w.pending });
      w.known += w.pending;
      w.pending = 0;
    }
    const now = Date.now();
    this.forgetEnded(now);
    if (!hits.length) return this.work;
    this.work = this.work.then(async () => {
      try {
        const rows = await this.database.single((db) => addHits(db, hits));
        const byKey = new Map(rows.map((r) => [r.key, r]));
        for (const w of sent) this.learn(w, byKey.get(w.key), now);
      } catch (e) {
        // hits that could not be counted let their requests through: a limit never fails a request by itself
        if (!this.closed) this.log.error(e, 'rate limit hits not saved');
      }
    });
    this.cleanupSoon(now);
    return this.work;
  }

  /**
   * Forgets windows that have ended and have nothing to send; past MAX_LOCAL also the oldest others with nothing to
   * send (their counts are read from PostgreSQL again when they come back).
   */
  private forgetEnded(now: number) {
    for (const [key, w] of this.windows) if (!w.pending && w.endsAt <= now) this.windows.delete(key);
    if (this.windows.size < MAX_LOCAL) return;
    for (const [key, w] of this.windows) {
      if (this.windows.size < MAX_LOCAL / 2) break;
      if (!w.pending) this.windows.delete(key);
    }
  }

  private cleanupSoon(now: number) {
    if (now < this.nextCleanup || this.closed) return;
    this.nextCleanup = now + CLEANUP_MS;
    this.work = this.work.then(() =>
      this.database.single(deleteExpired).catch((e: unknown) => this.log.error(e, 'rate limit cleanup failed')),
    );
  }

  /** Sends what is pending; the app calls it on close, before the database pool ends. */
  async close(): Promise<void> {
    await this.flush();
    this.closed = true;
    await this.work;
  }
}

const tooMany = (retryAfterS: number) =>
  new AppError(429, 'tooManyRequests', ERRORS.tooManyRequests, undefined, { 'retry-after': String(retryAfterS) });

/**
 * A fixed-window limit that a handler calls with the key it chooses: the client IP, or a form's email address.
 * Over the limit: 429 'tooManyRequests' with Retry-After. Counted in PostgreSQL (the app's RateLimits), so the
 * limit holds across instances and restarts. `batch`: for hot reads, hits are sent every second or so instead of
 * one statement each (another instance's hits are seen up to that much later).
 */
export function limiter(
  app: FastifyInstance,
  name: string,
  max: number,
  windowMs: number,
  opts: { batch?: boolean } = {},
) {
  const limits = app.services.limits;
  return async (_req: FastifyRequest, key: string): Promise<void> => {
    const id = `${name}|${key}`;
    const r = opts.batch ? limits.addBatched(id, windowMs, max) : await limits.add(id, windowMs, max);
    if (r.count > max) throw tooMany(r.retryAfterS);
  };
}
