import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TIncidentPriority, TIncidentStatus } from '@staffdesk/core/incidents-api';

const STATUS_COLORS: Record<TIncidentStatus, string> = { open: 'orange', investigating: 'blue', closed: 'gray' };
const PRIORITY_COLORS: Record<TIncidentPriority, string> = {
  low: 'gray',
  moderate: 'yellow',
  high: 'orange',
  veryHigh: 'red',
};

export function IncidentStatusBadge({ status }: { status: TIncidentStatus }) {
  const { t } = useTranslation('incidents');
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" data-testid="incident-status" data-status={status}>
      {t(`statuses.${status}`)}
    </Badge>
  );
}

export function PriorityBadge({ priority }: { priority: TIncidentPriority }) {
  const { t } = useTranslation('incidents');
  return (
    <Badge
      color={PRIORITY_COLORS[priority]}
      variant={priority === 'veryHigh' ? 'filled' : 'light'}
      data-testid="incident-priority"
      data-priority={priority}
    >
      {t(`priorities.${priority}`)}
    </Badge>
  );
}
