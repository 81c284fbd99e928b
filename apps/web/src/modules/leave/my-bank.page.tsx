import { Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { sessionHome } from '../../shell/route-guards.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { formatDay } from '../../shell/date-format.ts';
import { employeeBankQuery } from './leave.api.ts';
import { BalanceCards } from './balance-cards.component.tsx';
import { LedgerTable } from './ledger-table.component.tsx';

/** Leave Bank (`/shiftsleaves/mybank`, spec 6 emp): the employee's balances today and every credit and debit. */
export function MyBankPage() {
  const { t } = useTranslation(['leave', 'menu']);
  const session = useShellSession();
  const title = t('menu:myLeaveBank');
  usePageTitle(title);
  const bank = useQuery(employeeBankQuery(null));
  return (
    <Stack gap="lg">
      <PageHeader crumbs={[{ label: t('menu:dashboard'), to: sessionHome(session) }, { label: title }]} title={title} />
      {bank.data && (
        <Text size="sm" c="dimmed">
          {t('bank.asOf', { day: formatDay(bank.data.at), template: bank.data.templateName ?? t('bank.noTemplate') })}
        </Text>
      )}
      {bank.data && <BalanceCards balances={bank.data.balances} />}
      <Title order={2} size="h4">
        {t('ledger.title')}
      </Title>
      <LedgerTable employeeId={null} types={bank.data?.balances ?? []} />
    </Stack>
  );
}
