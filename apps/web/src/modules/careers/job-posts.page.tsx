import { useState } from 'react';
import { ActionIcon, Anchor, Group, Image, Menu, Select, Stack, Switch, Text } from '@mantine/core';
import {
  IconDots,
  IconExternalLink,
  IconFileTypePdf,
  IconLayoutKanban,
  IconPencil,
  IconRestore,
  IconTrash,
  IconUsers,
} from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  JOB_STATUSES,
  JOB_VISIBILITY,
  type TJobPostRow,
  type TJobStatus,
  type TJobVisibility,
} from '@staffdesk/core/careers';
import { DataTable, queryTableProps, type TDataTableColumn } from '../../platform/data-table.component.tsx';
import { ExportButton } from '../../platform/export-button.component.tsx';
import { DeleteReasonDialog } from '../../platform/delete-reason.dialog.tsx';
import { resourceOptionsQuery } from '../../platform/resources/resource.api.ts';
import { RowAction, RowActions } from '../../platform/row-actions.component.tsx';
import { useListParams } from '../../platform/use-list-params.hook.ts';
import { formatDay } from '../../shell/date-format.ts';
import { errorText } from '../../shell/error-text.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { canDo } from '../../shell/privileges.ts';
import { sessionHome } from '../../shell/route-guards.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { notifyError, notifySuccess } from '../../shell/toast.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { JobStatusBadge, VisibilityBadge } from './careers-badges.component.tsx';
import { DEFAULT_JOB_IMAGE, jobPath } from './careers-paths.ts';
import {
  deletePost,
  invalidateCareers,
  postFlyerUrl,
  postsExportUrl,
  postsQuery,
  restorePost,
  setPostStatus,
  type TPostFilters,
} from './careers.api.ts';
import { useFilterParams } from '../../platform/use-filter-params.hook.ts';
import { AddButton } from '../../platform/add-button.component.tsx';

const FILTER_KEYS = ['status', 'visibility', 'org', 'deleted'] as const;

/** Where a status can go from the list's menu. */
const NEXT_STATUSES: Record<TJobStatus, TJobStatus[]> = {
  draft: ['published'],
  published: ['unpublished', 'closed'],
  unpublished: ['published', 'closed'],
  closed: ['published'],
};

/** `/{account}/careerjobpost/listing`: job posts with search, filters, sort, CSV, status changes, delete with reason. */
export function JobPostsPage() {
  const { t, i18n } = useTranslation(['careers', 'common', 'menu', 'errors']);
  const session = useShellSession();
  const account = session.account ?? '';
  const [params, setParams] = useListParams({ sort: { field: 'createdAt', dir: 'desc' } });
  const [f, setFilter, { clearFilters, filtered }] = useFilterParams(FILTER_KEYS);
  const filters: TPostFilters = {
    status: (JOB_STATUSES as readonly string[]).includes(f.status) ? (f.status as TJobStatus) : '',
    visibility: (JOB_VISIBILITY as readonly string[]).includes(f.visibility) ? (f.visibility as TJobVisibility) : '',
    organizationId: f.org,
    deleted: f.deleted === '1',
  };
  const query = useQuery(postsQuery(params, filters));
  const orgs = useQuery(resourceOptionsQuery('organization'));
  const [deleting, setDeleting] = useState<TJobPostRow | null>(null);
  const title = t('menu:jobPosts');
  usePageTitle(title);

  const canAdd = canDo(session, 'jobPost', 'add');
  const canEdit = canDo(session, 'jobPost', 'edit');
  const canDelete = canDo(session, 'jobPost', 'delete');
  const canApplicants = canDo(session, 'applicationList', 'view');

  const status = useMutation({
    mutationFn: ({ id, to }: { id: string; to: TJobStatus }) => setPostStatus(id, to),
    onSuccess: async () => {
      notifySuccess(t('common:messages.recordUpdated'));
      await invalidateCareers();
    },
    onError: (e) => notifyError(errorText(t, e)),
  });
  const restore = useMutation({
    mutationFn: (id: string) => restorePost(id),
    onSuccess: async () => {
      notifySuccess(t('careers:posts.restored'));
      await invalidateCareers();
    },
    onError: (e) => notifyError(errorText(t, e)),
  });

  const columns: TDataTableColumn<TJobPostRow>[] = [
    {
      key: 'title',
      label: t('careers:posts.title'),
      sortable: true,
      render: (p) => (
        <Group gap="sm" wrap="nowrap">
          <Image
            src={p.imageUrl ?? DEFAULT_JOB_IMAGE}
            fallbackSrc={DEFAULT_JOB_IMAGE}
            alt=""
            w={48}
            h={32}
            radius="sm"
            fit="cover"
            visibleFrom="sm"
          />
          <div style={{ minWidth: 0 }}>
            <Text size="sm" fw={600} lineClamp={1}>
              {p.title}
            </Text>
            <Text size="xs" c="dimmed" ff="monospace">
              {p.code}
            </Text>
          </div>
        </Group>
      ),
    },
    {
      key: 'organization',
      label: t('careers:posts.organization'),
      sortable: true,
      visibleFrom: 'md',
      render: (p) => p.organizationTitle,
    },
    { key: 'jobType', label: t('careers:posts.jobType'), visibleFrom: 'lg', render: (p) => p.jobTypeName ?? '—' },
    {
      key: 'postedDate',
      label: t('careers:posts.postedDate'),
      sortable: true,
      visibleFrom: 'sm',
      render: (p) => formatDay(p.postedDate),
    },
    {
      key: 'closingDate',
      label: t('careers:posts.closingDate'),
      sortable: true,
      render: (p) => formatDay(p.closingDate),
    },
    {
      key: 'status',
      label: t('careers:posts.status'),
      sortable: true,
      width: 130,
      render: (p) => <JobStatusBadge status={p.status} />,
    },
    {
      key: 'visibility',
      label: t('careers:posts.visibility'),
      sortable: true,
      visibleFrom: 'md',
      width: 110,
      render: (p) => <VisibilityBadge visibility={p.visibility} />,
    },
    {
      key: 'applicants',
      label: t('careers:posts.applicants'),
      sortable: true,
      align: 'right',
      render: (p) =>
        canApplicants && !filters.deleted ? (
          <Anchor
            component={Link}
            to={`/${account}/careerjobpost/JobpostAppListing/${p.id}`}
            fw={600}
            data-testid="post-applicants-link"
          >
            {p.applicants}
          </Anchor>
        ) : (
          p.applicants
        ),
    },
    {
      key: '_actions',
      label: t('common:table.actions'),
      align: 'right',
      width: 120,
      render: (p) =>
        filters.deleted ? (
          <RowActions>
            <Text size="xs" c="dimmed" lineClamp={2} maw={200} title={p.deleteReason ?? ''}>
              {p.deletedByName ?? ''} · {p.deleteReason ?? ''}
            </Text>
            {canEdit && (
              <RowAction
                label={t('common:actions.restore')}
                subject={p.title}
                icon={IconRestore}
                onClick={() => restore.mutate(p.id)}
                testId="row-restore"
              />
            )}
          </RowActions>
        ) : (
          <RowActions>
            {canEdit && (
              <RowAction
                label={t('common:actions.edit')}
                subject={p.title}
                icon={IconPencil}
                to={`/${account}/careerjobpost/edit/${p.id}`}
                testId="row-edit"
              />
            )}
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={`${t('careers:posts.more')}: ${p.title}`}
                  data-testid="row-menu"
                >
                  <IconDots size={18} aria-hidden />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                {canApplicants && (
                  <Menu.Item
                    component={Link}
                    to={`/${account}/careerjobpost/JobpostAppListing/${p.id}?view=board`}
                    leftSection={<IconLayoutKanban size={16} aria-hidden />}
                  >
                    {t('careers:posts.pipeline')}
                  </Menu.Item>
                )}
                {canApplicants && (
                  <Menu.Item
                    component={Link}
                    to={`/${account}/careerjobpost/JobpostAppListing/${p.id}`}
                    leftSection={<IconUsers size={16} aria-hidden />}
                  >
                    {t('careers:posts.applicantList')}
                  </Menu.Item>
                )}
                {p.status === 'published' && (
                  <Menu.Item
                    component="a"
                    href={jobPath(account, p.organizationCode, p.id, p.visibility === 'private')}
                    target="_blank"
                    rel="noopener"
                    leftSection={<IconExternalLink size={16} aria-hidden />}
                  >
                    {t('careers:posts.openOnBoard')}
                  </Menu.Item>
                )}
                <Menu.Item
                  component="a"
                  href={postFlyerUrl(p.id, i18n.language)}
                  download
                  leftSection={<IconFileTypePdf size={16} aria-hidden />}
                  data-testid="row-flyer"
                >
                  {t('careers:flyer.download')}
                </Menu.Item>
                {canEdit && (
                  <>
                    <Menu.Divider />
                    <Menu.Label>{t('careers:posts.setStatus')}</Menu.Label>
                    {NEXT_STATUSES[p.status].map((to) => (
                      <Menu.Item
                        key={to}
                        onClick={() => status.mutate({ id: p.id, to })}
                        data-testid={`set-status-${to}`}
                      >
                        {t(`careers:status.${to}`)}
                      </Menu.Item>
                    ))}
                  </>
                )}
                {canDelete && (
                  <>
                    <Menu.Divider />
                    <Menu.Item
                      color="red"
                      leftSection={<IconTrash size={16} aria-hidden />}
                      onClick={() => setDeleting(p)}
                      data-testid="row-delete"
                    >
                      {t('common:actions.delete')}
                    </Menu.Item>
                  </>
                )}
              </Menu.Dropdown>
            </Menu>
          </RowActions>
        ),
    },
  ];

  const filterBar = (
    <Group gap="sm" align="flex-end">
      <Select
        label={t('careers:posts.status')}
        placeholder={t('careers:filters.all')}
        data={JOB_STATUSES.map((s) => ({ value: s, label: t(`careers:status.${s}`) }))}
        value={filters.status || null}
        onChange={(v) => setFilter('status', v ?? '')}
        clearable
        w={170}
        data-testid="filter-status"
      />
      <Select
        label={t('careers:posts.visibility')}
        placeholder={t('careers:filters.all')}
        data={JOB_VISIBILITY.map((v) => ({ value: v, label: t(`careers:visibility.${v}`) }))}
        value={filters.visibility || null}
        onChange={(v) => setFilter('visibility', v ?? '')}
        clearable
        w={150}
        data-testid="filter-visibility"
      />
      <Select
        label={t('careers:posts.organization')}
        placeholder={t('careers:filters.all')}
        data={(orgs.data ?? []).map((o) => ({ value: o.id, label: o.label }))}
        value={filters.organizationId || null}
        onChange={(v) => setFilter('org', v ?? '')}
        clearable
        searchable
        w={220}
        data-testid="filter-organization"
      />
      <Switch
        label={t('common:crud.deletedRecords')}
        checked={filters.deleted}
        onChange={(e) => setFilter('deleted', e.currentTarget.checked ? '1' : '')}
        mb={8}
        data-testid="filter-deleted"
      />
    </Group>
  );

  return (
    <Stack gap="lg">
      <PageHeader
        crumbs={[{ label: t('menu:dashboard'), to: sessionHome(session) }, { label: title }]}
        title={title}
        actions={canAdd && <AddButton to={`/${account}/careerjobpost/add`} testId="post-add" />}
      />
      <DataTable
        caption={title}
        columns={columns}
        {...queryTableProps(query)}
        params={params}
        onParamsChange={setParams}
        searchPlaceholder={t('careers:posts.search')}
        filters={filterBar}
        filtered={filtered}
        onClearFilters={clearFilters}
        empty={{
          hint: t('careers:posts.emptyHint'),
          action: canAdd && <AddButton to={`/${account}/careerjobpost/add`} testId="post-add-first" />,
        }}
        testId="job-post-table"
        toolbar={<ExportButton href={postsExportUrl(params, filters, i18n.language)} testId="posts-export" xlsx />}
      />
      <DeleteReasonDialog
        target={deleting ? { id: deleting.id, label: `${deleting.code} · ${deleting.title}` } : null}
        onDelete={deletePost}
        onDeleted={invalidateCareers}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
