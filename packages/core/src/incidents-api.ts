import { z } from 'zod';
import { optionalRef, pageOf, ref, requiredText, UUID } from './form-fields.ts';

/**
 * Incidents (issue 17, spec `/guestsincident` listing, add, addi, addm, vidieo; the tenant's `guests` feature): a
 * guard reports what happened, where and when, who was involved, how serious; adds pictures, other media (sound,
 * PDF) and video; HR (page `guests`) follows up with comments, assignment and closing. The Incident Report lists
 * and exports them; one incident prints as a PDF with its pictures.
 *
 * - GET  /incidents?search=&status=&priority=&type=&from=&to=&page= → TPage<TIncident>;  /incidents/export.csv|xlsx
 * - POST /incidents ← TIncidentBody → TIncidentDetail (201);  PUT /incidents/:id ← TIncidentBody (while not closed)
 * - GET  /incidents/:id → TIncidentDetail;  GET /incidents/:id/report.pdf
 * - POST /incidents/:id/images (multipart `images`, up to 6) | /media (`file`) | /video (`video`, streamed)
 * - GET  /incidents/:id/files/:fileId[?thumb=1] (ranges for video);  DELETE /incidents/:id/files/:fileId
 * - POST /incidents/:id/comments ← { text };  POST /incidents/:id/assign ← { userId | null }
 * - POST /incidents/:id/status ← { status, note }
 * - GET  /incidents/options → organizations and assignees;  GET /incidents/people?search= → employees and visits
 */

export const INCIDENT_TYPES = [
  'theft',
  'injury',
  'fire',
  'damage',
  'trespass',
  'suspicious',
  'safety',
  'dispute',
  'other',
] as const;
export type TIncidentType = (typeof INCIDENT_TYPES)[number];

/** Spec: priority Low, Moderate, High, Very High. */
export const INCIDENT_PRIORITIES = ['low', 'moderate', 'high', 'veryHigh'] as const;
export type TIncidentPriority = (typeof INCIDENT_PRIORITIES)[number];

export const INCIDENT_STATUSES = ['open', 'investigating', 'closed'] as const;
export type TIncidentStatus = (typeof INCIDENT_STATUSES)[number];

export const INCIDENT_FILE_KINDS = ['image', 'media', 'video'] as const;
export type TIncidentFileKind = (typeof INCIDENT_FILE_KINDS)[number];
export const INCIDENT_IMAGES_MAX = 6;
/** pictures, media and videos on one incident, all told */
export const INCIDENT_FILES_MAX = 30;
export const INCIDENT_PEOPLE_MAX = 20;

const ZPerson = z.object({
  kind: z.enum(['employee', 'visitor'], { error: 'invalidOption' }),
  id: z.string().regex(UUID, { error: 'invalidReference' }),
});

export const ZIncidentBody = z.object({
  organizationId: ref,
  type: z.enum(INCIDENT_TYPES, { error: 'invalidOption' }),
  /** when it happened: an ISO date and time with its offset */
  occurredAt: z.iso.datetime({ offset: true, error: 'invalidDate' }),
  place: requiredText(200),
  description: requiredText(4000),
  priority: z.enum(INCIDENT_PRIORITIES, { error: 'invalidOption' }),
  people: z.array(ZPerson).max(INCIDENT_PEOPLE_MAX, { error: 'tooMany' }).default([]),
});
export type TIncidentBody = z.input<typeof ZIncidentBody>;

export const ZIncidentPerson = z.object({
  kind: z.enum(['employee', 'visitor']),
  id: z.string(),
  name: z.string(),
  /** an employee's ID, a visitor's company */
  detail: z.string().nullable(),
});
export type TIncidentPerson = z.infer<typeof ZIncidentPerson>;

export const ZIncident = z.object({
  id: z.string(),
  number: z.string(),
  organizationId: z.string(),
  organizationName: z.string(),
  type: z.enum(INCIDENT_TYPES),
  occurredAt: z.string(),
  place: z.string(),
  description: z.string(),
  priority: z.enum(INCIDENT_PRIORITIES),
  status: z.enum(INCIDENT_STATUSES),
  people: z.array(ZIncidentPerson),
  assigneeId: z.string().nullable(),
  assigneeName: z.string().nullable(),
  reportedByName: z.string(),
  closedAt: z.string().nullable(),
  closedByName: z.string().nullable(),
  fileCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TIncident = z.infer<typeof ZIncident>;
export const ZIncidentPage = pageOf(ZIncident);

export const ZIncidentFile = z.object({
  id: z.string(),
  kind: z.enum(INCIDENT_FILE_KINDS),
  type: z.string(),
  name: z.string(),
  size: z.number(),
  createdByName: z.string(),
  createdAt: z.string(),
});
export type TIncidentFile = z.infer<typeof ZIncidentFile>;

/** A comment, or a step of the follow-up (assigned, status changed) with its note. */
export const ZIncidentComment = z.object({
  id: z.string(),
  event: z.enum(['comment', 'assigned', 'status']),
  text: z.string(),
  /** the new status, or the assignee's name */
  value: z.string().nullable(),
  authorName: z.string(),
  createdAt: z.string(),
});
export type TIncidentComment = z.infer<typeof ZIncidentComment>;

export const ZIncidentDetail = ZIncident.extend({
  files: z.array(ZIncidentFile),
  comments: z.array(ZIncidentComment),
});
export type TIncidentDetail = z.infer<typeof ZIncidentDetail>;

export const ZIncidentQuery = z.object({
  status: z.enum(['', ...INCIDENT_STATUSES]).optional(),
  priority: z.enum(['', ...INCIDENT_PRIORITIES]).optional(),
  type: z.enum(['', ...INCIDENT_TYPES]).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});

export const ZIncidentCommentBody = z.object({ text: requiredText(2000) });
export const ZIncidentAssignBody = z.object({ userId: optionalRef });
export const ZIncidentStatusBody = z.object({
  status: z.enum(INCIDENT_STATUSES, { error: 'invalidOption' }),
  note: requiredText(2000),
});
