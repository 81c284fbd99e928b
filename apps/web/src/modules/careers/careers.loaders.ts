import { redirect, type LoaderFunctionArgs } from 'react-router';
import { ensureSession, tenantPageLoader } from '../../shell/route-guards.ts';

/**
 * `/{account}/careercompany/…` (spec 2.1): the employees' board; anyone whose login type is not emp goes to `/`.
 * Kept apart from the page so the check runs before the page's code loads.
 */
export async function companyBoardLoader(args: LoaderFunctionArgs) {
  const denied = await tenantPageLoader()(args);
  if (denied) return denied;
  const session = await ensureSession();
  if (session?.loginType !== 'emp') return redirect('/');
  return null;
}

/**
 * The public board inside the main app (reached only by in-app navigation): the board has its own small start,
 * so load the address as a page.
 */
export function publicBoardInAppLoader({ request }: LoaderFunctionArgs): Promise<null> {
  window.location.assign(request.url);
  // the page is being replaced: never settle, so nothing renders meanwhile
  return new Promise(() => {});
}
