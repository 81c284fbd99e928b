import { sql } from 'drizzle-orm';
import { snake } from '@staffdesk/core/resources/resource-schema';
import type { TResource } from '@staffdesk/core/resources/resource-types';
import { dummyHash, verifyPassword } from '../../platform/auth/passwords.ts';
import type { TDb } from '../../platform/db/db.ts';

/**
 * Whether `value` is a live record's secret (`type: 'secret'`, e.g. an organization's kiosk password). A record
 * without one, or no such record, still costs one hash check, so the answer's timing says nothing.
 */
export async function verifySecret(
  db: TDb,
  r: TResource,
  field: string,
  tenantId: string,
  id: string,
  value: string,
): Promise<boolean> {
  const f = r.fields.find((x) => x.key === field && x.type === 'secret');
  if (!f) throw new Error(`${r.key}.${field} is no secret`);
  const rows = await db.execute<{ hash: string | null }>(
    sql`select ${sql.identifier(`${snake(f.key)}_hash`)} as hash from ${sql.identifier(r.table)}
         where tenant_id = ${tenantId} and id = ${id} and deleted_at is null`,
  );
  const hash = rows.rows[0]?.hash;
  if (!hash) {
    await verifyPassword(await dummyHash(), value);
    return false;
  }
  return verifyPassword(hash, value);
}
