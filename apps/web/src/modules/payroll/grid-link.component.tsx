import { Button } from '@mantine/core';
import { IconTable } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { GRID_PATH } from './payroll.api.ts';

/** The button to a run's grid of lines (employee × pay code), from the run page and the register. */
export function GridLink({ runId, testId, ml }: { runId: string; testId: string; ml?: 'auto' }) {
  const { t } = useTranslation('payroll');
  const { account } = useParams();
  return (
    <Button
      component={Link}
      to={`/${account}/${GRID_PATH}/${runId}`}
      variant="light"
      ml={ml}
      leftSection={<IconTable size={18} aria-hidden />}
      data-testid={testId}
    >
      {t('grid.open')}
    </Button>
  );
}
