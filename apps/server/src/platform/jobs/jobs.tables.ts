import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The schema pg-boss keeps its queues in (owner only: payloads hold mail bodies and single-use links). */
export const JOBS_SCHEMA = 'pgboss';

/**
 * What users see of the job queue (platform/jobs): one row per job, keyed by pg-boss's job id, with its state,
 * progress and outcome. pg-boss's own tables (schema `pgboss`) hold the payloads — mail bodies with single-use links
 * among them — and only the owner reads them. tenant_id is null for platform jobs (schedules, super admins' mail):
 * RLS shows a tenant its own rows and the platform context all of them, like the audit log.
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id'),
    /** the queue, e.g. `mail`, `holidays.import` */
    kind: text('kind').notNull(),
    /** what the job is about, shown on the jobs page (never a payload): e.g. { to, subject } */
    label: jsonb('label').$type<Record<string, string | number>>().notNull().default(sql`'{}'::jsonb`),
    startedBy: uuid('started_by'),
    startedByName: text('started_by_name'),
    /** queued → running → done | failed (a retry puts a failed job back to queued) */
    state: text('state').$type<'queued' | 'running' | 'done' | 'failed'>().notNull().default('queued'),
    progress: integer('progress').notNull().default(0),
    /** the latest progress message: a message key with its values (translated on the page) */
    message: jsonb('message').$type<{ key: string; values?: Record<string, string | number> } | null>(),
    /** why the last attempt failed: an app message or a short technical line, never a stack */
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    result: jsonb('result'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('job_runs_tenant_created').on(t.tenantId, t.createdAt), index('job_runs_created').on(t.createdAt)],
);
