import { Group, Text, useMantineTheme } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The product mark: drawn inline, so it needs no image request and follows the theme's primary colour. */
export function BrandMark({ withName = true, size = 30 }: { withName?: boolean; size?: number }) {
  const { t } = useTranslation('common');
  const theme = useMantineTheme();
  return (
    <Group gap={8} wrap="nowrap">
      <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden focusable="false">
        <rect width="32" height="32" rx="8" fill={`var(--mantine-color-${theme.primaryColor}-filled)`} />
        <path
          d="M9 21.5c1.6 1.3 3.8 2 6.3 2 3.6 0 6.2-1.7 6.2-4.6 0-2.6-1.9-3.7-5.3-4.4-2.4-.5-3.2-.9-3.2-1.9 0-1 1-1.6 2.6-1.6 1.7 0 3.2.6 4.3 1.5l1.7-2.6c-1.5-1.2-3.5-1.9-5.9-1.9-3.5 0-5.9 1.9-5.9 4.7 0 2.7 2 3.7 5.4 4.4 2.3.5 3.1.9 3.1 1.9 0 1-1.1 1.6-2.8 1.6-2 0-3.7-.7-5-1.8z"
          fill="#fff"
        />
      </svg>
      {withName && (
        <Text fw={700} size="lg" visibleFrom="sm" c="var(--mantine-color-text)">
          {t('appName')}
        </Text>
      )}
    </Group>
  );
}
