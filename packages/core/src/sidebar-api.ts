import { z } from 'zod';
import { PRIVILEGE_PAGE_KEYS, type TPrivilegePageKey } from './privilege-registry.ts';

/**
 * The tenant's custom mode (issue 20, spec 2.3 "when the custom-mode flag is set, most entries are hidden"): with the
 * mode on, the privilege pages the HR admin switched off are gone for everyone of the tenant — from the sidebar and
 * from the server, which answers their routes 403 as for a page without the privilege. With the mode off the list is
 * kept but not applied.
 *
 * - GET /sidebar → TSidebar (HR admin); PUT /sidebar TSidebarInput → TSidebar
 */
export const ZSidebarInput = z.object({
  customMode: z.boolean({ error: 'invalidOption' }),
  hiddenPages: z
    .array(z.enum(PRIVILEGE_PAGE_KEYS as [TPrivilegePageKey, ...TPrivilegePageKey[]], { error: 'invalidOption' }))
    .max(PRIVILEGE_PAGE_KEYS.length),
});
export type TSidebarInput = z.infer<typeof ZSidebarInput>;

export const ZSidebar = z.object({ customMode: z.boolean(), hiddenPages: z.array(z.string()) });
export type TSidebar = z.infer<typeof ZSidebar>;

/** The pages a session loses: the hidden list when the mode is on, else none. */
export const hiddenPagesOf = (t: { custom_mode?: boolean; hidden_pages?: string[] | null } | undefined): string[] =>
  t?.custom_mode ? (t.hidden_pages ?? []) : [];
