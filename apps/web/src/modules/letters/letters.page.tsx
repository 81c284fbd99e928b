import { Anchor, Button, Group, Stack, Tabs, Text } from '@mantine/core';
import { IconDownload, IconFileText, IconMail, IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { TLetter } from '@staffdesk/core/letters-api';
import { DataTable, queryTableProps, type TDataTableColumn } from '../../platform/data-table.component.tsx';
import { RowAction, RowActions } from '../../platform/row-actions.component.tsx';
import { useListParams } from '../../platform/use-list-params.hook.ts';
import { formatDateTime } from '../../shell/date-format.ts';
import { errorText } from '../../shell/error-text.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { canDo } from '../../shell/privileges.ts';
import { sessionHome } from '../../shell/route-guards.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { notifyError, notifySuccess } from '../../shell/toast.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { PersonCell } from '../attendance/person-cells.component.tsx';
import { LetterRequestsTab } from './letter-requests.tab.tsx';
import { LETTER_ISSUE_PATH, LETTERS_KEY, letterFileUrl, letterListQuery, mailLetter } from './letters.api.ts';

const TABS = ['letters', 'requests'] as const;

/**
 * `/hrLetterListing` (HR and sub admins with the page `letters`): the letters issued, newest first, each to download
 * or mail; and the employees' requests (`?tab=requests`), to issue from or decline.
 */
export function LettersPage() {
  const { t } = useTranslation(['letters', 'common', 'menu', 'errors']);
  const session = useShellSession();
  const title = t('title');
  usePageTitle(title);
  const [search, setSearch] = useSearchParams();
  const tab = search.get('tab') === 'requests' ? 'requests' : 'letters';
  const base = `/${session.account}`;
  return (
    <Stack gap="lg">
      <PageHeader
        crumbs={[{ label: t('menu:dashboard'), to: sessionHome(session) }, { label: title }]}
        title={title}
        actions={
          <Group gap="xs">
            {canDo(session, 'letters', 'view') && (
              <Button
                component={Link}
                to={`${base}/hrlettertemplates/listing`}
                variant="default"
                leftSection={<IconFileText size={16} aria-hidden />}
                data-testid="letter-templates"
              >
                {t('templates')}
              </Button>
            )}
            {canDo(session, 'letters', 'add') && (
              <Button
                component={Link}
                to={`${base}/${LETTER_ISSUE_PATH}`}
                leftSection={<IconPlus size={16} aria-hidden />}
                data-testid="letter-issue"
              >
                {t('issue')}
              </Button>
            )}
          </Group>
        }
      />
      <Text c="dimmed">{t('intro')}</Text>
      <Tabs value={tab} onChange={(v) => setSearch(v === 'requests' ? { tab: v } : {})}>
        <Tabs.List>
          {TABS.map((k) => (
            <Tabs.Tab key={k} value={k} data-testid={`letters-tab-${k}`}>
              {t(`tabs.${k}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {tab === 'letters' ? <IssuedLetters /> : <LetterRequestsTab />}
    </Stack>
  );
}

function IssuedLetters() {
  const { t } = useTranslation(['letters', 'common', 'errors']);
  const session = useShellSession();
  const client = useQueryClient();
  const [params, setParams] = useListParams();
  const query = useQuery(letterListQuery(params));
  const mailer = canDo(session, 'letters', 'add');
  const mail = useMutation({
    mutationFn: mailLetter,
    onSuccess: async () => {
      notifySuccess(t('actions.mailed'));
      await client.invalidateQueries({ queryKey: [LETTERS_KEY] });
    },
    onError: (e) => notifyError(errorText(t, e)),
  });
  const columns: TDataTableColumn<TLetter>[] = [
    {
      key: 'number',
      label: t('fields.number'),
      render: (r) => (
        <Stack gap={2}>
          <Anchor href={letterFileUrl(r.id)} download fw={600} ff="monospace" data-testid="letter-number">
            {r.number}
          </Anchor>
          <Text size="sm" data-walk-data>
            {r.title}
          </Text>
        </Stack>
      ),
    },
    { key: 'employee', label: t('fields.employee'), render: (r) => <PersonCell r={r} /> },
    {
      key: 'kind',
      label: t('fields.kind'),
      visibleFrom: 'md',
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
      key: 'issuedAt',
      label: t('fields.issuedAt'),
      visibleFrom: 'sm',
      render: (r) => (
        <Stack gap={2}>
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {formatDateTime(r.issuedAt)}
          </Text>
          {r.issuedByName && (
            <Text size="xs" c="dimmed">
              {t('by', { name: r.issuedByName })}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'mailedAt',
      label: t('fields.mailedAt'),
      visibleFrom: 'md',
      render: (r) => (
        <Text size="sm" c={r.mailedAt ? undefined : 'dimmed'} data-testid="letter-mailed">
          {r.mailedAt ? formatDateTime(r.mailedAt) : t('notMailed')}
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
            label={t('actions.download')}
            subject={r.number}
            icon={IconDownload}
            href={letterFileUrl(r.id)}
            testId="letter-download"
          />
          {mailer && (
            <RowAction
              label={t('actions.mail')}
              subject={r.number}
              icon={IconMail}
              onClick={() => mail.mutate(r.id)}
              loading={mail.isPending && mail.variables === r.id}
              testId="letter-mail"
            />
          )}
        </RowActions>
      ),
    },
  ];
  return (
    <DataTable
      caption={t('tabs.letters')}
      columns={columns}
      {...queryTableProps(query)}
      params={params}
      onParamsChange={setParams}
      searchPlaceholder={t('search')}
      empty={{ hint: t('empty') }}
      testId="letter-table"
    />
  );
}
