import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconEye, IconMessageCircle, IconPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ANNOUNCEMENT_STATUSES, type TAnnouncement } from '@staffdesk/core/announcements-api';
import { StatusFilter } from '../../platform/status-filter.component.tsx';
import { BLOG_COMMENTS_PATH } from './post-comments.api.ts';
import { DataTable, queryTableProps, type TDataTableColumn } from '../../platform/data-table.component.tsx';
import { DeleteReasonDialog } from '../../platform/delete-reason.dialog.tsx';
import { DeleteAction, EditAction, RowAction, RowActions } from '../../platform/row-actions.component.tsx';
import { useFilterParams } from '../../platform/use-filter-params.hook.ts';
import { useListParams } from '../../platform/use-list-params.hook.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { canDo } from '../../shell/privileges.ts';
import { sessionHome } from '../../shell/route-guards.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import {
  AnnouncementStatusBadge,
  AnnouncementTypeBadge,
  audienceText,
  PostImage,
  windowText,
} from './announcement-parts.component.tsx';
import { announcementListQuery, deleteAnnouncement, type TPostView, usePostTranslation } from './announcements.api.ts';

const FILTERS = ['status'] as const;

/**
 * `/announcements` and `/promotions` (HR and sub admins with the page): every one in the viewer's reach, newest
 * first, with its audience, the days it shows, its publication and how many of its audience have read it.
 */
export function AnnouncementsPage({ k }: { k: TPostView }) {
  const { t } = usePostTranslation(k, 'menu');
  const session = useShellSession();
  const title = t('title');
  usePageTitle(title);
  const base = `/${session.account}`;
  const client = useQueryClient();
  const [params, setParams] = useListParams();
  const [values, setFilter, { clearFilters, filtered }] = useFilterParams(FILTERS);
  const query = useQuery(announcementListQuery(k, params, values.status));
  const [deleting, setDeleting] = useState<TAnnouncement | null>(null);
  const editor = canDo(session, k.page, 'edit');
  const deleter = canDo(session, k.page, 'delete');

  const columns: TDataTableColumn<TAnnouncement>[] = [
    {
      key: 'title',
      label: t('fields.title'),
      render: (r) => (
        <Group gap="sm" wrap="nowrap" align="flex-start">
          {r.hasImage && <PostImage k={k} a={r} w={72} />}
          <Stack gap={4}>
            <Anchor component={Link} to={`${base}/${k.view}/${r.id}`} fw={600} data-testid="row-title">
              {r.title}
            </Anchor>
            <Group gap={6}>
              <AnnouncementTypeBadge name={r.typeName} color={r.typeColor} />
            </Group>
          </Stack>
        </Group>
      ),
    },
    {
      key: 'audience',
      label: t('fields.audience'),
      visibleFrom: 'sm',
      render: (r) => (
        <Text size="sm" lineClamp={2}>
          {audienceText(t, r)}
        </Text>
      ),
    },
    { key: 'window', label: t('fields.window'), visibleFrom: 'md', render: (r) => windowText(t, r) },
    { key: 'status', label: t('fields.status'), render: (r) => <AnnouncementStatusBadge status={r.status} /> },
    {
      key: 'read',
      label: t('fields.read'),
      align: 'right',
      visibleFrom: 'sm',
      render: (r) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }} data-testid="row-read">
          {t('readCount', { read: r.readCount, total: r.audienceCount })}
        </Text>
      ),
    },
    {
      key: '_actions',
      label: t('common:table.actions'),
      align: 'right',
      render: (r) => (
        <RowActions>
          <RowAction
            label={t('open')}
            subject={r.title}
            icon={IconEye}
            to={`${base}/${k.view}/${r.id}`}
            testId="row-view"
          />
          {editor && <EditAction subject={r.title} to={`${base}/${k.edit}/${r.id}`} />}
          {deleter && <DeleteAction subject={r.title} onClick={() => setDeleting(r)} />}
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
            {k.comments && (
              <Button
                component={Link}
                to={`${base}/${BLOG_COMMENTS_PATH}`}
                variant="default"
                leftSection={<IconMessageCircle size={16} aria-hidden />}
                data-testid="blog-comments"
              >
                {t('comments.queue')}
              </Button>
            )}
            {canDo(session, k.page, 'add') && (
              <Button
                component={Link}
                to={`${base}/${k.add}`}
                leftSection={<IconPlus size={16} aria-hidden />}
                data-testid="announcement-add"
              >
                {t('add')}
              </Button>
            )}
          </Group>
        }
      />
      <Text c="dimmed">{t('intro')}</Text>
      <DataTable
        caption={title}
        columns={columns}
        {...queryTableProps(query)}
        params={params}
        onParamsChange={setParams}
        searchPlaceholder={t('search')}
        filters={
          <StatusFilter
            label={t('fields.status')}
            statuses={ANNOUNCEMENT_STATUSES}
            labelOf={(s) => t(`statuses.${s}`)}
            value={values.status}
            onChange={(v) => setFilter('status', v)}
          />
        }
        filtered={filtered}
        onClearFilters={clearFilters}
        empty={{ hint: t('empty') }}
        testId="announcement-table"
      />
      <DeleteReasonDialog
        target={deleting ? { id: deleting.id, label: deleting.title } : null}
        text={t('deleteText')}
        onDelete={deleteAnnouncement(k)}
        onDeleted={() => client.invalidateQueries({ queryKey: [k.page] })}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
