import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig, type TConfig } from '../config.ts';
import { Database } from '../platform/db/db.ts';
import { DEMO_PASSWORD, seedDemo } from '../seed/demo.ts';
import { withDatabase } from './global-setup.ts';

export type TTestContext = {
  app: FastifyInstance;
  db: Database;
  /** owner connection to this file's database (bypasses nothing by itself: tables force RLS) */
  ownerUrl: string;
  /** this app's DATA_DIR (files, mail), a fresh temporary folder */
  dataDir: string;
  close(): Promise<void>;
};

/** A fresh database cloned from the migrated template, the demo data, and the whole app on it. */
export async function createTestApp(
  opts: { seed?: boolean; sessionCacheMs?: number; config?: Partial<TConfig>; logStream?: NodeJS.WritableStream } = {},
): Promise<TTestContext> {
  const adminUrl = inject('dbAdminUrl');
  const name = `${inject('dbPrefix')}${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject('dbTemplate')}`);
  await admin.end();
  const ownerUrl = withDatabase(adminUrl, name);
  const db = new Database(ownerUrl, inject('dbKind'), 5);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'staffdesk-data-'));
  if (opts.seed !== false) await seedDemo(db, { dataDir });
  const config = {
    ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, SESSION_CACHE_MS: String(opts.sessionCacheMs ?? 0) }),
    webDist: '/nonexistent',
    ...opts.config,
  };
  const app = await buildApp({ config, db, logger: opts.logStream ? { stream: opts.logStream } : false });
  await app.ready();
  return {
    app,
    db,
    ownerUrl,
    dataDir,
    async close() {
      await app.close();
      await db.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
      await c.end();
    },
  };
}

/** Logs in through the API and returns the session cookie header value. */
export async function loginAs(
  app: FastifyInstance,
  email: string,
  account?: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { account, email, password } });
  if (res.statusCode !== 200) throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
  // __Host-sd_session when the app's PUBLIC_URL is https
  const c = res.cookies.find((k) => k.name === 'sd_session' || k.name === '__Host-sd_session');
  return `${c!.name}=${c!.value}`;
}

/** The demo's logins most module tests act as: HR, the employee (Srey), the scoped Finance sub admin, Acme's HR. */
export async function demoLogins(app: FastifyInstance) {
  return {
    hr: await loginAs(app, 'hr@demo.test', 'demo'),
    emp: await loginAs(app, 'emp@demo.test', 'demo'),
    finance: await loginAs(app, 'finance@demo.test', 'demo'),
    acme: await loginAs(app, 'hr@acme.test', 'acme'),
  };
}

/** A JSON request as a session: `api(cookie, 'POST', '/courses', body)` → the injected response. */
export const apiAs =
  (app: FastifyInstance) =>
  (cookie: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url: `/api/v1${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });

/**
 * A connection as the database's owner with the platform context on for the session: tests read and arrange any
 * tenant's rows through it (tables still force row-level security; the platform context lets them through).
 */
export async function platformOwner(t: Pick<TTestContext, 'ownerUrl'>): Promise<pg.Client> {
  const owner = new pg.Client({ connectionString: t.ownerUrl });
  await owner.connect();
  await owner.query(`select set_config('app.platform', 'on', false)`);
  return owner;
}

/**
 * Another app instance on the same database and DATA_DIR, as a second server behind a proxy would be (its own
 * pool, session cache, notifier and caches). Close it before the first.
 */
export async function secondInstance(
  t: Pick<TTestContext, 'ownerUrl' | 'dataDir'>,
  opts: { config?: Partial<TConfig>; sessionCacheMs?: number } = {},
): Promise<{ app: FastifyInstance; db: Database; close(): Promise<void> }> {
  const db = new Database(t.ownerUrl, inject('dbKind'), 5);
  const config = {
    ...loadConfig({ NODE_ENV: 'test', DATA_DIR: t.dataDir, SESSION_CACHE_MS: String(opts.sessionCacheMs ?? 0) }),
    webDist: '/nonexistent',
    ...opts.config,
  };
  const app = await buildApp({ config, db, logger: false });
  await app.ready();
  return {
    app,
    db,
    async close() {
      await app.close();
      await db.close();
    },
  };
}

/** Polls `ok` every 20 ms until it holds or `ms` have passed; the last answer decides (for cross-instance effects). */
export async function until(ok: () => Promise<boolean>, ms = 3000): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await ok()) return true;
    await new Promise((r) => setTimeout(r, 20));
  }
  return ok();
}
