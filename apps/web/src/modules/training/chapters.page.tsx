import {
  ActionIcon,
  Anchor,
  Button,
  FileButton,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import {
  IconArrowDown,
  IconArrowUp,
  IconPaperclip,
  IconPencil,
  IconPlus,
  IconTrash,
  IconUsers,
  IconVideo,
  IconX,
} from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { TChapter } from '@staffdesk/core/training-api';
import { useConfirmedAction } from '../../platform/confirmed-action.hook.ts';
import { errorText } from '../../shell/error-text.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { canDo } from '../../shell/privileges.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { notifyError, notifySuccess } from '../../shell/toast.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { ChapterFormModal } from './chapter-form.modal.tsx';
import { CourseStatus } from './training-parts.component.tsx';
import {
  attachChapterFile,
  chapterFileUrl,
  courseQuery,
  deleteChapter,
  orderChapters,
  removeChapterFile,
  TRAINING_KEY,
  TRAINING_PATHS,
} from './training.api.ts';

/** `/chaptors?courseId=`: a course's chapters in order — their topics, video links and file. */
export function ChaptersPage() {
  const [search] = useSearchParams();
  const courseId = search.get('courseId') ?? '';
  const { t } = useTranslation(['training', 'menu', 'common', 'errors']);
  const session = useShellSession();
  const client = useQueryClient();
  const query = useQuery({ ...courseQuery(courseId), enabled: !!courseId });
  const c = query.data;
  const title = c?.title ?? t('chapters.title');
  usePageTitle(title);
  const base = `/${session.account}`;
  const edit = canDo(session, 'training', 'edit');
  const [editing, setEditing] = useState<TChapter | 'new' | null>(null);
  const confirmed = useConfirmedAction(TRAINING_KEY);
  const run = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      notifySuccess(done);
      await client.invalidateQueries({ queryKey: [TRAINING_KEY] });
    } catch (e) {
      notifyError(errorText(t, e));
    }
  };
  const move = (i: number, by: number) => {
    if (!c) return;
    const ids = c.chapterList.map((h) => h.id);
    [ids[i], ids[i + by]] = [ids[i + by]!, ids[i]!];
    return run(() => orderChapters(c.id, ids), t('chapters.reordered'));
  };
  return (
    <Stack gap="lg" maw={960}>
      <PageHeader
        crumbs={[{ label: t('menu:courses'), to: `${base}/${TRAINING_PATHS.courses}` }, { label: title }]}
        title={title}
        actions={
          c && (
            <Group gap="xs">
              <Button
                component={Link}
                to={`${base}/${TRAINING_PATHS.assignments}/${c.id}`}
                variant="default"
                leftSection={<IconUsers size={16} aria-hidden />}
                data-testid="course-employees"
              >
                {t('assignments.title')}
              </Button>
              {edit && (
                <Button
                  leftSection={<IconPlus size={16} aria-hidden />}
                  onClick={() => setEditing('new')}
                  data-testid="chapter-add"
                >
                  {t('chapters.add')}
                </Button>
              )}
            </Group>
          )
        }
      />
      {!c ? (
        <Skeleton h={240} />
      ) : (
        <>
          <Group gap="sm">
            <CourseStatus status={c.status} />
            <Text size="sm" c="dimmed">
              {c.type.name}
              {c.description ? ` · ${c.description}` : ''}
            </Text>
          </Group>
          {c.chapterList.length === 0 && (
            <Text c="dimmed" data-testid="chapters-empty">
              {t('chapters.empty')}
            </Text>
          )}
          {c.chapterList.map((h, i) => (
            <Paper key={h.id} withBorder radius="md" p="md" data-testid="chapter">
              <Stack gap="xs">
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Title order={2} size="h4">
                    {i + 1}. {h.title}
                  </Title>
                  {edit && (
                    <Group gap={2} wrap="nowrap">
                      <Tooltip label={t('chapters.moveUp')}>
                        <ActionIcon
                          variant="subtle"
                          aria-label={`${t('chapters.moveUp')}: ${h.title}`}
                          disabled={i === 0}
                          onClick={() => move(i, -1)}
                        >
                          <IconArrowUp size={16} aria-hidden />
                        </ActionIcon>
                      </Tooltip>
                      <Tooltip label={t('chapters.moveDown')}>
                        <ActionIcon
                          variant="subtle"
                          aria-label={`${t('chapters.moveDown')}: ${h.title}`}
                          disabled={i === c.chapterList.length - 1}
                          onClick={() => move(i, 1)}
                        >
                          <IconArrowDown size={16} aria-hidden />
                        </ActionIcon>
                      </Tooltip>
                      <Tooltip label={t('common:actions.edit')}>
                        <ActionIcon
                          variant="subtle"
                          aria-label={`${t('common:actions.edit')}: ${h.title}`}
                          onClick={() => setEditing(h)}
                          data-testid="chapter-edit"
                        >
                          <IconPencil size={16} aria-hidden />
                        </ActionIcon>
                      </Tooltip>
                      <Tooltip label={t('common:actions.delete')}>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={`${t('common:actions.delete')}: ${h.title}`}
                          onClick={() =>
                            confirmed({
                              text: t('chapters.deleteConfirm', { name: h.title }),
                              done: t('chapters.deleted'),
                              run: () => deleteChapter(c.id, h.id),
                            })
                          }
                          data-testid="chapter-delete"
                        >
                          <IconTrash size={16} aria-hidden />
                        </ActionIcon>
                      </Tooltip>
                    </Group>
                  )}
                </Group>
                <Text size="sm" c="dimmed">
                  {h.topics.map((x) => x.title).join(' · ')}
                </Text>
                {h.videoUrls.map((v) => (
                  <Group key={v} gap={6} wrap="nowrap">
                    <IconVideo size={16} aria-hidden />
                    <Anchor
                      href={v}
                      target="_blank"
                      rel="noopener noreferrer"
                      size="sm"
                      style={{ wordBreak: 'break-all' }}
                    >
                      {v}
                    </Anchor>
                  </Group>
                ))}
                <Group gap="xs">
                  {h.file && (
                    <Group gap={6} wrap="nowrap">
                      <IconPaperclip size={16} aria-hidden />
                      <Anchor href={chapterFileUrl(c.id, h.id)} size="sm" data-testid="chapter-file">
                        {h.file.name}
                      </Anchor>
                      {edit && (
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          size="sm"
                          aria-label={`${t('chapters.removeFile')}: ${h.file.name}`}
                          onClick={() => run(() => removeChapterFile(c.id, h.id), t('chapters.fileRemoved'))}
                        >
                          <IconX size={14} aria-hidden />
                        </ActionIcon>
                      )}
                    </Group>
                  )}
                  {edit && (
                    <FileButton
                      accept="application/pdf,image/png,image/jpeg"
                      onChange={(f) => f && run(() => attachChapterFile(c.id, h.id, f), t('chapters.fileAttached'))}
                    >
                      {(props) => (
                        <Button
                          {...props}
                          variant="subtle"
                          size="xs"
                          leftSection={<IconPaperclip size={14} aria-hidden />}
                          data-testid="chapter-attach"
                        >
                          {h.file ? t('chapters.replaceFile') : t('chapters.attachFile')}
                        </Button>
                      )}
                    </FileButton>
                  )}
                </Group>
              </Stack>
            </Paper>
          ))}
        </>
      )}
      {editing && c && (
        <ChapterFormModal
          courseId={c.id}
          chapter={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
