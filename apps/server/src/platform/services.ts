import type { TConfig } from '../config.ts';
import type { SessionCache } from '../modules/auth/session.service.ts';
import type { Database } from './db/db.ts';
import type { Notifier } from './db/notify.ts';
import type { FileStore } from './files/files.ts';
import type { RateLimits } from './http/rate-limit.ts';
import type { JobQueue } from './jobs/queue.ts';
import type { Mailer } from './mail/mailer.ts';

/** What modules that mail, store files or work after answering are built with (one set per app). */
export type TServices = {
  database: Database;
  config: TConfig;
  mailer: Mailer;
  files: FileStore;
  sessions: SessionCache;
  /** every per-IP and per-address limit, counted in PostgreSQL */
  limits: RateLimits;
  /** heavy work's own small pool on the same database (platform/heavy.ts): exports, imports, reports */
  heavyDb: Database;
  /** messages to every instance (PostgreSQL LISTEN/NOTIFY) */
  notifier: Notifier;
  /** durable jobs (platform/jobs): mail, imports, schedules */
  jobs: JobQueue;
};

declare module 'fastify' {
  interface FastifyInstance {
    services: TServices;
  }
}
