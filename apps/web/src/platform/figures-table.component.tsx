import { Paper, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatMoney } from '@staffdesk/core/money';

/** Figures line up: tabular digits, never wrapped. */
export const NUM = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** A column's heading; `end` for figures, aligned right (left in a right-to-left script). */
export type TFigureColumn = string | { label: string; end: true };

/**
 * A bordered table of figures that scrolls sideways below `minWidth` (a phone): the headings given, the rows as
 * children.
 */
export function FiguresTable({
  columns,
  minWidth,
  testId,
  striped = false,
  children,
}: {
  columns: readonly TFigureColumn[];
  minWidth: number;
  testId: string;
  striped?: boolean;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md">
      {/* a table wider than the screen scrolls: by keyboard too, so its viewport takes the focus */}
      <Table.ScrollContainer minWidth={minWidth} scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}>
        <Table verticalSpacing="xs" striped={striped} highlightOnHover data-testid={testId}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((c) =>
                typeof c === 'string' ? (
                  <Table.Th key={c}>{c}</Table.Th>
                ) : (
                  <Table.Th key={c.label} ta="end">
                    {c.label}
                  </Table.Th>
                ),
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{children}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

/** Amounts of one currency as cells, aligned right; `bold` the positions to stress (a total, the net pay). */
export function MoneyCells({
  values,
  currency,
  locale,
  bold = [],
}: {
  values: readonly string[];
  currency: string;
  locale: string;
  bold?: readonly number[];
}) {
  return values.map((v, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: columns in a fixed order
    <Table.Td key={i} ta="end" style={NUM} fw={bold.includes(i) ? 700 : undefined}>
      {formatMoney(v, currency, locale)}
    </Table.Td>
  ));
}
