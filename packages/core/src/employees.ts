import { z } from 'zod';
import type { PAGE_SIZES } from './constants.ts';
import { isCalendarDate } from './dates.ts';
import { blankToNull, intIn, optionalRef, optionalText, ref, requiredText } from './form-fields.ts';
import { parseAmount } from './money.ts';
import { isTimeZone } from './time-zones.ts';
import { CURRENCY_DIGITS } from './zones.ts';

/**
 * The employee record (issue 11): a person on the payroll, with or without a login. Personal data, where they work
 * (organization, department, position, group, reporting manager) and their job info (pay, bank, tax and statutory
 * numbers). Codes travel; the web shows labels in the user's language.
 */
export const GENDERS = ['male', 'female', 'other'] as const;
export type TGender = (typeof GENDERS)[number];
export const EMPLOYEE_STATUSES = ['active', 'inactive'] as const;
export type TEmployeeStatus = (typeof EMPLOYEE_STATUSES)[number];
export const EMPLOYMENT_TYPES = ['permanent', 'probation', 'contract', 'partTime', 'intern'] as const;
/** spec 9: Flat Salary, Salary Attendance, Salary Attendance + OT, Hourly Wages */
export const PAYROLL_TYPES = ['flatSalary', 'salaryAttendance', 'salaryAttendanceOt', 'hourlyWages'] as const;
export type TPayrollType = (typeof PAYROLL_TYPES)[number];
/** how often pay is run for the employee (a subset of the spec's frequencies) */
export const PAY_FREQUENCIES = ['monthly', 'weekly', 'daily', 'hourly'] as const;
/** for tax relief (Malaysia: spouse and children; Cambodia: dependants) */
export const MARITAL_STATUSES = ['single', 'married', 'divorced', 'widowed'] as const;
/**
 * Malaysian PCB categories (LHDN): 1 single (also divorced or widowed), 2 married with a spouse not working, 3 married
 * with a working spouse. Unset: 3 when married, else 1.
 */
export const PCB_CATEGORIES = ['single', 'spouseNotWorking', 'spouseWorking'] as const;
export type TPcbCategoryName = (typeof PCB_CATEGORIES)[number];

export const EMPLOYEE_MESSAGES = {
  emailExists: 'Email Already Exists',
  employeeCodeExists: 'Employee ID already exists',
  noEmployeeSeries: 'Add an employee ID series for this organization first, or type an Employee ID',
  managerSelf: 'An employee cannot report to themselves',
  managerLoop: 'This manager reports to the employee, directly or through others',
  departmentOrganization: 'The department belongs to another organization',
  futureDate: 'The date cannot be in the future',
  confirmationBeforeJoin: 'The confirmation date cannot be before the join date',
  invalidEmail: 'Enter a valid email address',
  invalidMobile: 'Enter a valid mobile number',
  invalidAmount: 'Enter an amount such as 1250.00',
  invalidTimeZone: 'Choose a time zone from the list',
  invalidCurrency: 'Choose a currency from the list',
} as const;
export type TEmployeeMessageCode = keyof typeof EMPLOYEE_MESSAGES;

/** Pages that may add many employees in one go keep the same limits. */
export const NAME_MAX = 100;
export const EMPLOYEE_CODE_MAX = 30;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** digits with an optional leading +, spaces, dashes and brackets: 6 to 20 digits */
const MOBILE = /^\+?[\d\s\-()]{6,24}$/;

const optionalDate = z.preprocess(blankToNull, z.string().refine(isCalendarDate, { error: 'invalidDate' }).nullable());
const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(blankToNull, z.enum(values, { error: 'invalidOption' }).nullable());
const optionalEmail = z.preprocess(
  blankToNull,
  z
    .string()
    .trim()
    .toLowerCase()
    .max(150, { error: 'tooLong' })
    .refine((v) => EMAIL.test(v), { error: 'invalidEmail' })
    .nullable(),
);
const optionalMobile = z.preprocess(
  blankToNull,
  z
    .string()
    .trim()
    .refine((v) => MOBILE.test(v) && v.replace(/\D/g, '').length >= 6, { error: 'invalidMobile' })
    .nullable(),
);
/** A decimal amount as a string ("1250.00"); the currency's minor units are checked with the currency. */
const optionalAmount = z.preprocess(
  (v) => (typeof v === 'number' ? String(v) : blankToNull(v)),
  z
    .string()
    .trim()
    .transform((v, ctx) => {
      const m = parseAmount(v);
      if (!m || m.isNegative() || m.greaterThan('999999999999.9999')) {
        ctx.addIssue({ code: 'custom', message: 'invalidAmount' });
        return z.NEVER;
      }
      return m.toFixed();
    })
    .nullable(),
);

const ZPersonal = z.object({
  firstName: requiredText(NAME_MAX),
  lastName: z.preprocess((v) => (v == null ? '' : v), z.string().trim().max(NAME_MAX, { error: 'tooLong' })),
  /** blank: the next number of the organization's series */
  employeeCode: optionalText(EMPLOYEE_CODE_MAX),
  email: optionalEmail,
  mobile: optionalMobile,
  gender: optionalEnum(GENDERS),
  dateOfBirth: optionalDate,
  nationality: optionalText(60),
  /** blank: the organization's */
  timeZone: z.preprocess(blankToNull, z.string().refine(isTimeZone, { error: 'invalidTimeZone' }).nullable()),
  address: optionalText(500),
  organizationId: ref,
  departmentId: optionalRef,
  position: optionalText(100),
  groupId: optionalRef,
  /** the shift worked when the schedule names none */
  shiftId: optionalRef,
  reportingManagerId: optionalRef,
  status: z.enum(EMPLOYEE_STATUSES, { error: 'invalidOption' }).default('active'),
  /** custom HR fields (settings `hrfields`): field id → value; checked against their declarations by the server */
  hrFields: z.record(z.string().regex(/^[0-9a-f-]{36}$/i), z.string().max(500, { error: 'tooLong' })).default({}),
});

const ZJob = z.object({
  joinDate: optionalDate,
  confirmationDate: optionalDate,
  employmentType: optionalEnum(EMPLOYMENT_TYPES),
  payrollType: optionalEnum(PAYROLL_TYPES),
  basicSalary: optionalAmount,
  /** blank: the organization's */
  salaryCurrency: z.preprocess(
    blankToNull,
    z
      .string()
      .refine((c) => c in CURRENCY_DIGITS, { error: 'invalidCurrency' })
      .nullable(),
  ),
  payFrequency: optionalEnum(PAY_FREQUENCIES),
  bankId: optionalRef,
  bankAccount: optionalText(40),
  taxNumber: optionalText(40),
  taxResident: z.preprocess((v) => (v === 'false' ? false : v === 'true' ? true : v), z.boolean()).default(true),
  maritalStatus: optionalEnum(MARITAL_STATUSES),
  children: z.preprocess((v) => (v === '' || v == null ? 0 : v), intIn(0, 30)),
  epfNumber: optionalText(40),
  epfCategory: optionalText(40),
  socsoNumber: optionalText(40),
  socsoCategory: optionalText(40),
  pcbCategory: optionalEnum(PCB_CATEGORIES),
  nssfNumber: optionalText(40),
});

/**
 * What an employee may change on their own record (Update Profile), when HR allows it: contact and family details,
 * their bank account, the custom HR fields. Never names, job, pay or status.
 */
export const SELF_EDIT_FIELDS = [
  'mobile',
  'address',
  'nationality',
  'dateOfBirth',
  'maritalStatus',
  'children',
  'bankAccount',
  'hrFields',
] as const;
export type TSelfEditField = (typeof SELF_EDIT_FIELDS)[number];
export const DEFAULT_SELF_EDIT: readonly TSelfEditField[] = ['mobile', 'address'];
export const ZSelfServiceSettings = z.object({
  fields: z.array(z.enum(SELF_EDIT_FIELDS, { error: 'invalidOption' })).max(SELF_EDIT_FIELDS.length),
});

/** Create / update body of an employee (the HR form: personal data and job info). */
export const ZEmployeeInput = ZPersonal.extend(ZJob.shape)
  .refine((v) => !v.confirmationDate || !v.joinDate || v.confirmationDate >= v.joinDate, {
    path: ['confirmationDate'],
    error: 'confirmationBeforeJoin',
  })
  .refine(
    (v) => {
      if (!v.basicSalary || !v.salaryCurrency) return true;
      const decimals = v.basicSalary.split('.')[1]?.length ?? 0;
      return decimals <= (CURRENCY_DIGITS[v.salaryCurrency] ?? 2);
    },
    { path: ['basicSalary'], error: 'invalidAmount' },
  );
export type TEmployeeInput = z.input<typeof ZEmployeeInput>;

/** An employee's own update: only the allowed fields, each checked as on the HR form. */
export const selfEditSchema = (fields: readonly TSelfEditField[]) =>
  ZPersonal.extend(ZJob.shape).pick(Object.fromEntries(fields.map((f) => [f, true])) as Record<TSelfEditField, true>);
export type TEmployeeValues = z.output<typeof ZEmployeeInput>;

/** One row of the employee list. */
export const ZEmployeeRow = z.object({
  id: z.string(),
  employeeCode: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  organizationId: z.string(),
  organizationTitle: z.string(),
  departmentId: z.string().nullable(),
  departmentName: z.string().nullable(),
  position: z.string().nullable(),
  groupId: z.string().nullable(),
  groupName: z.string().nullable(),
  status: z.enum(EMPLOYEE_STATUSES),
  joinDate: z.string().nullable(),
  photoUrl: z.string().nullable(),
  hasLogin: z.boolean(),
});
export type TEmployeeRow = z.infer<typeof ZEmployeeRow>;

/** Digits of an employee's access code (the PIN of the public leave / overtime pages and the gate). */
export const ACCESS_CODE_LENGTH = 6;

/** One employee, every field, with the names of what it references. */
export const ZEmployee = ZEmployeeRow.extend({
  /** when the access code was last set; null: none */
  accessCodeSetAt: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  dateOfBirth: z.string().nullable(),
  nationality: z.string().nullable(),
  timeZone: z.string().nullable(),
  /** the zone that applies: the employee's, else the organization's */
  effectiveTimeZone: z.string(),
  /** HR set a photo (else `photoUrl` is the login's account photo, if any) */
  photoSet: z.boolean(),
  address: z.string().nullable(),
  reportingManagerId: z.string().nullable(),
  reportingManagerName: z.string().nullable(),
  shiftId: z.string().nullable(),
  shiftName: z.string().nullable(),
  hrFields: z.record(z.string(), z.string()),
  confirmationDate: z.string().nullable(),
  /** the last day worked (set when the employee became In-Active) */
  exitDate: z.string().nullable(),
  employmentType: z.enum(EMPLOYMENT_TYPES).nullable(),
  payrollType: z.enum(PAYROLL_TYPES).nullable(),
  basicSalary: z.string().nullable(),
  salaryCurrency: z.string().nullable(),
  /** the currency that applies: the employee's, else the organization's */
  effectiveCurrency: z.string(),
  payFrequency: z.enum(PAY_FREQUENCIES).nullable(),
  bankId: z.string().nullable(),
  bankName: z.string().nullable(),
  bankAccount: z.string().nullable(),
  taxNumber: z.string().nullable(),
  taxResident: z.boolean(),
  maritalStatus: z.enum(MARITAL_STATUSES).nullable(),
  children: z.number(),
  epfNumber: z.string().nullable(),
  epfCategory: z.string().nullable(),
  socsoNumber: z.string().nullable(),
  socsoCategory: z.string().nullable(),
  pcbCategory: z.enum(PCB_CATEGORIES).nullable(),
  nssfNumber: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TEmployee = z.infer<typeof ZEmployee>;

/** The answer to a create: the record, and whether a set-password mail went out for the new login. */
export const ZEmployeeCreated = ZEmployee.extend({ mailSent: z.boolean().nullable() });

/** Employee option (spec 3): id, names, employee ID, status — searched on the server as the user types. */
export const ZEmployeeOption = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  employeeCode: z.string(),
  status: z.enum(EMPLOYEE_STATUSES),
});
export type TEmployeeOption = z.infer<typeof ZEmployeeOption>;

/** A custom HR field of the tenant (settings `hrfields`), as the employee form shows it. */
export const ZHrFieldDefinition = z.object({
  id: z.string(),
  label: z.string(),
  fieldType: z.enum(['text', 'number', 'date', 'select']),
  options: z.array(z.string()),
  required: z.boolean(),
});
export type THrFieldDefinition = z.infer<typeof ZHrFieldDefinition>;

export const EMPLOYEE_SORTS = [
  'name',
  'employeeCode',
  'email',
  'organization',
  'department',
  'position',
  'joinDate',
  'status',
] as const;
export type TEmployeeSort = (typeof EMPLOYEE_SORTS)[number];

export type TEmployeeListQuery = {
  search?: string;
  sort?: string;
  page?: number;
  pageSize?: (typeof PAGE_SIZES)[number];
  organizationId?: string;
  departmentId?: string;
  position?: string;
  status?: TEmployeeStatus;
  groupId?: string;
};

export const employeeName = (e: { firstName: string; lastName: string }) => `${e.firstName} ${e.lastName}`.trim();

const ZPersonRef = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  employeeCode: z.string(),
  photoUrl: z.string().nullable(),
});

/** The HR dashboard's staff figures, within the viewer's scope; "this month" and "today" in each organization's zone. */
export const ZStaffDashboard = z.object({
  active: z.number(),
  inactive: z.number(),
  joinersThisMonth: z.number(),
  leaversThisMonth: z.number(),
  byOrganization: z.array(z.object({ id: z.string(), title: z.string(), active: z.number() })),
  /** the largest departments; people with none are counted under `id: null` */
  byDepartment: z.array(z.object({ id: z.string().nullable(), name: z.string().nullable(), active: z.number() })),
  /** birthdays today and in the next 6 days, soonest first (`day`: this year's date) */
  birthdays: z.array(ZPersonRef.extend({ day: z.string() })),
  /** confirmation dates today and in the next 30 days */
  probationEnding: z.array(ZPersonRef.extend({ confirmationDate: z.string() })),
  /** documents expired or expiring within 30 days, soonest first (the first 10), and how many there are */
  documentsExpiring: z.array(
    ZPersonRef.extend({ documentId: z.string(), documentType: z.string(), expiryDate: z.string() }),
  ),
  documentsExpiringCount: z.number(),
});
export type TStaffDashboard = z.infer<typeof ZStaffDashboard>;

/** One person of the organization chart: who they report to (null, or outside the viewer's scope: a root). */
export const ZOrgChartNode = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  employeeCode: z.string(),
  position: z.string().nullable(),
  departmentName: z.string().nullable(),
  photoUrl: z.string().nullable(),
  managerId: z.string().nullable(),
});
export type TOrgChartNode = z.infer<typeof ZOrgChartNode>;
/** The most people one chart draws; more must be narrowed to an organization or a department. */
export const ORG_CHART_MAX = 2000;

/** One organization's staff figures this month (`/organization/kpilisting`), in its own time zone. */
export const ZOrganizationKpi = z.object({
  id: z.string(),
  title: z.string(),
  code: z.string(),
  headcount: z.number(),
  active: z.number(),
  inactive: z.number(),
  joinersThisMonth: z.number(),
  leaversThisMonth: z.number(),
});
export type TOrganizationKpi = z.infer<typeof ZOrganizationKpi>;
