import { Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FiguresTable, MoneyCells, NUM } from '../../platform/figures-table.component.tsx';
import { formatDay, formatMonth } from '../../shell/date-format.ts';
import { intlLocale } from '../../shell/i18n.ts';
import { EmptyRow } from './empty-row.component.tsx';
import { noticePayQuery, noticePayUrl } from './reports.api.ts';
import { OrganizationYearBar, useReportOrganization } from './report-year.component.tsx';

/**
 * The notice pay report (`/reports/noticePayReport`, issue 14): an organization's leavers of a year, each final
 * settlement with the notice owed for the service against the notice given, and the payroll month that paid it.
 */
export function NoticePayReport({ year, onYear }: { year: number; onYear: (y: number) => void }) {
  const { t, i18n } = useTranslation(['payroll', 'resources']);
  const locale = intlLocale(i18n.language);
  const choice = useReportOrganization();
  const organizationId = choice.organizationId ?? '';
  const rows = useQuery({ ...noticePayQuery(organizationId, year), enabled: !!organizationId }).data;
  const c = (k: string) => t(`reports.columns.${k}`);
  const end = (k: string) => ({ label: c(k), end: true as const });
  const columns = [
    c('employeeName'),
    c('exitDate'),
    end('serviceMonths'),
    end('noticeOwed'),
    end('noticeGiven'),
    end('noticePay'),
    end('leaveEncashment'),
    end('severancePay'),
    end('otherPayments'),
    end('settlementDeductions'),
    end('net'),
    c('paidMonth'),
  ];
  return (
    <Stack gap="md">
      <OrganizationYearBar
        intro={t('reports.noticePayIntro')}
        choice={choice}
        year={year}
        onYear={onYear}
        ahead={1}
        files={(format) => noticePayUrl(organizationId, year, format, i18n.language)}
        testId="report-notice-pay"
      />
      <FiguresTable columns={columns} minWidth={1080} striped testId="report-notice-pay-table">
        {rows?.length === 0 && <EmptyRow columns={columns.length} text={t('reports.noLeavers')} />}
        {rows?.map((r) => (
          <Table.Tr key={r.employeeId} data-testid="notice-pay-row" data-employee={r.employeeCode}>
            <Table.Td>
              <Text size="sm" fw={600} style={NUM}>
                {r.employeeCode}
              </Text>
              <Text size="xs" c="dimmed">
                {r.employeeName}
                {r.department ? ` · ${r.department}` : ''}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm" style={NUM}>
                {formatDay(r.exitDate)}
              </Text>
              <Text size="xs" c="dimmed">
                {t(`resources:options.reason.${r.reason}`, { defaultValue: r.reason })}
              </Text>
            </Table.Td>
            {[r.serviceMonths, r.noticeOwed, r.noticeGiven].map((v, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: columns in a fixed order
              <Table.Td key={i} ta="end" style={NUM}>
                {v ?? '—'}
              </Table.Td>
            ))}
            <MoneyCells
              values={[r.noticePay, r.leaveEncashment, r.severancePay, r.otherPayments, r.deductions, r.net]}
              currency={r.currency}
              locale={locale}
              bold={[5]}
            />
            <Table.Td style={NUM} data-testid="notice-pay-paid">
              {r.paidMonth ? (
                formatMonth(
                  new Date(Number(r.paidMonth.slice(0, 4)), Number(r.paidMonth.slice(5, 7)) - 1, 1),
                  i18n.language,
                )
              ) : (
                <Text size="sm" c="dimmed">
                  {t('reports.notPaid')}
                </Text>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </FiguresTable>
    </Stack>
  );
}
