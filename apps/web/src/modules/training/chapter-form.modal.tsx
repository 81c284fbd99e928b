import { ActionIcon, Button, Group, Modal, Paper, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TOPICS_MAX, type TChapter, VIDEOS_MAX } from '@staffdesk/core/training-api';
import { isApiError } from '../../platform/api-client.ts';
import { FormActions, FormProblem } from '../../platform/form-layout.component.tsx';
import { useSubmitLock } from '../../platform/use-submit-lock.hook.ts';
import { errorText } from '../../shell/error-text.ts';
import { notifySuccess } from '../../shell/toast.ts';
import { fieldErrors } from '../account/field-errors.ts';
import { saveChapter, TRAINING_KEY } from './training.api.ts';

const RichTextInput = lazy(() =>
  import('../../platform/rich-text-editor.component.tsx').then((m) => ({ default: m.RichTextInput })),
);

type TTopicDraft = { key: number; title: string; content: string };
let next = 0;
const topic = (title = '', content = ''): TTopicDraft => ({ key: ++next, title, content });

/** A chapter's title, its topics in order (a heading and rich text each) and its video links. */
export function ChapterFormModal({
  courseId,
  chapter,
  onClose,
}: {
  courseId: string;
  chapter: TChapter | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['training', 'common', 'errors']);
  const client = useQueryClient();
  const [title, setTitle] = useState(chapter?.title ?? '');
  const [topics, setTopics] = useState<TTopicDraft[]>(
    chapter ? chapter.topics.map((x) => topic(x.title, x.content)) : [topic()],
  );
  const [videos, setVideos] = useState<{ key: number; url: string }[]>(
    (chapter?.videoUrls ?? []).map((url) => ({ key: ++next, url })),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [locked, lock, unlock] = useSubmitLock();
  const setTopic = (i: number, patch: Partial<TTopicDraft>) =>
    setTopics((all) => all.map((x, j) => (j === i ? { ...x, ...patch } : x)));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const missing: Record<string, string> = {};
    if (!title.trim()) missing.title = t('common:validation.required');
    topics.forEach((x, i) => {
      if (!x.title.trim()) missing[`topics.${i}.title`] = t('common:validation.required');
    });
    setErrors(missing);
    if (Object.keys(missing).length) return;
    lock();
    setProblem(null);
    try {
      await saveChapter(courseId, chapter?.id ?? null, {
        title,
        topics: topics.map((x) => ({ title: x.title, content: x.content })),
        videoUrls: videos.map((v) => v.url.trim()).filter(Boolean),
      });
      notifySuccess(t('chapters.saved'));
      await client.invalidateQueries({ queryKey: [TRAINING_KEY] });
      onClose();
    } catch (err) {
      unlock();
      if (isApiError(err) && err.fields && err.code === 'validation') setErrors(fieldErrors(t, err.fields));
      else setProblem(errorText(t, err));
    }
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={chapter ? t('chapters.edit') : t('chapters.add')}
      size="xl"
      data-testid="chapter-dialog"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormProblem text={problem} />
          <TextInput
            label={t('fields.chapter')}
            withAsterisk
            value={title}
            onChange={(e) => setTitle(e.currentTarget.value)}
            maxLength={200}
            error={errors.title}
            data-testid="chapter-title"
          />
          <Text fw={600}>{t('fields.topics')}</Text>
          {errors.topics && (
            <Text size="sm" c="red.8" role="alert">
              {errors.topics}
            </Text>
          )}
          {topics.map((x, i) => (
            <Paper key={x.key} withBorder radius="md" p="sm" data-testid="topic">
              <Stack gap="xs">
                <Group align="flex-end" wrap="nowrap">
                  <TextInput
                    label={t('chapters.topic', { n: i + 1 })}
                    withAsterisk
                    value={x.title}
                    onChange={(e) => setTopic(i, { title: e.currentTarget.value })}
                    maxLength={200}
                    error={errors[`topics.${i}.title`]}
                    style={{ flex: 1 }}
                    data-testid="topic-title"
                  />
                  <Tooltip label={t('common:actions.delete')}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="lg"
                      aria-label={`${t('common:actions.delete')}: ${x.title || i + 1}`}
                      disabled={topics.length === 1}
                      onClick={() => setTopics((all) => all.filter((_, j) => j !== i))}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                </Group>
                <Suspense fallback={null}>
                  <RichTextInput
                    label={t('fields.content')}
                    value={x.content}
                    onChange={(content) => setTopic(i, { content })}
                    minHeight={120}
                    testId="topic-content"
                  />
                </Suspense>
              </Stack>
            </Paper>
          ))}
          {topics.length < TOPICS_MAX && (
            <Group>
              <Button
                variant="default"
                leftSection={<IconPlus size={16} aria-hidden />}
                onClick={() => setTopics((all) => [...all, topic()])}
                data-testid="topic-add"
              >
                {t('chapters.addTopic')}
              </Button>
            </Group>
          )}
          <Text fw={600}>{t('fields.videos')}</Text>
          {videos.map((v, i) => (
            <Group key={v.key} align="flex-end" wrap="nowrap">
              <TextInput
                aria-label={`${t('fields.videos')} ${i + 1}`}
                placeholder="https://"
                value={v.url}
                onChange={(e) => {
                  const url = e.currentTarget.value;
                  setVideos((all) => all.map((x) => (x.key === v.key ? { ...x, url } : x)));
                }}
                maxLength={500}
                style={{ flex: 1 }}
                data-testid="video-url"
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={`${t('common:actions.delete')}: ${v.url || i + 1}`}
                onClick={() => setVideos((all) => all.filter((x) => x.key !== v.key))}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
          {errors.videoUrls && (
            <Text size="sm" c="red.8" role="alert">
              {errors.videoUrls}
            </Text>
          )}
          {videos.length < VIDEOS_MAX && (
            <Group>
              <Button
                variant="default"
                leftSection={<IconPlus size={16} aria-hidden />}
                onClick={() => setVideos((all) => [...all, { key: ++next, url: '' }])}
                data-testid="video-add"
              >
                {t('chapters.addVideo')}
              </Button>
            </Group>
          )}
          <FormActions
            justify="flex-end"
            onCancel={onClose}
            cancelTestId="chapter-cancel"
            submitLabel={t('common:actions.save')}
            submitTestId="chapter-save"
            pending={locked}
            locked={locked}
          />
        </Stack>
      </form>
    </Modal>
  );
}
