import { Alert, Anchor, Badge, Button, Group, Modal, Paper, Select, Stack, Table, Tabs, Text } from '@mantine/core';
import { IconBuildingBank, IconPlayerPlay, IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { formatMoney } from '@staffdesk/core/money';
import { RUN_LISTS, type TRun, type TRunList } from '@staffdesk/core/payroll-api';
import { isApiError } from '../../platform/api-client.ts';
import { ImportLink } from '../../platform/import-link.component.tsx';
import { MonthInput } from '../../platform/day-input.component.tsx';
import { errorText } from '../../shell/error-text.ts';
import { formatMonth } from '../../shell/date-format.ts';
import { intlLocale } from '../../shell/i18n.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { canDo } from '../../shell/privileges.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { JobProgress } from '../jobs/job-progress.component.tsx';
import { EmptyRow } from './empty-row.component.tsx';
import {
  BANK_FILES_PATH,
  createRun,
  NOTES_IMPORT_PATH,
  PAYSLIP_IMPORT_PATH,
  processRun,
  RUN_LIST_PATHS,
  RUN_PATH,
  runOrganizationsQuery,
  runsQuery,
  thisMonth,
} from './payroll.api.ts';

export const STATUS_COLOR: Record<TRun['status'], string> = {
  open: 'gray',
  processed: 'blue',
  approved: 'teal',
  paid: 'green',
  closed: 'dark',
  cancelled: 'red',
};

/** A run's month in the UI language ("November 2026"). */
export const runMonth = (r: Pick<TRun, 'periodFrom'>, language: string) =>
  formatMonth(new Date(Number(r.periodFrom.slice(0, 4)), Number(r.periodFrom.slice(5, 7)) - 1, 1), language);

/** A run's heading: "Organization · November 2026". */
export const runTitle = (r: Pick<TRun, 'periodFrom' | 'organizationTitle'>, language: string) =>
  `${r.organizationTitle} · ${runMonth(r, language)}`;

/** Who moved a run into the list's state: processed (going runs), closed, cancelled. */
const whoOf = (r: TRun, list: TRunList) =>
  list === 'closed' ? r.closedByName : list === 'cancelled' ? r.cancelledByName : r.processedByName;

export const ClosedRunsPage = () => <PayrollRunsPage list="closed" />;
export const CancelledRunsPage = () => <PayrollRunsPage list="cancelled" />;

/**
 * `/hradmin/addlisting` (issue 14): the going payroll runs of the organizations in the user's scope — a month each,
 * opened here and processed in the background with a progress bar; a run's payslips and next steps open from its
 * row. `closelisting` and `cancellisting` list the closed and the cancelled ones.
 */
export function PayrollRunsPage({ list = 'live' }: { list?: TRunList }) {
  const { t, i18n } = useTranslation(['payroll', 'common', 'menu', 'errors']);
  const title = t('runs.title');
  usePageTitle(title);
  const { account } = useParams();
  const session = useShellSession();
  const mayAdd = canDo(session, 'payrollProcess', 'add');
  const mayProcess = canDo(session, 'payrollProcess', 'edit');
  const mayImport = mayProcess && session.payrollPrivilege.payrollLine;
  // an earlier system's payslips land as closed months: approving payroll and the payroll line part
  const mayImportPayslips = canDo(session, 'payrollProcess', 'approve') && session.payrollPrivilege.payrollLine;
  const runs = useQuery(runsQuery(list));
  const navigate = useNavigate();
  const qc = useQueryClient();
  // `?add=1` (the spec's add pages lead here) opens the new-run dialog
  const [params] = useSearchParams();
  const [adding, setAdding] = useState(() => mayAdd && params.get('add') === '1');
  const [problem, setProblem] = useState<string | null>(null);
  const process = useMutation({
    mutationFn: processRun,
    onMutate: () => setProblem(null),
    onError: (e) => setProblem(errorText(t, e)),
    onSettled: () => qc.invalidateQueries({ queryKey: ['payroll', 'runs'] }),
  });
  const locale = intlLocale(i18n.language);

  return (
    <Stack gap="lg">
      <PageHeader
        crumbs={[{ label: t('menu:payroll') }, { label: title }]}
        title={title}
        actions={
          list === 'closed'
            ? mayImportPayslips && (
                <ImportLink
                  to={`/${account}/${PAYSLIP_IMPORT_PATH}`}
                  label={t('runs.importPayslips')}
                  testId="payslips-import"
                />
              )
            : list === 'live' && (
                <Group gap="xs">
                  {session.payrollPrivilege.approvePaid && (
                    <Button
                      component={Link}
                      to={`/${account}/${BANK_FILES_PATH}`}
                      variant="default"
                      leftSection={<IconBuildingBank size={16} aria-hidden />}
                      data-testid="bank-files-link"
                    >
                      {t('bank.title')}
                    </Button>
                  )}
                  {mayImport && <ImportLink to={`/${account}/${NOTES_IMPORT_PATH}`} testId="notes-import" />}
                  {mayAdd && (
                    <Button
                      leftSection={<IconPlus size={18} aria-hidden />}
                      onClick={() => setAdding(true)}
                      data-testid="run-add"
                    >
                      {t('runs.add')}
                    </Button>
                  )}
                </Group>
              )
        }
      />
      <Text c="dimmed">{t('runs.intro')}</Text>
      <Tabs value={list} onChange={(v) => v && navigate(`/${account}/${RUN_LIST_PATHS[v as TRunList]}`)}>
        <Tabs.List>
          {RUN_LISTS.map((l) => (
            <Tabs.Tab key={l} value={l} data-testid={`runs-list-${l}`}>
              {t(`runs.lists.${l}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {problem && (
        <Alert color="red" role="alert" data-testid="run-problem">
          {problem}
        </Alert>
      )}
      <Paper withBorder radius="md">
        <Table.ScrollContainer minWidth={860}>
          <Table verticalSpacing="sm" highlightOnHover data-testid="runs-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('runs.month')}</Table.Th>
                <Table.Th>{t('runs.organization')}</Table.Th>
                <Table.Th>{t('runs.status')}</Table.Th>
                <Table.Th ta="end">{t('runs.employees')}</Table.Th>
                <Table.Th ta="end">{t('runs.gross')}</Table.Th>
                <Table.Th ta="end">{t('runs.net')}</Table.Th>
                <Table.Th>{t(`runs.who.${list}`)}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {runs.data?.length === 0 && <EmptyRow columns={8} text={t(`runs.empty.${list}`)} />}
              {runs.data?.map((r) => (
                <Table.Tr key={r.id} data-testid="run-row">
                  <Table.Td>
                    <Anchor component={Link} to={`/${account}/${RUN_PATH}/${r.id}`} fw={600}>
                      {runMonth(r, i18n.language)}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{r.organizationTitle}</Table.Td>
                  <Table.Td>
                    <Badge
                      color={STATUS_COLOR[r.status]}
                      variant="light"
                      data-testid="run-status"
                      data-value={r.status}
                    >
                      {t(`runs.statuses.${r.status}`)}
                    </Badge>
                    {r.source === 'import' && (
                      <Badge color="gray" variant="outline" ml={6} data-testid="run-imported">
                        {t('runs.imported')}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td ta="end" style={{ fontVariantNumeric: 'tabular-nums' }}>
                    {r.employees}
                  </Table.Td>
                  <Table.Td ta="end" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                    {formatMoney(r.gross, r.currency, locale)}
                  </Table.Td>
                  <Table.Td ta="end" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                    {formatMoney(r.net, r.currency, locale)}
                  </Table.Td>
                  <Table.Td>
                    {r.processing && r.jobId ? (
                      <JobProgress jobId={r.jobId} />
                    ) : (
                      <Text size="sm">{whoOf(r, list) ?? '—'}</Text>
                    )}
                  </Table.Td>
                  <Table.Td ta="end">
                    {mayProcess && (r.status === 'open' || r.status === 'processed') && (
                      <Button
                        size="xs"
                        variant="light"
                        leftSection={<IconPlayerPlay size={16} aria-hidden />}
                        loading={process.isPending && process.variables === r.id}
                        disabled={r.processing}
                        onClick={() => process.mutate(r.id)}
                        data-testid="run-process"
                      >
                        {t(r.status === 'open' ? 'runs.process' : 'runs.reprocess')}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
      <NewRunDialog opened={adding} onClose={() => setAdding(false)} />
    </Stack>
  );
}

/** Opens a run: an organization of the user's scope and a month. */
function NewRunDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation(['payroll', 'common', 'errors']);
  const orgs = useQuery({ ...runOrganizationsQuery(), enabled: opened });
  const qc = useQueryClient();
  const [org, setOrg] = useState<string | null>(null);
  const [month, setMonth] = useState(thisMonth);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const add = useMutation({
    mutationFn: () => createRun(org ?? '', month),
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: ['payroll', 'runs'] });
      close();
    },
    onError: (e) => {
      if (isApiError(e) && e.code === 'validation' && e.fields)
        setErrors(Object.fromEntries(Object.entries(e.fields).map(([k, c]) => [k, t(`common:validation.${c}`)])));
      else setProblem(errorText(t, e));
    },
  });
  // a dialog opened again starts clean, keeping the organization and month chosen last
  const close = () => {
    setErrors({});
    setProblem(null);
    onClose();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    setProblem(null);
    add.mutate();
  };
  return (
    <Modal opened={opened} onClose={close} title={t('runs.add')} data-testid="run-dialog">
      <form onSubmit={submit} noValidate>
        <Stack>
          {problem && (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          )}
          <Select
            label={t('runs.organization')}
            withAsterisk
            data={(orgs.data ?? []).map((o) => ({ value: o.id, label: `${o.title} (${o.currency})` }))}
            value={org}
            onChange={setOrg}
            placeholder={t('common:form.choose')}
            allowDeselect={false}
            error={errors.organizationId}
            data-testid="run-organization"
          />
          <MonthInput
            label={t('runs.month')}
            withAsterisk
            value={month}
            onChange={setMonth}
            error={errors.month}
            data-testid="run-month"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" loading={add.isPending} data-testid="run-submit">
              {t('runs.open')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
