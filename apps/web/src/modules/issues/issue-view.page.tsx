import { Alert, Button, Grid, Paper, Select, Skeleton, Stack, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormProblem } from '../../platform/form-layout.component.tsx';
import { Link, useParams } from 'react-router';
import { ISSUE_PRIORITIES, ISSUE_STATUSES, type TIssueDetail, type TIssueUpdate } from '@staffdesk/core/issues-api';
import { isApiError } from '../../platform/api-client.ts';
import { resourceOptionsQuery } from '../../platform/resources/resource.api.ts';
import { useSubmitLock } from '../../platform/use-submit-lock.hook.ts';
import { errorText } from '../../shell/error-text.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { canDo } from '../../shell/privileges.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { notifySuccess } from '../../shell/toast.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { fieldErrors } from '../account/field-errors.ts';
import { IssueFacts, IssueNotes, issueHeading } from './issue-parts.component.tsx';
import { assigneesQuery, ISSUES_KEY, ISSUES_PATH, issueQuery, MY_ISSUES_PATH, updateIssue } from './issues.api.ts';

/** `/employeesissues/view/:id` (HR) and `/myissues/:id` (the employee): the issue, its comments and, for HR, handling. */
function IssuePage({ self }: { self: boolean }) {
  const { id = '' } = useParams();
  const { t } = useTranslation(['issues', 'common', 'errors']);
  const session = useShellSession();
  const one = useQuery(issueQuery(id, self));
  const i = one.data;
  usePageTitle(i ? issueHeading(i) : t('title'));
  const handler = !self && canDo(session, 'issues', 'edit');
  const list = `/${session.account}/${self ? MY_ISSUES_PATH : ISSUES_PATH}`;
  return (
    <Stack gap="lg" maw={1100}>
      {self ? (
        <div>
          <Button component={Link} to={list} variant="subtle" px={0} size="compact-sm">
            {t('mine.back')}
          </Button>
          <Title order={1} size="h3" mt={4} style={{ overflowWrap: 'anywhere' }}>
            {i ? issueHeading(i) : t('mine.title')}
          </Title>
        </div>
      ) : (
        <PageHeader
          crumbs={[{ label: t('title'), to: list }, { label: i ? `#${i.number}` : '…' }]}
          title={i ? issueHeading(i) : t('title')}
        />
      )}
      {one.isError && (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert">
          {errorText(t, one.error)}
        </Alert>
      )}
      {one.isPending && <Skeleton h={300} />}
      {i && (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: handler ? 8 : 12 }}>
            <Stack gap="lg">
              <IssueFacts i={i} self={self} />
              <IssueNotes i={i} self={self} canWrite={self || handler} />
            </Stack>
          </Grid.Col>
          {handler && (
            <Grid.Col span={{ base: 12, md: 4 }}>
              <Handle key={i.updatedAt} i={i} />
            </Grid.Col>
          )}
        </Grid>
      )}
    </Stack>
  );
}

export const IssueViewPage = () => <IssuePage self={false} />;
export const MyIssuePage = () => <IssuePage self />;

/** HR's handling: status, priority, category and who handles it; the employee hears of a new status. */
function Handle({ i }: { i: TIssueDetail }) {
  const { t } = useTranslation(['issues', 'common', 'errors']);
  const client = useQueryClient();
  const [u, setU] = useState<TIssueUpdate>({
    status: i.status,
    priority: i.priority,
    categoryId: i.categoryId ?? '',
    assigneeId: i.assigneeId,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [locked, lock, unlock] = useSubmitLock();
  const categories = useQuery(resourceOptionsQuery('ticketCategory'));
  const assignees = useQuery(assigneesQuery(i.id));
  const save = async () => {
    lock();
    setProblem(null);
    setErrors({});
    try {
      await updateIssue(i.id, u);
      notifySuccess(t('handle.saved'));
      await client.invalidateQueries({ queryKey: ISSUES_KEY });
    } catch (err) {
      if (isApiError(err) && err.code === 'validation' && err.fields) setErrors(fieldErrors(t, err.fields));
      else setProblem(errorText(t, err));
    } finally {
      unlock();
    }
  };
  return (
    <Paper withBorder radius="md" p="lg" data-testid="issue-handle">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('handle.title')}
        </Title>
        <FormProblem text={problem} />
        <Select
          label={t('fields.status')}
          data={ISSUE_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
          value={u.status}
          onChange={(v) => v && setU({ ...u, status: v as TIssueUpdate['status'] })}
          allowDeselect={false}
          error={errors.status}
          data-testid="handle-status"
        />
        <Select
          label={t('fields.priority')}
          data={ISSUE_PRIORITIES.map((p) => ({ value: p, label: t(`priorities.${p}`) }))}
          value={u.priority}
          onChange={(v) => v && setU({ ...u, priority: v as TIssueUpdate['priority'] })}
          allowDeselect={false}
          error={errors.priority}
          data-testid="handle-priority"
        />
        <Select
          label={t('fields.category')}
          data={(categories.data ?? []).map((o) => ({ value: o.id, label: o.label }))}
          value={u.categoryId || null}
          onChange={(v) => v && setU({ ...u, categoryId: v })}
          allowDeselect={false}
          error={errors.categoryId}
          data-testid="handle-category"
        />
        <Select
          label={t('fields.assignee')}
          placeholder={t('unassigned')}
          data={(assignees.data ?? []).map((a) => ({ value: a.id, label: a.name }))}
          value={(u.assigneeId as string | null | undefined) ?? null}
          onChange={(v) => setU({ ...u, assigneeId: v })}
          clearable
          searchable
          error={errors.assigneeId}
          data-testid="handle-assignee"
        />
        <Button onClick={save} loading={locked} data-testid="handle-save">
          {t('handle.save')}
        </Button>
      </Stack>
    </Paper>
  );
}
