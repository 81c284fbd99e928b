import { createElement } from 'react';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { ensureSession, privilegedPageLoader, tenantFeatureLoader } from '../../shell/route-guards.ts';
import { importPage } from '../imports/import.route.tsx';
import { PROJECT_PATHS } from './projects.api.ts';

/** An employee by their role, staff by the projects page (both behind the tenant's work plan flag). */
const employeeOrPage = (action: 'view' | 'add' | 'edit') => async (args: LoaderFunctionArgs) => {
  const session = await ensureSession();
  return session?.loginType === 'emp'
    ? tenantFeatureLoader(['emp'], 'workPlan')(args)
    : privilegedPageLoader('projects', action, null)(args);
};

/** Projects and tasks (issue 18, spec "Work plan"): the list, the form, the task list and board, an employee's own. */
export const projectRoutes: RouteObject[] = [
  {
    path: PROJECT_PATHS.list,
    loader: employeeOrPage('view'),
    lazy: () => import('./projects.page.tsx').then((m) => ({ Component: m.ProjectsPage })),
  },
  {
    path: PROJECT_PATHS.add,
    loader: privilegedPageLoader('projects', 'add', null),
    lazy: () => import('./project-form.page.tsx').then((m) => ({ Component: m.ProjectFormPage })),
  },
  {
    path: `${PROJECT_PATHS.add}/:id`,
    loader: privilegedPageLoader('projects', 'edit', null),
    lazy: () => import('./project-form.page.tsx').then((m) => ({ Component: m.ProjectFormPage })),
  },
  {
    path: PROJECT_PATHS.report,
    loader: privilegedPageLoader('projects', 'view', null),
    lazy: () => import('./projects-report.page.tsx').then((m) => ({ Component: m.ProjectsReportPage })),
  },
  {
    path: PROJECT_PATHS.tasks,
    loader: privilegedPageLoader('projects', 'view', null),
    lazy: () => import('./tasks.page.tsx').then((m) => ({ Component: m.TasksPage })),
  },
  // the attendance KPI: projects' staff who also read attendance
  ...(
    [
      [PROJECT_PATHS.kpiEmployee, 'employee'],
      [PROJECT_PATHS.kpiDepartment, 'department'],
      [PROJECT_PATHS.kpiOrganization, 'organization'],
    ] as const
  ).map(([path, level]) => ({
    path,
    loader: async (args: LoaderFunctionArgs) =>
      (await privilegedPageLoader('projects', 'view', null)(args)) ??
      privilegedPageLoader('attendance', 'view', null)(args),
    lazy: () =>
      import('./attendance-kpi.page.tsx').then((m) => ({
        Component: () => createElement(m.AttendanceKpiPage, { level }),
      })),
  })),
  importPage(PROJECT_PATHS.importTasks, 'projects', 'tasks', PROJECT_PATHS.tasks, 'menu:projectTasks'),
  {
    path: PROJECT_PATHS.myTasks,
    loader: tenantFeatureLoader(['emp'], 'workPlan'),
    lazy: () => import('./tasks.page.tsx').then((m) => ({ Component: m.TasksPage })),
  },
];
