import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { ensureSession, privilegedPageLoader, tenantFeatureLoader } from '../../shell/route-guards.ts';
import { VISITOR_PATHS } from './visitors.api.ts';

/** A guard by their role, staff by the guests page (both behind the tenant's guests flag); incidents use it too. */
export const guardOrPage = (action: 'view' | 'add' | 'edit') => async (args: LoaderFunctionArgs) => {
  const session = await ensureSession();
  return session?.loginType === 'security'
    ? tenantFeatureLoader(['security'], 'guests')(args)
    : privilegedPageLoader('guests', action, null)(args);
};

/** Visitors (issue 17): the list and a visit for guards and HR, the gate's registration and scan, the host's own. */
export const visitorRoutes: RouteObject[] = [
  {
    path: VISITOR_PATHS.list,
    loader: guardOrPage('view'),
    lazy: () => import('./visitors.page.tsx').then((m) => ({ Component: m.VisitorsPage })),
  },
  {
    path: `${VISITOR_PATHS.view}/:id`,
    loader: guardOrPage('view'),
    lazy: () => import('./visit-view.page.tsx').then((m) => ({ Component: m.VisitViewPage })),
  },
  {
    path: VISITOR_PATHS.register,
    loader: tenantFeatureLoader(['security'], 'guests'),
    lazy: () => import('./visit-register.page.tsx').then((m) => ({ Component: m.VisitRegisterPage })),
  },
  {
    path: VISITOR_PATHS.mine,
    loader: tenantFeatureLoader(['emp'], 'guests'),
    lazy: () => import('./my-visitors.page.tsx').then((m) => ({ Component: m.MyVisitorsPage })),
  },
];
