import { Group, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TRun } from '@staffdesk/core/payroll-api';
import type { TAuthority, TReport } from '@staffdesk/core/payroll-reports';
import { ExportButton } from '../../platform/export-button.component.tsx';
import { FiguresTable, MoneyCells, NUM } from '../../platform/figures-table.component.tsx';
import { intlLocale } from '../../shell/i18n.ts';
import { EmptyRow } from './empty-row.component.tsx';
import { GridLink } from './grid-link.component.tsx';
import { journalQuery, runReportUrl, statutoryQuery } from './reports.api.ts';

/** A report of one run: its intro, its files, and (journal, statutory) its table on screen. */
export function RunReport({ run, report }: { run: TRun; report: TReport }) {
  const { t, i18n } = useTranslation('payroll');
  const [authority, setAuthority] = useState<TAuthority | null>(null);
  const files = (format: 'csv' | 'xlsx') => runReportUrl(run.id, report, format, i18n.language, authority);
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t(`reports.${report}Intro`)}
      </Text>
      <Group gap="sm">
        <ExportButton href={files('csv')} xlsx={files('xlsx')} testId={`report-${report}`} />
        {report === 'register' && <GridLink runId={run.id} testId="report-register-grid" />}
      </Group>
      {report === 'journal' && <Journal run={run} />}
      {report === 'statutory' && <Statutory run={run} authority={authority} onAuthority={setAuthority} />}
    </Stack>
  );
}

function Journal({ run }: { run: TRun }) {
  const { t, i18n } = useTranslation('payroll');
  const locale = intlLocale(i18n.language);
  const j = useQuery(journalQuery(run.id)).data;
  const c = (k: string) => t(`reports.columns.${k}`);
  const statutory = (code: string, name: string | null) => name ?? t(`statutoryLines.${code}`, { defaultValue: code });
  return (
    <FiguresTable
      columns={[
        c('code'),
        c('name'),
        c('debitAccount'),
        c('creditAccount'),
        { label: c('employees'), end: true },
        { label: c('amount'), end: true },
      ]}
      minWidth={720}
      striped
      testId="report-journal-table"
    >
      {j?.lines.length === 0 && <EmptyRow columns={6} text={t('reports.none')} />}
      {j?.lines.map((l) => (
        <Table.Tr key={`${l.code}/${l.kind}/${l.currency}`} data-testid="journal-row">
          <Table.Td style={NUM}>{l.code}</Table.Td>
          <Table.Td>{statutory(l.code, l.name)}</Table.Td>
          <Table.Td style={NUM}>{l.debitAccount ?? '—'}</Table.Td>
          <Table.Td style={NUM}>{l.creditAccount ?? '—'}</Table.Td>
          <Table.Td ta="end" style={NUM}>
            {l.employees}
          </Table.Td>
          <MoneyCells values={[l.amount]} currency={l.currency} locale={locale} />
        </Table.Tr>
      ))}
      {j?.net.map((n) => (
        <Table.Tr key={n.currency} fw={700} data-testid="journal-net">
          <Table.Td colSpan={4}>{c('netPay')}</Table.Td>
          <Table.Td ta="end" style={NUM}>
            {n.employees}
          </Table.Td>
          <MoneyCells values={[n.amount]} currency={n.currency} locale={locale} />
        </Table.Tr>
      ))}
    </FiguresTable>
  );
}

function Statutory({
  run,
  authority,
  onAuthority,
}: {
  run: TRun;
  authority: TAuthority | null;
  onAuthority: (a: TAuthority) => void;
}) {
  const { t, i18n } = useTranslation('payroll');
  const locale = intlLocale(i18n.language);
  const st = useQuery(statutoryQuery(run.id, authority)).data;
  const c = (k: string) => t(`reports.columns.${k}`);
  const chosen = authority ?? st?.authorities[0]?.authority ?? null;
  const names = [...new Set(st?.authorities.map((a) => a.authority))];
  return (
    <Stack gap="md">
      <FiguresTable
        columns={[
          t('reports.authority'),
          { label: c('employees'), end: true },
          { label: c('wage'), end: true },
          { label: c('employeeShare'), end: true },
          { label: c('employerShare'), end: true },
          { label: c('total'), end: true },
        ]}
        minWidth={640}
        testId="report-statutory-table"
      >
        {st?.authorities.length === 0 && <EmptyRow columns={6} text={t('reports.none')} />}
        {st?.authorities.map((a) => (
          <Table.Tr key={`${a.authority}/${a.currency}`} data-testid="statutory-row">
            <Table.Td fw={600}>{t(`reports.authorities.${a.authority}`)}</Table.Td>
            <Table.Td ta="end" style={NUM}>
              {a.employees}
            </Table.Td>
            <MoneyCells
              values={[a.wage, a.employee, a.employer, a.total]}
              currency={a.currency}
              locale={locale}
              bold={[3]}
            />
          </Table.Tr>
        ))}
      </FiguresTable>
      {names.length > 0 && chosen && (
        <SegmentedControl
          value={chosen}
          onChange={(v) => onAuthority(v as TAuthority)}
          data={names.map((a) => ({ value: a, label: t(`reports.authorities.${a}`) }))}
          aria-label={t('reports.authority')}
          data-testid="statutory-authority"
          style={{ alignSelf: 'flex-start' }}
        />
      )}
      {st && st.rows.length > 0 && (
        <FiguresTable
          columns={[
            c('employeeCode'),
            c('employeeName'),
            c('number'),
            { label: c('wage'), end: true },
            { label: c('employeeShare'), end: true },
            { label: c('employerShare'), end: true },
          ]}
          minWidth={720}
          striped
          testId="statutory-people"
        >
          {st.rows.map((r) => (
            <Table.Tr key={`${r.employeeCode}/${r.currency}`}>
              <Table.Td style={NUM}>{r.employeeCode}</Table.Td>
              <Table.Td>{r.employeeName}</Table.Td>
              <Table.Td style={NUM}>{r.number ?? '—'}</Table.Td>
              <MoneyCells values={[r.wage, r.employee, r.employer]} currency={r.currency} locale={locale} />
            </Table.Tr>
          ))}
        </FiguresTable>
      )}
    </Stack>
  );
}
