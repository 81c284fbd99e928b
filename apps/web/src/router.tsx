import { createBrowserRouter, type RouteObject } from 'react-router';
import type { TResource } from '@staffdesk/core/resources/resource-types';
import { RESOURCES } from '@staffdesk/core/resources/settings-resources';
import { PageLoader } from './shell/page-loader.component.tsx';
import { RootLayout } from './shell/root-layout.tsx';
import { RouteErrorPage } from './shell/route-error.page.tsx';
import {
  platformFlagLoader,
  platformLoginLoader,
  platformPageLoader,
  privilegedPageLoader,
  rootLoader,
  tenantIndexLoader,
  tenantLoginLoader,
  tenantPageLoader,
} from './shell/route-guards.ts';

/*
 * The route table (spec 2). Guards are loaders, kept here so they run before any page code loads; every page
 * and the logged-in shell are lazy modules, so the login page does not carry the rest of the app.
 */

const shell = () => import('./shell/app-shell.layout.tsx').then((m) => ({ Component: m.AppShellLayout }));
const logsPage = () => import('./modules/logs/logs.page.tsx').then((m) => ({ Component: m.LogsPage }));

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
    routes.push({ path: `${r.route}/dlisting`, loader: privilegedPageLoader(r.page, 'view', data), lazy: resourceDeleted });
  }
  return routes;
}

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
        path: 'auth/404',
        lazy: () =>
          import('./modules/auth/account-not-found.page.tsx').then((m) => ({ Component: m.AccountNotFoundPage })),
      },
      {
        // Platform (super admin) pages.
        loader: platformPageLoader(),
        lazy: shell,
        children: [
          {
            path: 'tenants',
            loader: platformPageLoader(['super_admin']),
            lazy: () => import('./modules/tenants/tenants-list.page.tsx').then((m) => ({ Component: m.TenantsListPage })),
          },
          { path: 'logs/listing', loader: platformFlagLoader('logs'), lazy: logsPage },
        ],
      },
      {
        path: ':account/login',
        loader: tenantLoginLoader,
        lazy: () => import('./modules/auth/login.page.tsx').then((m) => ({ Component: m.LoginPage })),
      },
      {
        // Tenant pages: the session must belong to this account.
        path: ':account',
        loader: tenantPageLoader(),
        lazy: shell,
        children: [
          { index: true, loader: tenantIndexLoader, element: <PageLoader /> },
          {
            path: 'dashboard',
            loader: tenantPageLoader(['hr_admin', 'sub_admin']),
            lazy: () => import('./modules/dashboard/dashboard.page.tsx').then((m) => ({ Component: m.DashboardPage })),
          },
          {
            path: 'employees/profileinfo',
            loader: tenantPageLoader(['emp']),
            lazy: () => import('./modules/employees/profile-info.page.tsx').then((m) => ({ Component: m.ProfileInfoPage })),
          },
          {
            path: 'security',
            loader: tenantPageLoader(['security']),
            lazy: () =>
              import('./modules/security/security-today.page.tsx').then((m) => ({ Component: m.SecurityTodayPage })),
          },
          { path: 'logs/listing', loader: privilegedPageLoader('logs', 'view', null), lazy: logsPage },
          ...RESOURCES.flatMap(resourceRoutes),
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
];

export const router = createBrowserRouter(routes);
