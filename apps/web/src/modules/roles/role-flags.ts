import {
  PRIVILEGE_ACTIONS,
  type TPageFlags,
  type TPrivilegeAction,
  type TPrivilegePage,
} from '@staffdesk/core/privileges';

export type TRoleFlags = Record<string, Partial<TPageFlags>>;

/** The actions a page has: approve only where the page approves something. */
export const actionsOf = (page: TPrivilegePage): TPrivilegeAction[] =>
  PRIVILEGE_ACTIONS.filter((a) => a !== 'approve' || page.approves === true);

/**
 * One flag changed, keeping the rules of the registry: every action needs view, so turning an action on turns
 * view on, and turning view off turns the page off.
 */
export function withFlag(flags: TRoleFlags, page: string, action: TPrivilegeAction, on: boolean): TRoleFlags {
  const current = flags[page] ?? {};
  let next: Partial<TPageFlags>;
  if (action === 'view' && !on) next = {};
  else next = { ...current, [action]: on, ...(on ? { view: true } : {}) };
  const out = { ...flags };
  if (Object.values(next).some(Boolean)) out[page] = next;
  else delete out[page];
  return out;
}

/** A whole row: every action of the page that `allowed` lets through, on or off. */
export function withRow(
  flags: TRoleFlags,
  page: TPrivilegePage,
  on: boolean,
  allowed: (a: TPrivilegeAction) => boolean,
): TRoleFlags {
  let out = flags;
  for (const a of actionsOf(page).filter(allowed)) out = withFlag(out, page.key, a, on);
  // turning a row off turns its view off, which clears the rest
  if (!on && allowed('view')) out = withFlag(out, page.key, 'view', false);
  return out;
}

/** A whole column over the pages shown. */
export function withColumn(
  flags: TRoleFlags,
  pages: readonly TPrivilegePage[],
  action: TPrivilegeAction,
  on: boolean,
  allowed: (page: TPrivilegePage, a: TPrivilegeAction) => boolean,
): TRoleFlags {
  let out = flags;
  for (const p of pages)
    if (actionsOf(p).includes(action) && allowed(p, action)) out = withFlag(out, p.key, action, on);
  return out;
}

/** Whether the role grants at least one module (a page with view): the server's 'Please select at least one module'. */
export const hasModule = (flags: TRoleFlags): boolean => Object.values(flags).some((f) => f.view === true);

/** The body's flags: full objects for the pages that have any. */
export function toPrivileges(flags: TRoleFlags): Record<string, TPageFlags> {
  const out: Record<string, TPageFlags> = {};
  for (const [k, f] of Object.entries(flags)) {
    if (!f.view) continue;
    out[k] = {
      view: true,
      add: f.add === true,
      edit: f.edit === true,
      delete: f.delete === true,
      approve: f.approve === true,
    };
  }
  return out;
}
