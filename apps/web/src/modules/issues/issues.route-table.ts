import type { RouteObject } from 'react-router';
import { privilegedPageLoader, tenantFeatureLoader } from '../../shell/route-guards.ts';
import { ISSUE_ADD_PATH, ISSUE_VIEW_PATH, ISSUES_PATH, MY_ISSUE_ADD_PATH, MY_ISSUES_PATH } from './issues.api.ts';

/** Issues (issue 15): HR's list, filing for an employee and handling one; the employee's own. */
export const issueRoutes: RouteObject[] = [
  {
    path: ISSUES_PATH,
    loader: privilegedPageLoader('issues', 'view', null),
    lazy: () => import('./issues.page.tsx').then((m) => ({ Component: m.IssuesPage })),
  },
  {
    path: ISSUE_ADD_PATH,
    loader: privilegedPageLoader('issues', 'add', null),
    lazy: () => import('./issue-form.page.tsx').then((m) => ({ Component: m.IssueAddPage })),
  },
  {
    path: `${ISSUE_VIEW_PATH}/:id`,
    loader: privilegedPageLoader('issues', 'view', null),
    lazy: () => import('./issue-view.page.tsx').then((m) => ({ Component: m.IssueViewPage })),
  },
  {
    path: MY_ISSUES_PATH,
    loader: tenantFeatureLoader(['emp'], 'issue'),
    lazy: () => import('./my-issues.page.tsx').then((m) => ({ Component: m.MyIssuesPage })),
  },
  {
    path: MY_ISSUE_ADD_PATH,
    loader: tenantFeatureLoader(['emp'], 'issue'),
    lazy: () => import('./issue-form.page.tsx').then((m) => ({ Component: m.MyIssueAddPage })),
  },
  {
    path: `${MY_ISSUES_PATH}/:id`,
    loader: tenantFeatureLoader(['emp'], 'issue'),
    lazy: () => import('./issue-view.page.tsx').then((m) => ({ Component: m.MyIssuePage })),
  },
];
