/** The kinds of HR letter, without zod (the letter template's declaration reads them on the web's first load). */

/** What a template is for; employees may ask for the first two. */
export const LETTER_KINDS = ['employmentConfirmation', 'salaryCertificate', 'experience', 'warning', 'other'] as const;
export type TLetterKind = (typeof LETTER_KINDS)[number];
export const LETTER_REQUEST_KINDS = ['employmentConfirmation', 'salaryCertificate'] as const;
export type TLetterRequestKind = (typeof LETTER_REQUEST_KINDS)[number];
