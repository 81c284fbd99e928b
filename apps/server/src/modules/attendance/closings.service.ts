import { sql } from 'drizzle-orm';
import type { TClosing } from '@staffdesk/core/attendance-api';
import { actorOf, auditIn, type TRequestInfo } from '../../platform/audit/audit.ts';
import { appError, notFound } from '../../platform/errors.ts';
import type { TAuth } from '../../platform/http/access.ts';
import type { TServices } from '../../platform/services.ts';

/**
 * Closing attendance (`/shiftsattendance/Closerlisting`, issue 12): an organization's period, from–to, after which
 * no record of those days can be added, changed or deleted — the database's trigger holds it (decision 0021).
 * Periods of one organization never overlap; a period with a check-in still waiting for its check-out cannot be
 * closed. Reopening deletes the closing. Both are audited.
 */
const SELECT = sql`select c.id, c.organization_id as "organizationId", o.title as "organizationTitle",
  to_char(c.from_date, 'YYYY-MM-DD') as "fromDate", to_char(c.to_date, 'YYYY-MM-DD') as "toDate", c.note,
  c.created_at as "createdAt", c.created_by_name as "createdByName",
  (select count(*)::int from attendance a where a.tenant_id = c.tenant_id and a.organization_id = c.organization_id
      and a.shift_date between c.from_date and c.to_date and a.deleted_at is null) as records
  from attendance_closings c join organizations o on o.tenant_id = c.tenant_id and o.id = c.organization_id`;

const present = (r: Record<string, unknown>) =>
  ({ ...r, createdAt: new Date(r.createdAt as string).toISOString() }) as TClosing;

export async function listClosings(s: TServices, auth: TAuth) {
  return s.database.tenant(auth, async (db) => {
    const r = await db.execute<Record<string, unknown>>(
      sql`${SELECT} where c.tenant_id = ${auth.tenantId} order by c.to_date desc, o.title limit 500`,
    );
    return r.rows.map(present);
  });
}

export async function closePeriod(
  s: TServices,
  auth: TAuth,
  body: { organizationId: string; fromDate: string; toDate: string; note?: string },
  req: TRequestInfo,
) {
  if (body.toDate < body.fromDate) throw appError(400, 'closingOrder', { toDate: 'dateOrder' });
  const tenantId = auth.tenantId!;
  return s.database.tenant(auth, async (db) => {
    const org = await db.execute(
      sql`select 1 from organizations where tenant_id = ${tenantId} and id = ${body.organizationId} and deleted_at is null`,
    );
    if (!org.rows.length) throw appError(400, 'validation', { organizationId: 'invalidReference' });
    // one closing of an organization at a time: two overlapping requests cannot both pass the check
    await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`closing:${body.organizationId}`}))`);
    const overlap = await db.execute(sql`
      select 1 from attendance_closings where tenant_id = ${tenantId} and organization_id = ${body.organizationId}
         and from_date <= ${body.toDate} and to_date >= ${body.fromDate}`);
    if (overlap.rows.length) throw appError(409, 'closingOverlap');
    const open = await db.execute(sql`
      select 1 from attendance_punches p join attendance a on a.tenant_id = p.tenant_id and a.id = p.attendance_id
       where a.tenant_id = ${tenantId} and a.organization_id = ${body.organizationId}
         and a.shift_date between ${body.fromDate} and ${body.toDate} and p.out_at is null and p.deleted_at is null
       limit 1`);
    if (open.rows.length) throw appError(409, 'closingOpenPunches');
    const r = await db.execute<{ id: string }>(sql`
      insert into attendance_closings (tenant_id, organization_id, from_date, to_date, note, created_by, created_by_name)
      values (${tenantId}, ${body.organizationId}, ${body.fromDate}, ${body.toDate}, ${body.note || null},
              ${auth.userId}, ${auth.userName})
      returning id`);
    const id = r.rows[0]!.id;
    await auditIn(
      db,
      {
        tenantId,
        actor: actorOf(auth),
        action: 'attendance.close',
        entity: 'attendanceClosing',
        entityId: id,
        organizationId: body.organizationId,
        after: { fromDate: body.fromDate, toDate: body.toDate, note: body.note ?? null },
      },
      req,
    );
    const row = await db.execute<Record<string, unknown>>(
      sql`${SELECT} where c.tenant_id = ${tenantId} and c.id = ${id}`,
    );
    return present(row.rows[0]!);
  });
}

export async function reopenPeriod(s: TServices, auth: TAuth, id: string, req: TRequestInfo) {
  const tenantId = auth.tenantId!;
  await s.database.tenant(auth, async (db) => {
    const r = await db.execute<{ organizationId: string; fromDate: string; toDate: string }>(sql`
      delete from attendance_closings where tenant_id = ${tenantId} and id = ${id}
      returning organization_id as "organizationId", to_char(from_date, 'YYYY-MM-DD') as "fromDate",
                to_char(to_date, 'YYYY-MM-DD') as "toDate"`);
    const row = r.rows[0];
    if (!row) throw notFound();
    await auditIn(
      db,
      {
        tenantId,
        actor: actorOf(auth),
        action: 'attendance.reopen',
        entity: 'attendanceClosing',
        entityId: id,
        organizationId: row.organizationId,
        before: { fromDate: row.fromDate, toDate: row.toDate },
      },
      req,
    );
  });
}
