import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  foreignKey,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { organizations } from '../resources/resources.tables.ts';
import { tenants } from '../tenants/tenants.tables.ts';

/** Who was involved: employees and visitors by id, with the name they had then. */
export type TInvolved = { kind: 'employee' | 'visitor'; id: string; name: string; detail: string | null };

/**
 * Incidents (issue 17, decision 0041): what a guard reports — type, when, where, who was involved, priority — in an
 * organization (a scoped sub admin sees their organizations' incidents, by the organization scope rule). Numbered
 * per tenant and year (`INC-2026-0001`). HR follows up: assignee, status, comments; closed is final.
 */
export const incidents = pgTable(
  'incidents',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    id: uuid('id').notNull().default(sql`gen_random_uuid()`),
    number: text('number').notNull(),
    organizationId: uuid('organization_id').notNull(),
    type: text('type').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    place: text('place').notNull(),
    description: text('description').notNull(),
    priority: text('priority').notNull(),
    status: text('status').notNull().default('open'),
    people: jsonb('people').$type<TInvolved[]>().notNull().default([]),
    assigneeId: uuid('assignee_id'),
    assigneeName: text('assignee_name'),
    reportedBy: uuid('reported_by').notNull(),
    reportedByName: text('reported_by_name').notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedByName: text('closed_by_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'incidents_pk', columns: [t.tenantId, t.id] }),
    check('incidents_status_ck', sql`${t.status} in ('open', 'investigating', 'closed')`),
    check('incidents_priority_ck', sql`${t.priority} in ('low', 'moderate', 'high', 'veryHigh')`),
    check('incidents_closed_ck', sql`(${t.status} = 'closed') = (${t.closedAt} is not null)`),
    foreignKey({
      name: 'incidents_organization_fk',
      columns: [t.tenantId, t.organizationId],
      foreignColumns: [organizations.tenantId, organizations.id],
    }),
    uniqueIndex('incidents_number_uq').on(t.tenantId, t.number),
    index('incidents_when_ix').on(t.tenantId, t.occurredAt),
    index('incidents_status_ix').on(t.tenantId, t.status),
  ],
);

/** An incident's pictures (WebP with a thumbnail), other media (sound, PDF) and videos, in the file store. */
export const incidentFiles = pgTable(
  'incident_files',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    id: uuid('id').notNull().default(sql`gen_random_uuid()`),
    incidentId: uuid('incident_id').notNull(),
    kind: text('kind').notNull(),
    fileKey: text('file_key').notNull(),
    thumbKey: text('thumb_key'),
    type: text('type').notNull(),
    name: text('name').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    createdBy: uuid('created_by').notNull(),
    createdByName: text('created_by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'incident_files_pk', columns: [t.tenantId, t.id] }),
    check('incident_files_kind_ck', sql`${t.kind} in ('image', 'media', 'video')`),
    foreignKey({
      name: 'incident_files_incident_fk',
      columns: [t.tenantId, t.incidentId],
      foreignColumns: [incidents.tenantId, incidents.id],
    }).onDelete('cascade'),
    index('incident_files_incident_ix').on(t.tenantId, t.incidentId),
  ],
);

/** The follow-up: comments, and each assignment and status change with its note. */
export const incidentComments = pgTable(
  'incident_comments',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    id: uuid('id').notNull().default(sql`gen_random_uuid()`),
    incidentId: uuid('incident_id').notNull(),
    event: text('event').notNull(),
    text: text('text').notNull(),
    value: text('value'),
    authorId: uuid('author_id').notNull(),
    authorName: text('author_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'incident_comments_pk', columns: [t.tenantId, t.id] }),
    check('incident_comments_event_ck', sql`${t.event} in ('comment', 'assigned', 'status')`),
    foreignKey({
      name: 'incident_comments_incident_fk',
      columns: [t.tenantId, t.incidentId],
      foreignColumns: [incidents.tenantId, incidents.id],
    }).onDelete('cascade'),
    index('incident_comments_incident_ix').on(t.tenantId, t.incidentId, t.createdAt),
  ],
);
