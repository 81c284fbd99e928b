import type { RouteObject } from 'react-router';
import { privilegedPageLoader } from '../../shell/route-guards.ts';
import { REPORT_PATHS } from './reports.api.ts';

const custom = (action: 'view' | 'add' | 'edit') => privilegedPageLoader('customReports', action, null);
const builder = () => import('./report-builder.page.tsx').then((m) => ({ Component: m.ReportBuilderPage }));

/** The cross-module reports (issue 19). */
export const reportRoutes: RouteObject[] = [
  {
    path: REPORT_PATHS.custom,
    loader: custom('view'),
    lazy: () => import('./custom-reports.page.tsx').then((m) => ({ Component: m.CustomReportsPage })),
  },
  { path: REPORT_PATHS.customAdd, loader: custom('add'), lazy: builder },
  { path: `${REPORT_PATHS.customAdd}/:id`, loader: custom('edit'), lazy: builder },
  {
    path: `${REPORT_PATHS.customView}/:id`,
    loader: custom('view'),
    lazy: () => import('./report-view.page.tsx').then((m) => ({ Component: m.ReportViewPage })),
  },
  {
    path: REPORT_PATHS.staffing,
    loader: privilegedPageLoader('reports', 'view', null),
    lazy: () => import('./staffing-report.page.tsx').then((m) => ({ Component: m.StaffingReportPage })),
  },
];
