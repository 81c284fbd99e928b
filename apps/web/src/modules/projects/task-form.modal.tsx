import { Button, Grid, Group, Modal, NumberInput, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormProblem } from '../../platform/form-layout.component.tsx';
import {
  PROJECT_PRIORITIES,
  TASK_STATUSES,
  type TProjectPriority,
  type TTask,
  type TTaskStatus,
  WEIGHT_MAX,
} from '@staffdesk/core/projects-api';
import { isApiError } from '../../platform/api-client.ts';
import { DayInput } from '../../platform/day-input.component.tsx';
import { RemoteSelect } from '../../platform/remote-select.component.tsx';
import { useSubmitLock } from '../../platform/use-submit-lock.hook.ts';
import { errorText } from '../../shell/error-text.ts';
import { notifySuccess } from '../../shell/toast.ts';
import { fieldErrors } from '../account/field-errors.ts';
import { employeeOptionsQuery } from '../employees/employees.api.ts';
import { PROJECTS_KEY, projectSearch, saveTask } from './projects.api.ts';

type TDraft = {
  projectId: string;
  projectLabel: string;
  title: string;
  description: string;
  assigneeId: string;
  assigneeLabel: string;
  priority: TProjectPriority;
  weight: number | string;
  dueOn: string;
  status: TTaskStatus;
};

/** A task added (to the project chosen in the list's filter, if any) or edited by HR. */
export function TaskFormModal({
  task,
  project,
  onClose,
}: {
  task: TTask | null;
  project: { id: string; name: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['projects', 'common', 'errors']);
  const client = useQueryClient();
  const [d, setD] = useState<TDraft>(
    task
      ? {
          projectId: task.projectId,
          projectLabel: task.projectName,
          title: task.title,
          description: task.description ?? '',
          assigneeId: task.assignee.id,
          assigneeLabel: `${task.assignee.name} · ${task.assignee.code}`,
          priority: task.priority,
          weight: task.weight,
          dueOn: task.dueOn ?? '',
          status: task.status,
        }
      : {
          projectId: project?.id ?? '',
          projectLabel: project?.name ?? '',
          title: '',
          description: '',
          assigneeId: '',
          assigneeLabel: '',
          priority: 'moderate',
          weight: 1,
          dueOn: '',
          status: 'todo',
        },
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [locked, lock, unlock] = useSubmitLock();
  const set = (patch: Partial<TDraft>) => {
    setD((x) => ({ ...x, ...patch }));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !(k in patch))));
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const missing: Record<string, string> = {};
    for (const k of ['projectId', 'title', 'assigneeId'] as const)
      if (!d[k].trim()) missing[k] = t('common:validation.required');
    setErrors(missing);
    if (Object.keys(missing).length) return;
    lock();
    setProblem(null);
    try {
      await saveTask(task?.id ?? null, {
        projectId: d.projectId,
        title: d.title,
        description: d.description,
        assigneeId: d.assigneeId,
        priority: d.priority,
        weight: d.weight === '' ? 1 : Number(d.weight),
        dueOn: d.dueOn,
        status: d.status,
      });
      notifySuccess(t('taskSaved'));
      await client.invalidateQueries({ queryKey: [PROJECTS_KEY] });
      onClose();
    } catch (err) {
      unlock();
      if (isApiError(err) && err.fields && err.code === 'validation')
        setErrors(fieldErrors(t, err.fields, { max: WEIGHT_MAX, min: 1 }));
      else setProblem(errorText(t, err));
    }
  };
  return (
    <Modal opened onClose={onClose} title={task ? t('editTask') : t('addTask')} size="lg" data-testid="task-dialog">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormProblem text={problem} />
          <RemoteSelect
            label={t('fields.project')}
            withAsterisk
            query={projectSearch}
            value={d.projectId}
            currentLabel={d.projectLabel}
            onChange={(v, label) => set({ projectId: v, projectLabel: label ?? '' })}
            error={errors.projectId}
            data-testid="task-project"
          />
          <TextInput
            label={t('fields.title')}
            withAsterisk
            value={d.title}
            onChange={(e) => set({ title: e.currentTarget.value })}
            maxLength={200}
            error={errors.title}
            data-testid="task-title"
            data-autofocus
          />
          <RemoteSelect
            label={t('fields.assignee')}
            withAsterisk
            placeholder={t('common:form.typeToSearch')}
            query={employeeOptionsQuery}
            value={d.assigneeId}
            currentLabel={d.assigneeLabel}
            onChange={(v, label) => set({ assigneeId: v, assigneeLabel: label ?? '' })}
            error={errors.assigneeId}
            data-testid="task-assignee"
          />
          <Grid>
            <Grid.Col span={{ base: 6, sm: 3 }}>
              <Select
                label={t('fields.priority')}
                data={PROJECT_PRIORITIES.map((p) => ({ value: p, label: t(`priorities.${p}`) }))}
                value={d.priority}
                onChange={(v) => v && set({ priority: v as TProjectPriority })}
                allowDeselect={false}
                data-testid="task-priority"
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
                data-testid="task-weight"
              />
            </Grid.Col>
            <Grid.Col span={{ base: 6, sm: 3 }}>
              <DayInput
                label={t('fields.dueOn')}
                value={d.dueOn}
                onChange={(dueOn) => set({ dueOn })}
                clearable
                error={errors.dueOn}
                data-testid="task-due"
              />
            </Grid.Col>
            <Grid.Col span={{ base: 6, sm: 3 }}>
              <Select
                label={t('fields.status')}
                data={TASK_STATUSES.map((s) => ({ value: s, label: t(`taskStatuses.${s}`) }))}
                value={d.status}
                onChange={(v) => v && set({ status: v as TTaskStatus })}
                allowDeselect={false}
                data-testid="task-status-input"
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
            data-testid="task-description"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common:actions.cancel')}
            </Button>
            <Button
              type="submit"
              loading={locked}
              leftSection={<IconDeviceFloppy size={16} aria-hidden />}
              data-testid="task-save"
            >
              {t('common:actions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
