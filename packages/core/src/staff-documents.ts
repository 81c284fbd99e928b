import { z } from 'zod';

/** Where a document stands today (the employee's zone): past its expiry, within the warning days, later, or none. */
export const DOCUMENT_STATES = ['expired', 'expiring', 'valid', 'noExpiry'] as const;
export type TDocumentState = (typeof DOCUMENT_STATES)[number];

/** One row of `/employeesadmin_staff/listingdocs`: a document of a staff member, with who it belongs to. */
export const ZStaffDocument = z.object({
  id: z.string(),
  employeeId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  employeeCode: z.string(),
  organizationName: z.string().nullable(),
  departmentName: z.string().nullable(),
  documentType: z.string(),
  number: z.string().nullable(),
  issueDate: z.string().nullable(),
  expiryDate: z.string().nullable(),
  state: z.enum(DOCUMENT_STATES),
  fileName: z.string().nullable(),
});
export type TStaffDocument = z.infer<typeof ZStaffDocument>;
