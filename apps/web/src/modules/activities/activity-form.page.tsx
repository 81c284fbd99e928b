import { Grid, NumberInput, Paper, Select, Skeleton, Stack, Textarea } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserToday } from '../../shell/date-format.ts';
import { useNavigate, useParams } from 'react-router';
import type { TActivity } from '@staffdesk/core/activities-api';
import { isApiError } from '../../platform/api-client.ts';
import { DayInput } from '../../platform/day-input.component.tsx';
import { RemoteSelect } from '../../platform/remote-select.component.tsx';
import { FormActions, FormProblem } from '../../platform/form-layout.component.tsx';
import { useSubmitLock } from '../../platform/use-submit-lock.hook.ts';
import { errorText } from '../../shell/error-text.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { notifySuccess } from '../../shell/toast.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { fieldErrors } from '../account/field-errors.ts';
import { employeeOptionsQuery } from '../employees/employees.api.ts';
import { ACTIVITIES_KEY, ACTIVITY_PATHS, activityOptionsQuery, activityQuery, saveActivity } from './activities.api.ts';

type TDraft = {
  employeeId: string;
  employeeLabel: string;
  typeId: string;
  statusId: string;
  evaluationId: string;
  doneOn: string;
  hours: number | string;
  minutes: number | string;
  notes: string;
};

const _pad = (n: number) => String(n).padStart(2, '0');
const draftOf = (a: TActivity): TDraft => ({
  employeeId: a.employee.id,
  employeeLabel: `${a.employee.name} · ${a.employee.code}`,
  typeId: a.type.id,
  statusId: a.status.id,
  evaluationId: a.evaluation?.id ?? '',
  doneOn: a.doneOn,
  hours: Math.floor(a.minutes / 60),
  minutes: a.minutes % 60,
  notes: a.notes ?? '',
});

/**
 * `/employeesactivity/Add` (and `/Add/:id`): an activity's employee (staff), type, status, day, duration and notes;
 * HR also gives its evaluation.
 */
export function ActivityFormPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation(['activities', 'common', 'errors', 'menu']);
  const session = useShellSession();
  const navigate = useNavigate();
  const client = useQueryClient();
  const staff = session.loginType !== 'emp';
  const options = useQuery(activityOptionsQuery);
  const existing = useQuery({ ...activityQuery(id), enabled: !!id });
  const [d, setD] = useState<TDraft | null>(
    id
      ? null
      : {
          employeeId: '',
          employeeLabel: '',
          typeId: '',
          statusId: '',
          evaluationId: '',
          doneOn: browserToday(),
          hours: 1,
          minutes: 0,
          notes: '',
        },
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [locked, lock, unlock] = useSubmitLock();
  useEffect(() => {
    if (existing.data && !d) setD(draftOf(existing.data));
  }, [existing.data, d]);
  const title = id ? t('edit') : t('add');
  usePageTitle(title);
  const list = `/${session.account}/${ACTIVITY_PATHS.list}`;
  const set = (patch: Partial<TDraft>) => {
    setD((x) => (x ? { ...x, ...patch } : x));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !(k in patch))));
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!d) return;
    const missing: Record<string, string> = {};
    for (const k of [...(staff ? (['employeeId'] as const) : []), 'typeId', 'statusId', 'doneOn'] as const)
      if (!d[k]) missing[k] = t('common:validation.required');
    const minutes = Number(d.hours || 0) * 60 + Number(d.minutes || 0);
    if (minutes <= 0) missing.minutes = t('common:validation.tooSmall', { min: 1 });
    setErrors(missing);
    if (Object.keys(missing).length) return;
    lock();
    setProblem(null);
    try {
      await saveActivity(id || null, {
        employeeId: staff ? d.employeeId : null,
        typeId: d.typeId,
        statusId: d.statusId,
        evaluationId: staff ? d.evaluationId || null : null,
        doneOn: d.doneOn,
        minutes,
        notes: d.notes,
      });
      notifySuccess(t('saved'));
      await client.invalidateQueries({ queryKey: [ACTIVITIES_KEY] });
      navigate(list);
    } catch (err) {
      unlock();
      if (isApiError(err) && err.fields && err.code === 'validation')
        setErrors(fieldErrors(t, err.fields, { min: 1, max: 1440 }));
      else setProblem(errorText(t, err));
    }
  };
  const o = options.data;
  return (
    <Stack gap="lg" maw={760}>
      <PageHeader crumbs={[{ label: t('menu:activityLog'), to: list }, { label: title }]} title={title} />
      {!d || !o ? (
        <Skeleton h={420} />
      ) : (
        <Paper withBorder radius="md" p="lg">
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <FormProblem text={problem} />
              {staff && (
                <RemoteSelect
                  label={t('fields.employee')}
                  withAsterisk
                  placeholder={t('common:form.typeToSearch')}
                  query={employeeOptionsQuery}
                  value={d.employeeId}
                  currentLabel={d.employeeLabel}
                  onChange={(v, label) => set({ employeeId: v, employeeLabel: label ?? '' })}
                  error={errors.employeeId}
                  data-testid="activity-employee"
                />
              )}
              <Grid>
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <Select
                    label={t('fields.type')}
                    withAsterisk
                    data={o.types.map((x) => ({ value: x.id, label: x.name }))}
                    value={d.typeId || null}
                    onChange={(v) => set({ typeId: v ?? '' })}
                    error={errors.typeId}
                    data-testid="activity-type-input"
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <Select
                    label={t('fields.status')}
                    withAsterisk
                    data={o.statuses.map((x) => ({ value: x.id, label: x.name }))}
                    value={d.statusId || null}
                    onChange={(v) => set({ statusId: v ?? '' })}
                    error={errors.statusId}
                    data-testid="activity-status-input"
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 4 }}>
                  <DayInput
                    label={t('fields.doneOn')}
                    withAsterisk
                    value={d.doneOn}
                    onChange={(doneOn) => set({ doneOn })}
                    maxDate={browserToday()}
                    error={errors.doneOn}
                    data-testid="activity-day"
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 6, sm: 4 }}>
                  <NumberInput
                    label={t('fields.hours')}
                    value={d.hours}
                    onChange={(hours) => set({ hours })}
                    min={0}
                    max={24}
                    allowDecimal={false}
                    data-testid="activity-hours"
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 6, sm: 4 }}>
                  <NumberInput
                    label={t('fields.minutes')}
                    value={d.minutes}
                    onChange={(minutes) => set({ minutes })}
                    min={0}
                    max={59}
                    step={15}
                    allowDecimal={false}
                    error={errors.minutes}
                    data-testid="activity-minutes"
                  />
                </Grid.Col>
              </Grid>
              {staff && (
                <Select
                  label={t('fields.evaluation')}
                  data={o.evaluations.map((x) => ({ value: x.id, label: `${x.name} (${x.valuation} %)` }))}
                  value={d.evaluationId || null}
                  onChange={(v) => set({ evaluationId: v ?? '' })}
                  clearable
                  error={errors.evaluationId}
                  data-testid="activity-evaluation"
                />
              )}
              <Textarea
                label={t('fields.notes')}
                value={d.notes}
                onChange={(e) => set({ notes: e.currentTarget.value })}
                maxLength={2000}
                autosize
                minRows={3}
                error={errors.notes}
                data-testid="activity-notes"
              />
              <FormActions
                justify="flex-end"
                cancelTo={list}
                cancelTestId="activity-cancel"
                submitLabel={t('common:actions.save')}
                submitTestId="activity-save"
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
