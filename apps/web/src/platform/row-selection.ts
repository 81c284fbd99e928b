import { type ReactNode, useEffect, useState } from 'react';

/** A list's selected rows (their ids), kept to the rows shown: a new page, search or filter starts afresh. */
export function useRowSelection<T>(rows: readonly T[] | undefined, rowKey: (row: T) => string) {
  const [selected, setSelected] = useState<string[]>([]);
  const shown = (rows ?? []).map(rowKey).join(',');
  // the shown ids by content, not the array's identity
  useEffect(() => {
    const ids = new Set(shown.split(','));
    setSelected((prev) => (prev.every((id) => ids.has(id)) ? prev : prev.filter((id) => ids.has(id))));
  }, [shown]);
  return { selected, setSelected, clear: () => setSelected([]) };
}

/** What a DataTable needs to show check boxes and the bar of actions on the selection. */
export type TSelection<T> = {
  selected: readonly string[];
  onChange: (ids: string[]) => void;
  /** the buttons acting on the selection (export, delete …) */
  actions: ReactNode;
  /** a row's name for its check box ("Select ABA Bank") */
  label: (row: T) => string;
};
