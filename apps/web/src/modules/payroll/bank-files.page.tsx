import { Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ImportLink } from '../../platform/import-link.component.tsx';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { canDo } from '../../shell/privileges.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { BankFiles } from './bank-files.component.tsx';
import { PAID_IMPORT_PATH, RUNS_PATH, runsQuery } from './payroll.api.ts';
import { RunSelect } from './run-select.component.tsx';

/**
 * `/payroll/PaidInstruction` (issue 14): the bank payment files of an approved, paid or closed run — chosen here,
 * latest first — one CSV per bank and currency; the bank's confirmation is imported from here (`/payroll/importpaid`).
 */
export function BankFilesPage() {
  const { t } = useTranslation(['payroll', 'menu', 'common', 'imports']);
  const title = t('bank.title');
  usePageTitle(title);
  const { account } = useParams();
  const session = useShellSession();
  // the bank's confirmation marks payslips paid: the approve paid part
  const mayMarkPaid = canDo(session, 'payrollProcess', 'approve') && session.payrollPrivilege.approvePaid;
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
        actions={
          mayMarkPaid && (
            <ImportLink
              to={`/${account}/${PAID_IMPORT_PATH}`}
              testId="paid-import"
              label={t('imports:payrollPaid.title')}
            />
          )
        }
      />
      <RunSelect runs={runs} value={run?.id ?? null} onChange={setChosen} testId="bank-run" />
      {payable.data && runs.length === 0 && <Text c="dimmed">{t('bank.noRuns')}</Text>}
      {run && <BankFiles run={run} />}
    </Stack>
  );
}
