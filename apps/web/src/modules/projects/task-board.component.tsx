import { ActionIcon, Badge, Box, Group, Menu, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import { IconArrowsMove, IconClock } from '@tabler/icons-react';
import { type DragEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BOARD_COMPLETED_MAX,
  minutesText,
  TASK_STATUSES,
  type TTask,
  type TTaskStatus,
} from '@staffdesk/core/projects-api';
import { formatDay } from '../../shell/date-format.ts';
import { ProjectPriority, TASK_COLORS } from './project-parts.component.tsx';

type TBoardProps = {
  tasks: readonly TTask[];
  /** whether the caller may move this task (HR with edit, the assignee, the project's head) */
  canMove: (t: TTask) => boolean;
  onMove: (t: TTask, status: TTaskStatus) => void;
  onOpen: (t: TTask) => void;
  /** show each card's project (the board spans several) */
  showProject: boolean;
};

const DRAG_TYPE = 'application/x-staffdesk-task';

function TaskCard({
  task,
  movable,
  onMove,
  onOpen,
  showProject,
}: {
  task: TTask;
  movable: boolean;
  onMove: (status: TTaskStatus) => void;
  onOpen: () => void;
  showProject: boolean;
}) {
  const { t } = useTranslation('projects');
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      draggable={movable}
      onDragStart={(e: DragEvent) => {
        e.dataTransfer.setData(DRAG_TYPE, task.id);
        e.dataTransfer.effectAllowed = 'move';
      }}
      style={{
        cursor: movable ? 'grab' : 'pointer',
        borderLeft: `3px solid var(--mantine-color-${TASK_COLORS[task.status]}-6)`,
      }}
      data-testid="board-card"
      data-task={task.title}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap={4}>
        <Text
          size="sm"
          fw={600}
          component="button"
          type="button"
          onClick={onOpen}
          ta="left"
          style={{ background: 'none', border: 0, padding: 0, cursor: 'pointer', color: 'inherit', flex: 1 }}
          aria-label={`${t('openTask')}: ${task.title}`}
          data-testid="card-open"
        >
          {task.title}
        </Text>
        {movable && (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon
                variant="subtle"
                size="sm"
                aria-label={`${t('board.moveTo')}: ${task.title}`}
                data-testid="card-move"
              >
                <IconArrowsMove size={14} aria-hidden />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Label>{t('board.moveTo')}</Menu.Label>
              {TASK_STATUSES.filter((s) => s !== task.status).map((s) => (
                <Menu.Item key={s} onClick={() => onMove(s)} data-testid={`move-${s}`}>
                  {t(`taskStatuses.${s}`)}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
      {showProject && (
        <Text size="xs" c="dimmed" lineClamp={1}>
          {task.projectName}
        </Text>
      )}
      <Group gap={6} mt={6} wrap="wrap">
        <ProjectPriority priority={task.priority} />
        {task.overdue && (
          <Badge color="red" variant="light" size="sm" data-testid="card-overdue">
            {t('overdue')}
          </Badge>
        )}
      </Group>
      <Group justify="space-between" mt={6} gap={4} wrap="nowrap">
        <Text size="xs" c="dimmed" lineClamp={1}>
          {task.assignee.name || '—'}
        </Text>
        <Group gap={8} wrap="nowrap">
          {task.loggedMinutes > 0 && (
            <Group gap={2} wrap="nowrap">
              <IconClock size={12} aria-hidden />
              <Text size="xs">{minutesText(task.loggedMinutes)}</Text>
            </Group>
          )}
          <Text size="xs" c={task.overdue ? 'red' : 'dimmed'}>
            {task.dueOn ? formatDay(task.dueOn) : ''}
          </Text>
        </Group>
      </Group>
    </Paper>
  );
}

/**
 * The task board: a column per status. A card is dragged to another column with a mouse, or moved with its
 * "Move to" menu (touch screens and keyboards); cards the caller may not move open only.
 */
export function TaskBoard({ tasks, canMove, onMove, onOpen, showProject }: TBoardProps) {
  const { t } = useTranslation('projects');
  const [over, setOver] = useState<TTaskStatus | null>(null);
  const drop = (status: TTaskStatus) => (e: DragEvent) => {
    e.preventDefault();
    setOver(null);
    const id = e.dataTransfer.getData(DRAG_TYPE);
    const task = tasks.find((x) => x.id === id);
    if (task && task.status !== status && canMove(task)) onMove(task, status);
  };
  return (
    <ScrollArea type="auto" offsetScrollbars aria-label={t('board.label')}>
      <Group align="flex-start" wrap="nowrap" gap="md" data-testid="task-board">
        {TASK_STATUSES.map((status) => {
          const cards = tasks.filter((x) => x.status === status);
          return (
            <Box
              key={status}
              w={280}
              miw={260}
              p="xs"
              style={{
                borderRadius: 'var(--mantine-radius-md)',
                background: over === status ? 'var(--mantine-color-blue-light)' : 'var(--mantine-color-default-hover)',
                flex: '1 0 260px',
              }}
              onDragOver={(e) => {
                if (e.dataTransfer.types.includes(DRAG_TYPE)) {
                  e.preventDefault();
                  setOver(status);
                }
              }}
              onDragLeave={() => setOver((s) => (s === status ? null : s))}
              onDrop={drop(status)}
              data-testid={`column-${status}`}
            >
              <Group justify="space-between" mb="xs" px={4}>
                <Group gap={6} wrap="nowrap">
                  <Box w={10} h={10} bg={`${TASK_COLORS[status]}.6`} style={{ borderRadius: '50%' }} aria-hidden />
                  <Text size="sm" fw={700}>
                    {t(`taskStatuses.${status}`)}
                  </Text>
                </Group>
                <Badge variant="default" size="sm" data-testid="column-count">
                  {cards.length}
                </Badge>
              </Group>
              <Stack gap="xs" mih={80}>
                {cards.map((task) => (
                  <TaskCard
                    key={task.id}
                    task={task}
                    movable={canMove(task)}
                    onMove={(s) => onMove(task, s)}
                    onOpen={() => onOpen(task)}
                    showProject={showProject}
                  />
                ))}
                {cards.length === 0 && (
                  <Text size="xs" c="dimmed" ta="center" py="md">
                    {t('board.dropHere')}
                  </Text>
                )}
                {status === 'completed' && cards.length >= BOARD_COMPLETED_MAX && (
                  <Text size="xs" c="dimmed" ta="center">
                    {t('board.completedShown', { count: BOARD_COMPLETED_MAX })}
                  </Text>
                )}
              </Stack>
            </Box>
          );
        })}
      </Group>
    </ScrollArea>
  );
}
