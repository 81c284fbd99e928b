import {
  Grid,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import {
  PROJECT_PRIORITIES,
  PROJECT_STATUSES,
  type TProjectDetail,
  type TProjectPriority,
  type TProjectStatus,
  WEIGHT_MAX,
} from '@staffdesk/core/projects-api';
import { isApiError } from '../../platform/api-client.ts';
import { DayInput } from '../../platform/day-input.component.tsx';
import { RemoteMultiSelect } from '../../platform/remote-multi-select.component.tsx';
import { RemoteSelect } from '../../platform/remote-select.component.tsx';
import { resourceOptionsQuery } from '../../platform/resources/resource.api.ts';
import { FormActions, FormProblem } from '../../platform/form-layout.component.tsx';
import { useSubmitLock } from '../../platform/use-submit-lock.hook.ts';
import { errorText } from '../../shell/error-text.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { notifySuccess } from '../../shell/toast.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { fieldErrors } from '../account/field-errors.ts';
import { employeeOptionsQuery } from '../employees/employees.api.ts';
import { PROJECT_PATHS, PROJECTS_KEY, projectQuery, saveProject } from './projects.api.ts';

type TDraft = {
  organizationId: string;
  groupId: string;
  name: string;
  description: string;
  headId: string;
  headLabel: string;
  memberIds: string[];
  priority: TProjectPriority;
  weight: number | string;
  value: string;
  startOn: string;
  dueOn: string;
  status: TProjectStatus;
};

const person = (p: { name: string; code: string }) => `${p.name} · ${p.code}`;

function draftOf(p: TProjectDetail): TDraft {
  return {
    organizationId: p.organizationId,
    groupId: p.groupId ?? '',
    name: p.name,
    description: p.description ?? '',
    headId: p.head.id,
    headLabel: person(p.head),
    memberIds: p.members.map((m) => m.id),
    priority: p.priority,
    weight: p.weight,
    value: p.value ?? '',
    startOn: p.startOn,
    dueOn: p.dueOn,
    status: p.status,
  };
}

const EMPTY: TDraft = {
  organizationId: '',
  groupId: '',
  name: '',
  description: '',
  headId: '',
  headLabel: '',
  memberIds: [],
  priority: 'moderate',
  weight: 1,
  value: '',
  startOn: '',
  dueOn: '',
  status: 'inProgress',
};

/**
 * `/projects/add` and `/projects/add/:id`: a project's organization and group, name, head and members, priority,
 * weight and value, its dates and (once it has tasks) its status.
 */
export function ProjectFormPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation(['projects', 'common', 'errors', 'menu']);
  const session = useShellSession();
  const navigate = useNavigate();
  const client = useQueryClient();
  const orgs = useQuery(resourceOptionsQuery('organization'));
  const groups = useQuery(resourceOptionsQuery('projectGroup'));
  const existing = useQuery({ ...projectQuery(id), enabled: !!id });
  const [d, setD] = useState<TDraft | null>(id ? null : EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [locked, lock, unlock] = useSubmitLock();
  useEffect(() => {
    if (existing.data && !d) setD(draftOf(existing.data));
  }, [existing.data, d]);
  const orgList = orgs.data ?? [];
  useEffect(() => {
    if (d && !d.organizationId && orgList.length === 1) setD({ ...d, organizationId: orgList[0]!.id });
  }, [orgList, d]);
  const title = id ? t('editOf', { name: existing.data?.name ?? '' }) : t('add');
  usePageTitle(title);
  const list = `/${session.account}/${PROJECT_PATHS.list}`;
  const set = (patch: Partial<TDraft>) => {
    setD((x) => (x ? { ...x, ...patch } : x));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !(k in patch))));
  };
  const memberLabels = (wanted: string[]) => ({
    key: [PROJECTS_KEY, 'member-labels', id, wanted] as const,
    fetch: async () => ({
      options: (existing.data?.members ?? [])
        .filter((m) => wanted.includes(m.id))
        .map((m) => ({ value: m.id, label: person(m) })),
    }),
  });
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!d) return;
    const missing: Record<string, string> = {};
    for (const k of ['organizationId', 'name', 'headId', 'startOn', 'dueOn'] as const)
      if (!d[k].trim()) missing[k] = t('common:validation.required');
    setErrors(missing);
    if (Object.keys(missing).length) return;
    lock();
    setProblem(null);
    try {
      await saveProject(id || null, {
        organizationId: d.organizationId,
        groupId: d.groupId || null,
        name: d.name,
        description: d.description,
        headId: d.headId,
        memberIds: d.memberIds,
        priority: d.priority,
        weight: d.weight === '' ? 1 : Number(d.weight),
        value: d.value,
        startOn: d.startOn,
        dueOn: d.dueOn,
        status: d.status,
      });
      notifySuccess(t('saved'));
      await client.invalidateQueries({ queryKey: [PROJECTS_KEY] });
      navigate(list);
    } catch (err) {
      unlock();
      if (isApiError(err) && err.fields && err.code === 'validation')
        setErrors(fieldErrors(t, err.fields, { other: t('fields.startOn'), max: WEIGHT_MAX, min: 1 }));
      else setProblem(errorText(t, err));
    }
  };
  return (
    <Stack gap="lg" maw={880}>
      <PageHeader crumbs={[{ label: t('menu:projects'), to: list }, { label: title }]} title={title} />
      {!d ? (
        <Skeleton h={480} />
      ) : (
        <Paper withBorder radius="md" p="lg">
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <FormProblem text={problem} />
              <Grid>
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <TextInput
                    label={t('fields.name')}
                    withAsterisk
                    value={d.name}
                    onChange={(e) => set({ name: e.currentTarget.value })}
                    maxLength={150}
                    error={errors.name}
                    data-testid="project-name"
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <Select
                    label={t('fields.organization')}
                    withAsterisk
                    data={orgList.map((o) => ({ value: o.id, label: o.label }))}
                    value={d.organizationId || null}
                    onChange={(v) => set({ organizationId: v ?? '' })}
                    error={errors.organizationId}
                    searchable
                    data-testid="project-organization"
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <RemoteSelect
                    label={t('fields.head')}
                    withAsterisk
                    placeholder={t('common:form.typeToSearch')}
                    query={employeeOptionsQuery}
                    value={d.headId}
                    currentLabel={d.headLabel}
                    onChange={(v, label) => set({ headId: v, headLabel: label ?? '' })}
                    error={errors.headId}
                    data-testid="project-head"
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <Select
                    label={t('fields.group')}
                    data={(groups.data ?? []).map((o) => ({ value: o.id, label: o.label }))}
                    value={d.groupId || null}
                    onChange={(v) => set({ groupId: v ?? '' })}
                    error={errors.groupId}
                    clearable
                    searchable
                    data-testid="project-group"
                  />
                </Grid.Col>
                <Grid.Col span={12}>
                  <RemoteMultiSelect
                    label={t('fields.members')}
                    description={t('hints.members')}
                    placeholder={t('common:form.typeToSearch')}
                    query={employeeOptionsQuery}
                    labels={memberLabels}
                    value={d.memberIds}
                    onChange={(memberIds) => set({ memberIds })}
                    error={errors.memberIds}
                    data-testid="project-members"
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 6, sm: 3 }}>
                  <DayInput
                    label={t('fields.startOn')}
                    withAsterisk
                    value={d.startOn}
                    onChange={(startOn) => set({ startOn })}
                    error={errors.startOn}
                    data-testid="project-start"
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 6, sm: 3 }}>
                  <DayInput
                    label={t('fields.dueOn')}
                    withAsterisk
                    value={d.dueOn}
                    onChange={(dueOn) => set({ dueOn })}
                    minDate={d.startOn || undefined}
                    error={errors.dueOn}
                    data-testid="project-due"
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 6, sm: 3 }}>
                  <NumberInput
                    label={t('fields.weight')}
                    value={d.weight}
                    onChange={(weight) => set({ weight })}
                    min={1}
                    max={WEIGHT_MAX}
                    allowDecimal={false}
                    error={errors.weight}
                    data-testid="project-weight"
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 6, sm: 3 }}>
                  <TextInput
                    label={t('fields.value')}
                    placeholder="0.00"
                    inputMode="decimal"
                    value={d.value}
                    onChange={(e) => set({ value: e.currentTarget.value })}
                    error={errors.value}
                    data-testid="project-value"
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
                data-testid="project-description"
              />
              <Stack gap={4}>
                <Text size="sm" fw={500}>
                  {t('fields.priority')}
                </Text>
                <SegmentedControl
                  value={d.priority}
                  onChange={(v) => set({ priority: v as TProjectPriority })}
                  data={PROJECT_PRIORITIES.map((p) => ({ value: p, label: t(`priorities.${p}`) }))}
                  fullWidth
                  data-testid="project-priority"
                />
              </Stack>
              {id && (
                <Stack gap={4}>
                  <Text size="sm" fw={500}>
                    {t('fields.status')}
                  </Text>
                  <SegmentedControl
                    value={d.status}
                    onChange={(v) => set({ status: v as TProjectStatus })}
                    data={PROJECT_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
                    data-testid="project-status-input"
                  />
                  <Text size="xs" c={errors.status ? 'red' : 'dimmed'} role={errors.status ? 'alert' : undefined}>
                    {errors.status ?? t('hints.completed')}
                  </Text>
                </Stack>
              )}
              <FormActions
                justify="flex-end"
                cancelTo={list}
                cancelTestId="project-cancel"
                submitLabel={t('common:actions.save')}
                submitTestId="project-save"
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
