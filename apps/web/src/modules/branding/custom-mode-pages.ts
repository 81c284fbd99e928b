import { MENU } from '@staffdesk/core/menu';
import { PRIVILEGE_PAGES, type TPrivilegePage } from '@staffdesk/core/privilege-registry';
import type { TFeatureFlag } from '@staffdesk/core/tenant-names';

export type TPageGroup = { key: string; label: string; pages: TPrivilegePage[] };

/**
 * The privilege pages a tenant may switch off, grouped by the sidebar section that first shows them (pages of no
 * section last, under `other`); pages whose feature is off are left out, as the company does not have them.
 */
export function pageGroups(features: Partial<Record<TFeatureFlag, boolean>>): TPageGroup[] {
  const pages = (PRIVILEGE_PAGES as readonly TPrivilegePage[]).filter((p) => !p.feature || features[p.feature]);
  const placed = new Set<string>();
  const groups: TPageGroup[] = [];
  for (const section of MENU) {
    const keys = new Set(section.entries.filter((e) => e.roles.includes('hr_admin') && e.page).map((e) => e.page!));
    const inSection = pages.filter((p) => keys.has(p.key) && !placed.has(p.key));
    for (const p of inSection) placed.add(p.key);
    if (inSection.length) groups.push({ key: section.key, label: `menu:${section.label}`, pages: inSection });
  }
  const rest = pages.filter((p) => !placed.has(p.key));
  if (rest.length) groups.push({ key: 'other', label: 'branding:customMode.other', pages: rest });
  return groups;
}
