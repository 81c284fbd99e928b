import { Box, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TScheduleKind, TShiftChip } from '@staffdesk/core/schedules';
import { contrast } from '../../shell/css-variables.ts';

const FALLBACK = '#1c7ed6';

/** Black or white, whichever reads better on the colour. */
export const inkOn = (color: string) =>
  contrast(color, '#ffffff') >= contrast(color, '#000000') ? '#ffffff' : '#000000';

/** The words a tile shows: the shift's code, or the short word for a rest day or a holiday. */
export function tileText(t: (k: string) => string, kind: TScheduleKind, shift: TShiftChip | null) {
  if (shift && (kind === 'scheduled' || kind === 'default')) return shift.code;
  return kind === 'rest' ? t('short.rest') : kind === 'holiday' ? t('short.holiday') : '—';
}

/**
 * One day of a schedule as a small tile: a shift by its code in its colour (solid when the roster names it, light
 * when it is the employee's default), a rest day, a holiday, or nothing planned. The label says it in words.
 */
export function ShiftTile({
  kind,
  shift,
  compact = false,
}: {
  kind: TScheduleKind;
  shift: TShiftChip | null;
  compact?: boolean;
}) {
  const { t } = useTranslation('schedules');
  const h = compact ? 26 : 30;
  if (shift && (kind === 'scheduled' || kind === 'default')) {
    const color = shift.colorCode ?? FALLBACK;
    const solid = kind === 'scheduled';
    return (
      <Box
        h={h}
        px={4}
        style={{
          borderRadius: 4,
          background: solid ? color : `color-mix(in srgb, ${color} 18%, transparent)`,
          border: `1px ${solid ? 'solid' : 'dashed'} ${color}`,
          color: solid ? inkOn(color) : 'var(--mantine-color-text)',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          overflow: 'hidden',
        }}
        title={`${shift.name} ${shift.startTime}–${shift.endTime} · ${t(`kinds.${kind}`)}`}
      >
        <Text span fz={compact ? 11 : 'xs'} fw={600} truncate>
          {shift.code}
        </Text>
      </Box>
    );
  }
  const label = tileText(t, kind, null);
  return (
    <Box
      h={h}
      px={2}
      style={{
        borderRadius: 4,
        background: kind === 'holiday' ? 'var(--mantine-color-orange-light)' : 'var(--mantine-color-default-hover)',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        overflow: 'hidden',
      }}
      title={t(`kinds.${kind}`)}
    >
      <Text span size="xs" c={kind === 'holiday' ? undefined : 'dimmed'} truncate>
        {label}
      </Text>
    </Box>
  );
}
