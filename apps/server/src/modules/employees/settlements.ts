import { sql } from 'drizzle-orm';
import { actorOf, auditIn } from '../../platform/audit/audit.ts';
import type { TDb } from '../../platform/db/db.ts';
import { appError } from '../../platform/errors.ts';
import type { TAuth } from '../../platform/http/access.ts';
import type { TServices } from '../../platform/services.ts';
import { applyDueEverywhere, applyDueIn, employeeToday, type TActor, type TDatedChange } from './dated-changes.ts';
import { SESSIONS_CHANNEL } from '../auth/session.service.ts';
import { revokeUserSessions } from '../credentials/credentials.repo.ts';

/**
 * Settlements (spec `listingsettlement`): an employee's exit — date, reason, notice — and final settlement. On the
 * exit date (the employee's own, in their zone) it is applied once: the employee becomes In-Active with that exit
 * date and their login stops working (disabled, sessions ended on every instance). Then it is locked.
 */
const today = employeeToday;
const people = sql`employees e join organizations o on o.tenant_id = e.tenant_id and o.id = e.organization_id`;

/** Applies one settlement if it is still pending, in the caller's transaction. */
export async function applySettlement(db: TDb, tenantId: string, id: string, actor: TActor): Promise<boolean> {
  const rows = await db.execute<{
    employee_id: string;
    organization_id: string;
    user_id: string | null;
    status: string;
    exit_date: string;
    day: string;
  }>(
    sql`select e.id as employee_id, e.organization_id, e.user_id, e.status, to_char(s.exit_date, 'YYYY-MM-DD') as exit_date,
               to_char(${today}, 'YYYY-MM-DD') as day
          from employee_settlements s join ${people} on e.tenant_id = s.tenant_id and e.id = s.employee_id
         where s.tenant_id = ${tenantId} and s.id = ${id} and s.applied_on is null and s.deleted_at is null
           and e.deleted_at is null
         for update of s, e`,
  );
  const r = rows.rows[0];
  if (!r) return false;
  await db.execute(
    sql`update employees set status = 'inactive', exit_date = ${r.exit_date}, updated_at = now(),
               updated_by = ${actor?.id ?? null}
         where tenant_id = ${tenantId} and id = ${r.employee_id}`,
  );
  if (r.user_id) {
    await db.execute(sql`update users set disabled = true where tenant_id = ${tenantId} and id = ${r.user_id}`);
    await revokeUserSessions(db, { tenantId, userId: r.user_id });
    // delivered at commit, to every instance's session cache
    await db.execute(sql`select pg_notify(${SESSIONS_CHANNEL}, ${JSON.stringify({ userId: r.user_id })})`);
  }
  await db.execute(
    sql`update employee_settlements set applied_on = ${r.day} where tenant_id = ${tenantId} and id = ${id}`,
  );
  await auditIn(db, {
    tenantId,
    actor,
    action: 'employee.settlement',
    entity: 'employee',
    entityId: r.employee_id,
    organizationId: r.organization_id,
    before: { status: r.status },
    after: { settlementId: id, status: 'inactive', exitDate: r.exit_date, loginDisabled: r.user_id !== null },
  });
  return true;
}

/**
 * After a settlement is added or changed: an employee has one live settlement at most, its net amount is worked
 * out, and one whose exit date has come takes effect at once.
 */
export async function settlementWritten(db: TDb, auth: TAuth, id: string): Promise<void> {
  const tenantId = auth.tenantId!;
  const others = await db.execute(
    sql`select 1 from employee_settlements s
         where s.tenant_id = ${tenantId} and s.id <> ${id} and s.deleted_at is null
           and s.employee_id = (select employee_id from employee_settlements where tenant_id = ${tenantId} and id = ${id})`,
  );
  if (others.rows.length > 0) throw appError(409, 'settlementExists');
  await settlementsWrittenIn(db, tenantId, [id], actorOf(auth));
}

/** New or changed settlements (a form, an import): their net amounts, then those due applied. */
export async function settlementsWrittenIn(db: TDb, tenantId: string, ids: string[], actor: TActor): Promise<void> {
  await db.execute(
    sql`update employee_settlements set net_amount = coalesce(notice_pay, 0) + coalesce(leave_encashment, 0)
               + coalesce(severance_pay, 0) + coalesce(other_payments, 0) - coalesce(deductions, 0)
         where tenant_id = ${tenantId} and id = any(${sql.param(ids)}::uuid[])`,
  );
  await applyDueIn(db, tenantId, SETTLEMENTS, ids, actor);
}

const SETTLEMENTS: TDatedChange = {
  table: 'employee_settlements',
  dateColumn: 'exit_date',
  apply: (db, tenantId, id, actor) => applySettlement(db, tenantId, id, actor),
};

/** Every tenant's settlements whose exit date has come (hourly, with the promotions). */
export const applyDueSettlements = (s: Pick<TServices, 'database'>) => applyDueEverywhere(s, SETTLEMENTS);
