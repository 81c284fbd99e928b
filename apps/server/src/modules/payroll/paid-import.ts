import { sql } from 'drizzle-orm';
import { parseDay } from '@staffdesk/core/dates';
import { todayIn } from '@staffdesk/core/time-zones';
import { Money } from '@staffdesk/core/money';
import type { TDb } from '../../platform/db/db.ts';
import { appError } from '../../platform/errors.ts';
import type { TAuth } from '../../platform/http/access.ts';
import type { TImportSpec } from '../../platform/imports/pipeline.ts';
import { payrollPartsOf } from '../auth/session.service.ts';
import { payrollPrivilegeOf } from './runs.repo.ts';

type TPaid = { payslipId: string; paidOn: string | null };
type TSlip = { id: string; net: string; paid: boolean; status: string; organizationId: string };
type TContext = {
  /** `YYYY-MM|employee id (lower case)` → the payslip of the month's run still going */
  slips: Map<string, TSlip>;
  /** ids of those already marked paid */
  paid: Set<string>;
  onlyOrganization: string | null;
  today: string;
};

/** The reference the bank files write: `SALARY YYYY-MM <Employee ID>` (bank-files.ts). */
const REFERENCE = /^SALARY\s+(\d{4}-(?:0[1-9]|1[0-2]))\s+(\S.*)$/i;
const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;

/**
 * The bank's confirmation (`/payroll/importpaid`, issue 14): one row per transfer — the reference of the bank file's
 * row, the amount and the day it was paid — marks that payslip paid. Only payslips of an approved or paid run (a
 * closed month cannot change, one not yet approved cannot be paid), within the caller's scope and with the approve
 * paid part of their payroll privilege; the amount must be the payslip's net pay. Nothing is written unless every row
 * is good. The bank file itself (Account, Name, Amount, Currency, Reference) is accepted as it is.
 */
export const PAID_IMPORT: TImportSpec<TPaid, TContext> = {
  kind: 'payrollPaid',
  entity: 'payslip',
  columns: [{ key: 'reference', required: true }, { key: 'amount', required: true }, { key: 'paidOn' }],
  example: [
    { reference: 'SALARY 2026-11 PP1001', amount: '1250.00', paidOn: '28-11-2026' },
    { reference: 'SALARY 2026-11 KL0067', amount: '4630.50', paidOn: '28-11-2026' },
  ],
  async context(db: TDb, auth: TAuth) {
    const privilege = await payrollPrivilegeOf(db, auth.tenantId!, auth.userId);
    if (!payrollPartsOf(auth.loginType, privilege, true).approvePaid) throw appError(403, 'payrollPartMissing');
    // read as the uploader: a scoped sub admin's payslips only (row-level security); runs still going only
    const r = await db.execute<TSlip & { k: string }>(sql`
      select to_char(r.period_from, 'YYYY-MM') || '|' || lower(e.employee_code) as k, p.id, p.net::text as net,
             p.paid_at is not null as paid, r.status, r.organization_id as "organizationId"
        from payroll_runs r
        join payslips p on p.tenant_id = r.tenant_id and p.run_id = r.id and p.version = r.version
        join employees e on e.tenant_id = p.tenant_id and e.id = p.employee_id
       where r.status in ('open', 'processed', 'approved', 'paid')`);
    return {
      slips: new Map(r.rows.map((s) => [s.k, s])),
      paid: new Set(r.rows.filter((s) => s.paid).map((s) => s.id)),
      onlyOrganization: privilege?.organization_id ?? null,
      // the latest day anywhere: a payment dated today in a zone ahead of UTC is not in the future
      today: todayIn('Pacific/Kiritimati'),
    };
  },
  row(cells, ctx) {
    const errors: { column: string; code: string; values?: Record<string, string> }[] = [];
    const reference = (cells.reference ?? '').trim();
    const m = REFERENCE.exec(reference);
    const slip = m ? ctx.slips.get(`${m[1]}|${m[2]!.trim().toLowerCase()}`) : undefined;
    if (!reference) errors.push({ column: 'reference', code: 'required' });
    else if (!m) errors.push({ column: 'reference', code: 'invalidReference' });
    else if (!slip) errors.push({ column: 'reference', code: 'unknownPayslip' });
    else if (ctx.onlyOrganization && slip.organizationId !== ctx.onlyOrganization)
      errors.push({ column: 'reference', code: 'otherPayroll' });
    else if (slip.status !== 'approved' && slip.status !== 'paid')
      errors.push({ column: 'reference', code: 'notApproved' });
    const amount = (cells.amount ?? '').trim().replace(/,/g, '');
    if (!amount) errors.push({ column: 'amount', code: 'required' });
    else if (!AMOUNT.test(amount)) errors.push({ column: 'amount', code: 'invalidAmount' });
    else if (slip && !new Money(amount).eq(slip.net))
      errors.push({ column: 'amount', code: 'amountDiffers', values: { net: new Money(slip.net).toFixed(2) } });
    const text = (cells.paidOn ?? '').trim();
    const paidOn = text ? parseDay(text) : null;
    if (text && !paidOn) errors.push({ column: 'paidOn', code: 'invalidDate' });
    else if (paidOn && paidOn > ctx.today) errors.push({ column: 'paidOn', code: 'futureDate' });
    if (errors.length || !slip) return { errors };
    return { value: { payslipId: slip.id, paidOn }, errors };
  },
  key: (v) => v.payslipId,
  exists: (ctx, v) => ctx.paid.has(v.payslipId),
  async insert(db, tenantId, rows) {
    await db.execute(sql`
      update payslips p set paid_at = coalesce(x.d::timestamp at time zone o.timezone, now())
        from unnest(${sql.param(rows.map((r) => r.payslipId))}::uuid[], ${sql.param(rows.map((r) => r.paidOn))}::date[])
             as x(id, d), payroll_runs r, organizations o
       where p.tenant_id = ${tenantId} and p.id = x.id and p.paid_at is null
         and r.tenant_id = p.tenant_id and r.id = p.run_id and o.tenant_id = r.tenant_id and o.id = r.organization_id`);
  },
};
