import { ALL_PUBLIC_PAGES, signInPublic } from '@staffdesk/core/branding-api';
import type { FastifyRequest } from 'fastify';
import type { TTenantDetail, TTenantSettingsInput } from '@staffdesk/core/platform';
import { allFeatures } from '@staffdesk/core/tenants';
import { actorOf, auditIn } from '../../platform/audit/audit.ts';
import type { TDb } from '../../platform/db/db.ts';
import { appError, notFound } from '../../platform/errors.ts';
import type { TAuth } from '../../platform/http/access.ts';
import { parseSort, type TListQuery } from '../../platform/http/list.ts';
import type { TServices } from '../../platform/services.ts';
import { revokeTenantSessions } from '../credentials/credentials.repo.ts';
import { cacheOf } from '../careers/careers.cache.ts';
import { checkCategoryPair } from '../platform-settings/platform-settings.service.ts';
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
    categoryId: t.categoryId,
    subcategoryId: t.subcategoryId,
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
    const category =
      input.categoryId === undefined
        ? { categoryId: before.categoryId, subcategoryId: before.subcategoryId }
        : { categoryId: input.categoryId, subcategoryId: input.subcategoryId ?? null };
    await checkCategoryPair(db, category.categoryId, category.subcategoryId);
    await repo.updateTenant(db, id, { package: input.package, features, ...category });
    await auditIn(
      db,
      {
        tenantId: id,
        actor: actorOf(auth),
        action: 'tenant.settings',
        entity: 'tenant',
        entityId: id,
        before: {
          package: before.package,
          features: before.features,
          categoryId: before.categoryId,
          subcategoryId: before.subcategoryId,
        },
        after: { package: input.package, features, ...category },
      },
      req,
    );
    return detail(db, id);
  });
  await s.sessions.invalidate({ tenantId: id });
  cacheOf(s).invalidate({ tenantId: id, tenant: true });
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
  cacheOf(s).invalidate({ tenantId: id, tenant: true });
  return out;
}

/** A tenant's public face (the login page): 404 `accountNotFound` for an unknown account. */
export async function publicTenant(s: TServices, account: string) {
  const t = await s.database.anonymous((db) => repo.findTenantByAccount(db, account.toLowerCase()));
  if (!t) throw appError(404, 'accountNotFound');
  return {
    account: t.account,
    name: t.name,
    defaultLanguage: t.defaultLanguage,
    status: t.status,
    publicPages: { ...ALL_PUBLIC_PAGES, ...t.publicPages },
    signIn: signInPublic(t.signIn),
  };
}

/** The console's tenant list with user counts. */
export async function listTenantSummaries(s: TServices, q: TListQuery & { categoryId?: string }) {
  const sort = parseSort<repo.TTenantSort>(q.sort, repo.TENANT_SORTS, 'account');
  const r = await s.database.platform((db) =>
    repo.listTenants(db, {
      search: q.search?.trim() || undefined,
      categoryId: q.categoryId,
      sort: sort.field,
      dir: sort.dir,
      page: q.page,
      pageSize: q.pageSize,
    }),
  );
  return {
    rows: r.rows.map(({ tenant: t, users }) => ({
      id: t.id,
      account: t.account,
      name: t.name,
      package: t.package,
      status: t.status,
      defaultLanguage: t.defaultLanguage,
      users: Number(users),
      features: t.features,
      categoryId: t.categoryId,
      subcategoryId: t.subcategoryId,
      createdAt: t.createdAt.toISOString(),
    })),
    total: r.total,
    page: q.page,
    pageSize: q.pageSize,
  };
}
