import { z } from 'zod';

/**
 * Field schemas that hand-written forms share (job posts, employees, …). Their errors are codes (`required`,
 * `tooLong`, `invalidReference`, …) that the web shows as `validation.<code>` in the user's language.
 */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isHttpUrl = (v: string) => {
  try {
    const u = new URL(v);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname.includes('.');
  } catch {
    return false;
  }
};

/** An empty or missing form value is null. */
export const blankToNull = (v: unknown) =>
  typeof v === 'string' && v.trim() === '' ? null : v === undefined ? null : v;
export const requiredText = (max: number) =>
  z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(max, { error: 'tooLong' });
export const optionalText = (max: number) =>
  z.preprocess(blankToNull, z.string().trim().max(max, { error: 'tooLong' }).nullable());
export const ref = z.string({ error: 'required' }).regex(UUID, { error: 'invalidReference' });
/** An optional id filter of a list query: missing or empty (any), else a uuid. */
export const ZOptionalId = z.union([z.literal(''), z.string().regex(UUID, { error: 'invalidReference' })]).optional();
export const optionalRef = z.preprocess(blankToNull, z.string().regex(UUID, { error: 'invalidReference' }).nullable());
export const intIn = (min: number, max: number) =>
  z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? undefined : typeof v === 'string' ? Number(v) : v),
    z
      .number({ error: (iss) => (iss.input === undefined ? 'required' : 'invalidNumber') })
      .int({ error: 'invalidNumber' })
      .min(min, { error: 'tooSmall' })
      .max(max, { error: 'tooLarge' }),
  );

/** Why a record is changed or deleted (spec 5: 'Please add the reason of delete'): required, at most 500. */
export const ZReason = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(500, { error: 'tooLong' });
/** A delete's body: its reason, kept with the deleted record. */
export const ZDeleteReason = z.object({ reason: ZReason });

/** A page of a list, as the list routes answer. */
export const pageOf = <T extends z.ZodType>(row: T) =>
  z.object({ rows: z.array(row), total: z.number(), page: z.number(), pageSize: z.number() });
