import { Anchor, Button, Checkbox, Group, Input, Modal, Rating, Select, Stack, Text, Textarea } from '@mantine/core';
import { IconMessageReply, IconStarFilled } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormProblem } from '../../platform/form-layout.component.tsx';
import { COMPLAINT_STATUSES, COMPLAINT_TEXT_MAX, type TComplaint } from '@staffdesk/core/complaints-api';
import { isApiError } from '../../platform/api-client.ts';
import { StatusFilter } from '../../platform/status-filter.component.tsx';
import { DataTable, queryTableProps, type TDataTableColumn } from '../../platform/data-table.component.tsx';
import { resourceOptionsQuery } from '../../platform/resources/resource.api.ts';
import { RowAction, RowActions } from '../../platform/row-actions.component.tsx';
import { useFilterParams } from '../../platform/use-filter-params.hook.ts';
import { useListParams } from '../../platform/use-list-params.hook.ts';
import { useSubmitLock } from '../../platform/use-submit-lock.hook.ts';
import { formatDateTime } from '../../shell/date-format.ts';
import { errorText } from '../../shell/error-text.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { canDo } from '../../shell/privileges.ts';
import { sessionHome } from '../../shell/route-guards.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { notifySuccess } from '../../shell/toast.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { fieldErrors } from '../account/field-errors.ts';
import { ComplaintAuthor, ComplaintCard, ComplaintStatusBadge } from './complaint-parts.component.tsx';
import { COMPLAINTS_KEY, complaintListQuery, respondToComplaint } from './complaints.api.ts';

const FILTERS = ['status', 'typeId'] as const;

/**
 * `/employeescomplaints/listing` (page `comments`): employees' comments and complaints, open ones first; HR answers,
 * scores and closes them. Anonymous ones show no author, to anyone.
 */
export function ComplaintsPage() {
  const { t } = useTranslation(['complaints', 'common', 'menu']);
  const session = useShellSession();
  const title = t('title');
  usePageTitle(title);
  const [params, setParams] = useListParams();
  const [values, setFilter, { clearFilters, filtered }] = useFilterParams(FILTERS);
  const query = useQuery(complaintListQuery(params, values));
  const types = useQuery(resourceOptionsQuery('complaintType'));
  const [open, setOpen] = useState<TComplaint | null>(null);
  const answerer = canDo(session, 'comments', 'edit');

  const columns: TDataTableColumn<TComplaint>[] = [
    {
      key: 'subject',
      label: t('fields.subject'),
      render: (r) => (
        <Stack gap={2} maw={420}>
          <Anchor
            component="button"
            type="button"
            fw={600}
            ta="start"
            onClick={() => setOpen(r)}
            data-testid="row-subject"
          >
            {r.subject}
          </Anchor>
          <Text size="xs" c="dimmed" data-walk-data>
            {r.typeName ?? ''}
          </Text>
        </Stack>
      ),
    },
    { key: 'author', label: t('fields.author'), visibleFrom: 'sm', render: (r) => <ComplaintAuthor c={r} /> },
    { key: 'status', label: t('fields.status'), render: (r) => <ComplaintStatusBadge status={r.status} /> },
    {
      key: 'score',
      label: t('fields.score'),
      visibleFrom: 'md',
      render: (r) =>
        r.score ? (
          <Group gap={4} wrap="nowrap" c="yellow.7">
            <IconStarFilled size={14} aria-hidden />
            <Text size="sm" c="var(--mantine-color-text)">
              {r.score} / 5
            </Text>
          </Group>
        ) : (
          '—'
        ),
    },
    {
      key: 'createdAt',
      label: t('fields.createdAt'),
      visibleFrom: 'md',
      render: (r) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDateTime(r.createdAt)}
        </Text>
      ),
    },
    {
      key: '_actions',
      label: t('common:table.actions'),
      align: 'right',
      render: (r) => (
        <RowActions>
          <RowAction
            label={t(answerer && r.status !== 'closed' ? 'answer' : 'open')}
            subject={r.subject}
            icon={IconMessageReply}
            onClick={() => setOpen(r)}
            testId="row-answer"
          />
        </RowActions>
      ),
    },
  ];

  return (
    <Stack gap="lg">
      <PageHeader crumbs={[{ label: t('menu:dashboard'), to: sessionHome(session) }, { label: title }]} title={title} />
      <Text c="dimmed">{t('intro')}</Text>
      <DataTable
        caption={title}
        columns={columns}
        {...queryTableProps(query)}
        params={params}
        onParamsChange={setParams}
        searchPlaceholder={t('search')}
        filters={
          <Group gap="xs" wrap="wrap">
            <StatusFilter
              label={t('fields.status')}
              statuses={COMPLAINT_STATUSES}
              labelOf={(s) => t(`statuses.${s}`)}
              value={values.status}
              onChange={(v) => setFilter('status', v)}
              width={170}
            />
            <Select
              aria-label={t('fields.type')}
              placeholder={t('fields.type')}
              data={(types.data ?? []).map((o) => ({ value: o.id, label: o.label }))}
              value={values.typeId || null}
              onChange={(v) => setFilter('typeId', v ?? '')}
              clearable
              w={200}
              data-testid="filter-type"
            />
          </Group>
        }
        filtered={filtered}
        onClearFilters={clearFilters}
        empty={{ hint: t('empty') }}
        testId="complaint-table"
      />
      <Modal opened={!!open} onClose={() => setOpen(null)} title={t('answerTitle')} size="lg">
        {open && <Answer key={open.id} c={open} canAnswer={answerer} onDone={() => setOpen(null)} />}
      </Modal>
    </Stack>
  );
}

/** HR's answer, score (1 to 5) and whether that closes it. */
function Answer({ c, canAnswer, onDone }: { c: TComplaint; canAnswer: boolean; onDone: () => void }) {
  const { t } = useTranslation(['complaints', 'common', 'errors']);
  const client = useQueryClient();
  const [response, setResponse] = useState(c.response ?? '');
  const [score, setScore] = useState(c.score ?? 0);
  const [close, setClose] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [locked, lock, unlock] = useSubmitLock();
  const save = async () => {
    if (!response.trim()) {
      setErrors({ response: t('common:validation.required') });
      return;
    }
    lock();
    try {
      await respondToComplaint(c.id, { response, score: score || null, close });
      notifySuccess(t('answered'));
      await client.invalidateQueries({ queryKey: COMPLAINTS_KEY });
      onDone();
    } catch (err) {
      unlock();
      if (isApiError(err) && err.code === 'validation' && err.fields) setErrors(fieldErrors(t, err.fields));
      else setProblem(errorText(t, err));
    }
  };
  return (
    <Stack gap="md">
      <ComplaintCard c={c} author />
      {canAnswer && c.status !== 'closed' && (
        <Stack gap="sm">
          <FormProblem text={problem} />
          <Textarea
            label={t('fields.response')}
            autosize
            minRows={3}
            maxRows={10}
            maxLength={COMPLAINT_TEXT_MAX}
            value={response}
            onChange={(e) => setResponse(e.currentTarget.value)}
            withAsterisk
            error={errors.response}
            data-testid="complaint-response-input"
          />
          <Input.Wrapper label={t('fields.score')} description={t('scoreHint')} error={errors.score}>
            <Rating value={score} onChange={setScore} mt={4} data-testid="complaint-score" />
          </Input.Wrapper>
          <Checkbox
            label={t('closeIt')}
            checked={close}
            onChange={(e) => setClose(e.currentTarget.checked)}
            data-testid="complaint-close"
          />
          <Group justify="flex-end">
            <Button onClick={save} loading={locked} data-testid="complaint-answer">
              {t('send')}
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
