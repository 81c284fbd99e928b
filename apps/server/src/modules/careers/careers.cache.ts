import type { TCareerBoard } from '@staffdesk/core/careers';
import type { TLanguage } from '@staffdesk/core/constants';
import type { TServices } from '../../platform/services.ts';

// --- caches of the public board ---------------------------------------------------------------------------------

type TCached<T> = { value: T; until: number; version: number };

/**
 * The public board answers anonymous readers of one page over and over; its answer is reused for a few seconds
 * (`CAREERS_CACHE_MS`). Any careers write through this instance moves the tenant's version on, so its own changes
 * show at once; other instances see them within the TTL.
 */
export class CareersCache {
  private readonly tenants = new Map<string, TCached<{ id: string; account: string; language: TLanguage } | null>>();
  private readonly boards = new Map<string, TCached<TCareerBoard>>();
  private readonly versions = new Map<string, number>();
  constructor(readonly ttlMs: number) {}

  version(tenantId: string) {
    return this.versions.get(tenantId) ?? 0;
  }
  bump(tenantId: string) {
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
