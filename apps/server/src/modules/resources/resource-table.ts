import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
  type PgColumnBuilderBase,
  type PgTableWithColumns,
} from 'drizzle-orm/pg-core';
import { snake } from '@staffdesk/core/resources/resource-schema';
import { shownFields, type TField, type TResource } from '@staffdesk/core/resources/resource-types';
import { tenants } from '../tenants/tenants.tables.ts';

const NO_REF = '00000000-0000-0000-0000-000000000000';

// biome-ignore lint/suspicious/noExplicitAny: drizzle types a table by its columns, which a declaration only knows at run time
type TAnyTable = PgTableWithColumns<any>;

function column(field: TField): PgColumnBuilderBase {
  const name = snake(field.key);
  // a field required only while another field shows it is empty otherwise
  const f = field.showWhen || field.serverOptional ? { ...field, required: false } : field;
  switch (f.type) {
    case 'int':
    case 'duration':
      // a required number with a default has it in the database too, so adding one to a table with rows works
      return f.required
        ? typeof f.default === 'number'
          ? integer(name).notNull().default(f.default)
          : integer(name).notNull()
        : integer(name);
    case 'decimal':
      // like a number: a required one with a default has it in the database too
      return f.required && f.default !== undefined && f.default !== null
        ? numeric(name, { precision: 12 + (f.scale ?? 2), scale: f.scale ?? 2 })
            .notNull()
            .default(String(f.default))
        : numeric(name, { precision: 12 + (f.scale ?? 2), scale: f.scale ?? 2 });
    case 'date':
      return f.required ? date(name, { mode: 'string' }).notNull() : date(name, { mode: 'string' });
    case 'time':
      // time of day without a zone (a shift's 08:00 is the organization's local 08:00)
      return f.required ? time(name, { precision: 0 }).notNull() : time(name, { precision: 0 });
    case 'boolean':
      return boolean(name)
        .notNull()
        .default(Boolean(f.default ?? false));
    case 'ref':
      return f.required ? uuid(name).notNull() : uuid(name);
    case 'options':
      return jsonb(name).$type<string[]>().notNull().default([]);
    case 'locations':
    case 'entitlements':
    case 'brackets':
      return jsonb(name).$type<unknown[]>().notNull().default([]);
    case 'weekdays':
      return jsonb(name)
        .$type<number[]>()
        .notNull()
        .default([...((f.default as readonly number[] | undefined) ?? [])]);
    case 'secret':
      // an argon2id hash, never the value
      return text(`${name}_hash`);
    case 'richtext':
      // sanitised HTML, stored once (short versions are derived when shown)
      return f.required ? text(name).notNull() : text(name);
    default:
      // a required choice with a default gets it in the database too, so adding one to a table with rows works
      return f.required
        ? typeof f.default === 'string'
          ? text(name).notNull().default(f.default)
          : text(name).notNull()
        : text(name);
  }
}

/**
 * The table of a declared resource: tenant_id leading the primary key and every index and foreign key, the
 * declared fields, who created / changed / deleted it, and soft delete with a reason. Uniqueness holds among live
 * records only, per tenant, case-insensitively. A record of an employee (`parent`) carries `employee_id`, a foreign
 * key to the employees table passed as `parent`; one with an attachment carries its file's key, name, type and size.
 */
export function resourceTable(r: TResource, refs: Record<string, TAnyTable> = {}, parent?: TAnyTable): TAnyTable {
  const cols: Record<string, PgColumnBuilderBase> = {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    id: uuid('id').notNull().default(sql`gen_random_uuid()`),
  };
  if (r.parent) cols.employeeId = uuid('employee_id').notNull();
  for (const f of r.fields) cols[f.key] = column(f);
  for (const f of r.computed ?? []) cols[f.key] = column(f);
  if (r.attachment)
    Object.assign(cols, {
      fileKey: text('file_key'),
      fileName: text('file_name'),
      fileType: text('file_type'),
      fileSize: integer('file_size'),
    });
  Object.assign(cols, {
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid('created_by'),
    createdByType: text('created_by_type'),
    createdByName: text('created_by_name'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: uuid('deleted_by'),
    deletedByName: text('deleted_by_name'),
    deleteReason: text('delete_reason'),
  });
  // biome-ignore lint/suspicious/noExplicitAny: the columns are built from the declaration at run time (see TAnyTable)
  return pgTable(r.table, cols, (t: Record<string, any>) => [
    primaryKey({ name: `${r.table}_pk`, columns: [t.tenantId, t.id] }),
    index(`${r.table}_live`).on(t.tenantId, t.deletedAt),
    ...(r.parent && parent
      ? [
          foreignKey({
            name: `${r.table}_employee_fk`,
            columns: [t.tenantId, t.employeeId],
            foreignColumns: [parent.tenantId, parent.id],
          }),
          index(`${r.table}_employee_ix`).on(t.tenantId, t.employeeId),
        ]
      : []),
    ...r.fields
      .filter((f) => f.unique)
      .map((f) =>
        uniqueIndex(`${r.table}_${snake(f.key)}_uq`)
          .on(
            t.tenantId,
            // an empty reference (all organizations) is one value here, not a distinct NULL each time
            ...(f.uniqueWith ?? []).map((k) => {
              const other = r.fields.find((x) => x.key === k);
              return other?.type === 'ref' && !other.required
                ? sql`coalesce(${t[k]}, ${sql.raw(`'${NO_REF}'::uuid`)})`
                : t[k];
            }),
            f.type === 'text' ? sql`lower(${t[f.key]})` : t[f.key],
          )
          .where(sql`deleted_at is null`),
      ),
    // computed references are history (what a promotion changed from): they keep no record from being deleted
    ...r.fields
      .filter((f) => f.type === 'ref' && refs[f.ref!])
      .map((f) =>
        foreignKey({
          name: `${r.table}_${snake(f.key)}_fk`,
          columns: [t.tenantId, t[f.key]],
          foreignColumns: [refs[f.ref!]!.tenantId, refs[f.ref!]!.id],
        }),
      ),
    ...shownFields(r)
      .filter((f) => f.type === 'ref')
      .map((f) => index(`${r.table}_${snake(f.key)}_ix`).on(t.tenantId, t[f.key])),
  ]);
}
