import { Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MOODS } from '@staffdesk/core/mood-api';
import { errorText } from '../../shell/error-text.ts';
import { notifyError } from '../../shell/toast.ts';
import { MOOD_FACES } from './mood-faces.ts';
import { myMoodQuery, shareMood } from './mood.api.ts';
import classes from './mood.module.css';

/**
 * On the employee's home: "How do you feel today?" with the five moods, once a day; then a thank-you. The answer is
 * anonymous (HR sees only departments' trends), and the card says so.
 */
export function MoodCheckIn() {
  const { t } = useTranslation(['mood', 'errors']);
  const client = useQueryClient();
  const mine = useQuery(myMoodQuery);
  const share = useMutation({
    mutationFn: shareMood,
    onSuccess: () => client.invalidateQueries({ queryKey: myMoodQuery.queryKey }),
    onError: (e) => notifyError(errorText(t, e)),
  });
  if (!mine.data) return null;
  return (
    <Paper withBorder radius="md" p="lg" data-testid="mood-check-in">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {mine.data.sharedToday ? t('thanks') : t('question')}
        </Title>
        {!mine.data.sharedToday && (
          <Group gap={6} wrap="nowrap" align="stretch" role="group" aria-label={t('question')}>
            {MOODS.map((m, i) => {
              const face = MOOD_FACES[m];
              return (
                <UnstyledButton
                  key={m}
                  className={classes.face}
                  onClick={() => share.mutate(i + 1)}
                  disabled={share.isPending}
                  data-testid={`mood-${m}`}
                >
                  <face.icon size={32} color={`var(--mantine-color-${face.color}-7)`} aria-hidden />
                  <Text size="xs" fw={500}>
                    {t(`moods.${m}`)}
                  </Text>
                </UnstyledButton>
              );
            })}
          </Group>
        )}
        <Group gap={6} wrap="nowrap">
          <IconLock size={14} aria-hidden />
          <Text size="xs" c="dimmed">
            {t('anonymous')}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}
