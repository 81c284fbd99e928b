import { Table } from '@mantine/core';
import type { TReportResult } from '@staffdesk/core/custom-reports-api';
import { ReportTable } from '../../platform/report-panel.component.tsx';
import { useReportLabels } from './report-labels.ts';

/** A custom report's rows as a table: numbers right-aligned, dates, months and named values in the UI language. */
export function ResultTable({ source, result, testId }: { source: string; result: TReportResult; testId: string }) {
  const labels = useReportLabels(source);
  return (
    <ReportTable minWidth={Math.max(480, result.columns.length * 130)} testId={testId} striped>
      <Table.Thead>
        <Table.Tr>
          {result.columns.map((c) => (
            <Table.Th key={c.key} ta={c.type === 'number' ? 'right' : undefined}>
              {labels.header(c)}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {result.rows.map((row, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a result row has no id; its position is its identity
          <Table.Tr key={i} data-testid="result-row">
            {row.map((v, j) => {
              const c = result.columns[j]!;
              return (
                <Table.Td key={c.key} ta={c.type === 'number' ? 'right' : undefined}>
                  {labels.cell(c, v)}
                </Table.Td>
              );
            })}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ReportTable>
  );
}
