import type { TMenuEntry } from './menu.ts';
import { pageByKey } from './privilege-registry.ts';
import { RESOURCES } from './resources/settings-resources.ts';
import type { TResource } from './resources/resource-types.ts';

/** Settings pages come from the resource declarations: one entry each, gated by the resource's privilege page. */
const resourceEntry = (r: (typeof RESOURCES)[number], icon: string): TMenuEntry => ({
  key: r.key,
  label: r.key,
  path: `/${r.route}/listing`,
  roles: ['hr_admin', 'sub_admin'] as const,
  page: r.page,
  feature: pageByKey(r.page)?.feature,
  icon,
});
export const settingsEntries: TMenuEntry[] = RESOURCES.filter((r) => (r.section ?? 'settings') === 'settings').map(
  (r) => resourceEntry(r, 'settings'),
);

/** Career masters (issue 4), shifts (issue 5), pay codes and tax tables (issue 14) are generic resources too, shown in their own sections. */
export const sectionResource = (
  section: NonNullable<TResource['section']>,
  key: string,
  icon: string,
): TMenuEntry[] => {
  const r = RESOURCES.find((x) => x.key === key && x.section === section);
  return r ? [resourceEntry(r, icon)] : [];
};
