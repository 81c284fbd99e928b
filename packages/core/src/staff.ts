import { z } from 'zod';
import { LANGUAGES } from './constants.ts';

/**
 * The tenant's staff logins that are not plain employees (spec `/employeesadmin_staff`): sub admins, with a
 * User Role, linked to an employee record when they are also staff; and security users, the gate's guards.
 */
export const STAFF_KINDS = ['sub_admin', 'security'] as const;
export type TStaffKind = (typeof STAFF_KINDS)[number];

export const ZStaff = z.object({
  id: z.string(),
  kind: z.enum(STAFF_KINDS),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  language: z.enum(LANGUAGES).nullable(),
  roleId: z.string().nullable(),
  roleName: z.string().nullable(),
  /** the employee record this login is (sub admins who are also staff) */
  employeeId: z.string().nullable(),
  employeeCode: z.string().nullable(),
  disabled: z.boolean(),
  passwordSet: z.boolean(),
  createdAt: z.string(),
});
export type TStaff = z.infer<typeof ZStaff>;

const name = z.string().trim().min(1).max(100);
export const ZStaffInput = z.object({
  kind: z.enum(STAFF_KINDS),
  /** sub admins: the employee they are (their names, email and login come from the record) */
  employeeId: z.uuid().nullable().default(null),
  email: z.email().max(150).nullable().default(null),
  firstName: name.nullable().default(null),
  lastName: z.string().trim().max(100).default(''),
  /** sub admins: required */
  roleId: z.uuid().nullable().default(null),
  language: z.enum(LANGUAGES).nullable().default(null),
});
export type TStaffInput = z.input<typeof ZStaffInput>;

export const ZStaffUpdate = z.object({
  firstName: name.nullable().default(null),
  lastName: z.string().trim().max(100).default(''),
  roleId: z.uuid().nullable().default(null),
  language: z.enum(LANGUAGES).nullable().default(null),
});
