import type { RouteObject } from 'react-router';
import { privilegedPageLoader, tenantFeatureLoader } from '../../shell/route-guards.ts';
import { MESSAGE_NEW_PATH, MESSAGE_VIEW_PATH, MESSAGES_PATH, MY_MESSAGES_PATH } from './messages.api.ts';

/** Messages (issue 15): HR's conversations, a new one and one open; the employee's conversations. */
export const messageRoutes: RouteObject[] = [
  {
    path: MESSAGES_PATH,
    loader: privilegedPageLoader('messages', 'view', null),
    lazy: () => import('./messages.page.tsx').then((m) => ({ Component: m.MessagesPage })),
  },
  {
    path: MESSAGE_NEW_PATH,
    loader: privilegedPageLoader('messages', 'add', null),
    lazy: () => import('./message-new.page.tsx').then((m) => ({ Component: m.MessageNewPage })),
  },
  {
    path: `${MESSAGE_VIEW_PATH}/:id`,
    loader: privilegedPageLoader('messages', 'view', null),
    lazy: () => import('./message-view.page.tsx').then((m) => ({ Component: m.MessageViewPage })),
  },
  {
    path: MY_MESSAGES_PATH,
    loader: tenantFeatureLoader(['emp'], 'messages'),
    lazy: () => import('./my-messages.page.tsx').then((m) => ({ Component: m.MyMessagesPage })),
  },
  {
    path: `${MY_MESSAGES_PATH}/:id`,
    loader: tenantFeatureLoader(['emp'], 'messages'),
    lazy: () => import('./my-messages.page.tsx').then((m) => ({ Component: m.MyThreadPage })),
  },
];
