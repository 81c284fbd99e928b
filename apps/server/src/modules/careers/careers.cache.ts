import type { TCareerBoard } from '@staffdesk/core/careers';
import type { TLanguage } from '@staffdesk/core/constants';
import type { TServices } from '../../platform/services.ts';

// --- caches of the public board ---------------------------------------------------------------------------------

type TCached<T> = { value: T; until: number; version: number };

const CHANNEL = 'careers_cache';
/** An invalidation between instances: a tenant's careers data changed, or (tenant) its status or features did. */
type TInvalidation = { tenantId: string; tenant?: boolean };

/**
 * The public board answers anonymous readers of one page over and over; its answer is reused for a few seconds
 * (`CAREERS_CACHE_MS`). A careers write moves the tenant's version on here at once and, through PostgreSQL NOTIFY,
 * on every other instance (connect()); the TTL only bounds what a lost notification could leave behind.
 */
export class CareersCache {
  private readonly tenants = new Map<string, TCached<{ id: string; account: string; language: TLanguage } | null>>();
  private readonly boards = new Map<string, TCached<TCareerBoard>>();
  private readonly versions = new Map<string, number>();
  private publisher: { publish(channel: string, payload: unknown): Promise<void> } | undefined;
  constructor(readonly ttlMs: number) {}

  /** Publishes this instance's invalidations to the others, and applies theirs. */
  async connect(notifier: TServices['notifier']) {
    this.publisher = notifier;
    await notifier.subscribe(CHANNEL, (p) => this.drop(p as TInvalidation));
    // invalidations sent while the listener was away are lost: forget everything instead
    notifier.onReconnect(() => {
      this.tenants.clear();
      this.boards.clear();
    });
  }

  /** The tenant's careers data (tenant: or its status, features, language) changed: here and on every instance. */
  invalidate(what: TInvalidation) {
    this.drop(what);
    void this.publisher?.publish(CHANNEL, what).catch(() => undefined);
  }

  private drop(w: TInvalidation | null) {
    if (typeof w?.tenantId !== 'string') return;
    this.bump(w.tenantId);
    // public tenants are keyed by account; a change of one is rare, so forget them all
    if (w.tenant) this.tenants.clear();
  }

  version(tenantId: string) {
    return this.versions.get(tenantId) ?? 0;
  }
  private bump(tenantId: string) {
    this.versions.set(tenantId, this.version(tenantId) + 1);
  }
  private get<T>(map: Map<string, TCached<T>>, key: string, version: number): T | undefined {
    const hit = map.get(key);
    if (!hit) return undefined;
    if (hit.until < Date.now() || hit.version !== version) {
      map.delete(key);
      return undefined;
    }
    return hit.value;
  }
  private set<T>(map: Map<string, TCached<T>>, key: string, value: T, version: number) {
    if (this.ttlMs <= 0) return;
    // a bounded cache: beyond 5,000 entries the oldest go first
    if (map.size >= 5000) map.delete(map.keys().next().value!);
    map.set(key, { value, until: Date.now() + this.ttlMs, version });
  }
  tenant(account: string) {
    return this.get(this.tenants, account, 0);
  }
  setTenant(account: string, t: { id: string; account: string; language: TLanguage } | null) {
    this.set(this.tenants, account, t, 0);
  }
  board(tenantId: string, key: string) {
    return this.get(this.boards, `${tenantId}|${key}`, this.version(tenantId));
  }
  setBoard(tenantId: string, key: string, value: TCareerBoard, version: number) {
    this.set(this.boards, `${tenantId}|${key}`, value, version);
  }
}

const caches = new WeakMap<TServices, CareersCache>();
export const cacheOf = (s: TServices) => {
  let c = caches.get(s);
  if (!c) {
    c = new CareersCache(s.config.careers.cacheMs);
    caches.set(s, c);
  }
  return c;
};

/** At start: this instance hears the others' careers invalidations from its first request on. */
export const connectCareersCache = (s: TServices) => cacheOf(s).connect(s.notifier);
