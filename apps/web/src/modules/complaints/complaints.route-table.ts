import type { RouteObject } from 'react-router';
import { privilegedPageLoader, tenantPageLoader } from '../../shell/route-guards.ts';
import { COMPLAINTS_PATH, MY_COMPLAINTS_PATH } from './complaints.api.ts';

/** Comments and complaints (issue 15): HR's list and answers; the employee's own. */
export const complaintRoutes: RouteObject[] = [
  {
    path: COMPLAINTS_PATH,
    loader: privilegedPageLoader('comments', 'view', null),
    lazy: () => import('./complaints.page.tsx').then((m) => ({ Component: m.ComplaintsPage })),
  },
  {
    path: MY_COMPLAINTS_PATH,
    loader: tenantPageLoader(['emp']),
    lazy: () => import('./my-complaints.page.tsx').then((m) => ({ Component: m.MyComplaintsPage })),
  },
];
