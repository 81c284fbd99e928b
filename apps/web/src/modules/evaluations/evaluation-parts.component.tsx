import { Badge, Group, Progress, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TCycleStatus, TReviewRow, TReviewStage } from '@staffdesk/core/evaluations-api';
import { formatDay } from '../../shell/date-format.ts';

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

/** A score as a bar to 100 and its percent. */
export function ScoreBar({ value, label, w = 160 }: { value: number; label: string; w?: number | string }) {
  return (
    <Group gap={8} wrap="nowrap" w={w}>
      <Progress
        value={value}
        color={value >= 80 ? 'teal' : value >= 50 ? 'blue' : 'orange'}
        size="md"
        radius="xl"
        style={{ flex: 1 }}
        aria-label={label}
      />
      <Text size="xs" fw={600} w={52} ta="right" data-testid="score">
        {value} %
      </Text>
    </Group>
  );
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
