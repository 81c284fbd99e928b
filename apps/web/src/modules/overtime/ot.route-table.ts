import type { RouteObject } from 'react-router';
import { privilegedPageLoader, tenantPageLoader } from '../../shell/route-guards.ts';
import { MY_OT_PATH, OT_ADD_PATH, OT_DELETED_PATH, OT_LIST_PATH } from './ot.api.ts';

/** Overtime (issue 13): requests for HR and sub admins with the overtime page; My Overtime for employees. */
export const overtimeRoutes: RouteObject[] = [
  {
    path: OT_LIST_PATH,
    loader: privilegedPageLoader('overtime', 'view', null),
    lazy: () => import('./ot-list.page.tsx').then((m) => ({ Component: m.OtListPage })),
  },
  {
    path: OT_ADD_PATH,
    loader: privilegedPageLoader('overtime', 'add', null),
    lazy: () => import('./ot-add.page.tsx').then((m) => ({ Component: m.OtAddPage })),
  },
  {
    path: OT_DELETED_PATH,
    loader: privilegedPageLoader('overtime', 'delete', null),
    lazy: () => import('./ot-deleted.page.tsx').then((m) => ({ Component: m.OtDeletedPage })),
  },
  {
    path: MY_OT_PATH,
    loader: tenantPageLoader(['emp']),
    lazy: () => import('./my-ot.page.tsx').then((m) => ({ Component: m.MyOtPage })),
  },
];
