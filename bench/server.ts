/**
 * One HTTP server for the benchmark, run as a child of bench/run.ts (forked with an IPC channel):
 *   server.ts bare  — a bare `Fastify()` with one route returning a small JSON object (the floor)
 *   server.ts app   — the whole Staffdesk app (buildApp) on the database named by BENCH_DATABASE_URL
 * It listens on 127.0.0.1, port 0, and reports `{ port }` to the parent; it stops on SIGTERM or when the
 * parent goes away (IPC disconnect), so it never outlives the run.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { sql } from 'drizzle-orm';
import { Database } from '../apps/server/src/platform/db/db.ts';
import { authOf } from '../apps/server/src/platform/http/guard.ts';

const mode = process.argv[2];
let app: FastifyInstance | undefined;
let db: Database | undefined;

async function start(): Promise<void> {
  if (mode === 'bare') {
    app = Fastify();
    app.get('/', async () => ({ hello: 'world' }));
  } else if (mode === 'app') {
    const url = process.env.BENCH_DATABASE_URL;
    const dataDir = process.env.BENCH_DATA_DIR;
    if (!url || !dataDir) throw new Error('BENCH_DATABASE_URL and BENCH_DATA_DIR are required');
    db = new Database(url, 'embedded');
    // the careers board is read from one IP at full speed: its per-IP limit must not be what is measured
    const config = {
      ...loadConfig({
        NODE_ENV: 'production',
        PUBLIC_URL: 'http://127.0.0.1',
        DATA_DIR: dataDir,
        CAREERS_READS_PER_MINUTE: '1000000000',
        ...(process.env.CAREERS_CACHE_MS ? { CAREERS_CACHE_MS: process.env.CAREERS_CACHE_MS } : {}),
        // the heavy-work limits (bench/heavy.ts), when the run sets them
        ...Object.fromEntries(Object.entries(process.env).filter(([k]) => k.startsWith('HEAVY_'))),
      }),
      webDist: `${dataDir}/no-web-dist`,
    };
    app = await buildApp({ config, db, logger: false });
    // bench/attendance.ts's floor: one INSERT of one row per request through the same stack (session, guard,
    // tenant transaction) as a check-in
    if (process.env.BENCH_INSERT_ROUTE === '1') {
      const database = db;
      app.post('/api/v1/bench/insert', { config: { access: 'tenant' } }, async (req) => {
        const auth = authOf(req);
        await database.tenant(auth, (tx) =>
          tx.execute(sql`insert into bench_inserts (tenant_id, user_id) values (${auth.tenantId}, ${auth.userId})`),
        );
        return { ok: true };
      });
    }
  } else {
    throw new Error(`unknown mode ${mode}; expected bare or app`);
  }
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as { port: number };
  process.send!({ port });
}

let stopping = false;
async function stop(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  await app?.close().catch(() => undefined);
  await db?.close().catch(() => undefined);
  process.exit(code);
}
process.on('SIGTERM', () => void stop(0));
process.on('SIGINT', () => void stop(0));
process.on('disconnect', () => void stop(0));

start().catch((e) => {
  console.error(`bench server (${mode}) failed to start:`, e);
  void stop(1);
});
