import { Group, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { PAYSLIP_LISTS, type TPayslipList } from '@staffdesk/core/payroll-api';
import { Pagination } from '../../platform/pagination.component.tsx';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { myPayslipsQuery, PAYSLIP_LIST_PATHS, payslipsQuery } from './payroll.api.ts';
import { PayslipList } from './payslip-list.component.tsx';

const PAGE_SIZE = 50;

export const ClosedPayslipsPage = () => <PayslipsPage list="closed" />;
export const LeaverPayslipsPage = () => <PayslipsPage list="leavers" />;

/**
 * `/payrollpayslip/listing`, `listingclose` and `listingclosnotiepay` (issue 14): the payslips of runs being processed,
 * approved or paid, of closed runs, and leavers' final pay (with their settlement), within the user's organizations;
 * searched by Employee ID or name.
 */
export function PayslipsPage({ list = 'open' }: { list?: TPayslipList }) {
  const { t } = useTranslation(['payroll', 'menu']);
  const title = t('menu:payslips');
  usePageTitle(title);
  const { account } = useParams();
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const slips = useQuery(payslipsQuery({ list, page, pageSize: PAGE_SIZE, search: debounced }));
  return (
    <Stack gap="lg">
      <PageHeader crumbs={[{ label: t('menu:payroll') }, { label: title }]} title={title} />
      <Text c="dimmed">{t(list === 'leavers' ? 'payslip.leaversIntro' : 'payslip.listIntro')}</Text>
      <Tabs value={list} onChange={(v) => v && navigate(`/${account}/${PAYSLIP_LIST_PATHS[v as TPayslipList]}`)}>
        <Tabs.List>
          {PAYSLIP_LISTS.map((l) => (
            <Tabs.Tab key={l} value={l} data-testid={`payslips-list-${l}`}>
              {t(`payslip.lists.${l}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <TextInput
        leftSection={<IconSearch size={16} aria-hidden />}
        placeholder={t('payslip.search')}
        aria-label={t('payslip.search')}
        value={search}
        onChange={(e) => {
          setSearch(e.currentTarget.value);
          setPage(1);
        }}
        w={{ base: '100%', sm: 320 }}
      />
      <PayslipList rows={slips.data?.rows} showEmployee />
      {slips.data && slips.data.total > PAGE_SIZE && (
        <Group justify="center">
          <Pagination total={Math.ceil(slips.data.total / PAGE_SIZE)} value={page} onChange={setPage} />
        </Group>
      )}
    </Stack>
  );
}

/** `/payslip/Payrolltable` (spec 6 emp: My Payslips): the employee's own payslips, once approved. */
export function MyPayslipsPage() {
  const { t } = useTranslation(['payroll', 'menu']);
  const title = t('menu:myPayslips');
  usePageTitle(title);
  const slips = useQuery(myPayslipsQuery());
  return (
    <Stack gap="lg">
      <PageHeader crumbs={[{ label: title }]} title={title} />
      <Text c="dimmed">{t('payslip.mineIntro')}</Text>
      <PayslipList rows={slips.data} showEmployee={false} />
    </Stack>
  );
}
