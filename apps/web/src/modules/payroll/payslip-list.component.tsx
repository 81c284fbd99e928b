import { DownloadButton } from '../../platform/export-button.component.tsx';
import { Anchor, Badge, Paper, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatMoney } from '@staffdesk/core/money';
import type { TPayslipListRow } from '@staffdesk/core/payroll-api';
import { formatDay } from '../../shell/date-format.ts';
import { intlLocale } from '../../shell/i18n.ts';
import { EmptyRow } from './empty-row.component.tsx';
import { PAYSLIP_PATH, payslipPdfUrl } from './payroll.api.ts';
import { runMonth, STATUS_COLOR } from './runs.page.tsx';

const num = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** Payslips as a table: month (opening the payslip), the employee where asked, totals, status, and the PDF. */
export function PayslipList({ rows, showEmployee }: { rows: TPayslipListRow[] | undefined; showEmployee: boolean }) {
  const { t, i18n } = useTranslation('payroll');
  const { account } = useParams();
  const locale = intlLocale(i18n.language);
  const columns = showEmployee ? 8 : 7;
  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={showEmployee ? 900 : 720}>
        <Table verticalSpacing="sm" highlightOnHover data-testid="payslips-list">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('payslip.month')}</Table.Th>
              {showEmployee && <Table.Th>{t('payslip.employee')}</Table.Th>}
              <Table.Th>{t('payslip.organization')}</Table.Th>
              <Table.Th ta="end">{t('payslip.gross')}</Table.Th>
              <Table.Th ta="end">{t('payslip.deductions')}</Table.Th>
              <Table.Th ta="end">{t('payslip.net')}</Table.Th>
              <Table.Th>{t('payslip.status')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows?.length === 0 && <EmptyRow columns={columns} text={t('payslip.none')} />}
            {rows?.map((r) => (
              <Table.Tr key={`${r.runId}/${r.employeeId}`} data-testid="payslip-list-row">
                <Table.Td>
                  <Anchor
                    component={Link}
                    to={`/${account}/${PAYSLIP_PATH}/${r.runId}/${r.employeeId}`}
                    fw={600}
                    data-testid="payslip-open"
                  >
                    {runMonth(r, i18n.language)}
                  </Anchor>
                </Table.Td>
                {showEmployee && (
                  <Table.Td>
                    <Text size="sm" fw={600} style={num}>
                      {r.employeeCode}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {r.employeeName}
                    </Text>
                  </Table.Td>
                )}
                <Table.Td>{r.organizationTitle}</Table.Td>
                <Table.Td ta="end" style={num}>
                  {formatMoney(r.gross, r.currency, locale)}
                </Table.Td>
                <Table.Td ta="end" style={num}>
                  {formatMoney(r.deductions, r.currency, locale)}
                </Table.Td>
                <Table.Td ta="end" style={num} fw={700}>
                  {formatMoney(r.net, r.currency, locale)}
                </Table.Td>
                <Table.Td>
                  <Badge color={STATUS_COLOR[r.runStatus]} variant="light">
                    {t(`runs.statuses.${r.runStatus}`)}
                  </Badge>
                  {r.paidOn && (
                    <Text size="xs" c="dimmed" mt={4} data-testid="payslip-paid-on">
                      {t('payslip.paidOn')} {formatDay(r.paidOn)}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td ta="end">
                  <DownloadButton
                    href={payslipPdfUrl(r.runId, r.employeeId, i18n.language)}
                    size="xs"
                    variant="subtle"
                    testId="payslip-pdf"
                  >
                    PDF
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
