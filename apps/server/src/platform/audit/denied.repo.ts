import { sql } from 'drizzle-orm';
import type { TDb } from '../db/db.ts';

/** Whether a row with this id is in the table as the scope sees it (the table name comes from code, never input). */
export async function rowExists(db: TDb, table: string, id: string): Promise<boolean> {
  const r = await db.execute(sql`select 1 from ${sql.identifier(table)} where id = ${id} limit 1`);
  return r.rows.length > 0;
}
