import { ERRORS, type TErrorCode } from '@staffdesk/core/messages';

/** An error the API answers as `{ code, message, fields? }` with its HTTP status. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: number | string,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const appError = (status: number, code: TErrorCode, fields?: Record<string, string>) =>
  new AppError(status, code, ERRORS[code], fields);

export const notFound = () => appError(404, 'notFound');
export const unauthenticated = () => appError(401, 'unauthenticated');
