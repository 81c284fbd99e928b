import type { TFunction } from 'i18next';
import { i18n } from './i18n.ts';
import { CLIENT_ERROR_CODES, isApiError } from '../platform/api-client.ts';

/**
 * The translated text of a failed call. Numeric codes are per context (the spec numbers login, leave, … apart),
 * so they are looked up under `errors:<context>.<code>`; string codes under `errors:<code>`. Unknown codes show
 * the server's English message rather than nothing.
 */
export function errorText(t: TFunction, error: unknown, context = 'login'): string {
  if (!isApiError(error)) return t('errors:internal');
  if (error.code === 'tooManyAttempts' || (error.status === 429 && error.code !== 'busy')) {
    const minutes = Math.max(1, Math.ceil((error.retryAfter ?? 60) / 60));
    return t('errors:tooManyAttemptsWait', { count: minutes });
  }
  // a record still in use: the answer names the tables that use it, with their counts
  if (error.code === 'inUse' && error.fields && Object.keys(error.fields).length > 0) {
    const list = Object.entries(error.fields)
      .map(([table, n]) => `${t(`errors:tables.${table}`, { defaultValue: table })} (${n})`)
      .join(', ');
    return t('errors:inUseBy', { list });
  }
  const key = typeof error.code === 'number' ? `errors:${context}.${error.code}` : `errors:${error.code}`;
  // the database is restarting, or a proxy answered (no JSON) for a server that is down: worth another try shortly
  if (error.status === 503 && (error.code === CLIENT_ERROR_CODES.badResponse || !i18n.exists(key)))
    return t('errors:serviceUnavailable');
  if (i18n.exists(key)) return t(key, detailsOf(error.data));
  if (error.status === 403) return t('errors:privilege.view');
  if (error.status === 404) return t('errors:notFound');
  return error.message || t('errors:internal');
}

/** What an answer tells beside its code (a member's name, a limit), for the message's {{placeholders}}. */
function detailsOf(data: Record<string, unknown>): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(data))
    if (k !== 'code' && k !== 'message' && k !== 'count' && (typeof v === 'string' || typeof v === 'number'))
      out[k] = v;
  return out;
}

/** The text of a record that could not be loaded: a malformed or unknown id is simply not found. */
export function loadErrorText(t: TFunction, error: unknown): string {
  if (isApiError(error) && (error.status === 400 || error.status === 404)) return t('errors:notFound');
  return errorText(t, error);
}
