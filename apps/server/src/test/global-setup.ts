import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbedded, type TEmbeddedServer } from '../platform/db/embedded.ts';
import { migrateDatabase } from '../platform/db/migrate.ts';

/**
 * One PostgreSQL server for the run: DATABASE_URL's, or a throwaway embedded one. Migrations are applied once to
 * a template database; each test file clones it (see test-app.ts), so files never share data.
 */
let server: TEmbeddedServer | undefined;
let dir: string | undefined;
let adminUrl = '';
const TEMPLATE = `staffdesk_tpl_${process.pid}`;
/** this run's test databases: runs sharing one external server never drop each other's */
const PREFIX = `sdt_${process.pid}_`;

export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    adminUrl = process.env.DATABASE_URL;
  } else {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'staffdesk-test-'));
    fs.chmodSync(dir, 0o755);
    server = await startEmbedded({ dataDir: dir, fast: true });
    adminUrl = server.url('postgres');
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${TEMPLATE}`);
  await admin.query(`create database ${TEMPLATE}`);
  await admin.end();
  await migrateDatabase(withDatabase(adminUrl, TEMPLATE));
  project.provide('dbAdminUrl', adminUrl);
  project.provide('dbTemplate', TEMPLATE);
  project.provide('dbKind', process.env.DATABASE_URL ? 'external' : 'embedded');
  project.provide('dbPrefix', PREFIX);

  return async () => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    const dbs = await c.query<{ datname: string }>(
      `select datname from pg_database where starts_with(datname, $2) or datname = $1`,
      [TEMPLATE, PREFIX],
    );
    for (const { datname } of dbs.rows)
      await c.query(`drop database if exists "${datname}" with (force)`).catch(() => undefined);
    await c.end();
    await server?.stop();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  };
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

declare module 'vitest' {
  export interface ProvidedContext {
    dbAdminUrl: string;
    dbTemplate: string;
    dbKind: 'embedded' | 'external';
    dbPrefix: string;
  }
}
