import { useEffect, useMemo, useState } from 'react';
import { ActionIcon, Button, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconEye, IconFilterOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DataTable, type TDataTableColumn } from '../../platform/data-table.component.tsx';
import { ExportButton } from '../../platform/export-button.component.tsx';
import { useListParams } from '../../platform/use-list-params.hook.ts';
import { formatDateTime } from '../../shell/date-format.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { TextBadge } from '../../shell/text-badge.component.tsx';
import { sessionHome } from '../../shell/route-guards.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { LogDetailsDialog } from './log-details.dialog.tsx';
import { actionColor, actionLabel, entityLabel, entryDiff, fieldName } from './log-text.ts';
import {
  LOG_FILTERS,
  logFacetsQuery,
  logsExportUrl,
  logsQuery,
  type TLogFilters,
  type TLogRow,
  type TLogScope,
} from './logs.api.ts';
import { DayInput } from '../../platform/day-input.component.tsx';

const TYPING_DEBOUNCE_MS = 300;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Filters kept in the URL beside the list state; a changed filter starts again at page 1. */
function useLogFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => {
    const out: TLogFilters = {};
    for (const k of LOG_FILTERS) {
      const v = searchParams.get(k)?.trim();
      if (v && ((k !== 'from' && k !== 'to') || DAY.test(v))) out[k] = v;
    }
    return out;
  }, [searchParams]);
  const setFilters = (patch: TLogFilters, replace = false) =>
    setSearchParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(patch)) {
          if (v) next.set(k, v);
          else next.delete(k);
        }
        next.delete('page');
        return next;
      },
      { replace },
    );
  return [filters, setFilters] as const;
}

/** `/{account}/logs/listing` (tenant) and `/logs/listing` (platform super admin): the audit trail. */
export function LogsPage() {
  const { t } = useTranslation(['logs', 'resources', 'privileges', 'common', 'menu']);
  const session = useShellSession();
  const scope: TLogScope = session.loginType === 'super_admin' ? 'platform' : 'tenant';
  const [params, setParams] = useListParams();
  const [filters, setFilters] = useLogFilters();
  const query = useQuery(logsQuery(scope, params, filters));
  const facets = useQuery(logFacetsQuery(scope));
  const [open, setOpen] = useState<TLogRow | null>(null);
  const title = t('logs:title');
  usePageTitle(title);

  // the user filter is typed: it writes the URL once the typing settles
  const [user, setUser] = useState(filters.user ?? '');
  const [debouncedUser] = useDebouncedValue(user, TYPING_DEBOUNCE_MS);
  useEffect(
    () => setUser((typed) => (typed.trim() === (filters.user ?? '') ? typed : (filters.user ?? ''))),
    [filters.user],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a settled text writes the URL
  useEffect(() => {
    if (debouncedUser.trim() !== (filters.user ?? '')) setFilters({ user: debouncedUser.trim() }, true);
  }, [debouncedUser]);

  const showAccount = scope === 'platform';
  const roleOf = (type: string | null) => (type ? t(`common:loginTypes.${type}`, { defaultValue: type }) : '');

  const columns: TDataTableColumn<TLogRow>[] = [
    {
      key: 'at',
      label: t('logs:columns.time'),
      render: (l) => (
        <Text span size="sm" style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
          {formatDateTime(l.at, true)}
        </Text>
      ),
    },
    ...(showAccount
      ? [
          {
            key: 'account',
            label: t('logs:columns.account'),
            render: (l: TLogRow) =>
              l.account ?? (
                <Text span size="sm" c="dimmed">
                  {t('logs:platform')}
                </Text>
              ),
          },
        ]
      : []),
    {
      key: 'user',
      label: t('logs:columns.user'),
      render: (l) => (
        <div>
          <Text size="sm" fw={500}>
            {l.actorName ?? t('logs:unknownUser')}
          </Text>
          {l.actorType && (
            <Text size="xs" c="dimmed">
              {roleOf(l.actorType)}
            </Text>
          )}
        </div>
      ),
    },
    {
      key: 'action',
      label: t('logs:columns.action'),
      render: (l) => (
        <TextBadge color={actionColor(l.action)} data-action={l.action}>
          {actionLabel(t, l.action)}
        </TextBadge>
      ),
    },
    { key: 'entity', label: t('logs:columns.entity'), render: (l) => entityLabel(t, l.entity) },
    {
      key: 'changes',
      label: t('logs:columns.changes'),
      visibleFrom: 'sm',
      render: (l) => {
        const fields = entryDiff(l.entity, l.before, l.after).map((d) => fieldName(t, l.entity, d.field));
        return (
          <Text size="sm" c="dimmed" lineClamp={2} maw={280}>
            {l.reason ? `${t('logs:details.reason')}: ${l.reason}` : fields.join(', ') || '—'}
          </Text>
        );
      },
    },
    {
      key: '_details',
      label: t('common:table.actions'),
      align: 'right',
      render: (l) => (
        <ActionIcon
          variant="subtle"
          aria-label={t('logs:details.open')}
          onClick={(e) => {
            e.stopPropagation();
            setOpen(l);
          }}
          data-testid="log-open"
        >
          <IconEye size={18} aria-hidden />
        </ActionIcon>
      ),
    },
  ];

  const anyFilter = LOG_FILTERS.some((k) => filters[k]);
  const allLabel = t('logs:filters.all');
  const filterControls = (
    <SimpleGrid cols={{ base: 2, md: 5 }} spacing="sm" verticalSpacing="xs">
      <TextInput
        label={t('logs:filters.user')}
        value={user}
        onChange={(e) => setUser(e.currentTarget.value)}
        data-testid="logs-filter-user"
      />
      <NativeSelect
        label={t('logs:filters.action')}
        value={filters.action ?? ''}
        onChange={(e) => setFilters({ action: e.currentTarget.value })}
        data={[
          { value: '', label: allLabel },
          ...[...new Set([...(facets.data?.actions ?? []), ...(filters.action ? [filters.action] : [])])].map((a) => ({
            value: a,
            label: actionLabel(t, a),
          })),
        ]}
        data-testid="logs-filter-action"
      />
      <NativeSelect
        label={t('logs:filters.entity')}
        value={filters.entity ?? ''}
        onChange={(e) => setFilters({ entity: e.currentTarget.value })}
        data={[
          { value: '', label: allLabel },
          ...[...new Set([...(facets.data?.entities ?? []), ...(filters.entity ? [filters.entity] : [])])]
            .map((en) => ({ value: en, label: entityLabel(t, en) }))
            .sort((a, b) => a.label.localeCompare(b.label)),
        ]}
        data-testid="logs-filter-entity"
      />
      <DayInput
        label={t('logs:filters.from')}
        value={filters.from ?? ''}
        maxDate={filters.to}
        onChange={(from) => setFilters({ from })}
        clearable
        data-testid="logs-filter-from"
      />
      <DayInput
        label={t('logs:filters.to')}
        value={filters.to ?? ''}
        minDate={filters.from}
        onChange={(to) => setFilters({ to })}
        clearable
        data-testid="logs-filter-to"
      />
    </SimpleGrid>
  );

  return (
    <Stack gap="lg">
      <PageHeader
        crumbs={[
          { label: t(scope === 'platform' ? 'menu:tenants' : 'menu:dashboard'), to: sessionHome(session) },
          { label: title },
        ]}
        title={title}
      />
      <DataTable
        caption={title}
        columns={columns}
        rows={query.data?.rows}
        total={query.data?.total ?? 0}
        rowKey={(l) => String(l.id)}
        params={params}
        onParamsChange={setParams}
        loading={query.isFetching}
        error={query.error}
        searchPlaceholder={t('logs:search')}
        filters={filterControls}
        toolbar={
          <>
            {anyFilter && (
              <Button
                variant="subtle"
                color="gray"
                leftSection={<IconFilterOff size={16} aria-hidden />}
                onClick={() => {
                  setUser('');
                  setFilters({ user: '', action: '', entity: '', from: '', to: '' });
                }}
                data-testid="logs-filter-clear"
              >
                {t('logs:filters.clear')}
              </Button>
            )}
            <ExportButton href={logsExportUrl(scope, params.search, filters)} testId="logs-export" xlsx />
          </>
        }
        onRowClick={setOpen}
        rowTestId="log-row"
        testId="logs-table"
      />
      <LogDetailsDialog log={open} onClose={() => setOpen(null)} showAccount={showAccount} />
    </Stack>
  );
}
