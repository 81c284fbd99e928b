import { Avatar, Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TVisit, TVisitStatus } from '@staffdesk/core/visitors-api';
import { formatDateTime } from '../../shell/date-format.ts';
import { visitPhotoUrl } from './visitors.api.ts';

const COLORS: Record<TVisitStatus, string> = { expected: 'blue', inside: 'green', left: 'gray', cancelled: 'red' };

export function VisitStatusBadge({ status }: { status: TVisitStatus }) {
  const { t } = useTranslation('visitors');
  return (
    <Badge color={COLORS[status]} variant="light" data-testid="visit-status" data-status={status}>
      {t(`statuses.${status}`)}
    </Badge>
  );
}

/** The visitor's photo (read through the visit), or their initials once it was erased or never taken. */
export function VisitorAvatar({ v, size = 40 }: { v: TVisit; size?: number }) {
  const initials = v.visitorName
    .split(/\s+/)
    .map((p) => p[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return (
    <Avatar src={v.hasPhoto ? visitPhotoUrl(v.id) : null} alt="" size={size} radius="xl" color="gray">
      {initials}
    </Avatar>
  );
}

/** A time of the visit (or incident) as the spec shows times, DD-MM-YYYY HH:mm in 24 hours, or a dash. */
export function useVisitTime() {
  return (at: string | null) => (at ? formatDateTime(at) : '—');
}
