import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { queryClient } from '../../platform/query-client.ts';
import { queryKeys } from '../../platform/query-keys.ts';
import { errorText } from '../../shell/error-text.ts';
import { notifyError, notifyInfo, notifySuccess } from '../../shell/toast.ts';
import { createSupportLink, reactivateTenant } from './tenants.api.ts';

/** After a change to a tenant: every console list (tenants, HR admins, requests) and the logs. */
export async function invalidateTenants(): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.platform }),
    queryClient.invalidateQueries({ queryKey: ['logs'] }),
  ]);
}

type TOpenVars = { tenantId: string; userId?: string; tab: Window | null };

/**
 * "Open as HR admin": asks for a single-use link (60 s) and opens it in a new tab, which signs in as the tenant's
 * HR admin (spec 4's common login). The tab is opened in the click itself, so that no popup blocker stops it, and
 * pointed at the link when it arrives.
 */
export function useOpenAsHrAdmin() {
  const { t } = useTranslation(['tenants', 'errors']);
  const mutation = useMutation({
    mutationFn: async ({ tenantId, userId, tab }: TOpenVars) => {
      try {
        const link = await createSupportLink(tenantId, userId);
        // opened on this console's own origin (the link names PUBLIC_URL, or localhost in development): the console's
        // session cookie lives here, and ending the support session gives it back
        const u = new URL(link.url, window.location.origin);
        const here = `${u.pathname}${u.search}`;
        if (tab && !tab.closed) {
          tab.opener = null;
          tab.location.replace(here);
        } else {
          window.open(here, '_blank', 'noopener');
        }
        return link;
      } catch (e) {
        tab?.close();
        throw e;
      }
    },
    onSuccess: (link) => notifyInfo(t('tenants:support.opened', { name: link.hrAdmin.name })),
    onError: (e) => notifyError(errorText(t, e)),
  });
  return {
    open: (tenantId: string, userId?: string) =>
      mutation.mutate({ tenantId, userId, tab: window.open('about:blank', '_blank') }),
    pendingFor: mutation.isPending ? (mutation.variables?.userId ?? mutation.variables?.tenantId ?? null) : null,
  };
}

export function useReactivateTenant() {
  const { t } = useTranslation(['tenants', 'common', 'errors']);
  return useMutation({
    mutationFn: (id: string) => reactivateTenant(id),
    onSuccess: async (tenant) => {
      notifySuccess(t('tenants:reactivate.done', { account: tenant.account }), t('common:messages.recordUpdated'));
      await invalidateTenants();
    },
    onError: (e) => notifyError(errorText(t, e)),
  });
}
