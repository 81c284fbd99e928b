import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@staffdesk/core/constants';

export type TSortDir = 'asc' | 'desc';
export type TSort = { field: string; dir: TSortDir };

/** The list state every list screen keeps in the URL (spec 9: page size 10, choices 5/10/25/50). */
export type TListParams = {
  page: number;
  pageSize: number;
  sort: TSort | null;
  search: string;
};

export const isPageSize = (n: number): boolean => (PAGE_SIZES as readonly number[]).includes(n);

export function parseSort(raw: string | null): TSort | null {
  if (!raw) return null;
  const [field, dir] = raw.split(':');
  if (!field) return null;
  return { field, dir: dir === 'desc' ? 'desc' : 'asc' };
}

export const formatSort = (sort: TSort | null): string | undefined => (sort ? `${sort.field}:${sort.dir}` : undefined);

export function parseListParams(sp: URLSearchParams, defaults: Partial<TListParams> = {}): TListParams {
  const page = Number(sp.get('page'));
  const pageSize = Number(sp.get('pageSize'));
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: isPageSize(pageSize) ? pageSize : (defaults.pageSize ?? DEFAULT_PAGE_SIZE),
    sort: parseSort(sp.get('sort')) ?? defaults.sort ?? null,
    search: sp.get('search') ?? '',
  };
}

/** The API query of a list call: `?search=&sort=field:asc&page=1&pageSize=10`. */
export const listQuery = (p: TListParams) => ({
  search: p.search || undefined,
  sort: formatSort(p.sort),
  page: p.page,
  pageSize: p.pageSize,
});

export type TListResponse<T> = { rows: T[]; total: number; page: number; pageSize: number };

/**
 * The CSV export of a list (`/api/v1{path}/export.csv`): the list's search, sort and filters, and the UI language for
 * the headers; ExportButton asks the XLSX twin beside it.
 */
export function exportUrl(
  path: string,
  params: TListParams,
  extra: Record<string, string | undefined>,
  language: string,
): string {
  const q = new URLSearchParams();
  if (params.search.trim()) q.set('search', params.search.trim());
  const sort = formatSort(params.sort);
  if (sort) q.set('sort', sort);
  for (const [k, v] of Object.entries(extra)) if (v) q.set(k, v);
  q.set('lang', language);
  return `/api/v1${path}/export.csv?${q.toString()}`;
}
