import { z } from 'zod';
import { LANGUAGES } from './constants.ts';
import { optionalRef, optionalText, pageOf, ref } from './form-fields.ts';
import { LETTER_KINDS, LETTER_REQUEST_KINDS } from './letter-kinds.ts';

/**
 * HR letters (issue 15, spec `/hrLetterListing`): letter templates (a declared resource, `letterTemplate`: a name,
 * a kind, a language, the document type it is filed under, a title and a text with placeholders) and the letters
 * issued from them — each a PDF in the template's language, numbered per tenant and year (`HRL-2026-0001`), filed
 * on the employee's documents tab and mailable to them. Employees ask for an employment confirmation or a salary
 * certificate from `/myletters`; HR issues it (or declines with a reason).
 *
 * - GET  /letters?search=&employeeId=&page= → TPage<TLetter> (page `letters`)
 * - POST /letters/preview ← TLetterBody → TLetterPreview (add): the template filled for the employee
 * - POST /letters ← TLetterBody → TLetter (201; add): issued, filed and, with `mail`, mailed
 * - GET  /letters/:id/file → the PDF;  POST /letters/:id/mail → TLetter (add): mailed (again) to the employee
 * - GET  /letters/requests?status=&page= → TPage<TLetterRequest>;  POST /letters/requests/:id/decline ← { reason }
 * - GET  /me/letters → { letters: TLetter[], requests: TLetterRequest[] } (employees)
 * - POST /me/letters/requests ← TLetterRequestBody → TLetterRequest (201);  GET /me/letters/:id/file → the PDF
 */

export { LETTER_KINDS, LETTER_REQUEST_KINDS, type TLetterKind, type TLetterRequestKind } from './letter-kinds.ts';

export const LETTER_REQUEST_STATUSES = ['pending', 'issued', 'declined'] as const;
export type TLetterRequestStatus = (typeof LETTER_REQUEST_STATUSES)[number];

export const LETTER_TITLE_MAX = 200;
export const LETTER_TEXT_MAX = 10_000;
export const LETTER_PURPOSE_MAX = 500;

/**
 * The placeholders a template's title and text may hold, as `{{name}}`: the employee's and their organization's
 * fields, and the letter's own. An unknown one is left as written (the preview shows it before issuing).
 */
export const LETTER_PLACEHOLDERS = [
  'employeeName',
  'firstName',
  'lastName',
  'employeeCode',
  'position',
  'department',
  'joinDate',
  'confirmationDate',
  'exitDate',
  'employmentType',
  'basicSalary',
  'nationality',
  'dateOfBirth',
  'organization',
  'organizationAddress',
  'organizationPhone',
  'organizationEmail',
  'letterDate',
  'letterNumber',
  'issuedBy',
] as const;
export type TLetterPlaceholder = (typeof LETTER_PLACEHOLDERS)[number];

/** A template's text with its placeholders filled; `{{ name }}` may have spaces inside the braces. */
export function fillLetter(text: string, values: Partial<Record<TLetterPlaceholder, string | null>>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, key: string) =>
    (LETTER_PLACEHOLDERS as readonly string[]).includes(key) ? (values[key as TLetterPlaceholder] ?? '') : whole,
  );
}

/** Issuing (or previewing) a letter: whom for, from which template; `requestId` answers an employee's request. */
export const ZLetterBody = z.object({
  employeeId: ref,
  templateId: ref,
  requestId: optionalRef.optional(),
  /** also mail it to the employee */
  mail: z.boolean().default(false),
});
export type TLetterBody = z.input<typeof ZLetterBody>;

export const ZLetterPreview = z.object({
  language: z.enum(LANGUAGES),
  title: z.string(),
  body: z.string(),
  /** the employee has an email to mail it to */
  mailable: z.boolean(),
});
export type TLetterPreview = z.infer<typeof ZLetterPreview>;

export const ZLetter = z.object({
  id: z.string(),
  number: z.string(),
  employeeId: z.string(),
  employeeCode: z.string(),
  employeeName: z.string(),
  templateName: z.string(),
  kind: z.enum(LETTER_KINDS),
  language: z.enum(LANGUAGES),
  title: z.string(),
  issuedAt: z.string(),
  issuedByName: z.string().nullable(),
  mailedAt: z.string().nullable(),
  requestId: z.string().nullable(),
});
export type TLetter = z.infer<typeof ZLetter>;
export const ZLetterPage = pageOf(ZLetter);

export const ZLetterRequestBody = z.object({
  kind: z.enum(LETTER_REQUEST_KINDS, { error: 'invalidOption' }),
  language: z.enum(LANGUAGES, { error: 'invalidOption' }),
  purpose: optionalText(LETTER_PURPOSE_MAX),
});
export type TLetterRequestBody = z.input<typeof ZLetterRequestBody>;

export const ZLetterRequest = z.object({
  id: z.string(),
  employeeId: z.string(),
  employeeCode: z.string(),
  employeeName: z.string(),
  departmentName: z.string().nullable(),
  kind: z.enum(LETTER_REQUEST_KINDS),
  language: z.enum(LANGUAGES),
  purpose: z.string().nullable(),
  status: z.enum(LETTER_REQUEST_STATUSES),
  /** why HR declined it */
  reason: z.string().nullable(),
  letterId: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  decidedByName: z.string().nullable(),
});
export type TLetterRequest = z.infer<typeof ZLetterRequest>;
export const ZLetterRequestPage = pageOf(ZLetterRequest);

export const ZLetterRequestQuery = z.object({
  status: z.enum(LETTER_REQUEST_STATUSES).optional().or(z.literal('')),
});

export const ZMyLetters = z.object({ letters: z.array(ZLetter), requests: z.array(ZLetterRequest) });
export type TMyLetters = z.infer<typeof ZMyLetters>;
