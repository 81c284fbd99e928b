import type { FastifyRequest } from 'fastify';
import type { TTenantDetail, TTenantSettingsInput } from '@staffdesk/core/platform';
import { allFeatures } from '@staffdesk/core/tenants';
import { actorOf, auditIn } from '../../platform/audit/audit.ts';
import type { TDb } from '../../platform/db/db.ts';
import { notFound } from '../../platform/errors.ts';
import type { TAuth } from '../../platform/http/access.ts';
import type { TServices } from '../../platform/services.ts';
import { revokeTenantSessions } from '../credentials/credentials.repo.ts';
import * as repo from './tenants.repo.ts';

async function detail(db: TDb, id: string): Promise<TTenantDetail> {
  const d = await repo.tenantDetail(db, id);
  if (!d) throw notFound();
  const t = d.tenant;
  return {
    id: t.id,
    account: t.account,
    name: t.name,
    package: t.package,
    status: t.status,
    defaultLanguage: t.defaultLanguage,
    features: { ...allFeatures(false), ...t.features },
    users: Number(d.users),
    hrAdmins: Number(d.hrAdmins),
    createdAt: t.createdAt.toISOString(),
  };
}

export const getTenant = (s: TServices, id: string) => s.database.platform((db) => detail(db, id));

/**
 * `/settingsadminapp`: a tenant's package and feature flags. Sessions read the tenant on every lookup, so its users'
 * menus follow at their next page load; this instance's session cache is dropped at once.
 */
export async function updateSettings(
  s: TServices,
  auth: TAuth,
  id: string,
  input: TTenantSettingsInput,
  req: FastifyRequest,
) {
  const out = await s.database.platform(async (db) => {
    const before = await repo.lockTenant(db, id);
    if (!before) throw notFound();
    const features = { ...allFeatures(false), ...input.features };
    await repo.updateTenant(db, id, { package: input.package, features });
    await auditIn(
      db,
      {
        tenantId: id,
        actor: actorOf(auth),
        action: 'tenant.settings',
        entity: 'tenant',
        entityId: id,
        before: { package: before.package, features: before.features },
        after: { package: input.package, features },
      },
      req,
    );
    return detail(db, id);
  });
  await s.sessions.invalidate({ tenantId: id });
  return out;
}

/** Suspending ends every session of the tenant; its users' logins answer 7 'Login Unsuccessful' until reactivated. */
export async function setStatus(
  s: TServices,
  auth: TAuth,
  id: string,
  status: 'active' | 'suspended',
  reason: string | undefined,
  req: FastifyRequest,
) {
  const out = await s.database.platform(async (db) => {
    const before = await repo.lockTenant(db, id);
    if (!before) throw notFound();
    if (before.status !== status) {
      await repo.updateTenant(db, id, { status });
      if (status === 'suspended') await revokeTenantSessions(db, id);
      await auditIn(
        db,
        {
          tenantId: id,
          actor: actorOf(auth),
          action: status === 'suspended' ? 'tenant.suspend' : 'tenant.reactivate',
          entity: 'tenant',
          entityId: id,
          before: { status: before.status },
          after: { status },
          reason: reason || null,
        },
        req,
      );
    }
    return detail(db, id);
  });
  await s.sessions.invalidate({ tenantId: id });
  return out;
}
