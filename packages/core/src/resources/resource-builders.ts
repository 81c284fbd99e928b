import type { TField, TResource } from './resource-types.ts';

// Small builders for the shapes most settings pages share.
export const name = (extra: Partial<TField> = {}): TField => ({
  key: 'name',
  type: 'text',
  required: true,
  unique: true,
  max: 100,
  ...extra,
});
export const description: TField = { key: 'description', type: 'textarea', max: 1000 };
export const code: TField = { key: 'code', type: 'text', unique: true, max: 20 };
export const nameColumns = [
  { field: 'name', sortable: true, searchable: true },
  { field: 'description', searchable: true },
] as const;
/** name and short code, both found by the search box */
export const nameCodeColumns = [nameColumns[0], { field: 'code', sortable: true, searchable: true }] as const;

/** A page that is a named list with a description (most of the spec's settings). */
export function named(
  key: string,
  route: string,
  table: string,
  page: TResource['page'],
  more: readonly TField[] = [],
): TResource {
  return {
    key,
    route,
    table,
    page,
    scope: 'tenant',
    fields: [name(), ...more, description],
    columns: [
      ...nameColumns.slice(0, 1),
      ...more.filter((f) => f.type !== 'textarea').map((f) => ({ field: f.key, sortable: true })),
      nameColumns[1],
    ],
    defaultSort: { field: 'name', dir: 'asc' },
    sections: [{ label: 'general', fields: ['name', ...more.map((f) => f.key), 'description'] }],
    dlisting: true,
  };
}
