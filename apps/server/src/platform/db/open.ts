import { startEmbedded, ensureDatabase } from './embedded.ts';
import { Database } from './db.ts';
import { migrateDatabase } from './migrate.ts';
import { superviseEmbedded, type TSupervisor, type TSupervisorLog } from './supervisor.ts';

export type TOpenedDatabase = {
  db: Database;
  stop(): Promise<void>;
  note: string;
  /** the embedded server only: watch it and restart it when it dies (see supervisor.ts) */
  supervise?(log: TSupervisorLog): void;
};

/** Opens the database the config names: DATABASE_URL's server, or the embedded one under dataDir. */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  connectTimeoutMs?: number;
}): Promise<TOpenedDatabase> {
  if (opts.databaseUrl) {
    await migrateDatabase(opts.databaseUrl);
    const db = new Database(opts.databaseUrl, 'external', undefined, opts.connectTimeoutMs);
    return { db, note: 'external PostgreSQL (DATABASE_URL)', stop: () => db.close() };
  }
  const server = await startEmbedded({ dataDir: opts.dataDir });
  const url = server.url('staffdesk');
  try {
    await ensureDatabase(server.url('postgres'), 'staffdesk');
    await migrateDatabase(url);
  } catch (e) {
    // a start that fails (e.g. a migration) must not leave the embedded server running behind it
    await server.stop();
    throw e;
  }
  const db = new Database(url, 'embedded', undefined, opts.connectTimeoutMs);
  let supervisor: TSupervisor | undefined;
  return {
    db,
    supervise(log) {
      supervisor ??= superviseEmbedded(server, { log });
    },
    note: `embedded PostgreSQL on port ${server.port}${server.adopted ? ' (adopted)' : ''}, data in ${opts.dataDir}`,
    async stop() {
      await supervisor?.stop(); // a stop is no death: nothing must start the server again
      await db.close();
      await server.stop();
    },
  };
}
