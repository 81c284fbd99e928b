import { sql } from 'drizzle-orm';
import type { TDb } from '../db/db.ts';
import { atCommitSql } from '../db/prepared.ts';
import type { auditLog } from './audit.tables.ts';

export type TAuditEntry = typeof auditLog.$inferInsert;

/**
 * Every change writes one, sent with its transaction's commit — no round trip of its own (`id` and `at` are the
 * table's own).
 */
const insertRow = atCommitSql(
  'audit_insert',
  (
    p,
  ) => sql`insert into audit_log (tenant_id, actor_id, actor_type, actor_name, action, entity, entity_id, before, after,
                                   reason, ip, user_agent, organization_id)
             values (${p('tenantId')}, ${p('actorId')}, ${p('actorType')}, ${p('actorName')}, ${p('action')},
                     ${p('entity')}, ${p('entityId')}, ${p('before')}::jsonb, ${p('after')}::jsonb, ${p('reason')},
                     ${p('ip')}, ${p('userAgent')}, ${p('organizationId')})`,
);

const json = (v: unknown) => (v === undefined || v === null ? null : JSON.stringify(v));

export async function insertAudit(db: TDb, e: TAuditEntry) {
  await insertRow(db, {
    tenantId: e.tenantId ?? null,
    actorId: e.actorId ?? null,
    actorType: e.actorType ?? null,
    actorName: e.actorName ?? null,
    action: e.action,
    entity: e.entity,
    entityId: e.entityId ?? null,
    before: json(e.before),
    after: json(e.after),
    reason: e.reason ?? null,
    ip: e.ip ?? null,
    userAgent: e.userAgent ?? null,
    organizationId: e.organizationId ?? null,
  });
}
