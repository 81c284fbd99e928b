import type { TDb } from '../../platform/db/db.ts';
import type { TAuth } from '../../platform/http/access.ts';
import type { TServices } from '../../platform/services.ts';
import { cacheOf } from '../careers/careers.cache.ts';
import { applyIfDue } from '../employees/promotions.ts';
import { settlementWritten } from '../employees/settlements.ts';
import { checkEntitlements } from '../leave/leave-templates.ts';

/**
 * What a declared resource does beyond storing its record, in the same transaction, after a create or an update
 * (a promotion or an exit whose date has come takes effect at once).
 */
export const AFTER_WRITE: Readonly<Record<string, (db: TDb, auth: TAuth, id: string) => Promise<void>>> = {
  promotion: applyIfDue,
  settlement: settlementWritten,
  leaveTemplate: checkEntitlements,
};

/**
 * What a committed create, update, delete or restore of a resource's records makes stale elsewhere, on every
 * instance: the public job board shows an organization's name and logo, and answers 404 once its public careers
 * are off — at once, not after the board's few-second cache.
 */
export const AFTER_COMMIT: Readonly<Record<string, (s: TServices, tenantId: string) => void>> = {
  organization: (s, tenantId) => cacheOf(s).invalidate({ tenantId }),
};
