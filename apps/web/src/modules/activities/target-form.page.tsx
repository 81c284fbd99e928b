import { Grid, NumberInput, Paper, Select, Skeleton, Stack, Textarea } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserMonth } from '../../shell/date-format.ts';
import { useNavigate, useParams } from 'react-router';
import { TARGET_MAX, type TTarget, type TTargetKind } from '@staffdesk/core/activities-api';
import { isApiError } from '../../platform/api-client.ts';
import { MonthInput } from '../../platform/day-input.component.tsx';
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
import { ACTIVITIES_KEY, activityOptionsQuery, saveTarget, TARGET_PATHS, targetQuery } from './activities.api.ts';

type TDraft = {
  employeeId: string;
  employeeLabel: string;
  month: string;
  typeId: string;
  target: number | string;
  goal: string;
  valuation: number | string;
};

const draftOf = (x: TTarget): TDraft => ({
  employeeId: x.employee.id,
  employeeLabel: `${x.employee.name} · ${x.employee.code}`,
  month: x.month,
  typeId: x.type?.id ?? '',
  target: x.target,
  goal: x.goal ?? '',
  valuation: x.valuation,
});

/** `/employeestaregetactvity/Add` and `/employeestaregetsummaryactvity/Add` (and `/Add/:id`): a target of a month. */
export function TargetFormPage({ kind }: { kind: TTargetKind }) {
  const { id = '' } = useParams();
  const { t } = useTranslation(['activities', 'common', 'errors', 'menu']);
  const session = useShellSession();
  const navigate = useNavigate();
  const client = useQueryClient();
  const paths = TARGET_PATHS[kind];
  const options = useQuery({ ...activityOptionsQuery, enabled: kind === 'type' });
  const existing = useQuery({ ...targetQuery(id), enabled: !!id });
  const [d, setD] = useState<TDraft | null>(
    id
      ? null
      : { employeeId: '', employeeLabel: '', month: browserMonth(), typeId: '', target: '', goal: '', valuation: 100 },
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [locked, lock, unlock] = useSubmitLock();
  useEffect(() => {
    if (existing.data && !d) setD(draftOf(existing.data));
  }, [existing.data, d]);
  const title = id ? t('targets.edit') : t('targets.add');
  usePageTitle(title);
  const list = `/${session.account}/${paths.list}`;
  const set = (patch: Partial<TDraft>) => {
    setD((x) => (x ? { ...x, ...patch } : x));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !(k in patch))));
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!d) return;
    const missing: Record<string, string> = {};
    for (const k of ['employeeId', 'month', ...(kind === 'type' ? (['typeId'] as const) : [])] as const)
      if (!d[k]) missing[k] = t('common:validation.required');
    if (d.target === '') missing.target = t('common:validation.required');
    setErrors(missing);
    if (Object.keys(missing).length) return;
    lock();
    setProblem(null);
    try {
      await saveTarget(id || null, {
        kind,
        employeeId: d.employeeId,
        month: d.month,
        typeId: kind === 'type' ? d.typeId : null,
        target: Number(d.target),
        goal: d.goal,
        valuation: d.valuation === '' ? '' : Number(d.valuation),
      });
      notifySuccess(t('targets.saved'));
      await client.invalidateQueries({ queryKey: [ACTIVITIES_KEY] });
      navigate(list);
    } catch (err) {
      unlock();
      if (isApiError(err) && err.fields && err.code === 'validation')
        setErrors(fieldErrors(t, err.fields, { min: 1, max: err.fields.valuation ? 100 : TARGET_MAX }));
      else setProblem(errorText(t, err));
    }
  };
  return (
    <Stack gap="lg" maw={760}>
      <PageHeader crumbs={[{ label: t(paths.menu), to: list }, { label: title }]} title={title} />
      {!d ? (
        <Skeleton h={380} />
      ) : (
        <Paper withBorder radius="md" p="lg">
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <FormProblem text={problem} />
              <Grid>
                <Grid.Col span={{ base: 12, sm: 8 }}>
                  <RemoteSelect
                    label={t('fields.employee')}
                    withAsterisk
                    placeholder={t('common:form.typeToSearch')}
                    query={employeeOptionsQuery}
                    value={d.employeeId}
                    currentLabel={d.employeeLabel}
                    onChange={(v, label) => set({ employeeId: v, employeeLabel: label ?? '' })}
                    error={errors.employeeId}
                    data-testid="target-employee"
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 4 }}>
                  <MonthInput
                    label={t('fields.month')}
                    withAsterisk
                    value={d.month}
                    onChange={(month) => set({ month })}
                    error={errors.month}
                    data-testid="target-month"
                  />
                </Grid.Col>
                {kind === 'type' && (
                  <Grid.Col span={12}>
                    <Select
                      label={t('fields.type')}
                      description={t('targets.typeHint')}
                      withAsterisk
                      data={(options.data?.types ?? []).map((x) => ({ value: x.id, label: x.name }))}
                      value={d.typeId || null}
                      onChange={(v) => set({ typeId: v ?? '' })}
                      error={errors.typeId}
                      data-testid="target-type"
                    />
                  </Grid.Col>
                )}
                <Grid.Col span={{ base: 6 }}>
                  <NumberInput
                    label={t('fields.target')}
                    withAsterisk
                    value={d.target}
                    onChange={(target) => set({ target })}
                    min={1}
                    max={TARGET_MAX}
                    allowDecimal={false}
                    error={errors.target}
                    data-testid="target-target"
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 6 }}>
                  <NumberInput
                    label={t('fields.valuation')}
                    withAsterisk
                    value={d.valuation}
                    onChange={(valuation) => set({ valuation })}
                    min={1}
                    max={100}
                    suffix=" %"
                    allowDecimal={false}
                    error={errors.valuation}
                    data-testid="target-valuation"
                  />
                </Grid.Col>
              </Grid>
              <Textarea
                label={t('fields.goal')}
                value={d.goal}
                onChange={(e) => set({ goal: e.currentTarget.value })}
                maxLength={500}
                autosize
                minRows={2}
                error={errors.goal}
                data-testid="target-goal"
              />
              <FormActions
                justify="flex-end"
                cancelTo={list}
                cancelTestId="target-cancel"
                submitLabel={t('common:actions.save')}
                submitTestId="target-save"
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
