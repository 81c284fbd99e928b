import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TLetterRequestStatus } from '@staffdesk/core/letters-api';

const STATUS_COLORS: Record<TLetterRequestStatus, string> = { pending: 'yellow', issued: 'green', declined: 'gray' };

export function RequestStatusBadge({ status }: { status: TLetterRequestStatus }) {
  const { t } = useTranslation('letters');
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" data-testid={`request-status-${status}`}>
      {t(`statuses.${status}`)}
    </Badge>
  );
}
