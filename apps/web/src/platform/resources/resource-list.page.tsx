import { useState } from 'react';
import { Button, Stack } from '@mantine/core';
import { IconDownload, IconPencil, IconTrash, IconTrashX } from '@tabler/icons-react';
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
import { DataTable, queryTableProps } from '../data-table.component.tsx';
import { ImportLink } from '../import-link.component.tsx';
import { ExportButton } from '../export-button.component.tsx';
import { RowAction, RowActions } from '../row-actions.component.tsx';
import { useListParams } from '../use-list-params.hook.ts';
import { useRowSelection } from '../row-selection.ts';
import { BulkDeleteDialog } from './bulk-delete.dialog.tsx';
import { DeleteRecordDialog } from './delete-record.dialog.tsx';
import { resourceExportUrl, resourceListQuery, type TResourceRecord } from './resource.api.ts';
import { useResourceColumns } from './resource-columns.tsx';
import { resourceTitle, searchPlaceholder } from './resource-text.ts';
import { resourcePath, useRouteResource } from './use-route-resource.hook.ts';
import { AddButton } from '../add-button.component.tsx';

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
  const [bulkDeleting, setBulkDeleting] = useState(false);
  const selection = useRowSelection(query.data?.rows, (row: TResourceRecord) => row.id);
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
        <RowActions>
          {canEdit && (
            <RowAction
              label={t('common:actions.edit')}
              subject={nameOf(row)}
              icon={IconPencil}
              to={resourcePath(session.account, r, `edit/${row.id}`)}
              testId="row-edit"
            />
          )}
          {canDelete && (
            <RowAction
              label={t('common:actions.delete')}
              subject={nameOf(row)}
              icon={IconTrash}
              color="red"
              onClick={() => setDeleting(row)}
              testId="row-delete"
            />
          )}
        </RowActions>
      ),
    });
  }

  const toolbar = (
    <>
      <ExportButton href={resourceExportUrl(r.key, params, i18n.language)} testId="resource-export" xlsx />
      {canAdd && r.importRoute && (
        <ImportLink to={`/${session.account}/${r.importRoute}`} testId="resource-import-link" />
      )}
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
        actions={canAdd && <AddButton to={resourcePath(session.account, r, 'add')} testId="resource-add" />}
      />
      <DataTable
        caption={title}
        columns={columns}
        {...queryTableProps(query)}
        params={params}
        onParamsChange={setParams}
        toolbar={toolbar}
        searchPlaceholder={searchPlaceholder(t, r)}
        testId="resource-table"
        selection={{
          selected: selection.selected,
          onChange: selection.setSelected,
          label: nameOf,
          actions: (
            <>
              <Button
                component="a"
                href={resourceExportUrl(r.key, params, i18n.language, false, selection.selected)}
                download
                size="xs"
                variant="default"
                leftSection={<IconDownload size={14} aria-hidden />}
                data-testid="selection-export"
              >
                {t('common:table.exportSelected')}
              </Button>
              {canDelete && (
                <Button
                  size="xs"
                  color="red"
                  variant="light"
                  leftSection={<IconTrash size={14} aria-hidden />}
                  onClick={() => setBulkDeleting(true)}
                  data-testid="selection-delete"
                >
                  {t('common:table.deleteSelected')}
                </Button>
              )}
            </>
          ),
        }}
        empty={{
          hint: t(canAdd ? 'common:table.emptyFirst' : 'common:table.emptyReadOnly'),
          action: canAdd && <AddButton to={resourcePath(session.account, r, 'add')} testId="resource-add-first" />,
        }}
      />
      <BulkDeleteDialog
        resource={r}
        ids={selection.selected}
        opened={bulkDeleting}
        onClose={() => setBulkDeleting(false)}
        onDone={selection.clear}
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
