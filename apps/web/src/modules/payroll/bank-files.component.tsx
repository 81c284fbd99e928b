import { DownloadButton } from '../../platform/export-button.component.tsx';
import { Alert, Paper, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@staffdesk/core/money';
import type { TRun } from '@staffdesk/core/payroll-api';
import { intlLocale } from '../../shell/i18n.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { bankFileUrl, bankGroupsQuery } from './payroll.api.ts';

const PAYABLE = new Set(['approved', 'paid', 'closed']);
const num = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/**
 * Whether the user makes bank payment files of this run: approved on, with the approve-paid part — not an imported
 * month, which the earlier system paid.
 */
export const mayPayByBank = (run: TRun, approvePaid: boolean) =>
  approvePaid && PAYABLE.has(run.status) && run.source !== 'import';

/**
 * An approved run's net pay per bank and currency, each with its CSV for the bank's transfer upload; employees
 * without a bank account counted apart (paid another way).
 */
export function BankFiles({ run }: { run: TRun }) {
  const { t, i18n } = useTranslation('payroll');
  const session = useShellSession();
  const enabled = mayPayByBank(run, session.payrollPrivilege.approvePaid);
  const groups = useQuery({ ...bankGroupsQuery(run.id), enabled });
  if (!enabled) return null;
  const locale = intlLocale(i18n.language);
  const banks = groups.data?.filter((g) => g.bankId) ?? [];
  const without = groups.data?.filter((g) => !g.bankId) ?? [];
  return (
    <Paper withBorder radius="md" p="md" data-testid="bank-files">
      <Title order={2} size="h4" mb="xs">
        {t('bank.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('bank.intro')}
      </Text>
      {without.map((g) => (
        <Alert key={g.currency} color="yellow" mb="sm" role="status">
          {t('bank.without', {
            count: g.employees,
            amount: formatMoney(g.amount, g.currency, locale),
          })}
        </Alert>
      ))}
      <Table.ScrollContainer minWidth={560}>
        <Table verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('bank.bank')}</Table.Th>
              <Table.Th ta="end">{t('runs.employees')}</Table.Th>
              <Table.Th ta="end">{t('runs.net')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {groups.data && banks.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={4}>
                  <Text size="sm" c="dimmed">
                    {t('bank.none')}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
            {banks.map((g) => (
              <Table.Tr key={`${g.bankId}/${g.currency}`} data-testid="bank-row">
                <Table.Td>{g.bankName}</Table.Td>
                <Table.Td ta="end" style={num}>
                  {g.employees}
                </Table.Td>
                <Table.Td ta="end" style={num} fw={600}>
                  {formatMoney(g.amount, g.currency, locale)}
                </Table.Td>
                <Table.Td ta="end">
                  <DownloadButton
                    href={bankFileUrl(run.id, g.bankId!, g.currency)}
                    size="xs"
                    variant="light"
                    testId="bank-file"
                  >
                    {t('bank.download', { bank: g.bankName, currency: g.currency })}
                  </DownloadButton>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
