import { z } from 'zod';
import { optionalRef, pageOf, ref, requiredText } from './form-fields.ts';

/**
 * Issues (issue 15, spec `/employeesissues/listing|Add`): tickets an employee files (or HR files for one) with a
 * category (ticket category settings), a priority, a status and an assignee among HR; comments both ways with
 * content-checked attachments. The top bar counts those filed since HR last looked.
 *
 * - GET  /issues?search=&status=&priority=&categoryId=&assignee=me|none|<userId>&page= → TPage<TIssue> (page `issues`)
 * - POST /issues ← multipart TIssueBody + employeeId + `attachment` → TIssue (201)
 * - GET  /issues/:id → TIssueDetail;  PUT /issues/:id ← TIssueUpdate → TIssueDetail
 * - POST /issues/:id/comments ← multipart { body } + `attachment` → TIssueDetail (201)
 * - GET  /issues/:id/files/:fileId → an attachment (the issue's own: fileId = its id; a comment's: the comment's id)
 * - POST /issues/:id/delete ← { reason } → 204
 * - GET  /issues/assignees → TAssignee[] (who may handle issues)
 * - GET  /me/issues → TIssue[];  POST /me/issues ← multipart TIssueBody + `attachment` → TIssue (201)
 * - GET  /me/issues/:id → TIssueDetail;  POST /me/issues/:id/comments;  GET /me/issues/:id/files/:fileId
 * - GET  /me/issues/categories → TIssueCategory[]
 */

/** The spec's priorities: Low, Moderate, High, Very High. */
export const ISSUE_PRIORITIES = ['low', 'moderate', 'high', 'veryHigh'] as const;
export type TIssuePriority = (typeof ISSUE_PRIORITIES)[number];

export const ISSUE_STATUSES = ['open', 'inProgress', 'resolved', 'closed'] as const;
export type TIssueStatus = (typeof ISSUE_STATUSES)[number];
/** The statuses still waiting for HR. */
export const ISSUE_OPEN_STATUSES: readonly TIssueStatus[] = ['open', 'inProgress'];

export const ISSUE_TITLE_MAX = 200;
export const ISSUE_TEXT_MAX = 4000;
export const ISSUE_FILE_FIELD = 'attachment';

/** A new issue's form (multipart or JSON); the priority defaults to its category's. */
export const ZIssueBody = z.object({
  title: requiredText(ISSUE_TITLE_MAX),
  description: requiredText(ISSUE_TEXT_MAX),
  categoryId: ref,
  priority: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.enum(ISSUE_PRIORITIES, { error: 'invalidOption' }).optional(),
  ),
});
export type TIssueBody = z.input<typeof ZIssueBody>;
export type TIssueInput = z.output<typeof ZIssueBody>;

/** HR's changes of an issue: its status, priority, category and who handles it (none: unassigned). */
export const ZIssueUpdate = z.object({
  status: z.enum(ISSUE_STATUSES, { error: 'invalidOption' }),
  priority: z.enum(ISSUE_PRIORITIES, { error: 'invalidOption' }),
  categoryId: ref,
  assigneeId: optionalRef,
});
export type TIssueUpdate = z.input<typeof ZIssueUpdate>;

export const ZIssueComment = z.object({
  body: z.string().trim().max(ISSUE_TEXT_MAX, { error: 'tooLong' }).default(''),
});

export const ZIssueAttachment = z.object({ id: z.string(), name: z.string(), type: z.string(), size: z.number() });

export const ZIssue = z.object({
  id: z.string(),
  /** the tenant's running number, shown as #12 */
  number: z.number(),
  title: z.string(),
  categoryId: z.string().nullable(),
  categoryName: z.string().nullable(),
  priority: z.enum(ISSUE_PRIORITIES),
  status: z.enum(ISSUE_STATUSES),
  employeeId: z.string(),
  employeeName: z.string(),
  employeeCode: z.string(),
  departmentName: z.string().nullable(),
  assigneeId: z.string().nullable(),
  assigneeName: z.string().nullable(),
  comments: z.number(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TIssue = z.infer<typeof ZIssue>;
export const ZIssuePage = pageOf(ZIssue);

export const ZIssueNote = z.object({
  id: z.string(),
  sender: z.enum(['staff', 'employee']),
  authorName: z.string(),
  body: z.string(),
  attachment: ZIssueAttachment.nullable(),
  createdAt: z.string(),
  mine: z.boolean(),
});
export type TIssueNote = z.infer<typeof ZIssueNote>;

export const ZIssueDetail = ZIssue.extend({
  description: z.string(),
  attachment: ZIssueAttachment.nullable(),
  resolvedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  notes: z.array(ZIssueNote),
});
export type TIssueDetail = z.infer<typeof ZIssueDetail>;

export const ZIssueQuery = z.object({
  status: z.union([z.enum(ISSUE_STATUSES), z.literal('active'), z.literal('')]).optional(),
  priority: z.union([z.enum(ISSUE_PRIORITIES), z.literal('')]).optional(),
  categoryId: z.string().max(40).optional(),
  assignee: z.string().max(40).optional(),
});

export const ZAssignee = z.object({ id: z.string(), name: z.string() });
export type TAssignee = z.infer<typeof ZAssignee>;
export const ZIssueCategory = z.object({ id: z.string(), name: z.string(), priority: z.enum(ISSUE_PRIORITIES) });
export type TIssueCategory = z.infer<typeof ZIssueCategory>;
