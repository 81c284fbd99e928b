import { Text } from '@mantine/core';
import { IconMailForward, IconUserCheck, IconUserOff } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../platform/api-client.ts';
import { openConfirm } from '../../platform/confirm.dialog.tsx';
import type { TDataTableColumn } from '../../platform/data-table.component.tsx';
import { RowAction } from '../../platform/row-actions.component.tsx';
import { errorText } from '../../shell/error-text.ts';
import { notifyError, notifySuccess } from '../../shell/toast.ts';
import { invalidateTenants } from '../tenants/use-tenant-actions.hook.ts';

/** A user the console makes (an HR admin, a super user): it signs in after a mailed set-password link. */
type TAccount = { id: string; email: string; firstName: string; lastName: string; disabled: boolean };

export const fullName = (r: { firstName: string; lastName: string }) => `${r.firstName} ${r.lastName}`.trim();

type TNamed = { firstName: string; lastName: string; email: string };

/** A login list's first two columns: the name (with the email under it on phones) and the email, both sortable. */
export const loginColumns = <T extends TNamed>(labels: { name: string; email: string }): TDataTableColumn<T>[] => [
  {
    key: 'firstName',
    label: labels.name,
    sortable: true,
    render: (r) => (
      <div>
        <Text size="sm" fw={600}>
          {fullName(r)}
        </Text>
        <Text size="xs" c="dimmed" hiddenFrom="sm">
          {r.email}
        </Text>
      </div>
    ),
  },
  { key: 'email', label: labels.email, sortable: true, visibleFrom: 'sm', render: (r) => r.email },
];

type TAccountApi<T extends TAccount> = {
  setDisabled: (id: string, disabled: boolean) => Promise<T>;
  resendLink: (id: string) => Promise<{ mailSent: boolean }>;
  /** the question before a disable */
  disableText: (r: T) => string;
  /** what to refresh after a change (default: the console's lists) */
  invalidate?: () => Promise<unknown>;
};

/** Resend the set-password link, disable (after a question) and enable an account: one per list page. */
export function useAccountActions<T extends TAccount>({
  setDisabled,
  resendLink,
  disableText,
  invalidate = invalidateTenants,
}: TAccountApi<T>) {
  const { t } = useTranslation(['hrAdmins', 'common', 'errors']);
  const toggle = useMutation({
    mutationFn: (v: { id: string; disabled: boolean }) => setDisabled(v.id, v.disabled),
    onSuccess: async (r) => {
      notifySuccess(
        t(r.disabled ? 'hrAdmins:disable.done' : 'hrAdmins:enable.done', { name: fullName(r) }),
        t('common:messages.recordUpdated'),
      );
      await invalidate();
    },
    onError: (e) => notifyError(errorText(t, e)),
  });
  const resend = useMutation({
    mutationFn: (r: T) => resendLink(r.id),
    onSuccess: (res, r) => {
      if (res.mailSent) notifySuccess(t('hrAdmins:resend.done', { email: r.email }), t('common:messages.msgSent'));
      else notifyError(t('hrAdmins:mailFailed', { email: r.email }));
    },
    onError: (e) => notifyError(isApiError(e) && e.code === 'mailFailed' ? t('errors:mailFailed') : errorText(t, e)),
  });
  const confirmDisable = (r: T) =>
    openConfirm({
      title: t('hrAdmins:disable.title'),
      text: disableText(r),
      confirmLabel: t('hrAdmins:actions.disable'),
      color: 'red',
      testId: 'disable-confirm',
      onConfirm: () => toggle.mutate({ id: r.id, disabled: true }),
    });
  return { toggle, resend, confirmDisable };
}

type TAccountActionsProps<T extends TAccount> = {
  actions: ReturnType<typeof useAccountActions<T>>;
  row: T;
  /** `hradmin` gives the test ids hradmin-resend, hradmin-enable and hradmin-disable */
  testIdPrefix: string;
  /** all three off (one's own account) */
  locked?: boolean;
};

/** A row's resend button, and its enable or disable button. */
export function AccountActions<T extends TAccount>({
  actions: { toggle, resend, confirmDisable },
  row,
  testIdPrefix,
  locked = false,
}: TAccountActionsProps<T>) {
  const { t } = useTranslation('hrAdmins');
  const enable = row.disabled;
  return (
    <>
      <RowAction
        label={t('hrAdmins:actions.resend')}
        subject={row.email}
        icon={IconMailForward}
        disabled={row.disabled || locked}
        onClick={() => resend.mutate(row)}
        loading={resend.isPending && resend.variables?.id === row.id}
        testId={`${testIdPrefix}-resend`}
      />
      <RowAction
        label={t(enable ? 'hrAdmins:actions.enable' : 'hrAdmins:actions.disable')}
        subject={row.email}
        icon={enable ? IconUserCheck : IconUserOff}
        color={enable ? 'teal' : 'red'}
        disabled={locked}
        onClick={() => (enable ? toggle.mutate({ id: row.id, disabled: false }) : confirmDisable(row))}
        loading={toggle.isPending && toggle.variables?.id === row.id}
        testId={`${testIdPrefix}-${enable ? 'enable' : 'disable'}`}
      />
    </>
  );
}
