import { and, eq, sql } from 'drizzle-orm';
import type { TDb } from '../../platform/db/db.ts';
import { CHANGED_TEXTS_CHANNEL } from '../../platform/changed-texts.ts';
import { platformTranslations, translationOverrides } from './translations.tables.ts';

export type TOverride = { language: string; namespace: string; key: string; value: string };
/** Whose texts: the platform's (every tenant) or one tenant's (its users). */
export type TTextScope = { tenantId: string | null };

const cols = (t: typeof platformTranslations | typeof translationOverrides) => ({
  language: t.language,
  namespace: t.namespace,
  key: t.key,
  value: t.value,
});

export function overridesOf(db: TDb, scope: TTextScope, language?: string): Promise<TOverride[]> {
  if (scope.tenantId === null)
    return db
      .select(cols(platformTranslations))
      .from(platformTranslations)
      .where(language ? eq(platformTranslations.language, language) : undefined);
  return db
    .select(cols(translationOverrides))
    .from(translationOverrides)
    .where(
      and(
        eq(translationOverrides.tenantId, scope.tenantId),
        language ? eq(translationOverrides.language, language) : undefined,
      ),
    );
}

const tableOf = (scope: TTextScope) => (scope.tenantId === null ? platformTranslations : translationOverrides);

/** The one text of a scope by language, namespace and key. */
const oneText = (scope: TTextScope, id: Omit<TOverride, 'value'>) => {
  const t = tableOf(scope);
  return and(
    scope.tenantId === null ? undefined : eq(translationOverrides.tenantId, scope.tenantId),
    eq(t.language, id.language),
    eq(t.namespace, id.namespace),
    eq(t.key, id.key),
  );
};

export async function overrideOf(db: TDb, scope: TTextScope, id: Omit<TOverride, 'value'>) {
  const t = tableOf(scope);
  const rows = await db.select(cols(t)).from(t).where(oneText(scope, id)).limit(1);
  return rows[0];
}

/** Every instance holds the changed texts in memory for what the server writes: a change tells them all once it commits. */
async function told(db: TDb) {
  await db.execute(sql`select pg_notify(${CHANGED_TEXTS_CHANNEL}, '{}')`);
}

export async function saveOverride(db: TDb, scope: TTextScope, o: TOverride, by: { id: string; name: string }) {
  await told(db);
  const row = { ...o, updatedBy: by.id, updatedByName: by.name, updatedAt: sql`now()` };
  if (scope.tenantId === null)
    await db
      .insert(platformTranslations)
      .values(row)
      .onConflictDoUpdate({
        target: [platformTranslations.language, platformTranslations.namespace, platformTranslations.key],
        set: { value: o.value, updatedBy: by.id, updatedByName: by.name, updatedAt: sql`now()` },
      });
  else
    await db
      .insert(translationOverrides)
      .values({ ...row, tenantId: scope.tenantId })
      .onConflictDoUpdate({
        target: [
          translationOverrides.tenantId,
          translationOverrides.language,
          translationOverrides.namespace,
          translationOverrides.key,
        ],
        set: { value: o.value, updatedBy: by.id, updatedByName: by.name, updatedAt: sql`now()` },
      });
}

export async function removeOverride(db: TDb, scope: TTextScope, id: Omit<TOverride, 'value'>) {
  await told(db);
  await db.delete(tableOf(scope)).where(oneText(scope, id));
}

/**
 * Whether a tenant user sees their tenant's texts: their organization's translation type when they are an employee,
 * else the tenant's.
 */
export async function usesCustomTexts(db: TDb, tenantId: string, userId: string): Promise<boolean> {
  const r = await db.execute<{ custom: boolean }>(sql`
    select coalesce(
             (select o.translation_type = 'custom'
                from employees e join organizations o on o.tenant_id = e.tenant_id and o.id = e.organization_id
               where e.tenant_id = ${tenantId} and e.user_id = ${userId} and e.deleted_at is null
               limit 1),
             (select t.translator = 'custom' from tenants t where t.id = ${tenantId}),
             true) as custom`);
  return r.rows[0]!.custom;
}
