import { Anchor, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { COMMENT_STATUSES, type TPostComment } from '@staffdesk/core/announcements-api';
import { DataTable, queryTableProps, type TDataTableColumn } from '../../platform/data-table.component.tsx';
import { StatusFilter } from '../../platform/status-filter.component.tsx';
import { useFilterParams } from '../../platform/use-filter-params.hook.ts';
import { useListParams } from '../../platform/use-list-params.hook.ts';
import { formatDateTime } from '../../shell/date-format.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { canDo } from '../../shell/privileges.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { BLOG } from './announcements.api.ts';
import { commentQueueQuery } from './post-comments.api.ts';
import { CommentStatusBadge, ModerateButtons } from './post-comments.component.tsx';

const FILTERS = ['status'] as const;

/** `/blog/comments` (page `blogs`): every post's comments in reach, those waiting for approval first, to moderate. */
export function BlogCommentsPage() {
  const { t } = useTranslation(['blogs', 'announcements', 'common']);
  const session = useShellSession();
  const title = t('comments.queue');
  usePageTitle(title);
  const [params, setParams] = useListParams();
  const [values, setFilter, { clearFilters, filtered }] = useFilterParams(FILTERS);
  const query = useQuery(commentQueueQuery(params, values.status));
  const moderator = canDo(session, 'blogs', 'edit');
  const columns: TDataTableColumn<TPostComment>[] = [
    {
      key: 'post',
      label: t('comments.post'),
      render: (r) => (
        <Anchor component={Link} to={`/${session.account}/${BLOG.view}/${r.postId}`} size="sm" fw={600} data-walk-data>
          {r.postTitle}
        </Anchor>
      ),
    },
    {
      key: 'comment',
      label: t('comments.comment'),
      render: (r) => (
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {r.authorName}
            {r.authorCode ? ` · ${r.authorCode}` : ''}
          </Text>
          <Text size="sm" lineClamp={3} style={{ overflowWrap: 'anywhere' }} data-walk-data>
            {r.body}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'createdAt',
      label: t('comments.at'),
      visibleFrom: 'md',
      render: (r) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDateTime(r.createdAt)}
        </Text>
      ),
    },
    { key: 'status', label: t('comments.status'), render: (r) => <CommentStatusBadge status={r.status} /> },
    ...(moderator
      ? [
          {
            key: '_actions',
            label: t('common:table.actions'),
            align: 'right' as const,
            render: (r: TPostComment) => <ModerateButtons c={r} />,
          },
        ]
      : []),
  ];
  return (
    <Stack gap="lg">
      <PageHeader
        crumbs={[{ label: t('title'), to: `/${session.account}/${BLOG.list}` }, { label: title }]}
        title={title}
      />
      <Text c="dimmed">{t('comments.queueIntro')}</Text>
      <DataTable
        caption={title}
        columns={columns}
        {...queryTableProps(query)}
        params={params}
        onParamsChange={setParams}
        filters={
          <StatusFilter
            label={t('comments.status')}
            statuses={COMMENT_STATUSES}
            labelOf={(s) => t(`comments.statuses.${s}`)}
            value={values.status}
            onChange={(v) => setFilter('status', v)}
          />
        }
        filtered={filtered}
        onClearFilters={clearFilters}
        empty={{ hint: t('comments.none') }}
        testId="comment-table"
      />
    </Stack>
  );
}
