import { useState } from 'react';
import { Button, Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { IconArrowRight, IconLayoutKanban, IconList } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { PIPELINE_STAGES, type TApplicantRow, type TPipelineStage } from '@staffdesk/core/careers';
import { DataTable, queryTableProps, type TDataTableColumn } from '../../platform/data-table.component.tsx';
import { ExportButton } from '../../platform/export-button.component.tsx';
import { useRowSelection } from '../../platform/row-selection.ts';
import { useListParams } from '../../platform/use-list-params.hook.ts';
import { formatDateTime } from '../../shell/date-format.ts';
import { PageHeader, type TCrumb } from '../../shell/page-header.component.tsx';
import { canDo } from '../../shell/privileges.ts';
import { sessionHome } from '../../shell/route-guards.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { ApplicantDrawer } from './applicant.drawer.tsx';
import { BulkMoveDialog } from './bulk-move.dialog.tsx';
import { ApplicantKanban } from './applicant-kanban.component.tsx';
import { StageBadge } from './careers-badges.component.tsx';
import {
  applicantsExportUrl,
  applicantsQuery,
  postOptionsQuery,
  postQuery,
  type TApplicantFilters,
} from './careers.api.ts';
import { useFilterParams } from '../../platform/use-filter-params.hook.ts';
import { DayInput } from '../../platform/day-input.component.tsx';

const FILTER_KEYS = ['post', 'stage', 'from', 'to'] as const;

/**
 * `/{account}/careerjobpost/Applicantlisting` (every post) and `/{account}/careerjobpost/JobpostAppListing/:postId`
 * (one post, with its pipeline board): applicants with search, filters, CSV and the applicant's details.
 */
export function ApplicantsPage() {
  const { postId } = useParams();
  return <Applicants key={postId ?? 'all'} postId={postId ?? null} />;
}

function Applicants({ postId }: { postId: string | null }) {
  const { t, i18n } = useTranslation(['careers', 'common', 'menu']);
  const session = useShellSession();
  const account = session.account ?? '';
  const [params, setParams] = useListParams({ sort: { field: 'appliedAt', dir: 'desc' } });
  const [f, setFilter, { clearFilters, filtered }] = useFilterParams(FILTER_KEYS);
  const [searchParams, setSearchParams] = useSearchParams();
  const view = postId && searchParams.get('view') === 'board' ? 'board' : 'list';
  const filters: TApplicantFilters = {
    jobPostId: postId ?? f.post,
    stage: (PIPELINE_STAGES as readonly string[]).includes(f.stage) ? (f.stage as TPipelineStage) : '',
    from: f.from,
    to: f.to,
  };
  const query = useQuery({ ...applicantsQuery(params, filters), enabled: view === 'list' });
  const post = useQuery({ ...postQuery(postId ?? ''), enabled: postId !== null });
  const posts = useQuery({ ...postOptionsQuery, enabled: postId === null });
  const [open, setOpen] = useState<string | null>(null);

  const listTitle = t('menu:applicants');
  const title = postId ? (post.data ? `${post.data.code} · ${post.data.title}` : listTitle) : listTitle;
  usePageTitle(title);
  const crumbs: TCrumb[] = [{ label: t('menu:dashboard'), to: sessionHome(session) }];
  if (postId) {
    if (canDo(session, 'jobPost', 'view'))
      crumbs.push({ label: t('menu:jobPosts'), to: `/${account}/careerjobpost/listing` });
    crumbs.push({ label: listTitle, to: `/${account}/careerjobpost/Applicantlisting` });
  }
  crumbs.push({ label: postId ? (post.data?.code ?? '…') : listTitle });

  const canMove = canDo(session, 'applicationList', 'edit');
  const canNote = canDo(session, 'applicationList', 'add');
  const selection = useRowSelection(query.data?.rows, (a: TApplicantRow) => a.id);
  const [bulkMoving, setBulkMoving] = useState(false);

  const columns: TDataTableColumn<TApplicantRow>[] = [
    {
      key: 'name',
      label: t('careers:applicants.name'),
      sortable: true,
      render: (a) => (
        <div>
          <Text size="sm" fw={600}>
            {a.name}
          </Text>
          <Text size="xs" c="dimmed">
            {a.email}
          </Text>
        </div>
      ),
    },
    { key: 'mobileNo', label: t('careers:applicants.mobileNo'), visibleFrom: 'md', render: (a) => a.mobileNo },
    ...(postId
      ? []
      : [
          {
            key: 'jobPost',
            label: t('careers:applicants.jobPost'),
            sortable: true,
            visibleFrom: 'sm' as const,
            render: (a: TApplicantRow) => (
              <div>
                <Text size="sm" lineClamp={1}>
                  {a.jobPostTitle}
                </Text>
                <Text size="xs" c="dimmed" ff="monospace">
                  {a.jobPostCode} · {a.organizationTitle}
                </Text>
              </div>
            ),
          },
        ]),
    {
      key: 'stage',
      label: t('careers:applicants.stage'),
      sortable: true,
      render: (a) => <StageBadge stage={a.stage} />,
    },
    {
      key: 'appliedAt',
      label: t('careers:applicants.appliedAt'),
      sortable: true,
      visibleFrom: 'sm',
      render: (a) => formatDateTime(a.appliedAt),
    },
  ];

  const filterBar = (
    <Group gap="sm" align="flex-end">
      {!postId && (
        <Select
          label={t('careers:applicants.jobPost')}
          placeholder={t('careers:filters.all')}
          data={(posts.data?.rows ?? []).map((p) => ({ value: p.id, label: `${p.code} · ${p.title}` }))}
          value={filters.jobPostId || null}
          onChange={(v) => setFilter('post', v ?? '')}
          clearable
          searchable
          w={260}
          data-testid="filter-post"
        />
      )}
      <Select
        label={t('careers:applicants.stage')}
        placeholder={t('careers:filters.all')}
        data={PIPELINE_STAGES.map((s) => ({ value: s, label: t(`careers:stages.${s}`) }))}
        value={filters.stage || null}
        onChange={(v) => setFilter('stage', v ?? '')}
        clearable
        w={190}
        data-testid="filter-stage"
      />
      <DayInput
        label={t('careers:filters.from')}
        value={filters.from}
        maxDate={filters.to || undefined}
        onChange={(d) => setFilter('from', d)}
        clearable
        w={160}
        data-testid="filter-from"
      />
      <DayInput
        label={t('careers:filters.to')}
        value={filters.to}
        minDate={filters.from || undefined}
        onChange={(d) => setFilter('to', d)}
        clearable
        w={160}
        data-testid="filter-to"
      />
    </Group>
  );

  return (
    <Stack gap="lg">
      <PageHeader
        crumbs={crumbs}
        title={title}
        actions={
          postId && (
            <SegmentedControl
              value={view}
              onChange={(v) =>
                setSearchParams(
                  (prev) => {
                    const next = new URLSearchParams(prev);
                    if (v === 'board') next.set('view', 'board');
                    else next.delete('view');
                    return next;
                  },
                  { replace: true },
                )
              }
              data={[
                {
                  value: 'list',
                  label: (
                    <Group gap={6} wrap="nowrap">
                      <IconList size={16} aria-hidden />
                      {t('careers:kanban.list')}
                    </Group>
                  ),
                },
                {
                  value: 'board',
                  label: (
                    <Group gap={6} wrap="nowrap">
                      <IconLayoutKanban size={16} aria-hidden />
                      {t('careers:kanban.board')}
                    </Group>
                  ),
                },
              ]}
              data-testid="applicants-view"
            />
          )
        }
      />
      {view === 'board' && postId ? (
        <ApplicantKanban postId={postId} canMove={canMove} onOpen={setOpen} />
      ) : (
        <DataTable
          caption={title}
          columns={columns}
          {...queryTableProps(query)}
          params={params}
          onParamsChange={setParams}
          searchPlaceholder={t('careers:applicants.search')}
          filters={filterBar}
          filtered={filtered}
          onClearFilters={clearFilters}
          empty={{ hint: t('careers:applicants.emptyHint') }}
          selection={
            canMove
              ? {
                  selected: selection.selected,
                  onChange: selection.setSelected,
                  label: (a) => a.name,
                  actions: (
                    <Button
                      size="xs"
                      variant="light"
                      leftSection={<IconArrowRight size={14} aria-hidden />}
                      onClick={() => setBulkMoving(true)}
                      data-testid="selection-move"
                    >
                      {t('careers:move.bulkAction')}
                    </Button>
                  ),
                }
              : undefined
          }
          onRowClick={(a) => setOpen(a.id)}
          testId="applicant-table"
          toolbar={
            <ExportButton href={applicantsExportUrl(params, filters, i18n.language)} testId="applicants-export" xlsx />
          }
        />
      )}
      <ApplicantDrawer applicantId={open} onClose={() => setOpen(null)} canMove={canMove} canNote={canNote} />
      <BulkMoveDialog
        ids={selection.selected}
        opened={bulkMoving}
        onClose={() => setBulkMoving(false)}
        onDone={selection.clear}
      />
    </Stack>
  );
}
