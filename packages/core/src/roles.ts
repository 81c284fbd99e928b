import { z } from 'zod';
import { PRIVILEGE_PAGE_KEYS, ZPageFlags, type TPrivilegeFlags } from './privileges.ts';

/** Sub-admin roles ("User Role", `/roles` and `/settingssaroles`): privilege flags per page plus a scope. */
export const ZRoleInput = z.object({
  name: z.string().trim().min(1).max(100),
  /** flags per privilege page (registry keys; others are ignored); pages not named have no flag */
  privileges: z.record(z.string().max(50), ZPageFlags.partial()).default({}),
  organizationIds: z.array(z.uuid()).max(200).default([]),
  departmentIds: z.array(z.uuid()).max(500).default([]),
});
export type TRoleInput = z.infer<typeof ZRoleInput>;

export const ZRole = z.object({
  id: z.string(),
  name: z.string(),
  privileges: z.record(z.string(), ZPageFlags.partial()),
  organizationIds: z.array(z.string()),
  departmentIds: z.array(z.string()),
  /** the modules (pages with view) in registry order */
  modules: z.array(z.string()),
  users: z.number(),
  createdAt: z.string(),
  deletedAt: z.string().nullable(),
  deletedByName: z.string().nullable(),
  deleteReason: z.string().nullable(),
});
export type TRole = z.infer<typeof ZRole>;

/** The pages a role grants (view), in registry order: a role needs at least one ('Please select at least one module'). */
export function roleModules(privileges: TPrivilegeFlags): string[] {
  return PRIVILEGE_PAGE_KEYS.filter((k) => privileges[k]?.view === true);
}
