import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** "Export CSV" in a list's toolbar: downloads what the list shows (its search, filters and sort) from `href`. */
export function ExportButton({ href, testId }: { href: string; testId: string }) {
  const { t } = useTranslation('common');
  return (
    <Button
      component="a"
      href={href}
      download
      variant="default"
      leftSection={<IconDownload size={16} aria-hidden />}
      data-testid={testId}
    >
      {t('common:actions.exportCsv')}
    </Button>
  );
}
