import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconPlayerPlay, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TCustomReport } from '@staffdesk/core/custom-reports-api';
import { useConfirmedAction } from '../../platform/confirmed-action.hook.ts';
import { DataTable, queryTableProps, type TDataTableColumn } from '../../platform/data-table.component.tsx';
import { DeleteAction, EditAction, RowAction, RowActions } from '../../platform/row-actions.component.tsx';
import { useListParams } from '../../platform/use-list-params.hook.ts';
import { formatDateTime } from '../../shell/date-format.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { canDo } from '../../shell/privileges.ts';
import { sessionHome } from '../../shell/route-guards.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { customReportListQuery, deleteCustomReport, REPORT_PATHS, REPORTS_KEY } from './reports.api.ts';

/** `/reportscustom/listing` (issue 19): the saved custom reports the caller may run; theirs to change. */
export function CustomReportsPage() {
  const { t } = useTranslation(['reports', 'menu', 'common']);
  const session = useShellSession();
  const title = t('menu:customReports');
  usePageTitle(title);
  const base = `/${session.account}`;
  const [params, setParams] = useListParams();
  const query = useQuery(customReportListQuery(params));
  const confirmed = useConfirmedAction(REPORTS_KEY);
  const view = (x: TCustomReport) => `${base}/${REPORT_PATHS.customView}/${x.id}`;
  const columns: TDataTableColumn<TCustomReport>[] = [
    {
      key: 'name',
      label: t('custom.name'),
      render: (x) => (
        <div>
          <Text size="sm" fw={600} component={Link} to={view(x)} data-testid="row-name">
            {x.name}
          </Text>
          {x.description && (
            <Text size="xs" c="dimmed" lineClamp={1}>
              {x.description}
            </Text>
          )}
        </div>
      ),
    },
    {
      key: 'source',
      label: t('custom.source'),
      render: (x) => (
        <Group gap={4}>
          <Badge variant="light" miw="max-content">
            {t(`custom.sources.${x.definition.source}`)}
          </Badge>
          {x.frequency !== 'none' && (
            <Badge variant="outline" color="teal" miw="max-content" data-testid="row-schedule">
              {t(`custom.frequencies.${x.frequency}`)}
            </Badge>
          )}
        </Group>
      ),
    },
    {
      key: 'shared',
      label: t('custom.sharedWith'),
      visibleFrom: 'sm',
      render: (x) => (
        <Text size="sm" c={x.roles.length ? undefined : 'dimmed'}>
          {x.roles.length ? x.roles.map((r) => r.name).join(', ') : t('custom.onlyYou')}
        </Text>
      ),
    },
    {
      key: 'author',
      label: t('custom.author'),
      visibleFrom: 'md',
      render: (x) => (
        <div>
          <Text size="sm">{x.createdByName ?? '—'}</Text>
          <Text size="xs" c="dimmed">
            {formatDateTime(x.updatedAt)}
          </Text>
        </div>
      ),
    },
    {
      key: '_actions',
      label: t('common:table.actions'),
      align: 'right',
      render: (x) => (
        <RowActions>
          <RowAction label={t('custom.run')} subject={x.name} icon={IconPlayerPlay} to={view(x)} testId="row-run" />
          {x.mine && canDo(session, 'customReports', 'edit') && (
            <EditAction subject={x.name} to={`${base}/${REPORT_PATHS.customAdd}/${x.id}`} />
          )}
          {x.mine && canDo(session, 'customReports', 'delete') && (
            <DeleteAction
              subject={x.name}
              onClick={() =>
                confirmed({
                  text: t('custom.deleteConfirm', { name: x.name }),
                  done: t('custom.deleted'),
                  run: () => deleteCustomReport(x.id),
                })
              }
            />
          )}
        </RowActions>
      ),
    },
  ];
  return (
    <Stack gap="lg">
      <PageHeader
        crumbs={[{ label: t('menu:dashboard'), to: sessionHome(session) }, { label: title }]}
        title={title}
        actions={
          canDo(session, 'customReports', 'add') && (
            <Group>
              <Button
                component={Link}
                to={`${base}/${REPORT_PATHS.customAdd}`}
                leftSection={<IconPlus size={16} aria-hidden />}
                data-testid="report-add"
              >
                {t('custom.newReport')}
              </Button>
            </Group>
          )
        }
      />
      <Text c="dimmed" size="sm" mt={-12}>
        {t('custom.intro')}
      </Text>
      <DataTable
        caption={title}
        columns={columns}
        {...queryTableProps(query)}
        params={params}
        onParamsChange={setParams}
        searchPlaceholder={t('custom.name')}
        empty={{ hint: t('custom.empty') }}
        testId="report-table"
      />
    </Stack>
  );
}
