import { sql } from 'drizzle-orm';
import { ERRORS } from '@staffdesk/core/messages';
import { AppError } from '../errors.ts';
import type { TDb } from './db.ts';

/** A foreign key that points at a table: the referencing table and column, and whether its rows are soft-deleted. */
export type TReference = { table: string; column: string; softDelete: boolean };

const cache = new Map<string, Promise<TReference[]>>();

/**
 * The tables whose rows can point at a row of `table`, read from the database's own foreign keys (`(tenant_id, x)
 * → (tenant_id, id)`), so a new module's references count without anyone listing them. A key whose columns are
 * also unique in the referencing table is a part of the record (its logo, its settings), not a use of it, and is
 * left out. The schema does not change while the app runs: read once per table.
 */
export function referencesTo(db: TDb, table: string): Promise<TReference[]> {
  let found = cache.get(table);
  if (!found) {
    found = db
      .execute<{ table: string; column: string; soft_delete: boolean }>(
        sql`select c.conrelid::regclass::text as "table", a.attname::text as "column",
                   exists (select 1 from pg_attribute d where d.attrelid = c.conrelid and d.attname = 'deleted_at'
                              and not d.attisdropped) as soft_delete
              from pg_constraint c
              join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[2]
             where c.contype = 'f' and c.confrelid = ${table}::regclass and cardinality(c.conkey) = 2
               and not exists (select 1 from pg_index i
                                where i.indrelid = c.conrelid and i.indisunique and i.indpred is null
                                  and i.indnkeyatts = 2 and (i.indkey::int2[])[0:1] @> c.conkey
                                  and c.conkey @> (i.indkey::int2[])[0:1])
             order by 1, 2`,
      )
      .then((r) => r.rows.map((x) => ({ table: x.table, column: x.column, softDelete: x.soft_delete })));
    found.catch(() => cache.delete(table));
    cache.set(table, found);
  }
  return found;
}

/** The live rows of each table that point at one record: empty when nothing uses it. */
export async function usesOf(db: TDb, table: string, tenantId: string, id: string) {
  const uses: { table: string; count: number }[] = [];
  for (const r of await referencesTo(db, table)) {
    const live = r.softDelete ? sql` and deleted_at is null` : sql``;
    const rows = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(r.table)}
           where tenant_id = ${tenantId} and ${sql.identifier(r.column)} = ${id}${live}`,
    );
    const n = rows.rows[0]?.n ?? 0;
    if (n === 0) continue;
    const same = uses.find((u) => u.table === r.table);
    if (same) same.count += n;
    else uses.push({ table: r.table, count: n });
  }
  return uses;
}

/** 409 'This record is in use and cannot be deleted', naming what uses it: `fields` maps each table to its count. */
export const inUse = (uses: readonly { table: string; count: number }[]) =>
  new AppError(409, 'inUse', ERRORS.inUse, Object.fromEntries(uses.map((u) => [u.table, String(u.count)])));
