import { Button, Group, Paper, Radio, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormProblem } from '../../platform/form-layout.component.tsx';
import { LANGUAGES, type TLanguage } from '@staffdesk/core/constants';
import {
  LETTER_PURPOSE_MAX,
  LETTER_REQUEST_KINDS,
  type TLetter,
  type TLetterRequest,
  type TLetterRequestKind,
} from '@staffdesk/core/letters-api';
import { QueryStates } from '../../platform/query-states.component.tsx';
import { useSubmitLock } from '../../platform/use-submit-lock.hook.ts';
import { formatDateTime } from '../../shell/date-format.ts';
import { errorText } from '../../shell/error-text.ts';
import { currentLanguage } from '../../shell/i18n.ts';
import { notifySuccess } from '../../shell/toast.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { RequestStatusBadge } from './letter-parts.component.tsx';
import { LETTERS_KEY, letterFileUrl, myLettersQuery, requestLetter } from './letters.api.ts';

/**
 * `/myletters` (employees, the tenant's `letter` feature): the letters HR issued to them, to download; asking for an
 * employment confirmation or a salary certificate in a language; their requests and what became of them.
 */
export function MyLettersPage() {
  const { t } = useTranslation(['letters', 'errors']);
  usePageTitle(t('mine.title'));
  const mine = useQuery(myLettersQuery);
  return (
    <Stack gap="lg" maw={860}>
      <div>
        <Title order={1} size="h2">
          {t('mine.title')}
        </Title>
        <Text c="dimmed">{t('mine.intro')}</Text>
      </div>
      <Title order={2} size="h4">
        {t('mine.letters')}
      </Title>
      <QueryStates query={{ ...mine, data: mine.data?.letters }} empty={t('mine.empty')} testId="letters-none" />
      {mine.data?.letters.map((l) => (
        <LetterCard key={l.id} l={l} />
      ))}
      <AskForm />
      <Title order={2} size="h4">
        {t('mine.requests')}
      </Title>
      {mine.data && mine.data.requests.length === 0 && <Text c="dimmed">{t('mine.noRequests')}</Text>}
      {mine.data?.requests.map((r) => (
        <RequestCard key={r.id} r={r} />
      ))}
    </Stack>
  );
}

function LetterCard({ l }: { l: TLetter }) {
  const { t } = useTranslation('letters');
  return (
    <Paper withBorder radius="md" p="md" data-testid="my-letter">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600} lang={l.language} data-walk-data>
            {l.title}
          </Text>
          <Text size="xs" c="dimmed">
            {l.number} · {formatDateTime(l.issuedAt)}
          </Text>
        </Stack>
        <Button
          component="a"
          href={letterFileUrl(l.id, true)}
          download
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden />}
          data-testid="my-letter-download"
        >
          {t('actions.download')}
        </Button>
      </Group>
    </Paper>
  );
}

function RequestCard({ r }: { r: TLetterRequest }) {
  const { t } = useTranslation('letters');
  return (
    <Paper withBorder radius="md" p="md" data-testid="my-letter-request">
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Text fw={600}>
            {t(`kinds.${r.kind}`)} · {t(`languages.${r.language}`)}
          </Text>
          <RequestStatusBadge status={r.status} />
        </Group>
        {r.purpose && (
          <Text size="sm" data-walk-data>
            {r.purpose}
          </Text>
        )}
        {r.reason && (
          <Text size="sm" c="dimmed" data-walk-data>
            {t('mine.declinedBecause', { reason: r.reason })}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {formatDateTime(r.createdAt)}
        </Text>
      </Stack>
    </Paper>
  );
}

function AskForm() {
  const { t } = useTranslation(['letters', 'common', 'errors']);
  const client = useQueryClient();
  const [kind, setKind] = useState<TLetterRequestKind>('employmentConfirmation');
  const [language, setLanguage] = useState<TLanguage>(currentLanguage());
  const [purpose, setPurpose] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [locked, lock, unlock] = useSubmitLock();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    lock();
    setProblem(null);
    try {
      await requestLetter({ kind, language, purpose });
      notifySuccess(t('mine.sent'));
      setPurpose('');
      await client.invalidateQueries({ queryKey: [LETTERS_KEY] });
      unlock();
    } catch (err) {
      unlock();
      setProblem(errorText(t, err));
    }
  };
  return (
    <Paper withBorder radius="md" p="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <div>
            <Title order={2} size="h4">
              {t('mine.ask')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('mine.askHint')}
            </Text>
          </div>
          <FormProblem text={problem} />
          <Radio.Group
            label={t('fields.kind')}
            value={kind}
            onChange={(v) => setKind(v as TLetterRequestKind)}
            data-testid="ask-kind"
          >
            <Stack gap="xs" mt={6}>
              {LETTER_REQUEST_KINDS.map((k) => (
                <Radio key={k} value={k} label={t(`kinds.${k}`)} />
              ))}
            </Stack>
          </Radio.Group>
          <Select
            label={t('fields.language')}
            data={LANGUAGES.map((l) => ({ value: l, label: t(`languages.${l}`) }))}
            value={language}
            onChange={(v) => v && setLanguage(v as TLanguage)}
            allowDeselect={false}
            data-testid="ask-language"
          />
          <Textarea
            label={t('mine.purpose')}
            value={purpose}
            onChange={(e) => setPurpose(e.currentTarget.value)}
            maxLength={LETTER_PURPOSE_MAX}
            autosize
            minRows={2}
            data-testid="ask-purpose"
          />
          <Group justify="flex-end">
            <Button type="submit" loading={locked} data-testid="ask-send">
              {t('mine.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
