import type { TSession } from '@staffdesk/core/auth';
import { can, pageByKey, type TPrivilegeAction } from '@staffdesk/core/privilege-registry';

/**
 * Whether the session may do an action on a privilege page: an HR admin or sub admin whose flags allow it, on a
 * page whose tenant feature is on. The web mirrors the registry; the server decides again on every call.
 */
export function canDo(session: TSession, page: string, action: TPrivilegeAction): boolean {
  if (session.loginType !== 'hr_admin' && session.loginType !== 'sub_admin') return false;
  const feature = pageByKey(page)?.feature;
  if (feature && session.features[feature] !== true) return false;
  return can(session.privileges, page, action);
}

/** Platform pages gated by an admin flag of the super admin (spec 6: settings, hradmin, …, logs). */
export const hasAdminFlag = (session: TSession, flag: string): boolean =>
  session.loginType === 'super_admin' && session.adminFlags.includes(flag);
