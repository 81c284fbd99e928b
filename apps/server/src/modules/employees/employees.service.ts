import {
  EMPLOYEE_SORTS,
  type TEmployee,
  type TEmployeeRow,
  type TEmployeeOption,
  type TEmployeeStatus,
  type THrFieldDefinition,
} from '@staffdesk/core/employees';
import { UUID } from '@staffdesk/core/form-fields';
import { notFoundOf } from '../../platform/audit/denied.ts';
import type { TDb } from '../../platform/db/db.ts';
import { notFound } from '../../platform/errors.ts';
import type { TAuth } from '../../platform/http/access.ts';
import { parseSort } from '../../platform/http/list.ts';
import type { TServices } from '../../platform/services.ts';
import * as repo from './employees.repo.ts';

/** Reading employees: the list, its export, one record, the picker's options. The scope is row-level security's. */

export type TEmployeeListParams = {
  search?: string;
  sort?: string;
  page: number;
  pageSize: number;
  organizationId?: string | null;
  departmentId?: string | null;
  groupId?: string | null;
  position?: string | null;
  status?: TEmployeeStatus;
  login?: 'pending';
};

const tenantOf = (auth: TAuth) => auth.tenantId!;
const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();
/** numeric(18,4) comes back as "1250.0000": shown with the digits it was typed with */
const amount = (v: string | null) => (v == null ? null : v.includes('.') ? v.replace(/\.?0+$/, '') : v);

/** Where an employee's photo is served (the key changes with every upload, so it is cached for good). */
export const employeePhotoPath = (id: string, key: string) => `/api/v1/employees/${id}/photo/${key}`;

/** The photo HR set, else the login's account photo: both served through the employee (who may see them). */
function photoOf(r: repo.TEmployeeRecord): string | null {
  const key = r.photoKey ?? r.userPhotoKey;
  return key ? employeePhotoPath(r.id, key) : r.userPhotoUrl;
}

export const presentRow = (r: repo.TEmployeeRecord): TEmployeeRow => ({
  id: r.id,
  employeeCode: r.employeeCode,
  firstName: r.firstName,
  lastName: r.lastName,
  email: r.email,
  mobile: r.mobile,
  organizationId: r.organizationId,
  organizationTitle: r.organizationTitle,
  departmentId: r.departmentId,
  departmentName: r.departmentName,
  position: r.position,
  groupId: r.groupId,
  groupName: r.groupName,
  status: r.status,
  joinDate: r.joinDate,
  photoUrl: photoOf(r),
  hasLogin: r.userId != null,
});

export const presentEmployee = (r: repo.TEmployeeRecord): TEmployee => ({
  ...presentRow(r),
  accessCodeSetAt: r.accessCodeSetAt ? iso(r.accessCodeSetAt) : null,
  gender: r.gender,
  dateOfBirth: r.dateOfBirth,
  nationality: r.nationality,
  timeZone: r.timeZone,
  effectiveTimeZone: r.timeZone ?? r.organizationTimeZone,
  photoSet: r.photoKey != null,
  address: r.address,
  reportingManagerId: r.reportingManagerId,
  reportingManagerName: r.managerFirstName == null ? null : `${r.managerFirstName} ${r.managerLastName ?? ''}`.trim(),
  shiftId: r.shiftId,
  shiftName: r.shiftName,
  hrFields: r.hrFields ?? {},
  confirmationDate: r.confirmationDate,
  exitDate: r.exitDate,
  employmentType: r.employmentType as TEmployee['employmentType'],
  payrollType: r.payrollType as TEmployee['payrollType'],
  basicSalary: amount(r.basicSalary),
  salaryCurrency: r.salaryCurrency,
  effectiveCurrency: r.salaryCurrency ?? r.organizationCurrency,
  payFrequency: r.payFrequency as TEmployee['payFrequency'],
  bankId: r.bankId,
  bankName: r.bankName,
  bankAccount: r.bankAccount,
  taxNumber: r.taxNumber,
  taxResident: r.taxResident,
  maritalStatus: r.maritalStatus as TEmployee['maritalStatus'],
  children: r.children,
  epfNumber: r.epfNumber,
  epfCategory: r.epfCategory,
  socsoNumber: r.socsoNumber,
  socsoCategory: r.socsoCategory,
  pcbCategory: r.pcbCategory as TEmployee['pcbCategory'],
  nssfNumber: r.nssfNumber,
  createdAt: iso(r.createdAt),
  updatedAt: iso(r.updatedAt),
});

export function listQuery(auth: TAuth, p: TEmployeeListParams): repo.TEmployeeListQuery {
  const sort = parseSort(p.sort, EMPLOYEE_SORTS, 'name');
  return {
    tenantId: tenantOf(auth),
    search: p.search?.trim() || undefined,
    sort: sort.field,
    dir: sort.dir,
    page: p.page,
    pageSize: p.pageSize,
    organizationId: p.organizationId || null,
    departmentId: p.departmentId || null,
    groupId: p.groupId || null,
    position: p.position?.trim() || null,
    status: p.status,
    login: p.login,
  };
}

export async function listEmployees(s: TServices, auth: TAuth, p: TEmployeeListParams) {
  const r = await s.database.tenant(auth, (db) => repo.listEmployees(db, listQuery(auth, p)));
  return { rows: r.rows.map(presentRow), total: r.total, page: p.page, pageSize: p.pageSize };
}

/** Every matching employee in batches from a cursor (the export): the list's filters and sort. */
export async function* employeeBatches(s: TServices, auth: TAuth, p: TEmployeeListParams) {
  const query = repo.employeesExportQuery(listQuery(auth, p));
  for await (const rows of s.database.cursor<Record<string, unknown>>(auth, query, { objects: true, rawDates: true }))
    yield rows.map((row) => presentEmployee(repo.employeeRecord(row)));
}

/** An employee the caller may see (tenant and scope), or 404 (written to the log as a denial when it hid one). */
export async function employeeFor(db: TDb, auth: TAuth, id: string, lock = false) {
  if (!UUID.test(id)) throw notFound();
  const e = await repo.getEmployee(db, tenantOf(auth), id, lock);
  if (!e) throw notFoundOf({ entity: 'employee', table: 'employees', id });
  return e;
}

export async function getEmployee(s: TServices, auth: TAuth, id: string): Promise<TEmployee> {
  return presentEmployee(await s.database.tenant(auth, (db) => employeeFor(db, auth, id)));
}

/** The signed-in employee's own record (My Profile). */
export async function myEmployee(s: TServices, auth: TAuth): Promise<TEmployee> {
  const e = await s.database.tenant(tenantOf(auth), (db) => repo.employeeOfUser(db, tenantOf(auth), auth.userId));
  if (!e) throw notFound();
  return presentEmployee(e);
}

/** Picker options, searched on the server as the user types; at most `limit`, never silently all. */
export const OPTIONS_LIMIT = 20;
export async function employeeOptions(
  s: TServices,
  auth: TAuth,
  search: string | undefined,
): Promise<TEmployeeOption[]> {
  const rows = await s.database.tenant(auth, (db) =>
    repo.options(db, tenantOf(auth), search?.trim() || undefined, OPTIONS_LIMIT),
  );
  return rows.map((r) => ({
    id: r.id,
    firstName: r.first_name,
    lastName: r.last_name,
    employeeCode: r.employee_code,
    status: r.status as TEmployeeStatus,
  }));
}

/** The tenant's custom HR fields, in label order. */
export async function hrFields(s: TServices, auth: TAuth): Promise<THrFieldDefinition[]> {
  const rows = await s.database.tenant(auth, (db) => repo.hrFieldDefinitions(db, tenantOf(auth)));
  return rows.map((r) => ({
    id: r.id,
    label: r.label,
    fieldType: r.field_type as THrFieldDefinition['fieldType'],
    options: r.options ?? [],
    required: r.required,
  }));
}
