import { Button, Stack } from '@mantine/core';
import { IconList } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TResource } from '@staffdesk/core/resources/resource-types';
import { errorText } from '../../shell/error-text.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { canDo } from '../../shell/privileges.ts';
import { sessionHome } from '../../shell/route-guards.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { notifyError, notifySuccess } from '../../shell/toast.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { isApiError } from '../api-client.ts';
import { DataTable, queryTableProps, type TDataTableColumn } from '../data-table.component.tsx';
import { deletedColumns, restoreColumn } from '../deleted-columns.tsx';
import { ExportButton } from '../export-button.component.tsx';
import { useListParams } from '../use-list-params.hook.ts';
import {
  invalidateResources,
  resourceExportUrl,
  resourceListQuery,
  restoreRecord,
  type TResourceRecord,
} from './resource.api.ts';
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
    ...deletedColumns<TResourceRecord>(t),
  ];
  if (canRestore) columns.push(restoreColumn(t, restore));

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
        {...queryTableProps(query)}
        params={params}
        onParamsChange={setParams}
        searchPlaceholder={searchPlaceholder(t, r)}
        toolbar={
          <ExportButton href={resourceExportUrl(r.key, params, i18n.language, true)} testId="resource-export" xlsx />
        }
        testId="resource-table"
      />
    </Stack>
  );
}
