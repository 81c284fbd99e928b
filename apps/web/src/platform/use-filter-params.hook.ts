import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * List filters kept in the URL beside the list params (DESIGN 7.9): `keys` name the query keys; a change goes
 * back to page 1.
 */
export function useFilterParams<K extends string>(keys: readonly K[]) {
  const [searchParams, setSearchParams] = useSearchParams();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the keys matter by content, not by array identity
  const values = useMemo(
    () => Object.fromEntries(keys.map((k) => [k, searchParams.get(k) ?? ''])) as Record<K, string>,
    [searchParams, keys.join()],
  );
  const setFilter = useCallback(
    (key: K, value: string) =>
      setSearchParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (value) next.set(key, value);
          else next.delete(key);
          next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  // every filter and the search box at once (one history write: two in one event would undo each other)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the keys matter by content, not by array identity
  const clearFilters = useCallback(
    () =>
      setSearchParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const k of [...keys, 'search', 'page']) next.delete(k);
          return next;
        },
        { replace: true },
      ),
    [setSearchParams, keys.join()],
  );
  const filtered = keys.some((k) => values[k] !== '');
  return [values, setFilter, { clearFilters, filtered }] as const;
}
