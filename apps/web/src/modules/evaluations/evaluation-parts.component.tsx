import { Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TCycleStatus, TReviewRow, TReviewStage } from '@staffdesk/core/evaluations-api';
import { formatDay } from '../../shell/date-format.ts';
import { PercentBar } from '../../platform/percent-bar.component.tsx';

const STAGE_COLORS: Record<TReviewStage, string> = {
  pending: 'gray',
  selfSubmitted: 'blue',
  managerSubmitted: 'grape',
  completed: 'teal',
};

export function ReviewStage({ stage }: { stage: TReviewStage }) {
  const { t } = useTranslation('evaluations');
  return (
    <Badge color={STAGE_COLORS[stage]} variant="light" miw="max-content" data-testid="review-stage" data-stage={stage}>
      {t(`stages.${stage}`)}
    </Badge>
  );
}

export function CycleStatus({ status }: { status: TCycleStatus }) {
  const { t } = useTranslation('evaluations');
  return (
    <Badge color={status === 'open' ? 'blue' : 'gray'} variant="light" miw="max-content" data-testid="cycle-status">
      {t(`statuses.${status}`)}
    </Badge>
  );
}

/** A score in percent, or a dash while there is none. */
export const scoreText = (v: number | null) => (v === null ? '—' : `${v} %`);

/** A score as a bar to 100 and its percent, graded by colour. */
export function ScoreBar({ value, label, w = 160 }: { value: number; label: string; w?: number | string }) {
  return <PercentBar value={value} label={label} testId="score" tone="score" w={w} />;
}

/** A review's employee, with their code and department. */
export function ReviewPerson({ review }: { review: TReviewRow }) {
  return (
    <div>
      <Text size="sm" fw={600}>
        {review.employee.name}
      </Text>
      <Text size="xs" c="dimmed">
        {[review.employee.code, review.departmentName].filter(Boolean).join(' · ')}
      </Text>
    </div>
  );
}

/** Who reviews: a named employee, else HR. */
export function ReviewerName({ review }: { review: TReviewRow }) {
  const { t } = useTranslation('evaluations');
  return <Text size="sm">{review.reviewer ? review.reviewer.name || review.reviewer.code : t('hrReviews')}</Text>;
}

export function DueText({ dueOn }: { dueOn: string }) {
  const { t } = useTranslation('evaluations');
  return (
    <Text size="xs" c="dimmed">
      {t('dueOn', { day: formatDay(dueOn) })}
    </Text>
  );
}
