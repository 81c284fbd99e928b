import { Button, Group, Stack, Text } from '@mantine/core';
import { IconExternalLink, IconLock, IconWorld } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TOrgCareerRow } from '@staffdesk/core/careers';
import { DataTable, queryTableProps, type TDataTableColumn } from '../../platform/data-table.component.tsx';
import { ExportButton } from '../../platform/export-button.component.tsx';
import { useListParams } from '../../platform/use-list-params.hook.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { sessionHome } from '../../shell/route-guards.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { boardPath } from './careers-paths.ts';
import { orgsExportUrl, orgsQuery } from './careers.api.ts';

/**
 * `/{account}/careers` (spec 2.1): the organizations with their Public Jobs and Private Jobs boards. Searchable,
 * Title and Address sortable, CSV of every row, 10 per page. The boards open in a new tab.
 */
export function CareersListPage() {
  const { t, i18n } = useTranslation(['careers', 'common', 'menu']);
  const session = useShellSession();
  const account = session.account ?? '';
  const [params, setParams] = useListParams({ sort: { field: 'title', dir: 'asc' } });
  const query = useQuery(orgsQuery(params));
  const title = t('careers:list.pageTitle');
  usePageTitle(title);

  const columns: TDataTableColumn<TOrgCareerRow>[] = [
    {
      key: 'title',
      label: t('careers:list.title'),
      sortable: true,
      render: (o) => (
        <div>
          <Text size="sm" fw={600}>
            {o.title}
          </Text>
          <Text size="xs" c="dimmed" ff="monospace">
            {o.code}
          </Text>
        </div>
      ),
    },
    {
      key: 'address',
      label: t('careers:list.address'),
      sortable: true,
      visibleFrom: 'sm',
      render: (o) => (o.address ? <Text size="sm">{o.address}</Text> : <Text c="dimmed">—</Text>),
    },
    {
      key: '_action',
      label: t('careers:list.action'),
      align: 'right',
      render: (o) => (
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          <Button
            component="a"
            href={boardPath(account, o.code)}
            target="_blank"
            rel="noopener"
            size="xs"
            variant="light"
            leftSection={<IconWorld size={14} aria-hidden />}
            rightSection={<IconExternalLink size={12} aria-hidden />}
            aria-label={`${t('careers:list.publicJobs')}: ${o.title}`}
            data-testid="public-jobs-link"
          >
            {t('careers:list.publicJobs')}
          </Button>
          <Button
            component="a"
            href={boardPath(account, o.code, true)}
            target="_blank"
            rel="noopener"
            size="xs"
            variant="default"
            leftSection={<IconLock size={14} aria-hidden />}
            rightSection={<IconExternalLink size={12} aria-hidden />}
            aria-label={`${t('careers:list.privateJobs')}: ${o.title}`}
            data-testid="private-jobs-link"
          >
            {t('careers:list.privateJobs')}
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="lg">
      <PageHeader crumbs={[{ label: t('menu:dashboard'), to: sessionHome(session) }, { label: title }]} title={title} />
      <DataTable
        caption={title}
        columns={columns}
        {...queryTableProps(query)}
        params={params}
        onParamsChange={setParams}
        searchPlaceholder={t('careers:list.search')}
        testId="careers-table"
        toolbar={<ExportButton href={orgsExportUrl(params, i18n.language)} testId="careers-export" xlsx />}
      />
    </Stack>
  );
}
