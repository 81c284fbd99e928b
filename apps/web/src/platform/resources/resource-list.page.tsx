import { useState } from 'react';
import { ActionIcon, Button, Group, Stack, Tooltip } from '@mantine/core';
import { IconDownload, IconPencil, IconPlus, IconTrash, IconTrashX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { labelField } from '@staffdesk/core/resources/resource-schema';
import type { TResource } from '@staffdesk/core/resources/resource-types';
import { canDo } from '../../shell/privileges.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { sessionHome } from '../../shell/route-guards.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { DataTable } from '../data-table.component.tsx';
import { useListParams } from '../use-list-params.hook.ts';
import { DeleteRecordDialog } from './delete-record.dialog.tsx';
import { resourceExportUrl, resourceListQuery, type TResourceRecord } from './resource.api.ts';
import { useResourceColumns } from './resource-columns.tsx';
import { resourceTitle, searchPlaceholder } from './resource-text.ts';
import { resourcePath, useRouteResource } from './use-route-resource.hook.ts';

/** `/{account}/<route>/listing` of every declared resource. */
export function ResourceListPage() {
  const r = useRouteResource();
  // one instance per resource: moving between settings pages starts with fresh page state
  return <ResourceList key={r.key} r={r} />;
}

function ResourceList({ r }: { r: TResource }) {
  const { t, i18n } = useTranslation(['resources', 'common', 'menu']);
  const session = useShellSession();
  const [params, setParams] = useListParams({ sort: r.defaultSort });
  const query = useQuery(resourceListQuery(r.key, params));
  const [deleting, setDeleting] = useState<TResourceRecord | null>(null);
  const title = resourceTitle(t, r);
  usePageTitle(title);

  const canAdd = canDo(session, r.page, 'add');
  const canEdit = canDo(session, r.page, 'edit');
  const canDelete = canDo(session, r.page, 'delete');
  const nameOf = (row: TResourceRecord) => String(row[labelField(r)] ?? '');

  const columns = useResourceColumns(r);
  if (canEdit || canDelete) {
    columns.push({
      key: '_actions',
      label: t('common:table.actions'),
      align: 'right',
      width: 96,
      render: (row) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          {canEdit && (
            <Tooltip label={t('common:actions.edit')} withinPortal>
              <ActionIcon
                component={Link}
                to={resourcePath(session.account, r, `edit/${row.id}`)}
                variant="subtle"
                aria-label={`${t('common:actions.edit')}: ${nameOf(row)}`}
                data-testid="row-edit"
              >
                <IconPencil size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          )}
          {canDelete && (
            <Tooltip label={t('common:actions.delete')} withinPortal>
              <ActionIcon
                variant="subtle"
                color="red"
                onClick={() => setDeleting(row)}
                aria-label={`${t('common:actions.delete')}: ${nameOf(row)}`}
                data-testid="row-delete"
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      ),
    });
  }

  const toolbar = (
    <>
      <Button
        component="a"
        href={resourceExportUrl(r.key, params, i18n.language)}
        download
        variant="default"
        leftSection={<IconDownload size={16} aria-hidden />}
        data-testid="resource-export"
      >
        {t('common:actions.exportCsv')}
      </Button>
      {r.dlisting && (
        <Button
          component={Link}
          to={resourcePath(session.account, r, 'dlisting')}
          variant="subtle"
          color="gray"
          leftSection={<IconTrashX size={16} aria-hidden />}
          data-testid="resource-dlisting-link"
        >
          {t('common:crud.deletedRecords')}
        </Button>
      )}
    </>
  );

  return (
    <Stack gap="lg">
      <PageHeader
        crumbs={[{ label: t('menu:dashboard'), to: sessionHome(session) }, { label: title }]}
        title={title}
        actions={
          canAdd && (
            <Button
              component={Link}
              to={resourcePath(session.account, r, 'add')}
              leftSection={<IconPlus size={16} aria-hidden />}
              data-testid="resource-add"
            >
              {t('common:actions.add')}
            </Button>
          )
        }
      />
      <DataTable
        caption={title}
        columns={columns}
        rows={query.data?.rows}
        total={query.data?.total ?? 0}
        rowKey={(row) => row.id}
        params={params}
        onParamsChange={setParams}
        loading={query.isFetching}
        error={query.error}
        toolbar={toolbar}
        searchPlaceholder={searchPlaceholder(t, r)}
        testId="resource-table"
      />
      <DeleteRecordDialog
        resource={r}
        record={deleting}
        recordLabel={deleting ? nameOf(deleting) : ''}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
