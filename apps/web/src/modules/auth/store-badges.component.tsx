import { Divider, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconBrandApple, IconBrandGooglePlay, type Icon } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { publicConfigQuery } from '../../platform/public-config.ts';
import classes from './store-badges.module.css';

function StoreBadge({
  href,
  icon: BadgeIcon,
  small,
  big,
  testId,
}: {
  href: string;
  icon: Icon;
  small: string;
  big: string;
  testId: string;
}) {
  return (
    <UnstyledButton
      component="a"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={classes.badge}
      data-testid={testId}
    >
      <BadgeIcon size={26} stroke={1.6} aria-hidden />
      <span className={classes.text}>
        <Text component="span" className={classes.small}>
          {small}
        </Text>{' '}
        <Text component="span" className={classes.big}>
          {big}
        </Text>
      </span>
    </UnstyledButton>
  );
}

/** Links to the mobile app (spec 1), drawn with icons and text: no store images are fetched. */
export function StoreBadges() {
  const { t } = useTranslation('auth');
  const { data } = useQuery(publicConfigQuery);
  if (!data || (!data.playStoreUrl && !data.appStoreUrl)) return null;
  return (
    <Stack gap="md">
      <Divider label={t('stores.title')} labelPosition="center" />
      <Group justify="center" gap="sm" data-testid="store-badges">
        {data.playStoreUrl && (
          <StoreBadge
            href={data.playStoreUrl}
            icon={IconBrandGooglePlay}
            small={t('stores.playSmall')}
            big={t('stores.playBig')}
            testId="play-store-link"
          />
        )}
        {data.appStoreUrl && (
          <StoreBadge
            href={data.appStoreUrl}
            icon={IconBrandApple}
            small={t('stores.appSmall')}
            big={t('stores.appBig')}
            testId="app-store-link"
          />
        )}
      </Group>
    </Stack>
  );
}
