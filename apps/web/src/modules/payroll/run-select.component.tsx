import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TRun } from '@staffdesk/core/payroll-api';
import { runTitle } from './runs.page.tsx';

/** A choice of payroll run ("Organization · Month"), for the pages that work on one (bank files, reports). */
export function RunSelect({
  runs,
  value,
  onChange,
  testId,
}: {
  runs: readonly TRun[];
  value: string | null;
  onChange: (id: string | null) => void;
  testId: string;
}) {
  const { t, i18n } = useTranslation(['payroll', 'common']);
  return (
    <Select
      label={t('payroll:bank.run')}
      data={runs.map((r) => ({ value: r.id, label: runTitle(r, i18n.language) }))}
      value={value}
      onChange={onChange}
      allowDeselect={false}
      placeholder={t('common:form.choose')}
      w={{ base: '100%', sm: 420 }}
      data-testid={testId}
    />
  );
}
