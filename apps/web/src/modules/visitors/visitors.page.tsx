import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconDoorEnter, IconDoorExit, IconEye, IconSettings, IconUserPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { showDay } from '@staffdesk/core/dates';
import { type TVisit, VISIT_STATUSES, VISIT_TYPES } from '@staffdesk/core/visitors-api';
import { DataTable, queryTableProps, type TDataTableColumn } from '../../platform/data-table.component.tsx';
import { DayRangeFilter } from '../../platform/day-range-filter.component.tsx';
import { ExportButton } from '../../platform/export-button.component.tsx';
import { exportUrl } from '../../platform/list-params.ts';
import { RemoteSelect } from '../../platform/remote-select.component.tsx';
import { RowAction, RowActions } from '../../platform/row-actions.component.tsx';
import { StatusFilter } from '../../platform/status-filter.component.tsx';
import { useFilterParams } from '../../platform/use-filter-params.hook.ts';
import { useListParams } from '../../platform/use-list-params.hook.ts';
import { errorText } from '../../shell/error-text.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { canDo } from '../../shell/privileges.ts';
import { sessionHome } from '../../shell/route-guards.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { notifyError, notifySuccess } from '../../shell/toast.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import {
  checkInVisit,
  checkOutVisit,
  hostSearch,
  VISITOR_PATHS,
  VISITORS_KEY,
  visitListQuery,
} from './visitors.api.ts';
import { VisitorSettingsModal } from './visitor-settings.modal.tsx';
import { useVisitTime, VisitorAvatar, VisitStatusBadge } from './visitor-parts.component.tsx';

const FILTERS = ['status', 'type', 'hostId', 'from', 'to'] as const;

/**
 * `/guests/listing` (guards; HR and sub admins with the guests page): who is inside now first, then expected and past
 * visits, searched and filtered, with CSV and Excel; a guard checks a visitor out from the row.
 */
export function VisitorsPage() {
  const { t, i18n } = useTranslation(['visitors', 'menu', 'common', 'errors']);
  const session = useShellSession();
  const title = t('menu:visitorList');
  usePageTitle(title);
  const base = `/${session.account}`;
  const client = useQueryClient();
  const [params, setParams] = useListParams();
  const [values, setFilter, { clearFilters, filtered }] = useFilterParams(FILTERS);
  const query = useQuery(visitListQuery(params, values));
  const time = useVisitTime();
  const guard = session.loginType === 'security';
  const mover = guard || canDo(session, 'guests', 'edit');
  const [settings, setSettings] = useState(false);
  const move = async (v: TVisit, to: 'in' | 'out') => {
    try {
      if (to === 'in') await checkInVisit(v.id);
      else await checkOutVisit(v.id);
      notifySuccess(t(to === 'in' ? 'checkedIn' : 'checkedOut', { name: v.visitorName }));
      await client.invalidateQueries({ queryKey: [VISITORS_KEY] });
    } catch (e) {
      notifyError(errorText(t, e));
    }
  };
  const columns: TDataTableColumn<TVisit>[] = [
    {
      key: 'visitor',
      label: t('fields.visitorName'),
      render: (v) => (
        <Group gap="sm" wrap="nowrap">
          <VisitorAvatar v={v} />
          <div>
            <Text size="sm" fw={600} data-testid="row-visitor">
              {v.visitorName}
            </Text>
            <Text size="xs" c="dimmed">
              {[v.company, v.licensePlate].filter(Boolean).join(' · ')}
            </Text>
          </div>
        </Group>
      ),
    },
    {
      key: 'host',
      label: t('fields.host'),
      visibleFrom: 'sm',
      render: (v) => (
        <div>
          <Text size="sm">{v.hostName}</Text>
          <Text size="xs" c="dimmed" ff="monospace">
            {v.hostCode}
          </Text>
        </div>
      ),
    },
    { key: 'type', label: t('fields.visitType'), visibleFrom: 'md', render: (v) => t(`types.${v.visitType}`) },
    {
      key: 'times',
      label: `${t('fields.checkedInAt')} / ${t('fields.checkedOutAt')}`,
      visibleFrom: 'md',
      render: (v) => (
        <Text size="xs">
          {v.status === 'expected' ? showDay(v.expectedOn ?? '') : time(v.checkedInAt)}
          <br />
          {v.checkedOutAt ? time(v.checkedOutAt) : ''}
        </Text>
      ),
    },
    { key: 'status', label: t('fields.status'), render: (v) => <VisitStatusBadge status={v.status} /> },
    {
      key: '_actions',
      label: t('common:table.actions'),
      align: 'right',
      render: (v) => (
        <RowActions>
          <RowAction
            label={t('view')}
            subject={v.visitorName}
            icon={IconEye}
            to={`${base}/${VISITOR_PATHS.view}/${v.id}`}
            testId="row-view"
          />
          {mover && v.status === 'expected' && (
            <RowAction
              label={t('checkIn')}
              subject={v.visitorName}
              icon={IconDoorEnter}
              onClick={() => void move(v, 'in')}
              testId="row-checkin"
            />
          )}
          {mover && v.status === 'inside' && (
            <RowAction
              label={t('checkOut')}
              subject={v.visitorName}
              icon={IconDoorExit}
              onClick={() => void move(v, 'out')}
              testId="row-checkout"
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
          <Group gap="xs">
            {session.loginType === 'hr_admin' && (
              <Button
                variant="default"
                leftSection={<IconSettings size={16} aria-hidden />}
                onClick={() => setSettings(true)}
                data-testid="visitor-settings-open"
              >
                {t('settings.title')}
              </Button>
            )}
            {guard && (
              <Button
                component={Link}
                to={`${base}/${VISITOR_PATHS.register}`}
                leftSection={<IconUserPlus size={16} aria-hidden />}
                data-testid="visit-register"
              >
                {t('menu:visitorRegister')}
              </Button>
            )}
            <ExportButton href={exportUrl('/visits', params, values, i18n.language)} testId="visits-export" xlsx />
          </Group>
        }
      />
      <VisitorSettingsModal opened={settings} onClose={() => setSettings(false)} />
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
              statuses={VISIT_STATUSES}
              labelOf={(s) => t(`statuses.${s}`)}
              value={values.status}
              onChange={(v) => setFilter('status', v)}
            />
            <Select
              aria-label={t('fields.visitType')}
              placeholder={t('fields.visitType')}
              data={VISIT_TYPES.map((v) => ({ value: v, label: t(`types.${v}`) }))}
              value={values.type || null}
              onChange={(v) => setFilter('type', v ?? '')}
              clearable
              w={180}
              data-testid="filter-type"
            />
            <RemoteSelect
              aria-label={t('fields.host')}
              placeholder={t('fields.host')}
              query={hostSearch}
              value={values.hostId}
              onChange={(v) => setFilter('hostId', v)}
              clearable
              w={220}
              data-testid="filter-host"
            />
            <DayRangeFilter from={values.from} to={values.to} onChange={setFilter} clearable />
          </Group>
        }
        filtered={filtered}
        onClearFilters={clearFilters}
        empty={{ hint: t('empty') }}
        testId="visit-table"
      />
    </Stack>
  );
}
