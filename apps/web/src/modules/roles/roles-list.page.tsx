import { useState } from 'react';
import { Badge, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconList, IconTrashX } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pageByKey } from '@staffdesk/core/privileges';
import type { TRole } from '@staffdesk/core/roles';
import { isApiError } from '../../platform/api-client.ts';
import { DataTable, queryTableProps, type TDataTableColumn } from '../../platform/data-table.component.tsx';
import { deletedColumns, restoreColumn } from '../../platform/deleted-columns.tsx';
import { ExportButton } from '../../platform/export-button.component.tsx';
import { DeleteReasonDialog } from '../../platform/delete-reason.dialog.tsx';
import { DeleteAction, EditAction, RowActions } from '../../platform/row-actions.component.tsx';
import { useListParams } from '../../platform/use-list-params.hook.ts';
import { formatDateTime } from '../../shell/date-format.ts';
import { errorText } from '../../shell/error-text.ts';
import { intlLocale } from '../../shell/i18n.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { canDo } from '../../shell/privileges.ts';
import { sessionHome } from '../../shell/route-guards.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { notifyError, notifySuccess } from '../../shell/toast.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { deleteRole, invalidateRoles, restoreRole, roleListQuery, rolesExportUrl, rolesPath } from './roles.api.ts';
import { AddButton } from '../../platform/add-button.component.tsx';

/** How many module names a row shows before "+n". */
const MODULES_SHOWN = 4;

function ModuleBadges({ t, modules }: { t: TFunction; modules: readonly string[] }) {
  const names = modules.map((k) => t(`privileges:${pageByKey(k)?.label ?? k}`));
  return (
    <Tooltip label={names.join(', ')} multiline w={320} withinPortal disabled={names.length <= MODULES_SHOWN}>
      <Group gap={4} data-testid="role-modules">
        {names.slice(0, MODULES_SHOWN).map((n) => (
          <Badge key={n} size="sm" variant="light" color="gray" tt="none">
            {n}
          </Badge>
        ))}
        {names.length > MODULES_SHOWN && (
          <Badge size="sm" variant="outline" color="gray">
            +{names.length - MODULES_SHOWN}
          </Badge>
        )}
      </Group>
    </Tooltip>
  );
}

/** `/{account}/settingssaroles/listing` and `/{account}/roles`: the tenant's sub-admin roles ("User Role"). */
export function RolesListPage() {
  const { t, i18n } = useTranslation(['roles', 'privileges', 'common', 'menu']);
  const session = useShellSession();
  const [params, setParams] = useListParams({ sort: { field: 'name', dir: 'asc' } });
  const query = useQuery(roleListQuery(params));
  const [deleting, setDeleting] = useState<TRole | null>(null);
  const title = t('menu:userRoles');
  usePageTitle(title);
  const canAdd = canDo(session, 'userRoles', 'add');
  const canEdit = canDo(session, 'userRoles', 'edit');
  const canDelete = canDo(session, 'userRoles', 'delete');
  const number = new Intl.NumberFormat(intlLocale(i18n.language));

  const columns: TDataTableColumn<TRole>[] = [
    {
      key: 'name',
      label: t('roles:fields.name'),
      sortable: true,
      render: (r) => (
        <Text size="sm" fw={600}>
          {r.name}
        </Text>
      ),
    },
    { key: 'modules', label: t('roles:fields.modules'), render: (r) => <ModuleBadges t={t} modules={r.modules} /> },
    { key: 'users', label: t('roles:fields.users'), align: 'right', render: (r) => number.format(r.users) },
    {
      key: 'createdAt',
      label: t('roles:fields.createdAt'),
      sortable: true,
      visibleFrom: 'md',
      render: (r) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(r.createdAt)}</span>,
    },
  ];
  if (canEdit || canDelete) {
    columns.push({
      key: '_actions',
      label: t('common:table.actions'),
      align: 'right',
      width: 96,
      render: (r) => (
        <RowActions>
          {canEdit && <EditAction subject={r.name} to={rolesPath(session.account, `edit/${r.id}`)} />}
          {canDelete && <DeleteAction subject={r.name} onClick={() => setDeleting(r)} />}
        </RowActions>
      ),
    });
  }

  return (
    <Stack gap="lg">
      <PageHeader
        crumbs={[{ label: t('menu:dashboard'), to: sessionHome(session) }, { label: title }]}
        title={title}
        actions={canAdd && <AddButton to={rolesPath(session.account, 'add')} testId="role-add" />}
      />
      <DataTable
        caption={title}
        columns={columns}
        {...queryTableProps(query)}
        params={params}
        onParamsChange={setParams}
        searchPlaceholder={t('roles:search')}
        toolbar={
          <>
            <ExportButton href={rolesExportUrl(params, i18n.language)} testId="role-export" xlsx />
            <Button
              component={Link}
              to={rolesPath(session.account, 'dlisting')}
              variant="subtle"
              color="gray"
              leftSection={<IconTrashX size={16} aria-hidden />}
              data-testid="role-dlisting-link"
            >
              {t('common:crud.deletedRecords')}
            </Button>
          </>
        }
        testId="role-table"
      />
      <DeleteReasonDialog
        target={deleting ? { id: deleting.id, label: deleting.name } : null}
        onDelete={deleteRole}
        onDeleted={invalidateRoles}
        onClose={() => setDeleting(null)}
        failureText={(e) => (isApiError(e) && e.code === 'inUse' ? t('roles:inUse') : errorText(t, e))}
        failureTitle={t('roles:cannot.delete')}
      />
    </Stack>
  );
}

/** `/{account}/settingssaroles/dlisting`: deleted roles with who, when and why, and Restore. */
export function RolesDeletedPage() {
  const { t } = useTranslation(['roles', 'privileges', 'common', 'menu', 'errors']);
  const session = useShellSession();
  const [params, setParams] = useListParams({ sort: { field: 'deletedAt', dir: 'desc' } });
  const query = useQuery(roleListQuery(params, true));
  const title = t('common:crud.deletedTitle', { title: t('menu:userRoles') });
  usePageTitle(title);
  const canRestore = canDo(session, 'userRoles', 'edit');
  const listPath = rolesPath(session.account, 'listing');

  const restore = useMutation({
    mutationFn: (id: string) => restoreRole(id),
    onSuccess: async () => {
      notifySuccess(t('common:messages.recordUpdated'));
      await invalidateRoles();
    },
    onError: (e) => notifyError(isApiError(e) && e.code === 'duplicate' ? t('roles:form.duplicate') : errorText(t, e)),
  });

  const columns: TDataTableColumn<TRole>[] = [
    { key: 'name', label: t('roles:fields.name'), render: (r) => r.name },
    {
      key: 'modules',
      label: t('roles:fields.modules'),
      visibleFrom: 'md',
      render: (r) => <ModuleBadges t={t} modules={r.modules} />,
    },
    ...deletedColumns<TRole>(t),
  ];
  if (canRestore) columns.push(restoreColumn(t, restore));

  return (
    <Stack gap="lg">
      <PageHeader
        crumbs={[
          { label: t('menu:dashboard'), to: sessionHome(session) },
          { label: t('menu:userRoles'), to: listPath },
          { label: t('common:crud.deletedRecords') },
        ]}
        title={title}
        actions={
          <Button
            component={Link}
            to={listPath}
            variant="default"
            leftSection={<IconList size={16} aria-hidden />}
            data-testid="role-listing-link"
          >
            {t('common:crud.backToList')}
          </Button>
        }
      />
      <DataTable
        caption={title}
        columns={columns}
        {...queryTableProps(query)}
        params={params}
        onParamsChange={setParams}
        searchPlaceholder={t('roles:search')}
        testId="role-table"
      />
    </Stack>
  );
}
