import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { seedDemo } from '../../seed/demo.ts';
import { loginAs } from '../../test/test-app.ts';
import { Database } from './db.ts';
import { ensureDatabase, startEmbedded, type TEmbeddedServer } from './embedded.ts';
import { migrateDatabase } from './migrate.ts';
import { superviseEmbedded, type TSupervisor } from './supervisor.ts';

/**
 * The embedded server killed hard (SIGKILL of the postmaster) under a running app: requests get 503 with
 * Retry-After meanwhile, the supervisor starts it again, and what was acknowledged before is still there. A
 * throwaway server of its own, crash-safe like `npm start`'s (fsync on), not the test run's shared one.
 */
let dir: string;
let server: TEmbeddedServer;
let db: Database;
let app: FastifyInstance;
let cookie: string;
let orgId: string;
const lines: { level: string; msg: string }[] = [];
const log = {
  info: (msg: string) => lines.push({ level: 'info', msg }),
  warn: (msg: string) => lines.push({ level: 'warn', msg }),
  error: (msg: string) => lines.push({ level: 'error', msg }),
};
const supervisors: TSupervisor[] = [];

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'staffdesk-supervised-'));
  fs.chmodSync(dir, 0o755);
  server = await startEmbedded({ dataDir: dir });
  await ensureDatabase(server.url('postgres'), 'staffdesk');
  await migrateDatabase(server.url('staffdesk'));
  db = new Database(server.url('staffdesk'), 'embedded', 5, 2000);
  await seedDemo(db, { dataDir: dir });
  const config = { ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dir, SESSION_CACHE_MS: '0' }), webDist: '/nonexistent' };
  app = await buildApp({ config, db, logger: false });
  await app.ready();
  cookie = await loginAs(app, 'hr@demo.test', 'demo');
  const orgs = await app.inject({ url: '/api/v1/resources/organization?pageSize=50', headers: { cookie } });
  orgId = (orgs.json() as { rows: { id: string }[] }).rows[0]!.id;
}, 240_000);

afterAll(async () => {
  for (const s of supervisors) await s.stop();
  await app?.close();
  await db?.close();
  await server?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** polls `cond` every 25 ms until it holds; fails after `ms` */
async function until(cond: () => boolean | Promise<boolean>, what: string, ms = 60_000): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await cond()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`timed out waiting until ${what}`);
}

const healthy = async () => (await app.inject({ url: '/api/health' })).statusCode === 200;

async function writeDepartment(name: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/resources/department',
    headers: { cookie },
    payload: { name, organizationId: orgId },
  });
  expect(res.statusCode).toBe(201);
  return (res.json() as { id: string }).id;
}

async function readDepartment(id: string): Promise<string | undefined> {
  const res = await app.inject({ url: `/api/v1/resources/department/${id}`, headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return (res.json() as { name?: string }).name;
}

/** The processes whose parent is `pid` (Linux /proc), e.g. a postmaster's backends. */
function childrenOf(pid: number): number[] {
  const out: number[] = [];
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
      // "pid (comm) state ppid …": the command may hold spaces and parentheses, so read after the last ')'
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) out.push(Number(name));
    } catch {
      // the process ended meanwhile
    }
  }
  return out;
}

/**
 * A crash of the whole server: the postmaster and its backends at once. Killing the postmaster alone leaves its
 * backends serving the pool's open connections for a moment (they notice its death at their next wait), so a
 * request could still succeed right after the kill.
 */
async function killPostmaster(): Promise<number> {
  const pid = server.pid()!;
  expect(pid).toBeGreaterThan(0);
  const backends = childrenOf(pid);
  process.kill(pid, 'SIGKILL');
  for (const child of backends) {
    try {
      process.kill(child, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  await until(() => server.pid() === undefined, 'the postmaster is gone', 10_000);
  return pid;
}

describe('the embedded server killed under a running app', () => {
  it('answers 503 + Retry-After while it is down, and works again once the supervisor restarts it', async () => {
    // a supervisor that only looks when asked: the outage lasts exactly as long as the test needs
    const supervisor = superviseEmbedded(server, { log, intervalMs: 3_600_000 });
    supervisors.push(supervisor);
    const id = await writeDepartment('Written before the crash');
    await killPostmaster();

    for (const req of [
      { url: `/api/v1/resources/department/${id}` },
      { url: '/api/v1/resources/department' },
      {
        method: 'POST' as const,
        url: '/api/v1/resources/department',
        payload: { name: 'During the outage', organizationId: orgId },
      },
    ]) {
      const res = await app.inject({ ...req, headers: { cookie } });
      expect(res.statusCode, `${req.url}: ${res.body}`).toBe(503);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(res.json()).toMatchObject({ code: 'serviceUnavailable' });
    }
    const health = await app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ status: 'degraded', db: 'embedded', checks: { database: 'down' } });

    await supervisor.check();
    expect(supervisor.restarts).toBe(1);
    expect(lines.some((l) => l.level === 'error' && l.msg.includes('is not running'))).toBe(true);
    expect(lines.some((l) => l.level === 'warn' && l.msg.includes('restarted'))).toBe(true);
    await until(healthy, 'health answers 200');
    expect(await readDepartment(id)).toBe('Written before the crash');
    await supervisor.stop();
  });

  it('notices on its own, restarts it, and acknowledged writes survive', async () => {
    const supervisor = superviseEmbedded(server, { log, intervalMs: 50 });
    supervisors.push(supervisor);
    const ids = [await writeDepartment('Acknowledged one'), await writeDepartment('Acknowledged two')];
    const before = await killPostmaster();
    await until(() => supervisor.restarts === 1, 'the supervisor restarted the server');
    expect(server.pid()).not.toBe(before);
    await until(healthy, 'health answers 200');
    expect(await Promise.all(ids.map(readDepartment))).toEqual(['Acknowledged one', 'Acknowledged two']);
    expect(await readDepartment(await writeDepartment('Written after'))).toBe('Written after');
    await supervisor.stop();
  });
});
