import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TEmployeeStatus } from '@staffdesk/core/employees';

/** Active (teal) or In-Active (grey), in the UI language. */
export function EmployeeStatusBadge({ status }: { status: TEmployeeStatus }) {
  const { t } = useTranslation('employees');
  return (
    <Badge
      color={status === 'active' ? 'teal' : 'gray'}
      variant="light"
      tt="none"
      style={{ overflow: 'visible' }}
      data-testid="employee-status"
      data-status={status}
    >
      {t(`status.${status}`)}
    </Badge>
  );
}
