import {
  Badge,
  Button,
  ColorSwatch,
  FileButton,
  Group,
  Image,
  Input,
  Paper,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAnnouncement, TAnnouncementStatus, TMyAnnouncement } from '@staffdesk/core/announcements-api';
import { UPLOAD_MAX_BYTES } from '@staffdesk/core/constants';
import { prepareImage } from '../../platform/prepare-image.ts';
import { RichHtml } from '../../platform/rich-html.component.tsx';
import { formatDay } from '../../shell/date-format.ts';
import { postImageUrl, type TPostView, usePostTranslation } from './announcements.api.ts';
import { PostComments } from './post-comments.component.tsx';

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

/** Its image, cropped to the box (decorative: the title beside it says what it is). */
export function PostImage({
  k,
  a,
  w,
  mine = false,
}: {
  k: TPostView;
  a: { id: string; imageVersion: string | null };
  w?: number;
  mine?: boolean;
}) {
  return (
    <Image
      src={postImageUrl(k, a, mine)}
      alt=""
      radius="sm"
      w={w ?? '100%'}
      h={w ? Math.round((w * 9) / 16) : undefined}
      fit="cover"
      maw={w ? undefined : 560}
      style={w ? { flex: 'none' } : { aspectRatio: '16 / 9' }}
      data-testid="post-image"
    />
  );
}

/**
 * The form's image: the one it has or the one picked (shown), a button to pick (PNG, JPEG or WebP; a large photo
 * or a WebP is made a JPEG first) and one to remove it. Saved with the form.
 */
export function ImagePicker({
  k,
  current,
  file,
  onFile,
  onRemove,
  error,
}: {
  k: TPostView;
  current: TAnnouncement | null;
  file: File | null;
  onFile: (f: File) => void;
  onRemove: () => void;
  error?: string;
}) {
  const { t } = useTranslation(['announcements', 'account', 'errors']);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  const pick = async (picked: File | null) => {
    if (!picked) return;
    setProblem(null);
    const ready = IMAGE_TYPES.includes(picked.type) ? await prepareImage(picked, 'photo') : null;
    if (!ready) return setProblem(t('account:photo.type'));
    if (ready.size > UPLOAD_MAX_BYTES) return setProblem(t('errors:fileTooLarge'));
    onFile(ready);
  };
  const shown = preview ?? (current ? postImageUrl(k, current) : null);
  return (
    <Input.Wrapper label={t('fields.image')} description={t('form.imageHint')} error={problem ?? error}>
      <Stack gap="xs" mt={6} maw={420}>
        {shown && (
          <Image src={shown} alt={t('fields.image')} radius="sm" fit="cover" style={{ aspectRatio: '16 / 9' }} />
        )}
        <Group gap="xs">
          <FileButton onChange={(f) => void pick(f)} accept={IMAGE_TYPES.join(',')}>
            {(props) => (
              <Button
                {...props}
                size="xs"
                variant="default"
                leftSection={<IconPhotoUp size={14} aria-hidden />}
                data-testid="post-image-pick"
              >
                {t(shown ? 'form.imageChange' : 'form.imagePick')}
              </Button>
            )}
          </FileButton>
          {shown && (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={14} aria-hidden />}
              onClick={onRemove}
              data-testid="post-image-remove"
            >
              {t('form.imageRemove')}
            </Button>
          )}
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}

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
  k,
  a,
  onOpen,
  startOpen = false,
}: {
  k: TPostView;
  a: TMyAnnouncement;
  onOpen: (a: TMyAnnouncement) => void;
  startOpen?: boolean;
}) {
  const { t } = usePostTranslation(k);
  const [open, setOpen] = useState(startOpen);
  const published = a.publishedAt ? formatDay(a.publishedAt.slice(0, 10)) : null;
  const toggle = () => {
    if (!open) onOpen(a);
    setOpen(!open);
  };
  return (
    <Paper withBorder radius="md" p="lg" data-testid="announcement-card">
      <Stack gap="xs">
        {a.hasImage && <PostImage k={k} a={a} mine />}
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
        {open && k.comments && <PostComments postId={a.id} staff={false} />}
        {!open && (
          <UnstyledButton onClick={toggle} c="blue" fz="sm" fw={600} data-testid="announcement-read-more">
            {t('mine.readMore')}
          </UnstyledButton>
        )}
      </Stack>
    </Paper>
  );
}
