import { Button } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** "Bulk Import" (or `label`) beside a list's export: opens the list's import page (template, upload, check, import). */
export function ImportLink({ to, testId, label }: { to: string; testId: string; label?: string }) {
  const { t } = useTranslation('common');
  return (
    <Button
      component={Link}
      to={to}
      variant="default"
      leftSection={<IconFileImport size={16} aria-hidden />}
      data-testid={testId}
    >
      {label ?? t('crud.bulkImport')}
    </Button>
  );
}
