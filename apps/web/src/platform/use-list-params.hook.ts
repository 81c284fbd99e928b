import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_PAGE_SIZE } from '@staffdesk/core/constants';
import { formatSort, parseListParams, parseSort, type TListParams } from './list-params.ts';

/**
 * List state (page, page size, sort, search) kept in the URL query (DESIGN 7.9), so a list can be linked,
 * reloaded and walked with the back button. Other query keys (filters) are left as they are.
 */
export function useListParams(defaults: Partial<TListParams> = {}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const defaultPageSize = defaults.pageSize ?? DEFAULT_PAGE_SIZE;
  // compared as text, so that an inline default object does not recompute the params on every render
  const defaultSort = formatSort(defaults.sort ?? null) ?? null;
  const params = useMemo(
    () => parseListParams(searchParams, { pageSize: defaultPageSize, sort: parseSort(defaultSort) }),
    [searchParams, defaultPageSize, defaultSort],
  );

  const setParams = useCallback(
    (patch: Partial<TListParams>) => {
      setSearchParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          const merged = { ...parseListParams(prev, { pageSize: defaultPageSize }), ...patch };
          // A new search, sort or page size starts again at page 1.
          if (patch.page === undefined && ('search' in patch || 'sort' in patch || 'pageSize' in patch))
            merged.page = 1;
          const set = (k: string, v: string | undefined) => (v ? next.set(k, v) : next.delete(k));
          set('page', merged.page > 1 ? String(merged.page) : undefined);
          set('pageSize', merged.pageSize !== defaultPageSize ? String(merged.pageSize) : undefined);
          set('sort', formatSort(merged.sort));
          set('search', merged.search.trim() || undefined);
          return next;
        },
        // Typing a search replaces the entry; paging and sorting can be walked back.
        { replace: 'search' in patch && Object.keys(patch).length === 1 },
      );
    },
    [setSearchParams, defaultPageSize],
  );

  return [params, setParams] as const;
}
