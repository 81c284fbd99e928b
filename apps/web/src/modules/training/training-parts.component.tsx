import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TCourse } from '@staffdesk/core/training-api';
import { PercentBar } from '../../platform/percent-bar.component.tsx';

/** A course's publication: Draft or Published. */
export function CourseStatus({ status }: { status: TCourse['status'] }) {
  const { t } = useTranslation('training');
  return (
    <Badge
      color={status === 'published' ? 'teal' : 'gray'}
      variant="light"
      miw="max-content"
      data-testid="course-status"
    >
      {t(`statuses.${status}`)}
    </Badge>
  );
}

/** A course's progress: chapters done over all, in percent. */
export function CourseProgress({ value, w = 160 }: { value: number; w?: number | string }) {
  const { t } = useTranslation('training');
  return <PercentBar value={value} label={t('fields.progress')} testId="progress" w={w} />;
}
