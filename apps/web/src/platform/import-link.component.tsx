import { Button } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** "Bulk Import" beside a list's export: opens the list's import page (template, upload, check, import). */
export function ImportLink({ to, testId }: { to: string; testId: string }) {
  const { t } = useTranslation('common');
  return (
    <Button
      component={Link}
      to={to}
      variant="default"
      leftSection={<IconFileImport size={16} aria-hidden />}
      data-testid={testId}
    >
      {t('crud.bulkImport')}
    </Button>
  );
}
