import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { JOBS_SCHEMA } from '../jobs/jobs.tables.ts';
import { ensureSecurity } from './security.ts';

export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../db/migrations');

/**
 * Applies pending migrations as the owner, then the RLS and grants; serialised across instances by a lock. A test
 * may name another folder (an earlier state of the schema, to prove a data migration on it).
 */
export async function migrateDatabase(ownerUrl: string, migrationsFolder = MIGRATIONS_DIR): Promise<void> {
  const client = new pg.Client({ connectionString: ownerUrl });
  await client.connect();
  try {
    await client.query('set client_min_messages = warning');
    await client.query('select pg_advisory_lock(4242001)');
    await migrate(drizzle(client), { migrationsFolder });
    await ensureSecurity(client);
    // the job queue's schema (pg-boss migrates its own later versions at start)
    const boss = await client.query(`select to_regclass('${JOBS_SCHEMA}.version') as t`);
    if (!boss.rows[0].t) await client.query(PgBoss.getConstructionPlans(JOBS_SCHEMA));
  } finally {
    await client.query('select pg_advisory_unlock(4242001)').catch(() => undefined);
    await client.end();
  }
}
