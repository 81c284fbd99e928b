import { ERRORS } from '@staffdesk/core/messages';
import { actorOf } from '../../platform/audit/audit.ts';
import { JOB_POST_MESSAGES } from '@staffdesk/core/careers';
import { AppError } from '../../platform/errors.ts';
import type { TMultipart } from '../../platform/files/uploads.ts';
import { sniffImage } from './careers.files.ts';
import type { TAuth } from '../../platform/http/access.ts';

export { UUID } from '@staffdesk/core/form-fields';
export const IMAGE_KEY = /^[0-9a-f]{32}$/;
export const iso = (v: Date | string | null | undefined) =>
  v == null ? null : (v instanceof Date ? v : new Date(v)).toISOString();
export const actor = (auth: TAuth) => actorOf(auth)!;
export const who = (auth: TAuth) => ({ id: auth.userId, name: auth.userName });
export const tenantOf = (auth: TAuth) => auth.tenantId!;
export const validation = (fields: Record<string, string>, message: string = ERRORS.validation) =>
  new AppError(400, 'validation', message, fields);

export type TListParams = { search?: string; sort?: string; page: number; pageSize: number };

export function sortOf<T extends string>(
  sort: string | undefined,
  allowed: readonly T[],
  fallback: T,
  fallbackDir: 'asc' | 'desc' = 'asc',
) {
  const [field, dir] = (sort ?? '').split(':');
  if (field && (allowed as readonly string[]).includes(field))
    return { field: field as T, dir: dir === 'desc' ? ('desc' as const) : ('asc' as const) };
  return { field: fallback, dir: fallbackDir };
}

/** A careers list's common arguments for its repo: the tenant, the trimmed search, the sort (or its default), the page. */
export function listWindow<T extends string>(
  auth: TAuth,
  p: TListParams & { all?: boolean },
  sorts: Record<T, unknown>,
  fallback: T,
  fallbackDir: 'asc' | 'desc' = 'asc',
) {
  const sort = sortOf(p.sort, Object.keys(sorts) as T[], fallback, fallbackDir);
  return {
    tenantId: tenantOf(auth),
    search: p.search?.trim() || undefined,
    sort: sort.field,
    dir: sort.dir,
    page: p.page,
    pageSize: p.pageSize,
    all: p.all,
  };
}

/** The one image of a form (logo, post image), checked by content: png, jpg or webp. */
export function imageOf(form: TMultipart, field: string) {
  const file = form.files.find((f) => f.field === field);
  if (!file) throw validation({ [field]: 'required' });
  const type = sniffImage(file.content);
  if (!type) throw new AppError(400, 'imageType', JOB_POST_MESSAGES.imageType, { [field]: 'imageType' });
  return { file, type };
}
