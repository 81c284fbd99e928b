import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { TDb } from '../db/db.ts';
import { tenants } from '../../modules/tenants/tenants.tables.ts';
import { jobRuns } from './jobs.tables.ts';

export type TJobRun = typeof jobRuns.$inferSelect;
type TState = TJobRun['state'];

export async function insertRun(
  db: TDb,
  r: {
    id: string;
    kind: string;
    tenantId: string | null;
    userId?: string | null;
    userName?: string | null;
    label?: Record<string, string | number>;
  },
) {
  await db.insert(jobRuns).values({
    id: r.id,
    kind: r.kind,
    tenantId: r.tenantId,
    startedBy: r.userId ?? null,
    startedByName: r.userName ?? null,
    label: r.label ?? {},
  });
}

/** A worker took the job: its row (made now if a schedule sent the job) says running. */
/** Marks the run started; answers whose it is, and whether that tenant writes with its own texts. */
export async function startRun(db: TDb, r: { id: string; kind: string; attempt: number }) {
  const rows = await db
    .insert(jobRuns)
    .values({ id: r.id, kind: r.kind, tenantId: null, state: 'running', attempts: r.attempt, startedAt: sql`now()` })
    .onConflictDoUpdate({
      target: jobRuns.id,
      set: { state: 'running', attempts: r.attempt, startedAt: sql`now()`, finishedAt: null },
    })
    .returning({
      tenantId: jobRuns.tenantId,
      custom: sql<boolean>`coalesce((select t.translator <> 'machine' from tenants t where t.id = ${jobRuns.tenantId}), false)`,
    });
  return rows[0] ?? { tenantId: null, custom: false };
}

export async function progressRun(db: TDb, id: string, progress: number, message: TJobRun['message']) {
  await db.update(jobRuns).set({ progress, message }).where(eq(jobRuns.id, id));
}

export async function finishRun(
  db: TDb,
  id: string,
  state: Exclude<TState, 'running'>,
  out: { result?: unknown; error?: string },
) {
  await db
    .update(jobRuns)
    .set({
      state,
      ...(state === 'done' ? { progress: 100, error: null, result: out.result ?? null } : { error: out.error ?? null }),
      finishedAt: state === 'queued' ? null : sql`now()`,
    })
    .where(eq(jobRuns.id, id));
}

export async function requeueRun(db: TDb, id: string) {
  await db.update(jobRuns).set({ state: 'queued', finishedAt: null }).where(eq(jobRuns.id, id));
}

export const getRun = async (db: TDb, id: string) =>
  (await db.select().from(jobRuns).where(eq(jobRuns.id, id)).limit(1))[0];

/** A page of jobs, newest first; RLS decides whose (a tenant's, or all in the platform context). */
export async function listRuns(db: TDb, q: { states?: TState[]; limit: number; offset: number }) {
  const where: SQL | undefined = q.states?.length ? and(inArray(jobRuns.state, q.states)) : undefined;
  const rows = await db
    .select({ run: jobRuns, account: tenants.account })
    .from(jobRuns)
    .leftJoin(tenants, eq(tenants.id, jobRuns.tenantId))
    .where(where)
    .orderBy(desc(jobRuns.createdAt))
    .limit(q.limit)
    .offset(q.offset);
  const count = await db.select({ n: sql<number>`count(*)::int` }).from(jobRuns).where(where);
  return { rows, total: count[0]?.n ?? 0 };
}
