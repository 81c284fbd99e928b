import { Button, Stack, Text } from '@mantine/core';
import { IconArrowBackUp, IconDownload, IconList } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TResource } from '@staffdesk/core/resources/resource-types';
import { formatDateTime } from '../../shell/date-format.ts';
import { errorText } from '../../shell/error-text.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { canDo } from '../../shell/privileges.ts';
import { sessionHome } from '../../shell/route-guards.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { notifyError, notifySuccess } from '../../shell/toast.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { isApiError } from '../api-client.ts';
import { DataTable, type TDataTableColumn } from '../data-table.component.tsx';
import { useListParams } from '../use-list-params.hook.ts';
import { invalidateResources, resourceExportUrl, resourceListQuery, restoreRecord, type TResourceRecord } from './resource.api.ts';
import { useResourceColumns } from './resource-columns.tsx';
import { fieldErrorText, resourceTitle, searchPlaceholder } from './resource-text.ts';
import { resourcePath, useRouteResource } from './use-route-resource.hook.ts';

/** The message of a failed restore: a duplicate names the field that now clashes with a live record. */
function restoreErrorText(t: TFunction, r: TResource, error: unknown): string {
  if (isApiError(error) && error.code === 'duplicate' && error.fields) {
    const key = Object.keys(error.fields)[0];
    const field = r.fields.find((f) => f.key === key);
    if (field) return fieldErrorText(t, r, field, 'duplicate');
  }
  return errorText(t, error);
}

/** `/{account}/<route>/dlisting`: deleted records with who, when and why, and Restore. */
export function ResourceDeletedPage() {
  const r = useRouteResource();
  return <ResourceDeleted key={r.key} r={r} />;
}

function ResourceDeleted({ r }: { r: TResource }) {
  const { t, i18n } = useTranslation(['resources', 'common', 'menu', 'errors']);
  const session = useShellSession();
  const [params, setParams] = useListParams({ sort: { field: 'deletedAt', dir: 'desc' } });
  const query = useQuery(resourceListQuery(r.key, params, true));
  const title = resourceTitle(t, r);
  const pageTitle = t('common:crud.deletedTitle', { title });
  usePageTitle(pageTitle);
  const canRestore = canDo(session, r.page, 'edit');

  const restore = useMutation({
    mutationFn: (id: string) => restoreRecord(r.key, id),
    onSuccess: async () => {
      notifySuccess(t('common:messages.recordUpdated'));
      await invalidateResources();
    },
    onError: (e) => notifyError(restoreErrorText(t, r, e)),
  });

  const columns: TDataTableColumn<TResourceRecord>[] = [
    ...useResourceColumns(r),
    {
      key: 'deletedByName',
      label: t('common:crud.deletedBy'),
      render: (row) => row.deletedByName ?? '—',
    },
    {
      key: 'deletedAt',
      label: t('common:crud.deletedAt'),
      sortable: true,
      render: (row) => (
        <span style={{ whiteSpace: 'nowrap' }}>{row.deletedAt ? formatDateTime(row.deletedAt) : '—'}</span>
      ),
    },
    {
      key: 'deleteReason',
      label: t('common:crud.deleteReason'),
      render: (row) => (
        <Text size="sm" lineClamp={3} maw={320} title={row.deleteReason ?? undefined} data-testid="row-delete-reason">
          {row.deleteReason ?? '—'}
        </Text>
      ),
    },
  ];
  if (canRestore) {
    columns.push({
      key: '_actions',
      label: t('common:table.actions'),
      align: 'right',
      render: (row) => (
        <Button
          size="xs"
          variant="light"
          leftSection={<IconArrowBackUp size={14} aria-hidden />}
          loading={restore.isPending && restore.variables === row.id}
          disabled={restore.isPending && restore.variables !== row.id}
          onClick={() => restore.mutate(row.id)}
          data-testid="row-restore"
        >
          {t('common:actions.restore')}
        </Button>
      ),
    });
  }

  return (
    <Stack gap="lg">
      <PageHeader
        crumbs={[
          { label: t('menu:dashboard'), to: sessionHome(session) },
          { label: title, to: resourcePath(session.account, r, 'listing') },
          { label: t('common:crud.deletedRecords') },
        ]}
        title={pageTitle}
        actions={
          <Button
            component={Link}
            to={resourcePath(session.account, r, 'listing')}
            variant="default"
            leftSection={<IconList size={16} aria-hidden />}
            data-testid="resource-listing-link"
          >
            {t('common:crud.backToList')}
          </Button>
        }
      />
      <DataTable
        caption={pageTitle}
        columns={columns}
        rows={query.data?.rows}
        total={query.data?.total ?? 0}
        rowKey={(row) => row.id}
        params={params}
        onParamsChange={setParams}
        loading={query.isFetching}
        error={query.error}
        searchPlaceholder={searchPlaceholder(t, r)}
        toolbar={
          <Button
            component="a"
            href={resourceExportUrl(r.key, params, i18n.language, true)}
            download
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            data-testid="resource-export"
          >
            {t('common:actions.exportCsv')}
          </Button>
        }
        testId="resource-table"
      />
    </Stack>
  );
}
