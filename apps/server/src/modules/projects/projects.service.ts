import { UUID } from '@staffdesk/core/form-fields';
import type { TPrivilegeAction } from '@staffdesk/core/privileges';
import { type TProject, ZProjectBody } from '@staffdesk/core/projects-api';
import { actorOf, auditIn, type TRequestInfo } from '../../platform/audit/audit.ts';
import type { TDb } from '../../platform/db/db.ts';
import { appError, notFound, parseBody } from '../../platform/errors.ts';
import { authorize, type TAuth } from '../../platform/http/access.ts';
import type { TListQuery } from '../../platform/http/list.ts';
import type { TServices } from '../../platform/services.ts';
import { activeEmployeeOfUser } from '../employees/active-self.ts';
import * as repo from './projects.repo.ts';

/**
 * Projects (issue 18, decision 0042), behind the tenant's `workPlan` feature: HR admins and sub admins with the
 * `projects` page run them (a scoped sub admin: their organizations' projects, by the organization scope rule, and
 * only employees in their scope as head or members); an employee reads the projects they head or belong to.
 * Every change is audited.
 */

export type TProjectsCaller = { staff: true; employeeId: null } | { staff: false; employeeId: string };

/** Who is asking: staff by the `projects` page (the action checked), an employee by their active record. */
export async function callerOf(db: TDb, auth: TAuth, action: Exclude<TPrivilegeAction, 'approve'>) {
  if (!auth.features.workPlan) throw notFound();
  if (auth.loginType === 'emp') {
    const me = await activeEmployeeOfUser(db, auth.tenantId!, auth.userId);
    if (!me) throw appError(404, 'noEmployeeRecord');
    return { staff: false, employeeId: me.id } as TProjectsCaller;
  }
  authorize(`page:projects:${action}`, auth);
  return { staff: true, employeeId: null } as TProjectsCaller;
}

/** Staff only (changes to projects are HR's). */
export function staffAccess(auth: TAuth, action: Exclude<TPrivilegeAction, 'approve'>) {
  if (!auth.features.workPlan) throw notFound();
  authorize(`page:projects:${action}`, auth);
}

type TProjectQuery = TListQuery & { status?: string; priority?: string; groupId?: string; organizationId?: string };

const filterOf = (auth: TAuth, who: TProjectsCaller, q: TProjectQuery): repo.TProjectFilter => ({
  tenantId: auth.tenantId!,
  search: q.search?.trim() || undefined,
  status: q.status || undefined,
  priority: q.priority || undefined,
  groupId: q.groupId || undefined,
  organizationId: q.organizationId || undefined,
  memberId: who.employeeId ?? undefined,
});

export async function listProjects(s: TServices, auth: TAuth, q: TProjectQuery) {
  const r = await s.database.tenant(auth, async (db) => {
    const who = await callerOf(db, auth, 'view');
    return repo.projectPage(db, filterOf(auth, who, q), { limit: q.pageSize, offset: (q.page - 1) * q.pageSize });
  });
  return { ...r, page: q.page, pageSize: q.pageSize };
}

export async function exportProjects(s: TServices, auth: TAuth, q: TProjectQuery) {
  staffAccess(auth, 'view');
  return s.database.tenant(auth, (db) =>
    repo.projectsFor(db, filterOf(auth, { staff: true, employeeId: null }, q), 50_000),
  );
}

/** A project the caller reaches (an employee: one they head or belong to), or 404. */
export async function found(db: TDb, auth: TAuth, who: TProjectsCaller, id: string) {
  const p = UUID.test(id) ? await repo.projectById(db, auth.tenantId!, id, who.employeeId ?? undefined) : null;
  if (!p) throw notFound();
  return p;
}

async function detailOf(db: TDb, auth: TAuth, who: TProjectsCaller, id: string) {
  const p = await found(db, auth, who, id);
  return { ...p, members: await repo.membersOf(db, auth.tenantId!, id) };
}

export async function getProject(s: TServices, auth: TAuth, id: string) {
  return s.database.tenant(auth, async (db) => detailOf(db, auth, await callerOf(db, auth, 'view'), id));
}

const auditShape = (p: TProject & { members?: { id: string }[] }) => ({
  name: p.name,
  organizationId: p.organizationId,
  groupId: p.groupId,
  headId: p.head.id,
  priority: p.priority,
  weight: p.weight,
  value: p.value,
  startOn: p.startOn,
  dueOn: p.dueOn,
  status: p.status,
  members: p.members?.map((m) => m.id),
});

const audit = (
  db: TDb,
  auth: TAuth,
  action: string,
  p: Pick<TProject, 'id' | 'organizationId'>,
  change: { before?: unknown; after?: unknown },
  req: TRequestInfo,
) =>
  auditIn(
    db,
    {
      tenantId: auth.tenantId!,
      actor: actorOf(auth),
      action: `project.${action}`,
      entity: 'project',
      entityId: p.id,
      organizationId: p.organizationId,
      ...change,
    },
    req,
  );

/**
 * The body checked: the organization, group, head and members in reach (active employees). `kept`: people the
 * project has already (a scoped sub admin keeps a head outside their scope they cannot see).
 */
async function rowOf(db: TDb, auth: TAuth, input: unknown, kept: readonly string[] = []) {
  const body = parseBody(ZProjectBody, input);
  if (!(await repo.organizationExists(db, auth.tenantId!, body.organizationId)))
    throw appError(400, 'validation', { organizationId: 'invalidReference' });
  if (body.groupId && !(await repo.groupExists(db, auth.tenantId!, body.groupId)))
    throw appError(400, 'validation', { groupId: 'invalidReference' });
  const memberIds = [...new Set(body.memberIds.filter((m) => m !== body.headId))];
  const wanted = [body.headId, ...memberIds].filter((id) => !kept.includes(id));
  const people = new Set((await repo.activeEmployees(db, auth.tenantId!, wanted)).map((e) => e.id));
  const known = (id: string) => kept.includes(id) || people.has(id);
  if (!known(body.headId)) throw appError(400, 'validation', { headId: 'invalidReference' });
  if (!memberIds.every(known)) throw appError(400, 'validation', { memberIds: 'invalidReference' });
  const row: repo.TProjectRow = {
    organizationId: body.organizationId,
    groupId: body.groupId,
    name: body.name,
    description: body.description,
    headId: body.headId,
    priority: body.priority,
    weight: body.weight,
    value: body.value,
    startOn: body.startOn,
    dueOn: body.dueOn,
    status: body.status,
  };
  return { row, memberIds };
}

export async function createProject(s: TServices, auth: TAuth, input: unknown, req: TRequestInfo) {
  staffAccess(auth, 'add');
  return s.database.tenant(auth, async (db) => {
    const { row, memberIds } = await rowOf(db, auth, input);
    if (row.status === 'completed') throw appError(400, 'validation', { status: 'openTasks' });
    const id = await repo.insertProject(db, auth.tenantId!, row, auth.userId);
    await repo.setMembers(db, auth.tenantId!, id, memberIds);
    const after = await detailOf(db, auth, { staff: true, employeeId: null }, id);
    await audit(db, auth, 'create', after, { after: auditShape(after) }, req);
    return after;
  });
}

export async function editProject(s: TServices, auth: TAuth, id: string, input: unknown, req: TRequestInfo) {
  staffAccess(auth, 'edit');
  const who = { staff: true, employeeId: null } as const;
  return s.database.tenant(auth, async (db) => {
    const locked = UUID.test(id) ? await repo.lockProject(db, auth.tenantId!, id) : null;
    if (!locked) throw notFound();
    const before = await detailOf(db, auth, who, id);
    const { row, memberIds } = await rowOf(db, auth, input, [before.head.id, ...before.members.map((m) => m.id)]);
    if (row.status === 'completed' && before.openTasks > 0) throw appError(400, 'validation', { status: 'openTasks' });
    // a member with open tasks here stays (their tasks would lose their project's people); members outside a scoped
    // sub admin's scope are not theirs to see or remove (row-level security keeps them)
    const busy = new Set(await repo.openAssignees(db, auth.tenantId!, id));
    if (before.members.some((m) => busy.has(m.id) && m.id !== row.headId && !memberIds.includes(m.id)))
      throw appError(400, 'validation', { memberIds: 'memberHasTasks' });
    await repo.updateProject(db, auth.tenantId!, id, row);
    await repo.setMembers(db, auth.tenantId!, id, memberIds);
    const after = await detailOf(db, auth, who, id);
    await audit(db, auth, 'update', after, { before: auditShape(before), after: auditShape(after) }, req);
    return after;
  });
}

/** Spec: 'Task Presnt in this Project so cant be deleted'. */
export async function deleteProject(s: TServices, auth: TAuth, id: string, req: TRequestInfo) {
  staffAccess(auth, 'delete');
  await s.database.tenant(auth, async (db) => {
    const locked = UUID.test(id) ? await repo.lockProject(db, auth.tenantId!, id) : null;
    if (!locked) throw notFound();
    if ((await repo.countTasks(db, auth.tenantId!, id)) > 0) throw appError(409, 'projectHasTasks');
    const before = await detailOf(db, auth, { staff: true, employeeId: null }, id);
    await repo.deleteProject(db, auth.tenantId!, id);
    await audit(db, auth, 'delete', before, { before: auditShape(before) }, req);
  });
}

/** Projects a task can be filed under (the task form, the task list's filter). */
export async function projectOptions(s: TServices, auth: TAuth, search: string) {
  return s.database.tenant(auth, async (db) => {
    const who = await callerOf(db, auth, 'view');
    return repo.projectOptions(db, auth.tenantId!, search.trim(), who.employeeId ?? undefined);
  });
}
