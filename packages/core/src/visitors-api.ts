import { z } from 'zod';
import { blankToNull, intIn, optionalText, pageOf, ref, requiredText } from './form-fields.ts';

/**
 * Visitors (issue 17, spec `/guests/listing|view|checkinout`; the tenant's `guests` feature): a visit is one person
 * coming to see an employee (the host). A guard registers a walk-in at the gate with a photo (checked in at once);
 * an employee may invite a visitor for a day (expected until the guard scans the invitation's QR). The guard checks
 * the visitor out by scanning the pass. Guards and HR (page `guests`) list them; an employee sees the visits they
 * host. Personal data (photo, document, contact) is erased after the tenant's retention period.
 *
 * - GET  /visits?search=&status=&type=&hostId=&from=&to=&page= → TPage<TVisit> (guards; HR with `guests` view)
 * - GET  /visits/:id → TVisit;  GET /visits/:id/photo, /visits/:id/document → the files
 * - POST /visits ← multipart TVisitBody + `photo` (required) + `document` → TVisit (201; checked in now)
 * - POST /visits/:id/checkout → TVisit;  POST /visits/scan ← { token } → TVisit (an expected visit checked in, an
 *   inside one checked out)
 * - GET  /visits/export.csv|xlsx (the list's filters)
 * - POST /visits/:id/checkin → TVisit (an expected visitor let in by the guard without the QR)
 * - POST /me/visits ← TInviteBody → TVisit (201, expected; the visitor is mailed the QR and the pass)
 * - POST /me/visits/:id/cancel → TVisit;  GET /me/visits/:id/pass → the pass PDF (the host's own visits)
 * - GET|PUT /visits/settings ↔ TVisitorSettings (the HR admin: the retention period)
 */

/** Spec: Business, Personal, Sales, Client, Supplier, Meeting, Interview, Presentation. */
export const VISIT_TYPES = [
  'business',
  'personal',
  'sales',
  'client',
  'supplier',
  'meeting',
  'interview',
  'presentation',
] as const;
export type TVisitType = (typeof VISIT_TYPES)[number];

export const VISIT_STATUSES = ['expected', 'inside', 'left', 'cancelled'] as const;
export type TVisitStatus = (typeof VISIT_STATUSES)[number];

export const VISIT_PHOTO_FIELD = 'photo';
export const VISIT_DOCUMENT_FIELD = 'document';
export const VISITOR_RETENTION_DEFAULT_DAYS = 90;
/** how far ahead a visitor may be invited */
export const VISIT_INVITE_MAX_DAYS = 180;

const phone = z.preprocess(
  blankToNull,
  z
    .string()
    .trim()
    .max(30, { error: 'tooLong' })
    .regex(/^[+0-9 ()-]{6,30}$/, { error: 'invalidPhone' })
    .nullable(),
);

export const ZVisitBody = z.object({
  visitorName: requiredText(150),
  contactNumber: phone,
  company: optionalText(150),
  hostId: ref,
  visitType: z.enum(VISIT_TYPES, { error: 'invalidOption' }),
  reason: optionalText(500),
  vehicle: optionalText(100),
  licensePlate: optionalText(30),
});
export type TVisitBody = z.infer<typeof ZVisitBody>;

/** An employee invites a visitor for a day: mailed a QR code the guard scans at the gate. */
export const ZInviteBody = ZVisitBody.omit({ hostId: true }).extend({
  email: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(200, { error: 'tooLong' })
    .pipe(z.email({ error: 'invalidEmail' })),
  expectedOn: z.iso.date({ error: 'invalidDate' }),
  /** the language of the mail and the pass */
  language: z.enum(['en', 'km', 'zh'], { error: 'invalidOption' }),
});
export type TInviteBody = z.infer<typeof ZInviteBody>;

/** The HR admin's visitor settings: how long a visitor's personal data is kept after the visit. */
export const ZVisitorSettings = z.object({
  retentionDays: intIn(1, 3650),
});
export type TVisitorSettings = z.infer<typeof ZVisitorSettings>;

export const ZVisit = z.object({
  id: z.string(),
  visitorName: z.string(),
  contactNumber: z.string().nullable(),
  /** an invited visitor's address (erased with the rest) */
  email: z.string().nullable(),
  company: z.string().nullable(),
  hostId: z.string(),
  hostName: z.string(),
  hostCode: z.string(),
  organizationId: z.string(),
  organizationName: z.string(),
  visitType: z.enum(VISIT_TYPES),
  reason: z.string().nullable(),
  vehicle: z.string().nullable(),
  licensePlate: z.string().nullable(),
  status: z.enum(VISIT_STATUSES),
  expectedOn: z.string().nullable(),
  checkedInAt: z.string().nullable(),
  checkedOutAt: z.string().nullable(),
  checkedInByName: z.string().nullable(),
  checkedOutByName: z.string().nullable(),
  /** the photo and document are there (not yet erased) */
  hasPhoto: z.boolean(),
  hasDocument: z.boolean(),
  /** the personal data was erased after the retention period */
  erasedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TVisit = z.infer<typeof ZVisit>;
export const ZVisitPage = pageOf(ZVisit);

export const ZVisitQuery = z.object({
  status: z.enum(['', ...VISIT_STATUSES]).optional(),
  type: z.enum(['', ...VISIT_TYPES]).optional(),
  hostId: z.string().optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});

export const ZScanBody = z.object({ token: z.string().trim().min(1).max(200) });
