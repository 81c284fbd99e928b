/**
 * What a benchmark sets up and must undo whatever happens (also on error or Ctrl-C): a throwaway embedded
 * PostgreSQL in a tmp dir (fsync off) with the demo data, raw pools, and the HTTP servers (bench/server.ts), each in
 * its own child process — never in the process that runs autocannon, whose cost would otherwise be measured too.
 */
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { Database } from '../apps/server/src/platform/db/db.ts';
import { ensureDatabase, startEmbedded, type TEmbeddedServer } from '../apps/server/src/platform/db/embedded.ts';
import { migrateDatabase } from '../apps/server/src/platform/db/migrate.ts';
import { DEMO_PASSWORD, seedDemo } from '../apps/server/src/seed/demo.ts';

export class Throwaway {
  tmpDir: string | undefined;
  pgServer: TEmbeddedServer | undefined;
  database: Database | undefined;
  readonly pools: pg.Pool[] = [];
  readonly children: ChildProcess[] = [];
  private cleaning: Promise<void> | undefined;

  constructor(log: (line: string) => void) {
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.on(signal, () => {
        log(`\n${signal}: cleaning up`);
        void this.cleanup().finally(() => process.exit(130));
      });
    }
  }

  /** A migrated embedded PostgreSQL (fsync off) in a new tmp dir, with the demo data; returns the owner URL. */
  async startDatabase(): Promise<{ dbUrl: string; database: Database; tmpDir: string }> {
    const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'staffdesk-bench-'));
    this.tmpDir = tmpDir;
    fs.chmodSync(tmpDir, 0o755); // as root, postgres runs as the `postgres` user and must reach its data dir
    this.pgServer = await startEmbedded({ dataDir: tmpDir, fast: true });
    await ensureDatabase(this.pgServer.url('postgres'), 'staffdesk');
    const dbUrl = this.pgServer.url('staffdesk');
    await migrateDatabase(dbUrl);
    const database = new Database(dbUrl, 'embedded');
    this.database = database;
    await seedDemo(database);
    return { dbUrl, database, tmpDir };
  }

  /** Forks `server.ts <mode>` and resolves with its URL once it listens. */
  startServer(mode: 'bare' | 'app', env: Record<string, string> = {}): Promise<{ url: string; pid: number }> {
    const child = this.fork('server.ts', [mode], env);
    return new Promise((resolve, reject) => {
      child.once('message', (m: { port: number }) => resolve({ url: `http://127.0.0.1:${m.port}`, pid: child.pid! }));
      child.once('error', reject);
      child.once('exit', (code) =>
        reject(new Error(`bench server (${mode}) exited with code ${code} before listening`)),
      );
    });
  }

  /** Forks a script of bench/ (tsx, an IPC channel, production NODE_ENV); stopped at cleanup. */
  fork(script: string, args: string[], env: Record<string, string>): ChildProcess {
    const child = fork(path.join(import.meta.dirname, script), args, {
      execArgv: ['--import', 'tsx'],
      env: { ...process.env, NODE_ENV: 'production', ...env },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.children.push(child);
    return child;
  }

  stopServers(): Promise<void> {
    return Promise.all(this.children.map(stopChild)).then(() => undefined);
  }

  cleanup(): Promise<void> {
    this.cleaning ??= (async () => {
      await this.stopServers();
      for (const p of this.pools) await p.end().catch(() => undefined);
      await this.database?.close().catch(() => undefined);
      await this.pgServer?.stop().catch(() => undefined);
      if (this.tmpDir) fs.rmSync(this.tmpDir, { recursive: true, force: true });
    })();
    return this.cleaning;
  }
}

/** SIGTERM, then SIGKILL after 5 s. */
function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Signs the demo's HR admin in on the app at `url`; answers the session cookie (`sd_session=…`). */
export const demoHrCookie = (url: string) => demoCookie(url, 'hr@demo.test');

/** Signs a demo login in on the app at `url` (the HR admin, the employee …); answers the session cookie. */
export async function demoCookie(url: string, email: string): Promise<string> {
  const login = await fetch(`${url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ account: 'demo', email, password: DEMO_PASSWORD }),
  });
  const cookie = login.headers
    .getSetCookie()
    .find((c) => c.startsWith('sd_session='))
    ?.split(';')[0];
  if (!cookie) throw new Error(`login failed: ${login.status}`);
  return cookie;
}
