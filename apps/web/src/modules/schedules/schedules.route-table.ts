import type { RouteObject } from 'react-router';
import { privilegedPageLoader, tenantPageLoader } from '../../shell/route-guards.ts';
import { importPage } from '../imports/import.route.tsx';
import { IMPORT_PATH, ROSTER_PATH } from './schedules.api.ts';

/** The shift scheduler's pages (issue 12): roster, assignment, history, import, and the employee's own calendar. */
export const scheduleRoutes: RouteObject[] = [
  {
    path: 'holidays/myholidays',
    loader: tenantPageLoader(['emp']),
    lazy: () => import('./my-holidays.page.tsx').then((m) => ({ Component: m.MyHolidaysPage })),
  },
  {
    path: ROSTER_PATH,
    loader: privilegedPageLoader('scheduler', 'view', null),
    lazy: () => import('./roster.page.tsx').then((m) => ({ Component: m.RosterPage })),
  },
  {
    path: 'shift_schedular/add',
    loader: privilegedPageLoader('scheduler', 'add', null),
    lazy: () => import('./assign.page.tsx').then((m) => ({ Component: m.AssignPage })),
  },
  {
    path: 'shift_schedular/listinghistory',
    loader: privilegedPageLoader('schedulerHistory', 'view', null),
    lazy: () => import('./history.page.tsx').then((m) => ({ Component: m.HistoryPage })),
  },
  {
    path: 'shift_schedular/myschedule',
    loader: tenantPageLoader(['emp']),
    lazy: () => import('./my-schedule.page.tsx').then((m) => ({ Component: m.MySchedulePage })),
  },
  importPage(IMPORT_PATH, 'scheduler', 'schedules', ROSTER_PATH, 'menu:scheduler'),
];
