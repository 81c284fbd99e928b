import type { RouteObject } from 'react-router';
import { privilegedPageLoader } from '../../shell/route-guards.ts';
import { REPORT_PATHS } from './reports.api.ts';

/** The cross-module reports (issue 19). */
export const reportRoutes: RouteObject[] = [
  {
    path: REPORT_PATHS.staffing,
    loader: privilegedPageLoader('reports', 'view', null),
    lazy: () => import('./staffing-report.page.tsx').then((m) => ({ Component: m.StaffingReportPage })),
  },
];
