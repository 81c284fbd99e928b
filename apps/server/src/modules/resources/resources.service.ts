import { UUID } from '@staffdesk/core/form-fields';
import type { FastifyRequest } from 'fastify';
import { ERRORS } from '@staffdesk/core/messages';
import { resourceSchema } from '@staffdesk/core/resources/resource-schema';
import { isListField, shownFields, type TResource } from '@staffdesk/core/resources/resource-types';
import { resourceByKey } from '@staffdesk/core/resources/settings-resources';
import { actorOf, auditIn } from '../../platform/audit/audit.ts';
import { DENIAL_CODES } from '@staffdesk/core/privileges';
import { notFoundOf } from '../../platform/audit/denied.ts';
import { type TDb, wholeTenant } from '../../platform/db/db.ts';
import { inUse, usesOf } from '../../platform/db/references.ts';
import { AppError, appError, notFound } from '../../platform/errors.ts';
import type { TAuth } from '../../platform/http/access.ts';
import type { TServices } from '../../platform/services.ts';
import { sanitizeRichText } from '../../platform/rich-text.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { AFTER_COMMIT, AFTER_WRITE } from './record-hooks.ts';
import * as repo from './resources.repo.ts';

export type TListParams = { search?: string; sort?: string; page: number; pageSize: number; employeeId?: string };

const tenantOf = (auth: TAuth) => auth.tenantId!;
const actor = (auth: TAuth) => actorOf(auth)!;

/** The declared resource of a key (routes pass only declared keys). */
const resourceOf = (key: string): TResource => {
  const r = resourceByKey(key);
  if (!r) throw notFound();
  return r;
};

/**
 * Resources whose records are the scope's units themselves: a sub admin limited to some of them cannot make new
 * ones (the new record would be outside their scope).
 */
const UNIT_OF: Record<string, 'organizationIds' | 'departmentIds'> = {
  organization: 'organizationIds',
  department: 'departmentIds',
};
const limitedTo = (auth: TAuth, unit: 'organizationIds' | 'departmentIds') => (auth.scope?.[unit].length ?? 0) > 0;

/** A record as the API answers it: declared fields, reference labels, who and when. */
export function present(r: TResource, row: repo.TRow) {
  const out: Record<string, unknown> = { id: row.id };
  if (r.parent) out.employeeId = row.employeeId;
  if (r.attachment) {
    out.fileName = row.fileName ?? null;
    out.fileSize = row.fileSize ?? null;
  }
  for (const f of shownFields(r)) {
    if (f.type === 'secret') {
      out[`${f.key}Set`] = row[`${f.key}Set`] === true;
      continue;
    }
    out[f.key] = row[f.key] ?? (isListField(f) ? [] : null);
    if (f.type === 'ref') out[`${f.key}Label`] = row[`${f.key}Label`] ?? null;
  }
  const iso = (v: unknown) =>
    v instanceof Date ? v.toISOString() : typeof v === 'string' ? new Date(v).toISOString() : null;
  out.createdAt = iso(row.createdAt);
  out.createdByType = row.createdByType ?? null;
  out.createdByName = row.createdByName ?? null;
  out.updatedAt = iso(row.updatedAt);
  out.deletedAt = iso(row.deletedAt);
  out.deletedByName = row.deletedByName ?? null;
  out.deleteReason = row.deleteReason ?? null;
  return out;
}

function sortOf(r: TResource, sort: string | undefined) {
  const [field, dir] = (sort ?? '').split(':');
  const sortable = new Set([...r.columns.filter((c) => c.sortable).map((c) => c.field), 'createdAt', 'deletedAt']);
  return {
    field: field && sortable.has(field) ? field : r.defaultSort.field,
    dir: dir === 'desc' || dir === 'asc' ? dir : field && sortable.has(field) ? 'asc' : r.defaultSort.dir,
  } as const;
}

/** Validates a body against the declaration; 400 with per-field codes. */
function parseBody(r: TResource, body: unknown): Record<string, unknown> {
  const parsed = resourceSchema(r).safeParse(body ?? {});
  if (parsed.success) return cleanRichText(r, parsed.data as Record<string, unknown>);
  const fields: Record<string, string> = {};
  for (const i of parsed.error.issues) {
    // a row of a list names itself: `attendanceLocations.1.latitude`
    const k = i.path.length > 1 ? i.path.join('.') : String(i.path[0] ?? '_');
    fields[k] ??= i.message && !i.message.includes(' ') ? i.message : 'required';
  }
  throw new AppError(400, 'validation', ERRORS.validation, fields);
}

/** Rich-text values are stored sanitised; one that is empty once cleaned is no value (required → 400). */
function cleanRichText(r: TResource, values: Record<string, unknown>): Record<string, unknown> {
  const fields: Record<string, string> = {};
  for (const f of r.fields.filter((x) => x.type === 'richtext')) {
    const v = values[f.key];
    if (typeof v !== 'string') continue;
    const clean = sanitizeRichText(v);
    values[f.key] = clean === '' ? null : clean;
    if (clean === '' && f.required) fields[f.key] = 'required';
  }
  if (Object.keys(fields).length > 0) throw new AppError(400, 'validation', ERRORS.validation, fields);
  return values;
}

/**
 * References must point at live records of the tenant; the scope's row-level security hides the ones outside a
 * sub admin's scope, so those are invalid references too.
 */
async function checkRefs(db: TDb, r: TResource, auth: TAuth, values: Record<string, unknown>) {
  const fields: Record<string, string> = {};
  // a sub admin limited to some organizations files records under one of them, never tenant-wide
  const orgRequired = r.scope === 'organization' && limitedTo(auth, 'organizationIds');
  for (const f of r.fields.filter((x) => x.type === 'ref')) {
    const v = values[f.key];
    if (v == null && orgRequired && f.key === 'organizationId') fields[f.key] = 'required';
    if (typeof v !== 'string') continue;
    const target = resourceByKey(f.ref!)!;
    if (!(await repo.liveExists(db, target, tenantOf(auth), v))) fields[f.key] = 'invalidReference';
  }
  if (Object.keys(fields).length > 0) throw new AppError(400, 'validation', ERRORS.validation, fields);
}

/** Unique violations become a 409 naming the field. */
async function withUnique<T>(r: TResource, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    const err = e as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
    const pgErr = err.code ? err : err.cause;
    if (pgErr?.code === '23505' && pgErr.constraint) {
      const f = r.fields.find(
        (x) => pgErr.constraint === `${r.table}_${x.key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}_uq`,
      );
      throw new AppError(409, 'duplicate', ERRORS.duplicate, { [f?.key ?? '_']: 'duplicate' });
    }
    throw e;
  }
}

/** JSON with object keys sorted: a jsonb value comes back with its keys in PostgreSQL's order, not the body's. */
const canonical = (v: unknown): string =>
  JSON.stringify(v ?? null, (_k, x) =>
    x && typeof x === 'object' && !Array.isArray(x)
      ? Object.fromEntries(Object.entries(x as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : x,
  );

const changed = (before: Record<string, unknown>, after: Record<string, unknown>) => {
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const k of Object.keys(after)) {
    if (canonical(before[k]) !== canonical(after[k])) {
      b[k] = before[k] ?? null;
      a[k] = after[k] ?? null;
    }
  }
  return { before: b, after: a };
};

/** What the audit log says of a secret: whether one is set, and that one was written — never the value or hash. */
const SECRET_SET = '(set)';
const SECRET_CHANGED = '(changed)';

/** The declared fields of a row as the audit keeps them: a secret only as whether it is set. */
const fieldsOnly = (r: TResource, row: Record<string, unknown>) =>
  Object.fromEntries(
    r.fields.map((f) =>
      f.type === 'secret' ? [f.key, row[`${f.key}Set`] ? SECRET_SET : null] : [f.key, row[f.key] ?? null],
    ),
  );

/** Hashes the secrets of a parsed body; the audit copy says only that one was written. */
async function hashSecrets(r: TResource, values: Record<string, unknown>) {
  const audit = { ...values };
  for (const f of r.fields.filter((x) => x.type === 'secret')) {
    const v = values[f.key];
    if (typeof v !== 'string') {
      delete audit[f.key];
      continue;
    }
    values[f.key] = await hashPassword(v);
    audit[f.key] = SECRET_CHANGED;
  }
  return audit;
}

/**
 * A record the caller may see (reading) or change (writing). Row-level security applies the caller's scope
 * (decision 0012): a record outside it is not found, and a tenant-wide record (no organization) is read by every
 * scope but locked — so changed — only by callers without one.
 */
async function load(db: TDb, r: TResource, auth: TAuth, id: string, opts: { deleted?: boolean; write?: boolean } = {}) {
  if (!UUID.test(id)) throw notFound();
  const row = await repo.getRecord(db, r, tenantOf(auth), id, { deleted: opts.deleted, lock: opts.write });
  if (!row) throw notFoundOf({ entity: r.key, table: r.table, id });
  if (opts.write && r.lockedWhen && row[r.lockedWhen] != null) throw appError(409, 'recordLocked');
  return row;
}

/**
 * The package's most live records (one organization on basic): counted under a per-tenant lock held to the end of
 * the transaction, so two creates at once cannot both pass the count.
 */
async function checkLimit(db: TDb, r: TResource, auth: TAuth) {
  const max = auth.package ? r.maxRecords?.[auth.package] : undefined;
  if (max === undefined) return;
  await repo.lockTable(db, r, tenantOf(auth));
  if ((await repo.countLive(db, r, tenantOf(auth))) >= max) throw appError(400, 'orgLimit');
}

/**
 * The employee a new tab record is for (`employeeId` in the body): a live employee the caller can see — another
 * tenant's, a deleted one or one outside a sub admin's scope answers 404.
 */
async function parentEmployee(db: TDb, auth: TAuth, body: unknown): Promise<string> {
  const id = body && typeof body === 'object' ? (body as Record<string, unknown>).employeeId : undefined;
  if (typeof id !== 'string' || id === '')
    throw new AppError(400, 'validation', ERRORS.validation, { employeeId: 'required' });
  if (!UUID.test(id) || !(await repo.employeeExists(db, tenantOf(auth), id)))
    throw notFoundOf({ entity: 'employee', table: 'employees', id });
  return id;
}

const listQuery = (
  r: TResource,
  auth: TAuth,
  p: TListParams & { deleted?: boolean; all?: boolean; ids?: readonly string[] },
) => {
  const sort = sortOf(r, p.sort);
  return {
    tenantId: tenantOf(auth),
    search: p.search?.trim() || undefined,
    sort: sort.field,
    dir: sort.dir,
    page: p.page,
    pageSize: p.pageSize,
    deleted: p.deleted ?? false,
    all: p.all,
    ids: p.ids,
    employeeId: p.employeeId,
  };
};

export async function listRecords(
  s: TServices,
  auth: TAuth,
  key: string,
  p: TListParams & { deleted?: boolean; all?: boolean },
) {
  const r = resourceOf(key);
  return s.database.tenant(auth, async (db) => {
    const res = await repo.listRecords(db, r, listQuery(r, auth, p));
    const rows = res.rows.map((row) => present(r, row));
    return { rows, total: res.total, page: p.page, pageSize: p.pageSize, ...(r.sum ? { sum: res.sum ?? 0 } : {}) };
  });
}

/** Every matching record in list order, presented, a batch at a time from a cursor as the caller (exports). */
export async function* recordBatches(
  s: TServices,
  auth: TAuth,
  key: string,
  p: TListParams & { deleted?: boolean; ids?: readonly string[] },
): AsyncGenerator<ReturnType<typeof present>[]> {
  const r = resourceOf(key);
  const query = repo.recordsQuery(r, listQuery(r, auth, { ...p, all: true }));
  for await (const rows of s.database.cursor<repo.TRow>(auth, query, { objects: true, rawDates: true }))
    yield rows.map((row) => present(r, row));
}

export async function getRecord(s: TServices, auth: TAuth, key: string, id: string, _req?: FastifyRequest) {
  const r = resourceOf(key);
  return s.database.tenant(auth, async (db) => present(r, await load(db, r, auth, id, { deleted: false })));
}

export async function recordOptions(s: TServices, auth: TAuth, key: string) {
  const r = resourceOf(key);
  return s.database.tenant(auth, (db) => repo.options(db, r, tenantOf(auth)));
}

/** A page of options whose label contains the search, and how many match in all (a picker on a long list). */
export async function searchRecordOptions(
  s: TServices,
  auth: TAuth,
  key: string,
  q: { search?: string; limit: number; organizationId?: string; ids?: string },
) {
  const r = resourceOf(key);
  const search = q.search?.trim() || undefined;
  const ids = q.ids === undefined ? undefined : [...new Set(q.ids.split(',').filter(Boolean))];
  if (ids?.some((i) => !UUID.test(i)))
    throw new AppError(400, 'validation', ERRORS.validation, { ids: 'invalidReference' });
  return s.database.tenant(auth, (db) =>
    repo.optionSearch(db, r, tenantOf(auth), { search, limit: q.limit, organizationId: q.organizationId, ids }),
  );
}

export async function createRecord(s: TServices, auth: TAuth, key: string, body: unknown, req?: FastifyRequest) {
  const r = resourceOf(key);
  const unit = UNIT_OF[r.key];
  if (unit && limitedTo(auth, unit)) throw new AppError(403, DENIAL_CODES.add.code, DENIAL_CODES.add.message);
  const values = parseBody(r, body);
  const tenantId = tenantOf(auth);
  const out = await s.database.tenant(auth, async (db) => {
    if (r.parent) values.employeeId = await parentEmployee(db, auth, body);
    await checkRefs(db, r, auth, values);
    await checkLimit(db, r, auth);
    const audited = await hashSecrets(r, values);
    const id = await withUnique(r, () => repo.insertRecord(db, r, tenantId, values, actor(auth)));
    await auditIn(
      db,
      { tenantId, actor: actor(auth), action: 'create', entity: r.key, entityId: id, after: audited },
      req,
    );
    await AFTER_WRITE[r.key]?.(db, auth, id);
    return present(r, (await repo.getRecord(db, r, tenantId, id))!);
  });
  AFTER_COMMIT[r.key]?.(s, tenantId);
  return out;
}

export async function updateRecord(
  s: TServices,
  auth: TAuth,
  key: string,
  id: string,
  body: unknown,
  req?: FastifyRequest,
) {
  const r = resourceOf(key);
  const tenantId = tenantOf(auth);
  const out = await s.database.tenant(auth, async (db) => {
    const before = await load(db, r, auth, id, { deleted: false, write: true });
    const values = parseBody(r, body);
    await checkRefs(db, r, auth, values);
    const audited = await hashSecrets(r, values);
    await withUnique(r, () => repo.updateRecord(db, r, tenantId, id, values, actor(auth)));
    const diff = changed(fieldsOnly(r, before), audited);
    await auditIn(db, { tenantId, actor: actor(auth), action: 'update', entity: r.key, entityId: id, ...diff }, req);
    await AFTER_WRITE[r.key]?.(db, auth, id);
    return present(r, (await repo.getRecord(db, r, tenantId, id))!);
  });
  AFTER_COMMIT[r.key]?.(s, tenantId);
  return out;
}

/** Soft-deletes one record in the caller's transaction: found in scope, not in use, audited with the reason. */
async function deleteIn(db: TDb, r: TResource, auth: TAuth, id: string, reason: unknown, req?: FastifyRequest) {
  const tenantId = tenantOf(auth);
  // found first: another tenant's record is a 404 whatever the body
  const before = await load(db, r, auth, id, { deleted: false, write: true });
  const why = deleteReason(reason);
  // references the caller cannot see (outside a sub admin's scope) still make the record in use
  const uses = await wholeTenant(db, () => usesOf(db, r.table, tenantId, id));
  if (uses.length > 0) throw inUse(uses);
  await repo.softDelete(db, r, tenantId, id, why, actor(auth));
  await auditIn(
    db,
    {
      tenantId,
      actor: actor(auth),
      action: 'delete',
      entity: r.key,
      entityId: id,
      before: fieldsOnly(r, before),
      reason: why,
    },
    req,
  );
}

/** The reason every delete needs: required, at most 500 characters. */
function deleteReason(reason: unknown): string {
  const why = typeof reason === 'string' ? reason.trim() : '';
  if (!why) throw appError(400, 'reasonRequired', { reason: 'reasonRequired' });
  if (why.length > 500) throw new AppError(400, 'validation', ERRORS.validation, { reason: 'tooLong' });
  return why;
}

export async function removeRecord(
  s: TServices,
  auth: TAuth,
  key: string,
  id: string,
  reason: unknown,
  req?: FastifyRequest,
) {
  const r = resourceOf(key);
  await s.database.tenant(auth, async (db) => deleteIn(db, r, auth, id, reason, req));
  AFTER_COMMIT[r.key]?.(s, tenantOf(auth));
}

/** The most records one bulk delete takes (a page of the list at its largest). */
export const BULK_MAX = 100;

/**
 * Deletes the selected records with one reason, all or none: one that is missing, out of scope or in use stops
 * the lot (its id is named in the answer) and nothing is deleted.
 */
export async function removeRecords(
  s: TServices,
  auth: TAuth,
  key: string,
  ids: readonly string[],
  reason: unknown,
  req?: FastifyRequest,
) {
  const r = resourceOf(key);
  const why = deleteReason(reason);
  const unique = [...new Set(ids)];
  await s.database.tenant(auth, async (db) => {
    for (const id of unique) {
      try {
        await deleteIn(db, r, auth, id, why, req);
      } catch (e) {
        if (e instanceof AppError) throw Object.assign(e, { fields: { ...e.fields, id } });
        throw e;
      }
    }
  });
  AFTER_COMMIT[r.key]?.(s, tenantOf(auth));
  return { count: unique.length };
}

export async function restoreRecord(s: TServices, auth: TAuth, key: string, id: string, req?: FastifyRequest) {
  const r = resourceOf(key);
  const tenantId = tenantOf(auth);
  const out = await s.database.tenant(auth, async (db) => {
    const before = await load(db, r, auth, id, { deleted: true, write: true });
    await checkLimit(db, r, auth);
    await withUnique(r, () => repo.restore(db, r, tenantId, id, actor(auth)));
    await auditIn(
      db,
      {
        tenantId,
        actor: actor(auth),
        action: 'restore',
        entity: r.key,
        entityId: id,
        before: { deleteReason: before.deleteReason },
        after: fieldsOnly(r, before),
      },
      req,
    );
    return present(r, (await repo.getRecord(db, r, tenantId, id))!);
  });
  AFTER_COMMIT[r.key]?.(s, tenantId);
  return out;
}
