import { sql } from 'drizzle-orm';
import type { TGateResult, TInsideRow } from '@staffdesk/core/attendance-api';
import { actorOf, auditIn, type TRequestInfo } from '../../platform/audit/audit.ts';
import type { TDb } from '../../platform/db/db.ts';
import { appError } from '../../platform/errors.ts';
import type { TAuth } from '../../platform/http/access.ts';
import type { TServices } from '../../platform/services.ts';
import { employeeByAccessCode } from '../employees/access-code.service.ts';
import * as repo from './attendance.repo.ts';
import { punchIn, raceSafe } from './check-in.service.ts';

/**
 * The security gate (issue 12): the guard checks an employee in or out by their ID card's QR token (scanned by the
 * device camera or a hand scanner that types it) or by Employee ID and access code. The direction follows the
 * employee: in when they are out, out when they are in. No position is asked: the guard is at the gate.
 */
export type TGateBody = { cardToken: string } | { employeeCode: string; accessCode: string };

async function employeeAtGate(db: TDb, tenantId: string, body: TGateBody): Promise<string | null> {
  if ('cardToken' in body) {
    const r = await db.execute<{ id: string }>(
      sql`select id from employees where tenant_id = ${tenantId} and card_token = ${body.cardToken}
           and deleted_at is null and status = 'active'`,
    );
    return r.rows[0]?.id ?? null;
  }
  return employeeByAccessCode(db, tenantId, body.employeeCode, body.accessCode);
}

async function person(db: TDb, tenantId: string, employeeId: string) {
  const r = await db.execute<{ name: string; code: string; department: string | null }>(sql`
    select trim(e.first_name || ' ' || e.last_name) as name, e.employee_code as code, d.name as department
      from employees e left join departments d on d.tenant_id = e.tenant_id and d.id = e.department_id
     where e.tenant_id = ${tenantId} and e.id = ${employeeId}`);
  return r.rows[0]!;
}

export async function gatePunch(s: TServices, auth: TAuth, body: TGateBody, req: TRequestInfo): Promise<TGateResult> {
  const tenantId = auth.tenantId!;
  return raceSafe(() =>
    s.database.tenant(auth, async (db) => {
      const employeeId = await employeeAtGate(db, tenantId, body);
      const now = new Date();
      const c = employeeId ? await repo.punchContext(db, tenantId, { employeeId }, { at: now }) : null;
      if (!c) throw appError(404, 'gateUnknown');
      const kind = c.open ? 'out' : 'in';
      const r = await punchIn(db, auth, c, { kind, now, position: null, place: null, source: 'gate' });
      await auditIn(
        db,
        {
          tenantId,
          actor: actorOf(auth),
          action: kind === 'in' ? 'attendance.gateIn' : 'attendance.gateOut',
          entity: 'attendance',
          entityId: r.attendanceId,
          organizationId: c.organizationId,
          after: { employeeId: c.employeeId, shiftDate: r.shiftDate, at: r.at.toISOString() },
        },
        req,
      );
      const p = await person(db, tenantId, c.employeeId);
      return {
        kind,
        at: r.at.toISOString(),
        shiftDate: r.shiftDate,
        employeeName: p.name,
        employeeCode: p.code,
        departmentName: p.department,
      };
    }),
  );
}

/** Who is in now: every open check-in, latest first (at most 500). */
export async function inside(s: TServices, auth: TAuth) {
  return s.database.tenant(auth, async (db) => {
    const r = await db.execute<Record<string, unknown>>(sql`
      select e.id as "employeeId", trim(e.first_name || ' ' || e.last_name) as "employeeName",
             e.employee_code as "employeeCode", d.name as "departmentName", o.title as "organizationTitle",
             p.in_at as since, p.in_source as source, o.timezone
        from attendance_punches p
        join employees e on e.tenant_id = p.tenant_id and e.id = p.employee_id
        join organizations o on o.tenant_id = e.tenant_id and o.id = e.organization_id
        left join departments d on d.tenant_id = e.tenant_id and d.id = e.department_id
       where p.tenant_id = ${auth.tenantId} and p.out_at is null and p.deleted_at is null
       order by p.in_at desc limit 500`);
    return r.rows.map((x): TInsideRow => ({ ...(x as TInsideRow), since: new Date(x.since as string).toISOString() }));
  });
}
