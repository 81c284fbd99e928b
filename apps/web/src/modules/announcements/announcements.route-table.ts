import { createElement } from 'react';
import type { RouteObject } from 'react-router';
import { privilegedPageLoader, tenantFeatureLoader } from '../../shell/route-guards.ts';
import { ANNOUNCEMENTS, BLOG, PROMOTIONS, type TPostView } from './announcements.api.ts';
import { BLOG_COMMENTS_PATH } from './post-comments.api.ts';

/** One kind's screens: HR's list, form and read receipts; the employee's current ones. */
const postRoutes = (k: TPostView): RouteObject[] => [
  {
    path: k.list,
    loader: privilegedPageLoader(k.page, 'view', null),
    lazy: () =>
      import('./announcements.page.tsx').then((m) => ({ Component: () => createElement(m.AnnouncementsPage, { k }) })),
  },
  {
    path: k.add,
    loader: privilegedPageLoader(k.page, 'add', null),
    lazy: () =>
      import('./announcement-form.page.tsx').then((m) => ({
        Component: () => createElement(m.AnnouncementFormPage, { k }),
      })),
  },
  {
    path: `${k.edit}/:id`,
    loader: privilegedPageLoader(k.page, 'edit', null),
    lazy: () =>
      import('./announcement-form.page.tsx').then((m) => ({
        Component: () => createElement(m.AnnouncementFormPage, { k }),
      })),
  },
  {
    path: `${k.view}/:id`,
    loader: privilegedPageLoader(k.page, 'view', null),
    lazy: () =>
      import('./announcement-view.page.tsx').then((m) => ({
        Component: () => createElement(m.AnnouncementViewPage, { k }),
      })),
  },
  {
    path: k.mine,
    loader: tenantFeatureLoader(['emp'], k.page),
    lazy: () =>
      import('./my-announcements.page.tsx').then((m) => ({
        Component: () => createElement(m.MyAnnouncementsPage, { k }),
      })),
  },
];

/** Announcements, promotions and the blog (issue 15): the same screens, each under its own page and feature. */
export const announcementRoutes: RouteObject[] = [
  ...postRoutes(ANNOUNCEMENTS),
  ...postRoutes(PROMOTIONS),
  ...postRoutes(BLOG),
  {
    path: BLOG_COMMENTS_PATH,
    loader: privilegedPageLoader('blogs', 'view', null),
    lazy: () => import('./blog-comments.page.tsx').then((m) => ({ Component: m.BlogCommentsPage })),
  },
];
