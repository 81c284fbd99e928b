import { type TTemplate, ZTemplateBody } from '@staffdesk/core/evaluations-api';
import { UUID } from '@staffdesk/core/form-fields';
import type { TPrivilegeAction } from '@staffdesk/core/privileges';
import { entityAudit, type TRequestInfo } from '../../platform/audit/audit.ts';
import type { TDb } from '../../platform/db/db.ts';
import { appError, notFound, parseBody } from '../../platform/errors.ts';
import { authorize, type TAuth } from '../../platform/http/access.ts';
import type { TListQuery } from '../../platform/http/list.ts';
import type { TServices } from '../../platform/services.ts';
import * as repo from './templates.repo.ts';

/**
 * Evaluation templates (issue 18, decision 0043): HR and sub admins with the `evaluations` page keep them, behind
 * the tenant's `evaluation` feature. A template a cycle uses keeps its scale and criteria (names and descriptions
 * may still be worded better); one in use is not deleted. Every change is audited.
 * Templates are the tenant's, not an organization's: a scoped sub admin works on them unscoped, so that a cycle of
 * another organization still counts as a use.
 */

/** Staff by the `evaluations` page (the action checked), behind the tenant's feature. */
export function staffAccess(auth: TAuth, action: Exclude<TPrivilegeAction, 'approve'>) {
  if (!auth.features.evaluation) throw notFound();
  authorize(`page:evaluations:${action}`, auth);
}

export async function listTemplates(s: TServices, auth: TAuth, q: TListQuery) {
  staffAccess(auth, 'view');
  const r = await s.database.tenant(auth.tenantId!, (db) =>
    repo.templatePage(db, auth.tenantId!, q.search?.trim() || undefined, q.pageSize, (q.page - 1) * q.pageSize),
  );
  return { ...r, page: q.page, pageSize: q.pageSize };
}

export async function templateOptions(s: TServices, auth: TAuth) {
  staffAccess(auth, 'view');
  return s.database.tenant(auth.tenantId!, (db) => repo.templateOptions(db, auth.tenantId!));
}

async function found(db: TDb, auth: TAuth, id: string) {
  const t = UUID.test(id) ? await repo.templateById(db, auth.tenantId!, id) : null;
  if (!t) throw notFound();
  return t;
}

export async function getTemplate(s: TServices, auth: TAuth, id: string) {
  staffAccess(auth, 'view');
  return s.database.tenant(auth.tenantId!, (db) => found(db, auth, id));
}

const audit = entityAudit('evaluationTemplate');

const auditShape = (t: TTemplate) => ({
  name: t.name,
  description: t.description,
  scale: t.scale,
  criteria: t.criteria.map((c) => ({ name: c.name, weight: c.weight })),
});

export async function addTemplate(s: TServices, auth: TAuth, input: unknown, req: TRequestInfo) {
  staffAccess(auth, 'add');
  const body = parseBody(ZTemplateBody, input);
  return s.database.tenant(auth.tenantId!, async (db) => {
    const id = await repo.insertTemplate(db, auth.tenantId!, body, auth.userId);
    await repo.setCriteria(
      db,
      auth.tenantId!,
      id,
      body.criteria.map(({ id: _, ...c }) => c),
    );
    const after = await found(db, auth, id);
    await audit(db, auth, 'create', id, { after: auditShape(after) }, req);
    return after;
  });
}

/** Whether the template's scale or criteria (which, and their weights) would change: not once a cycle uses it. */
const measureChanged = (before: TTemplate, body: ReturnType<typeof ZTemplateBody.parse>) =>
  before.scale !== body.scale ||
  before.criteria.length !== body.criteria.length ||
  before.criteria.some((c, i) => body.criteria[i]?.id !== c.id || body.criteria[i]?.weight !== c.weight);

export async function editTemplate(s: TServices, auth: TAuth, id: string, input: unknown, req: TRequestInfo) {
  staffAccess(auth, 'edit');
  return s.database.tenant(auth.tenantId!, async (db) => {
    if (!UUID.test(id) || !(await repo.lockTemplate(db, auth.tenantId!, id))) throw notFound();
    const before = await found(db, auth, id);
    const body = parseBody(ZTemplateBody, input);
    const known = new Set(before.criteria.map((c) => c.id));
    const stray = body.criteria.findIndex((c) => c.id !== undefined && !known.has(c.id));
    if (stray >= 0) throw appError(400, 'validation', { [`criteria.${stray}.id`]: 'invalidReference' });
    if (before.cycles > 0 && measureChanged(before, body)) throw appError(409, 'templateInUse');
    await repo.updateTemplate(db, auth.tenantId!, id, body);
    await repo.setCriteria(db, auth.tenantId!, id, body.criteria);
    const after = await found(db, auth, id);
    await audit(db, auth, 'update', id, { before: auditShape(before), after: auditShape(after) }, req);
    return after;
  });
}

export async function deleteTemplate(s: TServices, auth: TAuth, id: string, req: TRequestInfo) {
  staffAccess(auth, 'delete');
  await s.database.tenant(auth.tenantId!, async (db) => {
    if (!UUID.test(id) || !(await repo.lockTemplate(db, auth.tenantId!, id))) throw notFound();
    const before = await found(db, auth, id);
    if (before.cycles > 0) throw appError(409, 'templateInUse');
    await repo.deleteTemplate(db, auth.tenantId!, id);
    await audit(db, auth, 'delete', id, { before: auditShape(before) }, req);
  });
}
