import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A console-made user's state: disabled, waiting to set a password (link mailed), or active. */
export function UserStatusBadge({ disabled, passwordSet }: { disabled: boolean; passwordSet: boolean }) {
  const { t } = useTranslation('hrAdmins');
  const state = disabled ? 'disabled' : passwordSet ? 'active' : 'invited';
  const color = { disabled: 'red', active: 'teal', invited: 'yellow' }[state];
  return (
    <Badge variant="light" color={color} miw="max-content" data-testid="user-status" data-status={state}>
      {t(`status.${state}`)}
    </Badge>
  );
}
