import { ConfigError, loadConfig, type TConfig } from './config.ts';
import { buildApp } from './app.ts';
import { openDatabase } from './platform/db/open.ts';
import { DEMO_LOGINS, DEMO_PASSWORD, seedDemo } from './seed/demo.ts';

let config: TConfig;
try {
  config = loadConfig();
} catch (e) {
  // a wrong setting stops the app before it listens, with what to fix
  if (!(e instanceof ConfigError)) throw e;
  console.error(`Staffdesk cannot start: ${e.message}`);
  process.exit(1);
}
const opened = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  connectTimeoutMs: config.dbConnectTimeoutMs,
});
const app = await buildApp({ config, db: opened.db });
app.log.info(`database: ${opened.note}`);
opened.supervise?.(app.log);

if (config.demoSeed && (await seedDemo(opened.db, { dataDir: config.dataDir, payrollHistory: true }))) {
  const lines = DEMO_LOGINS.map((l) => `  ${l.login.padEnd(18)} ${l.url.padEnd(12)} ${l.email}`);
  console.log(`\nDemo data seeded. Password for every demo login: ${DEMO_PASSWORD}\n${lines.join('\n')}\n`);
}

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info(`${signal}: stopping`);
  await app.close().catch(() => undefined);
  await opened.stop().catch(() => undefined);
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
const url = `http://localhost:${(app.server.address() as { port: number }).port}`;
console.log(`\nStaffdesk is running at ${url}  (API docs: ${url}/api/docs)`);
console.log(`Demo logins (password ${DEMO_PASSWORD}): ${DEMO_LOGINS.map((l) => l.email).join(', ')}\n`);
