import { sql } from 'drizzle-orm';
import type { TDb } from './db.ts';

/** The numbered series of a tenant, each restarting every year: their prefix and digits. */
export const SERIES = {
  letter: { prefix: 'HRL', digits: 4 },
  order: { prefix: 'ORD', digits: 5 },
  incident: { prefix: 'INC', digits: 4 },
} as const;
export type TSeries = keyof typeof SERIES;

/**
 * The next number of the tenant's series in `year` (`HRL-2026-0001`): the counter's row stays locked until the
 * transaction ends, so two numbers are never the same and a rolled-back one is given again.
 */
export async function nextInSeries(db: TDb, tenantId: string, series: TSeries, year: number): Promise<string> {
  const r = await db.execute<{ last: number }>(sql`
    insert into series_numbers (tenant_id, series, year, last) values (${tenantId}, ${series}, ${year}, 1)
    on conflict (tenant_id, series, year) do update set last = series_numbers.last + 1
    returning last`);
  const { prefix, digits } = SERIES[series];
  return `${prefix}-${year}-${String(r.rows[0]!.last).padStart(digits, '0')}`;
}
