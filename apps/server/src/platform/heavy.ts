import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import { ERRORS } from '@staffdesk/core/messages';
import { Database } from './db/db.ts';
import { AppError } from './errors.ts';

/**
 * Heavy work (CSV exports today; imports and reports later) runs through one gate per app instance: a few jobs at
 * once, a bounded queue behind them, and a share per tenant, so that one tenant's pile of exports cannot take every
 * database connection and every CPU slice from the others' interactive requests. Its database work goes to a small
 * pool of its own (`Database.divert`), so interactive requests keep theirs.
 *
 * A route opts in with `config: { heavy: true }` (see registerHeavy).
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    /** run the handler through the heavy-work gate, on the heavy pool */
    heavy?: boolean;
  }
  interface FastifyInstance {
    /** `METHOD url` of every route declared heavy (a test checks that every export is) */
    heavyRoutes: string[];
  }
}

export type THeavyLimits = {
  /** jobs running at once */
  concurrency: number;
  /** jobs waiting for a slot, all tenants together; beyond it: 503 busy */
  queue: number;
  /** jobs running or waiting of one tenant; beyond it: 429 busy */
  perTenant: number;
  /**
   * after a job, its slot rests this many times as long as the job took (at most MAX_PAUSE_MS) before the next job
   * gets it: heavy work's JavaScript shares the event loop with interactive requests, and with 1 it holds at most
   * half of a slot's time. 0: no rest.
   */
  pause?: number;
};

const MAX_PAUSE_MS = 5000;

/** seconds a refused client is asked to wait */
export const BUSY_RETRY_AFTER_S = 5;

const busy = (status: 429 | 503) =>
  new AppError(status, 'busy', ERRORS.busy, undefined, { 'retry-after': String(BUSY_RETRY_AFTER_S) });

/**
 * A semaphore whose waiters are served round-robin across tenants (FIFO within one): a tenant with 30 exports
 * queued gets one slot in turn with a tenant that has one, not 30 before it.
 */
export class HeavyGate {
  private running = 0;
  private waitingCount = 0;
  /** waiters per tenant; the Map's order is the round-robin order (a served tenant moves to the end) */
  private readonly waiting = new Map<string, (() => void)[]>();
  /** running + waiting per tenant */
  private readonly held = new Map<string, number>();

  constructor(readonly limits: THeavyLimits) {}

  /** Runs `fn` when a slot is free; refuses at once (AppError 'busy') when the tenant's share or the queue is full. */
  async run<T>(tenant: string, fn: () => Promise<T>): Promise<T> {
    const held = this.held.get(tenant) ?? 0;
    if (held >= this.limits.perTenant) throw busy(429);
    const mustWait = this.running >= this.limits.concurrency;
    if (mustWait && this.waitingCount >= this.limits.queue) throw busy(503);
    this.held.set(tenant, held + 1);
    try {
      if (mustWait) await this.enqueue(tenant);
      else this.running++;
      const started = Date.now();
      try {
        return await fn();
      } finally {
        const rest = Math.min(MAX_PAUSE_MS, (Date.now() - started) * (this.limits.pause ?? 0));
        // the caller has its answer now; only the next job waits for the rest
        if (rest > 0) setTimeout(() => this.release(), rest).unref();
        else this.release();
      }
    } finally {
      const n = (this.held.get(tenant) ?? 1) - 1;
      if (n === 0) this.held.delete(tenant);
      else this.held.set(tenant, n);
    }
  }

  /** what runs and waits now (for tests and logs) */
  stats() {
    return { running: this.running, waiting: this.waitingCount, tenants: this.held.size };
  }

  private enqueue(tenant: string): Promise<void> {
    return new Promise((resolve) => {
      const list = this.waiting.get(tenant);
      if (list) list.push(resolve);
      else this.waiting.set(tenant, [resolve]);
      this.waitingCount++;
    });
  }

  /** hands the freed slot to the next tenant in turn, or frees it */
  private release(): void {
    const next = this.waiting.entries().next();
    if (next.done) {
      this.running--;
      return;
    }
    const [tenant, list] = next.value;
    const wake = list.shift()!;
    this.waiting.delete(tenant);
    if (list.length) this.waiting.set(tenant, list);
    this.waitingCount--;
    // the slot passes on (`running` stays the same) after the interactive I/O already waiting has had its turn
    setImmediate(wake);
  }
}

/**
 * Wraps the handler of every route declared `config: { heavy: true }` (registered after this call, in any plugin):
 * it waits for the gate, keyed by the caller's tenant (platform routes share one key), and its database work on
 * `from` runs on `to`, heavy work's own pool.
 */
export function registerHeavy(app: FastifyInstance, gate: HeavyGate, from: Database, to: Database): void {
  const routes: string[] = [];
  app.decorate('heavyRoutes', routes);
  app.addHook('onRoute', (route) => {
    if (!route.config?.heavy) return;
    for (const m of [route.method].flat()) routes.push(`${m} ${route.url}`);
    const handler = route.handler as (this: FastifyInstance, req: FastifyRequest, reply: FastifyReply) => unknown;
    route.handler = function heavy(this: FastifyInstance, req: FastifyRequest, reply: FastifyReply) {
      return gate.run(req.auth?.tenantId ?? 'platform', () =>
        Database.divert(from, to, async () => handler.call(this, req, reply)),
      );
    } as RouteHandlerMethod;
  });
}
