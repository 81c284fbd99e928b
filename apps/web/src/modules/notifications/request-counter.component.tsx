import { ActionIcon, Indicator, Tooltip } from '@mantine/core';
import { IconBeach, IconClockPlus, IconMask, IconMessages, IconTicket } from '@tabler/icons-react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TSession } from '@staffdesk/core/auth';
import type { TNotificationKind } from '@staffdesk/core/notifications';
import { apiGet, apiPost } from '../../platform/api-client.ts';
import { queryKeys } from '../../platform/query-keys.ts';
import { canDo } from '../../shell/privileges.ts';

/**
 * What each top-bar counter counts (the requests waiting for the approver, the replies waiting for HR), who has it
 * (the page and action) and where it opens.
 */
const COUNTERS = {
  leave: {
    kind: 'leaveRequested',
    page: 'leave',
    action: 'approve',
    path: 'shiftsleaves/listing?status=pending',
    icon: IconBeach,
  },
  overtime: {
    kind: 'otRequested',
    page: 'overtime',
    action: 'approve',
    path: 'shiftsotrequest/listing?status=pending',
    icon: IconClockPlus,
  },
  messages: {
    kind: 'messageReply',
    page: 'messages',
    action: 'view',
    path: 'empmsg/listing?unseen=true',
    icon: IconMessages,
  },
  issues: {
    kind: 'issueFiled',
    page: 'issues',
    action: 'view',
    path: 'employeesissues/listing?status=open',
    icon: IconTicket,
  },
  complaints: {
    kind: 'complaintFiled',
    page: 'comments',
    action: 'view',
    path: 'employeescomplaints/listing?status=open',
    icon: IconMask,
  },
} as const satisfies Record<
  string,
  { kind: TNotificationKind; page: string; action: 'approve' | 'view'; path: string; icon: unknown }
>;
type TCounter = keyof typeof COUNTERS;

const kindQuery = (kind: TNotificationKind) =>
  queryOptions({
    queryKey: [...queryKeys.notificationKinds, kind] as const,
    queryFn: ({ signal }) => apiGet<{ count: number }>('/notifications/unread', { query: { kind }, signal }),
  });

/**
 * A top-bar counter (spec: the leave and OT icons) for those who approve: requests filed since they last looked,
 * live with the bell's stream. Opening it shows the pending requests and marks those notifications read.
 */
export function RequestCounter({ session, counter }: { session: TSession; counter: TCounter }) {
  const { t } = useTranslation('notifications');
  const c = COUNTERS[counter];
  const approver = session.account !== null && canDo(session, c.page, c.action);
  const client = useQueryClient();
  const navigate = useNavigate();
  const count = useQuery({ ...kindQuery(c.kind), enabled: approver }).data?.count ?? 0;
  const read = useMutation({
    mutationFn: () => apiPost<{ count: number }>('/notifications/read-all', { kind: c.kind }),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.notifications }),
  });
  if (!approver) return null;
  const label = t(`counters.${counter}`, { count });
  const Icon = c.icon;
  return (
    <Indicator
      label={count > 99 ? '99+' : count}
      size={18}
      offset={4}
      color="red"
      disabled={count === 0}
      data-testid={`counter-${counter}`}
      data-count={count}
    >
      <Tooltip label={label} withinPortal>
        <ActionIcon
          variant="default"
          size={36}
          aria-label={label}
          onClick={() => {
            read.mutate();
            void navigate(`/${session.account}/${c.path}`);
          }}
          data-testid={`counter-${counter}-open`}
        >
          <Icon size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Indicator>
  );
}
