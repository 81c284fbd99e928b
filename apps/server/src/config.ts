import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  /** seed demo data on an empty database; default on, except in production */
  DEMO_SEED: z.enum(['0', '1']).optional(),
  /** the server key that encrypts secrets at rest (two-factor secrets); unset: a random key in DATA_DIR/app-secret */
  APP_SECRET: z.string().min(16).optional(),
  /** public origin, e.g. https://hr.example.com; used for links and the same-origin check; required in production */
  PUBLIC_URL: z.string().optional(),
  /** proxies whose X-Forwarded-For/-Proto/-Host are believed: addresses, CIDRs, loopback/linklocal/uniquelocal */
  TRUST_PROXY: z.string().optional(),
  /** failed logins from one client IP (any account) in LOGIN_IP_WINDOW_MINUTES before that IP is refused */
  LOGIN_IP_MAX_FAILURES: z.coerce.number().int().min(1).default(30),
  LOGIN_IP_WINDOW_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(15),
  PLAY_STORE_URL: z.string().default('https://play.google.com/store/apps/details?id=app.staffdesk'),
  APP_STORE_URL: z.string().default('https://apps.apple.com/app/staffdesk/id0000000000'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** how long a resolved session is reused before it is looked up again (ms) */
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(5000),
  /** serve the built web app from this folder */
  WEB_DIST: z.string().optional(),
  /** send mail through this SMTP server (smtp:// or smtps://user:pass@host:port); unset: .eml files under DATA_DIR/mail */
  SMTP_URL: z.string().optional(),
  /** the From of every mail */
  MAIL_FROM: z.string().default('Staffdesk <no-reply@staffdesk.local>'),
  /** the careers page's 'See on JOBlinks' link (http/https); unset: the link is hidden */
  JOBLINKS_URL: z
    .string()
    .regex(/^https?:\/\//)
    .optional(),
  /** map tiles for picking attendance places (`https://tiles.example/{z}/{x}/{y}.png`, `{s}` allowed); unset: no map, places are typed or taken from the device */
  MAP_TILE_URL: z.string().optional(),
  /** the tile source's credit line, shown on the map (plain text; most tile sources require one) */
  MAP_TILE_ATTRIBUTION: z.string().max(300).default(''),
  /** the closest zoom the tile source serves */
  MAP_TILE_MAX_ZOOM: z.coerce.number().int().min(1).max(22).default(19),
  /** public careers pages: reads (board, job, disclosure, images) per client IP per minute */
  CAREERS_READS_PER_MINUTE: z.coerce.number().int().min(1).default(300),
  /** public careers pages: applications per client IP per hour */
  CAREERS_APPLIES_PER_HOUR: z.coerce.number().int().min(1).default(20),
  /** how long a public job board answer is reused (ms; this instance's own changes clear it at once); 0: never */
  CAREERS_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(5000),
  /** how long a request waits for a database connection (a new one, or a free one of the pool) before it gets 503 */
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5000),
  /** heavy work (CSV exports): running at once per instance, waiting per instance, running + waiting per tenant */
  HEAVY_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  HEAVY_QUEUE: z.coerce.number().int().min(0).max(10_000).default(32),
  HEAVY_PER_TENANT: z.coerce.number().int().min(1).max(10_000).default(8),
  /** after a heavy job its slot rests this many times as long as the job took (1: heavy work holds at most half a slot's time) */
  /** the largest incident video and other media file a guard may upload (streamed to storage), in MB */
  INCIDENT_VIDEO_MAX_MB: z.coerce.number().int().min(1).max(4096).default(200),
  INCIDENT_MEDIA_MAX_MB: z.coerce.number().int().min(1).max(1024).default(50),
  HEAVY_PAUSE: z.coerce.number().min(0).max(10).default(1),
  /** connections of heavy work's own pool */
  HEAVY_POOL: z.coerce.number().int().min(1).max(64).default(3),
  /** how often idle job workers look for jobs sent by other instances (seconds; this instance's own start at once) */
  JOBS_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  /** multiplies every job kind's retry delay (mail: 30 s, doubling) */
  JOBS_RETRY_DELAY_SCALE: z.coerce.number().min(0).max(100).default(1),
  /** a job still running after this long counts as failed and is retried (its worker died or hung) */
  JOBS_EXPIRE_SECONDS: z.coerce.number().int().min(2).max(86_400).default(900),
  /** how often an instance checks the schedules (seconds) */
  JOBS_CRON_SECONDS: z.coerce.number().int().min(1).max(60).default(30),
});

export type TConfig = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  demoSeed: boolean;
  /** the configured PUBLIC_URL, without a trailing slash; links use publicOrigin() (platform/mail/links.ts) */
  publicUrl: string | undefined;
  appSecret: string | undefined;
  /** the peers whose X-Forwarded-* headers are read (Fastify's trustProxy); false: none, the socket's peer is the client */
  trustProxy: string[] | false;
  playStoreUrl: string;
  appStoreUrl: string;
  logLevel: string;
  webDist: string | undefined;
  sessionCacheMs: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** public forms that send mail or take uploads, per client IP (and per address for resets) in one window */
  rateLimits: { windowMs: number; signupPerIp: number; resetPerIp: number; resetPerEmail: number };
  /** failed logins per client IP, whatever the account (password spraying) */
  loginIpLimit: { maxFailures: number; windowMs: number };
  /** the public careers pages (issue 4) */
  careers: { joblinksUrl: string | null; readsPerMinute: number; appliesPerHour: number; cacheMs: number };
  dbConnectTimeoutMs: number;
  /** the attendance-place map's tile source (platform/http/map-tiles.ts); null: no map */
  map: TMapTiles | null;
  /** bounded heavy work (platform/heavy.ts) */
  heavy: { concurrency: number; queue: number; perTenant: number; pause: number; pool: number };
  /** incident uploads streamed to storage (modules/incidents), in bytes */
  incidentUploads: { videoMaxBytes: number; mediaMaxBytes: number };
  /** the job queue (platform/jobs) */
  jobs: { pollSeconds: number; retryDelayScale: number; cronSeconds: number; expireSeconds: number };
};

export type TMapTiles = {
  /** the tile URL template, as configured */
  url: string;
  attribution: string;
  maxZoom: number;
  /** what the pages' Content-Security-Policy must allow for the tiles (`https://*.tile.example` for `{s}`) */
  cspSource: string;
};

/**
 * MAP_TILE_URL: unset or empty is no map. Otherwise an absolute http(s) URL template with `{z}`, `{x}` and `{y}`,
 * optionally `{s}` (a subdomain) at the start of the host, and nothing else in braces; no user or password.
 */
export function parseMapTiles(value: string | undefined, attribution: string, maxZoom: number): TMapTiles | null {
  const v = value?.trim() ?? '';
  if (!v) return null;
  const fail = (why: string): never => {
    throw new ConfigError(`MAP_TILE_URL: ${why} (e.g. https://tiles.example.com/{z}/{x}/{y}.png)`);
  };
  const placeholders: string[] = v.match(/\{[^}]*\}/g) ?? [];
  for (const need of ['{z}', '{x}', '{y}']) if (!placeholders.includes(need)) fail(`it has no ${need}`);
  const odd = placeholders.filter((p) => !['{z}', '{x}', '{y}', '{s}'].includes(p));
  if (odd.length) fail(`${odd.join(', ')} is not one of {z}, {x}, {y}, {s}`);
  const subdomain = v.includes('{s}');
  let url: URL;
  try {
    url = new URL(v.replaceAll('{s}', 'a').replace(/\{[zxy]\}/g, '0'));
  } catch {
    return fail('it is not an absolute URL');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') fail('it must be an http or https URL');
  if (url.username || url.password) fail('it must not carry a user or password');
  if (subdomain && !/^https?:\/\/\{s\}\./.test(v)) fail('{s} may only start the host name');
  const host = subdomain ? `*.${url.host.slice(2)}` : url.host;
  return { url: v, attribution: attribution.trim(), maxZoom, cspSource: `${url.protocol}//${host}` };
}

/** A configuration value the app cannot start with; main.ts prints the message and exits. */
export class ConfigError extends Error {}

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** One TRUST_PROXY entry: a name, an address, or an address with a prefix length or (IPv4) a netmask. */
function validProxy(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [addr, range, extra] = entry.split('/');
  const family = net.isIP(addr ?? '');
  if (!family || extra !== undefined) return false;
  if (range === undefined) return true;
  if (/^\d{1,3}$/.test(range)) return Number(range) <= (family === 4 ? 32 : 128);
  return family === 4 && net.isIPv4(range);
}

/** TRUST_PROXY: unset, empty or 'false' trusts nobody; anything else must be a valid comma-separated list. */
export function parseTrustProxy(value: string | undefined): string[] | false {
  const v = value?.trim() ?? '';
  if (!v || v === 'false') return false;
  const entries = v.split(',').map((x) => x.trim());
  const bad = entries.filter((x) => !validProxy(x));
  if (bad.length) {
    throw new ConfigError(
      `TRUST_PROXY: ${bad.map((b) => JSON.stringify(b)).join(', ')} is not a proxy address, CIDR or one of loopback, linklocal, uniquelocal`,
    );
  }
  return entries;
}

/** PUBLIC_URL: an http(s) origin (a path is not allowed); required in production, where no link may come from a header. */
export function parsePublicUrl(value: string | undefined, env: TConfig['env']): string | undefined {
  const v = value?.trim();
  if (!v) {
    if (env === 'production')
      throw new ConfigError(
        'PUBLIC_URL is required in production (e.g. https://hr.example.com): links in mail are built from it',
      );
    return undefined;
  }
  let u: URL;
  try {
    u = new URL(v);
  } catch {
    throw new ConfigError(`PUBLIC_URL: ${JSON.stringify(v)} is not a URL (e.g. https://hr.example.com)`);
  }
  if (
    (u.protocol !== 'http:' && u.protocol !== 'https:') ||
    u.pathname.replace(/\/+$/, '') ||
    u.search ||
    u.hash ||
    u.username
  ) {
    throw new ConfigError(
      `PUBLIC_URL: ${JSON.stringify(v)} must be an http(s) origin with no path (e.g. https://hr.example.com)`,
    );
  }
  return u.origin;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): TConfig {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL || undefined,
    demoSeed: e.DEMO_SEED ? e.DEMO_SEED === '1' : e.NODE_ENV !== 'production',
    publicUrl: parsePublicUrl(e.PUBLIC_URL, e.NODE_ENV),
    appSecret: e.APP_SECRET || undefined,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    playStoreUrl: e.PLAY_STORE_URL,
    appStoreUrl: e.APP_STORE_URL,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST,
    sessionCacheMs: e.SESSION_CACHE_MS,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    rateLimits: { windowMs: 60 * 60 * 1000, signupPerIp: 10, resetPerIp: 20, resetPerEmail: 5 },
    loginIpLimit: { maxFailures: e.LOGIN_IP_MAX_FAILURES, windowMs: e.LOGIN_IP_WINDOW_MINUTES * 60_000 },
    careers: {
      joblinksUrl: e.JOBLINKS_URL ?? null,
      readsPerMinute: e.CAREERS_READS_PER_MINUTE,
      appliesPerHour: e.CAREERS_APPLIES_PER_HOUR,
      cacheMs: e.CAREERS_CACHE_MS,
    },
    dbConnectTimeoutMs: e.DB_CONNECT_TIMEOUT_MS,
    map: parseMapTiles(e.MAP_TILE_URL, e.MAP_TILE_ATTRIBUTION, e.MAP_TILE_MAX_ZOOM),
    // half the cores (1 on 2): heavy work shares the event loop and the CPU with interactive requests
    heavy: {
      concurrency: e.HEAVY_CONCURRENCY ?? Math.max(1, Math.floor(os.availableParallelism() / 2)),
      queue: e.HEAVY_QUEUE,
      perTenant: e.HEAVY_PER_TENANT,
      pause: e.HEAVY_PAUSE,
      pool: e.HEAVY_POOL,
    },
    incidentUploads: {
      videoMaxBytes: e.INCIDENT_VIDEO_MAX_MB * 1024 * 1024,
      mediaMaxBytes: e.INCIDENT_MEDIA_MAX_MB * 1024 * 1024,
    },
    jobs: {
      pollSeconds: e.JOBS_POLL_SECONDS,
      retryDelayScale: e.JOBS_RETRY_DELAY_SCALE,
      cronSeconds: e.JOBS_CRON_SECONDS,
      expireSeconds: e.JOBS_EXPIRE_SECONDS,
    },
  };
}
