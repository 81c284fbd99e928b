import { sql } from 'drizzle-orm';
import type { TDb } from '../../platform/db/db.ts';

export type TCardRow = {
  id: string;
  employeeCode: string;
  firstName: string;
  lastName: string;
  position: string | null;
  departmentName: string | null;
  organizationTitle: string;
  colorCode: string | null;
  idCardLayout: 'landscape' | 'portrait';
  idCardColor: string | null;
  idCardTextColor: string | null;
  /** the organization's default language: a card's when its employee has no login language */
  defaultLanguage: string;
  logoKey: string | null;
  logoType: string | null;
  photoKey: string | null;
  photoType: string | null;
  language: string | null;
  cardToken: string;
};

/**
 * Gives the employees that have none their card token (random: two v4 UUIDs' hex, 244 random bits), as the
 * caller: row-level security keeps a scoped sub admin to their own people.
 */
export async function issueCardTokens(db: TDb, tenantId: string, ids: readonly string[]): Promise<number> {
  const r = await db.execute(
    sql`update employees set card_token = replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')
         where tenant_id = ${tenantId} and id = any(${sql.param(ids)}::uuid[]) and deleted_at is null and card_token is null`,
  );
  return r.rowCount ?? 0;
}

/** What a card shows, in the order of `ids`; the photo HR set, else the login's. */
export async function cardRows(db: TDb, tenantId: string, ids: readonly string[]): Promise<TCardRow[]> {
  const r = await db.execute<TCardRow>(
    sql`select e.id, e.employee_code as "employeeCode", e.first_name as "firstName", e.last_name as "lastName",
               e.position, d.name as "departmentName", o.title as "organizationTitle", o.color_code as "colorCode",
               o.id_card_layout as "idCardLayout", o.id_card_color as "idCardColor",
               o.id_card_text_color as "idCardTextColor", o.default_language as "defaultLanguage",
               l.logo_key as "logoKey", l.logo_type as "logoType",
               coalesce(e.photo_key, u.photo_key) as "photoKey",
               case when e.photo_key is not null then e.photo_type else u.photo_type end as "photoType",
               u.language, e.card_token as "cardToken"
          from employees e
          join organizations o on o.tenant_id = e.tenant_id and o.id = e.organization_id
          left join departments d on d.tenant_id = e.tenant_id and d.id = e.department_id
          left join career_org_logos l on l.tenant_id = o.tenant_id and l.organization_id = o.id
          left join users u on u.tenant_id = e.tenant_id and u.id = e.user_id
         where e.tenant_id = ${tenantId} and e.id = any(${sql.param(ids)}::uuid[]) and e.deleted_at is null
         order by array_position(${sql.param(ids)}::uuid[], e.id)`,
  );
  return r.rows;
}
