import { Button, Progress, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DataTable, type TDataTableColumn } from '../../platform/data-table.component.tsx';
import { useListParams } from '../../platform/use-list-params.hook.ts';
import { formatDateTime } from '../../shell/date-format.ts';
import { errorText } from '../../shell/error-text.ts';
import { notifyError, notifySuccess } from '../../shell/toast.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { sessionHome } from '../../shell/route-guards.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { TextBadge } from '../../shell/text-badge.component.tsx';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { aboutText, errorLine, kindLabel, messageText } from './job-text.ts';
import {
  JOB_STATE_FILTERS,
  type TJobRow,
  type TJobScope,
  type TJobStateFilter,
  jobsQuery,
  retryJob,
} from './jobs.api.ts';

const STATE_COLORS: Record<TJobRow['state'], string> = {
  queued: 'gray',
  running: 'blue',
  done: 'green',
  failed: 'red',
};

/**
 * `/{account}/jobs` (HR admin: the tenant's jobs) and `/jobs` (super admin: every tenant's): mail, imports and other
 * background work, running and failed ones with their reason and a Retry (decision 0014).
 */
export function JobsPage() {
  const { t } = useTranslation(['jobs', 'common', 'menu', 'errors']);
  const session = useShellSession();
  const scope: TJobScope = session.loginType === 'super_admin' ? 'platform' : 'tenant';
  const [params, setParams] = useListParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = searchParams.get('state');
  const state: TJobStateFilter = (JOB_STATE_FILTERS as readonly string[]).includes(raw ?? '')
    ? (raw as TJobStateFilter)
    : 'all';
  const query = useQuery(jobsQuery(scope, params, state));
  const client = useQueryClient();
  const retry = useMutation({
    mutationFn: (id: string) => retryJob(scope, id),
    onSuccess: () => {
      notifySuccess(t('jobs:retried'));
      void client.invalidateQueries({ queryKey: ['jobs', scope] });
    },
    onError: (e) => notifyError(errorText(t, e, 'jobs')),
  });
  const title = t('jobs:title');
  usePageTitle(title);

  const columns: TDataTableColumn<TJobRow>[] = [
    {
      key: 'createdAt',
      label: t('jobs:columns.time'),
      render: (j) => (
        <Text span size="sm" style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
          {formatDateTime(j.createdAt, true)}
        </Text>
      ),
    },
    ...(scope === 'platform'
      ? [
          {
            key: 'account',
            label: t('jobs:columns.account'),
            render: (j: TJobRow) =>
              j.account ?? (
                <Text span size="sm" c="dimmed">
                  {t('jobs:platform')}
                </Text>
              ),
          },
        ]
      : []),
    {
      key: 'kind',
      label: t('jobs:columns.kind'),
      render: (j) => (
        <div>
          <Text size="sm" fw={500}>
            {kindLabel(t, j.kind)}
          </Text>
          <Text size="xs" c="dimmed" lineClamp={1} maw={320}>
            {aboutText(j)}
          </Text>
        </div>
      ),
    },
    {
      key: 'startedBy',
      label: t('jobs:columns.startedBy'),
      visibleFrom: 'sm',
      render: (j) =>
        j.startedByName ?? (
          <Text span size="sm" c="dimmed">
            {t('jobs:system')}
          </Text>
        ),
    },
    {
      key: 'state',
      label: t('jobs:columns.state'),
      render: (j) => (
        <Stack gap={4} miw={120}>
          <TextBadge color={STATE_COLORS[j.state]} data-state={j.state}>
            {t(`jobs:states.${j.state}`)}
          </TextBadge>
          {j.state === 'running' && (
            <>
              <Progress value={j.progress} size="sm" aria-label={t('jobs:columns.progress')} />
              <Text size="xs" c="dimmed">
                {messageText(t, j.message) || `${j.progress}%`}
              </Text>
            </>
          )}
          {j.error && j.state !== 'done' && (
            <Text size="xs" c={j.state === 'failed' ? 'red.8' : 'dimmed'} lineClamp={2} maw={280}>
              {t('jobs:attempts', { count: j.attempts })}: {errorLine(t, j.error)}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: '_actions',
      label: t('common:table.actions'),
      align: 'right',
      render: (j) =>
        j.state === 'failed' ? (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconRefresh size={14} aria-hidden />}
            loading={retry.isPending && retry.variables === j.id}
            onClick={() => retry.mutate(j.id)}
            data-testid="job-retry"
          >
            {t('jobs:retry')}
          </Button>
        ) : null,
    },
  ];

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
        rowKey={(j) => j.id}
        params={params}
        onParamsChange={setParams}
        loading={query.isFetching && !query.data}
        error={query.error}
        searchable={false}
        toolbar={
          <SegmentedControl
            value={state}
            onChange={(v) =>
              setSearchParams((prev) => {
                const next = new URLSearchParams(prev);
                if (v === 'all') next.delete('state');
                else next.set('state', v);
                next.delete('page');
                return next;
              })
            }
            data={JOB_STATE_FILTERS.map((s) => ({ value: s, label: t(`jobs:filters.${s}`) }))}
            aria-label={t('jobs:columns.state')}
            data-testid="jobs-state"
          />
        }
        rowTestId="job-row"
        testId="jobs-table"
        filtered={state !== 'all'}
        onClearFilters={() => setSearchParams(new URLSearchParams(), { replace: true })}
        empty={{ hint: t('jobs:emptyHint') }}
      />
    </Stack>
  );
}
