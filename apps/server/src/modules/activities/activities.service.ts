import { type TActivity, ZActivityBody } from '@staffdesk/core/activities-api';
import { utcDay } from '@staffdesk/core/dates';
import { UUID } from '@staffdesk/core/form-fields';
import { can, type TPrivilegeAction } from '@staffdesk/core/privileges';
import { actorOf, auditIn, type TRequestInfo } from '../../platform/audit/audit.ts';
import type { TDb } from '../../platform/db/db.ts';
import { appError, notFound, parseBody } from '../../platform/errors.ts';
import { authorize, denial, type TAuth } from '../../platform/http/access.ts';
import type { TListQuery } from '../../platform/http/list.ts';
import type { TServices } from '../../platform/services.ts';
import { activeEmployeeOfUser } from '../employees/active-self.ts';
import { activeEmployees } from '../projects/projects.repo.ts';
import * as repo from './activities.repo.ts';

/**
 * Activities (issue 18), behind the tenant's `activity` feature: HR and sub admins with the `activity` page log and
 * evaluate their employees' activities; an employee logs their own and changes them until HR has evaluated them.
 * Every change is audited.
 */

type TCaller = { staff: true; employeeId: null } | { staff: false; employeeId: string };

async function callerOf(db: TDb, auth: TAuth, action: Exclude<TPrivilegeAction, 'approve'>): Promise<TCaller> {
  if (!auth.features.activity) throw notFound();
  if (auth.loginType === 'emp') {
    const me = await activeEmployeeOfUser(db, auth.tenantId!, auth.userId);
    if (!me) throw appError(404, 'noEmployeeRecord');
    return { staff: false, employeeId: me.id };
  }
  authorize(`page:activity:${action}`, auth);
  return { staff: true, employeeId: null };
}

type TActivityQuery = TListQuery & {
  employeeId?: string;
  typeId?: string;
  statusId?: string;
  from?: string;
  to?: string;
};

const filterOf = (auth: TAuth, who: TCaller, q: Omit<TActivityQuery, 'page' | 'pageSize'>): repo.TActivityFilter => {
  if (q.from && q.to && q.to < q.from) throw appError(400, 'validation', { to: 'dateOrder' });
  return {
    tenantId: auth.tenantId!,
    search: q.search?.trim() || undefined,
    employeeId: who.employeeId ?? (q.employeeId || undefined),
    typeId: q.typeId || undefined,
    statusId: q.statusId || undefined,
    from: q.from,
    to: q.to,
  };
};

/** Staff with edit change any; an employee their own until evaluated. */
const editable = (auth: TAuth, who: TCaller, a: TActivity) =>
  who.staff ? can(auth.privileges, 'activity', 'edit') : a.employee.id === who.employeeId && a.evaluation === null;

export async function listActivities(s: TServices, auth: TAuth, q: TActivityQuery) {
  const r = await s.database.tenant(auth, async (db) => {
    const who = await callerOf(db, auth, 'view');
    const page = await repo.activityPage(db, filterOf(auth, who, q), {
      limit: q.pageSize,
      offset: (q.page - 1) * q.pageSize,
    });
    return { ...page, rows: page.rows.map((a) => ({ ...a, editable: editable(auth, who, a) })) };
  });
  return { ...r, page: q.page, pageSize: q.pageSize };
}

export async function exportActivities(s: TServices, auth: TAuth, q: TActivityQuery) {
  return s.database.tenant(auth, async (db) =>
    repo.activitiesFor(db, filterOf(auth, await callerOf(db, auth, 'view'), q), 50_000),
  );
}

async function found(db: TDb, auth: TAuth, who: TCaller, id: string) {
  const a = UUID.test(id) ? await repo.activityById(db, auth.tenantId!, id) : null;
  if (!a || (!who.staff && a.employee.id !== who.employeeId)) throw notFound();
  return { ...a, editable: editable(auth, who, a) };
}

export async function getActivity(s: TServices, auth: TAuth, id: string) {
  return s.database.tenant(auth, async (db) => found(db, auth, await callerOf(db, auth, 'view'), id));
}

export async function activityOptions(s: TServices, auth: TAuth) {
  return s.database.tenant(auth, async (db) => {
    await callerOf(db, auth, 'view');
    return repo.options(db, auth.tenantId!);
  });
}

const auditShape = (a: TActivity) => ({
  employeeId: a.employee.id,
  type: a.type.name,
  status: a.status.name,
  evaluation: a.evaluation?.name ?? null,
  doneOn: a.doneOn,
  minutes: a.minutes,
  notes: a.notes,
});

const audit = (
  db: TDb,
  auth: TAuth,
  action: string,
  id: string,
  change: { before?: unknown; after?: unknown },
  req: TRequestInfo,
) =>
  auditIn(
    db,
    {
      tenantId: auth.tenantId!,
      actor: actorOf(auth),
      action: `activity.${action}`,
      entity: 'activity',
      entityId: id,
      ...change,
    },
    req,
  );

/** The body checked: the employee (staff name one in reach; an employee is themselves), the settings that exist. */
async function rowOf(db: TDb, auth: TAuth, who: TCaller, input: unknown): Promise<repo.TActivityRow> {
  const body = parseBody(ZActivityBody, input);
  const employeeId = who.employeeId ?? body.employeeId;
  if (!employeeId) throw appError(400, 'validation', { employeeId: 'required' });
  if (who.staff && (await activeEmployees(db, auth.tenantId!, [employeeId])).length === 0)
    throw appError(400, 'validation', { employeeId: 'invalidReference' });
  const fields: Record<string, string> = {};
  if (!(await repo.settingExists(db, auth.tenantId!, 'types', body.typeId))) fields.typeId = 'invalidReference';
  if (!(await repo.settingExists(db, auth.tenantId!, 'statuses', body.statusId))) fields.statusId = 'invalidReference';
  // an employee's own log is not evaluated by themselves
  const evaluationId = who.staff ? body.evaluationId : null;
  if (evaluationId && !(await repo.settingExists(db, auth.tenantId!, 'evaluations', evaluationId)))
    fields.evaluationId = 'invalidReference';
  if (Object.keys(fields).length) throw appError(400, 'validation', fields);
  return {
    employeeId,
    typeId: body.typeId,
    statusId: body.statusId,
    evaluationId,
    doneOn: body.doneOn,
    minutes: body.minutes,
    notes: body.notes,
  };
}

/** The latest day an activity may be on: tomorrow in UTC covers today everywhere. */
const latestDay = () => utcDay(new Date(Date.now() + 86_400_000));

export async function addActivity(s: TServices, auth: TAuth, input: unknown, req: TRequestInfo) {
  return s.database.tenant(auth, async (db) => {
    const who = await callerOf(db, auth, 'add');
    const row = await rowOf(db, auth, who, input);
    if (row.doneOn > latestDay()) throw appError(400, 'validation', { doneOn: 'futureDate' });
    const id = await repo.insertActivity(db, auth.tenantId!, row, { id: auth.userId, name: auth.userName });
    const after = await found(db, auth, who, id);
    await audit(db, auth, 'create', id, { after: auditShape(after) }, req);
    return after;
  });
}

async function lockedEditable(db: TDb, auth: TAuth, who: TCaller, id: string, action: 'edit' | 'delete') {
  const locked = UUID.test(id) ? await repo.lockActivity(db, auth.tenantId!, id) : null;
  if (!locked || (!who.staff && locked.employeeId !== who.employeeId)) throw notFound();
  if (!who.staff && locked.evaluationId) throw denial(action, 'activity');
  return found(db, auth, who, id);
}

export async function editActivity(s: TServices, auth: TAuth, id: string, input: unknown, req: TRequestInfo) {
  return s.database.tenant(auth, async (db) => {
    const who = await callerOf(db, auth, 'edit');
    const before = await lockedEditable(db, auth, who, id, 'edit');
    const row = await rowOf(db, auth, who, input);
    if (row.doneOn > latestDay()) throw appError(400, 'validation', { doneOn: 'futureDate' });
    await repo.updateActivity(db, auth.tenantId!, id, row);
    const after = await found(db, auth, who, id);
    await audit(db, auth, 'update', id, { before: auditShape(before), after: auditShape(after) }, req);
    return after;
  });
}

export async function deleteActivity(s: TServices, auth: TAuth, id: string, req: TRequestInfo) {
  await s.database.tenant(auth, async (db) => {
    const who = await callerOf(db, auth, 'delete');
    const before = await lockedEditable(db, auth, who, id, 'delete');
    await repo.deleteActivity(db, auth.tenantId!, id);
    await audit(db, auth, 'delete', id, { before: auditShape(before) }, req);
  });
}
