import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@staffdesk/core/constants';
import { daysFromTo } from '@staffdesk/core/dates';
import { ERRORS } from '@staffdesk/core/messages';
import { AppError, appError } from '../errors.ts';

/** The list convention: `?search=&sort=field:asc&page=1&pageSize=10`. */
export const ZListQuery = z.object({
  search: z.string().max(200).optional(),
  sort: z.string().optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n))
    .default(DEFAULT_PAGE_SIZE),
});

export type TListQuery = z.infer<typeof ZListQuery>;

export function parseSort<T extends string>(sort: string | undefined, allowed: readonly T[], fallback: T) {
  const [field, dir] = (sort ?? '').split(':');
  const f = allowed.includes(field as T) ? (field as T) : fallback;
  return { field: f, dir: dir === 'desc' ? ('desc' as const) : ('asc' as const) };
}

/**
 * A from–to filter of days: in order (else 400 `dateOrder` on `to`) and at most `max` days (else 400
 * `rangeTooLong` with the maximum). Answers the number of days.
 */
export function dayRange(from: string, to: string, max: number): number {
  if (to < from) throw appError(400, 'validation', { to: 'dateOrder' });
  const n = daysFromTo(from, to);
  if (n > max) throw new AppError(400, 'rangeTooLong', ERRORS.rangeTooLong, { to: 'rangeTooLong' }, undefined, { max });
  return n;
}
