import { Button, Chip, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconDeviceFloppy, IconSend } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormProblem } from '../../platform/form-layout.component.tsx';
import { evaluationScoreOf, type TAnswerPart, type TReviewDetail } from '@staffdesk/core/evaluations-api';
import { isApiError } from '../../platform/api-client.ts';
import { openConfirm } from '../../platform/confirm.dialog.tsx';
import { errorText } from '../../shell/error-text.ts';
import { notifySuccess } from '../../shell/toast.ts';
import { scoreText } from './evaluation-parts.component.tsx';
import { EVALUATIONS_KEY, saveAnswer } from './evaluations.api.ts';

/** One criterion's rating: a chip per point of the scale, wrapping on a phone. */
function RatingChips({
  scale,
  value,
  onChange,
  label,
  error,
}: {
  scale: number;
  value: number | undefined;
  onChange: (v: number) => void;
  label: string;
  error?: string;
}) {
  return (
    <Stack gap={4}>
      <Chip.Group multiple={false} value={value ? String(value) : ''} onChange={(v) => onChange(Number(v))}>
        <Group gap={6} role="radiogroup" aria-label={label} data-testid="rating">
          {Array.from({ length: scale }, (_, i) => String(i + 1)).map((n) => (
            <Chip key={n} value={n} size="sm" variant="outline" data-testid={`rating-${n}`}>
              {n}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {error && (
        <Text size="xs" c="red.8" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}

/**
 * The caller's part of a review — their self evaluation, or their evaluation as the reviewer: a rating per
 * criterion and a comment, saved as a private draft or submitted for good.
 */
export function AnswerForm({ review, part }: { review: TReviewDetail; part: TAnswerPart }) {
  const { t } = useTranslation(['evaluations', 'common', 'errors']);
  const client = useQueryClient();
  const saved = part === 'self' ? review.selfAnswer : review.managerAnswer;
  const [ratings, setRatings] = useState<Record<string, number>>(saved?.ratings ?? {});
  const [comment, setComment] = useState(saved?.comment ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const score = evaluationScoreOf(review.criteria, ratings, review.scale);
  const send = async (submit: boolean) => {
    setBusy(true);
    setProblem(null);
    try {
      await saveAnswer(review.id, part, { ratings, comment, submit });
      notifySuccess(t(submit ? 'review.submitted' : 'review.draftSaved'));
      await client.invalidateQueries({ queryKey: [EVALUATIONS_KEY] });
    } catch (err) {
      if (isApiError(err) && err.fields && err.code === 'validation')
        setErrors(Object.fromEntries(Object.entries(err.fields).map(([k, v]) => [k, t(`common:validation.${v}`)])));
      else setProblem(errorText(t, err));
    } finally {
      setBusy(false);
    }
  };
  const submit = () => {
    const missing = Object.fromEntries(
      review.criteria.filter((c) => !ratings[c.id]).map((c) => [`ratings.${c.id}`, t('common:validation.required')]),
    );
    setErrors(missing);
    if (Object.keys(missing).length) return;
    openConfirm({
      title: t('review.submit'),
      text: t('review.submitConfirm', { score: scoreText(score) }),
      confirmLabel: t('review.submit'),
      color: 'blue',
      testId: 'confirm-submit',
      onConfirm: () => send(true),
    });
  };
  return (
    <Paper withBorder radius="md" p="lg" data-testid={`answer-${part}`}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2} size="h4">
              {t(part === 'self' ? 'review.yourSelf' : 'review.yourReview')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('review.scaleHint', { max: review.scale })} · {t('review.draftHint')}
            </Text>
          </div>
          <Text size="sm" fw={600} data-testid="live-score">
            {t('fields.score')}: {scoreText(score)}
          </Text>
        </Group>
        <FormProblem text={problem} />
        {review.criteria.map((c) => (
          <Stack key={c.id} gap={4} data-testid="criterion-rating">
            <Group gap={6} wrap="nowrap" justify="space-between">
              <Text size="sm" fw={600}>
                {c.name}
              </Text>
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {c.weight} %
              </Text>
            </Group>
            {c.description && (
              <Text size="xs" c="dimmed">
                {c.description}
              </Text>
            )}
            <RatingChips
              scale={review.scale}
              value={ratings[c.id]}
              label={c.name}
              error={errors[`ratings.${c.id}`]}
              onChange={(v) => {
                setRatings((r) => ({ ...r, [c.id]: v }));
                setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => k !== `ratings.${c.id}`)));
              }}
            />
          </Stack>
        ))}
        <Textarea
          label={t('fields.comment')}
          value={comment}
          onChange={(e) => setComment(e.currentTarget.value)}
          maxLength={4000}
          autosize
          minRows={3}
          error={errors.comment}
          data-testid="answer-comment"
        />
        <Group justify="flex-end" gap="sm">
          <Button
            variant="default"
            leftSection={<IconDeviceFloppy size={16} aria-hidden />}
            onClick={() => send(false)}
            loading={busy}
            data-testid="answer-draft"
          >
            {t('review.saveDraft')}
          </Button>
          <Button
            leftSection={<IconSend size={16} aria-hidden />}
            onClick={submit}
            loading={busy}
            data-testid="answer-submit"
          >
            {t('review.submit')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
