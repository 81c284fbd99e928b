import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconPlugConnected } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MENU } from '@staffdesk/core/menu';
import { sessionHome } from './route-guards.ts';
import { useShellSession } from './shell-session.context.ts';
import { entryHref } from './sidebar.component.tsx';
import { usePageTitle } from './use-page-title.hook.ts';

/** Spec 2.2: a logged-in user at a path the app does not (yet) have gets a way back to their home page. */
export function ConnectingPage() {
  const { t } = useTranslation(['shell', 'menu']);
  const session = useShellSession();
  const home = sessionHome(session);
  const homeEntry = MENU.flatMap((s) => s.entries).find(
    (e) => e.roles.includes(session.loginType) && entryHref(session, e.path) === home,
  );
  const homeLabel = homeEntry ? t(`menu:${homeEntry.label}`) : t('shell:connecting.home');
  usePageTitle(t('shell:connecting.title'));

  return (
    <Center mih="60vh">
      <Stack align="center" gap="md" maw={520} ta="center" data-testid="connecting-page">
        <ThemeIcon size={72} radius="xl" variant="light">
          <IconPlugConnected size={40} aria-hidden />
        </ThemeIcon>
        <Title order={2}>{t('shell:connecting.title')}</Title>
        <Text c="dimmed">{t('shell:connecting.text')}</Text>
        <Button component={Link} to={home} data-testid="connecting-home">
          {t('shell:connecting.backTo', { page: homeLabel })}
        </Button>
      </Stack>
    </Center>
  );
}
