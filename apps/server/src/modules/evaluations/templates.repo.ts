import { sql } from 'drizzle-orm';
import type { TCriterion, TTemplate } from '@staffdesk/core/evaluations-api';
import type { TDb } from '../../platform/db/db.ts';
import { escapeLike } from '../../platform/db/like.ts';
import { iso } from '../../platform/db/rows.ts';

const COLUMNS = sql`t.id, t.name, t.description, t.scale, t.updated_at as "updatedAt",
  coalesce((select json_agg(json_build_object('id', c.id, 'name', c.name, 'description', c.description,
      'weight', c.weight) order by c.position)
    from evaluation_criteria c where c.tenant_id = t.tenant_id and c.template_id = t.id), '[]'::json) as criteria,
  (select count(*)::int from evaluation_cycles y where y.tenant_id = t.tenant_id and y.template_id = t.id) as cycles`;

const present = (r: Record<string, unknown>) => ({ ...r, updatedAt: iso(r.updatedAt) }) as TTemplate;

const where = (tenantId: string, search?: string) => {
  const like = search ? `%${escapeLike(search)}%` : null;
  return sql`where t.tenant_id = ${tenantId} ${like ? sql`and t.name ilike ${like}` : sql``}`;
};

export async function templatePage(
  db: TDb,
  tenantId: string,
  search: string | undefined,
  limit: number,
  offset: number,
) {
  const total = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from evaluation_templates t ${where(tenantId, search)}`,
  );
  const rows = await db.execute<Record<string, unknown>>(sql`
    select ${COLUMNS} from evaluation_templates t ${where(tenantId, search)}
     order by t.name, t.id limit ${limit} offset ${offset}`);
  return { rows: rows.rows.map(present), total: total.rows[0]!.n };
}

export async function templateById(db: TDb, tenantId: string, id: string): Promise<TTemplate | null> {
  const r = await db.execute<Record<string, unknown>>(
    sql`select ${COLUMNS} from evaluation_templates t where t.tenant_id = ${tenantId} and t.id = ${id}`,
  );
  return r.rows[0] ? present(r.rows[0]) : null;
}

export async function lockTemplate(db: TDb, tenantId: string, id: string) {
  const r = await db.execute(
    sql`select id from evaluation_templates where tenant_id = ${tenantId} and id = ${id} for update`,
  );
  return r.rows.length > 0;
}

export async function templateOptions(db: TDb, tenantId: string) {
  const r = await db.execute<{ id: string; name: string }>(
    sql`select id, name from evaluation_templates where tenant_id = ${tenantId} order by name limit 200`,
  );
  return r.rows;
}

export type TTemplateRow = { name: string; description: string | null; scale: number };
export type TCriterionRow = Omit<TCriterion, 'id'> & { id?: string };

export async function insertTemplate(db: TDb, tenantId: string, v: TTemplateRow, by: string) {
  const r = await db.execute<{ id: string }>(sql`
    insert into evaluation_templates (tenant_id, name, description, scale, created_by)
    values (${tenantId}, ${v.name}, ${v.description}, ${v.scale}, ${by}) returning id`);
  return r.rows[0]!.id;
}

export async function updateTemplate(db: TDb, tenantId: string, id: string, v: TTemplateRow) {
  await db.execute(sql`
    update evaluation_templates set name = ${v.name}, description = ${v.description}, scale = ${v.scale},
           updated_at = now()
     where tenant_id = ${tenantId} and id = ${id}`);
}

/** Makes the template's criteria these, in order: named ids are kept (updated), the rest added, others removed. */
export async function setCriteria(db: TDb, tenantId: string, templateId: string, criteria: TCriterionRow[]) {
  const kept = criteria.flatMap((c) => (c.id ? [c.id] : []));
  await db.execute(sql`
    delete from evaluation_criteria
     where tenant_id = ${tenantId} and template_id = ${templateId} and not (id = any(${sql.param(kept)}::uuid[]))`);
  for (const [position, c] of criteria.entries()) {
    if (c.id)
      await db.execute(sql`
        update evaluation_criteria set position = ${position}, name = ${c.name}, description = ${c.description},
               weight = ${c.weight}
         where tenant_id = ${tenantId} and template_id = ${templateId} and id = ${c.id}`);
    else
      await db.execute(sql`
        insert into evaluation_criteria (tenant_id, template_id, position, name, description, weight)
        values (${tenantId}, ${templateId}, ${position}, ${c.name}, ${c.description}, ${c.weight})`);
  }
}

export async function deleteTemplate(db: TDb, tenantId: string, id: string) {
  await db.execute(sql`delete from evaluation_templates where tenant_id = ${tenantId} and id = ${id}`);
}
