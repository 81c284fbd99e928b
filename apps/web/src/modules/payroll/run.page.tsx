import { Alert, Anchor, Badge, Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatMoney } from '@staffdesk/core/money';
import { FiguresTable, MoneyCells, NUM } from '../../platform/figures-table.component.tsx';
import { intlLocale } from '../../shell/i18n.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { JobProgress } from '../jobs/job-progress.component.tsx';
import { EmptyRow } from './empty-row.component.tsx';
import { GridLink } from './grid-link.component.tsx';
import { PAYSLIP_PATH, RUNS_PATH, runPayslipsQuery, runQuery } from './payroll.api.ts';
import { BankFiles } from './bank-files.component.tsx';
import { PayslipsZip } from './payslips-zip.component.tsx';
import { RunSteps, RunTrail } from './run-steps.component.tsx';
import { runTitle, STATUS_COLOR } from './runs.page.tsx';

/**
 * `/payroll_line_entry/data/:id` (issue 14): a run's totals and its payslips — gross, deductions, net and the
 * employer's contributions per employee — as of its last processing.
 */
export function PayrollRunPage() {
  const { t, i18n } = useTranslation(['payroll', 'menu']);
  const { account, id = '' } = useParams();
  const run = useQuery(runQuery(id));
  const r = run.data;
  const slips = useQuery({ ...runPayslipsQuery(id, r?.processedAt ?? ''), enabled: !!r });
  const title = r ? runTitle(r, i18n.language) : t('runs.title');
  usePageTitle(title);
  const locale = intlLocale(i18n.language);
  const money = (v: string) => (r ? formatMoney(v, r.currency, locale) : v);

  return (
    <Stack gap="lg">
      <PageHeader
        crumbs={[
          { label: t('menu:payroll') },
          { label: t('runs.title'), to: `/${account}/${RUNS_PATH}` },
          { label: title },
        ]}
        title={title}
        actions={r && <RunSteps run={r} />}
      />
      {r && (
        <>
          <Group gap="lg" align="flex-start">
            <Badge
              size="lg"
              variant="light"
              color={STATUS_COLOR[r.status]}
              data-testid="run-status"
              data-value={r.status}
            >
              {t(`runs.statuses.${r.status}`)}
            </Badge>
            {r.source === 'import' && (
              <Badge size="lg" color="gray" variant="outline" data-testid="run-imported">
                {t('runs.imported')}
              </Badge>
            )}
            <RunTrail run={r} />
            <GridLink runId={r.id} testId="run-grid" ml="auto" />
          </Group>
          {r.entriesPending && (
            <Alert color="yellow" role="status" data-testid="run-pending">
              {t('grid.pending')}
            </Alert>
          )}
          {r.processing && r.jobId && <JobProgress jobId={r.jobId} />}
          <SimpleGrid cols={{ base: 2, md: 5 }}>
            {(
              [
                ['employees', String(r.employees)],
                ['gross', money(r.gross)],
                ['deductions', money(r.deductions)],
                ['net', money(r.net)],
                ['employer', money(r.employer)],
              ] as const
            ).map(([k, v]) => (
              <Paper key={k} withBorder radius="md" p="md">
                <Text size="sm" c="dimmed">
                  {t(`runs.${k}`)}
                </Text>
                <Text fw={700} size="lg" style={NUM} data-testid={`run-total-${k}`}>
                  {v}
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
          <BankFiles run={r} />
          {r.employees > 0 && <PayslipsZip run={r} />}
        </>
      )}
      <FiguresTable
        columns={[
          t('runs.employeeCode'),
          t('runs.employee'),
          { label: t('runs.gross'), end: true },
          { label: t('runs.deductions'), end: true },
          { label: t('runs.net'), end: true },
          { label: t('runs.employer'), end: true },
        ]}
        minWidth={720}
        striped
        testId="payslips-table"
      >
        {slips.data?.length === 0 && <EmptyRow columns={6} text={t('runs.noPayslips')} />}
        {slips.data?.map((p) => (
          <Table.Tr key={p.id} data-testid="payslip-row">
            <Table.Td style={NUM}>{p.employeeCode}</Table.Td>
            <Table.Td>
              <Anchor component={Link} to={`/${account}/${PAYSLIP_PATH}/${id}/${p.employeeId}`}>
                {p.employeeName}
              </Anchor>
            </Table.Td>
            <MoneyCells
              values={[p.gross, p.deductions, p.net, p.employer]}
              currency={p.currency}
              locale={locale}
              bold={[2]}
            />
          </Table.Tr>
        ))}
      </FiguresTable>
    </Stack>
  );
}
