import { Grid, Paper, SegmentedControl, Select, Skeleton, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { COURSE_STATUSES, type TCourseDetail, type TCourseStatus } from '@staffdesk/core/training-api';
import { isApiError } from '../../platform/api-client.ts';
import { FormActions, FormProblem } from '../../platform/form-layout.component.tsx';
import { resourceOptionsQuery } from '../../platform/resources/resource.api.ts';
import { useSubmitLock } from '../../platform/use-submit-lock.hook.ts';
import { errorText } from '../../shell/error-text.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { notifySuccess } from '../../shell/toast.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { fieldErrors } from '../account/field-errors.ts';
import { courseQuery, saveCourse, TRAINING_KEY, TRAINING_PATHS } from './training.api.ts';

type TDraft = { title: string; typeId: string; description: string; status: TCourseStatus };
const EMPTY: TDraft = { title: '', typeId: '', description: '', status: 'draft' };

/** `/course/add` (and `/course/add/:id`): a course's title, type, description and whether it is published. */
export function CourseFormPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation(['training', 'common', 'errors', 'menu']);
  const session = useShellSession();
  const navigate = useNavigate();
  const client = useQueryClient();
  const types = useQuery(resourceOptionsQuery('courseType'));
  const existing = useQuery({ ...courseQuery(id), enabled: !!id });
  const [d, setD] = useState<TDraft | null>(id ? null : EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [locked, lock, unlock] = useSubmitLock();
  useEffect(() => {
    const c = existing.data;
    if (c && !d) setD({ title: c.title, typeId: c.type.id, description: c.description ?? '', status: c.status });
  }, [existing.data, d]);
  const title = id ? t('courses.edit') : t('courses.add');
  usePageTitle(title);
  const list = `/${session.account}/${TRAINING_PATHS.courses}`;
  const set = (patch: Partial<TDraft>) => {
    setD((x) => (x ? { ...x, ...patch } : x));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !(k in patch))));
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!d) return;
    const missing: Record<string, string> = {};
    for (const k of ['title', 'typeId'] as const) if (!d[k].trim()) missing[k] = t('common:validation.required');
    setErrors(missing);
    if (Object.keys(missing).length) return;
    lock();
    setProblem(null);
    try {
      const saved = (await saveCourse(id || null, d)) as TCourseDetail;
      notifySuccess(t('courses.saved'));
      await client.invalidateQueries({ queryKey: [TRAINING_KEY] });
      // a new course goes on to its chapters
      navigate(id ? list : `/${session.account}/${TRAINING_PATHS.chapters}?courseId=${saved.id}`);
    } catch (err) {
      unlock();
      if (isApiError(err) && err.fields && err.code === 'validation') setErrors(fieldErrors(t, err.fields));
      else setProblem(errorText(t, err));
    }
  };
  return (
    <Stack gap="lg" maw={760}>
      <PageHeader crumbs={[{ label: t('menu:courses'), to: list }, { label: title }]} title={title} />
      {!d ? (
        <Skeleton h={320} />
      ) : (
        <Paper withBorder radius="md" p="lg">
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <FormProblem text={problem} />
              <Grid>
                <Grid.Col span={{ base: 12, sm: 8 }}>
                  <TextInput
                    label={t('fields.course')}
                    withAsterisk
                    value={d.title}
                    onChange={(e) => set({ title: e.currentTarget.value })}
                    maxLength={200}
                    error={errors.title}
                    data-testid="course-title"
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 4 }}>
                  <Select
                    label={t('fields.type')}
                    withAsterisk
                    data={(types.data ?? []).map((o) => ({ value: o.id, label: o.label }))}
                    value={d.typeId || null}
                    onChange={(v) => set({ typeId: v ?? '' })}
                    error={errors.typeId}
                    searchable
                    data-testid="course-type"
                  />
                </Grid.Col>
              </Grid>
              <Textarea
                label={t('fields.description')}
                value={d.description}
                onChange={(e) => set({ description: e.currentTarget.value })}
                maxLength={4000}
                autosize
                minRows={3}
                error={errors.description}
                data-testid="course-description"
              />
              <Stack gap={4}>
                <Text size="sm" fw={500}>
                  {t('fields.status')}
                </Text>
                <SegmentedControl
                  value={d.status}
                  onChange={(v) => set({ status: v as TCourseStatus })}
                  data={COURSE_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
                  w="fit-content"
                  data-testid="course-status-input"
                />
                <Text size="xs" c={errors.status ? 'red.8' : 'dimmed'} role={errors.status ? 'alert' : undefined}>
                  {errors.status ?? t('courses.statusHint')}
                </Text>
              </Stack>
              <FormActions
                justify="flex-end"
                cancelTo={list}
                cancelTestId="course-cancel"
                submitLabel={t('common:actions.save')}
                submitTestId="course-save"
                pending={locked}
                locked={locked}
              />
            </Stack>
          </form>
        </Paper>
      )}
    </Stack>
  );
}
