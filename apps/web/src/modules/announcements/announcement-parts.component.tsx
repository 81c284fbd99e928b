import { Badge, ColorSwatch, Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAnnouncement, TAnnouncementStatus, TMyAnnouncement } from '@staffdesk/core/announcements-api';
import { RichHtml } from '../../platform/rich-html.component.tsx';
import { formatDay } from '../../shell/date-format.ts';

const STATUS_COLORS: Record<TAnnouncementStatus, string> = { draft: 'gray', published: 'green', unpublished: 'orange' };

export function AnnouncementStatusBadge({ status }: { status: TAnnouncementStatus }) {
  const { t } = useTranslation('announcements');
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" data-testid={`status-${status}`}>
      {t(`statuses.${status}`)}
    </Badge>
  );
}

/** The type's name in the theme's text colour (readable on any background) beside a swatch of the type's colour. */
export function AnnouncementTypeBadge({ name, color }: { name: string | null; color: string | null }) {
  if (!name) return null;
  return (
    <Badge
      variant="default"
      leftSection={color ? <ColorSwatch color={color} size={10} withShadow={false} /> : undefined}
      data-testid="announcement-type"
      data-walk-data
    >
      {name}
    </Badge>
  );
}

/** Who it is for: "Everyone", or the kind and the names. */
export function audienceText(t: (k: string) => string, a: Pick<TAnnouncement, 'audience' | 'audienceNames'>) {
  return a.audience === 'all' ? t('audiences.all') : `${t(`audiences.${a.audience}`)}: ${a.audienceNames.join(', ')}`;
}

/** The days it shows: always, from, until, or between. */
export function windowText(
  t: (k: string, o?: Record<string, string>) => string,
  a: Pick<TAnnouncement, 'showFrom' | 'showUntil'>,
) {
  const from = a.showFrom ? formatDay(a.showFrom) : null;
  const until = a.showUntil ? formatDay(a.showUntil) : null;
  if (from && until) return t('window.between', { from, until });
  if (from) return t('window.from', { from });
  if (until) return t('window.until', { until });
  return t('window.always');
}

/**
 * One announcement as its reader sees it: the type, the title, when it was published and until when it shows; the
 * text folded to a few lines until opened (`onOpen` then marks it read). "New" while unread.
 */
export function AnnouncementCard({
  a,
  onOpen,
  startOpen = false,
}: {
  a: TMyAnnouncement;
  onOpen: (a: TMyAnnouncement) => void;
  startOpen?: boolean;
}) {
  const { t } = useTranslation('announcements');
  const [open, setOpen] = useState(startOpen);
  const published = a.publishedAt ? formatDay(a.publishedAt.slice(0, 10)) : null;
  const toggle = () => {
    if (!open) onOpen(a);
    setOpen(!open);
  };
  return (
    <Paper withBorder radius="md" p="lg" data-testid="announcement-card">
      <Stack gap="xs">
        <Group gap="xs" wrap="wrap">
          <AnnouncementTypeBadge name={a.typeName} color={a.typeColor} />
          {!a.readAt && (
            <Badge color="red" variant="filled" size="sm" data-testid="announcement-new">
              {t('mine.new')}
            </Badge>
          )}
        </Group>
        {/* the title and text are the tenant's words, in whatever language HR wrote them */}
        <UnstyledButton onClick={toggle} aria-expanded={open} data-testid="announcement-open" data-walk-data>
          <Title order={2} size="h4">
            {a.title}
          </Title>
        </UnstyledButton>
        <Text size="xs" c="dimmed">
          {[
            published && t('mine.published', { date: published }),
            a.showUntil && t('mine.until', { until: formatDay(a.showUntil) }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
        <RichHtml
          html={a.body}
          testId="announcement-body"
          style={open ? undefined : { maxHeight: '4.8em', overflow: 'hidden' }}
        />
        {!open && (
          <UnstyledButton onClick={toggle} c="blue" fz="sm" fw={600} data-testid="announcement-read-more">
            {t('mine.readMore')}
          </UnstyledButton>
        )}
      </Stack>
    </Paper>
  );
}
