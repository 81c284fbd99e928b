import { Alert, Button, Grid, Group, Paper, Radio, Select, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import {
  ANNOUNCEMENT_AUDIENCES,
  ANNOUNCEMENT_STATUSES,
  ANNOUNCEMENT_TITLE_MAX,
  type TAnnouncement,
  type TAnnouncementAudience,
  type TAnnouncementStatus,
} from '@staffdesk/core/announcements-api';
import { apiGet, isApiError } from '../../platform/api-client.ts';
import { DayInput } from '../../platform/day-input.component.tsx';
import { RemoteMultiSelect } from '../../platform/remote-multi-select.component.tsx';
import {
  resourceOptionLabels,
  resourceOptionSearch,
  resourceOptionsQuery,
} from '../../platform/resources/resource.api.ts';
import { RichTextInput } from '../../platform/rich-text-editor.component.tsx';
import { useSubmitLock } from '../../platform/use-submit-lock.hook.ts';
import { errorText } from '../../shell/error-text.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { notifySuccess } from '../../shell/toast.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { fieldErrors } from '../account/field-errors.ts';
import { ImagePicker } from './announcement-parts.component.tsx';
import { announcementQuery, saveAnnouncement, type TPostView, usePostTranslation } from './announcements.api.ts';

type TDraft = {
  title: string;
  typeId: string;
  body: string;
  audience: TAnnouncementAudience;
  audienceIds: string[];
  status: TAnnouncementStatus;
  showFrom: string;
  showUntil: string;
};
const EMPTY: TDraft = {
  title: '',
  typeId: '',
  body: '',
  audience: 'all',
  audienceIds: [],
  status: 'draft',
  showFrom: '',
  showUntil: '',
};
const draftOf = (a: TAnnouncement): TDraft => ({
  title: a.title,
  typeId: a.typeId ?? '',
  body: a.body,
  audience: a.audience,
  audienceIds: a.audienceIds,
  status: a.status,
  showFrom: a.showFrom ?? '',
  showUntil: a.showUntil ?? '',
});
/** the option list each kind of audience picks from */
const OPTIONS: Record<Exclude<TAnnouncementAudience, 'all'>, string> = {
  organizations: 'organization',
  departments: 'department',
  groups: 'group',
};

const audiencesQuery = (k: TPostView) => ({
  queryKey: [k.page, 'audiences'],
  queryFn: async ({ signal }: { signal: AbortSignal }) =>
    z
      .object({ kinds: z.array(z.enum(ANNOUNCEMENT_AUDIENCES)) })
      .parse(await apiGet(`/${k.page}/audiences`, { signal })),
});

/** `/announcements/add`, `/announcements/edit/:id` and the same of promotions: the form. */
export function AnnouncementFormPage({ k }: { k: TPostView }) {
  const { id } = useParams();
  const { t } = usePostTranslation(k);
  const title = id ? t('edit') : t('add');
  usePageTitle(title);
  const session = useShellSession();
  const existing = useQuery({ ...announcementQuery(k, id ?? ''), enabled: !!id });
  const list = `/${session.account}/${k.list}`;
  return (
    <Stack gap="lg" maw={920}>
      <PageHeader crumbs={[{ label: t('title'), to: list }, { label: title }]} title={title} />
      {existing.isError && (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert">
          {errorText(t, existing.error)}
        </Alert>
      )}
      {id && !existing.data ? (
        !existing.isError && <Skeleton h={480} />
      ) : (
        <AnnouncementForm
          k={k}
          id={id ?? null}
          start={existing.data ? draftOf(existing.data) : EMPTY}
          image={existing.data?.hasImage ? existing.data : null}
        />
      )}
    </Stack>
  );
}

function AnnouncementForm({
  k,
  id,
  start,
  image,
}: {
  k: TPostView;
  id: string | null;
  start: TDraft;
  /** the one it has */
  image: TAnnouncement | null;
}) {
  const { t } = usePostTranslation(k);
  const session = useShellSession();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [d, setD] = useState<TDraft>(start);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [locked, lock, unlock] = useSubmitLock();
  const types = useQuery({ ...resourceOptionsQuery(k.types ?? 'announcementType'), enabled: k.types !== null });
  const kinds = useQuery(audiencesQuery(k)).data?.kinds;
  const [file, setFile] = useState<File | null>(null);
  const [removeImage, setRemoveImage] = useState(false);
  // a scoped sub admin starts on the audience they may address
  useEffect(() => {
    if (kinds && !kinds.includes(d.audience)) setD((x) => ({ ...x, audience: kinds[0]!, audienceIds: [] }));
  }, [kinds, d.audience]);

  const set = (patch: Partial<TDraft>) => {
    setD((x) => ({ ...x, ...patch }));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !(k in patch))));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const missing: Record<string, string> = {};
    if (!d.title.trim()) missing.title = t('common:validation.required');
    if (!d.body) missing.body = t('common:validation.required');
    if (d.audience !== 'all' && d.audienceIds.length === 0) missing.audienceIds = t('common:validation.required');
    setErrors(missing);
    if (Object.keys(missing).length) return;
    lock();
    setProblem(null);
    try {
      const saved = await saveAnnouncement(
        k,
        id,
        {
          ...d,
          typeId: d.typeId || null,
          audienceIds: d.audience === 'all' ? [] : d.audienceIds,
          showFrom: d.showFrom || null,
          showUntil: d.showUntil || null,
          removeImage: removeImage && !file,
        },
        file,
      );
      notifySuccess(t('form.saved'));
      await client.invalidateQueries({ queryKey: [k.page] });
      navigate(`/${session.account}/${k.view}/${saved.id}`);
    } catch (err) {
      unlock();
      if (isApiError(err) && err.code === 'validation' && err.fields) {
        const shown = fieldErrors(t, err.fields);
        if (err.fields.showUntil === 'dateOrder')
          shown.showUntil = t('common:validation.dateOrder', { other: t('fields.showFrom') });
        setErrors(shown);
      } else setProblem(errorText(t, err));
    }
  };

  const pick = d.audience === 'all' ? null : OPTIONS[d.audience];
  return (
    <Paper withBorder radius="md" p="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {problem && (
            <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert" data-testid="announcement-problem">
              {problem}
            </Alert>
          )}
          <TextInput
            label={t('fields.title')}
            value={d.title}
            onChange={(e) => set({ title: e.currentTarget.value })}
            maxLength={ANNOUNCEMENT_TITLE_MAX}
            withAsterisk
            error={errors.title}
            data-testid="announcement-title"
          />
          {k.types && (
            <Select
              label={t('fields.type')}
              data={(types.data ?? []).map((o) => ({ value: o.id, label: o.label }))}
              value={d.typeId || null}
              onChange={(v) => set({ typeId: v ?? '' })}
              clearable
              searchable
              error={errors.typeId}
              data-testid="announcement-type-select"
            />
          )}
          <ImagePicker
            k={k}
            current={removeImage ? null : image}
            file={file}
            onFile={(f) => {
              setFile(f);
              setErrors((e) => ({ ...e, image: '' }));
            }}
            onRemove={() => {
              setFile(null);
              setRemoveImage(true);
            }}
            error={errors.image}
          />
          <RichTextInput
            label={t('fields.body')}
            value={d.body}
            onChange={(html) => set({ body: html })}
            required
            error={errors.body}
            testId="announcement-body-input"
            minHeight={200}
          />
          <Radio.Group
            label={t('fields.audience')}
            value={d.audience}
            onChange={(v) => set({ audience: v as TAnnouncementAudience, audienceIds: [] })}
            description={kinds && kinds.length < ANNOUNCEMENT_AUDIENCES.length ? t('form.scopeHint') : undefined}
            error={errors.audience}
            data-testid="announcement-audience"
          >
            <Group gap="lg" mt={6} wrap="wrap">
              {(kinds ?? ANNOUNCEMENT_AUDIENCES).map((k) => (
                <Radio key={k} value={k} label={t(`audiences.${k}`)} />
              ))}
            </Group>
          </Radio.Group>
          {pick && (
            <RemoteMultiSelect
              key={pick}
              label={t(`audiences.${d.audience}`)}
              query={resourceOptionSearch(pick)}
              labels={resourceOptionLabels(pick)}
              value={d.audienceIds}
              onChange={(v) => set({ audienceIds: v })}
              withAsterisk
              error={errors.audienceIds}
              data-testid="announcement-audience-ids"
            />
          )}
          <Grid gap="md">
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <DayInput
                label={t('fields.showFrom')}
                value={d.showFrom}
                onChange={(v) => set({ showFrom: v })}
                clearable
                error={errors.showFrom}
                data-testid="announcement-from"
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <DayInput
                label={t('fields.showUntil')}
                value={d.showUntil}
                onChange={(v) => set({ showUntil: v })}
                clearable
                error={errors.showUntil}
                data-testid="announcement-until"
              />
            </Grid.Col>
          </Grid>
          <Text size="xs" c="dimmed" mt={-8}>
            {t('form.windowHint')}
          </Text>
          <Radio.Group
            label={t('fields.status')}
            description={t('form.statusHint')}
            value={d.status}
            onChange={(v) => set({ status: v as TAnnouncementStatus })}
            data-testid="announcement-status"
          >
            <Group gap="lg" mt={6} wrap="wrap">
              {ANNOUNCEMENT_STATUSES.map((st) => (
                <Radio key={st} value={st} label={t(`statuses.${st}`)} />
              ))}
            </Group>
          </Radio.Group>
          <Group justify="flex-end">
            <Button type="submit" loading={locked} data-testid="announcement-save">
              {t('form.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
