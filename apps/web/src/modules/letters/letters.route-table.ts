import type { RouteObject } from 'react-router';
import { privilegedPageLoader, tenantFeatureLoader } from '../../shell/route-guards.ts';
import { LETTER_ISSUE_PATH, LETTERS_PATH, MY_LETTERS_PATH } from './letters.api.ts';

/** HR letters (issue 15): HR's letters and requests, the issue form; the employee's letters and requests. */
export const letterRoutes: RouteObject[] = [
  {
    path: LETTERS_PATH,
    loader: privilegedPageLoader('letters', 'view', null),
    lazy: () => import('./letters.page.tsx').then((m) => ({ Component: m.LettersPage })),
  },
  {
    path: LETTER_ISSUE_PATH,
    loader: privilegedPageLoader('letters', 'add', null),
    lazy: () => import('./letter-issue.page.tsx').then((m) => ({ Component: m.LetterIssuePage })),
  },
  {
    path: MY_LETTERS_PATH,
    loader: tenantFeatureLoader(['emp'], 'letter'),
    lazy: () => import('./my-letters.page.tsx').then((m) => ({ Component: m.MyLettersPage })),
  },
];
