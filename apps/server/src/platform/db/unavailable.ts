/**
 * Tells a failure of the database server being unreachable (down, restarting, refusing connections, too slow to
 * connect) from a failure of the query itself. The first is answered 503 with Retry-After: the request may well work
 * in a few seconds, and nothing is wrong with it. The rest stays a 500.
 */

/** Node socket errors of a server that is gone or not (yet) listening */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs: class 08 (connection exception), 57P01 admin shutdown, 57P02 crash shutdown (another backend died),
 * 57P03 cannot connect now (starting up, in recovery), 53300 too many connections.
 */
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** what node-postgres and pg-pool throw when a connection fails or dies, without a code */
const MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

function unreachable(e: { code?: unknown; message?: unknown }): boolean {
  const code = typeof e.code === 'string' ? e.code : '';
  if (SOCKET_CODES.has(code) || SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
  const message = typeof e.message === 'string' ? e.message : '';
  return MESSAGES.some((m) => message.startsWith(m));
}

/** True when `err`, or an error it wraps (drizzle's DrizzleQueryError, pg-pool's timeout), says the database is unreachable. */
export function isDatabaseUnavailable(err: unknown): boolean {
  let e: unknown = err;
  for (let depth = 0; depth < 5 && e && typeof e === 'object'; depth++) {
    if (unreachable(e as { code?: unknown; message?: unknown })) return true;
    // AggregateError (a host name resolving to several addresses, all refusing)
    const inner = (e as { errors?: unknown }).errors;
    if (Array.isArray(inner) && inner.length > 0 && inner.every((x) => isDatabaseUnavailable(x))) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** seconds a client is asked to wait before trying again */
export const UNAVAILABLE_RETRY_AFTER_S = 5;
