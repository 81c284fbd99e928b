import { UUID } from '@staffdesk/core/form-fields';
import { can } from '@staffdesk/core/privileges';
import {
  BOARD_COMPLETED_MAX,
  BOARD_OPEN_MAX,
  LOG_DAYS_BACK,
  LOG_MINUTES_MAX,
  type TTask,
  ZTaskBody,
  ZTaskLogBody,
  ZTaskStatusBody,
} from '@staffdesk/core/projects-api';
import { addDays } from '@staffdesk/core/dates';
import { actorOf, auditIn, type TRequestInfo } from '../../platform/audit/audit.ts';
import type { TDb } from '../../platform/db/db.ts';
import { appError, notFound, parseBody } from '../../platform/errors.ts';
import { authorize, denial, type TAuth } from '../../platform/http/access.ts';
import type { TListQuery } from '../../platform/http/list.ts';
import { notifyUsers } from '../../platform/notifications/notify.ts';
import type { TServices } from '../../platform/services.ts';
import { accountOf, usersOfEmployees } from '../employees/approvers.ts';
import * as projects from './projects.repo.ts';
import { callerOf, staffAccess, type TProjectsCaller } from './projects.service.ts';
import * as repo from './tasks.repo.ts';

/**
 * Tasks and their time logs (issue 18, decision 0042). HR (the `projects` page) adds, edits and deletes tasks; an
 * employee sees the tasks of the projects they head or belong to, moves their own (a head: any of the project's)
 * across the board and logs the time they spent on their own. A completed project takes no new task, move or log
 * (409 `projectCompleted`); a task with logs is not deleted (409, spec 'Logs Present in this Task so cant be
 * deleted').
 */

type TTaskQuery = TListQuery & {
  projectId?: string;
  assigneeId?: string;
  status?: string;
  priority?: string;
  overdue?: string;
  mine?: string;
};

const filterOf = (auth: TAuth, who: TProjectsCaller, q: Omit<TTaskQuery, 'page' | 'pageSize'>): repo.TTaskFilter => ({
  tenantId: auth.tenantId!,
  search: q.search?.trim() || undefined,
  projectId: q.projectId || undefined,
  assigneeId: (q.mine === '1' && who.employeeId) || q.assigneeId || undefined,
  status: q.status || undefined,
  priority: q.priority || undefined,
  overdue: q.overdue === '1',
  memberId: who.employeeId ?? undefined,
});

/** Whether the caller may move a task on the board: HR with edit, its assignee, its project's head; not once done. */
const movable = (auth: TAuth, who: TProjectsCaller, t: TTask) =>
  !t.projectCompleted &&
  (who.staff
    ? can(auth.privileges, 'projects', 'edit')
    : t.assignee.id === who.employeeId || t.headId === who.employeeId);
const withMoves = (auth: TAuth, who: TProjectsCaller, rows: TTask[]) =>
  rows.map((t) => ({ ...t, canMove: movable(auth, who, t) }));

export async function listTasks(s: TServices, auth: TAuth, q: TTaskQuery) {
  const r = await s.database.tenant(auth, async (db) => {
    const who = await callerOf(db, auth, 'view');
    const page = await repo.taskPage(db, filterOf(auth, who, q), {
      limit: q.pageSize,
      offset: (q.page - 1) * q.pageSize,
    });
    return { ...page, rows: withMoves(auth, who, page.rows) };
  });
  return { ...r, page: q.page, pageSize: q.pageSize };
}

export async function board(s: TServices, auth: TAuth, q: Omit<TTaskQuery, 'page' | 'pageSize'>) {
  return s.database.tenant(auth, async (db) => {
    const who = await callerOf(db, auth, 'view');
    return withMoves(auth, who, await repo.boardTasks(db, filterOf(auth, who, q), BOARD_OPEN_MAX, BOARD_COMPLETED_MAX));
  });
}

/** A task the caller reaches (an employee: of a project they head or belong to, or their own), or 404. */
async function found(db: TDb, auth: TAuth, who: TProjectsCaller, id: string) {
  const task = UUID.test(id) ? await repo.taskById(db, auth.tenantId!, id, who.employeeId ?? undefined) : null;
  if (!task) throw notFound();
  return task;
}

/** What the caller may do with a task. */
function abilities(auth: TAuth, who: TProjectsCaller, t: TTask) {
  const staffCan = (a: 'edit' | 'delete') => who.staff && can(auth.privileges, 'projects', a);
  return {
    edit: staffCan('edit'),
    delete: staffCan('delete') && t.logCount === 0,
    move: movable(auth, who, t),
    log: !t.projectCompleted && !who.staff && t.assignee.id === who.employeeId,
    attach: movable(auth, who, t),
  };
}

export async function detailOf(db: TDb, auth: TAuth, who: TProjectsCaller, id: string) {
  const t = await found(db, auth, who, id);
  return {
    ...t,
    canMove: movable(auth, who, t),
    logs: await repo.logsOf(db, auth.tenantId!, id),
    files: await repo.filesOf(db, auth.tenantId!, id),
    can: abilities(auth, who, t),
  };
}

export async function getTask(s: TServices, auth: TAuth, id: string) {
  return s.database.tenant(auth, async (db) => detailOf(db, auth, await callerOf(db, auth, 'view'), id));
}

const STAFF: TProjectsCaller = { staff: true, employeeId: null };

const auditShape = (t: TTask) => ({
  projectId: t.projectId,
  title: t.title,
  assigneeId: t.assignee.id,
  priority: t.priority,
  weight: t.weight,
  dueOn: t.dueOn,
  status: t.status,
});

const audit = (
  db: TDb,
  auth: TAuth,
  action: string,
  entity: 'task' | 'taskLog',
  id: string,
  organizationId: string,
  change: { before?: unknown; after?: unknown },
  req: TRequestInfo,
) =>
  auditIn(
    db,
    {
      tenantId: auth.tenantId!,
      actor: actorOf(auth),
      action: `${entity}.${action}`,
      entity,
      entityId: id,
      organizationId,
      ...change,
    },
    req,
  );

/**
 * The body checked: an open project in reach, an active assignee (who joins the project's members); `kept`: the
 * assignee the task has already (a scoped sub admin keeps one outside their scope).
 */
async function rowOf(db: TDb, auth: TAuth, input: unknown, kept?: string) {
  const body = parseBody(ZTaskBody, input);
  const project = await repo.projectForTask(db, auth.tenantId!, body.projectId);
  if (!project) throw appError(400, 'validation', { projectId: 'invalidReference' });
  if (project.status === 'completed') throw appError(409, 'projectCompleted');
  if (body.assigneeId !== kept && (await projects.activeEmployees(db, auth.tenantId!, [body.assigneeId])).length !== 1)
    throw appError(400, 'validation', { assigneeId: 'invalidReference' });
  const row: repo.TTaskRow = { ...body, description: body.description, dueOn: body.dueOn };
  return { row, project };
}

async function tellAssignee(db: TDb, auth: TAuth, t: TTask) {
  const [userId] = await usersOfEmployees(db, auth.tenantId!, [t.assignee.id]);
  if (!userId || userId === auth.userId) return;
  await notifyUsers(db, auth.tenantId!, [userId], {
    kind: 'taskAssigned',
    params: { title: t.title, project: t.projectName },
    link: `/${await accountOf(db, auth.tenantId!)}/projectstasks/mytasks?task=${t.id}`,
  });
}

export async function createTask(s: TServices, auth: TAuth, input: unknown, req: TRequestInfo) {
  staffAccess(auth, 'add');
  return s.database.tenant(auth, async (db) => {
    const { row, project } = await rowOf(db, auth, input);
    const id = await repo.insertTask(db, auth.tenantId!, row, auth.userId);
    await projects.addMember(db, auth.tenantId!, project.id, row.assigneeId);
    const after = await detailOf(db, auth, STAFF, id);
    await audit(db, auth, 'create', 'task', id, project.organizationId, { after: auditShape(after) }, req);
    await tellAssignee(db, auth, after);
    return after;
  });
}

async function locked(db: TDb, auth: TAuth, id: string) {
  const t = UUID.test(id) ? await repo.lockTask(db, auth.tenantId!, id) : null;
  if (!t) throw notFound();
  return t;
}

export async function editTask(s: TServices, auth: TAuth, id: string, input: unknown, req: TRequestInfo) {
  staffAccess(auth, 'edit');
  return s.database.tenant(auth, async (db) => {
    await locked(db, auth, id);
    const before = await detailOf(db, auth, STAFF, id);
    const { row, project } = await rowOf(db, auth, input, before.assignee.id);
    await repo.updateTask(db, auth.tenantId!, id, row);
    await projects.addMember(db, auth.tenantId!, project.id, row.assigneeId);
    const after = await detailOf(db, auth, STAFF, id);
    await audit(
      db,
      auth,
      'update',
      'task',
      id,
      project.organizationId,
      { before: auditShape(before), after: auditShape(after) },
      req,
    );
    if (after.assignee.id !== before.assignee.id) await tellAssignee(db, auth, after);
    return after;
  });
}

/** A move on the board: staff with edit, the assignee, or the project's head. */
export async function moveTask(s: TServices, auth: TAuth, id: string, input: unknown, req: TRequestInfo) {
  return s.database.tenant(auth, async (db) => {
    const who = await callerOf(db, auth, 'view');
    const row = await locked(db, auth, id);
    const t = await detailOf(db, auth, who, id);
    if (!t.can.move) {
      const p = await projects.projectById(db, auth.tenantId!, row.projectId);
      if (p?.status === 'completed') throw appError(409, 'projectCompleted');
      if (who.staff) authorize('page:projects:edit', auth);
      throw denial('edit', 'projects');
    }
    const { status } = parseBody(ZTaskStatusBody, input);
    if (status === t.status) return t;
    await repo.setTaskStatus(db, auth.tenantId!, id, status);
    await audit(
      db,
      auth,
      'status',
      'task',
      id,
      row.organizationId,
      { before: { status: t.status }, after: { status } },
      req,
    );
    return detailOf(db, auth, who, id);
  });
}

/** Spec: 'Logs Present in this Task so cant be deleted'. */
export async function deleteTask(s: TServices, auth: TAuth, id: string, req: TRequestInfo) {
  staffAccess(auth, 'delete');
  const keys = await s.database.tenant(auth, async (db) => {
    const row = await locked(db, auth, id);
    const before = await detailOf(db, auth, STAFF, id);
    if ((await repo.countLogs(db, auth.tenantId!, id)) > 0) throw appError(409, 'taskHasLogs');
    const files = await repo.fileKeys(db, auth.tenantId!, id);
    await repo.deleteTask(db, auth.tenantId!, id);
    await audit(db, auth, 'delete', 'task', id, row.organizationId, { before: auditShape(before) }, req);
    return files;
  });
  // its attachments, once the task is gone for good
  for (const key of keys) await s.files.remove(key);
}

/** The assignee logs time on their task: a day from LOG_DAYS_BACK ago to today, at most 24 hours a day in all. */
export async function addLog(s: TServices, auth: TAuth, id: string, input: unknown, req: TRequestInfo) {
  return s.database.tenant(auth, async (db) => {
    const who = await callerOf(db, auth, 'view');
    const row = await locked(db, auth, id);
    const t = await detailOf(db, auth, who, id);
    if (!t.can.log) {
      const p = await projects.projectById(db, auth.tenantId!, row.projectId);
      if (p?.status === 'completed') throw appError(409, 'projectCompleted');
      throw denial('add', 'projects');
    }
    const body = parseBody(ZTaskLogBody, input);
    const today = await repo.todayOf(db, auth.tenantId!, row.organizationId);
    if (body.workedOn > today) throw appError(400, 'validation', { workedOn: 'futureDate' });
    if (body.workedOn < addDays(today, -LOG_DAYS_BACK)) throw appError(400, 'validation', { workedOn: 'tooFarBack' });
    const already = await repo.minutesOnDay(db, auth.tenantId!, who.employeeId!, body.workedOn);
    if (already + body.minutes > LOG_MINUTES_MAX) throw appError(400, 'validation', { minutes: 'dayFull' });
    const logId = await repo.insertLog(
      db,
      auth.tenantId!,
      id,
      { employeeId: who.employeeId!, workedOn: body.workedOn, minutes: body.minutes, note: body.note },
      auth.userId,
    );
    await audit(
      db,
      auth,
      'create',
      'taskLog',
      logId,
      row.organizationId,
      { after: { taskId: id, workedOn: body.workedOn, minutes: body.minutes, note: body.note } },
      req,
    );
    return detailOf(db, auth, who, id);
  });
}

/** A log is taken back by the one who logged it (while the project is open), or by staff with edit. */
export async function deleteLog(s: TServices, auth: TAuth, id: string, logId: string, req: TRequestInfo) {
  return s.database.tenant(auth, async (db) => {
    const who = await callerOf(db, auth, 'view');
    const row = await locked(db, auth, id);
    const t = await detailOf(db, auth, who, id);
    const log = UUID.test(logId) ? await repo.logById(db, auth.tenantId!, id, logId) : null;
    if (!log) throw notFound();
    if (who.staff) authorize('page:projects:edit', auth);
    else if (log.employeeId !== who.employeeId || !t.can.log) throw denial('delete', 'projects');
    await repo.deleteLog(db, auth.tenantId!, logId);
    await audit(db, auth, 'delete', 'taskLog', logId, row.organizationId, { before: { taskId: id, ...log } }, req);
    return detailOf(db, auth, who, id);
  });
}
