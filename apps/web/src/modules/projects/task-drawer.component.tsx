import {
  ActionIcon,
  Alert,
  Button,
  Divider,
  Drawer,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconAlertTriangle, IconClockPlus, IconEdit, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LOG_DAYS_BACK,
  minutesText,
  TASK_STATUSES,
  type TTaskDetail,
  type TTaskStatus,
} from '@staffdesk/core/projects-api';
import { addDays } from '@staffdesk/core/dates';
import { isApiError } from '../../platform/api-client.ts';
import { openConfirm } from '../../platform/confirm.dialog.tsx';
import { DayInput } from '../../platform/day-input.component.tsx';
import { useSubmitLock } from '../../platform/use-submit-lock.hook.ts';
import { formatDay, browserToday } from '../../shell/date-format.ts';
import { errorText } from '../../shell/error-text.ts';
import { notifyError, notifySuccess } from '../../shell/toast.ts';
import { fieldErrors } from '../account/field-errors.ts';
import { ProjectPriority, TaskStatus } from './project-parts.component.tsx';
import { TaskFiles } from './task-files.component.tsx';
import { addTaskLog, deleteTask, deleteTaskLog, moveTask, PROJECTS_KEY, taskQuery } from './projects.api.ts';

const _pad = (n: number) => String(n).padStart(2, '0');

/** The assignee's "Log time": a day, hours and minutes, a note. */
function LogForm({ task }: { task: TTaskDetail }) {
  const { t } = useTranslation(['projects', 'common', 'errors']);
  const client = useQueryClient();
  const [day, setDay] = useState(browserToday());
  const [hours, setHours] = useState<number | string>(1);
  const [minutes, setMinutes] = useState<number | string>(0);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [locked, lock, unlock] = useSubmitLock();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const total = Number(hours || 0) * 60 + Number(minutes || 0);
    if (!day) return setErrors({ workedOn: t('common:validation.required') });
    if (total <= 0) return setErrors({ minutes: t('common:validation.tooSmall', { min: 1 }) });
    lock();
    setProblem(null);
    setErrors({});
    try {
      await addTaskLog(task.id, { workedOn: day, minutes: total, note });
      notifySuccess(t('logs.added'));
      setNote('');
      await client.invalidateQueries({ queryKey: [PROJECTS_KEY] });
    } catch (err) {
      if (isApiError(err) && err.fields && err.code === 'validation')
        setErrors(fieldErrors(t, err.fields, { max: LOG_DAYS_BACK, min: 1 }));
      else setProblem(errorText(t, err));
    } finally {
      unlock();
    }
  };
  return (
    <Paper withBorder radius="md" p="sm" component="form" onSubmit={submit} noValidate data-testid="log-form">
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          {t('logs.add')}
        </Text>
        {problem && (
          <Alert color="red" icon={<IconAlertTriangle size={16} />} role="alert" p="xs">
            {problem}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
          <DayInput
            label={t('fields.workedOn')}
            value={day}
            onChange={setDay}
            maxDate={browserToday()}
            minDate={addDays(browserToday(), -LOG_DAYS_BACK)}
            error={errors.workedOn}
            data-testid="log-day"
          />
          <NumberInput
            label={t('fields.hours')}
            value={hours}
            onChange={setHours}
            min={0}
            max={24}
            allowDecimal={false}
            data-testid="log-hours"
          />
          <NumberInput
            label={t('fields.minutes')}
            value={minutes}
            onChange={setMinutes}
            min={0}
            max={59}
            step={15}
            allowDecimal={false}
            error={errors.minutes}
            data-testid="log-minutes"
          />
        </SimpleGrid>
        <TextInput
          label={t('fields.note')}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          maxLength={500}
          error={errors.note}
          data-testid="log-note"
        />
        <Group justify="flex-end">
          <Button
            type="submit"
            size="sm"
            loading={locked}
            leftSection={<IconClockPlus size={16} aria-hidden />}
            data-testid="log-save"
          >
            {t('logs.add')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <div>{children}</div>
    </div>
  );
}

/**
 * A task opened from the list or the board (`?task=<id>`): its facts, its status (for whoever may move it), its
 * time logs and, for its assignee, "Log time". HR edits or deletes it from here.
 */
export function TaskDrawer({
  id,
  onClose,
  onEdit,
}: {
  id: string;
  onClose: () => void;
  onEdit: (t: TTaskDetail) => void;
}) {
  const { t } = useTranslation(['projects', 'common', 'errors']);
  const client = useQueryClient();
  const query = useQuery(taskQuery(id));
  const task = query.data;
  const refresh = () => client.invalidateQueries({ queryKey: [PROJECTS_KEY] });
  const move = async (status: TTaskStatus) => {
    try {
      await moveTask(id, status);
      notifySuccess(t('board.moved', { status: t(`taskStatuses.${status}`) }));
      await refresh();
    } catch (e) {
      notifyError(errorText(t, e));
    }
  };
  const removeLog = (logId: string, minutes: number) =>
    openConfirm({
      title: t('logs.delete'),
      text: t('logs.deleteConfirm', { time: minutesText(minutes) }),
      confirmLabel: t('common:actions.delete'),
      color: 'red',
      testId: 'confirm-delete-log',
      onConfirm: async () => {
        try {
          await deleteTaskLog(id, logId);
          notifySuccess(t('logs.deleted'));
          await refresh();
        } catch (e) {
          notifyError(errorText(t, e));
        }
      },
    });
  const remove = () =>
    task &&
    openConfirm({
      title: t('common:actions.delete'),
      text: t('deleteTaskConfirm', { name: task.title }),
      confirmLabel: t('common:actions.delete'),
      color: 'red',
      testId: 'confirm-delete-task',
      onConfirm: async () => {
        try {
          await deleteTask(id);
          notifySuccess(t('taskDeleted'));
          onClose();
          await refresh();
        } catch (e) {
          notifyError(errorText(t, e));
        }
      },
    });
  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size="lg"
      title={task?.title ?? t('openTask')}
      data-testid="task-drawer"
    >
      {!task ? (
        query.error ? (
          <Alert color="red" role="alert">
            {errorText(t, query.error)}
          </Alert>
        ) : (
          <Skeleton h={300} />
        )
      ) : (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {task.projectName}
          </Text>
          <SimpleGrid cols={2} spacing="sm">
            <Fact label={t('fields.assignee')}>
              <Text size="sm">{task.assignee.name || '—'}</Text>
            </Fact>
            <Fact label={t('fields.dueOn')}>
              <Text size="sm" c={task.overdue ? 'red' : undefined}>
                {task.dueOn ? formatDay(task.dueOn) : t('noDue')} {task.overdue ? `· ${t('overdue')}` : ''}
              </Text>
            </Fact>
            <Fact label={t('fields.priority')}>
              <ProjectPriority priority={task.priority} />
            </Fact>
            <Fact label={t('fields.weight')}>
              <Text size="sm">{task.weight}</Text>
            </Fact>
            <Fact label={t('fields.status')}>
              {task.can.move ? (
                <Select
                  aria-label={t('fields.status')}
                  data={TASK_STATUSES.map((s) => ({ value: s, label: t(`taskStatuses.${s}`) }))}
                  value={task.status}
                  onChange={(v) => v && v !== task.status && move(v as TTaskStatus)}
                  allowDeselect={false}
                  size="xs"
                  data-testid="drawer-status"
                />
              ) : (
                <TaskStatus status={task.status} />
              )}
            </Fact>
            <Fact label={t('fields.logged')}>
              <Text size="sm" data-testid="drawer-logged">
                {minutesText(task.loggedMinutes)}
              </Text>
            </Fact>
          </SimpleGrid>
          {task.description && (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {task.description}
            </Text>
          )}
          {(task.can.edit || task.can.delete) && (
            <Group gap="xs">
              {task.can.edit && (
                <Button
                  variant="default"
                  size="xs"
                  leftSection={<IconEdit size={14} aria-hidden />}
                  onClick={() => onEdit(task)}
                  data-testid="task-edit"
                >
                  {t('editTask')}
                </Button>
              )}
              {task.can.delete && (
                <Button
                  variant="default"
                  color="red"
                  size="xs"
                  leftSection={<IconTrash size={14} aria-hidden />}
                  onClick={remove}
                  data-testid="task-delete"
                >
                  {t('common:actions.delete')}
                </Button>
              )}
            </Group>
          )}
          <TaskFiles task={task} />
          <Divider />
          {task.can.log && <LogForm task={task} />}
          <Group justify="space-between">
            <Text size="sm" fw={600}>
              {t('logs.title')}
            </Text>
            <Text size="xs" c="dimmed">
              {t('logs.total', { time: minutesText(task.loggedMinutes) })}
            </Text>
          </Group>
          {task.logs.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('logs.empty')}
            </Text>
          ) : (
            <Stack gap={6} data-testid="task-logs">
              {task.logs.map((l) => (
                <Group key={l.id} justify="space-between" wrap="nowrap" align="flex-start" data-testid="task-log">
                  <div>
                    <Text size="sm">
                      <b>{minutesText(l.minutes)}</b> · {formatDay(l.workedOn)} · {l.employee.name}
                    </Text>
                    {l.note && (
                      <Text size="xs" c="dimmed">
                        {l.note}
                      </Text>
                    )}
                  </div>
                  {(task.can.edit || (task.can.log && l.employee.id === task.assignee.id)) && (
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('logs.delete')}
                      onClick={() => removeLog(l.id, l.minutes)}
                      data-testid="log-delete"
                    >
                      <IconTrash size={14} aria-hidden />
                    </ActionIcon>
                  )}
                </Group>
              ))}
            </Stack>
          )}
        </Stack>
      )}
    </Drawer>
  );
}
