import { Alert, Button, Group, Paper, Radio, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconSend } from '@tabler/icons-react';
import { AttachmentInput } from '../../platform/chat/attachment-input.component.tsx';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { UPLOAD_MAX_BYTES } from '@staffdesk/core/constants';
import {
  CONVERSATION_AUDIENCES,
  MESSAGE_BODY_MAX,
  MESSAGE_SUBJECT_MAX,
  type TConversationAudience,
} from '@staffdesk/core/messages-api';
import { isApiError } from '../../platform/api-client.ts';
import { RemoteMultiSelect } from '../../platform/remote-multi-select.component.tsx';
import { resourceOptionLabels, resourceOptionSearch } from '../../platform/resources/resource.api.ts';
import { useSubmitLock } from '../../platform/use-submit-lock.hook.ts';
import { errorText } from '../../shell/error-text.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { notifySuccess } from '../../shell/toast.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { fieldErrors } from '../account/field-errors.ts';
import { EmployeePicker } from '../employees/employee-picker.component.tsx';
import { audiencesQuery, MESSAGE_VIEW_PATH, MESSAGES_KEY, MESSAGES_PATH, startConversation } from './messages.api.ts';

/** the option list each kind of group audience picks from */
const OPTIONS: Record<Exclude<TConversationAudience, 'employee'>, string> = {
  organizations: 'organization',
  departments: 'department',
  groups: 'group',
};

type TDraft = { subject: string; audience: TConversationAudience; audienceIds: string[]; body: string };

/** `/empmsg/new` (`?employee=<id>` starts one with that employee): a new conversation and its first message. */
export function MessageNewPage() {
  const { t } = useTranslation(['messages', 'common', 'errors']);
  const title = t('new');
  usePageTitle(title);
  const session = useShellSession();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [search] = useSearchParams();
  const employee = search.get('employee');
  const [d, setD] = useState<TDraft>({
    subject: '',
    audience: employee ? 'employee' : 'departments',
    audienceIds: employee ? [employee] : [],
    body: '',
  });
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [locked, lock, unlock] = useSubmitLock();
  const kinds = useQuery(audiencesQuery).data?.kinds;
  // a scoped sub admin starts on an audience they may address
  useEffect(() => {
    if (kinds && !kinds.includes(d.audience)) setD((x) => ({ ...x, audience: kinds[0]!, audienceIds: [] }));
  }, [kinds, d.audience]);
  const list = `/${session.account}/${MESSAGES_PATH}`;

  const set = (patch: Partial<TDraft> & { file?: File | null }) => {
    const { file: f, ...rest } = patch;
    if (f !== undefined) setFile(f);
    setD((x) => ({ ...x, ...rest }));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !(k in patch))));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const missing: Record<string, string> = {};
    if (!d.subject.trim()) missing.subject = t('common:validation.required');
    if (d.audienceIds.length === 0) missing.audienceIds = t('common:validation.required');
    if (!d.body.trim() && !file) missing.body = t('common:chat.bodyRequired');
    if (file && file.size > UPLOAD_MAX_BYTES) missing.file = t('errors:fileTooLarge');
    setErrors(missing);
    if (Object.keys(missing).length) return;
    lock();
    setProblem(null);
    try {
      const c = await startConversation(d, file);
      notifySuccess(t('sent'));
      await client.invalidateQueries({ queryKey: MESSAGES_KEY });
      navigate(`/${session.account}/${MESSAGE_VIEW_PATH}/${c.id}`);
    } catch (err) {
      unlock();
      if (isApiError(err) && err.code === 'validation' && err.fields) setErrors(fieldErrors(t, err.fields));
      setProblem(`${t('notSent')} ${isApiError(err) && err.code === 'validation' ? '' : errorText(t, err)}`.trim());
    }
  };

  const pick = d.audience === 'employee' ? null : OPTIONS[d.audience];
  return (
    <Stack gap="lg" maw={860}>
      <PageHeader crumbs={[{ label: t('title'), to: list }, { label: title }]} title={title} />
      <Paper withBorder radius="md" p="lg">
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            {problem && (
              <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert" data-testid="message-problem">
                {problem}
              </Alert>
            )}
            <Radio.Group
              label={t('fields.with')}
              value={d.audience}
              onChange={(v) => set({ audience: v as TConversationAudience, audienceIds: [] })}
              description={kinds && kinds.length < CONVERSATION_AUDIENCES.length ? t('form.scopeHint') : undefined}
              error={errors.audience}
              data-testid="message-audience"
            >
              <Group gap="lg" mt={6} wrap="wrap">
                {(kinds ?? CONVERSATION_AUDIENCES).map((k) => (
                  <Radio key={k} value={k} label={t(`audiences.${k}`)} />
                ))}
              </Group>
            </Radio.Group>
            {pick ? (
              <RemoteMultiSelect
                key={pick}
                label={t(`audiences.${d.audience}`)}
                query={resourceOptionSearch(pick)}
                labels={resourceOptionLabels(pick)}
                value={d.audienceIds}
                onChange={(v) => set({ audienceIds: v })}
                withAsterisk
                error={errors.audienceIds}
                data-testid="message-audience-ids"
              />
            ) : (
              <EmployeePicker
                label={t('audiences.employee')}
                value={d.audienceIds[0] ?? ''}
                onChange={(id) => set({ audienceIds: id ? [id] : [] })}
                withAsterisk
                error={errors.audienceIds}
                data-testid="message-employee"
              />
            )}
            <Text size="xs" c="dimmed" mt={-8}>
              {t('form.membersHint')}
            </Text>
            <TextInput
              label={t('fields.subject')}
              value={d.subject}
              onChange={(e) => set({ subject: e.currentTarget.value })}
              maxLength={MESSAGE_SUBJECT_MAX}
              withAsterisk
              error={errors.subject}
              data-testid="message-subject"
            />
            <Textarea
              label={t('form.message')}
              autosize
              minRows={4}
              maxRows={14}
              maxLength={MESSAGE_BODY_MAX}
              value={d.body}
              onChange={(e) => set({ body: e.currentTarget.value })}
              error={errors.body}
              data-testid="message-body-input"
            />
            <AttachmentInput
              label={t('fields.attachment')}
              description={t('form.attachmentHint')}
              value={file}
              onChange={(f) => set({ file: f })}
              error={errors.file}
              data-testid="message-attachment-input"
            />
            <Group justify="flex-end">
              <Button
                type="submit"
                loading={locked}
                leftSection={<IconSend size={16} aria-hidden />}
                data-testid="message-start"
              >
                {t('common:chat.send')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
