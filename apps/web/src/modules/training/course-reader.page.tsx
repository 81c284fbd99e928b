import { Accordion, Alert, Anchor, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCertificate, IconCircleCheck, IconPaperclip, IconVideo } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { RichHtml } from '../../platform/rich-html.component.tsx';
import { formatDateTime, formatDay } from '../../shell/date-format.ts';
import { errorText } from '../../shell/error-text.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { notifyError, notifySuccess } from '../../shell/toast.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { CourseProgress } from './training-parts.component.tsx';
import {
  certificateUrl,
  chapterDone,
  myChapterFileUrl,
  myCourseQuery,
  TRAINING_KEY,
  TRAINING_PATHS,
} from './training.api.ts';

/**
 * `/training/course/:id`: the employee works through a course on any screen — each chapter's topics, video links
 * and file, then "Done"; when every chapter is done, the certificate is theirs to download.
 */
export function CourseReaderPage() {
  const { id = '' } = useParams();
  const { t, i18n } = useTranslation(['training', 'menu', 'errors']);
  const session = useShellSession();
  const client = useQueryClient();
  const query = useQuery(myCourseQuery(id));
  const c = query.data;
  usePageTitle(c?.title ?? t('menu:myTraining'));
  const firstOpen = c?.chapters.find((h) => !h.doneAt)?.id ?? null;
  const [open, setOpen] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const done = async (chapterId: string) => {
    setBusy(true);
    try {
      await chapterDone(id, chapterId);
      await client.invalidateQueries({ queryKey: [TRAINING_KEY] });
      const next = c?.chapters.find((h) => !h.doneAt && h.id !== chapterId);
      setOpen(next?.id ?? null);
      notifySuccess(next ? t('reader.chapterDone') : t('reader.courseDone'));
    } catch (e) {
      notifyError(errorText(t, e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="lg" maw={860}>
      <PageHeader
        crumbs={[
          { label: t('menu:myTraining'), to: `/${session.account}/${TRAINING_PATHS.my}` },
          { label: c?.title ?? '' },
        ]}
        title={c?.title ?? t('menu:myTraining')}
      />
      {query.isError && (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert">
          {errorText(t, query.error)}
        </Alert>
      )}
      {!c ? (
        !query.isError && <Skeleton h={300} />
      ) : (
        <>
          <Paper withBorder radius="md" p="md">
            <Stack gap="xs">
              <Text size="sm" c="dimmed">
                {c.type} · {t('dueOn', { day: formatDay(c.dueOn) })}
              </Text>
              {c.description && <Text size="sm">{c.description}</Text>}
              <CourseProgress value={c.progress} w="100%" />
              <Text size="xs" c="dimmed">
                {t('chaptersDone', { done: c.done, total: c.total })}
              </Text>
              {c.completedAt && (
                <Group justify="space-between" wrap="wrap" gap="sm">
                  <Text size="sm" fw={600} data-testid="course-completed">
                    {t('reader.completedOn', { at: formatDateTime(c.completedAt) })}
                  </Text>
                  <Button
                    component="a"
                    href={certificateUrl(id, i18n.language)}
                    download
                    color="teal"
                    leftSection={<IconCertificate size={16} aria-hidden />}
                    data-testid="certificate"
                  >
                    {t('reader.certificate')}
                  </Button>
                </Group>
              )}
            </Stack>
          </Paper>
          <Accordion variant="separated" radius="md" value={open ?? firstOpen} onChange={setOpen}>
            {c.chapters.map((h, i) => (
              <Accordion.Item key={h.id} value={h.id} data-testid="reader-chapter">
                <Accordion.Control>
                  <Group justify="space-between" wrap="nowrap" pr="xs">
                    <Text fw={600} size="sm">
                      {i + 1}. {h.title}
                    </Text>
                    {h.doneAt && (
                      <Badge
                        color="teal"
                        variant="light"
                        miw="max-content"
                        leftSection={<IconCircleCheck size={12} aria-hidden />}
                      >
                        {t('reader.done')}
                      </Badge>
                    )}
                  </Group>
                </Accordion.Control>
                <Accordion.Panel>
                  <Stack gap="md">
                    {h.topics.map((x, j) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: a chapter's topics are read-only here, in their stored order
                      <Stack key={j} gap={4}>
                        <Title order={3} size="h5">
                          {x.title}
                        </Title>
                        <RichHtml html={x.content} />
                      </Stack>
                    ))}
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
                          {t('reader.watch')}
                        </Anchor>
                      </Group>
                    ))}
                    {h.file && (
                      <Group gap={6} wrap="nowrap">
                        <IconPaperclip size={16} aria-hidden />
                        <Anchor href={myChapterFileUrl(id, h.id)} size="sm">
                          {h.file.name}
                        </Anchor>
                      </Group>
                    )}
                    {!h.doneAt && (
                      <Group justify="flex-end">
                        <Button
                          leftSection={<IconCircleCheck size={16} aria-hidden />}
                          loading={busy}
                          onClick={() => done(h.id)}
                          data-testid="chapter-done"
                        >
                          {t('reader.markDone')}
                        </Button>
                      </Group>
                    )}
                  </Stack>
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </>
      )}
    </Stack>
  );
}
