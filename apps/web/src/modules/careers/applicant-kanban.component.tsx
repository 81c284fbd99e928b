import { useState, type DragEvent } from 'react';
import {
  ActionIcon,
  Badge,
  Group,
  Menu,
  Paper,
  ScrollArea,
  Skeleton,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { IconDotsVertical, IconGripVertical } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PIPELINE_STAGES, type TApplicantBoard, type TPipelineStage } from '@staffdesk/core/careers';
import { formatDateTime } from '../../shell/date-format.ts';
import { STAGE_COLORS } from './careers-badges.component.tsx';
import { CareersRetry } from './careers-retry.component.tsx';
import { boardQuery, careersKeys } from './careers.api.ts';
import { moved } from './applicants.ts';
import { StageMoveDialog, type TStageMove } from './stage-move.dialog.tsx';
import classes from './applicant-kanban.module.css';

const DRAG_TYPE = 'application/x-staffdesk-applicant';

type TKanbanProps = {
  postId: string;
  canMove: boolean;
  onOpen: (applicantId: string) => void;
};

/**
 * The pipeline of one post: a column per stage; cards move by drag and drop or by their menu (keyboard and touch),
 * always through the confirmation with "notify the applicant by email".
 */
export function ApplicantKanban({ postId, canMove, onOpen }: TKanbanProps) {
  const { t } = useTranslation(['careers', 'common']);
  const queryClient = useQueryClient();
  const query = useQuery(boardQuery(postId));
  const [move, setMove] = useState<TStageMove | null>(null);
  const [dragging, setDragging] = useState<{ id: string; from: TPipelineStage } | null>(null);
  const [over, setOver] = useState<TPipelineStage | null>(null);

  if (query.isPending) {
    return (
      <Group gap="md" wrap="nowrap" data-testid="kanban-loading">
        {Array.from({ length: 4 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders while loading, never reordered
          <Skeleton key={i} h={280} w={260} radius="md" />
        ))}
      </Group>
    );
  }
  if (query.error) return <CareersRetry error={query.error} onRetry={() => void query.refetch()} />;
  const board = query.data;
  const nameOf = (id: string) => board.columns.flatMap((c) => c.cards).find((c) => c.id === id)?.name ?? '';

  const askMove = (id: string, from: TPipelineStage, to: TPipelineStage) => {
    if (from === to || !canMove) return;
    setMove({ applicantId: id, name: nameOf(id), from, to });
  };

  const onDrop = (e: DragEvent, to: TPipelineStage) => {
    e.preventDefault();
    setOver(null);
    const raw = e.dataTransfer.getData(DRAG_TYPE);
    const src = dragging ?? (raw ? (JSON.parse(raw) as { id: string; from: TPipelineStage }) : null);
    setDragging(null);
    if (src) askMove(src.id, src.from, to);
  };

  return (
    <>
      <ScrollArea type="auto" offsetScrollbars scrollbarSize={10} data-testid="kanban">
        {/* biome-ignore lint/a11y/useSemanticElements: columns are sections with headings and drop zones; the list role only gives screen readers the count */}
        <div className={classes.board} role="list" aria-label={t('careers:kanban.label', { title: board.post.title })}>
          {board.columns.map((col) => (
            // biome-ignore lint/a11y/useSemanticElements: see the board's note above
            <section
              key={col.stage}
              role="listitem"
              aria-label={`${t(`careers:stages.${col.stage}`)} (${col.count})`}
              className={classes.column}
              data-over={over === col.stage || undefined}
              data-testid={`kanban-column-${col.stage}`}
              onDragOver={(e) => {
                if (!canMove || !dragging) return;
                e.preventDefault();
                e.dataTransfer.dropEffect = 'move';
                if (over !== col.stage) setOver(col.stage);
              }}
              onDragLeave={(e) => {
                if (!e.currentTarget.contains(e.relatedTarget as Node | null))
                  setOver((o) => (o === col.stage ? null : o));
              }}
              onDrop={(e) => onDrop(e, col.stage)}
            >
              <Group
                justify="space-between"
                gap="xs"
                className={classes.columnHead}
                style={{ borderTopColor: `var(--mantine-color-${STAGE_COLORS[col.stage]}-6)` }}
              >
                <Text fw={600} size="sm">
                  {t(`careers:stages.${col.stage}`)}
                </Text>
                <Badge size="sm" variant="light" color={STAGE_COLORS[col.stage]} data-testid="kanban-count">
                  {col.count}
                </Badge>
              </Group>
              <Stack gap="xs" className={classes.cards}>
                {col.cards.length === 0 && (
                  <Text size="xs" c="dimmed" ta="center" py="md">
                    {t('careers:kanban.empty')}
                  </Text>
                )}
                {col.cards.map((card) => (
                  <Paper
                    key={card.id}
                    withBorder
                    radius="md"
                    p="xs"
                    className={classes.card}
                    draggable={canMove}
                    data-dragging={dragging?.id === card.id || undefined}
                    onDragStart={(e) => {
                      e.dataTransfer.effectAllowed = 'move';
                      e.dataTransfer.setData(DRAG_TYPE, JSON.stringify({ id: card.id, from: col.stage }));
                      e.dataTransfer.setData('text/plain', card.name);
                      setDragging({ id: card.id, from: col.stage });
                    }}
                    onDragEnd={() => {
                      setDragging(null);
                      setOver(null);
                    }}
                    data-testid="kanban-card"
                    data-applicant-id={card.id}
                  >
                    <Group gap={4} wrap="nowrap" align="flex-start">
                      {canMove && <IconGripVertical size={16} className={classes.grip} aria-hidden />}
                      <UnstyledButton
                        onClick={() => onOpen(card.id)}
                        className={classes.cardMain}
                        data-testid="kanban-card-open"
                      >
                        <Text size="sm" fw={600} lineClamp={1}>
                          {card.name}
                        </Text>
                        <Text size="xs" c="dimmed" lineClamp={1}>
                          {card.email}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {formatDateTime(card.appliedAt)}
                        </Text>
                      </UnstyledButton>
                      {canMove && (
                        <Menu position="bottom-end" withinPortal>
                          <Menu.Target>
                            <ActionIcon
                              variant="subtle"
                              color="gray"
                              size="sm"
                              aria-label={t('careers:kanban.moveCard', { name: card.name })}
                              data-testid="card-move-menu"
                            >
                              <IconDotsVertical size={16} aria-hidden />
                            </ActionIcon>
                          </Menu.Target>
                          <Menu.Dropdown mah={340} style={{ overflowY: 'auto' }}>
                            <Menu.Label>{t('careers:applicant.moveTo')}</Menu.Label>
                            {PIPELINE_STAGES.filter((s) => s !== col.stage).map((s) => (
                              <Menu.Item
                                key={s}
                                onClick={() => askMove(card.id, col.stage, s)}
                                data-testid={`move-to-${s}`}
                              >
                                {t(`careers:stages.${s}`)}
                              </Menu.Item>
                            ))}
                          </Menu.Dropdown>
                        </Menu>
                      )}
                    </Group>
                  </Paper>
                ))}
              </Stack>
            </section>
          ))}
        </div>
      </ScrollArea>
      <StageMoveDialog
        move={move}
        onClose={() => setMove(null)}
        onMoved={(detail) => {
          const current = queryClient.getQueryData<TApplicantBoard>(careersKeys.board(postId));
          if (current) queryClient.setQueryData(careersKeys.board(postId), moved(current, detail.id, detail.stage));
          queryClient.setQueryData(careersKeys.applicant(detail.id), detail);
        }}
      />
    </>
  );
}
