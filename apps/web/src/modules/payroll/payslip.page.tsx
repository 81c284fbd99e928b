import { DownloadButton } from '../../platform/export-button.component.tsx';
import { Badge, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { formatMoney } from '@staffdesk/core/money';
import type { TPayslip } from '@staffdesk/core/payroll-api';
import { RichHtml } from '../../platform/rich-html.component.tsx';
import { formatDay } from '../../shell/date-format.ts';
import { intlLocale } from '../../shell/i18n.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { MY_PAYSLIPS_PATH, PAYSLIP_LIST_PATHS, payslipPdfUrl, payslipQuery } from './payroll.api.ts';
import { runMonth, STATUS_COLOR } from './runs.page.tsx';

const num = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
const KINDS = ['earning', 'deduction', 'employerContribution'] as const;
const KIND_TITLE = { earning: 'earnings', deduction: 'deductions', employerContribution: 'employer' } as const;

/**
 * `/payslip/View_payslip/:id/:id2` (issue 14): one payslip — the run and the employee — as the PDF shows it: the
 * organization's header, the employee and period, earnings, deductions and employer contributions, the net pay, this
 * year so far, days and leave balances, the footer; and its PDF in the reader's language.
 */
export function PayslipPage() {
  const { t, i18n } = useTranslation(['payroll', 'menu']);
  const { account, id = '', id2 = '' } = useParams();
  const session = useShellSession();
  const slip = useQuery(payslipQuery(id, id2));
  const p = slip.data;
  const month = p ? runMonth(p, i18n.language) : '';
  const title = p ? `${t('payslip.title')} · ${month}` : t('payslip.title');
  usePageTitle(title);
  const locale = intlLocale(i18n.language);
  const money = (v: string) => (p ? formatMoney(v, p.currency, locale) : v);
  const employee = session.loginType === 'emp';
  const back = employee
    ? { label: t('menu:myPayslips'), to: `/${account}/${MY_PAYSLIPS_PATH}` }
    : { label: t('menu:payslips'), to: `/${account}/${PAYSLIP_LIST_PATHS.open}` };

  return (
    <Stack gap="lg">
      <PageHeader
        crumbs={[back, { label: title }]}
        title={title}
        actions={
          p && (
            <DownloadButton href={payslipPdfUrl(id, id2, i18n.language)} variant="filled" testId="payslip-download">
              {t('payslip.download')}
            </DownloadButton>
          )
        }
      />
      {p && (
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} data-testid="payslip">
          <Stack gap="lg">
            <Group justify="space-between" align="flex-start">
              <div>
                <Text c="dimmed" size="sm">
                  {p.organization.title}
                </Text>
                <Title order={2} size="h3">
                  {title}
                </Title>
              </div>
              <Badge color={STATUS_COLOR[p.runStatus]} variant="light" size="lg">
                {t(`runs.statuses.${p.runStatus}`)}
              </Badge>
            </Group>
            {p.organization.header && <RichHtml html={p.organization.header} />}
            <Facts p={p} />
            {KINDS.map((kind) => (
              <Section key={kind} p={p} kind={kind} money={money} />
            ))}
            <Paper radius="md" p="md" bg="var(--mantine-color-blue-light)">
              <Group justify="space-between">
                <Text fw={700} size="lg">
                  {t('payslip.net')}
                </Text>
                <Text fw={800} size="xl" style={num} data-testid="payslip-net">
                  {money(p.net)}
                </Text>
              </Group>
            </Paper>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
              <Block
                title={t('payslip.ytd')}
                rows={[
                  [t('payslip.gross'), money(p.ytd.gross)],
                  [t('payslip.deductions'), money(p.ytd.deductions)],
                  [t('payslip.net'), money(p.ytd.net)],
                ]}
              />
              <Block
                title={t('payslip.days')}
                rows={[
                  [t('payslip.present'), p.days.present],
                  [t('payslip.paidLeave'), p.days.paidLeave],
                  [t('payslip.unpaidLeave'), p.days.unpaidLeave],
                  [t('payslip.hours'), p.days.hours],
                ]}
              />
              <Block
                title={t('payslip.leave')}
                rows={p.leave.length ? p.leave.map((l) => [l.name, l.balance]) : [[t('payslip.noLeave'), '']]}
              />
            </SimpleGrid>
            {p.organization.footer && <RichHtml html={p.organization.footer} />}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}

/** The employee and the period, label and value. */
function Facts({ p }: { p: TPayslip }) {
  const { t } = useTranslation('payroll');
  const facts: [string, string | null][] = [
    [t('payslip.employeeCode'), p.employee.code],
    [t('payslip.employee'), p.employee.name],
    [t('payslip.position'), p.employee.position],
    [t('payslip.department'), p.employee.department],
    [t('payslip.period'), `${formatDay(p.periodFrom)} – ${formatDay(p.periodTo)}`],
    [t('payslip.currency'), p.currency],
    [t('payslip.bankAccount'), p.employee.bankAccount],
    [t('payslip.exchangeRate'), p.exchangeRate ? `1 ${p.currency} = ${Number(p.exchangeRate)} KHR` : null],
    [t('payslip.paidOn'), p.paidOn ? formatDay(p.paidOn) : null],
  ];
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={4} verticalSpacing={4}>
      {facts
        .filter(([, v]) => v)
        .map(([label, value]) => (
          <Group key={label} gap="sm" wrap="nowrap" align="flex-start">
            <Text size="sm" c="dimmed" w={150} style={{ flexShrink: 0 }}>
              {label}
            </Text>
            <Text size="sm" fw={600}>
              {value}
            </Text>
          </Group>
        ))}
    </SimpleGrid>
  );
}

/** One kind of lines with its total. */
function Section({ p, kind, money }: { p: TPayslip; kind: (typeof KINDS)[number]; money: (v: string) => string }) {
  const { t } = useTranslation('payroll');
  const lines = p.lines.filter((l) => l.kind === kind);
  if (lines.length === 0) return null;
  const total = kind === 'earning' ? p.gross : kind === 'deduction' ? p.deductions : p.employer;
  return (
    <Table verticalSpacing={6} data-testid={`payslip-${kind}`}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t(`payslip.${KIND_TITLE[kind]}`)}</Table.Th>
          <Table.Th ta="end">{t('payslip.units')}</Table.Th>
          <Table.Th ta="end">{t('payslip.amount')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {lines.map((l) => (
          <Table.Tr key={l.code}>
            <Table.Td>
              {l.name ? `${l.name} (${l.code})` : t(`statutoryLines.${l.code}`, { defaultValue: l.code })}
            </Table.Td>
            <Table.Td ta="end" style={num} c="dimmed">
              {l.units ?? ''}
            </Table.Td>
            <Table.Td ta="end" style={num}>
              {money(l.amount)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
      <Table.Tfoot>
        <Table.Tr>
          <Table.Th>{t('payslip.total')}</Table.Th>
          <Table.Th />
          <Table.Th ta="end" style={num}>
            {money(total)}
          </Table.Th>
        </Table.Tr>
      </Table.Tfoot>
    </Table>
  );
}

function Block({ title, rows }: { title: string; rows: [string, string][] }) {
  return (
    <Stack gap={4}>
      <Text fw={700}>{title}</Text>
      {rows.map(([label, value]) => (
        <Group key={label} justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          <Text size="sm" style={num}>
            {value}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
