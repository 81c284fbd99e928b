import { UUID } from '@staffdesk/core/form-fields';
import {
  type TIncident,
  ZIncidentAssignBody,
  ZIncidentBody,
  ZIncidentCommentBody,
  ZIncidentStatusBody,
} from '@staffdesk/core/incidents-api';
import type { TPrivilegeAction } from '@staffdesk/core/privileges';
import { actorOf, auditIn, type TRequestInfo } from '../../platform/audit/audit.ts';
import type { TDb } from '../../platform/db/db.ts';
import { nextInSeries } from '../../platform/db/series.ts';
import { appError, notFound, parseBody } from '../../platform/errors.ts';
import { authorize, type TAuth } from '../../platform/http/access.ts';
import type { TListQuery } from '../../platform/http/list.ts';
import type { TServices } from '../../platform/services.ts';
import { notifyUsers } from '../../platform/notifications/notify.ts';
import { accountOf, approvers } from '../employees/approvers.ts';
import { visitorAccess } from '../visitors/visitors.service.ts';
import * as repo from './incidents.repo.ts';

/**
 * Incidents (issue 17, decision 0041): guards report them, HR and sub admins with the `guests` page follow them up
 * (a scoped sub admin: their organizations' incidents, by the organization scope rule). A closed incident is final:
 * no edit, file, comment or assignment changes it (409 `incidentClosed`). Every change is audited.
 */

/** The same access as visitors: guards always, staff by the `guests` page, behind the tenant's `guests` feature. */
export const incidentAccess = (auth: TAuth, action: Exclude<TPrivilegeAction, 'approve'> = 'view') =>
  visitorAccess(auth, action);

/** The follow-up (assignment, status) is HR's: edit on the `guests` page; a guard reports and comments only. */
const followUpAccess = (auth: TAuth) => {
  if (!auth.features.guests) throw notFound();
  authorize('page:guests:edit', auth);
};

type TIncidentQuery = TListQuery & { status?: string; priority?: string; type?: string; from?: string; to?: string };

const filterOf = (auth: TAuth, q: TIncidentQuery): repo.TIncidentFilter => ({
  tenantId: auth.tenantId!,
  search: q.search?.trim() || undefined,
  status: q.status || undefined,
  priority: q.priority || undefined,
  type: q.type || undefined,
  from: q.from,
  to: q.to,
});

export async function listIncidents(s: TServices, auth: TAuth, q: TIncidentQuery) {
  incidentAccess(auth);
  if (q.from && q.to && q.to < q.from) throw appError(400, 'validation', { to: 'dateOrder' });
  const r = await s.database.tenant(auth, (db) =>
    repo.incidentPage(db, filterOf(auth, q), { limit: q.pageSize, offset: (q.page - 1) * q.pageSize }),
  );
  return { ...r, page: q.page, pageSize: q.pageSize };
}

export async function exportIncidents(s: TServices, auth: TAuth, q: TIncidentQuery) {
  incidentAccess(auth);
  return s.database.tenant(auth, (db) => repo.incidentsFor(db, filterOf(auth, q), 50_000));
}

export async function found(db: TDb, auth: TAuth, id: string) {
  const v = UUID.test(id) ? await repo.incidentById(db, auth.tenantId!, id) : null;
  if (!v) throw notFound();
  return v;
}

export async function detailOf(db: TDb, auth: TAuth, id: string) {
  const v = await found(db, auth, id);
  return {
    ...v,
    files: await repo.filesOf(db, auth.tenantId!, id),
    comments: await repo.commentsOf(db, auth.tenantId!, id),
  };
}

export async function getIncident(s: TServices, auth: TAuth, id: string) {
  incidentAccess(auth);
  return s.database.tenant(auth, (db) => detailOf(db, auth, id));
}

/** The incident's row locked for a change; 404 out of reach, 409 once closed. */
export async function lockedOpen(db: TDb, auth: TAuth, id: string) {
  const locked = UUID.test(id) ? await repo.lockIncident(db, auth.tenantId!, id) : null;
  if (!locked) throw notFound();
  if (locked.status === 'closed') throw appError(409, 'incidentClosed');
  return locked;
}

/** What the audit log keeps of an incident. */
const auditShape = (v: TIncident) => ({
  number: v.number,
  type: v.type,
  occurredAt: v.occurredAt,
  place: v.place,
  priority: v.priority,
  status: v.status,
  people: v.people.map((p) => `${p.kind}:${p.id}`),
  assigneeName: v.assigneeName,
});

export const audit = (
  db: TDb,
  auth: TAuth,
  action: string,
  v: Pick<TIncident, 'id' | 'organizationId'>,
  change: { before?: unknown; after?: unknown },
  req: TRequestInfo,
) =>
  auditIn(
    db,
    {
      tenantId: auth.tenantId!,
      actor: actorOf(auth),
      action: `incident.${action}`,
      entity: 'incident',
      entityId: v.id,
      organizationId: v.organizationId,
      ...change,
    },
    req,
  );

const LATEST_SLACK_MS = 5 * 60_000;
const EARLIEST_DAYS = 366;

/** The body checked: the organization in reach, a time not ahead and not over a year back, the people as named now. */
async function rowOf(db: TDb, auth: TAuth, input: unknown): Promise<repo.TIncidentRow> {
  const body = parseBody(ZIncidentBody, input);
  const at = new Date(body.occurredAt).getTime();
  if (at > Date.now() + LATEST_SLACK_MS) throw appError(400, 'validation', { occurredAt: 'futureTime' });
  if (at < Date.now() - EARLIEST_DAYS * 86_400_000) throw appError(400, 'validation', { occurredAt: 'tooOld' });
  if (!(await repo.organizationOf(db, auth.tenantId!, body.organizationId)))
    throw appError(400, 'validation', { organizationId: 'invalidReference' });
  const unique = [...new Map(body.people.map((p) => [`${p.kind}:${p.id}`, p])).values()];
  const people = await repo.involved(db, auth.tenantId!, unique);
  if (people.length !== unique.length) throw appError(400, 'validation', { people: 'invalidReference' });
  return {
    organizationId: body.organizationId,
    type: body.type,
    occurredAt: new Date(at).toISOString(),
    place: body.place,
    description: body.description,
    priority: body.priority,
    // in the order given
    people: unique.map((p) => people.find((x) => x.kind === p.kind && x.id === p.id)!),
  };
}

/** A guard's (or HR's) report: numbered `INC-<year>-<n>`, open. */
export async function reportIncident(s: TServices, auth: TAuth, input: unknown, req: TRequestInfo) {
  incidentAccess(auth, 'add');
  return s.database.tenant(auth, async (db) => {
    const row = await rowOf(db, auth, input);
    const number = await nextInSeries(db, auth.tenantId!, 'incident', new Date().getUTCFullYear());
    const id = await repo.insertIncident(db, auth.tenantId!, number, row, { id: auth.userId, name: auth.userName });
    const v = await found(db, auth, id);
    await audit(db, auth, 'create', v, { after: auditShape(v) }, req);
    const hr = await approvers(db, auth.tenantId!, v.organizationId, null, 'guests', 'view');
    await notifyUsers(
      db,
      auth.tenantId!,
      hr.filter((u) => u !== auth.userId),
      {
        kind: 'incidentReported',
        params: { name: auth.userName, number: v.number, place: v.place },
        link: `/${await accountOf(db, auth.tenantId!)}/guestsincident/view/${id}`,
      },
    );
    return detailOf(db, auth, id);
  });
}

export async function editIncident(s: TServices, auth: TAuth, id: string, input: unknown, req: TRequestInfo) {
  incidentAccess(auth, 'edit');
  return s.database.tenant(auth, async (db) => {
    await lockedOpen(db, auth, id);
    const before = await found(db, auth, id);
    const row = await rowOf(db, auth, input);
    await repo.updateIncident(db, auth.tenantId!, id, row);
    const after = await found(db, auth, id);
    await audit(db, auth, 'update', after, { before: auditShape(before), after: auditShape(after) }, req);
    return detailOf(db, auth, id);
  });
}

const by = (auth: TAuth) => ({ id: auth.userId, name: auth.userName });

export async function comment(s: TServices, auth: TAuth, id: string, input: unknown, req: TRequestInfo) {
  incidentAccess(auth);
  return s.database.tenant(auth, async (db) => {
    // another tenant's id is not found, whatever the body
    const locked = await lockedOpen(db, auth, id);
    const { text } = parseBody(ZIncidentCommentBody, input);
    await repo.insertComment(db, auth.tenantId!, id, { event: 'comment', text, value: null }, by(auth));
    await audit(db, auth, 'comment', { id, organizationId: locked.organizationId }, { after: { text } }, req);
    return detailOf(db, auth, id);
  });
}

/** HR (edit on the page) gives the follow-up to someone, or takes it back (null). */
export async function assign(s: TServices, auth: TAuth, id: string, input: unknown, req: TRequestInfo) {
  followUpAccess(auth);
  return s.database.tenant(auth, async (db) => {
    await lockedOpen(db, auth, id);
    const { userId } = parseBody(ZIncidentAssignBody, input);
    const before = await found(db, auth, id);
    const user = userId ? await repo.assignee(db, auth.tenantId!, userId) : null;
    if (userId && !user) throw appError(400, 'validation', { userId: 'invalidReference' });
    await repo.setAssignee(db, auth.tenantId!, id, user);
    if (user && user.id !== auth.userId)
      await notifyUsers(db, auth.tenantId!, [user.id], {
        kind: 'incidentAssigned',
        params: { number: before.number },
        link: `/${await accountOf(db, auth.tenantId!)}/guestsincident/view/${id}`,
      });
    await repo.insertComment(
      db,
      auth.tenantId!,
      id,
      { event: 'assigned', text: '', value: user?.name ?? null },
      by(auth),
    );
    await audit(
      db,
      auth,
      'assign',
      before,
      { before: { assigneeName: before.assigneeName }, after: { assigneeName: user?.name ?? null } },
      req,
    );
    return detailOf(db, auth, id);
  });
}

/** Open ↔ investigating, and to closed (final), each with a note on the follow-up. */
export async function moveStatus(s: TServices, auth: TAuth, id: string, input: unknown, req: TRequestInfo) {
  followUpAccess(auth);
  return s.database.tenant(auth, async (db) => {
    const locked = await lockedOpen(db, auth, id);
    const { status, note } = parseBody(ZIncidentStatusBody, input);
    if (locked.status === status) throw appError(409, 'incidentState', { status: 'incidentState' });
    await repo.setStatus(db, auth.tenantId!, id, status, auth.userName);
    await repo.insertComment(db, auth.tenantId!, id, { event: 'status', text: note, value: status }, by(auth));
    await audit(
      db,
      auth,
      status === 'closed' ? 'close' : 'status',
      { id, organizationId: locked.organizationId },
      { before: { status: locked.status }, after: { status, note } },
      req,
    );
    return detailOf(db, auth, id);
  });
}

/** The form's choices: organizations and assignees. */
export async function incidentOptions(s: TServices, auth: TAuth) {
  incidentAccess(auth);
  return s.database.tenant(auth, (db) => repo.options(db, auth.tenantId!));
}

/** Employees and visitors to name as involved. */
export async function people(s: TServices, auth: TAuth, search: string) {
  incidentAccess(auth);
  return s.database.tenant(auth, (db) => repo.peopleOptions(db, auth.tenantId!, search.trim()));
}
