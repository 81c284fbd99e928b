import { auditIn, type TAuditEvent, type TRequestInfo } from '../../platform/audit/audit.ts';
import type { TDb } from '../../platform/db/db.ts';
import { revokeUserSessions } from './credentials.repo.ts';

/**
 * Stops or restarts a login (HR admins, sub admins, security users, super users), in the caller's transaction:
 * when the state changes, `write` stores it, a stopped login's sessions are revoked and `<action>.disable|enable`
 * is audited. The caller invalidates cached sessions after the commit.
 */
export async function switchLogin(
  db: TDb,
  o: {
    tenantId: string | null;
    userId: string;
    was: boolean;
    disabled: boolean;
    actor: TAuditEvent['actor'];
    /** the audit action's prefix, e.g. `staff` */
    action: string;
    entity: string;
    write: () => Promise<unknown>;
  },
  req?: TRequestInfo,
) {
  if (o.was === o.disabled) return;
  await o.write();
  if (o.disabled) await revokeUserSessions(db, { tenantId: o.tenantId, userId: o.userId });
  await auditIn(
    db,
    {
      tenantId: o.tenantId,
      actor: o.actor,
      action: `${o.action}.${o.disabled ? 'disable' : 'enable'}`,
      entity: o.entity,
      entityId: o.userId,
      before: { disabled: o.was },
      after: { disabled: o.disabled },
    },
    req,
  );
}
