import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TSignupStatus } from '@staffdesk/core/signup';

const COLORS: Record<TSignupStatus, string> = { pending: 'yellow', approved: 'teal', rejected: 'red' };

/** A sign-up request's status (spec 4: approval Pending, Approved, Rejected). */
export function SignupStatusBadge({ status }: { status: TSignupStatus }) {
  const { t } = useTranslation('signup');
  return (
    <Badge variant="light" color={COLORS[status]} miw="max-content" data-testid="signup-status" data-status={status}>
      {t(`status.${status}`)}
    </Badge>
  );
}
