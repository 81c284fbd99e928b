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
  /** public origin, e.g. https://hr.example.com; used for links and the same-origin check */
  PUBLIC_URL: z.string().optional(),
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
  JOBLINKS_URL: z.string().regex(/^https?:\/\//).optional(),
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
  HEAVY_PAUSE: z.coerce.number().min(0).max(10).default(1),
  /** connections of heavy work's own pool */
  HEAVY_POOL: z.coerce.number().int().min(1).max(64).default(3),
});

export type TConfig = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  demoSeed: boolean;
  publicUrl: string | undefined;
  playStoreUrl: string;
  appStoreUrl: string;
  logLevel: string;
  webDist: string | undefined;
  sessionCacheMs: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** public forms that send mail or take uploads, per client IP (and per address for resets) in one window */
  rateLimits: { windowMs: number; signupPerIp: number; resetPerIp: number; resetPerEmail: number };
  /** the public careers pages (issue 4) */
  careers: { joblinksUrl: string | null; readsPerMinute: number; appliesPerHour: number; cacheMs: number };
  dbConnectTimeoutMs: number;
  /** bounded heavy work (platform/heavy.ts) */
  heavy: { concurrency: number; queue: number; perTenant: number; pause: number; pool: number };
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): TConfig {
  const e = ZEnv.parse(env);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL || undefined,
    demoSeed: e.DEMO_SEED ? e.DEMO_SEED === '1' : e.NODE_ENV !== 'production',
    publicUrl: e.PUBLIC_URL,
    playStoreUrl: e.PLAY_STORE_URL,
    appStoreUrl: e.APP_STORE_URL,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST,
    sessionCacheMs: e.SESSION_CACHE_MS,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    rateLimits: { windowMs: 60 * 60 * 1000, signupPerIp: 10, resetPerIp: 20, resetPerEmail: 5 },
    careers: {
      joblinksUrl: e.JOBLINKS_URL ?? null,
      readsPerMinute: e.CAREERS_READS_PER_MINUTE,
      appliesPerHour: e.CAREERS_APPLIES_PER_HOUR,
      cacheMs: e.CAREERS_CACHE_MS,
    },
    dbConnectTimeoutMs: e.DB_CONNECT_TIMEOUT_MS,
    // half the cores (1 on 2): heavy work shares the event loop and the CPU with interactive requests
    heavy: { concurrency: e.HEAVY_CONCURRENCY ?? Math.max(1, Math.floor(os.availableParallelism() / 2)), queue: e.HEAVY_QUEUE, perTenant: e.HEAVY_PER_TENANT, pause: e.HEAVY_PAUSE, pool: e.HEAVY_POOL },
  };
}
