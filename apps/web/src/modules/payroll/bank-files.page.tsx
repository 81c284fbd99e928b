import { Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { BankFiles } from './bank-files.component.tsx';
import { RUNS_PATH, runsQuery } from './payroll.api.ts';
import { runTitle } from './runs.page.tsx';

/**
 * `/payroll/PaidInstruction` (issue 14): the bank payment files of an approved, paid or closed run — chosen here,
 * latest first — one CSV per bank and currency.
 */
export function BankFilesPage() {
  const { t, i18n } = useTranslation(['payroll', 'menu', 'common']);
  const title = t('bank.title');
  usePageTitle(title);
  const { account } = useParams();
  const payable = useQuery(runsQuery('payable'));
  const runs = payable.data ?? [];
  const [chosen, setChosen] = useState<string | null>(null);
  const run = runs.find((r) => r.id === chosen) ?? runs[0];
  return (
    <Stack gap="lg">
      <PageHeader
        crumbs={[
          { label: t('menu:payroll') },
          { label: t('runs.title'), to: `/${account}/${RUNS_PATH}` },
          { label: title },
        ]}
        title={title}
      />
      <Select
        label={t('bank.run')}
        data={runs.map((r) => ({ value: r.id, label: runTitle(r, i18n.language) }))}
        value={run?.id ?? null}
        onChange={setChosen}
        allowDeselect={false}
        placeholder={t('common:form.choose')}
        w={{ base: '100%', sm: 420 }}
        data-testid="bank-run"
      />
      {payable.data && runs.length === 0 && <Text c="dimmed">{t('bank.noRuns')}</Text>}
      {run && <BankFiles run={run} />}
    </Stack>
  );
}
