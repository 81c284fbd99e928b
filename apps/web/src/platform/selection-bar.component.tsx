import { Button, Checkbox, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TSelection } from './row-selection.ts';

/** Above a list with rows selected: how many, the actions on them, and a way out. */
export function SelectionBar<T>({ selection }: { selection: TSelection<T> }) {
  const { t } = useTranslation('common');
  if (selection.selected.length === 0) return null;
  return (
    <Paper withBorder p="xs" mb="sm" radius="md" bg="var(--mantine-color-default-hover)" data-testid="selection-bar">
      <Group justify="space-between" gap="sm">
        <Text size="sm" fw={600} aria-live="polite" data-testid="selection-count">
          {t('table.selected', { count: selection.selected.length })}
        </Text>
        <Group gap="xs">
          {selection.actions}
          <Button variant="subtle" size="xs" onClick={() => selection.onChange([])} data-testid="selection-clear">
            {t('table.clearSelection')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

/** The check box of one row (table cell or card). */
export function RowCheck<T>({ selection, row, id }: { selection: TSelection<T>; row: T; id: string }) {
  const { t } = useTranslation('common');
  const checked = selection.selected.includes(id);
  return (
    <Checkbox
      checked={checked}
      onChange={() =>
        selection.onChange(checked ? selection.selected.filter((x) => x !== id) : [...selection.selected, id])
      }
      onClick={(e) => e.stopPropagation()}
      aria-label={t('table.selectRow', { name: selection.label(row) })}
      data-testid="row-select"
    />
  );
}

/** The header's check box: every row shown, or none. */
export function AllCheck<T>({ selection, ids }: { selection: TSelection<T>; ids: string[] }) {
  const { t } = useTranslation('common');
  const count = ids.filter((id) => selection.selected.includes(id)).length;
  return (
    <Checkbox
      checked={count > 0 && count === ids.length}
      indeterminate={count > 0 && count < ids.length}
      disabled={ids.length === 0}
      onChange={() => selection.onChange(count === ids.length ? [] : ids)}
      aria-label={t('table.selectAll')}
      data-testid="select-all"
    />
  );
}
