import type { FastifyRequest } from 'fastify';
import { actorOf, auditIn } from '../../platform/audit/audit.ts';
import { notFoundOf } from '../../platform/audit/denied.ts';
import type { TDb } from '../../platform/db/db.ts';
import { appError } from '../../platform/errors.ts';
import type { TAuth } from '../../platform/http/access.ts';
import * as repo from '../../platform/jobs/jobs.repo.ts';
import type { TServices } from '../../platform/services.ts';

/** Whose jobs: a tenant's (its HR admins) or every tenant's and the platform's own (super admins). */
export type TJobScope = 'tenant' | 'platform';
export type TJobStateFilter = 'all' | 'active' | 'failed';

const STATES: Record<TJobStateFilter, repo.TJobRun['state'][] | undefined> = {
  all: undefined,
  active: ['queued', 'running'],
  failed: ['failed'],
};

const present = (r: repo.TJobRun, account: string | null = null) => ({
  id: r.id,
  account,
  kind: r.kind,
  label: r.label,
  startedByName: r.startedByName,
  state: r.state,
  progress: r.progress,
  message: r.message ?? null,
  error: r.error,
  attempts: r.attempts,
  result: r.result ?? null,
  createdAt: r.createdAt.toISOString(),
  startedAt: r.startedAt?.toISOString() ?? null,
  finishedAt: r.finishedAt?.toISOString() ?? null,
});
export type TJobView = ReturnType<typeof present>;

const run = <T>(s: TServices, auth: TAuth, scope: TJobScope, fn: (db: TDb) => Promise<T>) =>
  scope === 'platform' ? s.database.platform(fn) : s.database.tenant(auth, fn);

export async function list(
  s: TServices,
  auth: TAuth,
  scope: TJobScope,
  q: { state: TJobStateFilter; page: number; pageSize: number },
) {
  const r = await run(s, auth, scope, (db) =>
    repo.listRuns(db, { states: STATES[q.state], limit: q.pageSize, offset: (q.page - 1) * q.pageSize }),
  );
  return { rows: r.rows.map((x) => present(x.run, x.account)), total: r.total, page: q.page, pageSize: q.pageSize };
}

const target = (id: string) => ({ entity: 'job', table: 'job_runs', id });

/**
 * One job, for the progress bar of the page that started it: its starter or the tenant's HR admin (super admins:
 * any). Others get 404, audited as denied.
 */
export async function get(s: TServices, auth: TAuth, scope: TJobScope, id: string) {
  return run(s, auth, scope, async (db) => {
    const r = await repo.getRun(db, id);
    if (!r || (scope === 'tenant' && auth.loginType !== 'hr_admin' && r.startedBy !== auth.userId))
      throw notFoundOf(target(id));
    return present(r);
  });
}

/** Retry of a failed job (audited); 409 when it is not failed (any more). */
export async function retry(s: TServices, auth: TAuth, scope: TJobScope, id: string, req: FastifyRequest) {
  const found = await run(s, auth, scope, (db) => repo.getRun(db, id));
  if (!found) throw notFoundOf(target(id));
  if (found.state !== 'failed' || !(await s.jobs.retry(id, found.kind))) throw appError(409, 'jobNotFailed');
  return run(s, auth, scope, async (db) => {
    await auditIn(
      db,
      {
        tenantId: found.tenantId,
        actor: actorOf(auth),
        action: 'job.retry',
        entity: 'job',
        entityId: id,
        after: { kind: found.kind, attempts: found.attempts },
      },
      req,
    );
    return present((await repo.getRun(db, id))!);
  });
}
