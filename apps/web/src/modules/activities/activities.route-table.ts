import { createElement } from 'react';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { ensureSession, privilegedPageLoader, tenantFeatureLoader } from '../../shell/route-guards.ts';
import { ACTIVITY_PATHS, TARGET_PATHS } from './activities.api.ts';

/** An employee by their role, staff by the activity page (both behind the tenant's activity flag). */
const employeeOrPage = (action: 'view' | 'add' | 'edit') => async (args: LoaderFunctionArgs) => {
  const session = await ensureSession();
  return session?.loginType === 'emp'
    ? tenantFeatureLoader(['emp'], 'activity')(args)
    : privilegedPageLoader('activity', action, null)(args);
};

const activityForm = () => import('./activity-form.page.tsx').then((m) => ({ Component: m.ActivityFormPage }));

/** Activities and KPI targets (issue 18, spec "Staff"): Log Activity, monthly and summary targets, the KPI. */
export const activityRoutes: RouteObject[] = [
  {
    path: ACTIVITY_PATHS.list,
    loader: employeeOrPage('view'),
    lazy: () => import('./activities.page.tsx').then((m) => ({ Component: m.ActivitiesPage })),
  },
  { path: ACTIVITY_PATHS.add, loader: employeeOrPage('add'), lazy: activityForm },
  { path: `${ACTIVITY_PATHS.add}/:id`, loader: employeeOrPage('edit'), lazy: activityForm },
  {
    path: ACTIVITY_PATHS.kpi,
    loader: privilegedPageLoader('monthlyTarget', 'view', null),
    lazy: () => import('./kpi.page.tsx').then((m) => ({ Component: m.KpiPage })),
  },
  ...(['type', 'summary'] as const).flatMap((kind) => {
    const page = kind === 'type' ? 'monthlyTarget' : 'summaryTarget';
    const form = () =>
      import('./target-form.page.tsx').then((m) => ({
        Component: () => createElement(m.TargetFormPage, { kind }),
      }));
    return [
      {
        path: TARGET_PATHS[kind].list,
        loader: privilegedPageLoader(page, 'view', null),
        lazy: () =>
          import('./targets.page.tsx').then((m) => ({ Component: () => createElement(m.TargetsPage, { kind }) })),
      },
      { path: TARGET_PATHS[kind].add, loader: privilegedPageLoader(page, 'add', null), lazy: form },
      { path: `${TARGET_PATHS[kind].add}/:id`, loader: privilegedPageLoader(page, 'edit', null), lazy: form },
    ];
  }),
];
