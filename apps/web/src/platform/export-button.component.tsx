import { Button, type ButtonProps, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { IconDownload, IconFileSpreadsheet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A link styled as a button that downloads a file (a CSV, a PDF) from `href`, with the download icon. */
export function DownloadButton({
  href,
  testId,
  children,
  size,
  variant = 'default',
}: {
  href: string;
  testId: string;
  children: ReactNode;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
}) {
  return (
    <Button
      component="a"
      href={href}
      download
      size={size}
      variant={variant}
      leftSection={<IconDownload size={size === 'xs' ? 16 : 18} aria-hidden />}
      data-testid={testId}
    >
      {children}
    </Button>
  );
}

/**
 * "Export CSV" in a list's toolbar: downloads what the list shows (its search, filters and sort) from `href`.
 * With `xlsx`, an "Export Excel" beside it asks the same list as `…/export.xlsx` (or at the address `xlsx` gives).
 */
export function ExportButton({
  href,
  testId,
  xlsx = false,
}: {
  href: string;
  testId: string;
  xlsx?: boolean | string;
}) {
  const { t } = useTranslation('common');
  const csv = (
    <DownloadButton href={href} testId={testId}>
      {t('common:actions.exportCsv')}
    </DownloadButton>
  );
  if (!xlsx) return csv;
  return (
    <Group gap="xs" wrap="nowrap">
      {csv}
      <Button
        component="a"
        href={typeof xlsx === 'string' ? xlsx : href.replace('/export.csv', '/export.xlsx')}
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
