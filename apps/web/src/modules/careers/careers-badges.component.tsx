import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TJobStatus, TJobVisibility, TPipelineStage } from '@staffdesk/core/careers';

export const STATUS_COLORS: Record<TJobStatus, string> = {
  draft: 'gray',
  published: 'teal',
  unpublished: 'orange',
  closed: 'red',
};

/** Pipeline colours: early stages blue, decisions green/red, parked grey. */
export const STAGE_COLORS: Record<TPipelineStage, string> = {
  applied: 'blue',
  phoneScreening: 'cyan',
  shortList: 'indigo',
  assessments: 'violet',
  offer: 'grape',
  hired: 'teal',
  onBoard: 'green',
  hold: 'yellow',
  filled: 'lime',
  vacancyCancelled: 'gray',
  noSelection: 'red',
};

export function JobStatusBadge({ status }: { status: TJobStatus }) {
  const { t } = useTranslation('careers');
  return (
    <Badge
      color={STATUS_COLORS[status]}
      variant="light"
      tt="none"
      style={{ overflow: 'visible' }}
      data-testid="status-badge"
      data-status={status}
    >
      {t(`status.${status}`)}
    </Badge>
  );
}

export function VisibilityBadge({ visibility }: { visibility: TJobVisibility }) {
  const { t } = useTranslation('careers');
  return (
    <Badge color={visibility === 'public' ? 'blue' : 'gray'} variant="outline" tt="none" data-testid="visibility-badge">
      {t(`visibility.${visibility}`)}
    </Badge>
  );
}

export function StageBadge({ stage }: { stage: TPipelineStage }) {
  const { t } = useTranslation('careers');
  return (
    <Badge color={STAGE_COLORS[stage]} variant="light" tt="none" data-testid="stage-badge" data-stage={stage}>
      {t(`stages.${stage}`)}
    </Badge>
  );
}
