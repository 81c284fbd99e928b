import { type TCycle, ZCycleBody, ZCycleEdit } from '@staffdesk/core/evaluations-api';
import { UUID } from '@staffdesk/core/form-fields';
import { entityAudit, type TRequestInfo } from '../../platform/audit/audit.ts';
import type { TDb } from '../../platform/db/db.ts';
import { appError, notFound, parseBody } from '../../platform/errors.ts';
import type { TAuth } from '../../platform/http/access.ts';
import type { TListQuery } from '../../platform/http/list.ts';
import { notifyUsers } from '../../platform/notifications/notify.ts';
import type { TServices } from '../../platform/services.ts';
import { accountOf, usersOfEmployees } from '../employees/approvers.ts';
import { organizationExists } from '../projects/projects.repo.ts';
import * as repo from './cycles.repo.ts';
import { templateById } from './templates.repo.ts';
import { staffAccess } from './templates.service.ts';

/**
 * Evaluation cycles (issue 18, decision 0043): HR and sub admins with the `evaluations` page start one for an
 * organization (a scoped sub admin: theirs, and only their employees get a review), change its name and due date,
 * close it (no more answers) and delete it while nobody has submitted anything. Every change is audited.
 */

export async function listCycles(s: TServices, auth: TAuth, q: TListQuery & { status?: string }) {
  staffAccess(auth, 'view');
  const r = await s.database.tenant(auth, (db) =>
    repo.cyclePage(
      db,
      { tenantId: auth.tenantId!, search: q.search?.trim() || undefined, status: q.status || undefined },
      q.pageSize,
      (q.page - 1) * q.pageSize,
    ),
  );
  return { ...r, page: q.page, pageSize: q.pageSize };
}

async function found(db: TDb, auth: TAuth, id: string) {
  const c = UUID.test(id) ? await repo.cycleById(db, auth.tenantId!, id) : null;
  if (!c) throw notFound();
  return c;
}

export async function getCycle(s: TServices, auth: TAuth, id: string) {
  staffAccess(auth, 'view');
  return s.database.tenant(auth, (db) => found(db, auth, id));
}

const auditShape = (c: TCycle) => ({
  name: c.name,
  organizationId: c.organizationId,
  templateId: c.template.id,
  departments: c.departments.map((d) => d.name),
  periodFrom: c.periodFrom,
  periodTo: c.periodTo,
  dueOn: c.dueOn,
  selfReview: c.selfReview,
  status: c.status,
  reviews: c.reviews,
});

const audit = entityAudit('evaluationCycle');

/** Tells the employees their review has started, and the reviewers what waits for them. */
async function tellParticipants(db: TDb, auth: TAuth, c: TCycle, people: { id: string; reviewerId: string | null }[]) {
  const account = await accountOf(db, auth.tenantId!);
  const params = { cycle: c.name, due: c.dueOn };
  const link = `/${account}/evalutions/my`;
  const employees = c.selfReview
    ? await usersOfEmployees(
        db,
        auth.tenantId!,
        people.map((p) => p.id),
      )
    : [];
  const reviewerIds = [...new Set(people.flatMap((p) => (p.reviewerId ? [p.reviewerId] : [])))];
  const reviewers = await usersOfEmployees(db, auth.tenantId!, reviewerIds);
  const others = (ids: string[]) => ids.filter((u) => u !== auth.userId);
  if (employees.length)
    await notifyUsers(db, auth.tenantId!, others(employees), { kind: 'evaluationRequested', params, link });
  if (reviewers.length)
    await notifyUsers(db, auth.tenantId!, others(reviewers), { kind: 'evaluationToReview', params, link });
}

export async function addCycle(s: TServices, auth: TAuth, input: unknown, req: TRequestInfo) {
  staffAccess(auth, 'add');
  const body = parseBody(ZCycleBody, input);
  return s.database.tenant(auth, async (db) => {
    const fields: Record<string, string> = {};
    if (!(await organizationExists(db, auth.tenantId!, body.organizationId)))
      fields.organizationId = 'invalidReference';
    const template = await templateById(db, auth.tenantId!, body.templateId);
    if (!template) fields.templateId = 'invalidReference';
    const departmentIds = [...new Set(body.departmentIds)];
    if (!fields.organizationId && departmentIds.length) {
      const known = await repo.departmentsOf(db, auth.tenantId!, body.organizationId, departmentIds);
      if (known.length !== departmentIds.length) fields.departmentIds = 'invalidReference';
    }
    if (body.dueOn < body.periodFrom) fields.dueOn = 'dateOrder';
    if (Object.keys(fields).length) throw appError(400, 'validation', fields);
    const people = await repo.participants(db, auth.tenantId!, body.organizationId, departmentIds);
    if (!people.length) throw appError(400, 'validation', { organizationId: 'noEmployees' });
    const id = await repo.insertCycle(db, auth.tenantId!, { ...body, departmentIds }, auth.userId);
    await repo.insertReviews(db, auth.tenantId!, id, people);
    const after = await found(db, auth, id);
    await audit(db, auth, 'create', after.id, { organizationId: after.organizationId, after: auditShape(after) }, req);
    await tellParticipants(db, auth, after, people);
    return after;
  });
}

async function locked(db: TDb, auth: TAuth, id: string) {
  const c = UUID.test(id) ? await repo.lockCycle(db, auth.tenantId!, id) : null;
  if (!c) throw notFound();
  return found(db, auth, id);
}

export async function editCycle(s: TServices, auth: TAuth, id: string, input: unknown, req: TRequestInfo) {
  staffAccess(auth, 'edit');
  return s.database.tenant(auth, async (db) => {
    const before = await locked(db, auth, id);
    const body = parseBody(ZCycleEdit, input);
    if (body.dueOn < before.periodFrom) throw appError(400, 'validation', { dueOn: 'dateOrder' });
    await repo.updateCycle(db, auth.tenantId!, id, body);
    const after = await found(db, auth, id);
    await audit(
      db,
      auth,
      'update',
      after.id,
      { organizationId: after.organizationId, before: auditShape(before), after: auditShape(after) },
      req,
    );
    return after;
  });
}

export async function closeCycle(s: TServices, auth: TAuth, id: string, req: TRequestInfo) {
  staffAccess(auth, 'edit');
  return s.database.tenant(auth, async (db) => {
    const before = await locked(db, auth, id);
    if (before.status === 'closed') throw appError(409, 'evaluationClosed');
    await repo.closeCycle(db, auth.tenantId!, id);
    const after = await found(db, auth, id);
    await audit(
      db,
      auth,
      'close',
      after.id,
      { organizationId: after.organizationId, before: auditShape(before), after: auditShape(after) },
      req,
    );
    return after;
  });
}

export async function deleteCycle(s: TServices, auth: TAuth, id: string, req: TRequestInfo) {
  staffAccess(auth, 'delete');
  // counted past the caller's scope: a scoped caller does not delete reviews or answers they cannot see
  const all = UUID.test(id)
    ? await s.database.tenant(auth.tenantId!, async (db) => ({
        reviews: await repo.reviewCount(db, auth.tenantId!, id),
        submitted: await repo.submittedIn(db, auth.tenantId!, id),
      }))
    : null;
  await s.database.tenant(auth, async (db) => {
    const before = await locked(db, auth, id);
    if (!all || all.reviews > before.reviews) throw notFound();
    if (all.submitted > 0) throw appError(409, 'cycleHasAnswers');
    await repo.deleteCycle(db, auth.tenantId!, id);
    await audit(
      db,
      auth,
      'delete',
      before.id,
      { organizationId: before.organizationId, before: auditShape(before) },
      req,
    );
  });
}
