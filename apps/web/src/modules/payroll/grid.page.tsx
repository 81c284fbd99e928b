import {
  Alert,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPencil, IconPlus, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { formatMoney } from '@staffdesk/core/money';
import type { TRunGrid, TRunGridQuery } from '@staffdesk/core/payroll-api';
import { Pagination } from '../../platform/pagination.component.tsx';
import { intlLocale } from '../../shell/i18n.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { canDo } from '../../shell/privileges.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { AdjustDialog, type TAdjustCell } from './adjust.dialog.tsx';
import { EmptyRow } from './empty-row.component.tsx';
import { GRID_PATH, LEAVERS_GRID_PATH, RUN_PATH, RUNS_PATH, runGridQuery, runQuery } from './payroll.api.ts';
import { RunSteps } from './run-steps.component.tsx';
import { runTitle } from './runs.page.tsx';

const PAGE_SIZE = 50;
const num = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
const sticky = { position: 'sticky', left: 0, zIndex: 1, background: 'var(--mantine-color-body)' } as const;

/**
 * `/payroll_line_entry/dataprocess/:id` (issue 14): a run's processed lines as a grid — employee × pay code, with
 * each currency's totals — where a user with the payroll line part adjusts a line or adds a one-off one, with a
 * reason; the next processing applies it. `/payroll_line_entry/datanp/:id`: the same for the run's leavers only,
 * those paid a final settlement (notice pay and the rest).
 */
export const LeaversGridPage = () => <PayrollGridPage only="leavers" />;

export function PayrollGridPage({ only = 'all' }: { only?: TRunGridQuery['only'] }) {
  const { t, i18n } = useTranslation(['payroll', 'menu', 'common']);
  const { account, id = '' } = useParams();
  const session = useShellSession();
  const run = useQuery(runQuery(id));
  const r = run.data;
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const grid = useQuery({
    ...runGridQuery(id, { page, pageSize: PAGE_SIZE, search: debounced, only }, r?.processedAt ?? ''),
    enabled: !!r,
  });
  const [cell, setCell] = useState<TAdjustCell | null>(null);
  const heading = r ? runTitle(r, i18n.language) : t('runs.title');
  const title = t(only === 'leavers' ? 'grid.leaversTitle' : 'grid.title');
  usePageTitle(`${title} · ${heading}`);
  const locale = intlLocale(i18n.language);
  const mayAdjust =
    !!r &&
    (r.status === 'open' || r.status === 'processed') &&
    !r.processing &&
    canDo(session, 'payrollProcess', 'edit') &&
    session.payrollPrivilege.payrollLine;
  const g = grid.data;

  return (
    <Stack gap="lg">
      <PageHeader
        crumbs={[
          { label: t('menu:payroll') },
          { label: t('runs.title'), to: `/${account}/${RUNS_PATH}` },
          { label: heading, to: `/${account}/${RUN_PATH}/${id}` },
          { label: title },
        ]}
        title={`${title} · ${heading}`}
        actions={r && <RunSteps run={r} />}
      />
      <Text c="dimmed">
        {t(mayAdjust ? 'grid.intro' : 'grid.introReadOnly')} {only === 'leavers' && t('grid.leaversIntro')}
      </Text>
      {g?.entriesPending && (
        <Alert color="yellow" role="status" data-testid="grid-pending">
          {t('grid.pending')}
        </Alert>
      )}
      <Group justify="space-between">
        <TextInput
          leftSection={<IconSearch size={16} aria-hidden />}
          placeholder={t('grid.search')}
          aria-label={t('grid.search')}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
          w={{ base: '100%', sm: 320 }}
          data-testid="grid-search"
        />
        <SegmentedControl
          value={only}
          onChange={(v) => navigate(`/${account}/${v === 'leavers' ? LEAVERS_GRID_PATH : GRID_PATH}/${id}`)}
          data={[
            { value: 'all', label: t('grid.all') },
            { value: 'leavers', label: t('grid.leavers') },
          ]}
          aria-label={t('grid.show')}
          data-testid="grid-only"
        />
        {g && (
          <Text size="sm" c="dimmed">
            {t('grid.count', { count: g.total })}
          </Text>
        )}
      </Group>
      <Paper withBorder radius="md">
        <Table.ScrollContainer minWidth={Math.max(720, 260 + (g?.codes.length ?? 0) * 110)}>
          <Table verticalSpacing="xs" striped highlightOnHover withColumnBorders data-testid="grid-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th style={sticky}>{t('runs.employee')}</Table.Th>
                {g?.codes.map((c) => (
                  <Table.Th key={c.code} ta="end" title={c.name ?? undefined} data-kind={c.kind}>
                    {c.code}
                  </Table.Th>
                ))}
                <Table.Th ta="end">{t('runs.gross')}</Table.Th>
                <Table.Th ta="end">{t('runs.deductions')}</Table.Th>
                <Table.Th ta="end">{t('runs.net')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {g?.rows.length === 0 && (
                <EmptyRow
                  columns={g.codes.length + 4}
                  text={t(only === 'leavers' ? 'grid.noLeavers' : 'runs.noPayslips')}
                />
              )}
              {g?.rows.map((row) => {
                const label = `${row.employeeCode} · ${row.employeeName}`;
                const money = (v: string) => formatMoney(v, row.currency, locale);
                return (
                  <Table.Tr key={row.employeeId} data-testid="grid-row" data-employee={row.employeeCode}>
                    <Table.Td style={sticky}>
                      <Group gap={6} wrap="nowrap">
                        <div>
                          <Text size="sm" fw={600} style={num}>
                            {row.employeeCode}
                          </Text>
                          <Text size="xs" c="dimmed" lineClamp={1}>
                            {row.employeeName}
                          </Text>
                        </div>
                        {mayAdjust && (
                          <Tooltip label={t('grid.addLine')}>
                            <UnstyledButton
                              aria-label={`${t('grid.addLine')}: ${label}`}
                              onClick={() =>
                                setCell({
                                  employeeId: row.employeeId,
                                  employeeLabel: label,
                                  currency: row.currency,
                                  code: null,
                                  computed: null,
                                  entry: null,
                                })
                              }
                              data-testid="grid-add-line"
                            >
                              <IconPlus size={14} aria-hidden />
                            </UnstyledButton>
                          </Tooltip>
                        )}
                      </Group>
                    </Table.Td>
                    {g.codes.map((c) => (
                      <GridCell
                        key={c.code}
                        row={row}
                        code={c}
                        money={money}
                        onAdjust={
                          mayAdjust && c.adjustable
                            ? () =>
                                setCell({
                                  employeeId: row.employeeId,
                                  employeeLabel: label,
                                  currency: row.currency,
                                  code: c.code,
                                  computed: row.cells[c.code] ?? null,
                                  entry: row.entries[c.code] ?? null,
                                })
                            : null
                        }
                      />
                    ))}
                    <Table.Td ta="end" style={num}>
                      {money(row.gross)}
                    </Table.Td>
                    <Table.Td ta="end" style={num}>
                      {money(row.deductions)}
                    </Table.Td>
                    <Table.Td ta="end" style={num} fw={700}>
                      {money(row.net)}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
            {g && only === 'all' && g.totals.length > 0 && <GridTotals grid={g} locale={locale} />}
          </Table>
        </Table.ScrollContainer>
      </Paper>
      {g && g.total > PAGE_SIZE && (
        <Group justify="center">
          <Pagination total={Math.ceil(g.total / PAGE_SIZE)} value={page} onChange={setPage} />
        </Group>
      )}
      {r && <AdjustDialog runId={r.id} cell={cell} onClose={() => setCell(null)} />}
    </Stack>
  );
}

type TRow = TRunGrid['rows'][number];

/** One line's amount; adjusted ones marked, with what the next processing gives them while it waits. */
function GridCell({
  row,
  code,
  money,
  onAdjust,
}: {
  row: TRow;
  code: TRunGrid['codes'][number];
  money: (v: string) => string;
  onAdjust: (() => void) | null;
}) {
  const { t } = useTranslation('payroll');
  const amount = row.cells[code.code];
  const entry = row.entries[code.code];
  const waiting = entry && entry.amount !== amount ? entry.amount : null;
  const content = (
    <Stack gap={0} align="flex-end">
      <Group gap={4} wrap="nowrap">
        {entry && <IconPencil size={12} aria-label={t('grid.adjusted')} />}
        <Text size="sm" style={num} c={amount === undefined ? 'dimmed' : undefined}>
          {amount === undefined ? '—' : money(amount)}
        </Text>
      </Group>
      {waiting !== null && (
        <Text size="xs" c="orange" style={num} data-testid="grid-waiting">
          → {money(waiting)}
        </Text>
      )}
    </Stack>
  );
  return (
    <Table.Td ta="end" data-testid={`cell-${code.code}`}>
      {entry ? (
        <Tooltip label={t('grid.entryBy', { reason: entry.reason, name: entry.byName ?? '' })} multiline w={260}>
          {onAdjust ? (
            <UnstyledButton onClick={onAdjust} w="100%" title={`${code.code} · ${row.employeeCode}`}>
              {content}
            </UnstyledButton>
          ) : (
            <div>{content}</div>
          )}
        </Tooltip>
      ) : onAdjust ? (
        <UnstyledButton onClick={onAdjust} w="100%" title={`${code.code} · ${row.employeeCode}`}>
          {content}
        </UnstyledButton>
      ) : (
        content
      )}
    </Table.Td>
  );
}

/** The run's totals per pay currency, under the page. */
function GridTotals({ grid, locale }: { grid: TRunGrid; locale: string }) {
  const { t } = useTranslation('payroll');
  return (
    <Table.Tfoot>
      {grid.totals.map((x) => {
        const money = (v: string | undefined) => (v === undefined ? '—' : formatMoney(v, x.currency, locale));
        return (
          <Table.Tr key={x.currency} data-testid="grid-total">
            <Table.Th style={sticky}>{t('grid.total', { currency: x.currency, count: x.employees })}</Table.Th>
            {grid.codes.map((c) => (
              <Table.Th key={c.code} ta="end" style={num}>
                {money(x.cells[c.code])}
              </Table.Th>
            ))}
            <Table.Th ta="end" style={num}>
              {money(x.gross)}
            </Table.Th>
            <Table.Th ta="end" style={num}>
              {money(x.deductions)}
            </Table.Th>
            <Table.Th ta="end" style={num}>
              {money(x.net)}
            </Table.Th>
          </Table.Tr>
        );
      })}
    </Table.Tfoot>
  );
}
