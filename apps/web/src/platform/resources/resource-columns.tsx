import { useTranslation } from 'react-i18next';
import { labelField } from '@staffdesk/core/resources/resource-schema';
import { shownFields, type TResource } from '@staffdesk/core/resources/resource-types';
import type { TDataTableColumn } from '../data-table.component.tsx';
import type { TResourceRecord } from './resource.api.ts';
import { fieldLabel } from './resource-text.ts';
import { ResourceValue } from './resource-value.component.tsx';

/** The list columns of a declaration, rendered by field type (shared with the deleted list). */
export function useResourceColumns(r: TResource): TDataTableColumn<TResourceRecord>[] {
  const { t } = useTranslation('resources');
  const label = labelField(r);
  return r.columns.flatMap((c) => {
    const f = shownFields(r).find((x) => x.key === c.field);
    if (!f) return [];
    const numeric = f.type === 'int' || f.type === 'decimal' || f.type === 'duration';
    return [
      {
        key: c.field,
        label: fieldLabel(t, r, c.field),
        sortable: c.sortable,
        align: numeric ? 'right' : undefined,
        // long text is the first thing a phone can do without
        visibleFrom: f.type === 'textarea' || f.type === 'richtext' ? 'sm' : undefined,
        render: (row: TResourceRecord) => <ResourceValue field={f} row={row} strong={c.field === label} />,
      } satisfies TDataTableColumn<TResourceRecord>,
    ];
  });
}
