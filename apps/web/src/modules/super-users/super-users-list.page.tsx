import { ActionIcon, Badge, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconMailForward, IconPencil, IconPlus, IconUserCheck, IconUserOff } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ADMIN_FLAGS } from '@staffdesk/core/auth';
import type { TSuperUser } from '@staffdesk/core/platform';
import { isApiError } from '../../platform/api-client.ts';
import { DataTable, type TDataTableColumn } from '../../platform/data-table.component.tsx';
import { useListParams } from '../../platform/use-list-params.hook.ts';
import { formatDateTime } from '../../shell/date-format.ts';
import { errorText } from '../../shell/error-text.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { sessionHome } from '../../shell/route-guards.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { notifyError, notifySuccess } from '../../shell/toast.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { UserStatusBadge } from '../hr-admins/user-status.component.tsx';
import { invalidateTenants } from '../tenants/use-tenant-actions.hook.ts';
import { resendSuperUserLink, setSuperUserDisabled, superUsersQuery } from './super-users.api.ts';

export const SUPER_USERS_LISTING = '/superadmin_staff/listing';
export const superUserAddPath = '/superadmin_staff/Add';
export const superUserEditPath = (id: string) => `/superadmin_staff/edit/${id}`;

const fullName = (r: { firstName: string; lastName: string }) => `${r.firstName} ${r.lastName}`.trim();

/** `/superadmin_staff/listing`: platform staff (super users) with their admin role flags, in the spec's order. */
export function SuperUsersListPage() {
  const { t } = useTranslation(['superUsers', 'hrAdmins', 'common', 'menu', 'errors']);
  const session = useShellSession();
  const [params, setParams] = useListParams({ sort: { field: 'email', dir: 'asc' } });
  const query = useQuery(superUsersQuery(params));
  const title = t('menu:superUsers');
  usePageTitle(title);

  const toggle = useMutation({
    mutationFn: (v: { id: string; disabled: boolean }) => setSuperUserDisabled(v.id, v.disabled),
    onSuccess: async (r) => {
      notifySuccess(t(r.disabled ? 'hrAdmins:disable.done' : 'hrAdmins:enable.done', { name: fullName(r) }), t('common:messages.recordUpdated'));
      await invalidateTenants();
    },
    onError: (e) => notifyError(errorText(t, e)),
  });
  const resend = useMutation({
    mutationFn: (r: TSuperUser) => resendSuperUserLink(r.id),
    onSuccess: (res, r) => {
      if (res.mailSent) notifySuccess(t('hrAdmins:resend.done', { email: r.email }), t('common:messages.msgSent'));
      else notifyError(t('hrAdmins:mailFailed', { email: r.email }));
    },
    onError: (e) => notifyError(isApiError(e) && e.code === 'mailFailed' ? t('errors:mailFailed') : errorText(t, e)),
  });

  const confirmDisable = (r: TSuperUser) =>
    modals.openConfirmModal({
      title: t('hrAdmins:disable.title'),
      children: <Text size="sm">{t('superUsers:disableText', { name: fullName(r) })}</Text>,
      labels: { confirm: t('hrAdmins:actions.disable'), cancel: t('common:actions.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'disable-confirm' } as Record<string, unknown>,
      onConfirm: () => toggle.mutate({ id: r.id, disabled: true }),
    });

  const columns: TDataTableColumn<TSuperUser>[] = [
    {
      key: 'firstName',
      label: t('superUsers:fields.name'),
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
    { key: 'email', label: t('superUsers:fields.email'), sortable: true, visibleFrom: 'sm', render: (r) => r.email },
    {
      key: 'adminFlags',
      label: t('superUsers:fields.adminFlags'),
      render: (r) =>
        r.adminFlags.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('superUsers:noFlags')}
          </Text>
        ) : (
          <Group gap={4}>
            {ADMIN_FLAGS.filter((f) => r.adminFlags.includes(f)).map((f) => (
              <Badge key={f} size="sm" variant="light" data-testid={`flag-${f}`}>
                {t(`superUsers:flags.${f}`)}
              </Badge>
            ))}
          </Group>
        ),
    },
    { key: 'status', label: t('superUsers:fields.status'), render: (r) => <UserStatusBadge disabled={r.disabled} passwordSet={r.passwordSet} /> },
    {
      key: 'createdAt',
      label: t('superUsers:fields.createdAt'),
      sortable: true,
      visibleFrom: 'lg',
      render: (r) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(r.createdAt)}</span>,
    },
    {
      key: '_actions',
      label: t('common:table.actions'),
      align: 'right',
      render: (r) => {
        // nobody changes their own account here (the server answers ownAccount)
        const own = r.id === session.loginId;
        return (
          <Group gap={4} justify="flex-end" wrap="nowrap">
            <Tooltip label={t('common:actions.edit')} withinPortal>
              <ActionIcon
                component={Link}
                to={superUserEditPath(r.id)}
                variant="subtle"
                disabled={own}
                aria-label={`${t('common:actions.edit')}: ${r.email}`}
                data-testid="row-edit"
              >
                <IconPencil size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('hrAdmins:actions.resend')} withinPortal>
              <ActionIcon
                variant="subtle"
                disabled={r.disabled || own}
                onClick={() => resend.mutate(r)}
                loading={resend.isPending && resend.variables?.id === r.id}
                aria-label={`${t('hrAdmins:actions.resend')}: ${r.email}`}
                data-testid="superuser-resend"
              >
                <IconMailForward size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
            {r.disabled ? (
              <Tooltip label={t('hrAdmins:actions.enable')} withinPortal>
                <ActionIcon
                  variant="subtle"
                  color="teal"
                  disabled={own}
                  onClick={() => toggle.mutate({ id: r.id, disabled: false })}
                  loading={toggle.isPending && toggle.variables?.id === r.id}
                  aria-label={`${t('hrAdmins:actions.enable')}: ${r.email}`}
                  data-testid="superuser-enable"
                >
                  <IconUserCheck size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
            ) : (
              <Tooltip label={t('hrAdmins:actions.disable')} withinPortal>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  disabled={own}
                  onClick={() => confirmDisable(r)}
                  loading={toggle.isPending && toggle.variables?.id === r.id}
                  aria-label={`${t('hrAdmins:actions.disable')}: ${r.email}`}
                  data-testid="superuser-disable"
                >
                  <IconUserOff size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
            )}
          </Group>
        );
      },
    },
  ];

  return (
    <Stack gap="lg">
      <PageHeader
        crumbs={[{ label: t('menu:tenants'), to: sessionHome(session) }, { label: title }]}
        title={title}
        actions={
          <Button component={Link} to={superUserAddPath} leftSection={<IconPlus size={16} aria-hidden />} data-testid="superuser-add">
            {t('common:actions.add')}
          </Button>
        }
      />
      <DataTable
        caption={title}
        columns={columns}
        rows={query.data?.rows}
        total={query.data?.total ?? 0}
        rowKey={(r) => r.id}
        params={params}
        onParamsChange={setParams}
        loading={query.isFetching}
        error={query.error}
        searchPlaceholder={t('superUsers:search')}
        testId="superuser-table"
      />
    </Stack>
  );
}
