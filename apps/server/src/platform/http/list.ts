import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@staffdesk/core/constants';

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
