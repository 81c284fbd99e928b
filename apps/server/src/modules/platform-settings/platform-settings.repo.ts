import { asc, eq, sql } from 'drizzle-orm';
import {
  BUILT_IN_TENANT_DEFAULTS,
  type TBusinessCategory,
  type TCategoryName,
  type TPublicCategory,
  type TTenantDefaults,
} from '@staffdesk/core/platform-settings-api';
import type { TDb } from '../../platform/db/db.ts';
import { businessCategories, platformSettings } from './platform-settings.tables.ts';

/** The defaults a new tenant starts with: the super admin's, else the built-in ones. */
export async function tenantDefaults(db: TDb): Promise<TTenantDefaults> {
  const rows = await db
    .select({ d: platformSettings.tenantDefaults })
    .from(platformSettings)
    .where(eq(platformSettings.id, 1));
  return { ...BUILT_IN_TENANT_DEFAULTS, ...rows[0]?.d };
}

export async function setTenantDefaults(db: TDb, d: TTenantDefaults) {
  await db
    .insert(platformSettings)
    .values({ id: 1, tenantDefaults: d })
    .onConflictDoUpdate({ target: platformSettings.id, set: { tenantDefaults: d, updatedAt: sql`now()` } });
}

const names = {
  id: businessCategories.id,
  parentId: businessCategories.parentId,
  en: businessCategories.nameEn,
  km: businessCategories.nameKm,
  zh: businessCategories.nameZh,
};
type TNamedRow = { id: string; parentId: string | null; en: string; km: string; zh: string };
const publicOf = (r: TNamedRow): TPublicCategory => ({
  id: r.id,
  parentId: r.parentId,
  name: { en: r.en, km: r.km, zh: r.zh },
});

/** Every category then its sub categories, by English name. */
export async function publicCategories(db: TDb): Promise<TPublicCategory[]> {
  const rows = await db
    .select(names)
    .from(businessCategories)
    .orderBy(asc(sql`lower(${businessCategories.nameEn})`));
  return rows.map(publicOf);
}

// spelled out: the column names would bind to the inner table in a subquery (see tenants.repo)
const uses = (table: 'tenants' | 'signup_requests') =>
  sql<number>`(select count(*)::int from ${sql.raw(table)} x
    where x.category_id = "business_categories"."id" or x.subcategory_id = "business_categories"."id")`;

/** The console's list: each with how many tenants and sign-up requests name it. */
export async function listCategories(db: TDb): Promise<TBusinessCategory[]> {
  const rows = await db
    .select({ ...names, tenants: uses('tenants'), requests: uses('signup_requests') })
    .from(businessCategories)
    .orderBy(asc(sql`lower(${businessCategories.nameEn})`));
  return rows.map((r) => ({ ...publicOf(r), tenants: Number(r.tenants), requests: Number(r.requests) }));
}

export async function findCategory(db: TDb, id: string, lock = false) {
  const q = db.select(names).from(businessCategories).where(eq(businessCategories.id, id));
  const rows = await (lock ? q.for('update') : q).limit(1);
  return rows[0] ? publicOf(rows[0]) : undefined;
}

/** Whether a sibling (same parent) already has one of these names, in any language (case-insensitive). */
export async function nameTaken(db: TDb, parentId: string | null, n: TCategoryName['name'], except?: string) {
  const r = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from business_categories
     where parent_id is not distinct from ${parentId}
       and id is distinct from ${except ?? null}::uuid
       and (lower(name_en) = lower(${n.en}) or lower(name_km) = lower(${n.km}) or lower(name_zh) = lower(${n.zh}))`);
  return (r.rows[0]?.n ?? 0) > 0;
}

export async function insertCategory(db: TDb, parentId: string | null, n: TCategoryName['name']) {
  const rows = await db
    .insert(businessCategories)
    .values({ parentId, nameEn: n.en, nameKm: n.km, nameZh: n.zh })
    .returning({ id: businessCategories.id });
  return rows[0]!.id;
}

export async function renameCategory(db: TDb, id: string, n: TCategoryName['name']) {
  await db
    .update(businessCategories)
    .set({ nameEn: n.en, nameKm: n.km, nameZh: n.zh })
    .where(eq(businessCategories.id, id));
}

/** Tenants, sign-up requests and sub categories that name the category. */
export async function categoryUses(db: TDb, id: string) {
  const r = await db.execute<{ n: number }>(sql`
    select (select count(*) from tenants where category_id = ${id} or subcategory_id = ${id})
         + (select count(*) from signup_requests where category_id = ${id} or subcategory_id = ${id})
         + (select count(*) from business_categories where parent_id = ${id}) as n`);
  return Number(r.rows[0]?.n ?? 0);
}

export async function deleteCategory(db: TDb, id: string) {
  await db.delete(businessCategories).where(eq(businessCategories.id, id));
}
