import { Alert, Button, Group, Paper, Select, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { AttachmentInput } from '../../platform/chat/attachment-input.component.tsx';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { UPLOAD_MAX_BYTES } from '@staffdesk/core/constants';
import { ISSUE_PRIORITIES, ISSUE_TEXT_MAX, ISSUE_TITLE_MAX } from '@staffdesk/core/issues-api';
import { isApiError } from '../../platform/api-client.ts';
import { resourceOptionsQuery } from '../../platform/resources/resource.api.ts';
import { useSubmitLock } from '../../platform/use-submit-lock.hook.ts';
import { errorText } from '../../shell/error-text.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { notifySuccess } from '../../shell/toast.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { fieldErrors } from '../account/field-errors.ts';
import { EmployeePicker } from '../employees/employee-picker.component.tsx';
import {
  fileIssue,
  ISSUE_VIEW_PATH,
  ISSUES_KEY,
  ISSUES_PATH,
  MY_ISSUES_PATH,
  myCategoriesQuery,
} from './issues.api.ts';

type TDraft = { employeeId: string; title: string; description: string; categoryId: string; priority: string };
const EMPTY: TDraft = { employeeId: '', title: '', description: '', categoryId: '', priority: '' };

/** `/employeesissues/Add`: HR files an issue for an employee in their reach. */
export function IssueAddPage() {
  const { t } = useTranslation(['issues', 'common']);
  const session = useShellSession();
  usePageTitle(t('add'));
  return (
    <Stack gap="lg" maw={860}>
      <PageHeader
        crumbs={[{ label: t('title'), to: `/${session.account}/${ISSUES_PATH}` }, { label: t('add') }]}
        title={t('add')}
      />
      <IssueForm self={false} />
    </Stack>
  );
}

/** `/myissues/add`: an employee files an issue of their own. */
export function MyIssueAddPage() {
  const { t } = useTranslation('issues');
  usePageTitle(t('mine.add'));
  return (
    <Stack gap="lg" maw={860}>
      <Title order={1} size="h2">
        {t('mine.add')}
      </Title>
      <IssueForm self />
    </Stack>
  );
}

function IssueForm({ self }: { self: boolean }) {
  const { t } = useTranslation(['issues', 'common', 'errors']);
  const session = useShellSession();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [d, setD] = useState<TDraft>(EMPTY);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [locked, lock, unlock] = useSubmitLock();
  // employees read the categories through their own route; HR the settings' option list
  const mine = useQuery({ ...myCategoriesQuery, enabled: self });
  const staff = useQuery({ ...resourceOptionsQuery('ticketCategory'), enabled: !self });
  const categories = self
    ? (mine.data ?? []).map((c) => ({ value: c.id, label: c.name }))
    : (staff.data ?? []).map((o) => ({ value: o.id, label: o.label }));

  const set = (patch: Partial<TDraft>) => {
    setD((x) => ({ ...x, ...patch }));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !(k in patch))));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const required = t('common:validation.required');
    const missing: Record<string, string> = {};
    if (!self && !d.employeeId) missing.employeeId = required;
    if (!d.title.trim()) missing.title = required;
    if (!d.description.trim()) missing.description = required;
    if (!d.categoryId) missing.categoryId = required;
    if (file && file.size > UPLOAD_MAX_BYTES) missing.file = t('errors:fileTooLarge');
    setErrors(missing);
    if (Object.keys(missing).length) return;
    lock();
    setProblem(null);
    try {
      const { employeeId, ...own } = d;
      const i = await fileIssue(self, self ? own : { ...own, employeeId }, file);
      notifySuccess(t('form.filed', { number: i.number }));
      await client.invalidateQueries({ queryKey: ISSUES_KEY });
      navigate(`/${session.account}/${self ? MY_ISSUES_PATH : ISSUE_VIEW_PATH}/${i.id}`);
    } catch (err) {
      unlock();
      if (isApiError(err) && err.code === 'validation' && err.fields) setErrors(fieldErrors(t, err.fields));
      else setProblem(errorText(t, err));
    }
  };

  return (
    <Paper withBorder radius="md" p="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {problem && (
            <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert" data-testid="issue-problem">
              {problem}
            </Alert>
          )}
          {!self && (
            <EmployeePicker
              label={t('fields.employee')}
              value={d.employeeId}
              onChange={(id) => set({ employeeId: id })}
              withAsterisk
              error={errors.employeeId}
              data-testid="issue-employee"
            />
          )}
          <TextInput
            label={t('fields.title')}
            value={d.title}
            onChange={(e) => set({ title: e.currentTarget.value })}
            maxLength={ISSUE_TITLE_MAX}
            withAsterisk
            error={errors.title}
            data-testid="issue-title"
          />
          <Group grow align="flex-start" wrap="wrap">
            <Select
              label={t('fields.category')}
              data={categories}
              value={d.categoryId || null}
              onChange={(v) => set({ categoryId: v ?? '' })}
              searchable
              withAsterisk
              error={errors.categoryId}
              miw={220}
              data-testid="issue-category"
            />
            <Select
              label={t('fields.priority')}
              placeholder={t('form.priorityFromCategory')}
              data={ISSUE_PRIORITIES.map((p) => ({ value: p, label: t(`priorities.${p}`) }))}
              value={d.priority || null}
              onChange={(v) => set({ priority: v ?? '' })}
              clearable
              error={errors.priority}
              miw={220}
              data-testid="issue-priority"
            />
          </Group>
          <Textarea
            label={t('fields.description')}
            description={t('form.descriptionHint')}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            autosize
            minRows={4}
            maxRows={14}
            maxLength={ISSUE_TEXT_MAX}
            value={d.description}
            onChange={(e) => set({ description: e.currentTarget.value })}
            withAsterisk
            error={errors.description}
            data-testid="issue-description-input"
          />
          <AttachmentInput
            label={t('fields.attachment')}
            description={t('form.attachmentHint')}
            value={file}
            onChange={(f) => {
              setFile(f);
              setErrors((e) => ({ ...e, file: '' }));
            }}
            error={errors.file || undefined}
            data-testid="issue-attachment"
          />
          <Group justify="flex-end">
            <Button type="submit" loading={locked} data-testid="issue-save">
              {t('form.file')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
