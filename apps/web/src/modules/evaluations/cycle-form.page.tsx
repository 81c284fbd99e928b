import { Alert, Grid, MultiSelect, Paper, Select, Skeleton, Stack, Switch, TextInput } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { TCycle } from '@staffdesk/core/evaluations-api';
import { isApiError } from '../../platform/api-client.ts';
import { DayInput } from '../../platform/day-input.component.tsx';
import { FormActions, FormProblem } from '../../platform/form-layout.component.tsx';
import { resourceOptionsQuery } from '../../platform/resources/resource.api.ts';
import { useSubmitLock } from '../../platform/use-submit-lock.hook.ts';
import { errorText } from '../../shell/error-text.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { notifySuccess } from '../../shell/toast.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { fieldErrors } from '../account/field-errors.ts';
import {
  addCycle,
  cycleQuery,
  EVALUATION_PATHS,
  EVALUATIONS_KEY,
  editCycle,
  templateOptionsQuery,
} from './evaluations.api.ts';

type TDraft = {
  name: string;
  templateId: string;
  organizationId: string;
  departmentIds: string[];
  periodFrom: string;
  periodTo: string;
  dueOn: string;
  selfReview: boolean;
};

const EMPTY: TDraft = {
  name: '',
  templateId: '',
  organizationId: '',
  departmentIds: [],
  periodFrom: '',
  periodTo: '',
  dueOn: '',
  selfReview: true,
};
const draftOf = (c: TCycle): TDraft => ({
  name: c.name,
  templateId: c.template.id,
  organizationId: c.organizationId,
  departmentIds: c.departments.map((d) => d.id),
  periodFrom: c.periodFrom,
  periodTo: c.periodTo,
  dueOn: c.dueOn,
  selfReview: c.selfReview,
});

/**
 * `/evalutions/add`: a cycle evaluates the active employees of an organization (or of some of its departments)
 * against a template, over a period, until a due date. `/evalutions/add/:id`: a running cycle's name and due date.
 */
export function CycleFormPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation(['evaluations', 'common', 'errors', 'menu']);
  const session = useShellSession();
  const navigate = useNavigate();
  const client = useQueryClient();
  const editing = !!id;
  const templates = useQuery({ ...templateOptionsQuery, enabled: !editing });
  const orgs = useQuery({ ...resourceOptionsQuery('organization'), enabled: !editing });
  const depts = useQuery({ ...resourceOptionsQuery('department'), enabled: !editing });
  const existing = useQuery({ ...cycleQuery(id), enabled: editing });
  const [d, setD] = useState<TDraft | null>(editing ? null : EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [locked, lock, unlock] = useSubmitLock();
  useEffect(() => {
    if (existing.data && !d) setD(draftOf(existing.data));
  }, [existing.data, d]);
  const orgList = orgs.data ?? [];
  useEffect(() => {
    if (d && !editing && !d.organizationId && orgList.length === 1) setD({ ...d, organizationId: orgList[0]!.id });
  }, [orgList, d, editing]);
  const title = editing ? t('cycles.edit') : t('cycles.add');
  usePageTitle(title);
  const list = `/${session.account}/${EVALUATION_PATHS.list}`;
  const set = (patch: Partial<TDraft>) => {
    setD((x) => (x ? { ...x, ...patch } : x));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !(k in patch))));
  };
  const deptList = (depts.data ?? []).filter((x) => x.organizationId === d?.organizationId);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!d) return;
    const required = editing
      ? (['name', 'dueOn'] as const)
      : (['name', 'templateId', 'organizationId', 'periodFrom', 'periodTo', 'dueOn'] as const);
    const missing: Record<string, string> = {};
    for (const k of required) if (!d[k]) missing[k] = t('common:validation.required');
    setErrors(missing);
    if (Object.keys(missing).length) return;
    lock();
    setProblem(null);
    try {
      const saved = (editing ? await editCycle(id, { name: d.name, dueOn: d.dueOn }) : await addCycle(d)) as TCycle;
      notifySuccess(t(editing ? 'cycles.saved' : 'cycles.started'));
      await client.invalidateQueries({ queryKey: [EVALUATIONS_KEY] });
      navigate(`/${session.account}/${EVALUATION_PATHS.cycle}/${saved.id}`);
    } catch (err) {
      unlock();
      if (isApiError(err) && err.fields && err.code === 'validation') setErrors(fieldErrors(t, err.fields));
      else setProblem(errorText(t, err));
    }
  };
  return (
    <Stack gap="lg" maw={820}>
      <PageHeader crumbs={[{ label: t('menu:evaluations'), to: list }, { label: title }]} title={title} />
      {!d ? (
        <Skeleton h={420} />
      ) : (
        <Paper withBorder radius="md" p="lg">
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <FormProblem text={problem} />
              <Grid>
                <Grid.Col span={{ base: 12, sm: 7 }}>
                  <TextInput
                    label={t('fields.cycle')}
                    placeholder={t('cycles.namePlaceholder')}
                    withAsterisk
                    value={d.name}
                    onChange={(e) => set({ name: e.currentTarget.value })}
                    maxLength={200}
                    error={errors.name}
                    data-testid="cycle-name"
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 5 }}>
                  <Select
                    label={t('fields.template')}
                    withAsterisk
                    data={
                      editing && existing.data
                        ? [{ value: existing.data.template.id, label: existing.data.template.name }]
                        : (templates.data ?? []).map((x) => ({ value: x.id, label: x.name }))
                    }
                    value={d.templateId || null}
                    onChange={(v) => set({ templateId: v ?? '' })}
                    disabled={editing}
                    error={errors.templateId}
                    searchable
                    data-testid="cycle-template"
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 5 }}>
                  <Select
                    label={t('fields.organization')}
                    withAsterisk
                    data={
                      editing && existing.data
                        ? [{ value: existing.data.organizationId, label: existing.data.organizationName }]
                        : orgList.map((o) => ({ value: o.id, label: o.label }))
                    }
                    value={d.organizationId || null}
                    onChange={(v) => set({ organizationId: v ?? '', departmentIds: [] })}
                    disabled={editing}
                    error={errors.organizationId}
                    searchable
                    data-testid="cycle-organization"
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 7 }}>
                  <MultiSelect
                    label={t('fields.departments')}
                    description={t('cycles.departmentsHint')}
                    data={
                      editing && existing.data
                        ? existing.data.departments.map((x) => ({ value: x.id, label: x.name }))
                        : deptList.map((x) => ({ value: x.id, label: x.label }))
                    }
                    value={d.departmentIds}
                    onChange={(departmentIds) => set({ departmentIds })}
                    disabled={editing || !d.organizationId}
                    error={errors.departmentIds}
                    searchable
                    clearable
                    data-testid="cycle-departments"
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 6, sm: 4 }}>
                  <DayInput
                    label={t('fields.periodFrom')}
                    withAsterisk
                    value={d.periodFrom}
                    onChange={(periodFrom) => set({ periodFrom })}
                    disabled={editing}
                    error={errors.periodFrom}
                    data-testid="cycle-from"
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 6, sm: 4 }}>
                  <DayInput
                    label={t('fields.periodTo')}
                    withAsterisk
                    value={d.periodTo}
                    onChange={(periodTo) => set({ periodTo })}
                    minDate={d.periodFrom || undefined}
                    disabled={editing}
                    error={errors.periodTo}
                    data-testid="cycle-to"
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 4 }}>
                  <DayInput
                    label={t('fields.dueOn')}
                    description={t('cycles.dueHint')}
                    withAsterisk
                    value={d.dueOn}
                    onChange={(dueOn) => set({ dueOn })}
                    minDate={d.periodFrom || undefined}
                    error={errors.dueOn}
                    data-testid="cycle-due"
                  />
                </Grid.Col>
              </Grid>
              <Switch
                label={t('fields.selfReview')}
                description={t('cycles.selfReviewHint')}
                checked={d.selfReview}
                onChange={(e) => set({ selfReview: e.currentTarget.checked })}
                disabled={editing}
                data-testid="cycle-self"
              />
              {!editing && (
                <Alert color="blue" variant="light">
                  {t('cycles.startHint')}
                </Alert>
              )}
              <FormActions
                justify="flex-end"
                cancelTo={list}
                cancelTestId="cycle-cancel"
                submitLabel={editing ? t('common:actions.save') : t('cycles.start')}
                submitTestId="cycle-save"
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
