import { Button, Checkbox, Group, Modal, Select, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormProblem } from '../../platform/form-layout.component.tsx';
import { COMPLAINT_SUBJECT_MAX, COMPLAINT_TEXT_MAX } from '@staffdesk/core/complaints-api';
import { isApiError } from '../../platform/api-client.ts';
import { useSubmitLock } from '../../platform/use-submit-lock.hook.ts';
import { errorText } from '../../shell/error-text.ts';
import { notifySuccess } from '../../shell/toast.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { QueryStates } from '../../platform/query-states.component.tsx';
import { fieldErrors } from '../account/field-errors.ts';
import { ComplaintCard } from './complaint-parts.component.tsx';
import { COMPLAINTS_KEY, complaintTypesQuery, fileComplaint, myComplaintsQuery } from './complaints.api.ts';

/** `/mycomments` (employees): their comments and complaints with HR's answers, and a form for a new one. */
export function MyComplaintsPage() {
  const { t } = useTranslation(['complaints', 'errors']);
  usePageTitle(t('mine.title'));
  const mine = useQuery(myComplaintsQuery);
  const [adding, setAdding] = useState(false);
  return (
    <Stack gap="lg" maw={860}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <div>
          <Title order={1} size="h2">
            {t('mine.title')}
          </Title>
          <Text c="dimmed">{t('mine.intro')}</Text>
        </div>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setAdding(true)}
          data-testid="complaint-new"
        >
          {t('mine.add')}
        </Button>
      </Group>
      <QueryStates query={mine} empty={t('mine.empty')} testId="complaints-none" />
      {mine.data?.map((c) => (
        <ComplaintCard key={c.id} c={c} author={false} />
      ))}
      <Modal opened={adding} onClose={() => setAdding(false)} title={t('mine.add')} size="lg">
        {adding && <ComplaintForm onDone={() => setAdding(false)} />}
      </Modal>
    </Stack>
  );
}

function ComplaintForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation(['complaints', 'common', 'errors']);
  const client = useQueryClient();
  const types = useQuery(complaintTypesQuery);
  const [d, setD] = useState({ typeId: '', subject: '', text: '', anonymous: false });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [locked, lock, unlock] = useSubmitLock();
  const set = (patch: Partial<typeof d>) => {
    setD((x) => ({ ...x, ...patch }));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !(k in patch))));
  };
  const save = async () => {
    const required = t('common:validation.required');
    const missing: Record<string, string> = {};
    if (!d.typeId) missing.typeId = required;
    if (!d.subject.trim()) missing.subject = required;
    if (!d.text.trim()) missing.text = required;
    setErrors(missing);
    if (Object.keys(missing).length) return;
    lock();
    try {
      await fileComplaint(d);
      notifySuccess(t('mine.sent'));
      await client.invalidateQueries({ queryKey: COMPLAINTS_KEY });
      onDone();
    } catch (err) {
      unlock();
      if (isApiError(err) && err.code === 'validation' && err.fields) setErrors(fieldErrors(t, err.fields));
      else setProblem(errorText(t, err));
    }
  };
  return (
    <Stack gap="sm">
      <FormProblem text={problem} />
      <Select
        label={t('fields.type')}
        data={(types.data ?? []).map((x) => ({ value: x.id, label: x.name }))}
        value={d.typeId || null}
        onChange={(v) => set({ typeId: v ?? '' })}
        withAsterisk
        error={errors.typeId}
        comboboxProps={{ withinPortal: true }}
        data-testid="complaint-type"
      />
      <TextInput
        label={t('fields.subject')}
        value={d.subject}
        onChange={(e) => set({ subject: e.currentTarget.value })}
        maxLength={COMPLAINT_SUBJECT_MAX}
        withAsterisk
        error={errors.subject}
        data-testid="complaint-subject"
      />
      <Textarea
        label={t('fields.text')}
        autosize
        minRows={4}
        maxRows={12}
        maxLength={COMPLAINT_TEXT_MAX}
        value={d.text}
        onChange={(e) => set({ text: e.currentTarget.value })}
        withAsterisk
        error={errors.text}
        data-testid="complaint-text-input"
      />
      <Checkbox
        label={t('fields.anonymous')}
        description={t('mine.anonymousHint')}
        checked={d.anonymous}
        onChange={(e) => set({ anonymous: e.currentTarget.checked })}
        data-testid="complaint-anonymous-input"
      />
      <Group justify="flex-end">
        <Button onClick={save} loading={locked} data-testid="complaint-send">
          {t('send')}
        </Button>
      </Group>
    </Stack>
  );
}
