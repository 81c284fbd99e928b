import type { RouteObject } from 'react-router';
import { platformFlagLoader } from '../../shell/route-guards.ts';
import { TRANSLATION_PATHS } from '../translations/translation-paths.ts';
import { translationsPage } from '../translations/translations.route-table.tsx';

const superUserForm = () =>
  import('../super-users/super-user-form.page.tsx').then((m) => ({ Component: m.SuperUserFormPage }));

/** The console's pages (spec 2.3 "Signup requests", spec 6 super admin), each behind its admin flag. */
export const consoleRoutes: RouteObject[] = [
  {
    path: 'signup/listing',
    loader: platformFlagLoader('signup'),
    lazy: () => import('../signup/signup-list.page.tsx').then((m) => ({ Component: m.SignupListPage })),
  },
  {
    path: 'signup/view/:id',
    loader: platformFlagLoader('signup'),
    lazy: () => import('../signup/signup-view.page.tsx').then((m) => ({ Component: m.SignupViewPage })),
  },
  {
    path: 'signup/message/:id',
    loader: platformFlagLoader('signup'),
    lazy: () => import('../signup/signup-message.page.tsx').then((m) => ({ Component: m.SignupMessagePage })),
  },
  {
    path: 'hradmin',
    loader: platformFlagLoader('hradmin'),
    lazy: () => import('../hr-admins/hr-admins.page.tsx').then((m) => ({ Component: m.HrAdminsPage })),
  },
  {
    path: 'superadmin_staff/listing',
    loader: platformFlagLoader('adminstaff'),
    lazy: () => import('../super-users/super-users-list.page.tsx').then((m) => ({ Component: m.SuperUsersListPage })),
  },
  { path: 'superadmin_staff/Add', loader: platformFlagLoader('adminstaff'), lazy: superUserForm },
  { path: 'superadmin_staff/edit/:id', loader: platformFlagLoader('adminstaff'), lazy: superUserForm },
  {
    path: 'settingsadminapp',
    loader: platformFlagLoader('settings'),
    lazy: () => import('./admin-app.page.tsx').then((m) => ({ Component: m.AdminAppListPage })),
  },
  {
    path: 'settingsadminapp/:tenantId',
    loader: platformFlagLoader('settings'),
    lazy: () => import('./admin-app.page.tsx').then((m) => ({ Component: m.AdminAppEditPage })),
  },
  { path: TRANSLATION_PATHS.platform, loader: platformFlagLoader('settings'), lazy: translationsPage('platform') },
  // spec 6's super admin settings: new tenants' defaults ("organization"), category and sub category (issue 20)
  {
    path: 'settingsorganization',
    loader: platformFlagLoader('settings'),
    lazy: () =>
      import('../platform-settings/tenant-defaults.page.tsx').then((m) => ({ Component: m.TenantDefaultsPage })),
  },
  ...(['settingscategory', 'settingssubcategory'] as const).map((path) => ({
    path,
    loader: platformFlagLoader('settings'),
    lazy: () =>
      import('../platform-settings/categories.page.tsx').then((m) => ({
        Component: () => <m.CategoriesPage sub={path === 'settingssubcategory'} />,
      })),
  })),
];
