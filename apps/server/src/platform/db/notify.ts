import pg from 'pg';
import { APP_ROLE } from './security.ts';

type THandler = (payload: unknown) => void;
type TLog = { warn(obj: unknown, msg?: string): void };

const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;
/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more */
const MAX_PAYLOAD = 7900;

/**
 * Messages between the app's instances over PostgreSQL LISTEN/NOTIFY: `publish(channel, payload)` from any
 * instance reaches every instance's `subscribe(channel, …)` handlers — its own included — once the publishing
 * transaction has committed. One dedicated connection listens; when it drops it reconnects (with backoff) and
 * listens again, and `onReconnect` handlers run, since messages sent while it was away are lost (a cache drops
 * everything then).
 */
export class Notifier {
  private readonly handlers = new Map<string, Set<THandler>>();
  private readonly reconnected = new Set<() => void>();
  private client: pg.Client | undefined;
  private connecting: Promise<void> | undefined;
  private retry: NodeJS.Timeout | undefined;
  private delay = 100;
  private closed = false;
  private everConnected = false;

  constructor(
    private readonly url: string,
    private readonly publisher: { query(text: string, values: unknown[]): Promise<unknown> },
    private readonly log?: TLog,
    /** a server that accepts but never answers must not hold the app's start (or a reconnect) forever */
    private readonly connectTimeoutMs = 5000,
  ) {}

  /** Sends a JSON payload on a channel (outside any transaction: delivered at once). */
  async publish(channel: string, payload: unknown): Promise<void> {
    if (!CHANNEL.test(channel)) throw new Error(`bad channel name ${channel}`);
    const text = JSON.stringify(payload ?? null);
    if (Buffer.byteLength(text) > MAX_PAYLOAD) throw new Error('notify payload too large');
    await this.publisher.query('select pg_notify($1, $2)', [channel, text]);
  }

  /** Calls handler with each payload published on the channel; returns the unsubscribe. */
  async subscribe(channel: string, handler: THandler): Promise<() => void> {
    if (!CHANNEL.test(channel)) throw new Error(`bad channel name ${channel}`);
    const fresh = !this.handlers.has(channel);
    const set = this.handlers.get(channel) ?? new Set<THandler>();
    this.handlers.set(channel, set);
    set.add(handler);
    await this.connect();
    if (fresh) await this.client?.query(`listen ${channel}`).catch(() => undefined);
    return () => {
      set.delete(handler);
    };
  }

  /** Runs after the listening connection came back (messages may have been missed meanwhile). */
  onReconnect(handler: () => void): void {
    this.reconnected.add(handler);
  }

  private connect(): Promise<void> {
    if (this.client || this.closed) return Promise.resolve();
    this.connecting ??= this.open().finally(() => (this.connecting = undefined));
    return this.connecting;
  }

  private async open(): Promise<void> {
    // as the app role, like every other connection of the app
    const client = new pg.Client({
      connectionString: this.url,
      options: `-c role=${APP_ROLE}`,
      connectionTimeoutMillis: this.connectTimeoutMs,
    });
    client.on('error', () => undefined);
    try {
      await client.connect();
      for (const channel of this.handlers.keys()) await client.query(`listen ${channel}`);
    } catch (e) {
      await client.end().catch(() => undefined);
      this.log?.warn({ err: e }, 'notify: listening connection failed; retrying');
      this.scheduleRetry();
      return;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.delay = 100;
    client.on('notification', (m) => this.deliver(m.channel, m.payload));
    client.on('end', () => {
      if (this.client !== client) return;
      this.client = undefined;
      if (!this.closed) this.scheduleRetry();
    });
    if (this.everConnected) for (const h of this.reconnected) h();
    this.everConnected = true;
  }

  private scheduleRetry() {
    if (this.closed || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = undefined;
      void this.connect();
    }, this.delay);
    this.retry.unref();
    this.delay = Math.min(this.delay * 2, 5000);
  }

  private deliver(channel: string, payload: string | undefined) {
    let value: unknown;
    try {
      value = JSON.parse(payload ?? 'null');
    } catch {
      return;
    }
    for (const h of this.handlers.get(channel) ?? []) {
      try {
        h(value);
      } catch (e) {
        this.log?.warn({ err: e, channel }, 'notify: handler failed');
      }
    }
  }

  /** The listening connection's backend pid (tests end it to check the reconnect). */
  async listenerPid(): Promise<number | undefined> {
    const r = await this.client?.query<{ pid: number }>('select pg_backend_pid() as pid');
    return r?.rows[0]?.pid;
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    await this.connecting;
    const c = this.client;
    this.client = undefined;
    await c?.end().catch(() => undefined);
  }
}
