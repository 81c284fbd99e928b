import { sql } from 'drizzle-orm';
import type { TDb } from '../../platform/db/db.ts';
import { appError } from '../../platform/errors.ts';
import type { TAuth } from '../../platform/http/access.ts';
import { payrollPartsOf } from '../auth/session.service.ts';
import { payrollPrivilegeOf } from './runs.repo.ts';

/** What the payroll imports (notes, earlier payslips) check a row's employee against. */
export type TPayrollImporter = {
  people: Map<string, { id: string; organizationId: string }>;
  /** the organization the importer's payroll privilege is limited to, if any */
  onlyOrganization: string | null;
};
type TErrors = { column: string; code: string }[];

/** MM-YYYY as the templates write it, or YYYY-MM: the month's first day. */
export const monthOf = (text: string) => {
  const t = text.trim();
  const a = /^(0?[1-9]|1[0-2])[-/.](\d{4})$/.exec(t);
  if (a) return `${a[2]}-${a[1]!.padStart(2, '0')}-01`;
  const b = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(t);
  return b ? `${b[1]}-${b[2]}-01` : null;
};

/** The importer's employees (read as them: a scoped sub admin's only), once they hold the payroll line part. */
export async function payrollImporter(db: TDb, auth: TAuth): Promise<TPayrollImporter> {
  const privilege = await payrollPrivilegeOf(db, auth.tenantId!, auth.userId);
  if (!payrollPartsOf(auth.loginType, privilege, true).payrollLine) throw appError(403, 'payrollPartMissing');
  const people = await db.execute<{ id: string; code: string; organizationId: string }>(
    sql`select id, employee_code as code, organization_id as "organizationId" from employees where deleted_at is null`,
  );
  return {
    people: new Map(people.rows.map((p) => [p.code.toLowerCase(), p])),
    onlyOrganization: privilege?.organization_id ?? null,
  };
}

/** The row's employee by their Employee ID, or its error: missing, unknown, of another organization's payroll. */
export function employeeCell(cells: Record<string, string>, ctx: TPayrollImporter, errors: TErrors) {
  const code = (cells.employeeCode ?? '').trim().toLowerCase();
  const person = code ? ctx.people.get(code) : undefined;
  if (!code) errors.push({ column: 'employeeCode', code: 'required' });
  else if (!person) errors.push({ column: 'employeeCode', code: 'unknownEmployee' });
  else if (ctx.onlyOrganization && person.organizationId !== ctx.onlyOrganization)
    errors.push({ column: 'employeeCode', code: 'otherPayroll' });
  return person;
}

/** The row's month as its first day, or its error: missing or not a month. */
export function monthCell(cells: Record<string, string>, errors: TErrors) {
  const periodFrom = cells.month ? monthOf(cells.month) : null;
  if (!cells.month?.trim()) errors.push({ column: 'month', code: 'required' });
  else if (!periodFrom) errors.push({ column: 'month', code: 'invalidMonth' });
  return periodFrom;
}
