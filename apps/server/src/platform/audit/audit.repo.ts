import type { TDb } from '../db/db.ts';
import { auditLog } from './audit.tables.ts';

export type TAuditEntry = typeof auditLog.$inferInsert;

export async function insertAudit(db: TDb, e: TAuditEntry) {
  await db.insert(auditLog).values(e);
}
