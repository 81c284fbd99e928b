import { Box, Group, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TRoster, TRosterCell, TShiftChip } from '@staffdesk/core/schedules';
import { isoWeekday } from '@staffdesk/core/dates';
import { formatDay, weekdayName } from '../../shell/date-format.ts';
import { ShiftTile, tileText } from './shift-cell.component.tsx';

/** What a day is set to: a shift, a rest day, or back to the employee's default. */
export type TDayValue = { set: 'shift'; shiftId: string } | { set: 'rest' } | { set: 'default' };
export type TDayTarget = { employeeId: string; employeeName: string; day: string };

export const DRAG_TYPE = 'application/x-staffdesk-day';

/** The value a dragged tile carries: a scheduled or default shift moves as that shift, anything else as a rest day. */
export function dayValueOf(cell: TRosterCell): TDayValue {
  if (cell.shiftId && (cell.kind === 'scheduled' || cell.kind === 'default'))
    return { set: 'shift', shiftId: cell.shiftId };
  return { set: 'rest' };
}

/**
 * The roster: employees down, days across, each day a tile. With edit rights a tile is a drop target (a shift from
 * the palette, or another tile dragged onto it) and a button (the brush picked in the palette, else a menu).
 */
export function RosterGrid({
  roster,
  editable,
  onDrop,
  onPick,
}: {
  roster: TRoster;
  editable: boolean;
  onDrop: (target: TDayTarget, value: TDayValue) => void;
  onPick: (target: TDayTarget, cell: TRosterCell) => void;
}) {
  const { t, i18n } = useTranslation('schedules');
  const shifts = new Map<string, TShiftChip>(roster.shifts.map((s) => [s.id, s]));
  const holidays = new Map<string, string>();
  for (const h of roster.holidays) if (!holidays.has(h.day)) holidays.set(h.day, h.name);
  const compact = roster.days.length > 7;
  const cellW = compact ? 58 : 92;
  const minWidth = 220 + roster.days.length * cellW;

  return (
    <Table.ScrollContainer minWidth={minWidth} type="native">
      <Table
        withTableBorder
        withColumnBorders
        stickyHeader
        layout="fixed"
        style={{ minWidth }}
        data-testid="roster-grid"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th
              w={220}
              style={{ position: 'sticky', left: 0, zIndex: 3, background: 'var(--mantine-color-body)' }}
            >
              {t('grid.employee')}
            </Table.Th>
            {roster.days.map((d) => (
              <Table.Th
                key={d}
                w={cellW}
                ta="center"
                px={2}
                title={holidays.get(d) ?? formatDay(d)}
                style={holidays.has(d) ? { background: 'var(--mantine-color-orange-light)' } : undefined}
              >
                <Stack gap={0} align="center">
                  <Text size="xs" c="dimmed" truncate maw="100%">
                    {weekdayName(isoWeekday(d), i18n.language)}
                  </Text>
                  <Text span size="sm" fw={600}>
                    {Number(d.slice(8))}
                  </Text>
                </Stack>
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {roster.rows.map((r) => (
            <Table.Tr key={r.employeeId} data-testid="roster-row" data-employee={r.employeeCode}>
              <Table.Td style={{ position: 'sticky', left: 0, zIndex: 1, background: 'var(--mantine-color-body)' }}>
                <Text size="sm" fw={500} truncate>
                  {r.employeeName}
                </Text>
                <Text size="xs" c="dimmed" truncate>
                  {r.employeeCode}
                  {r.departmentName ? ` · ${r.departmentName}` : ''}
                </Text>
              </Table.Td>
              {r.cells.map((c) => {
                const target = { employeeId: r.employeeId, employeeName: r.employeeName, day: c.day };
                const shift = c.shiftId ? (shifts.get(c.shiftId) ?? null) : null;
                const what = shift ? `${shift.name} (${t(`kinds.${c.kind}`)})` : t(`kinds.${c.kind}`);
                // the name starts with what the tile shows (a code, a short word), then says it in full
                const name = `${tileText(t, c.kind, shift)} · ${r.employeeName}, ${formatDay(c.day)}: ${what}`;
                const tile = <ShiftTile kind={c.kind} shift={shift} compact={compact} />;
                return (
                  <Table.Td key={c.day} px={2} py={4} data-day={c.day} data-kind={c.kind}>
                    {editable ? (
                      <UnstyledButton
                        w="100%"
                        aria-label={name}
                        onClick={() => onPick(target, c)}
                        draggable
                        onDragStart={(e) => e.dataTransfer.setData(DRAG_TYPE, JSON.stringify(dayValueOf(c)))}
                        onDragOver={(e) => {
                          if (e.dataTransfer.types.includes(DRAG_TYPE)) e.preventDefault();
                        }}
                        onDrop={(e) => {
                          const raw = e.dataTransfer.getData(DRAG_TYPE);
                          if (!raw) return;
                          e.preventDefault();
                          onDrop(target, JSON.parse(raw) as TDayValue);
                        }}
                        data-testid="roster-cell"
                      >
                        {tile}
                      </UnstyledButton>
                    ) : (
                      <Box aria-label={name} role="img">
                        {tile}
                      </Box>
                    )}
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The palette: each shift, a rest day and the default, to drag onto the grid or pick as a brush. */
export function RosterPalette({
  shifts,
  brush,
  onBrush,
}: {
  shifts: TShiftChip[];
  brush: TDayValue | null;
  onBrush: (v: TDayValue | null) => void;
}) {
  const { t } = useTranslation('schedules');
  const items: { key: string; value: TDayValue; label: string; tile: React.ReactNode }[] = [
    ...shifts.map((s) => ({
      key: s.id,
      value: { set: 'shift', shiftId: s.id } as TDayValue,
      label: `${s.name} ${s.startTime}–${s.endTime}`,
      tile: <ShiftTile kind="scheduled" shift={s} compact />,
    })),
    {
      key: 'rest',
      value: { set: 'rest' },
      label: t('kinds.rest'),
      tile: <ShiftTile kind="rest" shift={null} compact />,
    },
    {
      key: 'default',
      value: { set: 'default' },
      label: t('palette.default'),
      tile: <ShiftTile kind="none" shift={null} compact />,
    },
  ];
  const same = (a: TDayValue | null, b: TDayValue) =>
    !!a && a.set === b.set && (a.set !== 'shift' || (b.set === 'shift' && a.shiftId === b.shiftId));
  return (
    <Group gap="xs" wrap="wrap" data-testid="roster-palette">
      {items.map((i) => {
        const on = same(brush, i.value);
        return (
          <UnstyledButton
            key={i.key}
            draggable
            onDragStart={(e) => e.dataTransfer.setData(DRAG_TYPE, JSON.stringify(i.value))}
            onClick={() => onBrush(on ? null : i.value)}
            aria-pressed={on}
            px={6}
            py={4}
            style={{
              borderRadius: 6,
              border: `2px solid ${on ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-default-border)'}`,
            }}
            data-testid={`palette-${i.key}`}
          >
            <Group gap={6} wrap="nowrap">
              <Box miw={52}>{i.tile}</Box>
              <Text size="xs">{i.label}</Text>
            </Group>
          </UnstyledButton>
        );
      })}
    </Group>
  );
}
