import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconMailPlus, IconPrinter, IconX } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showDay } from '@staffdesk/core/dates';
import type { TVisit } from '@staffdesk/core/visitors-api';
import { openConfirm } from '../../platform/confirm.dialog.tsx';
import { QueryStates } from '../../platform/query-states.component.tsx';
import { useListParams } from '../../platform/use-list-params.hook.ts';
import { errorText } from '../../shell/error-text.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { sessionHome } from '../../shell/route-guards.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { notifyError, notifySuccess } from '../../shell/toast.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { InviteVisitorModal } from './invite-visitor.modal.tsx';
import { cancelInvitation, myPassUrl, myVisitsQuery, VISITORS_KEY } from './visitors.api.ts';
import { useVisitTime, VisitStatusBadge } from './visitor-parts.component.tsx';

/**
 * `/guests/myvisitors` (employees): the visitors who came, or are coming, to see them; an invitation for a day
 * (mailed to the visitor with its QR code), its pass, and calling it off while expected.
 */
export function MyVisitorsPage() {
  const { t, i18n } = useTranslation(['visitors', 'menu', 'errors']);
  const session = useShellSession();
  const client = useQueryClient();
  const title = t('menu:myVisitors');
  usePageTitle(title);
  const [params] = useListParams();
  const query = useQuery(myVisitsQuery({ ...params, pageSize: 50 }));
  const time = useVisitTime();
  const [inviting, setInviting] = useState(false);
  const cancelNow = async (v: TVisit) => {
    try {
      await cancelInvitation(v.id);
      notifySuccess(t('invite.cancelled', { name: v.visitorName }));
      await client.invalidateQueries({ queryKey: [VISITORS_KEY] });
    } catch (e) {
      notifyError(errorText(t, e));
    }
  };
  const cancel = (v: TVisit) =>
    openConfirm({
      title: t('invite.cancel'),
      text: t('invite.cancelConfirm', { name: v.visitorName, day: showDay(v.expectedOn ?? '') }),
      confirmLabel: t('invite.cancel'),
      color: 'red',
      testId: 'invite-cancel-confirm',
      onConfirm: () => void cancelNow(v),
    });
  return (
    <Stack gap="md" maw={760}>
      <PageHeader
        crumbs={[{ label: t('menu:dashboard'), to: sessionHome(session) }, { label: title }]}
        title={title}
        actions={
          <Button
            leftSection={<IconMailPlus size={16} aria-hidden />}
            onClick={() => setInviting(true)}
            data-testid="invite-open"
          >
            {t('invite.title')}
          </Button>
        }
      />
      <InviteVisitorModal opened={inviting} onClose={() => setInviting(false)} />
      <QueryStates query={{ ...query, data: query.data?.rows }} empty={t('emptyMine')} testId="my-visitors-empty" />
      {query.data?.rows.map((v) => (
        <Card key={v.id} withBorder radius="md" padding="md" data-testid="my-visitor">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <div>
              <Text fw={600}>{v.visitorName}</Text>
              <Text size="xs" c="dimmed">
                {[v.company, t(`types.${v.visitType}`)].filter(Boolean).join(' · ')}
              </Text>
            </div>
            <VisitStatusBadge status={v.status} />
          </Group>
          <Text size="sm" mt="xs">
            {v.status === 'expected' || (v.status === 'cancelled' && !v.checkedInAt)
              ? showDay(v.expectedOn ?? '')
              : time(v.checkedInAt)}
            {v.checkedOutAt ? ` – ${time(v.checkedOutAt)}` : ''}
          </Text>
          {v.reason && (
            <Text size="sm" c="dimmed">
              {v.reason}
            </Text>
          )}
          {v.status === 'expected' && (
            <Group gap="xs" mt="sm">
              <Button
                component="a"
                href={myPassUrl(v.id, i18n.language)}
                target="_blank"
                size="xs"
                variant="default"
                leftSection={<IconPrinter size={14} aria-hidden />}
                data-testid="invite-pass"
              >
                {t('pass.print')}
              </Button>
              <Button
                size="xs"
                variant="subtle"
                color="red"
                leftSection={<IconX size={14} aria-hidden />}
                onClick={() => cancel(v)}
                data-testid="invite-cancel"
              >
                {t('invite.cancel')}
              </Button>
            </Group>
          )}
        </Card>
      ))}
    </Stack>
  );
}
