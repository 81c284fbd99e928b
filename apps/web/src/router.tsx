import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoader } from './shell/page-loader.component.tsx';
import { RootLayout } from './shell/root-layout.tsx';
import { RouteErrorPage } from './shell/route-error.page.tsx';
import {
  platformLoginLoader,
  platformPageLoader,
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
