import { sql } from 'drizzle-orm';
import { ERRORS } from '@staffdesk/core/messages';
import type { TDb } from '../../platform/db/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { TAuth } from '../../platform/http/access.ts';

/**
 * After a leave template is written (same transaction): every line must name a live leave type of the tenant. The
 * lines are JSON, so no foreign key can say it; a wrong one is the line's own field error.
 */
export async function checkEntitlements(db: TDb, auth: TAuth, id: string): Promise<void> {
  const r = await db.execute<{ i: number }>(sql`
    select (l.ord - 1)::int as i
      from leave_templates t
     cross join lateral jsonb_array_elements(t.entitlements) with ordinality as l(line, ord)
     where t.tenant_id = ${auth.tenantId} and t.id = ${id}
       and not exists (select 1 from leave_types lt
                        where lt.tenant_id = t.tenant_id and lt.deleted_at is null
                          and lt.id::text = l.line->>'leaveTypeId')
     order by l.ord`);
  if (!r.rows.length) return;
  const fields = Object.fromEntries(r.rows.map((x) => [`entitlements.${x.i}.leaveTypeId`, 'invalidReference']));
  throw new AppError(400, 'validation', ERRORS.validation, fields);
}
