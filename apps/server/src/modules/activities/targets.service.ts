import { kpiScoreOf, type TTarget, type TTargetKind, ZTargetBody } from '@staffdesk/core/activities-api';
import { UUID } from '@staffdesk/core/form-fields';
import type { TPrivilegeAction } from '@staffdesk/core/privileges';
import { actorOf, auditIn, type TRequestInfo } from '../../platform/audit/audit.ts';
import type { TDb } from '../../platform/db/db.ts';
import { appError, notFound, parseBody } from '../../platform/errors.ts';
import { authorize, type TAuth } from '../../platform/http/access.ts';
import type { TListQuery } from '../../platform/http/list.ts';
import type { TServices } from '../../platform/services.ts';
import { activeEmployees } from '../projects/projects.repo.ts';
import { settingExists } from './activities.repo.ts';
import * as repo from './targets.repo.ts';

/**
 * KPI targets (issue 18): monthly targets by activity type (page `monthlyTarget`) and summary targets (page
 * `summaryTarget`), both of the work plan; the KPI page reads the monthly targets' page. A scoped sub admin sets
 * targets of their employees only (the employee scope rule). Every change is audited.
 */

const PAGE_OF: Record<TTargetKind, 'monthlyTarget' | 'summaryTarget'> = {
  type: 'monthlyTarget',
  summary: 'summaryTarget',
};
const access = (auth: TAuth, kind: TTargetKind, action: Exclude<TPrivilegeAction, 'approve'>) =>
  authorize(`page:${PAGE_OF[kind]}:${action}`, auth);

type TTargetQuery = TListQuery & { kind: TTargetKind; month?: string; employeeId?: string };

export async function listTargets(s: TServices, auth: TAuth, q: TTargetQuery) {
  access(auth, q.kind, 'view');
  const r = await s.database.tenant(auth, (db) =>
    repo.targetPage(
      db,
      {
        tenantId: auth.tenantId!,
        kind: q.kind,
        search: q.search?.trim() || undefined,
        month: q.month || undefined,
        employeeId: q.employeeId || undefined,
      },
      { limit: q.pageSize, offset: (q.page - 1) * q.pageSize },
    ),
  );
  return { ...r, page: q.page, pageSize: q.pageSize };
}

/** A target by id, of a kind the caller may handle (either page), or 404. */
async function found(db: TDb, auth: TAuth, id: string, action: Exclude<TPrivilegeAction, 'approve'>) {
  const x = UUID.test(id) ? await repo.targetById(db, auth.tenantId!, id) : null;
  if (!x) throw notFound();
  access(auth, x.kind, action);
  return x;
}

export async function getTarget(s: TServices, auth: TAuth, id: string) {
  authorize('page:monthlyTarget:view|page:summaryTarget:view', auth);
  return s.database.tenant(auth, (db) => found(db, auth, id, 'view'));
}

const auditShape = (x: TTarget) => ({
  kind: x.kind,
  employeeId: x.employee.id,
  month: x.month,
  type: x.type?.name ?? null,
  target: x.target,
  goal: x.goal,
  valuation: x.valuation,
});

const audit = (db: TDb, auth: TAuth, action: string, id: string, change: object, req: TRequestInfo) =>
  auditIn(
    db,
    {
      tenantId: auth.tenantId!,
      actor: actorOf(auth),
      action: `target.${action}`,
      entity: 'target',
      entityId: id,
      ...change,
    },
    req,
  );

async function rowOf(db: TDb, auth: TAuth, input: unknown): Promise<repo.TTargetRow> {
  const body = parseBody(ZTargetBody, input);
  if ((await activeEmployees(db, auth.tenantId!, [body.employeeId])).length === 0)
    throw appError(400, 'validation', { employeeId: 'invalidReference' });
  const typeId = body.kind === 'type' ? body.typeId : null;
  if (typeId && !(await settingExists(db, auth.tenantId!, 'types', typeId)))
    throw appError(400, 'validation', { typeId: 'invalidReference' });
  return { ...body, typeId };
}

/** The kind named in a body, to check the page before anything else is read. */
const kindOf = (input: unknown): TTargetKind =>
  (input as { kind?: unknown } | null)?.kind === 'summary' ? 'summary' : 'type';

export async function addTarget(s: TServices, auth: TAuth, input: unknown, req: TRequestInfo) {
  access(auth, kindOf(input), 'add');
  return s.database.tenant(auth, async (db) => {
    const row = await rowOf(db, auth, input);
    const id = await repo.insertTarget(db, auth.tenantId!, row, auth.userId);
    if (!id) throw appError(400, 'validation', { month: 'targetExists' });
    const after = (await repo.targetById(db, auth.tenantId!, id))!;
    await audit(db, auth, 'create', id, { after: auditShape(after) }, req);
    return after;
  });
}

export async function editTarget(s: TServices, auth: TAuth, id: string, input: unknown, req: TRequestInfo) {
  return s.database.tenant(auth, async (db) => {
    const before = await found(db, auth, id, 'edit');
    const row = { ...(await rowOf(db, auth, input)), kind: before.kind };
    if (row.kind === 'type' && !row.typeId) throw appError(400, 'validation', { typeId: 'required' });
    if (row.kind === 'summary') row.typeId = null;
    if (!(await repo.updateTarget(db, auth.tenantId!, id, row)))
      throw appError(400, 'validation', { month: 'targetExists' });
    const after = (await repo.targetById(db, auth.tenantId!, id))!;
    await audit(db, auth, 'update', id, { before: auditShape(before), after: auditShape(after) }, req);
    return after;
  });
}

export async function deleteTarget(s: TServices, auth: TAuth, id: string, req: TRequestInfo) {
  await s.database.tenant(auth, async (db) => {
    const before = await found(db, auth, id, 'delete');
    await repo.deleteTarget(db, auth.tenantId!, id);
    await audit(db, auth, 'delete', id, { before: auditShape(before) }, req);
  });
}

/** The month's KPI per employee: their targets, activities and score (kpiScoreOf). */
export async function kpi(s: TServices, auth: TAuth, q: TListQuery & { month: string }) {
  access(auth, 'type', 'view');
  const r = await s.database.tenant(auth, (db) =>
    repo.kpiRows(db, auth.tenantId!, q.month, q.search?.trim() || undefined, {
      limit: q.pageSize,
      offset: (q.page - 1) * q.pageSize,
    }),
  );
  return {
    rows: r.rows.map((x) => ({
      employee: x.employee,
      organizationName: x.organizationName,
      targets: x.targets.length,
      activities: x.activities,
      score: kpiScoreOf(x.targets),
    })),
    total: r.total,
    page: q.page,
    pageSize: q.pageSize,
  };
}
