import type { RouteObject } from 'react-router';
import { privilegedPageLoader, tenantPageLoader } from '../../shell/route-guards.ts';
import { GROUP_CHECK_IN_PATH, GROUP_LOG_PATH, GROUPS_PATH } from './groups.api.ts';

/** Groups (issue 12): HR's groups and their leaders, the leaders' check-in log, and a leader's Groups CheckIN. */
export const groupsRoutes: RouteObject[] = [
  {
    path: GROUPS_PATH,
    loader: privilegedPageLoader('groups', 'view', null),
    lazy: () => import('./groups.page.tsx').then((m) => ({ Component: m.GroupsPage })),
  },
  {
    path: GROUP_LOG_PATH,
    loader: privilegedPageLoader('groups', 'view', null),
    lazy: () => import('./group-log.page.tsx').then((m) => ({ Component: m.GroupLogPage })),
  },
  {
    path: GROUP_CHECK_IN_PATH,
    loader: tenantPageLoader(['emp']),
    lazy: () => import('./group-check-in.page.tsx').then((m) => ({ Component: m.GroupCheckInPage })),
  },
];
