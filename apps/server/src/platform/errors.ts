import type { z } from 'zod';
import { ERRORS, type TErrorCode } from '@staffdesk/core/messages';

/** An error the API answers as `{ code, message, fields? }` with its HTTP status. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: number | string,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
    /** more the client may show (how far away, until when), sent beside code and message */
    readonly data?: Record<string, string | number>,
  ) {
    super(message);
  }
}

export const appError = (status: number, code: TErrorCode, fields?: Record<string, string>) =>
  new AppError(status, code, ERRORS[code], fields);

export const notFound = () => appError(404, 'notFound');

/** A refusal with the spec's message (400), its `{{placeholders}}` filled from `data` (sent beside it too). */
export const refusal = (code: TErrorCode, data?: Record<string, string | number>) =>
  new AppError(
    400,
    code,
    ERRORS[code].replace(/\{\{(\w+)\}\}/g, (_m, k: string) => String(data?.[k] ?? '')),
    undefined,
    undefined,
    data,
  );
export const unauthenticated = () => appError(401, 'unauthenticated');

type TIssue = z.core.$ZodIssue;

/**
 * A refused body's fields, each with the code of its first issue: `codeOf` makes the code (by default the issue's
 * message, which the shared schemas set to a code). A field is the first part of the issue's path, or with
 * `nested` the whole path (`children.2.name`); an issue of the body itself is `_`.
 */
export function fieldCodes(
  issues: readonly TIssue[],
  codeOf: (i: TIssue) => string = (i) => i.message,
  nested = false,
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const i of issues) fields[(nested ? i.path.join('.') : String(i.path[0] ?? '')) || '_'] ??= codeOf(i);
  return fields;
}

/** The body as `schema` reads it, or 400 `validation` with each wrong field's code (see fieldCodes). */
export function parseBody<T extends z.ZodType>(
  schema: T,
  body: unknown,
  codeOf?: (i: TIssue) => string,
  nested = false,
): z.output<T> {
  const r = schema.safeParse(body ?? {});
  if (r.success) return r.data;
  throw new AppError(400, 'validation', ERRORS.validation, fieldCodes(r.error.issues, codeOf, nested));
}
