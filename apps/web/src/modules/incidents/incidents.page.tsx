import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconEye, IconPaperclip, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { INCIDENT_PRIORITIES, INCIDENT_STATUSES, INCIDENT_TYPES, type TIncident } from '@staffdesk/core/incidents-api';
import { DataTable, queryTableProps, type TDataTableColumn } from '../../platform/data-table.component.tsx';
import { DayRangeFilter } from '../../platform/day-range-filter.component.tsx';
import { ExportButton } from '../../platform/export-button.component.tsx';
import { exportUrl } from '../../platform/list-params.ts';
import { RowAction, RowActions } from '../../platform/row-actions.component.tsx';
import { StatusFilter } from '../../platform/status-filter.component.tsx';
import { useFilterParams } from '../../platform/use-filter-params.hook.ts';
import { useListParams } from '../../platform/use-list-params.hook.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { canDo } from '../../shell/privileges.ts';
import { sessionHome } from '../../shell/route-guards.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { useVisitTime } from '../visitors/visitor-parts.component.tsx';
import { IncidentStatusBadge, PriorityBadge } from './incident-parts.component.tsx';
import { INCIDENT_PATHS, incidentListQuery } from './incidents.api.ts';

const FILTERS = ['status', 'priority', 'type', 'from', 'to'] as const;

/**
 * `/guestsincident/listing`, the Incident Report (guards; HR and sub admins with the guests page): open ones first,
 * the most serious first; filters, CSV and Excel; a guard or HR reports a new one.
 */
export function IncidentsPage() {
  const { t, i18n } = useTranslation(['incidents', 'menu', 'common']);
  const session = useShellSession();
  const title = t('menu:incidentReport');
  usePageTitle(title);
  const base = `/${session.account}`;
  const [params, setParams] = useListParams();
  const [values, setFilter, { clearFilters, filtered }] = useFilterParams(FILTERS);
  const query = useQuery(incidentListQuery(params, values));
  const time = useVisitTime();
  const reporter = session.loginType === 'security' || canDo(session, 'guests', 'add');
  const columns: TDataTableColumn<TIncident>[] = [
    {
      key: 'number',
      label: t('fields.number'),
      render: (v) => (
        <div>
          <Text size="sm" fw={600} ff="monospace" data-testid="row-number">
            {v.number}
          </Text>
          <Text size="xs" c="dimmed">
            {time(v.occurredAt)}
          </Text>
        </div>
      ),
    },
    {
      key: 'what',
      label: t('fields.type'),
      render: (v) => (
        <div>
          <Text size="sm">{t(`types.${v.type}`)}</Text>
          <Text size="xs" c="dimmed" lineClamp={1}>
            {v.place}
          </Text>
        </div>
      ),
    },
    {
      key: 'people',
      label: t('fields.people'),
      visibleFrom: 'md',
      render: (v) => (
        <Text size="xs" lineClamp={2}>
          {v.people.map((p) => p.name).join(', ') || '—'}
        </Text>
      ),
    },
    {
      key: 'assignee',
      label: t('fields.assignee'),
      visibleFrom: 'lg',
      render: (v) => <Text size="xs">{v.assigneeName ?? '—'}</Text>,
    },
    {
      key: 'files',
      label: t('fields.files'),
      visibleFrom: 'sm',
      align: 'right',
      render: (v) =>
        v.fileCount ? (
          <Group gap={4} justify="flex-end" wrap="nowrap">
            <IconPaperclip size={14} aria-hidden />
            <Text size="xs">{v.fileCount}</Text>
          </Group>
        ) : (
          ''
        ),
    },
    { key: 'priority', label: t('fields.priority'), render: (v) => <PriorityBadge priority={v.priority} /> },
    { key: 'status', label: t('fields.status'), render: (v) => <IncidentStatusBadge status={v.status} /> },
    {
      key: '_actions',
      label: t('common:table.actions'),
      align: 'right',
      render: (v) => (
        <RowActions>
          <RowAction
            label={t('view')}
            subject={v.number}
            icon={IconEye}
            to={`${base}/${INCIDENT_PATHS.view}/${v.id}`}
            testId="row-view"
          />
        </RowActions>
      ),
    },
  ];
  const select = (key: 'priority' | 'type', options: readonly string[], ns: string, w: number) => (
    <Select
      aria-label={t(`fields.${key}`)}
      placeholder={t(`fields.${key}`)}
      data={options.map((v) => ({ value: v, label: t(`${ns}.${v}`) }))}
      value={values[key] || null}
      onChange={(v) => setFilter(key, v ?? '')}
      clearable
      w={w}
      data-testid={`filter-${key}`}
    />
  );
  return (
    <Stack gap="lg">
      <PageHeader
        crumbs={[{ label: t('menu:dashboard'), to: sessionHome(session) }, { label: title }]}
        title={title}
        actions={
          <Group gap="xs">
            {reporter && (
              <Button
                component={Link}
                to={`${base}/${INCIDENT_PATHS.add}`}
                leftSection={<IconPlus size={16} aria-hidden />}
                data-testid="incident-add"
              >
                {t('report')}
              </Button>
            )}
            <ExportButton
              href={exportUrl('/incidents', params, values, i18n.language)}
              testId="incidents-export"
              xlsx
            />
          </Group>
        }
      />
      <DataTable
        caption={title}
        columns={columns}
        {...queryTableProps(query)}
        params={params}
        onParamsChange={setParams}
        searchPlaceholder={t('search')}
        filters={
          <Group gap="sm" wrap="wrap" align="flex-end">
            <StatusFilter
              label={t('fields.status')}
              statuses={INCIDENT_STATUSES}
              labelOf={(s) => t(`statuses.${s}`)}
              value={values.status}
              onChange={(v) => setFilter('status', v)}
            />
            {select('priority', INCIDENT_PRIORITIES, 'priorities', 150)}
            {select('type', INCIDENT_TYPES, 'types', 190)}
            <DayRangeFilter from={values.from} to={values.to} onChange={setFilter} clearable />
          </Group>
        }
        filtered={filtered}
        onClearFilters={clearFilters}
        empty={{ hint: t('empty') }}
        testId="incident-table"
      />
    </Stack>
  );
}
