import { z } from 'zod';
import {
  type TBusinessCategory,
  type TTenantDefaults,
  ZCategoryInput,
  ZCategoryName,
  ZTenantDefaults,
} from '@staffdesk/core/platform-settings-api';
import { actorOf, auditIn, type TAuditEvent, type TRequestInfo } from '../../platform/audit/audit.ts';
import type { TDb } from '../../platform/db/db.ts';
import { appError, notFound, parseBody } from '../../platform/errors.ts';
import type { TAuth } from '../../platform/http/access.ts';
import type { TServices } from '../../platform/services.ts';
import * as repo from './platform-settings.repo.ts';

/** The console's settings of spec 6 (issue 20, decision 0050): new tenants' defaults, business categories. */
const audit = (db: TDb, auth: TAuth, req: TRequestInfo, e: Omit<TAuditEvent, 'tenantId' | 'actor'>) =>
  auditIn(db, { tenantId: null, actor: actorOf(auth), ...e }, req);

export const getTenantDefaults = (s: TServices) => s.database.platform((db) => repo.tenantDefaults(db));

export async function saveTenantDefaults(s: TServices, auth: TAuth, body: unknown, req: TRequestInfo) {
  const input: TTenantDefaults = parseBody(ZTenantDefaults, body);
  return s.database.platform(async (db) => {
    const before = await repo.tenantDefaults(db);
    await repo.setTenantDefaults(db, input);
    await audit(db, auth, req, {
      action: 'platform.defaults',
      entity: 'platformSettings',
      entityId: 'tenantDefaults',
      before,
      after: input,
    });
    return input;
  });
}

export const listCategories = (s: TServices) => s.database.platform((db) => repo.listCategories(db));
export const publicCategories = (s: TServices) => s.database.anonymous((db) => repo.publicCategories(db));

const duplicate = () => appError(409, 'duplicate', { name: 'duplicate' });

export async function createCategory(s: TServices, auth: TAuth, body: unknown, req: TRequestInfo) {
  const input = parseBody(ZCategoryInput, body);
  return s.database.platform(async (db): Promise<TBusinessCategory> => {
    if (input.parentId) {
      const parent = await repo.findCategory(db, input.parentId, true);
      // a sub category hangs off a category, never off another sub category
      if (!parent || parent.parentId) throw appError(400, 'validation', { parentId: 'invalidOption' });
    }
    if (await repo.nameTaken(db, input.parentId, input.name)) throw duplicate();
    const id = await repo.insertCategory(db, input.parentId, input.name);
    await audit(db, auth, req, { action: 'category.create', entity: 'businessCategory', entityId: id, after: input });
    return { id, parentId: input.parentId, name: input.name, tenants: 0, requests: 0 };
  });
}

export async function renameCategory(s: TServices, auth: TAuth, id: string, body: unknown, req: TRequestInfo) {
  const input = parseBody(ZCategoryName, body);
  return s.database.platform(async (db) => {
    const before = await repo.findCategory(db, id, true);
    if (!before) throw notFound();
    if (await repo.nameTaken(db, before.parentId, input.name, id)) throw duplicate();
    await repo.renameCategory(db, id, input.name);
    await audit(db, auth, req, {
      action: 'category.update',
      entity: 'businessCategory',
      entityId: id,
      before: { name: before.name },
      after: input,
    });
    return (await repo.listCategories(db)).find((c) => c.id === id)!;
  });
}

/** Deleted only while nothing names it: tenants and requests keep their category, sub categories their parent. */
export async function deleteCategory(s: TServices, auth: TAuth, id: string, req: TRequestInfo) {
  await s.database.platform(async (db) => {
    const before = await repo.findCategory(db, id, true);
    if (!before) throw notFound();
    if ((await repo.categoryUses(db, id)) > 0) throw appError(409, 'inUse');
    await repo.deleteCategory(db, id);
    await audit(db, auth, req, { action: 'category.delete', entity: 'businessCategory', entityId: id, before });
  });
}

/**
 * A category and sub category as a company or the console picks them: both optional, the sub category only with
 * its own category. 400 `validation` (`categoryId`/`subcategoryId`: invalidOption) otherwise.
 */
const isUuid = (v: string) => z.uuid().safeParse(v).success;

export async function checkCategoryPair(db: TDb, categoryId: string | null, subcategoryId: string | null) {
  const bad = (field: string) => appError(400, 'validation', { [field]: 'invalidOption' });
  if (!categoryId) {
    if (subcategoryId) throw bad('subcategoryId');
    return;
  }
  if (!isUuid(categoryId)) throw bad('categoryId');
  if (subcategoryId && !isUuid(subcategoryId)) throw bad('subcategoryId');
  const category = await repo.findCategory(db, categoryId);
  if (!category || category.parentId) throw bad('categoryId');
  if (!subcategoryId) return;
  const sub = await repo.findCategory(db, subcategoryId);
  if (sub?.parentId !== categoryId) throw bad('subcategoryId');
}
