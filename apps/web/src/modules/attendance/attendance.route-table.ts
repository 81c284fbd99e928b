import { createElement } from 'react';
import type { RouteObject } from 'react-router';
import { privilegedPageLoader, tenantPageLoader } from '../../shell/route-guards.ts';
import { importPage } from '../imports/import.route.tsx';

const listView = privilegedPageLoader('attendance', 'view', null);
const gatePage = () => import('./gate.page.tsx').then((m) => ({ Component: m.GatePage }));

/** Attendance's tenant pages (issue 12): the employee's check-in, HR's list, entry, closing and view, the guard's gate. */
export const attendanceRoutes: RouteObject[] = [
  {
    path: 'attendance/checkinout',
    loader: tenantPageLoader(),
    lazy: () => import('./check-in.page.tsx').then((m) => ({ Component: m.CheckInPage })),
  },
  {
    path: 'shiftsattendance/listing',
    loader: listView,
    lazy: () => import('./attendance-list.page.tsx').then((m) => ({ Component: m.AttendanceListPage })),
  },
  // the time machine's days, and the days of several check-ins (the spec's "morechecinout"): the list, preset
  ...(
    [
      ['shiftsattendance/timmylisting', 'device'],
      ['shiftsattendance/morechecinout', 'several'],
    ] as const
  ).map(([path, only]) => ({
    path,
    loader: listView,
    lazy: () =>
      import('./attendance-list.page.tsx').then((m) => ({
        Component: () => createElement(m.AttendanceListPage, { only }),
      })),
  })),
  importPage(
    'shifts/importattendance',
    'attendance',
    'devicePunches',
    'shiftsattendance/timmylisting',
    'menu:timeMachine',
  ),
  {
    path: 'shiftsattendance/add',
    loader: privilegedPageLoader('attendance', 'add', null),
    lazy: () => import('./attendance-add.page.tsx').then((m) => ({ Component: m.AttendanceAddPage })),
  },
  {
    path: 'shiftsattendance/TAdd',
    loader: privilegedPageLoader('attendance', 'add', null),
    lazy: () => import('./attendance-bulk.page.tsx').then((m) => ({ Component: m.AttendanceBulkPage })),
  },
  {
    path: 'shiftsattendance/dlisting',
    loader: listView,
    lazy: () => import('./attendance-deleted.page.tsx').then((m) => ({ Component: m.AttendanceDeletedPage })),
  },
  {
    path: 'shiftsattendance/staffinout',
    loader: listView,
    lazy: () => import('./staff-in-out.page.tsx').then((m) => ({ Component: m.StaffInOutPage })),
  },
  {
    path: 'shiftsattendance/Closerlisting',
    loader: listView,
    lazy: () => import('./closings.page.tsx').then((m) => ({ Component: m.ClosingsPage })),
  },
  // a day's view is where its punches are corrected: the spec's edit path opens it too
  ...['shiftsattendance/view/:id', 'shiftsattendance/add/:id'].map((path) => ({
    path,
    loader: listView,
    lazy: () => import('./attendance-view.page.tsx').then((m) => ({ Component: m.AttendanceViewPage })),
  })),
  // the guard's gate at the spec's three paths
  ...[
    'attendance/ListingCheckoutSecurity',
    'shiftsattendance/ListingCheckoutSecurity',
    'shiftsattendance/checkinoutsecurity',
  ].map((path) => ({ path, loader: tenantPageLoader(['security']), lazy: gatePage })),
];
