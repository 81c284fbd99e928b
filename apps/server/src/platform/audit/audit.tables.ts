import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Append-only audit log. tenant_id is null for platform events (super admin), so RLS lets a tenant see its own
 * rows and the platform context see all; a trigger refuses UPDATE and DELETE.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tenantId: uuid('tenant_id'),
    at: timestamp('at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
    actorId: uuid('actor_id'),
    actorType: text('actor_type'),
    actorName: text('actor_name'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** the organization the entry's record belongs to, when it belongs to one: a scoped sub admin sees only theirs */
    organizationId: uuid('organization_id'),
  },
  (t) => [index('audit_log_tenant_at').on(t.tenantId, t.at)],
);
