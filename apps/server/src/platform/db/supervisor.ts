import type { TEmbeddedServer } from './embedded.ts';

export type TSupervisorLog = { info(msg: string): void; warn(msg: string): void; error(msg: string): void };

export type TSupervisor = {
  /** one look at the server, restarting it when it is gone (the timer calls it; tests may too) */
  check(): Promise<void>;
  /** stops watching; waits for a restart in progress */
  stop(): Promise<void>;
  /** restarts done so far */
  readonly restarts: number;
};

/**
 * Watches the embedded PostgreSQL and starts it again when it dies (killed, crashed, stopped behind the app's back):
 * a look at postmaster.pid and its process every `intervalMs` (no connection, no query), and after a failed restart
 * another try with back-off (doubling up to `maxBackoffMs`). Meanwhile requests get 503 (see unavailable.ts); the
 * pool drops its dead connections and opens new ones once the server is back, so the app needs no restart.
 */
export function superviseEmbedded(
  server: TEmbeddedServer,
  {
    log,
    intervalMs = 1000,
    maxBackoffMs = 30_000,
  }: { log: TSupervisorLog; intervalMs?: number; maxBackoffMs?: number },
): TSupervisor {
  let lastPid = server.pid();
  let downSince: number | undefined;
  let attempts = 0;
  let restarts = 0;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<void> | undefined;

  async function look(): Promise<number> {
    const pid = server.pid();
    if (pid !== undefined) {
      lastPid = pid;
      return intervalMs;
    }
    if (downSince === undefined) {
      downSince = Date.now();
      log.error(
        `embedded PostgreSQL (pid ${lastPid ?? '?'}, port ${server.port}) is not running; requests get 503 until it is back. Restarting it`,
      );
    }
    attempts++;
    try {
      await server.restart();
    } catch (e) {
      const wait = Math.min(maxBackoffMs, Math.min(intervalMs, 1000) * 2 ** Math.min(attempts, 16));
      log.error(
        `embedded PostgreSQL restart attempt ${attempts} failed: ${(e as Error).message}; next try in ${Math.round(wait / 100) / 10} s`,
      );
      return wait;
    }
    lastPid = server.pid();
    restarts++;
    log.warn(
      `embedded PostgreSQL restarted (pid ${lastPid ?? '?'}, port ${server.port}) after ${Date.now() - downSince} ms down, attempt ${attempts}`,
    );
    downSince = undefined;
    attempts = 0;
    return intervalMs;
  }

  function check(): Promise<void> {
    if (stopped) return Promise.resolve();
    inFlight ??= look().then(
      (next) => {
        inFlight = undefined;
        schedule(next);
      },
      (e: unknown) => {
        inFlight = undefined;
        log.error(`embedded PostgreSQL supervisor: ${(e as Error).message}`);
        schedule(intervalMs);
      },
    );
    return inFlight;
  }

  function schedule(ms: number) {
    clearTimeout(timer);
    if (stopped) return;
    timer = setTimeout(() => void check(), ms);
    timer.unref(); // never what keeps the process alive
  }

  schedule(intervalMs);
  log.info(`embedded PostgreSQL supervised (pid ${lastPid ?? '?'}, port ${server.port}): restarted when it dies`);
  return {
    check,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await inFlight;
    },
    get restarts() {
      return restarts;
    },
  };
}
