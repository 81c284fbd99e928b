import type { TDetailRow } from '@staffdesk/core/careers';

/** The employee board shows the rows only up to Job Description (spec 2.1). */
const LAST_EMPLOYEE_ROW = 'description';

export function visibleRows(rows: readonly TDetailRow[], employee: boolean): TDetailRow[] {
  if (!employee) return [...rows];
  const end = rows.findIndex((r) => r.key === LAST_EMPLOYEE_ROW);
  return end < 0 ? [...rows] : rows.slice(0, end + 1);
}

/** Coded rows (spec 3: Gender 1–3, Minimum_Experience 1–12) are translated by their code. */
export function codedValueKey(row: Pick<TDetailRow, 'key' | 'code'>): string | null {
  if (row.code === null || row.code === undefined) return null;
  if (row.key === 'gender') return `gender.${row.code}`;
  if (row.key === 'minimumExperience') return `experience.${row.code}`;
  return null;
}
