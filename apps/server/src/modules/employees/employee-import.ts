import { sql } from 'drizzle-orm';
import { parseDay } from '@staffdesk/core/dates';
import {
  EMPLOYEE_STATUSES,
  EMPLOYMENT_TYPES,
  GENDERS,
  PAY_FREQUENCIES,
  PAYROLL_TYPES,
  ZEmployeeInput,
  type TEmployeeValues,
} from '@staffdesk/core/employees';
import { todayIn } from '@staffdesk/core/time-zones';
import type { TDb } from '../../platform/db/db.ts';
import type { TAuth } from '../../platform/http/access.ts';
import { choiceMap } from '../../platform/imports/choices.ts';
import type { TImportSpec } from '../../platform/imports/pipeline.ts';
import { users } from '../auth/auth.tables.ts';
import { UNUSABLE_PASSWORD } from '../credentials/credentials.service.ts';
import { employees } from './employees.tables.ts';

type TRow = Omit<TEmployeeValues, 'employeeCode'> & {
  employeeCode: string | null;
  exitDate: string | null;
  rowKey: string;
};
type TOrg = { id: string; series: boolean; timezone: string };
type TContext = {
  orgs: Map<string, TOrg>;
  /** `orgId|name` and `orgId|code` (lower case) → department id */
  depts: Map<string, string>;
  groups: Map<string, string>;
  banks: Map<string, string>;
  codes: Set<string>;
  emails: Set<string>;
  fileEmails: Map<string, number>;
  deptRequired: boolean;
};

/** A choice read as its code or its label in any language. */
const choices = (group: string, codes: readonly string[]) => choiceMap('employees', group, codes);
const CHOICES = {
  gender: choices('gender', GENDERS),
  status: choices('status', EMPLOYEE_STATUSES),
  employmentType: choices('employmentType', EMPLOYMENT_TYPES),
  payrollType: choices('payrollType', PAYROLL_TYPES),
  payFrequency: choices('payFrequency', PAY_FREQUENCIES),
} as const;

const COLUMNS = [
  'employeeCode',
  'firstName',
  'lastName',
  'email',
  'mobile',
  'gender',
  'dateOfBirth',
  'nationality',
  'organizationCode',
  'department',
  'position',
  'group',
  'status',
  'joinDate',
  'employmentType',
  'payrollType',
  'basicSalary',
  'salaryCurrency',
  'payFrequency',
  'bank',
  'bankAccount',
  'taxNumber',
  'nssfNumber',
  'epfNumber',
  'socsoNumber',
] as const;
const REQUIRED = new Set(['firstName', 'organizationCode']);
const DATES = ['dateOfBirth', 'joinDate'] as const;

type TError = { column: string; code: string; values?: Record<string, string | number> };

/**
 * `/employees_bulk_import/import`: employees from a CSV or XLSX file, checked by the same rules as the form. Codes
 * of organizations, names or codes of departments, names of groups and banks; choices by code or label in any
 * language; an empty Employee ID takes the organization's series. Rows with an email get a login of type emp with no
 * password and no mail: HR sends the set-password links when ready, from the staff list (employee-invitations.ts).
 */
export const EMPLOYEE_IMPORT: TImportSpec<TRow, TContext> = {
  kind: 'employees',
  entity: 'employee',
  columns: COLUMNS.map((key) => ({ key, required: REQUIRED.has(key) })),
  example: [
    {
      employeeCode: '',
      firstName: 'Sokha',
      lastName: 'Chea',
      email: 'sokha.chea@example.com',
      mobile: '+855 12 345 678',
      gender: 'Female',
      dateOfBirth: '02-04-1994',
      nationality: 'Cambodian',
      organizationCode: 'HQ',
      department: 'Finance',
      position: 'Accountant',
      status: 'Active',
      joinDate: '01-02-2024',
      employmentType: 'Permanent',
      payrollType: 'Flat Salary',
      basicSalary: '850.00',
      salaryCurrency: 'USD',
      payFrequency: 'Monthly',
      bank: 'ABA Bank',
      bankAccount: '000 123 456',
    },
    {
      employeeCode: 'HQ0002',
      firstName: 'Wei',
      lastName: 'Chen',
      gender: 'Male',
      organizationCode: 'HQ',
      department: 'Sales',
      status: 'Active',
      joinDate: '15-03-2025',
      payrollType: 'Hourly Wages',
      basicSalary: '4.50',
      payFrequency: 'Hourly',
    },
  ],
  async context(db: TDb, auth: TAuth) {
    // read as the uploader: a scoped sub admin's organizations and departments only (RLS)
    const q = async <T>(query: ReturnType<typeof sql>) => (await db.execute<T & Record<string, unknown>>(query)).rows;
    const orgs = await q<{ id: string; code: string; series: boolean; timezone: string }>(
      sql`select o.id, o.code, o.timezone, exists (select 1 from organization_series s where s.tenant_id = o.tenant_id
                 and s.organization_id = o.id and s.deleted_at is null) as series
            from organizations o where o.deleted_at is null`,
    );
    const depts = await q<{ id: string; name: string; code: string | null; organization_id: string }>(
      sql`select id, name, code, organization_id from departments where deleted_at is null`,
    );
    const named = async (table: string) =>
      new Map(
        (
          await q<{ id: string; name: string }>(
            sql`select id, name from ${sql.identifier(table)} where deleted_at is null`,
          )
        ).map((r) => [r.name.trim().toLowerCase(), r.id]),
      );
    const codes = await q<{ c: string }>(sql`select lower(employee_code) as c from employees where deleted_at is null`);
    // every login's address, whatever the caller's scope: an email names one person in the tenant
    const emails = await q<{ e: string }>(
      sql`select lower(email) as e from users union select lower(email) from employees where deleted_at is null and email is not null`,
    );
    const deptMap = new Map<string, string>();
    for (const d of depts) {
      deptMap.set(`${d.organization_id}|${d.name.trim().toLowerCase()}`, d.id);
      if (d.code) deptMap.set(`${d.organization_id}|${d.code.trim().toLowerCase()}`, d.id);
    }
    return {
      orgs: new Map(
        orgs.map((o) => [o.code.trim().toLowerCase(), { id: o.id, series: o.series, timezone: o.timezone }]),
      ),
      depts: deptMap,
      groups: await named('setting_groups'),
      banks: await named('banks'),
      codes: new Set(codes.map((c) => c.c)),
      emails: new Set(emails.map((e) => e.e)),
      fileEmails: new Map(),
      deptRequired: (auth.scope?.departmentIds.length ?? 0) > 0,
    };
  },
  row(cells, ctx, rowNo) {
    const errors: TError[] = [];
    const cell = (k: string) => (cells[k] ?? '').trim();
    const org = ctx.orgs.get(cell('organizationCode').toLowerCase());
    if (!cell('organizationCode')) errors.push({ column: 'organizationCode', code: 'required' });
    else if (!org) errors.push({ column: 'organizationCode', code: 'unknownOrganization' });
    const lookup = (column: string, map: Map<string, string>, key: string) => {
      if (!cell(column)) return null;
      const id = map.get(key);
      if (!id) errors.push({ column, code: 'unknownRecord' });
      return id ?? null;
    };
    const departmentId = org ? lookup('department', ctx.depts, `${org.id}|${cell('department').toLowerCase()}`) : null;
    if (ctx.deptRequired && !cell('department')) errors.push({ column: 'department', code: 'required' });
    const choice = (column: keyof typeof CHOICES) => {
      const v = cell(column);
      if (!v) return null;
      const code = CHOICES[column].get(v.toLowerCase());
      if (!code) errors.push({ column, code: 'invalidOption' });
      return code ?? null;
    };
    const day = (column: (typeof DATES)[number]) => {
      const v = cell(column);
      if (!v) return null;
      const d = parseDay(v);
      if (!d) errors.push({ column, code: 'invalidDate' });
      return d;
    };
    const input = {
      firstName: cell('firstName'),
      lastName: cell('lastName'),
      employeeCode: cell('employeeCode'),
      email: cell('email'),
      mobile: cell('mobile'),
      gender: choice('gender'),
      dateOfBirth: day('dateOfBirth'),
      nationality: cell('nationality'),
      organizationId: org?.id ?? '00000000-0000-0000-0000-000000000000',
      departmentId,
      position: cell('position'),
      groupId: lookup('group', ctx.groups, cell('group').toLowerCase()),
      status: choice('status') ?? 'active',
      joinDate: day('joinDate'),
      employmentType: choice('employmentType'),
      payrollType: choice('payrollType'),
      basicSalary: cell('basicSalary'),
      salaryCurrency: cell('salaryCurrency').toUpperCase(),
      payFrequency: choice('payFrequency'),
      bankId: lookup('bank', ctx.banks, cell('bank').toLowerCase()),
      bankAccount: cell('bankAccount'),
      taxNumber: cell('taxNumber'),
      nssfNumber: cell('nssfNumber'),
      epfNumber: cell('epfNumber'),
      socsoNumber: cell('socsoNumber'),
    };
    const parsed = ZEmployeeInput.safeParse(input);
    if (!parsed.success)
      for (const i of parsed.error.issues) {
        const column = String(i.path[0] ?? '');
        // references and choices were named above, by the file's own columns
        if (['organizationId', 'departmentId', 'groupId', 'bankId'].includes(column)) continue;
        if (!errors.some((e) => e.column === column)) errors.push({ column, code: i.message });
      }
    if (errors.length || !parsed.success || !org) return { errors };
    const v = parsed.data;
    if (!v.employeeCode && !org.series) return { errors: [{ column: 'employeeCode', code: 'noEmployeeSeries' }] };
    if (v.email) {
      if (ctx.emails.has(v.email)) return { errors: [{ column: 'email', code: 'emailExists' }] };
      const first = ctx.fileEmails.get(v.email);
      if (first) return { errors: [{ column: 'email', code: 'duplicateInFile', values: { row: first } }] };
      ctx.fileEmails.set(v.email, rowNo);
    }
    const rowKey = v.employeeCode ? `code:${v.employeeCode.toLowerCase()}` : `row:${rowNo}`;
    // In-Active from the day of the import, in the employee's (or organization's) calendar
    const exitDate = v.status === 'inactive' ? todayIn(v.timeZone ?? org.timezone) : null;
    return { value: { ...v, exitDate, rowKey }, errors };
  },
  key: (r) => r.rowKey,
  exists: (ctx, r) => r.employeeCode !== null && ctx.codes.has(r.employeeCode.toLowerCase()),
  async insert(db, tenantId, rows, actor) {
    // employee IDs for the rows without one: a block of each organization's series at once
    const need = new Map<string, TRow[]>();
    for (const r of rows) if (!r.employeeCode) need.set(r.organizationId, [...(need.get(r.organizationId) ?? []), r]);
    for (const [organizationId, list] of need) {
      const taken = await db.execute<{ prefix: string; first: number; padding: number }>(
        sql`update organization_series s set next_number = s.next_number + ${list.length}, updated_at = now()
             where s.tenant_id = ${tenantId} and s.id = (
               select id from organization_series where tenant_id = ${tenantId} and organization_id = ${organizationId}
                  and deleted_at is null order by created_at, id limit 1)
         returning s.prefix, s.next_number - ${list.length} as first, s.padding`,
      );
      const s = taken.rows[0];
      if (!s) throw new Error('employee series gone');
      list.forEach((r, i) => {
        const n = String(Number(s.first) + i);
        r.employeeCode = `${s.prefix}${n.padStart(Math.max(s.padding, n.length), '0')}`;
      });
    }
    const withEmail = rows.filter((r) => r.email);
    const logins = new Map<string, string>();
    if (withEmail.length) {
      const made = await db
        .insert(users)
        .values(
          withEmail.map((r) => ({
            tenantId,
            email: r.email!,
            passwordHash: UNUSABLE_PASSWORD,
            loginType: 'emp' as const,
            firstName: r.firstName,
            lastName: r.lastName,
            disabled: r.status === 'inactive',
          })),
        )
        .returning({ id: users.id, email: users.email });
      for (const u of made) logins.set(u.email, u.id);
    }
    await db.insert(employees).values(
      rows.map(({ rowKey: _, ...r }) => ({
        ...r,
        employeeCode: r.employeeCode!,
        tenantId,
        userId: r.email ? (logins.get(r.email) ?? null) : null,
        createdBy: actor.id,
        createdByName: actor.name,
        updatedBy: actor.id,
      })),
    );
  },
};
