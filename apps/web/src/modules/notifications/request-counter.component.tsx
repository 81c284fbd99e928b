import { ActionIcon, Indicator, Tooltip } from '@mantine/core';
import {
  IconBeach,
  IconCertificate,
  IconClockPlus,
  IconMask,
  IconMessages,
  IconShoppingCart,
  IconTicket,
} from '@tabler/icons-react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TSession } from '@staffdesk/core/auth';
import type { TNotificationKind } from '@staffdesk/core/notifications';
import { apiGet, apiPost } from '../../platform/api-client.ts';
import { queryKeys } from '../../platform/query-keys.ts';
import { canDo } from '../../shell/privileges.ts';
import { notifyError } from '../../shell/toast.ts';
import { pageByKey } from '@staffdesk/core/privilege-registry';

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
  // the spec's documents icon: letters employees asked for
  documents: {
    kind: 'letterRequested',
    page: 'letters',
    action: 'view',
    path: 'hrLetterListing?tab=requests&status=pending',
    icon: IconCertificate,
  },
  orders: {
    kind: 'orderPlaced',
    page: 'orders',
    action: 'approve',
    path: 'shopsorder/listing?status=ordered',
    icon: IconShoppingCart,
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
 * A top-bar counter (spec: the leave, OT, messages, issues and comments icons) for HR admins and sub admins: what was
 * filed since they last looked, live with the bell's stream. Opening it shows the list and marks those notifications
 * read. A sub admin whose role lacks the page still sees the icon, and clicking it shows the stored denial message
 * (spec section 6); employees and security guards get none.
 */
export function RequestCounter({ session, counter }: { session: TSession; counter: TCounter }) {
  const { t } = useTranslation(['notifications', 'errors']);
  const c = COUNTERS[counter];
  const feature = pageByKey(c.page)?.feature;
  const staff = session.account !== null && (session.loginType === 'hr_admin' || session.loginType === 'sub_admin');
  const shown = staff && (!feature || session.features[feature] === true);
  const allowed = shown && canDo(session, c.page, c.action);
  const client = useQueryClient();
  const navigate = useNavigate();
  const count = useQuery({ ...kindQuery(c.kind), enabled: allowed }).data?.count ?? 0;
  const read = useMutation({
    mutationFn: () => apiPost<{ count: number }>('/notifications/read-all', { kind: c.kind }),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.notifications }),
  });
  if (!shown) return null;
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
            if (!allowed) {
              notifyError(t(`errors:privilege.${c.action}`));
              return;
            }
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
