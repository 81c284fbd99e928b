import { escapeLike } from '../../platform/db/like.ts';
import { PgDialect } from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';
import { labelField, snake } from '@staffdesk/core/resources/resource-schema';
import { isListField, shownFields, type TField, type TResource } from '@staffdesk/core/resources/resource-types';
import { resourceByKey } from '@staffdesk/core/resources/settings-resources';
import type { TDb } from '../../platform/db/db.ts';

/**
 * Generic data access for declared resources. Identifiers come only from declarations (never from input);
 * values are always bound parameters.
 */
const id = (name: string) => sql.identifier(name);
const col = (key: string) => sql.identifier(snake(key));

export type TRow = Record<string, unknown> & { id: string };

export type TListQuery = {
  tenantId: string;
  search?: string;
  sort: string;
  dir: 'asc' | 'desc';
  page: number;
  pageSize: number;
  deleted: boolean;
  /** every matching row, for CSV */
  all?: boolean;
  /** only these records (an export of the rows selected in the list) */
  ids?: readonly string[];
  /** records of an employee (`parent` resources): only this one's */
  employeeId?: string;
};

const secretCol = (f: TField) => sql.identifier(`${snake(f.key)}_hash`);
/** A value as the column takes it: lists as JSON. Secrets arrive here already hashed. */
function valueSql(f: TField, v: unknown) {
  if (isListField(f)) return sql`${JSON.stringify(v ?? [])}::jsonb`;
  // a guard: a secret reaches the table only as its hash
  if (f.type === 'secret' && v != null && !String(v).startsWith('$argon2'))
    throw new Error(`${f.key}: a secret must be hashed before it is stored`);
  return sql`${v ?? null}`;
}
const columnOf = (f: TField) => (f.type === 'secret' ? secretCol(f) : col(f.key));

/** SELECT list: the record's columns, and for each reference the referenced record's label as `<field>Label`. */
function selectSql(r: TResource): { select: SQL; joins: SQL } {
  const parts: SQL[] = [sql`t.id`];
  const joins: SQL[] = [];
  if (r.parent) parts.push(sql`t.employee_id as "employeeId"`);
  if (r.attachment) parts.push(sql`t.file_name as "fileName"`, sql`t.file_size as "fileSize"`);
  for (const f of shownFields(r)) {
    // a secret is never read back: only whether one is set
    if (f.type === 'secret') {
      parts.push(sql`(t.${secretCol(f)} is not null) as ${id(`${f.key}Set`)}`);
      continue;
    }
    // times as `HH:MM`, as they are written (PostgreSQL answers `HH:MM:SS`)
    const v = f.type === 'time' ? sql`to_char(t.${col(f.key)}, 'HH24:MI')` : sql`t.${col(f.key)}`;
    parts.push(sql`${v} as ${id(f.key)}`);
    if (f.type === 'ref') {
      const target = resourceByKey(f.ref!)!;
      const alias = `ref_${snake(f.key)}`;
      parts.push(sql`${id(alias)}.${col(labelField(target))} as ${id(`${f.key}Label`)}`);
      joins.push(
        sql` left join ${id(target.table)} ${id(alias)} on ${id(alias)}.tenant_id = t.tenant_id and ${id(alias)}.id = t.${col(f.key)}`,
      );
    }
  }
  for (const k of [
    'createdAt',
    'createdByType',
    'createdByName',
    'updatedAt',
    'deletedAt',
    'deletedByName',
    'deleteReason',
  ]) {
    parts.push(sql`t.${col(k)} as ${id(k)}`);
  }
  return { select: sql.join(parts, sql`, `), joins: sql.join(joins, sql``) };
}

/** A sub admin's scope is not here: row-level security applies it to every statement (decision 0012). */
function whereSql(r: TResource, q: Pick<TListQuery, 'tenantId' | 'search' | 'deleted' | 'ids' | 'employeeId'>): SQL {
  const conds: SQL[] = [
    sql`t.tenant_id = ${q.tenantId}`,
    q.deleted ? sql`t.deleted_at is not null` : sql`t.deleted_at is null`,
  ];
  if (r.parent && q.employeeId) conds.push(sql`t.employee_id = ${q.employeeId}`);
  if (q.ids)
    conds.push(
      sql`t.id in (${sql.join(
        q.ids.map((v) => sql`${v}::uuid`),
        sql`, `,
      )})`,
    );
  const searchable = shownFields(r).filter((f) => r.columns.some((c) => c.field === f.key && c.searchable));
  if (q.search && searchable.length > 0) {
    const like = `%${escapeLike(q.search)}%`;
    conds.push(
      sql`(${sql.join(
        searchable.map((f) => sql`t.${col(f.key)} ilike ${like}`),
        sql` or `,
      )})`,
    );
  }
  return sql.join(conds, sql` and `);
}

function orderSql(r: TResource, sort: string, dir: 'asc' | 'desc'): SQL {
  const f = shownFields(r).find((x) => x.key === sort);
  const d = dir === 'desc' ? sql`desc` : sql`asc`;
  if (sort === 'createdAt' || sort === 'deletedAt') return sql`t.${col(sort)} ${d} nulls last, t.id`;
  if (f?.type === 'ref')
    return sql`${id(`ref_${snake(f.key)}`)}.${col(labelField(resourceByKey(f.ref!)!))} ${d} nulls last, t.id`;
  // `nulls last` only where nulls can be: on a NOT NULL column it would stop a descending index scan
  const nulls = f?.required || f?.type === 'boolean' ? sql`` : sql` nulls last`;
  if (f && (f.type === 'text' || f.type === 'textarea' || f.type === 'email' || f.type === 'select')) {
    return sql`lower(t.${col(f.key)}) ${d}${nulls}, t.id`;
  }
  return sql`t.${col(f?.key ?? 'createdAt')} ${d}${nulls}, t.id`;
}

/** Every matching record in list order, as one query for a cursor (exports of any size). */
export function recordsQuery(r: TResource, q: TListQuery) {
  const { select, joins } = selectSql(r);
  return new PgDialect().sqlToQuery(
    sql`select ${select} from ${id(r.table)} t${joins} where ${whereSql(r, q)} order by ${orderSql(r, q.sort, q.dir)}`,
  );
}

export async function listRecords(
  db: TDb,
  r: TResource,
  q: TListQuery,
): Promise<{ rows: TRow[]; total: number; sum?: number }> {
  const { select, joins } = selectSql(r);
  const where = whereSql(r, q);
  const limit = q.all ? sql`` : sql` limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`;
  const rows = await db.execute<TRow>(
    sql`select ${select} from ${id(r.table)} t${joins} where ${where} order by ${orderSql(r, q.sort, q.dir)}${limit}`,
  );
  if (q.all && !r.sum) return { rows: rows.rows, total: rows.rows.length };
  // the sum of every matching record, not of the page (a balance): bigint, answered as a number
  const sum = r.sum ? sql`, coalesce(sum(t.${col(r.sum)}), 0)::bigint::text as s` : sql``;
  const total = await db.execute<{ n: number; s?: string }>(
    sql`select count(*)::int as n${sum} from ${id(r.table)} t where ${where}`,
  );
  const n = total.rows[0]?.n ?? 0;
  return { rows: rows.rows, total: n, ...(r.sum ? { sum: Number(total.rows[0]?.s ?? 0) } : {}) };
}

export async function getRecord(
  db: TDb,
  r: TResource,
  tenantId: string,
  recordId: string,
  opts: { deleted?: boolean; lock?: boolean } = {},
) {
  const { select, joins } = selectSql(r);
  const live =
    opts.deleted === undefined
      ? sql``
      : opts.deleted
        ? sql` and t.deleted_at is not null`
        : sql` and t.deleted_at is null`;
  const rows = await db.execute<TRow & { organizationId?: string | null }>(
    sql`select ${select} from ${id(r.table)} t${joins} where t.tenant_id = ${tenantId} and t.id = ${recordId}${live}${opts.lock ? sql` for update of t` : sql``}`,
  );
  return rows.rows[0];
}

export async function liveExists(db: TDb, r: TResource, tenantId: string, recordId: string): Promise<boolean> {
  const rows = await db.execute(
    sql`select 1 from ${id(r.table)} where tenant_id = ${tenantId} and id = ${recordId} and deleted_at is null`,
  );
  return rows.rows.length > 0;
}

type TRecordFile = { fileKey: string | null; fileName: string | null; fileType: string | null };

/** The file columns of a live record (`attachment` resources), locked for a change when `lock`. */
export async function recordFile(
  db: TDb,
  r: TResource,
  tenantId: string,
  recordId: string,
  lock = false,
): Promise<TRecordFile | undefined> {
  const rows = await db.execute<TRecordFile>(
    sql`select file_key as "fileKey", file_name as "fileName", file_type as "fileType" from ${id(r.table)}
        where tenant_id = ${tenantId} and id = ${recordId} and deleted_at is null${lock ? sql` for update` : sql``}`,
  );
  return rows.rows[0];
}

export async function setRecordFile(
  db: TDb,
  r: TResource,
  tenantId: string,
  recordId: string,
  f: { key: string; name: string; type: string; size: number } | null,
  actorId: string,
) {
  await db.execute(
    sql`update ${id(r.table)} set file_key = ${f?.key ?? null}, file_name = ${f?.name ?? null}, file_type = ${f?.type ?? null},
        file_size = ${f?.size ?? null}, updated_at = now(), updated_by = ${actorId}
        where tenant_id = ${tenantId} and id = ${recordId} and deleted_at is null`,
  );
}

/** A live employee the caller's row-level security lets them see (the parent of a tab record). */
export async function employeeExists(db: TDb, tenantId: string, employeeId: string): Promise<boolean> {
  const rows = await db.execute(
    sql`select 1 from employees where tenant_id = ${tenantId} and id = ${employeeId} and deleted_at is null`,
  );
  return rows.rows.length > 0;
}

/** Serialises a tenant's writes to one resource until the transaction ends (a package's record limit). */
export async function lockTable(db: TDb, r: TResource, tenantId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${tenantId}:${r.table}`}, 0))`);
}

export async function countLive(db: TDb, r: TResource, tenantId: string): Promise<number> {
  const rows = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from ${id(r.table)} where tenant_id = ${tenantId} and deleted_at is null`,
  );
  return rows.rows[0]?.n ?? 0;
}

type TActor = { id: string; type: string; name: string };

export async function insertRecord(
  db: TDb,
  r: TResource,
  tenantId: string,
  values: Record<string, unknown>,
  actor: TActor,
) {
  return (await insertRecords(db, r, tenantId, [values], actor))[0]!;
}

/** Many records in one statement (bulk imports: keep batches under PostgreSQL's 65,535 parameters). */
export async function insertRecords(
  db: TDb,
  r: TResource,
  tenantId: string,
  list: readonly Record<string, unknown>[],
  actor: TActor,
): Promise<string[]> {
  if (list.length === 0) return [];
  const cols = [
    sql`tenant_id`,
    ...(r.parent ? [sql`employee_id`] : []),
    ...r.fields.map(columnOf),
    sql`created_by`,
    sql`created_by_type`,
    sql`created_by_name`,
    sql`updated_by`,
  ];
  const row = (values: Record<string, unknown>) => [
    sql`${tenantId}`,
    ...(r.parent ? [sql`${values.employeeId}`] : []),
    ...r.fields.map((f) => valueSql(f, values[f.key])),
    sql`${actor.id}`,
    sql`${actor.type}`,
    sql`${actor.name}`,
    sql`${actor.id}`,
  ];
  const tuples = list.map((v) => sql`(${sql.join(row(v), sql`, `)})`);
  const rows = await db.execute<{ id: string }>(
    sql`insert into ${id(r.table)} (${sql.join(cols, sql`, `)}) values ${sql.join(tuples, sql`, `)} returning id`,
  );
  return rows.rows.map((x) => x.id);
}

export async function updateRecord(
  db: TDb,
  r: TResource,
  tenantId: string,
  recordId: string,
  values: Record<string, unknown>,
  actor: TActor,
) {
  // a secret left empty keeps the stored one
  const sets = r.fields
    .filter((f) => f.type !== 'secret' || values[f.key] != null)
    .map((f) => sql`${columnOf(f)} = ${valueSql(f, values[f.key])}`);
  sets.push(sql`updated_at = now()`, sql`updated_by = ${actor.id}`);
  await db.execute(
    sql`update ${id(r.table)} set ${sql.join(sets, sql`, `)} where tenant_id = ${tenantId} and id = ${recordId} and deleted_at is null`,
  );
}

export async function softDelete(
  db: TDb,
  r: TResource,
  tenantId: string,
  recordId: string,
  reason: string,
  actor: TActor,
) {
  await db.execute(
    sql`update ${id(r.table)} set deleted_at = now(), deleted_by = ${actor.id}, deleted_by_name = ${actor.name}, delete_reason = ${reason}
        where tenant_id = ${tenantId} and id = ${recordId} and deleted_at is null`,
  );
}

export async function restore(db: TDb, r: TResource, tenantId: string, recordId: string, actor: TActor) {
  await db.execute(
    sql`update ${id(r.table)} set deleted_at = null, deleted_by = null, deleted_by_name = null, delete_reason = null,
        updated_at = now(), updated_by = ${actor.id}
        where tenant_id = ${tenantId} and id = ${recordId} and deleted_at is not null`,
  );
}

/**
 * A record's label as text: its label field, or, when that field is a reference (a disclosure is named by its
 * organization), the referenced record's label. The table is aliased `t`.
 */
function labelSql(r: TResource): { label: SQL; joins: SQL } {
  const f = r.fields.find((x) => x.key === labelField(r))!;
  if (f.type !== 'ref') return { label: sql`t.${col(f.key)}::text`, joins: sql`` };
  const target = resourceByKey(f.ref!)!;
  return {
    label: sql`coalesce(ref.${col(labelField(target))}::text, '')`,
    joins: sql` left join ${id(target.table)} ref on ref.tenant_id = t.tenant_id and ref.id = t.${col(f.key)}`,
  };
}

/** The most options one answer holds; a longer list is searched (`optionSearch`). */
export const OPTIONS_MAX = 1000;

export async function options(db: TDb, r: TResource, tenantId: string) {
  return (await optionSearch(db, r, tenantId, { limit: OPTIONS_MAX })).rows;
}

/**
 * Live records as options, by label: those whose label contains `search` (any case), at most `limit`, with how many
 * match in all, so a picker can say that there are more and ask for a narrower search instead of cutting silently.
 */
export async function optionSearch(
  db: TDb,
  r: TResource,
  tenantId: string,
  q: { search?: string; limit: number; organizationId?: string; ids?: string[] },
) {
  const { label, joins } = labelSql(r);
  const hasOrg = r.fields.some((f) => f.key === 'organizationId');
  const org = hasOrg ? sql`, t.organization_id as "organizationId"` : sql``;
  const conds = [sql`t.tenant_id = ${tenantId}`, sql`t.deleted_at is null`];
  if (q.search) conds.push(sql`${label} ilike ${`%${escapeLike(q.search)}%`}`);
  // one organization's records and the tenant-wide ones (no organization), as its forms offer them
  if (hasOrg && q.organizationId)
    conds.push(sql`(t.organization_id = ${q.organizationId} or t.organization_id is null)`);
  // the labels of chosen records (a form opened on saved values), whatever their number
  if (q.ids) conds.push(sql`t.id = any(${`{${q.ids.join(',')}}`}::uuid[])`);
  const limit = q.ids ? q.ids.length : q.limit;
  const where = sql.join(conds, sql` and `);
  const rows = await db.execute<{ id: string; label: string; organizationId?: string | null; total: number }>(
    sql`select t.id, ${label} as label${org}, count(*) over ()::int as total
          from ${id(r.table)} t${joins} where ${where} order by lower(${label}), t.id limit ${limit}`,
  );
  // a tenant-wide record (no organization) is offered to every organization's forms
  return {
    rows: rows.rows.map((o) =>
      o.organizationId ? { id: o.id, label: o.label, organizationId: o.organizationId } : { id: o.id, label: o.label },
    ),
    total: rows.rows[0]?.total ?? 0,
  };
}
