import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client.ts';
import { queryKeys } from './query-keys.ts';

type TUnauthorizedHandler = () => void;
let onUnauthorized: TUnauthorizedHandler = () => {};

/** Set by the app once the router exists: what to do when a logged-in call answers 401. */
export function setUnauthorizedHandler(handler: TUnauthorizedHandler): void {
  onUnauthorized = handler;
}

/** Mutations and queries that answer 401 on purpose (login) say so with `meta: { authRedirect: false }`. */
function handleError(error: unknown, meta: Record<string, unknown> | undefined): void {
  if (!isApiError(error) || error.status !== 401 || meta?.authRedirect === false) return;
  onUnauthorized();
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => {
      if (query.queryKey[0] === queryKeys.session[0] && query.queryKey[1] === queryKeys.session[1]) return;
      handleError(error, query.meta);
    },
  }),
  mutationCache: new MutationCache({ onError: (error, _v, _c, mutation) => handleError(error, mutation.options.meta) }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (count, error) => {
        if (isApiError(error) && error.status > 0 && error.status < 500) return false;
        return count < 2;
      },
    },
    mutations: { retry: false },
  },
});
