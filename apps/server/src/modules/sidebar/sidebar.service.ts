import { eq } from 'drizzle-orm';
import { type TSidebar, ZSidebarInput } from '@staffdesk/core/sidebar-api';
import { actorOf, auditIn, type TRequestInfo } from '../../platform/audit/audit.ts';
import type { TDb } from '../../platform/db/db.ts';
import { parseBody } from '../../platform/errors.ts';
import type { TAuth } from '../../platform/http/access.ts';
import type { TServices } from '../../platform/services.ts';
import { tenants } from '../tenants/tenants.tables.ts';

/**
 * The tenant's custom mode and the privilege pages it switches off (issue 20, spec 2.3; see core `sidebar-api`).
 * The session applies them (`authFromLookup`), so a save forgets the tenant's cached sessions.
 */
async function current(db: TDb, tenantId: string, lock: boolean): Promise<TSidebar> {
  const q = db
    .select({ customMode: tenants.customMode, hiddenPages: tenants.hiddenPages })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  const rows = await (lock ? q.for('update') : q).limit(1);
  return rows[0]!;
}

export const getSidebar = (s: TServices, auth: TAuth) =>
  s.database.tenant(auth, (db) => current(db, auth.tenantId!, false));

export async function saveSidebar(s: TServices, auth: TAuth, body: unknown, req: TRequestInfo): Promise<TSidebar> {
  const input = parseBody(ZSidebarInput, body);
  const after: TSidebar = { customMode: input.customMode, hiddenPages: [...new Set(input.hiddenPages)] };
  const out = await s.database.tenant(auth, async (db) => {
    const before = await current(db, auth.tenantId!, true);
    await db.update(tenants).set(after).where(eq(tenants.id, auth.tenantId!));
    await auditIn(
      db,
      {
        tenantId: auth.tenantId!,
        actor: actorOf(auth),
        action: 'sidebar.update',
        entity: 'sidebar',
        entityId: auth.tenantId!,
        before,
        after,
      },
      req,
    );
    return after;
  });
  await s.sessions.invalidate({ tenantId: auth.tenantId! });
  return out;
}
