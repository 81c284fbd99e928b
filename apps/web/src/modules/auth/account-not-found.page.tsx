import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandMark } from '../../shell/brand-mark.component.tsx';
import { PLATFORM_LOGIN_PATH } from '../../shell/route-guards.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';

/** `/auth/404`: where an unknown account (base URL) leads (spec 2.2). */
export function AccountNotFoundPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('notFound.title'));
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" gap="md" maw={480} ta="center" data-testid="account-not-found">
        <BrandMark withName={false} size={48} />
        <Text fz={72} fw={800} lh={1} c="dimmed" aria-hidden>
          404
        </Text>
        <Title order={1} size="h2">
          {t('notFound.title')}
        </Title>
        <Text c="dimmed">{t('notFound.text')}</Text>
        <Button
          component={Link}
          to={PLATFORM_LOGIN_PATH}
          leftSection={<IconArrowLeft size={16} aria-hidden />}
          data-testid="to-login"
        >
          {t('notFound.toLogin')}
        </Button>
      </Stack>
    </Center>
  );
}
