import { Box, Group, Paper, SegmentedControl, Select, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, Money, sumMoney, type TMoney } from '@staffdesk/core/money';
import type { TPayrollCost } from '@staffdesk/core/payroll-reports';
import { ExportButton } from '../../platform/export-button.component.tsx';
import { FiguresTable, MoneyCells, NUM } from '../../platform/figures-table.component.tsx';
import { formatMonth } from '../../shell/date-format.ts';
import { intlLocale } from '../../shell/i18n.ts';
import { EmptyRow } from './empty-row.component.tsx';
import { runOrganizationsQuery } from './payroll.api.ts';
import { costQuery, yearToDateQuery, yearToDateUrl } from './reports.api.ts';

/** This year and the five before it, for a year's reports; `ahead` years after it too (leavers already known). */
export function YearSelect({ year, onYear, ahead = 0 }: { year: number; onYear: (y: number) => void; ahead?: number }) {
  const { t } = useTranslation('payroll');
  const now = new Date().getFullYear();
  return (
    <Select
      label={t('reports.year')}
      data={Array.from({ length: 6 + ahead }, (_, i) => String(now + ahead - i))}
      value={String(year)}
      onChange={(v) => v && onYear(Number(v))}
      allowDeselect={false}
      w={120}
      data-testid="report-year"
    />
  );
}

/** The organizations the user may report on, and the one chosen: the first until another is. */
export function useReportOrganization() {
  const orgs = useQuery(runOrganizationsQuery()).data ?? [];
  const [chosen, setChosen] = useState<string | null>(null);
  return { orgs, organizationId: chosen ?? orgs[0]?.id ?? null, setChosen };
}

/** A year's report of an organization: what it is, the organization and year chosen, and its files. */
export function OrganizationYearBar({
  intro,
  choice,
  year,
  onYear,
  ahead,
  files,
  testId,
}: {
  intro: string;
  choice: ReturnType<typeof useReportOrganization>;
  year: number;
  onYear: (y: number) => void;
  ahead?: number;
  files: (format: 'csv' | 'xlsx') => string;
  testId: string;
}) {
  const { t } = useTranslation('payroll');
  return (
    <>
      <Text size="sm" c="dimmed">
        {intro}
      </Text>
      <Group align="flex-end" gap="sm">
        <Select
          label={t('reports.organization')}
          data={choice.orgs.map((o) => ({ value: o.id, label: o.title }))}
          value={choice.organizationId}
          onChange={choice.setChosen}
          allowDeselect={false}
          w={{ base: '100%', sm: 320 }}
          data-testid="report-organization"
        />
        <YearSelect year={year} onYear={onYear} ahead={ahead} />
        {choice.organizationId && <ExportButton href={files('csv')} xlsx={files('xlsx')} testId={testId} />}
      </Group>
    </>
  );
}

/** An organization's payslips of a year so far, per employee, with its statutory lines. */
export function YearToDate({ year, onYear }: { year: number; onYear: (y: number) => void }) {
  const { t, i18n } = useTranslation('payroll');
  const locale = intlLocale(i18n.language);
  const choice = useReportOrganization();
  const organizationId = choice.organizationId ?? '';
  const y = useQuery({ ...yearToDateQuery(organizationId, year), enabled: !!organizationId }).data;
  const c = (k: string) => t(`reports.columns.${k}`);
  return (
    <Stack gap="md">
      <OrganizationYearBar
        intro={t('reports.ytdIntro')}
        choice={choice}
        year={year}
        onYear={onYear}
        files={(format) => yearToDateUrl(organizationId, year, format, i18n.language)}
        testId="report-ytd"
      />
      <FiguresTable
        columns={[
          c('employeeCode'),
          c('employeeName'),
          { label: c('months'), end: true },
          { label: c('gross'), end: true },
          { label: c('deductions'), end: true },
          { label: c('net'), end: true },
          ...(y?.codes ?? []).map((code) => ({
            label: t(`statutoryLines.${code}`, { defaultValue: code }),
            end: true as const,
          })),
        ]}
        minWidth={900}
        striped
        testId="report-ytd-table"
      >
        {y?.rows.length === 0 && <EmptyRow columns={6} text={t('reports.none')} />}
        {y?.rows.map((r) => (
          <Table.Tr key={`${r.employeeCode}/${r.currency}`} data-testid="ytd-row">
            <Table.Td style={NUM}>{r.employeeCode}</Table.Td>
            <Table.Td>{r.employeeName}</Table.Td>
            <Table.Td ta="end" style={NUM}>
              {r.months}
            </Table.Td>
            <MoneyCells
              values={[r.gross, r.deductions, r.net, ...y.codes.map((code) => r.statutory[code] ?? '0')]}
              currency={r.currency}
              locale={locale}
              bold={[2]}
            />
          </Table.Tr>
        ))}
      </FiguresTable>
    </Stack>
  );
}

type TGroup = { key: string; label: string; currency: string; months: Map<string, string>; total: string };

/** The year's rows grouped by organization or department (and currency: amounts are never added across them). */
function groupsOf(rows: TPayrollCost, by: 'organization' | 'department', none: string): TGroup[] {
  const out = new Map<string, TGroup>();
  for (const r of rows) {
    const label = by === 'organization' ? r.organizationTitle : (r.department ?? none);
    const key = `${label}|${r.currency}`;
    const g = out.get(key) ?? { key, label, currency: r.currency, months: new Map(), total: '0' };
    g.months.set(r.month, sumMoney([g.months.get(r.month) ?? '0', r.cost]).toFixed(2));
    g.total = sumMoney([g.total, r.cost]).toFixed(2);
    out.set(key, g);
  }
  return [...out.values()].sort((a, b) => a.currency.localeCompare(b.currency) || a.label.localeCompare(b.label));
}

/** The cost of pay per month (gross and the employer's contributions), by organization or department, as bars. */
export function PayrollCost({ year, onYear }: { year: number; onYear: (y: number) => void }) {
  const { t, i18n } = useTranslation('payroll');
  const locale = intlLocale(i18n.language);
  const [by, setBy] = useState<'organization' | 'department'>('organization');
  const rows = useQuery(costQuery(year)).data;
  const groups = groupsOf(rows ?? [], by, t('reports.noDepartment'));
  const months = [...new Set((rows ?? []).map((r) => r.month))].sort();
  // bars of one currency are measured against that currency's largest month
  const largest = new Map<string, TMoney>();
  for (const g of groups)
    for (const v of g.months.values())
      if (!largest.has(g.currency) || new Money(v).gt(largest.get(g.currency)!)) largest.set(g.currency, new Money(v));
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('reports.costIntro')}
      </Text>
      <Group align="flex-end" gap="sm">
        <YearSelect year={year} onYear={onYear} />
        <SegmentedControl
          value={by}
          onChange={(v) => setBy(v as typeof by)}
          data={[
            { value: 'organization', label: t('reports.byOrganization') },
            { value: 'department', label: t('reports.byDepartment') },
          ]}
          data-testid="report-cost-by"
        />
      </Group>
      {rows?.length === 0 && <Text c="dimmed">{t('reports.none')}</Text>}
      {groups.map((g) => (
        <Paper key={g.key} withBorder radius="md" p="md" data-testid="cost-group">
          <Group justify="space-between" mb="xs">
            <Text fw={600}>{g.label}</Text>
            <Text fw={700} style={NUM}>
              {formatMoney(g.total, g.currency, locale)}
            </Text>
          </Group>
          <Stack gap={6}>
            {months.map((m) => {
              const v = g.months.get(m) ?? '0';
              const max = largest.get(g.currency);
              const width = max?.gt(0) ? new Money(v).div(max).times(100).toNumber() : 0;
              return (
                <Group key={m} gap="sm" wrap="nowrap">
                  <Text size="sm" w={110} style={{ flexShrink: 0 }}>
                    {formatMonth(new Date(Number(m.slice(0, 4)), Number(m.slice(5, 7)) - 1, 1), i18n.language)}
                  </Text>
                  <Box style={{ flex: 1 }} h={12} bg="var(--mantine-color-default-border)" aria-hidden>
                    <Box h={12} w={`${width}%`} bg="var(--mantine-primary-color-filled)" />
                  </Box>
                  <Text size="sm" ta="end" w={130} style={{ ...NUM, flexShrink: 0 }}>
                    {formatMoney(v, g.currency, locale)}
                  </Text>
                </Group>
              );
            })}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
