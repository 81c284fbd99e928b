import { sql } from 'drizzle-orm';
import type { TDb } from '../db/db.ts';

/** The tenant of the row with this id, as the scope sees it (the table name comes from code, never input). */
export async function rowTenant(db: TDb, table: string, id: string): Promise<string | undefined> {
  const r = await db.execute<{ tenant_id: string }>(
    sql`select tenant_id::text as tenant_id from ${sql.identifier(table)} where id = ${id} limit 1`,
  );
  return r.rows[0]?.tenant_id;
}
