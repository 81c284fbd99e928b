import { Button, Group } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * "Export CSV" in a list's toolbar: downloads what the list shows (its search, filters and sort) from `href`.
 * With `xlsx`, an "Export Excel" beside it asks the same list as `…/export.xlsx`.
 */
export function ExportButton({ href, testId, xlsx = false }: { href: string; testId: string; xlsx?: boolean }) {
  const { t } = useTranslation('common');
  const csv = (
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
  if (!xlsx) return csv;
  return (
    <Group gap="xs" wrap="nowrap">
      {csv}
      <Button
        component="a"
        href={href.replace('/export.csv', '/export.xlsx')}
        download
        variant="default"
        leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
        data-testid={`${testId}-xlsx`}
      >
        {t('common:actions.exportXlsx')}
      </Button>
    </Group>
  );
}
