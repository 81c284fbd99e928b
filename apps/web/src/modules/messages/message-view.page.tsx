import { Alert, Anchor, Group, SegmentedControl, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { IconAlertTriangle, IconMessage, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { TConversationMember, TThread } from '@staffdesk/core/messages-api';
import { DataTable, queryTableProps, type TDataTableColumn } from '../../platform/data-table.component.tsx';
import { useListParams } from '../../platform/use-list-params.hook.ts';
import { formatDateTime } from '../../shell/date-format.ts';
import { errorText } from '../../shell/error-text.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { canDo } from '../../shell/privileges.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { PersonCell } from '../attendance/person-cells.component.tsx';
import { audienceLabel } from './message-parts.ts';
import { MessageThread } from './message-thread.component.tsx';
import { MESSAGE_NEW_PATH, MESSAGES_PATH, membersQuery, threadQuery } from './messages.api.ts';

/** `/empmsg/view/:id`: the conversation (opening it marks its replies seen) and who of its members has read it. */
export function MessageViewPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation(['messages', 'common', 'errors']);
  const session = useShellSession();
  const one = useQuery(threadQuery(id, false));
  const c = one.data;
  usePageTitle(c?.subject ?? t('title'));
  const list = `/${session.account}/${MESSAGES_PATH}`;
  return (
    <Stack gap="lg" maw={1000}>
      <PageHeader
        crumbs={[{ label: t('title'), to: list }, { label: c?.subject ?? '…' }]}
        title={c?.subject ?? t('title')}
      />
      {one.isError && (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert">
          {errorText(t, one.error)}
        </Alert>
      )}
      {one.isPending && <Skeleton h={300} />}
      {c && (
        <>
          <Text c="dimmed" data-testid="conversation-with">
            {t('withLine', { with: audienceLabel(t, c), count: c.memberCount })}
          </Text>
          <Tabs defaultValue="messages" keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="messages" leftSection={<IconMessage size={16} aria-hidden />}>
                {t('tabs.messages')}
              </Tabs.Tab>
              <Tabs.Tab value="members" leftSection={<IconUsers size={16} aria-hidden />} data-testid="tab-members">
                {t('tabs.members', { count: c.memberCount })}
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="messages" pt="md">
              <MessageThread thread={c} self={false} readOnly={!canDo(session, 'messages', 'add')} />
            </Tabs.Panel>
            <Tabs.Panel value="members" pt="md">
              <Members c={c} />
            </Tabs.Panel>
          </Tabs>
        </>
      )}
    </Stack>
  );
}

function Members({ c }: { c: TThread }) {
  const { t } = useTranslation(['messages', 'common']);
  const session = useShellSession();
  const [params, setParams] = useListParams();
  const [read, setRead] = useState('');
  const query = useQuery(membersQuery(c.id, params, read));
  const writer = canDo(session, 'messages', 'add');
  const columns: TDataTableColumn<TConversationMember>[] = [
    {
      key: 'employee',
      label: t('fields.employee'),
      render: (r) => <PersonCell r={r} />,
    },
    { key: 'department', label: t('fields.department'), visibleFrom: 'sm', render: (r) => r.departmentName ?? '—' },
    { key: 'replies', label: t('fields.replies'), align: 'right', visibleFrom: 'sm', render: (r) => r.replies },
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
            {t('members.unread')}
          </Text>
        ),
    },
    ...(writer && c.audience !== 'employee'
      ? [
          {
            key: '_write',
            label: t('common:table.actions'),
            align: 'right' as const,
            render: (r: TConversationMember) => (
              <Anchor
                component={Link}
                to={`/${session.account}/${MESSAGE_NEW_PATH}?employee=${r.id}`}
                size="sm"
                style={{ whiteSpace: 'nowrap' }}
              >
                {t('members.writeTo')}
              </Anchor>
            ),
          },
        ]
      : []),
  ];
  return (
    <DataTable
      caption={t('tabs.members', { count: c.memberCount })}
      columns={columns}
      {...queryTableProps(query)}
      params={params}
      onParamsChange={setParams}
      searchPlaceholder={t('members.search')}
      filters={
        <Group gap="xs">
          <SegmentedControl
            aria-label={t('fields.readAt')}
            data={[
              { value: '', label: t('members.all') },
              { value: 'yes', label: t('members.read') },
              { value: 'no', label: t('members.unread') },
            ]}
            value={read}
            onChange={(v) => {
              setRead(v);
              setParams({ ...params, page: 1 });
            }}
            data-testid="members-filter"
          />
        </Group>
      }
      empty={{ hint: t('members.empty') }}
      testId="members-table"
    />
  );
}
