import { z } from 'zod';

/** The three approval parts of a payroll privilege (spec session values), in the order the page shows them. */
export const PAYROLL_PARTS = ['approvePayroll', 'approvePaid', 'payrollLine'] as const;
export type TPayrollPart = (typeof PAYROLL_PARTS)[number];

/** One HR admin or sub admin on `/settingspayrollPrivilege`, with the parts they hold (set, or the default). */
export const ZPayrollPrivilege = z.object({
  userId: z.string(),
  loginType: z.enum(['hr_admin', 'sub_admin']),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  roleName: z.string().nullable(),
  disabled: z.boolean(),
  organizationId: z.string().nullable(),
  organizationName: z.string().nullable(),
  approvePayroll: z.boolean(),
  approvePaid: z.boolean(),
  payrollLine: z.boolean(),
  /** false: nothing set yet, the parts shown are the default (an HR admin all, a sub admin none) */
  set: z.boolean(),
  updatedAt: z.string().nullable(),
  updatedByName: z.string().nullable(),
});
export type TPayrollPrivilege = z.infer<typeof ZPayrollPrivilege>;

export const ZPayrollPrivilegeInput = z.object({
  /** the organization whose payroll they handle; none: every organization in their scope */
  organizationId: z.uuid().nullable().default(null),
  approvePayroll: z.boolean(),
  approvePaid: z.boolean(),
  payrollLine: z.boolean(),
});
export type TPayrollPrivilegeInput = z.input<typeof ZPayrollPrivilegeInput>;
