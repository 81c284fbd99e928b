import { Anchor, Badge, Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconEye, IconPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TConversation } from '@staffdesk/core/messages-api';
import { DataTable, queryTableProps, type TDataTableColumn } from '../../platform/data-table.component.tsx';
import { DeleteReasonDialog } from '../../platform/delete-reason.dialog.tsx';
import { DeleteAction, RowAction, RowActions } from '../../platform/row-actions.component.tsx';
import { useFilterParams } from '../../platform/use-filter-params.hook.ts';
import { useListParams } from '../../platform/use-list-params.hook.ts';
import { formatDateTime } from '../../shell/date-format.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { canDo } from '../../shell/privileges.ts';
import { sessionHome } from '../../shell/route-guards.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { audienceLabel } from './message-parts.ts';
import {
  conversationListQuery,
  deleteConversation,
  MESSAGE_NEW_PATH,
  MESSAGE_VIEW_PATH,
  MESSAGES_KEY,
} from './messages.api.ts';

const FILTERS = ['unseen'] as const;

/**
 * `/empmsg/listing` (HR and sub admins with the page): the conversations in the viewer's reach, latest first, with
 * whom each is, its last message and the replies not opened yet.
 */
export function MessagesPage() {
  const { t } = useTranslation(['messages', 'common', 'menu']);
  const session = useShellSession();
  const title = t('title');
  usePageTitle(title);
  const base = `/${session.account}`;
  const client = useQueryClient();
  const [params, setParams] = useListParams();
  const [values, setFilter, { clearFilters, filtered }] = useFilterParams(FILTERS);
  const query = useQuery(conversationListQuery(params, values.unseen));
  const [deleting, setDeleting] = useState<TConversation | null>(null);
  const deleter = canDo(session, 'messages', 'delete');
  const open = (r: TConversation) => `${base}/${MESSAGE_VIEW_PATH}/${r.id}`;

  const columns: TDataTableColumn<TConversation>[] = [
    {
      key: 'subject',
      label: t('fields.subject'),
      render: (r) => (
        <Stack gap={2} maw={460}>
          <Group gap={6} wrap="nowrap">
            <Anchor component={Link} to={open(r)} fw={600} lineClamp={1} data-testid="row-subject">
              {r.subject}
            </Anchor>
            {r.unseenReplies > 0 && (
              <Badge color="red" size="sm" circle={r.unseenReplies < 10} data-testid="row-unseen">
                {r.unseenReplies}
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed" lineClamp={1} data-walk-data>
            {r.lastMessage}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'with',
      label: t('fields.with'),
      visibleFrom: 'sm',
      render: (r) => (
        <Text size="sm" lineClamp={2}>
          {audienceLabel(t, r)}
        </Text>
      ),
    },
    {
      key: 'members',
      label: t('fields.members'),
      align: 'right',
      visibleFrom: 'md',
      render: (r) => r.memberCount,
    },
    {
      key: 'last',
      label: t('fields.lastMessageAt'),
      visibleFrom: 'sm',
      render: (r) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDateTime(r.lastMessageAt)}
        </Text>
      ),
    },
    {
      key: '_actions',
      label: t('common:table.actions'),
      align: 'right',
      render: (r) => (
        <RowActions>
          <RowAction label={t('open')} subject={r.subject} icon={IconEye} to={open(r)} testId="row-view" />
          {deleter && <DeleteAction subject={r.subject} onClick={() => setDeleting(r)} />}
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
          canDo(session, 'messages', 'add') && (
            <Button
              component={Link}
              to={`${base}/${MESSAGE_NEW_PATH}`}
              leftSection={<IconPlus size={16} aria-hidden />}
              data-testid="message-new"
            >
              {t('new')}
            </Button>
          )
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
          <Select
            aria-label={t('fields.replies')}
            placeholder={t('fields.replies')}
            data={[{ value: 'true', label: t('unseenOnly') }]}
            value={values.unseen || null}
            onChange={(v) => setFilter('unseen', v ?? '')}
            clearable
            w={220}
            data-testid="filter-unseen"
          />
        }
        filtered={filtered}
        onClearFilters={clearFilters}
        empty={{ hint: t('empty') }}
        testId="conversation-table"
      />
      <DeleteReasonDialog
        target={deleting ? { id: deleting.id, label: deleting.subject } : null}
        text={t('deleteText')}
        onDelete={deleteConversation}
        onDeleted={() => client.invalidateQueries({ queryKey: MESSAGES_KEY })}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
