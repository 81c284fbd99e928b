import { UUID } from '@staffdesk/core/form-fields';
import type { TPayslip, TPayslipListQuery } from '@staffdesk/core/payroll-api';
import { can } from '@staffdesk/core/privilege-registry';
import type { TDb } from '../../platform/db/db.ts';
import { appError, notFound } from '../../platform/errors.ts';
import { inScope, type TAuth } from '../../platform/http/access.ts';
import type { TServices } from '../../platform/services.ts';
import { employeeOfUser } from '../employees/employees.repo.ts';
import { balances } from '../leave/leave-bank.repo.ts';
import { payslipPdf } from './payslip-pdf.ts';
import * as repo from './payslips.repo.ts';

/**
 * Payslips (issue 14) as people read them: an employee their own, once the run is approved; HR and sub admins with
 * the payslips or payroll process page those of their organizations, from processing on.
 */
const READABLE_BY_EMPLOYEE = new Set(['approved', 'paid', 'closed']);
const isAdmin = (auth: TAuth) => auth.loginType === 'hr_admin' || auth.loginType === 'sub_admin';
export const mayReadAll = (auth: TAuth) =>
  isAdmin(auth) && (can(auth.privileges, 'payslips', 'view') || can(auth.privileges, 'payrollProcess', 'view'));

/** The caller's own employee id (an employee's login), or null. */
async function myEmployeeId(db: TDb, auth: TAuth) {
  if (auth.loginType !== 'emp') return null;
  return (await employeeOfUser(db, auth.tenantId!, auth.userId))?.id ?? null;
}

/** A payslip's head the caller may read, else 404 (someone else's, not approved yet, out of scope). */
export async function readableHead(db: TDb, auth: TAuth, runId: string, employeeId: string) {
  if (!UUID.test(runId) || !UUID.test(employeeId)) throw notFound();
  const head = await repo.payslipHead(db, auth.tenantId!, runId, employeeId);
  if (!head) throw notFound();
  if (mayReadAll(auth)) {
    if (!inScope(auth, head.organizationId)) throw notFound();
    return head;
  }
  if ((await myEmployeeId(db, auth)) === employeeId && READABLE_BY_EMPLOYEE.has(head.runStatus)) return head;
  throw notFound();
}

/** Everything a payslip shows: lines, this year so far, leave balances at the period's end, days. */
export async function payslipOf(db: TDb, tenantId: string, head: repo.TPayslipHead): Promise<TPayslip> {
  const lines = await repo.payslipLines(db, tenantId, head.id);
  const ytd = await repo.yearToDate(db, tenantId, head.employeeId, head.periodTo, head.currency);
  const leave = await balances(db, tenantId, head.employeeId, head.periodTo);
  const b = head.basis;
  const text = (v: unknown) => (v === null || v === undefined ? '0' : String(v));
  return {
    runId: head.runId,
    employeeId: head.employeeId,
    periodFrom: head.periodFrom,
    periodTo: head.periodTo,
    runStatus: head.runStatus as TPayslip['runStatus'],
    paidAt: head.paidAt,
    paidOn: head.paidOn,
    organization: {
      title: head.organizationTitle,
      hasLogo: head.logoType === 'image/png' || head.logoType === 'image/jpeg',
      header: head.payslipHeader,
      footer: head.payslipFooter,
    },
    employee: {
      code: head.employeeCode,
      name: head.employeeName,
      position: head.position,
      department: head.departmentName,
      bankAccount: head.bankAccount,
    },
    currency: head.currency,
    exchangeRate: head.exchangeRate,
    gross: head.gross,
    deductions: head.deductions,
    employer: head.employer,
    net: head.net,
    lines,
    ytd,
    leave: leave.map((l) => ({ name: l.leaveTypeName, balance: l.balance })),
    days: {
      present: text(b.presentDays),
      paidLeave: text(b.paidLeaveDays),
      unpaidLeave: text(b.unpaidLeaveDays),
      hours: (Number(b.workedMinutes ?? 0) / 60).toFixed(2),
    },
  };
}

export const getPayslip = (s: TServices, auth: TAuth, runId: string, employeeId: string) =>
  s.database.tenant(auth, async (db) => payslipOf(db, auth.tenantId!, await readableHead(db, auth, runId, employeeId)));

/** My Payslips: the employee's own of approved, paid and closed runs. */
export async function listMyPayslips(s: TServices, auth: TAuth) {
  return s.database.tenant(auth, async (db) => {
    const me = await myEmployeeId(db, auth);
    if (!me) throw appError(404, 'noEmployeeRecord');
    return repo.myPayslips(db, auth.tenantId!, me);
  });
}

/** `/payrollpayslip/listing|listingclose`: payslips of going or closed runs within the caller's organizations. */
export async function listPayslips(s: TServices, auth: TAuth, q: TPayslipListQuery) {
  const organizationIds = auth.scope?.organizationIds.length ? auth.scope.organizationIds : null;
  return s.database.tenant(auth, (db) =>
    repo.payslipPage(db, auth.tenantId!, {
      list: q.list,
      organizationIds,
      search: q.search.trim(),
      limit: q.pageSize,
      offset: (q.page - 1) * q.pageSize,
    }),
  );
}

/** Which run and employee a payslip is of (`/payslip/Payslip_pdf/:id`), for whoever may read it, else 404. */
export const payslipRefOf = (s: TServices, auth: TAuth, id: string) =>
  s.database.tenant(auth, async (db) => {
    const ref = UUID.test(id) ? await repo.payslipRef(db, auth.tenantId!, id) : null;
    if (!ref) throw notFound();
    await readableHead(db, auth, ref.runId, ref.employeeId);
    return ref;
  });

/** A payslip's PDF in the language asked for (none: the employee's, else English). */
export async function payslipPdfOf(s: TServices, auth: TAuth, runId: string, employeeId: string, lang?: string) {
  const { slip, head } = await s.database.tenant(auth, async (db) => {
    const head = await readableHead(db, auth, runId, employeeId);
    return { head, slip: await payslipOf(db, auth.tenantId!, head) };
  });
  let logo = null;
  if (slip.organization.hasLogo && head.logoKey)
    try {
      logo = { bytes: await s.files.read(head.logoKey), type: head.logoType! };
    } catch {
      // a logo gone from the store: the name alone
    }
  const language = lang ?? head.language ?? 'en';
  return {
    fileName: `payslip-${slip.employee.code}-${slip.periodFrom.slice(0, 7)}.pdf`.replace(/[^\w.-]+/g, '_'),
    pdf: await payslipPdf(slip, logo, language),
  };
}
