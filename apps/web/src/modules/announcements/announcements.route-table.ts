import type { RouteObject } from 'react-router';
import { privilegedPageLoader, tenantFeatureLoader } from '../../shell/route-guards.ts';
import {
  ANNOUNCEMENT_ADD_PATH,
  ANNOUNCEMENT_EDIT_PATH,
  ANNOUNCEMENT_VIEW_PATH,
  ANNOUNCEMENTS_PATH,
  MY_ANNOUNCEMENTS_PATH,
} from './announcements.api.ts';

/** Announcements (issue 15): HR's list, form and read receipts; the employee's current announcements. */
export const announcementRoutes: RouteObject[] = [
  {
    path: ANNOUNCEMENTS_PATH,
    loader: privilegedPageLoader('announcements', 'view', null),
    lazy: () => import('./announcements.page.tsx').then((m) => ({ Component: m.AnnouncementsPage })),
  },
  {
    path: ANNOUNCEMENT_ADD_PATH,
    loader: privilegedPageLoader('announcements', 'add', null),
    lazy: () => import('./announcement-form.page.tsx').then((m) => ({ Component: m.AnnouncementFormPage })),
  },
  {
    path: `${ANNOUNCEMENT_EDIT_PATH}/:id`,
    loader: privilegedPageLoader('announcements', 'edit', null),
    lazy: () => import('./announcement-form.page.tsx').then((m) => ({ Component: m.AnnouncementFormPage })),
  },
  {
    path: `${ANNOUNCEMENT_VIEW_PATH}/:id`,
    loader: privilegedPageLoader('announcements', 'view', null),
    lazy: () => import('./announcement-view.page.tsx').then((m) => ({ Component: m.AnnouncementViewPage })),
  },
  {
    path: MY_ANNOUNCEMENTS_PATH,
    loader: tenantFeatureLoader(['emp'], 'announcements'),
    lazy: () => import('./my-announcements.page.tsx').then((m) => ({ Component: m.MyAnnouncementsPage })),
  },
];
