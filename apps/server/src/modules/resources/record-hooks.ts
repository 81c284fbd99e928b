import type { TDb } from '../../platform/db/db.ts';
import type { TAuth } from '../../platform/http/access.ts';
import { applyIfDue } from '../employees/promotions.ts';
import { settlementWritten } from '../employees/settlements.ts';

/**
 * What a declared resource does beyond storing its record, in the same transaction, after a create or an update
 * (a promotion or an exit whose date has come takes effect at once).
 */
export const AFTER_WRITE: Readonly<Record<string, (db: TDb, auth: TAuth, id: string) => Promise<void>>> = {
  promotion: applyIfDue,
  settlement: settlementWritten,
};
