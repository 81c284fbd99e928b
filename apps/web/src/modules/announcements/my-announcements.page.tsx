import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { IconDiscount2, IconNews, IconSpeakerphone } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import type { TMyAnnouncement } from '@staffdesk/core/announcements-api';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { QueryStates } from '../../platform/query-states.component.tsx';
import { AnnouncementCard } from './announcement-parts.component.tsx';
import {
  ANNOUNCEMENTS,
  BLOG,
  markAnnouncementRead,
  myAnnouncementsQuery,
  PROMOTIONS,
  type TPostView,
  usePostTranslation,
} from './announcements.api.ts';

/** Opening an announcement marks it read (once; the list then shows it without "New"). */
function useMarkRead(k: TPostView) {
  const client = useQueryClient();
  const read = useMutation({
    mutationFn: markAnnouncementRead(k),
    onSuccess: () => client.invalidateQueries({ queryKey: myAnnouncementsQuery(k).queryKey }),
  });
  return (a: TMyAnnouncement) => {
    if (!a.readAt) read.mutate(a.id);
  };
}

/**
 * `/myannouncements` and `/mypromotions` (employees): those for them today, newest first; `?open=<id>` opens one.
 */
export function MyAnnouncementsPage({ k }: { k: TPostView }) {
  const { t } = usePostTranslation(k);
  usePageTitle(t('mine.title'));
  const mine = useQuery(myAnnouncementsQuery(k));
  const markRead = useMarkRead(k);
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
        <AnnouncementCard key={a.id} k={k} a={a} onOpen={markRead} startOpen={a.id === open} />
      ))}
    </Stack>
  );
}

/** On the employee's home: the unread announcements (or promotions) for them, three at most, and a link to all. */
export function HomeAnnouncements({ k }: { k: TPostView }) {
  const { t } = usePostTranslation(k);
  const session = useShellSession();
  const mine = useQuery({ ...myAnnouncementsQuery(k), enabled: session.features[k.page] === true });
  const markRead = useMarkRead(k);
  const unread = (mine.data ?? []).filter((a) => !a.readAt).slice(0, 3);
  if (unread.length === 0) return null;
  const Icon = k === PROMOTIONS ? IconDiscount2 : k === BLOG ? IconNews : IconSpeakerphone;
  return (
    <Stack gap="sm" data-testid={`home-${k.page}`}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="xs" wrap="nowrap">
          <Icon size={20} aria-hidden />
          <Title order={2} size="h4">
            {t('mine.home')}
          </Title>
        </Group>
        <Anchor component={Link} to={`/${session.account}/${k.mine}`} size="sm">
          {t('mine.all')}
        </Anchor>
      </Group>
      {unread.map((a) => (
        <AnnouncementCard key={a.id} k={k} a={a} onOpen={markRead} />
      ))}
    </Stack>
  );
}

/** The employee's home shows both. */
export function HomePosts() {
  return (
    <>
      <HomeAnnouncements k={ANNOUNCEMENTS} />
      <HomeAnnouncements k={PROMOTIONS} />
      <HomeAnnouncements k={BLOG} />
    </>
  );
}
