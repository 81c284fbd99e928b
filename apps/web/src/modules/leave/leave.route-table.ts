import { redirect, type RouteObject } from 'react-router';
import { privilegedPageLoader, tenantPageLoader } from '../../shell/route-guards.ts';
import { importPage } from '../imports/import.route.tsx';
import {
  LEAVE_ADD_PATH,
  LEAVE_BANK_PATH,
  LEAVE_IMPORT_PATH,
  LEAVE_LIST_PATH,
  MY_BANK_PATH,
  MY_LEAVES_PATH,
} from './leave.api.ts';

/** Leave (issue 13): requests and the bank for HR and sub admins; My Leaves and Leave Bank for employees. */
export const leaveRoutes: RouteObject[] = [
  {
    path: LEAVE_LIST_PATH,
    loader: privilegedPageLoader('leave', 'view', null),
    lazy: () => import('./leave-list.page.tsx').then((m) => ({ Component: m.LeaveListPage })),
  },
  {
    path: LEAVE_ADD_PATH,
    loader: privilegedPageLoader('leave', 'add', null),
    lazy: () => import('./leave-add.page.tsx').then((m) => ({ Component: m.LeaveAddPage })),
  },
  // the spec's leave dlisting: requests taken back (leave is cancelled, never deleted)
  {
    path: 'shiftsleaves/dlisting',
    loader: ({ params }) => redirect(`/${params.account}/${LEAVE_LIST_PATH}?status=cancelled`),
  },
  {
    path: 'shiftsleaves/calendar',
    loader: privilegedPageLoader('leave', 'view', null),
    lazy: () => import('./team-calendar.page.tsx').then((m) => ({ Component: m.TeamCalendarPage })),
  },
  {
    path: LEAVE_BANK_PATH,
    loader: privilegedPageLoader('leaveBank', 'view', null),
    lazy: () => import('./leave-bank.page.tsx').then((m) => ({ Component: m.LeaveBankPage })),
  },
  {
    path: MY_LEAVES_PATH,
    loader: tenantPageLoader(['emp']),
    lazy: () => import('./my-leaves.page.tsx').then((m) => ({ Component: m.MyLeavesPage })),
  },
  {
    path: MY_BANK_PATH,
    loader: tenantPageLoader(['emp']),
    lazy: () => import('./my-bank.page.tsx').then((m) => ({ Component: m.MyBankPage })),
  },
  {
    path: 'reports/leaveReport',
    loader: privilegedPageLoader('reports', 'view', null),
    lazy: () => import('./leave-report.page.tsx').then((m) => ({ Component: m.LeaveReportPage })),
  },
  importPage(LEAVE_IMPORT_PATH, 'leaveBank', 'leaveOpenings', LEAVE_BANK_PATH, 'menu:leaveBank'),
];
