import type { FastifyReply } from 'fastify';
import { sql } from 'drizzle-orm';
import { type TNoticePay, ZYearQuery } from '@staffdesk/core/payroll-reports';
import type { TDb } from '../../platform/db/db.ts';
import { parseBody as parseQuery } from '../../platform/errors.ts';
import { sendExport } from '../../platform/export.ts';
import type { TAuth } from '../../platform/http/access.ts';
import { translate } from '../../platform/i18n.ts';
import type { TServices } from '../../platform/services.ts';
import { hasSettlement } from './payslips.repo.ts';
import { once, organizationOf } from './reports.service.ts';

/**
 * The notice pay report (issue 14, `/reports/noticePayReport`): an organization's leavers whose exit date falls in
 * a year, each with their final settlement, the notice the notice periods (`/settingsnoticepaycheck`) owe for their
 * whole months of service — the organization's own periods where one covers it, else those for all — and the
 * payroll month whose run paid it.
 */
async function noticePayRows(db: TDb, v: { tenantId: string; organizationId: string; year: number }) {
  const r = await db.execute<TNoticePay[number]>(sql`
    with leavers as (
      select s.*, e.employee_code, trim(e.first_name || ' ' || e.last_name) as name, e.join_date,
             e.organization_id, d.name as department, coalesce(e.salary_currency, o.currency) as currency,
             case when e.join_date is null then null
                  else (extract(year from age(s.exit_date, e.join_date)) * 12
                        + extract(month from age(s.exit_date, e.join_date)))::int end as service
        from employee_settlements s
        join employees e on e.tenant_id = s.tenant_id and e.id = s.employee_id and e.deleted_at is null
        join organizations o on o.tenant_id = e.tenant_id and o.id = e.organization_id
        left join departments d on d.tenant_id = e.tenant_id and d.id = e.department_id
       where s.tenant_id = ${v.tenantId} and s.deleted_at is null and e.organization_id = ${v.organizationId}
         and s.exit_date >= make_date(${v.year}, 1, 1) and s.exit_date < make_date(${v.year} + 1, 1, 1))
    select l.employee_id as "employeeId", l.employee_code as "employeeCode", l.name as "employeeName",
           l.department, to_char(l.join_date, 'YYYY-MM-DD') as "joinDate",
           to_char(l.exit_date, 'YYYY-MM-DD') as "exitDate", l.reason, l.service as "serviceMonths",
           owed.notice_days as "noticeOwed", l.notice_days as "noticeGiven", l.currency,
           coalesce(l.notice_pay, 0)::numeric(14, 2)::text as "noticePay",
           coalesce(l.leave_encashment, 0)::numeric(14, 2)::text as "leaveEncashment",
           coalesce(l.severance_pay, 0)::numeric(14, 2)::text as "severancePay",
           coalesce(l.other_payments, 0)::numeric(14, 2)::text as "otherPayments",
           coalesce(l.deductions, 0)::numeric(14, 2)::text as deductions,
           coalesce(l.net_amount, 0)::numeric(14, 2)::text as net,
           paid.month as "paidMonth", paid.status as "runStatus"
      from leavers l
      left join lateral (
        select n.notice_days from notice_periods n
         where n.tenant_id = l.tenant_id and n.deleted_at is null
           and (n.organization_id = l.organization_id or n.organization_id is null)
           and l.service is not null and n.service_from_months <= l.service
           and (n.service_to_months is null or l.service < n.service_to_months)
         order by n.organization_id is null, n.service_from_months desc limit 1) owed on true
      left join lateral (
        select to_char(r.period_from, 'YYYY-MM') as month, r.status from payslips p
          join payroll_runs r on r.tenant_id = p.tenant_id and r.id = p.run_id and r.version = p.version
         where p.tenant_id = l.tenant_id and p.employee_id = l.employee_id and r.status <> 'cancelled'
           and ${hasSettlement}
         order by r.period_from desc limit 1) paid on true
     order by l.exit_date, l.employee_code`);
  return r.rows;
}

export async function noticePayReport(s: TServices, auth: TAuth, query: unknown): Promise<TNoticePay> {
  const q = parseQuery(ZYearQuery, query);
  return s.database.tenant(auth, async (db) => {
    const organizationId = await organizationOf(db, auth, q.organizationId);
    return noticePayRows(db, { tenantId: auth.tenantId!, organizationId, year: q.year });
  });
}

/** The report as CSV or XLSX, headers and reasons in the language asked for. */
export async function exportNoticePay(s: TServices, auth: TAuth, query: unknown, reply: FastifyReply) {
  const q = parseQuery(ZYearQuery, query);
  const rows = await noticePayReport(s, auth, query);
  const l = (key: string) => translate(q.lang, 'payroll', `reports.columns.${key}`, key);
  const reason = (r: string) => translate(q.lang, 'resources', `options.reason.${r}`, r);
  return sendExport(reply, {
    list: `notice-pay-${q.year}`,
    format: q.format ?? 'csv',
    headers: [
      l('employeeCode'),
      l('employeeName'),
      l('department'),
      l('joinDate'),
      l('exitDate'),
      l('reason'),
      l('serviceMonths'),
      l('noticeOwed'),
      l('noticeGiven'),
      l('currency'),
      l('noticePay'),
      l('leaveEncashment'),
      l('severancePay'),
      l('otherPayments'),
      l('settlementDeductions'),
      l('net'),
      l('paidMonth'),
    ],
    batches: once(
      rows.map((r) => [
        r.employeeCode,
        r.employeeName,
        r.department,
        r.joinDate,
        r.exitDate,
        reason(r.reason),
        r.serviceMonths,
        r.noticeOwed,
        r.noticeGiven,
        r.currency,
        r.noticePay,
        r.leaveEncashment,
        r.severancePay,
        r.otherPayments,
        r.deductions,
        r.net,
        r.paidMonth,
      ]),
    ),
  });
}
