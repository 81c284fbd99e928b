import { z } from 'zod';
import { intIn, pageOf, ref, requiredText } from './form-fields.ts';

/**
 * Comments and complaints (issue 15, spec `/employeescomplaints/listing`): an employee files one with a type
 * (complaint type settings), optionally anonymous to HR — then its author is kept nowhere HR, a log or an export can
 * read; HR answers, scores it and closes it; the employee sees the answer.
 *
 * - GET  /complaints?search=&status=&typeId=&page= → TPage<TComplaint> (page `comments`)
 * - GET  /complaints/:id → TComplaint
 * - POST /complaints/:id/response ← TComplaintResponse → TComplaint (page `comments` edit)
 * - GET  /me/complaints → TComplaint[];  POST /me/complaints ← TComplaintBody → TComplaint (201)
 * - GET  /me/complaints/types → { id, name }[]
 */

export const COMPLAINT_STATUSES = ['open', 'answered', 'closed'] as const;
export type TComplaintStatus = (typeof COMPLAINT_STATUSES)[number];

export const COMPLAINT_SUBJECT_MAX = 200;
export const COMPLAINT_TEXT_MAX = 4000;
/** HR's score of a comment: 1 (minor) to 5 (serious). */
export const COMPLAINT_SCORE_MAX = 5;

export const ZComplaintBody = z.object({
  typeId: ref,
  subject: requiredText(COMPLAINT_SUBJECT_MAX),
  text: requiredText(COMPLAINT_TEXT_MAX),
  anonymous: z.boolean({ error: 'invalidOption' }).default(false),
});
export type TComplaintBody = z.input<typeof ZComplaintBody>;

export const ZComplaintResponse = z.object({
  response: requiredText(COMPLAINT_TEXT_MAX),
  score: z.preprocess((v) => (v === '' ? null : v), intIn(1, COMPLAINT_SCORE_MAX).nullable()).default(null),
  close: z.boolean({ error: 'invalidOption' }).default(false),
});
export type TComplaintResponse = z.input<typeof ZComplaintResponse>;

export const ZComplaint = z.object({
  id: z.string(),
  typeId: z.string().nullable(),
  typeName: z.string().nullable(),
  subject: z.string(),
  text: z.string(),
  anonymous: z.boolean(),
  /** the author: null for an anonymous one, whoever asks */
  employeeName: z.string().nullable(),
  employeeCode: z.string().nullable(),
  departmentName: z.string().nullable(),
  organizationTitle: z.string(),
  status: z.enum(COMPLAINT_STATUSES),
  response: z.string().nullable(),
  respondedByName: z.string().nullable(),
  respondedAt: z.string().nullable(),
  score: z.number().nullable(),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
});
export type TComplaint = z.infer<typeof ZComplaint>;
export const ZComplaintPage = pageOf(ZComplaint);

export const ZComplaintQuery = z.object({
  status: z.union([z.enum(COMPLAINT_STATUSES), z.literal('')]).optional(),
  typeId: z.string().max(40).optional(),
});
