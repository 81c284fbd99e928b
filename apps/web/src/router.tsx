import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import type { TResource } from '@staffdesk/core/resources/resource-types';
import { HOLIDAY, RESOURCES } from '@staffdesk/core/resources/settings-resources';
import { PageLoader } from './shell/page-loader.component.tsx';
import { RootLayout } from './shell/root-layout.tsx';
import { DeniedPage } from './shell/denied.page.tsx';
import { RouteErrorPage } from './shell/route-error.page.tsx';
import {
  platformFlagLoader,
  platformLoginLoader,
  platformPageLoader,
  privilegedPageLoader,
  publicPageLoader,
  rootLoader,
  tenantIndexLoader,
  signInLoader,
  tenantLoginLoader,
  tenantPageLoader,
  tenantPublicPageLoader,
  twoFactorSetupLoader,
} from './shell/route-guards.ts';
import { publicBoardInAppLoader } from './modules/careers/careers.loaders.ts';
import { attendanceRoutes } from './modules/attendance/attendance.route-table.ts';
import { groupsRoutes } from './modules/groups/groups.route-table.ts';
import { importPage } from './modules/imports/import.route.tsx';
import { scheduleRoutes } from './modules/schedules/schedules.route-table.ts';
import { absenceRoutes } from './modules/absences/absences.route-table.ts';
import { leaveRoutes } from './modules/leave/leave.route-table.ts';
import { overtimeRoutes } from './modules/overtime/ot.route-table.ts';
import { announcementRoutes } from './modules/announcements/announcements.route-table.ts';
import { letterRoutes } from './modules/letters/letters.route-table.ts';
import { shopRoutes } from './modules/shop/shop.route-table.ts';
import { incidentRoutes } from './modules/incidents/incidents.route-table.ts';
import { projectRoutes } from './modules/projects/projects.route-table.ts';
import { activityRoutes } from './modules/activities/activities.route-table.ts';
import { evaluationRoutes } from './modules/evaluations/evaluations.route-table.ts';
import { trainingRoutes } from './modules/training/training.route-table.ts';
import { reportRoutes } from './modules/reports/reports.route-table.ts';
import { translationRoutes } from './modules/translations/translations.route-table.tsx';
import { visitorRoutes } from './modules/visitors/visitors.route-table.ts';
import { moodRoutes } from './modules/mood/mood.route-table.ts';
import { messageRoutes } from './modules/messages/messages.route-table.ts';
import { issueRoutes } from './modules/issues/issues.route-table.ts';
import { complaintRoutes } from './modules/complaints/complaints.route-table.ts';
import { payrollRoutes } from './modules/payroll/payroll.route-table.ts';
import { consoleRoutes } from './modules/tenants/console.route-table.tsx';
import { employeeRoutes } from './modules/employees/employees.route-table.tsx';
import { careerRoutes } from './modules/careers/careers.route-table.ts';
import { STATUTORY_PAGES } from '@staffdesk/core/payroll-statutory';

/*
 * The route table (spec 2). Guards are loaders, kept here so they run before any page code loads; every page
 * and the logged-in shell are lazy modules, so the login page does not carry the rest of the app.
 */

const shell = () => import('./shell/app-shell.layout.tsx').then((m) => ({ Component: m.AppShellLayout }));
const logsPage = () => import('./modules/logs/logs.page.tsx').then((m) => ({ Component: m.LogsPage }));
const jobsPage = () => import('./modules/jobs/jobs.page.tsx').then((m) => ({ Component: m.JobsPage }));
/** Every user's own account page (spec 2 "/myprofile/Add"): the console's and each tenant's. */
const accountPage = () => import('./modules/account/account.page.tsx').then((m) => ({ Component: m.AccountPage }));

// Issue 5: sign-up, passwords, the super admin console and user roles.
const resetPasswordPage = () =>
  import('./modules/auth/reset-password.page.tsx').then((m) => ({ Component: m.ResetPasswordPage }));
const rolesList = () => import('./modules/roles/roles-list.page.tsx').then((m) => ({ Component: m.RolesListPage }));
const roleForm = () => import('./modules/roles/role-form.page.tsx').then((m) => ({ Component: m.RoleFormPage }));
/** "User Role" (`/roles`, `/settingssaroles/…`): the tenant's sub-admin roles, behind the userRoles page. */
const roleRoutes: RouteObject[] = [
  { path: 'roles', loader: privilegedPageLoader('userRoles', 'view', null), lazy: rolesList },
  { path: 'settingssaroles/listing', loader: privilegedPageLoader('userRoles', 'view', null), lazy: rolesList },
  { path: 'settingssaroles/add', loader: privilegedPageLoader('userRoles', 'add', null), lazy: roleForm },
  { path: 'settingssaroles/edit/:id', loader: privilegedPageLoader('userRoles', 'edit', null), lazy: roleForm },
  {
    path: 'settingssaroles/dlisting',
    loader: privilegedPageLoader('userRoles', 'view', null),
    lazy: () => import('./modules/roles/roles-list.page.tsx').then((m) => ({ Component: m.RolesDeletedPage })),
  },
];

/** `/settingspayrollPrivilege`: each HR admin's and sub admin's payroll approval parts. */
const payrollPrivilegeRoutes: RouteObject[] = [
  {
    path: 'settingspayrollPrivilege',
    loader: privilegedPageLoader('payrollPrivilege', 'view', null),
    lazy: () =>
      import('./modules/payroll-privileges/payroll-privileges.page.tsx').then((m) => ({
        Component: m.PayrollPrivilegesPage,
      })),
  },
];

/** The statutory settings (issue 14): EPF, SOCSO, EIS, PCB's table and codes, Cambodia's tax and NSSF. */
const statutoryRoutes: RouteObject[] = STATUTORY_PAGES.map((p) => ({
  path: p.path,
  loader: privilegedPageLoader('statutory', 'view', null),
  lazy: () => import('./modules/statutory/statutory.page.tsx').then((m) => ({ Component: m.StatutoryPage })),
}));

const resourceList = () =>
  import('./platform/resources/resource-list.page.tsx').then((m) => ({ Component: m.ResourceListPage }));
const resourceForm = () =>
  import('./platform/resources/resource-form.page.tsx').then((m) => ({ Component: m.ResourceFormPage }));
const resourceDeleted = () =>
  import('./platform/resources/resource-deleted.page.tsx').then((m) => ({ Component: m.ResourceDeletedPage }));

/**
 * The spec's routes of one settings resource (`/:account/<route>/listing|add|edit/:id|dlisting`), served by the
 * generic pages; the loader checks the resource's privilege page and hands the page its declaration key.
 */
function resourceRoutes(r: TResource): RouteObject[] {
  const data = { resource: r.key };

  const routes: RouteObject[] = [
    { path: `${r.route}/listing`, loader: privilegedPageLoader(r.page, 'view', data), lazy: resourceList },
    { path: `${r.route}/add`, loader: privilegedPageLoader(r.page, 'add', data), lazy: resourceForm },
    { path: `${r.route}/edit/:id`, loader: privilegedPageLoader(r.page, 'edit', data), lazy: resourceForm },
  ];
  if (r.dlisting) {
    routes.push({
      path: `${r.route}/dlisting`,
      loader: privilegedPageLoader(r.page, 'view', data),
      lazy: resourceDeleted,
    });
  }
  return routes;
}

const publicApplyPage = (kind: 'leave' | 'ot') => () =>
  import('./modules/public-requests/public-apply.page.tsx').then((m) => ({
    Component: () => <m.PublicApplyPage kind={kind} />,
  }));
const kioskPage = () => import('./modules/attendance/kiosk.page.tsx').then((m) => ({ Component: m.KioskPage }));

const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <PageLoader fullScreen />,
    children: [
      { index: true, loader: rootLoader, element: <PageLoader fullScreen /> },
      {
        path: 'login',
        loader: platformLoginLoader,
        lazy: () => import('./modules/auth/login.page.tsx').then((m) => ({ Component: m.LoginPage })),
      },
      {
        path: 'signup',
        loader: publicPageLoader,
        lazy: () => import('./modules/signup/signup.page.tsx').then((m) => ({ Component: m.SignupPage })),
      },
      { path: 'reset-password', loader: publicPageLoader, lazy: resetPasswordPage },
      { path: 'Organizationqrcode', loader: publicPageLoader, lazy: kioskPage },
      {
        path: 'two-factor-setup',
        loader: twoFactorSetupLoader,
        lazy: () =>
          import('./modules/auth/two-factor-setup.page.tsx').then((m) => ({ Component: m.TwoFactorSetupPage })),
      },
      {
        path: 'auth/404',
        lazy: () =>
          import('./modules/auth/account-not-found.page.tsx').then((m) => ({ Component: m.AccountNotFoundPage })),
      },
      {
        // Platform (super admin) pages.
        loader: platformPageLoader(),
        lazy: shell,
        // a page the user may not open (or that fails) shows that inside the shell
        children: [
          {
            errorElement: <DeniedPage />,
            children: [
              {
                path: 'tenants',
                loader: platformPageLoader(['super_admin']),
                lazy: () =>
                  import('./modules/tenants/tenants-list.page.tsx').then((m) => ({ Component: m.TenantsListPage })),
              },
              { path: 'logs/listing', loader: platformFlagLoader('logs'), lazy: logsPage },
              { path: 'jobs', loader: platformPageLoader(), lazy: jobsPage },
              { path: 'myprofile/Add', loader: platformPageLoader(), lazy: accountPage },
              ...consoleRoutes,
            ],
          },
        ],
      },
      {
        path: ':account/login',
        loader: tenantLoginLoader,
        lazy: () => import('./modules/auth/login.page.tsx').then((m) => ({ Component: m.LoginPage })),
      },
      { path: ':account/reset-password', loader: tenantPublicPageLoader('forget'), lazy: resetPasswordPage },
      { path: ':account/Organizationqrcode', loader: tenantPublicPageLoader('scan'), lazy: kioskPage },
      { path: ':account/applyLeave', loader: tenantPublicPageLoader('leave'), lazy: publicApplyPage('leave') },
      { path: ':account/applyOt', loader: tenantPublicPageLoader('ot'), lazy: publicApplyPage('ot') },
      // the sign-up request form on a tenant's address, while its sign-up switch is on (spec 2.2)
      {
        path: ':account/signup',
        loader: tenantPublicPageLoader('signup'),
        lazy: () => import('./modules/signup/signup.page.tsx').then((m) => ({ Component: m.SignupPage })),
      },
      // the tenant's own sign-in page (issue 20)
      {
        path: ':account/SignInCustom',
        loader: signInLoader(true),
        lazy: () => import('./modules/auth/login.page.tsx').then((m) => ({ Component: m.CustomSignInPage })),
      },
      // Reached by a full load the board starts by itself (boot.ts); an in-app link reloads into it.
      { path: ':account/career/:orgCode', loader: publicBoardInAppLoader, children: [{ path: 'job/:id' }] },
      {
        // Tenant pages: the session must belong to this account.
        path: ':account',
        loader: tenantPageLoader(),
        lazy: shell,
        children: [
          {
            errorElement: <DeniedPage />,
            children: [
              { index: true, loader: tenantIndexLoader, element: <PageLoader /> },
              {
                path: 'dashboard',
                loader: tenantPageLoader(['hr_admin', 'sub_admin']),
                lazy: () =>
                  import('./modules/dashboard/dashboard.page.tsx').then((m) => ({ Component: m.DashboardPage })),
              },
              {
                path: 'employees/profileinfo',
                loader: tenantPageLoader(['emp']),
                lazy: () =>
                  import('./modules/employees/profile-info.page.tsx').then((m) => ({ Component: m.ProfileInfoPage })),
              },
              {
                path: 'security',
                loader: tenantPageLoader(['security']),
                lazy: () =>
                  import('./modules/security/security-today.page.tsx').then((m) => ({
                    Component: m.SecurityTodayPage,
                  })),
              },
              ...attendanceRoutes,
              ...groupsRoutes,
              ...scheduleRoutes,
              ...absenceRoutes,
              ...leaveRoutes,
              ...overtimeRoutes,
              ...announcementRoutes,
              ...letterRoutes,
              ...shopRoutes,
              ...visitorRoutes,
              ...incidentRoutes,
              ...projectRoutes,
              ...activityRoutes,
              ...evaluationRoutes,
              ...trainingRoutes,
              ...reportRoutes,
              ...translationRoutes,
              {
                path: 'settingssignin',
                loader: tenantPageLoader(['hr_admin']),
                lazy: () => import('./modules/branding/branding.page.tsx').then((m) => ({ Component: m.BrandingPage })),
              },
              {
                path: 'settingssidebar',
                loader: tenantPageLoader(['hr_admin']),
                lazy: () =>
                  import('./modules/branding/custom-mode.page.tsx').then((m) => ({ Component: m.CustomModePage })),
              },
              ...moodRoutes,
              ...messageRoutes,
              ...issueRoutes,
              ...complaintRoutes,
              ...payrollRoutes,
              // the spec's OT settings address is the settings list itself
              { path: 'settingsot', element: <Navigate to="listing" replace /> },
              ...employeeRoutes,
              { path: 'logs/listing', loader: privilegedPageLoader('logs', 'view', null), lazy: logsPage },
              { path: 'jobs', loader: tenantPageLoader(['hr_admin']), lazy: jobsPage },
              { path: 'myprofile/Add', loader: tenantPageLoader(), lazy: accountPage },
              ...RESOURCES.flatMap(resourceRoutes),
              importPage(
                'holiday_bulk_import/import',
                'holidays',
                'holidays',
                `${HOLIDAY.route}/listing`,
                `resources:${HOLIDAY.key}.title`,
              ),
              ...roleRoutes,
              ...payrollPrivilegeRoutes,
              ...statutoryRoutes,
              ...careerRoutes,
              {
                // Spec 2.2: any other path of a logged-in user shows the connecting page.
                path: '*',
                loader: tenantPageLoader(),
                lazy: () => import('./shell/connecting.page.tsx').then((m) => ({ Component: m.ConnectingPage })),
              },
            ],
          },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
