import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TLoginType, TSession } from '@staffdesk/core/auth';
import { logout, switchDashboard } from '../modules/auth/auth.api.ts';
import { queryKeys } from '../platform/query-keys.ts';
import { replaceSession } from '../platform/session-cache.ts';
import { errorText } from './error-text.ts';
import { loginPathFor } from './route-guards.ts';
import { notifyError } from './toast.ts';

const isSessionKey = (key: readonly unknown[]) => key[0] === queryKeys.session[0] && key[1] === queryKeys.session[1];

export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    meta: { authRedirect: false },
    // Logged out either way: a failed call (expired session) still leaves the user at the login page.
    onSettled: async (data) => {
      // the console's own session is back: load it afresh at its home
      if (data && typeof data === 'object' && 'home' in data) {
        window.location.assign(data.home);
        return;
      }
      const session = queryClient.getQueryData<TSession | null>(queryKeys.session);
      const target = loginPathFor(session, window.location.pathname);
      queryClient.removeQueries({ predicate: (q) => !isSessionKey(q.queryKey) });
      await replaceSession(null);
      await navigate(target, { replace: true });
    },
  });
}

/** Spec 4: switching dashboard sets the login type and reloads, so every cache starts afresh. */
export function useSwitchDashboard() {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: (loginType: TLoginType) => switchDashboard(loginType),
    onSuccess: ({ home }) => window.location.assign(home),
    onError: (e) => notifyError(errorText(t, e)),
  });
}
