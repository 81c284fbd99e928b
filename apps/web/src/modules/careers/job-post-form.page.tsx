import { addDays } from '@staffdesk/core/dates';
import { todayIn } from '@staffdesk/core/time-zones';
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  Alert,
  Button,
  Grid,
  Group,
  Image,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
  Input,
} from '@mantine/core';
import { IconAlertTriangle, IconDeviceFloppy, IconPhoto, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import {
  CAREER_IMAGE_ACCEPT,
  CAREER_UPLOAD_MAX_BYTES,
  EXPERIENCE,
  GENDERS,
  JOB_STATUSES,
  JOB_VISIBILITY,
  ZJobPostInput,
  type TJobPostDetail,
  type TJobPostInput,
  type TJobStatus,
  type TJobVisibility,
} from '@staffdesk/core/careers';
import { FIELD_ERRORS } from '@staffdesk/core/resources/resource-schema';
import { isApiError } from '../../platform/api-client.ts';
import { resourceOptionsQuery } from '../../platform/resources/resource.api.ts';
import { useSubmitLock } from '../../platform/use-submit-lock.hook.ts';
import { errorText } from '../../shell/error-text.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { sessionHome } from '../../shell/route-guards.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { notifyError, notifySuccess } from '../../shell/toast.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { CareersRetry } from './careers-retry.component.tsx';
import { DEFAULT_JOB_IMAGE } from './careers-paths.ts';
import {
  createPost,
  deletePostImage,
  invalidateCareers,
  jobDescriptionsQuery,
  postQuery,
  setPostStatus,
  updatePost,
  uploadPostImage,
} from './careers.api.ts';
import { DayInput } from '../../platform/day-input.component.tsx';

const RichTextInput = lazy(() =>
  import('../../platform/rich-text-editor.component.tsx').then((m) => ({ default: m.RichTextInput })),
);

type TRichKey =
  | 'description'
  | 'longDescription'
  | 'functions'
  | 'qualification'
  | 'responsibilities'
  | 'reporting'
  | 'shifts'
  | 'perks'
  | 'benefits';
const DETAIL_RICH: readonly TRichKey[] = [
  'functions',
  'qualification',
  'responsibilities',
  'reporting',
  'shifts',
  'perks',
  'benefits',
];

type TValues = {
  organizationId: string;
  jobTitleId: string;
  title: string;
  shortDescription: string;
  jobTypeId: string;
  jobDescriptionId: string;
  positions: number | string;
  postedDate: string;
  closingDate: string;
  httpLink: string;
  gender: string;
  minimumExperience: string;
  salary: string;
  visibility: TJobVisibility;
  status: TJobStatus;
} & Record<TRichKey, string>;

type TErrors = Partial<Record<keyof TValues | 'image' | '_', string>>;

// the user's own day (their browser's time zone), not UTC's: a post made at 6 a.m. in Phnom Penh is dated today
const today = () => todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');
const inDays = (n: number) => addDays(today(), n);

function initialValues(p: TJobPostDetail | null): TValues {
  return {
    organizationId: p?.organizationId ?? '',
    jobTitleId: p?.jobTitleId ?? '',
    title: p?.title ?? '',
    shortDescription: p?.shortDescription ?? '',
    jobTypeId: p?.jobTypeId ?? '',
    jobDescriptionId: p?.jobDescriptionId ?? '',
    positions: p?.positions ?? 1,
    postedDate: p?.postedDate ?? today(),
    closingDate: p?.closingDate ?? inDays(30),
    httpLink: p?.httpLink ?? '',
    gender: String(p?.gender ?? 3),
    minimumExperience: String(p?.minimumExperience ?? 1),
    salary: p?.salary ?? '',
    visibility: p?.visibility ?? 'public',
    status: p?.status ?? 'draft',
    description: p?.description ?? '',
    longDescription: p?.longDescription ?? '',
    functions: p?.functions ?? '',
    qualification: p?.qualification ?? '',
    responsibilities: p?.responsibilities ?? '',
    reporting: p?.reporting ?? '',
    shifts: p?.shifts ?? '',
    perks: p?.perks ?? '',
    benefits: p?.benefits ?? '',
  };
}

function toBody(v: TValues, withStatus: boolean): TJobPostInput {
  const body: TJobPostInput = {
    organizationId: v.organizationId,
    jobTitleId: v.jobTitleId,
    title: v.title,
    shortDescription: v.shortDescription,
    description: v.description,
    longDescription: v.longDescription,
    jobTypeId: v.jobTypeId,
    jobDescriptionId: v.jobDescriptionId,
    positions: v.positions === '' ? undefined : Number(v.positions),
    postedDate: v.postedDate,
    closingDate: v.closingDate,
    httpLink: v.httpLink,
    gender: Number(v.gender),
    minimumExperience: Number(v.minimumExperience),
    functions: v.functions,
    qualification: v.qualification,
    responsibilities: v.responsibilities,
    reporting: v.reporting,
    salary: v.salary,
    shifts: v.shifts,
    perks: v.perks,
    benefits: v.benefits,
    visibility: v.visibility,
  };
  if (withStatus) body.status = v.status;
  return body;
}

const GENERIC = new Set<string>(FIELD_ERRORS);

/** `/{account}/careerjobpost/add` and `/{account}/careerjobpost/edit/:id`. */
export function JobPostFormPage() {
  const { id } = useParams();
  return <JobPostFormLoader key={id ?? 'new'} id={id ?? null} />;
}

function JobPostFormLoader({ id }: { id: string | null }) {
  const { t } = useTranslation(['careers', 'common', 'menu']);
  const session = useShellSession();
  const post = useQuery({ ...postQuery(id ?? ''), enabled: id !== null });
  const listTitle = t('menu:jobPosts');
  const pageTitle = t(id ? 'common:crud.editTitle' : 'common:crud.addTitle', { title: t('careers:postForm.entity') });
  usePageTitle(pageTitle);
  const listPath = `/${session.account ?? ''}/careerjobpost/listing`;

  let body: ReactNode;
  if (id && post.isPending) {
    body = (
      <Paper withBorder p="lg">
        <Stack gap="md">
          {Array.from({ length: 5 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders while loading, never reordered
            <Skeleton key={i} h={36} />
          ))}
        </Stack>
      </Paper>
    );
  } else if (id && post.error) {
    body = <CareersRetry error={post.error} onRetry={() => void post.refetch()} testId="post-load-error" />;
  } else {
    body = <JobPostForm post={id ? (post.data ?? null) : null} listPath={listPath} />;
  }

  return (
    <Stack gap="lg">
      <PageHeader
        crumbs={[
          { label: t('menu:dashboard'), to: sessionHome(session) },
          { label: listTitle, to: listPath },
          { label: t(id ? 'common:actions.edit' : 'common:actions.add') },
        ]}
        title={pageTitle}
      />
      {body}
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section">
      <Title order={2} size="h4" mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

function JobPostForm({ post, listPath }: { post: TJobPostDetail | null; listPath: string }) {
  const { t } = useTranslation(['careers', 'common', 'errors']);
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<TValues>(() => initialValues(post));
  const [errors, setErrors] = useState<TErrors>({});
  const [formError, setFormError] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const [removeImage, setRemoveImage] = useState(false);
  const [preview, setPreview] = useState<string | null>(null);
  const [locked, lock] = useSubmitLock();
  const orgs = useQuery(resourceOptionsQuery('organization'));
  const titles = useQuery(resourceOptionsQuery('jobTitle'));
  const types = useQuery(resourceOptionsQuery('jobType'));
  const jds = useQuery(jobDescriptionsQuery);

  useEffect(() => {
    if (!image) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(image);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [image]);

  const jdOptions = useMemo(
    () =>
      (jds.data ?? [])
        .filter((d) => d.organizationId === values.organizationId)
        .map((d) => ({ value: d.id, label: d.label })),
    [jds.data, values.organizationId],
  );

  const set = <K extends keyof TValues>(key: K, v: TValues[K]) => {
    setValues((prev) => {
      const next = { ...prev, [key]: v };
      // a job description belongs to one organization
      if (key === 'organizationId' && prev.organizationId !== v) next.jobDescriptionId = '';
      return next;
    });
    setErrors((prev) => {
      if (!prev[key]) return prev;
      const next = { ...prev };
      delete next[key];
      return next;
    });
  };

  const message = (code: string | undefined, max?: number, min?: number) => {
    if (!code) return undefined;
    if (GENERIC.has(code)) return t(`common:validation.${code}`, { max, min });
    return t(`careers:postForm.errors.${code}`, { defaultValue: t('common:validation.invalid') });
  };

  const focusFirst = (found: TErrors) => {
    const key = Object.keys(found)[0];
    if (key) requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>(`[data-field="${key}"]`)?.focus());
  };

  const save = useMutation({
    mutationFn: async (body: TJobPostInput) => {
      let saved = post ? await updatePost(post.id, body) : await createPost(body);
      if (post && values.status !== post.status) saved = await setPostStatus(post.id, values.status);
      if (image) saved = await uploadPostImage(saved.id, image);
      else if (removeImage && saved.hasImage) saved = await deletePostImage(saved.id);
      return saved;
    },
    onSuccess: async () => {
      notifySuccess(t(post ? 'common:messages.recordUpdated' : 'common:messages.recordAdded'));
      await invalidateCareers();
      void navigate(listPath);
    },
    onError: (error) => {
      if (isApiError(error) && error.fields) {
        const found: TErrors = {};
        for (const [k, code] of Object.entries(error.fields))
          (found as Record<string, string>)[k === 'image' ? 'image' : k] = code;
        setErrors(found);
        focusFirst(found);
      }
      const text =
        isApiError(error) && error.code === 'validation'
          ? t('errors:validation')
          : isApiError(error) &&
              typeof error.code === 'string' &&
              error.code in { noJobIdSeries: 1, imageType: 1, fileTooLarge: 1, closingBeforePosted: 1 }
            ? t(`careers:postForm.errors.${error.code}`)
            : errorText(t, error);
      setFormError(text);
      notifyError(text);
    },
  });

  const submit = () => {
    if (locked || save.isPending) return;
    const body = toBody(values, !post);
    const parsed = ZJobPostInput.safeParse(body);
    const found: TErrors = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const k = String(issue.path[0] ?? '_') as keyof TErrors;
        found[k] ??= issue.message;
      }
    }
    if (image && image.size > CAREER_UPLOAD_MAX_BYTES) found.image = 'fileTooLarge';
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFormError(Object.values(found).includes('required') ? t('errors:validation') : '');
      focusFirst(found);
      return;
    }
    setFormError('');
    lock();
    save.mutate(body);
  };

  const select = (
    key: 'organizationId' | 'jobTitleId' | 'jobTypeId' | 'jobDescriptionId',
    label: string,
    data: { value: string; label: string }[],
    loading: boolean,
    extra?: { description?: string; disabled?: boolean },
  ) => (
    <Select
      label={label}
      withAsterisk
      data={data}
      value={values[key] || null}
      onChange={(v) => set(key, v ?? '')}
      searchable
      nothingFoundMessage={loading ? t('common:loading') : t('common:form.nothingFound')}
      placeholder={t('common:form.choose')}
      error={message(errors[key])}
      data-field={key}
      data-testid={`field-${key}`}
      {...extra}
    />
  );

  const rich = (key: TRichKey, required = false) => (
    <Suspense fallback={<Skeleton h={200} />}>
      <RichTextInput
        label={t(`careers:postForm.fields.${key}`)}
        required={required}
        value={values[key]}
        onChange={(html) => set(key, html)}
        error={message(errors[key])}
        testId={`field-${key}`}
        minHeight={required ? 180 : 120}
      />
    </Suspense>
  );

  const opts = (r: { data?: { id: string; label: string }[] }) =>
    (r.data ?? []).map((o) => ({ value: o.id, label: o.label }));
  const shownImage = preview ?? (!removeImage && post?.hasImage ? post.imageUrl : null);

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      data-testid="job-post-form"
    >
      <Stack gap="lg">
        {formError && (
          <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert" data-testid="form-error">
            {formError}
          </Alert>
        )}

        <Section title={t('careers:postForm.sections.post')}>
          <Grid gap="md">
            <Grid.Col span={{ base: 12, md: 6 }}>
              {select('organizationId', t('careers:postForm.fields.organizationId'), opts(orgs), orgs.isPending)}
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              {select('jobTitleId', t('careers:postForm.fields.jobTitleId'), opts(titles), titles.isPending)}
            </Grid.Col>
            <Grid.Col span={12}>
              <TextInput
                label={t('careers:postForm.fields.title')}
                withAsterisk
                maxLength={150}
                value={values.title}
                onChange={(e) => set('title', e.currentTarget.value)}
                error={message(errors.title, 150)}
                data-field="title"
                data-testid="field-title"
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              {select('jobDescriptionId', t('careers:postForm.fields.jobDescriptionId'), jdOptions, jds.isPending, {
                description: values.organizationId ? undefined : t('careers:postForm.chooseOrgFirst'),
                disabled: !values.organizationId,
              })}
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              {select('jobTypeId', t('careers:postForm.fields.jobTypeId'), opts(types), types.isPending)}
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
              <NumberInput
                label={t('careers:postForm.fields.positions')}
                withAsterisk
                min={1}
                max={10_000}
                allowDecimal={false}
                allowNegative={false}
                clampBehavior="none"
                value={values.positions}
                onChange={(v) => set('positions', v)}
                error={message(errors.positions, 10_000, 1)}
                data-field="positions"
                data-testid="field-positions"
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
              <Select
                label={t('careers:postForm.fields.gender')}
                withAsterisk
                data={GENDERS.map((g) => ({ value: String(g.code), label: t(`careers:gender.${g.code}`) }))}
                value={values.gender}
                onChange={(v) => set('gender', v ?? '3')}
                allowDeselect={false}
                error={message(errors.gender)}
                data-field="gender"
                data-testid="field-gender"
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
              <Select
                label={t('careers:postForm.fields.minimumExperience')}
                withAsterisk
                data={EXPERIENCE.map((x) => ({ value: String(x.code), label: t(`careers:experience.${x.code}`) }))}
                value={values.minimumExperience}
                onChange={(v) => set('minimumExperience', v ?? '1')}
                allowDeselect={false}
                error={message(errors.minimumExperience)}
                data-field="minimumExperience"
                data-testid="field-minimumExperience"
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
              <TextInput
                label={t('careers:postForm.fields.salary')}
                maxLength={200}
                value={values.salary}
                onChange={(e) => set('salary', e.currentTarget.value)}
                error={message(errors.salary, 200)}
                data-field="salary"
                data-testid="field-salary"
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <Input.Wrapper
                label={t('careers:postForm.fields.visibility')}
                description={t('careers:postForm.visibilityHint')}
              >
                <SegmentedControl
                  mt={6}
                  fullWidth
                  data={JOB_VISIBILITY.map((v) => ({ value: v, label: t(`careers:visibility.${v}`) }))}
                  value={values.visibility}
                  onChange={(v) => set('visibility', v as TJobVisibility)}
                  data-testid="field-visibility"
                />
              </Input.Wrapper>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <Select
                label={t('careers:postForm.fields.status')}
                description={t('careers:postForm.statusHint')}
                data={JOB_STATUSES.map((s) => ({ value: s, label: t(`careers:status.${s}`) }))}
                value={values.status}
                onChange={(v) => set('status', (v ?? 'draft') as TJobStatus)}
                allowDeselect={false}
                data-field="status"
                data-testid="field-status"
              />
            </Grid.Col>
          </Grid>
        </Section>

        <Section title={t('careers:postForm.sections.dates')}>
          <Grid gap="md">
            <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
              <DayInput
                label={t('careers:postForm.fields.postedDate')}
                withAsterisk
                value={values.postedDate}
                onChange={(d) => set('postedDate', d)}
                error={message(errors.postedDate)}
                data-field="postedDate"
                data-testid="field-postedDate"
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
              <DayInput
                label={t('careers:postForm.fields.closingDate')}
                withAsterisk
                minDate={values.postedDate || undefined}
                value={values.closingDate}
                onChange={(d) => set('closingDate', d)}
                error={message(errors.closingDate)}
                data-field="closingDate"
                data-testid="field-closingDate"
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <TextInput
                type="url"
                label={t('careers:postForm.fields.httpLink')}
                placeholder="https://"
                maxLength={500}
                value={values.httpLink}
                onChange={(e) => set('httpLink', e.currentTarget.value)}
                error={message(errors.httpLink, 500)}
                data-field="httpLink"
                data-testid="field-httpLink"
              />
            </Grid.Col>
          </Grid>
        </Section>

        <Section title={t('careers:postForm.sections.image')}>
          <Group align="flex-start" gap="lg">
            <Image
              src={shownImage ?? post?.defaultImageUrl ?? DEFAULT_JOB_IMAGE}
              fallbackSrc={DEFAULT_JOB_IMAGE}
              alt={t('careers:postForm.imagePreview')}
              w={240}
              h={135}
              radius="md"
              fit="cover"
              data-testid="post-image-preview"
            />
            <Stack gap="xs">
              <Text size="sm" c="dimmed" maw={360}>
                {shownImage ? t('careers:postForm.imageOwn') : t('careers:postForm.imageDefault')}
              </Text>
              <Group gap="sm">
                <Button component="label" variant="default" leftSection={<IconPhoto size={16} aria-hidden />}>
                  {t('careers:postForm.chooseImage')}
                  <input
                    type="file"
                    accept={CAREER_IMAGE_ACCEPT}
                    hidden
                    onChange={(e) => {
                      const f = e.currentTarget.files?.[0] ?? null;
                      setImage(f);
                      setRemoveImage(false);
                      setErrors((prev) => ({
                        ...prev,
                        image: f && f.size > CAREER_UPLOAD_MAX_BYTES ? 'fileTooLarge' : undefined,
                      }));
                    }}
                    data-testid="field-image"
                  />
                </Button>
                {shownImage && (
                  <Button
                    variant="subtle"
                    color="red"
                    leftSection={<IconTrash size={16} aria-hidden />}
                    onClick={() => {
                      setImage(null);
                      setRemoveImage(true);
                    }}
                    data-testid="image-remove"
                  >
                    {t('careers:postForm.removeImage')}
                  </Button>
                )}
              </Group>
              <Text size="xs" c="dimmed">
                {t('careers:postForm.imageHint')}
              </Text>
              {errors.image && (
                <Text size="sm" c="red" role="alert">
                  {message(errors.image)}
                </Text>
              )}
            </Stack>
          </Group>
        </Section>

        <Section title={t('careers:postForm.sections.description')}>
          <Stack gap="md">
            <Textarea
              label={t('careers:postForm.fields.shortDescription')}
              description={t('careers:postForm.shortHint')}
              autosize
              minRows={2}
              maxRows={5}
              maxLength={500}
              value={values.shortDescription}
              onChange={(e) => set('shortDescription', e.currentTarget.value)}
              error={message(errors.shortDescription, 500)}
              data-field="shortDescription"
              data-testid="field-shortDescription"
            />
            {rich('description', true)}
            {rich('longDescription')}
          </Stack>
        </Section>

        <Section title={t('careers:postForm.sections.details')}>
          <Stack gap="md">
            {DETAIL_RICH.map((k) => (
              <div key={k}>{rich(k)}</div>
            ))}
          </Stack>
        </Section>

        <Group justify="flex-end" gap="sm">
          <Button component={Link} to={listPath} variant="default" data-testid="form-cancel">
            {t('common:actions.cancel')}
          </Button>
          <Button
            type="submit"
            leftSection={<IconDeviceFloppy size={16} aria-hidden />}
            loading={save.isPending}
            disabled={locked}
            data-testid="form-submit"
          >
            {t(post ? 'common:actions.save' : 'common:actions.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
