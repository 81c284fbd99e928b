import { Stack, Text } from '@mantine/core';
import { IconFilePlus, IconX } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LETTER_REQUEST_STATUSES, type TLetterRequest } from '@staffdesk/core/letters-api';
import { StatusFilter } from '../../platform/status-filter.component.tsx';
import { DataTable, queryTableProps, type TDataTableColumn } from '../../platform/data-table.component.tsx';
import { ReasonDialog } from '../../platform/reason.dialog.tsx';
import { RowAction, RowActions } from '../../platform/row-actions.component.tsx';
import { useFilterParams } from '../../platform/use-filter-params.hook.ts';
import { useListParams } from '../../platform/use-list-params.hook.ts';
import { formatDateTime } from '../../shell/date-format.ts';
import { canDo } from '../../shell/privileges.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { notifySuccess } from '../../shell/toast.ts';
import { PersonCell } from '../attendance/person-cells.component.tsx';
import { RequestStatusBadge } from './letter-parts.component.tsx';
import { declineRequest, LETTER_ISSUE_PATH, LETTERS_KEY, requestListQuery } from './letters.api.ts';

const FILTERS = ['status'] as const;

/** The requests tab: pending first; a pending one opens the issue form for it, or is declined with a reason. */
export function LetterRequestsTab() {
  const { t } = useTranslation(['letters', 'common', 'errors']);
  const session = useShellSession();
  const client = useQueryClient();
  const [params, setParams] = useListParams();
  const [values, setFilter, { clearFilters, filtered }] = useFilterParams(FILTERS);
  const query = useQuery(requestListQuery(params, values.status));
  const [declining, setDeclining] = useState<TLetterRequest | null>(null);
  const issuer = canDo(session, 'letters', 'add');
  const decider = canDo(session, 'letters', 'edit');
  const columns: TDataTableColumn<TLetterRequest>[] = [
    { key: 'employee', label: t('fields.employee'), render: (r) => <PersonCell r={r} /> },
    {
      key: 'kind',
      label: t('fields.kind'),
      render: (r) => (
        <Stack gap={2}>
          <Text size="sm">{t(`kinds.${r.kind}`)}</Text>
          <Text size="xs" c="dimmed">
            {t(`languages.${r.language}`)}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'purpose',
      label: t('fields.purpose'),
      visibleFrom: 'md',
      render: (r) => (
        <Stack gap={2}>
          <Text size="sm" lineClamp={2} data-walk-data>
            {r.purpose ?? '—'}
          </Text>
          {r.reason && (
            <Text size="xs" c="dimmed" lineClamp={2} data-walk-data>
              {t('mine.declinedBecause', { reason: r.reason })}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'askedAt',
      label: t('fields.askedAt'),
      visibleFrom: 'sm',
      render: (r) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDateTime(r.createdAt)}
        </Text>
      ),
    },
    { key: 'status', label: t('fields.status'), render: (r) => <RequestStatusBadge status={r.status} /> },
    {
      key: '_actions',
      label: t('common:table.actions'),
      align: 'right',
      render: (r) =>
        r.status === 'pending' && (
          <RowActions>
            {issuer && (
              <RowAction
                label={t('actions.issueFor')}
                subject={r.employeeName}
                icon={IconFilePlus}
                to={`/${session.account}/${LETTER_ISSUE_PATH}?request=${r.id}&employee=${r.employeeId}&kind=${r.kind}&language=${r.language}`}
                testId="request-issue"
              />
            )}
            {decider && (
              <RowAction
                label={t('actions.decline')}
                subject={r.employeeName}
                icon={IconX}
                color="red"
                onClick={() => setDeclining(r)}
                testId="request-decline"
              />
            )}
          </RowActions>
        ),
    },
  ];
  return (
    <>
      <DataTable
        caption={t('tabs.requests')}
        columns={columns}
        {...queryTableProps(query)}
        params={params}
        onParamsChange={setParams}
        searchPlaceholder={t('requests.search')}
        filters={
          <StatusFilter
            label={t('fields.status')}
            statuses={LETTER_REQUEST_STATUSES}
            labelOf={(s) => t(`statuses.${s}`)}
            value={values.status}
            onChange={(v) => setFilter('status', v)}
          />
        }
        filtered={filtered}
        onClearFilters={clearFilters}
        empty={{ hint: t('requests.empty') }}
        testId="request-table"
      />
      <ReasonDialog
        opened={declining !== null}
        onClose={() => setDeclining(null)}
        title={t('decline.title')}
        text={t('decline.text')}
        label={t('decline.label')}
        confirmLabel={t('decline.confirm')}
        onConfirm={(reason) => declineRequest(declining!.id, reason)}
        onDone={async () => {
          notifySuccess(t('decline.done'));
          await client.invalidateQueries({ queryKey: [LETTERS_KEY] });
        }}
        subjectKey={declining?.id ?? null}
        testIds={{
          dialog: 'decline-dialog',
          reason: 'decline-reason',
          confirm: 'decline-confirm',
          cancel: 'decline-cancel',
          error: 'decline-error',
        }}
      />
    </>
  );
}
