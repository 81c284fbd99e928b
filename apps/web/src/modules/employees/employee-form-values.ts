import type { TFunction } from 'i18next';
import { EMPLOYEE_MESSAGES, type TEmployee, type TEmployeeInput } from '@staffdesk/core/employees';
import { FIELD_ERRORS } from '@staffdesk/core/resources/resource-schema';

/** The employee form's state: every field as the inputs hold it (text, '' for none). */
export type TEmployeeFormValues = {
  firstName: string;
  lastName: string;
  employeeCode: string;
  email: string;
  mobile: string;
  gender: string;
  dateOfBirth: string;
  nationality: string;
  timeZone: string;
  address: string;
  organizationId: string;
  departmentId: string;
  position: string;
  groupId: string;
  shiftId: string;
  reportingManagerId: string;
  status: string;
  hrFields: Record<string, string>;
  joinDate: string;
  confirmationDate: string;
  employmentType: string;
  payrollType: string;
  basicSalary: string;
  salaryCurrency: string;
  payFrequency: string;
  bankId: string;
  bankAccount: string;
  taxNumber: string;
  taxResident: boolean;
  maritalStatus: string;
  children: string;
  epfNumber: string;
  epfCategory: string;
  socsoNumber: string;
  socsoCategory: string;
  pcbCategory: string;
  nssfNumber: string;
};

export type TEmployeeFormKey = Exclude<keyof TEmployeeFormValues, 'hrFields' | 'taxResident'>;

export function initialEmployeeValues(e: TEmployee | null): TEmployeeFormValues {
  return {
    firstName: e?.firstName ?? '',
    lastName: e?.lastName ?? '',
    employeeCode: e?.employeeCode ?? '',
    email: e?.email ?? '',
    mobile: e?.mobile ?? '',
    gender: e?.gender ?? '',
    dateOfBirth: e?.dateOfBirth ?? '',
    nationality: e?.nationality ?? '',
    timeZone: e?.timeZone ?? '',
    address: e?.address ?? '',
    organizationId: e?.organizationId ?? '',
    departmentId: e?.departmentId ?? '',
    position: e?.position ?? '',
    groupId: e?.groupId ?? '',
    shiftId: e?.shiftId ?? '',
    reportingManagerId: e?.reportingManagerId ?? '',
    status: e?.status ?? 'active',
    hrFields: { ...(e?.hrFields ?? {}) },
    joinDate: e?.joinDate ?? '',
    confirmationDate: e?.confirmationDate ?? '',
    employmentType: e?.employmentType ?? '',
    payrollType: e?.payrollType ?? '',
    basicSalary: e?.basicSalary ?? '',
    salaryCurrency: e?.salaryCurrency ?? '',
    payFrequency: e?.payFrequency ?? '',
    bankId: e?.bankId ?? '',
    bankAccount: e?.bankAccount ?? '',
    taxNumber: e?.taxNumber ?? '',
    taxResident: e?.taxResident ?? true,
    maritalStatus: e?.maritalStatus ?? '',
    children: String(e?.children ?? 0),
    epfNumber: e?.epfNumber ?? '',
    epfCategory: e?.epfCategory ?? '',
    socsoNumber: e?.socsoNumber ?? '',
    socsoCategory: e?.socsoCategory ?? '',
    pcbCategory: e?.pcbCategory ?? '',
    nssfNumber: e?.nssfNumber ?? '',
  };
}

/** The API body: the schema turns '' into none and checks every field as the server does. */
export function employeeBody(v: TEmployeeFormValues): TEmployeeInput {
  const hrFields = Object.fromEntries(Object.entries(v.hrFields).filter(([, x]) => x.trim() !== ''));
  return { ...v, hrFields, children: v.children } as TEmployeeInput;
}

const GENERIC = new Set<string>(FIELD_ERRORS);
const OWN = new Set<string>(Object.keys(EMPLOYEE_MESSAGES));

/** The line under an employee field for an error code of the server or the schema. */
export function employeeFieldMessage(t: TFunction, code: string | undefined): string | undefined {
  if (!code) return undefined;
  if (OWN.has(code)) return t(`employees:errors.${code}`);
  if (code === 'notEditable') return t('errors:notEditable');
  if (GENERIC.has(code)) return t(`common:validation.${code}`, { max: 100, min: 0 });
  return t('common:validation.invalid');
}
