import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { IconSpeakerphone } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { TMyAnnouncement } from '@staffdesk/core/announcements-api';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { QueryStates } from '../../platform/query-states.component.tsx';
import { AnnouncementCard } from './announcement-parts.component.tsx';
import { MY_ANNOUNCEMENTS_PATH, markAnnouncementRead, myAnnouncementsQuery } from './announcements.api.ts';

/** Opening an announcement marks it read (once; the list then shows it without "New"). */
function useMarkRead() {
  const client = useQueryClient();
  const read = useMutation({
    mutationFn: markAnnouncementRead,
    onSuccess: () => client.invalidateQueries({ queryKey: myAnnouncementsQuery.queryKey }),
  });
  return (a: TMyAnnouncement) => {
    if (!a.readAt) read.mutate(a.id);
  };
}

/** `/myannouncements` (employees): the announcements for them today, newest first; `?open=<id>` opens one. */
export function MyAnnouncementsPage() {
  const { t } = useTranslation(['announcements', 'errors']);
  usePageTitle(t('mine.title'));
  const mine = useQuery(myAnnouncementsQuery);
  const markRead = useMarkRead();
  const [search] = useSearchParams();
  const open = search.get('open');
  return (
    <Stack gap="lg" maw={860}>
      <div>
        <Title order={1} size="h2">
          {t('mine.title')}
        </Title>
        <Text c="dimmed">{t('mine.intro')}</Text>
      </div>
      <QueryStates query={mine} empty={t('mine.empty')} testId="announcements-none" />
      {mine.data?.map((a) => (
        <AnnouncementCard key={a.id} a={a} onOpen={markRead} startOpen={a.id === open} />
      ))}
    </Stack>
  );
}

/** On the employee's home: the unread announcements for them (three at most) and a link to all. */
export function HomeAnnouncements() {
  const { t } = useTranslation('announcements');
  const session = useShellSession();
  const mine = useQuery({ ...myAnnouncementsQuery, enabled: session.features.announcements === true });
  const markRead = useMarkRead();
  const unread = (mine.data ?? []).filter((a) => !a.readAt).slice(0, 3);
  if (unread.length === 0) return null;
  return (
    <Stack gap="sm" data-testid="home-announcements">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="xs" wrap="nowrap">
          <IconSpeakerphone size={20} aria-hidden />
          <Title order={2} size="h4">
            {t('mine.home')}
          </Title>
        </Group>
        <Anchor component={Link} to={`/${session.account}/${MY_ANNOUNCEMENTS_PATH}`} size="sm">
          {t('mine.all')}
        </Anchor>
      </Group>
      {unread.map((a) => (
        <AnnouncementCard key={a.id} a={a} onOpen={markRead} />
      ))}
    </Stack>
  );
}
