import { Alert, Badge, Button, Group, Paper, SegmentedControl, Select, Stack, Text, Textarea } from '@mantine/core';
import { IconEdit, IconPlus, IconRestore } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { monthStart } from '@staffdesk/core/dates';
import { EPF_PARTS, STATUTORY_PAGES, type TStatutoryVersion } from '@staffdesk/core/payroll-statutory';
import { todayIn } from '@staffdesk/core/time-zones';
import { isApiError } from '../../platform/api-client.ts';
import { openConfirm } from '../../platform/confirm.dialog.tsx';
import { DayInput } from '../../platform/day-input.component.tsx';
import { useSubmitLock } from '../../platform/use-submit-lock.hook.ts';
import { formatDateTime, formatDay } from '../../shell/date-format.ts';
import { errorText } from '../../shell/error-text.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { canDo } from '../../shell/privileges.ts';
import { sessionHome } from '../../shell/route-guards.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { notifyError, notifySuccess } from '../../shell/toast.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import {
  invalidateStatutory,
  removeStatutory,
  saveStatutory,
  statutoryQuery,
  type TStatutoryDraft,
} from './statutory.api.ts';
import { StatutoryFigures } from './statutory-figures.component.tsx';
import { blocksOf, type TEpfPart } from './statutory-views.ts';

const today = () => todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone);

/** The version in force today (the list is newest first), else the oldest. */
const inForce = (versions: readonly TStatutoryVersion[]) =>
  versions.find((v) => v.from <= today()) ?? versions.at(-1) ?? null;

/**
 * The statutory settings pages (issue 14, decision 0034): `/settingsepf`, `/settingssoc`, `/settingseis`,
 * `/settingsmytaxtable`, `/settingstmytaxcode` and `/settingskhtax`. Each lists its scheme's versions — the
 * platform's, with their sources and whether they are confirmed, and the tenant's own — shows one's figures, and
 * lets whoever may edit the page save a version of their own from a day, or remove theirs.
 */
export function StatutoryPage() {
  const { t } = useTranslation(['payroll', 'menu', 'common', 'errors']);
  const session = useShellSession();
  const { pathname } = useLocation();
  const page = STATUTORY_PAGES.find((p) => pathname.endsWith(`/${p.path}`)) ?? STATUTORY_PAGES[0];
  const title = t(`menu:${page.key}`);
  usePageTitle(title);
  const query = useQuery(statutoryQuery(page.scheme));
  const versions = query.data?.versions ?? [];
  const [chosen, setChosen] = useState<string | null>(null);
  const shown = versions.find((v) => v.from === chosen) ?? inForce(versions);
  const [part, setPart] = useState<TEpfPart>('A');
  const [draft, setDraft] = useState<TStatutoryDraft | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [locked, lock] = useSubmitLock();
  const mayEdit = canDo(session, 'statutory', 'edit');
  const mayRemove = canDo(session, 'statutory', 'delete');

  const edit = (v: TStatutoryVersion, fresh: boolean) => {
    setErrors({});
    setDraft({
      from: fresh ? monthStart(today(), 1) : v.from,
      source: !fresh && v.origin === 'tenant' ? v.source : '',
      data: structuredClone(v.data),
    });
  };
  const save = useMutation({
    mutationFn: (d: TStatutoryDraft) => saveStatutory(page.scheme, d),
    onSuccess: async (v) => {
      notifySuccess(t('payroll:statutory.saved', { date: formatDay(v.from) }));
      await invalidateStatutory(page.scheme);
      setChosen(v.from);
      setDraft(null);
    },
    onError: (e) => {
      setErrors(isApiError(e) && e.fields ? e.fields : {});
      notifyError(errorText(t, e));
    },
  });
  const remove = useMutation({
    mutationFn: (v: TStatutoryVersion) => removeStatutory(page.scheme, v.id!),
    onSuccess: async (_r, v) => {
      notifySuccess(t('payroll:statutory.removed', { date: formatDay(v.from) }));
      await invalidateStatutory(page.scheme);
    },
    onError: (e) => notifyError(errorText(t, e)),
  });
  const askRemove = (v: TStatutoryVersion) =>
    openConfirm({
      title: t('payroll:statutory.removeTitle', { date: formatDay(v.from) }),
      text: t('payroll:statutory.removeText'),
      confirmLabel: t(v.replacesPlatform ? 'payroll:statutory.restore' : 'payroll:statutory.remove'),
      color: 'red',
      testId: 'statutory-remove-confirm',
      onConfirm: () => remove.mutate(v),
    });

  const data = draft?.data ?? shown?.data ?? {};
  const figureErrors = Object.fromEntries(
    Object.entries(errors)
      .filter(([k]) => k.startsWith('data.'))
      .map(([k, v]) => [k.slice(5), v]),
  );
  const partData = (data.parts as Record<string, unknown> | undefined)?.[part];

  return (
    <Stack gap="lg">
      <PageHeader
        crumbs={[
          { label: t('menu:dashboard'), to: sessionHome(session) },
          { label: t('menu:settings') },
          { label: title },
        ]}
        title={title}
      />
      <Text size="sm" c="dimmed" maw={820}>
        {t(`payroll:statutory.intro.${page.key}`)} {t('payroll:statutory.platformNote')}
      </Text>
      {query.error && <Alert color="red">{errorText(t, query.error)}</Alert>}

      {shown && !draft && (
        <Paper withBorder radius="md" p="md" data-testid="statutory-version">
          <Stack gap="sm">
            <Group gap="md" align="flex-end" wrap="wrap">
              <Select
                label={t('payroll:statutory.version')}
                data={versions.map((v) => ({
                  value: v.from,
                  label: `${formatDay(v.from)} · ${t(`payroll:statutory.origin.${v.origin}`)}`,
                }))}
                value={shown.from}
                onChange={(v) => v && setChosen(v)}
                allowDeselect={false}
                w={300}
                maw="100%"
                data-testid="statutory-versions"
              />
              <Group gap="xs">
                <Badge color={shown.origin === 'tenant' ? 'teal' : 'gray'} variant="light" tt="none">
                  {t(`payroll:statutory.origin.${shown.origin}`)}
                </Badge>
                {shown.unconfirmed && (
                  <Badge color="yellow" variant="light" tt="none" data-testid="statutory-unconfirmed">
                    {t('payroll:statutory.unconfirmed')}
                  </Badge>
                )}
              </Group>
            </Group>
            <Text size="sm" data-testid="statutory-source">
              {shown.source}
            </Text>
            {shown.origin === 'tenant' && (
              <Text size="xs" c="dimmed">
                {shown.replacesPlatform && `${t('payroll:statutory.replacesPlatform')} · `}
                {shown.updatedAt &&
                  t('payroll:statutory.updated', {
                    when: formatDateTime(shown.updatedAt),
                    name: shown.updatedByName ?? '',
                  })}
              </Text>
            )}
            {(mayEdit || (mayRemove && shown.origin === 'tenant')) && (
              <Group gap="sm">
                {mayEdit && (
                  <Button
                    leftSection={<IconEdit size={16} aria-hidden />}
                    onClick={() => edit(shown, false)}
                    data-testid="statutory-edit"
                  >
                    {t('payroll:statutory.edit')}
                  </Button>
                )}
                {mayEdit && (
                  <Button
                    variant="default"
                    leftSection={<IconPlus size={16} aria-hidden />}
                    onClick={() => edit(shown, true)}
                    data-testid="statutory-new"
                  >
                    {t('payroll:statutory.newVersion')}
                  </Button>
                )}
                {mayRemove && shown.origin === 'tenant' && (
                  <Button
                    variant="light"
                    color="red"
                    leftSection={<IconRestore size={16} aria-hidden />}
                    onClick={() => askRemove(shown)}
                    loading={remove.isPending}
                    data-testid="statutory-remove"
                  >
                    {t(shown.replacesPlatform ? 'payroll:statutory.restore' : 'payroll:statutory.remove')}
                  </Button>
                )}
              </Group>
            )}
          </Stack>
        </Paper>
      )}

      {draft && (
        <Paper withBorder radius="md" p="md" data-testid="statutory-draft">
          <form
            onSubmit={(e) => {
              e.preventDefault();
              if (locked) return;
              lock();
              save.mutate(draft);
            }}
          >
            <Stack gap="sm">
              <Text size="sm" c="dimmed">
                {t('payroll:statutory.editing')}
              </Text>
              <Group gap="md" align="flex-start" wrap="wrap">
                <DayInput
                  label={t('payroll:statutory.from')}
                  withAsterisk
                  value={draft.from}
                  onChange={(from) => setDraft({ ...draft, from })}
                  error={errors.from ? t(`common:validation.${errors.from}`) : undefined}
                  w={200}
                  data-testid="statutory-from"
                />
                <Textarea
                  label={t('payroll:statutory.source')}
                  withAsterisk
                  value={draft.source}
                  onChange={(e) => setDraft({ ...draft, source: e.currentTarget.value })}
                  error={errors.source ? t(`common:validation.${errors.source}`, { max: 500 }) : undefined}
                  maxLength={500}
                  autosize
                  minRows={1}
                  style={{ flex: 1, minWidth: 240 }}
                  data-testid="statutory-source-input"
                />
              </Group>
              <Group gap="sm">
                <Button type="submit" loading={save.isPending} disabled={locked} data-testid="statutory-save">
                  {t('payroll:statutory.save')}
                </Button>
                <Button variant="default" onClick={() => setDraft(null)} data-testid="statutory-cancel">
                  {t('payroll:statutory.cancel')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
      )}

      {page.key === 'settingsEpf' && (shown || draft) && (
        <Stack gap={4}>
          <SegmentedControl
            data={EPF_PARTS.map((p) => ({ value: p, label: t(`payroll:statutory.parts.${p}`) }))}
            value={part}
            onChange={(v) => setPart(v as TEpfPart)}
            aria-label={t('payroll:statutory.groups.rates')}
            style={{ alignSelf: 'flex-start' }}
            data-testid="statutory-part"
          />
          <Text size="sm" c="dimmed">
            {t(`payroll:statutory.partHints.${part}`)}
          </Text>
        </Stack>
      )}

      {(shown || draft) &&
        (page.key === 'settingsEpf' && !partData ? (
          <Group gap="md">
            <Text c="dimmed" data-testid="statutory-no-part">
              {t('payroll:statutory.noPart', { part: t(`payroll:statutory.parts.${part}`) })}
            </Text>
            {draft && (
              <Button
                variant="default"
                leftSection={<IconPlus size={16} aria-hidden />}
                onClick={() => {
                  const parts = (draft.data.parts ?? {}) as Record<string, unknown>;
                  // a new part starts from Part A's figures, to be changed
                  setDraft({
                    ...draft,
                    data: { ...draft.data, parts: { ...parts, [part]: structuredClone(parts.A ?? {}) } },
                  });
                }}
                data-testid="statutory-add-part"
              >
                {t('payroll:statutory.addPart', { part: t(`payroll:statutory.parts.${part}`) })}
              </Button>
            )}
          </Group>
        ) : (
          <StatutoryFigures
            blocks={blocksOf(page.key, part)}
            data={data}
            editing={!!draft}
            onChange={(d) => draft && setDraft({ ...draft, data: d })}
            errors={figureErrors}
          />
        ))}
      {query.isSuccess && versions.length === 0 && <Text c="dimmed">{t('payroll:statutory.none')}</Text>}
    </Stack>
  );
}
