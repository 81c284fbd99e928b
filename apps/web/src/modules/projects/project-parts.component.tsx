import { Badge, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  PROJECT_PRIORITIES,
  type TProjectPriority,
  type TProjectStatus,
  type TTaskStatus,
} from '@staffdesk/core/projects-api';
import { PercentBar } from '../../platform/percent-bar.component.tsx';

const PRIORITY_COLORS: Record<TProjectPriority, string> = {
  low: 'gray',
  moderate: 'yellow',
  high: 'orange',
  veryHigh: 'red',
};
export const TASK_COLORS: Record<TTaskStatus, string> = {
  todo: 'gray',
  inProgress: 'blue',
  review: 'grape',
  completed: 'teal',
};

export function ProjectPriority({ priority }: { priority: TProjectPriority }) {
  const { t } = useTranslation('projects');
  return (
    <Badge
      color={PRIORITY_COLORS[priority]}
      variant={priority === 'veryHigh' ? 'filled' : 'light'}
      miw="max-content"
      data-testid="priority"
      data-priority={priority}
    >
      {t(`priorities.${priority}`)}
    </Badge>
  );
}

export function ProjectStatus({ status }: { status: TProjectStatus }) {
  const { t } = useTranslation('projects');
  return (
    <Badge
      color={status === 'completed' ? 'teal' : 'blue'}
      variant="light"
      miw="max-content"
      data-testid="project-status"
    >
      {t(`statuses.${status}`)}
    </Badge>
  );
}

export function TaskStatus({ status }: { status: TTaskStatus }) {
  const { t } = useTranslation('projects');
  return (
    <Badge color={TASK_COLORS[status]} variant="light" miw="max-content" data-testid="task-status" data-status={status}>
      {t(`taskStatuses.${status}`)}
    </Badge>
  );
}

/** A project's completion: a bar and its percent. */
export function Completion({ value, w = 140 }: { value: number; w?: number | string }) {
  const { t } = useTranslation('projects');
  return <PercentBar value={value} label={t('fields.completion')} testId="completion" w={w} />;
}

/** A list's priority filter ('' is any). */
export function PriorityFilter({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const { t } = useTranslation('projects');
  return (
    <Select
      aria-label={t('fields.priority')}
      placeholder={t('fields.priority')}
      data={PROJECT_PRIORITIES.map((v) => ({ value: v, label: t(`priorities.${v}`) }))}
      value={value || null}
      onChange={(v) => onChange(v ?? '')}
      clearable
      w={150}
      data-testid="filter-priority"
    />
  );
}
