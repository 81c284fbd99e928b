import { Alert, Button, Group, Paper, SegmentedControl, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconEdit } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { TAnnouncement, TAnnouncementReader } from '@staffdesk/core/announcements-api';
import { DataTable, queryTableProps, type TDataTableColumn } from '../../platform/data-table.component.tsx';
import { RichHtml } from '../../platform/rich-html.component.tsx';
import { useListParams } from '../../platform/use-list-params.hook.ts';
import { formatDateTime } from '../../shell/date-format.ts';
import { errorText } from '../../shell/error-text.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { canDo } from '../../shell/privileges.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { PersonCell } from '../attendance/person-cells.component.tsx';
import {
  AnnouncementStatusBadge,
  AnnouncementTypeBadge,
  audienceText,
  PostImage,
  windowText,
} from './announcement-parts.component.tsx';
import { PostComments } from './post-comments.component.tsx';
import { announcementQuery, readersQuery, type TPostView, usePostTranslation } from './announcements.api.ts';

/**
 * `/announcements/view/:id` and `/promotions/view/:id`: as written (its image too), its audience and days, and who
 * of them has read it.
 */
export function AnnouncementViewPage({ k }: { k: TPostView }) {
  const { id = '' } = useParams();
  const { t } = usePostTranslation(k);
  const session = useShellSession();
  const one = useQuery(announcementQuery(k, id));
  const a = one.data;
  usePageTitle(a?.title ?? t('title'));
  const list = `/${session.account}/${k.list}`;
  return (
    <Stack gap="lg">
      <PageHeader
        crumbs={[{ label: t('title'), to: list }, { label: a?.title ?? '…' }]}
        title={a?.title ?? t('title')}
        actions={
          a &&
          canDo(session, k.page, 'edit') && (
            <Button
              component={Link}
              to={`/${session.account}/${k.edit}/${a.id}`}
              variant="light"
              leftSection={<IconEdit size={16} aria-hidden />}
              data-testid="announcement-edit"
            >
              {t('common:actions.edit')}
            </Button>
          )
        }
      />
      {one.isError && (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert">
          {errorText(t, one.error)}
        </Alert>
      )}
      {one.isPending && <Skeleton h={300} />}
      {a && (
        <>
          <Facts k={k} a={a} />
          <Paper withBorder radius="md" p="lg">
            <Stack gap="md">
              {a.hasImage && <PostImage k={k} a={a} />}
              <RichHtml html={a.body} testId="announcement-text" />
            </Stack>
          </Paper>
          {k.comments && (
            <Paper withBorder radius="md" p="lg">
              <PostComments postId={a.id} staff />
            </Paper>
          )}
          <Readers k={k} a={a} />
        </>
      )}
    </Stack>
  );
}

function Fact({ label, children, testId }: { label: string; children: React.ReactNode; testId?: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="div" size="sm" data-testid={testId}>
        {children}
      </Text>
    </div>
  );
}

function Facts({ k, a }: { k: TPostView; a: TAnnouncement }) {
  const { t } = usePostTranslation(k);
  return (
    <Paper withBorder radius="md" p="lg">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        <Fact label={t('fields.status')}>
          <Group gap={6}>
            <AnnouncementStatusBadge status={a.status} />
            <AnnouncementTypeBadge name={a.typeName} color={a.typeColor} />
          </Group>
        </Fact>
        <Fact label={t('fields.audience')} testId="announcement-audience-text">
          {audienceText(t, a)}
        </Fact>
        <Fact label={t('fields.window')}>{windowText(t, a)}</Fact>
        <Fact label={t('fields.read')} testId="announcement-read-count">
          {t('readCount', { read: a.readCount, total: a.audienceCount })}
        </Fact>
        <Fact label={t('fields.publishedAt')}>{a.publishedAt ? formatDateTime(a.publishedAt) : '—'}</Fact>
        <Fact label={t('fields.createdBy')}>{a.createdByName ?? '—'}</Fact>
      </SimpleGrid>
    </Paper>
  );
}

function Readers({ k, a }: { k: TPostView; a: TAnnouncement }) {
  const { t } = usePostTranslation(k);
  const [params, setParams] = useListParams();
  const [read, setRead] = useState('');
  const query = useQuery(readersQuery(k, a.id, params, read));
  const columns: TDataTableColumn<TAnnouncementReader>[] = [
    {
      key: 'employee',
      label: t('fields.employee'),
      render: (r) => <PersonCell r={r} />,
    },
    { key: 'organization', label: t('fields.organization'), visibleFrom: 'md', render: (r) => r.organizationTitle },
    { key: 'department', label: t('fields.department'), visibleFrom: 'sm', render: (r) => r.departmentName ?? '—' },
    {
      key: 'readAt',
      label: t('fields.readAt'),
      align: 'right',
      render: (r) =>
        r.readAt ? (
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {formatDateTime(r.readAt)}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            {t('readers.unread')}
          </Text>
        ),
    },
  ];
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('readers.title')}
      </Title>
      <DataTable
        caption={t('readers.title')}
        columns={columns}
        {...queryTableProps(query)}
        params={params}
        onParamsChange={setParams}
        searchPlaceholder={t('readers.search')}
        filters={
          <SegmentedControl
            aria-label={t('fields.read')}
            data={[
              { value: '', label: t('readers.all') },
              { value: 'yes', label: t('readers.read') },
              { value: 'no', label: t('readers.unread') },
            ]}
            value={read}
            onChange={(v) => {
              setRead(v);
              setParams({ ...params, page: 1 });
            }}
            data-testid="readers-filter"
          />
        }
        empty={{ hint: t('readers.empty') }}
        testId="readers-table"
      />
    </Stack>
  );
}
