import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startMailSink, type TSink } from '../../test/mail-sink.ts';
import { createTestApp, platformOwner, type TTestContext, until } from '../../test/test-app.ts';

/**
 * A mail queued before a `kill -9` is sent after the restart: the server (a real process, as `npm start` runs it)
 * answers a password reset and is killed while its mail job is being sent; the next server sends it.
 */
let t: TTestContext;
let owner: pg.Client;
let sink: TSink;
let tarpit: net.Server;
const children: ChildProcess[] = [];
const root = path.resolve(import.meta.dirname, '../../../../..');

beforeAll(async () => {
  t = await createTestApp();
  // the test's own app must not work this database's jobs: only the server processes below do
  await t.app.services.jobs.stop();
  owner = await platformOwner(t);
  sink = await startMailSink();
  // an SMTP server that greets and answers EHLO (the transport check passes) but never answers MAIL FROM: a send
  // hangs there until its socket times out
  tarpit = net.createServer((socket) => {
    socket.on('error', () => undefined);
    socket.write('220 tarpit ESMTP\r\n');
    socket.on('data', (d) => {
      const line = d.toString().trim().toUpperCase();
      if (line.startsWith('EHLO') || line.startsWith('HELO')) socket.write('250 tarpit\r\n');
      else if (line.startsWith('QUIT')) socket.end('221 bye\r\n');
    });
  });
  await new Promise<void>((r) => tarpit.listen(0, '127.0.0.1', r));
});
afterAll(async () => {
  for (const c of children) c.kill('SIGKILL');
  tarpit?.close();
  await sink?.close();
  await owner?.end();
  await t?.close();
});

async function server(smtpUrl: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'staffdesk-crash-'));
  const port = await new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const p = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(p));
    });
  });
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: t.ownerUrl,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      DEMO_SEED: '0',
      LOG_LEVEL: 'warn',
      SMTP_URL: smtpUrl,
      WEB_DIST: dataDir,
      JOBS_EXPIRE_SECONDS: '3',
      JOBS_RETRY_DELAY_SCALE: '0.03',
    },
    stdio: 'ignore',
  });
  children.push(child);
  const url = `http://127.0.0.1:${port}`;
  const up = await until(async () => (await fetch(`${url}/api/health`).catch(() => null))?.status === 200, 30_000);
  if (!up) throw new Error('the server did not start');
  return { child, url };
}

const mailJob = async () =>
  (await owner.query<{ state: string }>(`select state from pgboss.job where name = 'mail' order by created_on`)).rows[0]
    ?.state;

it('sends after a restart the mail of a server killed while sending it', { timeout: 90_000 }, async () => {
  const a = await server(`smtp://127.0.0.1:${(tarpit.address() as net.AddressInfo).port}`);
  const res = await fetch(`${a.url}/api/v1/auth/forgot-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: 'demo', email: 'emp@demo.test' }),
  });
  expect(res.status).toBe(200);
  expect(await until(async () => (await mailJob()) === 'active', 20_000)).toBe(true);
  const inFlight = (await owner.query(`select id from pgboss.job where name = 'mail' and state = 'active'`)).rows[0].id;
  a.child.kill('SIGKILL');
  await new Promise((r) => a.child.once('exit', r));
  expect(sink.to('emp@demo.test')).toEqual([]);

  await server(sink.url);
  const mail = await sink.waitFor('emp@demo.test', undefined, 30_000);
  expect(mail.subject).toBe('Reset your Staffdesk password');
  // the mail in flight at the kill went out on its second attempt (had the reset job itself been caught mid-run,
  // it runs again too: jobs run at least once)
  const run = async () =>
    (await owner.query(`select state, attempts from job_runs where id = $1`, [inFlight])).rows[0] as
      | { state: string; attempts: number }
      | undefined;
  expect(await until(async () => (await run())?.state === 'done', 15_000)).toBe(true);
  expect(await run()).toEqual({ state: 'done', attempts: 2 });
});
