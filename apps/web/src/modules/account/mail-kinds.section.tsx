import { Checkbox, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { KIND_FEATURES, MAIL_KINDS, type TNotificationKind } from '@staffdesk/core/notifications';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { useSetPreferences } from '../../shell/use-preferences.hook.ts';

/**
 * Which notifications also come by email, kind by kind, in the user's language (issue 15). Staff choose among what
 * waits for them, employees among what happened to theirs; platform staff and guards have none to choose.
 */
export function MailKindsSection() {
  const { t } = useTranslation(['account', 'notifications']);
  const session = useShellSession();
  const setPreferences = useSetPreferences();
  const all: readonly TNotificationKind[] | null =
    session.loginType === 'hr_admin' || session.loginType === 'sub_admin'
      ? MAIL_KINDS.staff
      : session.loginType === 'emp'
        ? MAIL_KINDS.emp
        : null;
  // the kinds of modules the tenant has on
  const group = all?.filter((k) => {
    const feature = KIND_FEATURES[k];
    return !feature || session.features[feature] === true;
  });
  if (!session.account || !group) return null;
  const chosen = session.preferences.mailKinds;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} data-testid="account-mail-kinds">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4">
            {t('account:mailKinds.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('account:mailKinds.intro')}
          </Text>
        </div>
        <Checkbox.Group
          value={chosen.filter((k) => (group as readonly string[]).includes(k))}
          onChange={(v) => setPreferences({ mailKinds: v as TNotificationKind[] })}
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
            {group.map((k) => (
              <Checkbox key={k} value={k} label={t(`notifications:mailKinds.${k}`)} data-testid={`mail-kind-${k}`} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
      </Stack>
    </Paper>
  );
}
