import type { FastifyRequest } from 'fastify';
import { ERRORS } from '@staffdesk/core/messages';
import {
  can,
  DENIAL_CODES,
  PRIVILEGE_PAGES,
  type TPageFlags,
  type TPrivilegeAction,
  type TPrivilegePage,
} from '@staffdesk/core/privileges';
import * as R from '@staffdesk/core/resources/settings-resources';
import { roleModules, ZRoleInput, type TRole } from '@staffdesk/core/roles';
import { actorOf, auditIn } from '../../platform/audit/audit.ts';
import { notFoundOf } from '../../platform/audit/denied.ts';
import type { TDb } from '../../platform/db/db.ts';
import { AppError, appError, parseBody } from '../../platform/errors.ts';
import type { TAuth } from '../../platform/http/access.ts';
import { parseSort } from '../../platform/http/list.ts';
import type { TServices } from '../../platform/services.ts';
import * as repo from './roles.repo.ts';

type TStored = Record<string, Partial<TPageFlags>>;

export function presentRole({ role: r, users }: { role: repo.TRoleRow; users: number }): TRole {
  return {
    id: r.id,
    name: r.name,
    privileges: r.privileges,
    organizationIds: r.organizationIds,
    departmentIds: r.departmentIds,
    modules: roleModules(r.privileges),
    users: Number(users),
    createdAt: r.createdAt.toISOString(),
    deletedAt: r.deletedAt?.toISOString() ?? null,
    deletedByName: r.deletedByName,
    deleteReason: r.deleteReason,
  };
}

/** Registry pages only, flags only with view, approve only on pages that approve. */
function normalise(p: Record<string, Partial<TPageFlags> | undefined>): TStored {
  const out: TStored = {};
  for (const page of PRIVILEGE_PAGES as readonly TPrivilegePage[]) {
    const f = p[page.key];
    if (!f?.view) continue;
    out[page.key] = {
      view: true,
      add: f.add === true,
      edit: f.edit === true,
      delete: f.delete === true,
      approve: page.approves === true && f.approve === true,
    };
  }
  return out;
}

/**
 * A role's body, checked after its record was found: the usual field codes, 'Please select at least one module'
 * when no page has view, organizations and departments that are the tenant's. A sub admin may give only what
 * their own role has, within their own scope; an HR admin anything.
 */
async function parseRole(db: TDb, auth: TAuth, body: unknown) {
  const v = parseBody(ZRoleInput, body, (i) => (i.code === 'too_big' ? 'tooLong' : 'required'));
  const privileges = normalise(v.privileges);
  if (roleModules(privileges).length === 0) throw appError(400, 'selectModule', { privileges: 'selectModule' });
  const tenantId = auth.tenantId!;
  const organizationIds = [...new Set(v.organizationIds)];
  const departmentIds = [...new Set(v.departmentIds)];
  const fields: Record<string, string> = {};
  if ((await repo.liveIds(db, R.ORGANIZATION.table, tenantId, organizationIds)).length !== organizationIds.length)
    fields.organizationIds = 'invalidReference';
  if ((await repo.liveIds(db, R.DEPARTMENT.table, tenantId, departmentIds)).length !== departmentIds.length)
    fields.departmentIds = 'invalidReference';
  Object.assign(fields, withinCaller(auth, { privileges, organizationIds, departmentIds }));
  if (Object.keys(fields).length > 0) throw new AppError(400, 'validation', ERRORS.validation, fields);
  return { name: v.name, privileges, organizationIds, departmentIds };
}

/**
 * What a sub admin may give (a role they make, or a role they hand to a login): only flags their own role has
 * (403 with the action's denial otherwise), within their own scope (field codes otherwise). An HR admin: anything.
 */
export function withinCaller(
  auth: TAuth,
  role: { privileges: TStored; organizationIds: string[]; departmentIds: string[] },
): Record<string, string> {
  const fields: Record<string, string> = {};
  if (auth.loginType !== 'sub_admin') return fields;
  for (const [page, f] of Object.entries(role.privileges)) {
    for (const action of ['view', 'add', 'edit', 'delete', 'approve'] as TPrivilegeAction[]) {
      if (f[action] && !can(auth.privileges, page, action))
        throw new AppError(403, DENIAL_CODES[action].code, DENIAL_CODES[action].message);
    }
  }
  // an empty list means "everywhere": a sub admin limited to some organizations cannot give that
  const within = (mine: string[], given: string[]) =>
    mine.length === 0 || (given.length > 0 && given.every((x) => mine.includes(x)));
  if (auth.scope && !within(auth.scope.organizationIds, role.organizationIds))
    fields.organizationIds = 'invalidReference';
  if (auth.scope && !within(auth.scope.departmentIds, role.departmentIds)) fields.departmentIds = 'invalidReference';
  return fields;
}

async function withUnique<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    const err = e as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
    const pg = err.code ? err : err.cause;
    if (pg?.code === '23505' && pg.constraint === 'sub_admin_roles_name')
      throw new AppError(409, 'duplicate', ERRORS.duplicate, { name: 'duplicate' });
    throw e;
  }
}

const snapshot = (r: repo.TRoleRow) => ({
  name: r.name,
  privileges: r.privileges,
  organizationIds: r.organizationIds,
  departmentIds: r.departmentIds,
});

export type TRoleListQuery = { search?: string; sort?: string; page: number; pageSize: number };

/** A list query as the repo takes it: sort checked against the sortable fields. */
function listQuery(q: TRoleListQuery, deleted: boolean) {
  const sort = parseSort<repo.TRoleSort>(q.sort, repo.ROLE_SORTS, deleted ? 'deletedAt' : 'name');
  return {
    search: q.search?.trim() || undefined,
    sort: sort.field,
    dir: sort.dir,
    page: q.page,
    pageSize: q.pageSize,
    deleted,
  };
}

/**
 * Sub-admin roles ("User Role"): HR admins, and sub admins whose role grants the userRoles page. Every scope is
 * the caller's (database.tenant(auth)): row-level security shows a scoped sub admin only the roles within their
 * own organizations and departments (decision 0012).
 */
async function load(db: TDb, tenantId: string, id: string, deleted: boolean) {
  const r = await repo.getRole(db, { tenantId, id, deleted, lock: true });
  if (!r) throw notFoundOf({ entity: 'userRole', table: 'sub_admin_roles', id });
  return r;
}

export const listRoles = (s: TServices, auth: TAuth, q: TRoleListQuery & { deleted?: boolean }) =>
  s.database.tenant(auth, async (db) => {
    const query = listQuery(q, q.deleted ?? false);
    const r = await repo.listRoles(db, { ...query, tenantId: auth.tenantId! });
    return { rows: r.rows.map(presentRole), total: r.total, page: q.page, pageSize: q.pageSize };
  });

/** Every matching live role in batches from a cursor (the export): name, modules, users. */
export async function* roleBatches(s: TServices, auth: TAuth, q: TRoleListQuery) {
  const query = repo.rolesExportQuery({ ...listQuery(q, false), tenantId: auth.tenantId! });
  type TRow = { name: string; privileges: Record<string, Record<string, boolean>>; users: number };
  for await (const rows of s.database.cursor<TRow>(auth, query, { objects: true }))
    yield rows.map((r) => ({ name: r.name, modules: roleModules(r.privileges), users: Number(r.users) }));
}

export const roleOptions = (s: TServices, auth: TAuth) =>
  s.database.tenant(auth, (db) => repo.roleOptions(db, auth.tenantId!));

export const getRole = (s: TServices, auth: TAuth, id: string, _req?: FastifyRequest) =>
  s.database.tenant(auth, async (db) => {
    const r = await repo.getRole(db, { tenantId: auth.tenantId!, id, deleted: false });
    if (!r) throw notFoundOf({ entity: 'userRole', table: 'sub_admin_roles', id });
    return presentRole(r);
  });

export const createRole = (s: TServices, auth: TAuth, body: unknown, req?: FastifyRequest) =>
  s.database.tenant(auth, async (db) => {
    const tenantId = auth.tenantId!;
    const v = await parseRole(db, auth, body);
    const id = await withUnique(() => repo.insertRole(db, { tenantId, ...v }));
    await auditIn(
      db,
      { tenantId, actor: actorOf(auth), action: 'create', entity: 'userRole', entityId: id, after: v },
      req,
    );
    return presentRole((await repo.getRole(db, { tenantId, id }))!);
  });

export const updateRole = async (s: TServices, auth: TAuth, id: string, body: unknown, req?: FastifyRequest) => {
  const out = await s.database.tenant(auth, async (db) => {
    const tenantId = auth.tenantId!;
    const before = await load(db, tenantId, id, false);
    const v = await parseRole(db, auth, body);
    await withUnique(() => repo.updateRole(db, { tenantId, id }, v));
    await auditIn(
      db,
      {
        tenantId,
        actor: actorOf(auth),
        action: 'update',
        entity: 'userRole',
        entityId: id,
        before: snapshot(before.role),
        after: v,
      },
      req,
    );
    return presentRole((await repo.getRole(db, { tenantId, id }))!);
  });
  // its users' cached sessions hold the old privileges and scope: every instance drops them now
  await s.sessions.invalidate({ roleId: id });
  return out;
};

export const removeRole = (s: TServices, auth: TAuth, id: string, reason: unknown, req?: FastifyRequest) =>
  s.database.tenant(auth, async (db) => {
    const tenantId = auth.tenantId!;
    const before = await load(db, tenantId, id, false);
    const why = typeof reason === 'string' ? reason.trim() : '';
    if (!why) throw appError(400, 'reasonRequired', { reason: 'reasonRequired' });
    if (why.length > 500) throw new AppError(400, 'validation', ERRORS.validation, { reason: 'tooLong' });
    if ((await repo.countRoleUsers(db, { tenantId, id })) > 0) throw appError(409, 'inUse');
    const actor = actorOf(auth)!;
    await repo.updateRole(
      db,
      { tenantId, id },
      { deletedAt: new Date(), deletedBy: actor.id, deletedByName: actor.name, deleteReason: why },
    );
    await auditIn(
      db,
      {
        tenantId,
        actor,
        action: 'delete',
        entity: 'userRole',
        entityId: id,
        before: snapshot(before.role),
        reason: why,
      },
      req,
    );
  });

export const restoreRole = (s: TServices, auth: TAuth, id: string, req?: FastifyRequest) =>
  s.database.tenant(auth, async (db) => {
    const tenantId = auth.tenantId!;
    const before = await load(db, tenantId, id, true);
    await withUnique(() =>
      repo.updateRole(
        db,
        { tenantId, id },
        { deletedAt: null, deletedBy: null, deletedByName: null, deleteReason: null },
      ),
    );
    await auditIn(
      db,
      {
        tenantId,
        actor: actorOf(auth),
        action: 'restore',
        entity: 'userRole',
        entityId: id,
        before: { deleteReason: before.role.deleteReason },
        after: snapshot(before.role),
      },
      req,
    );
    return presentRole((await repo.getRole(db, { tenantId, id }))!);
  });
