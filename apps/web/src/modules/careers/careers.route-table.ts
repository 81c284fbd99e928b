import type { RouteObject } from 'react-router';
import { privilegedPageLoader } from '../../shell/route-guards.ts';
import { companyBoardLoader } from './careers.loaders.ts';

// Issue 4: careers and recruitment (the public board has its own start, see boot.ts).
const companyBoard = () => import('./company-board.page.tsx').then((m) => ({ Component: m.CompanyBoardPage }));
const jobPostForm = () => import('./job-post-form.page.tsx').then((m) => ({ Component: m.JobPostFormPage }));
const applicantsPage = () => import('./applicants.page.tsx').then((m) => ({ Component: m.ApplicantsPage }));

/** Career admin (spec 2.3) behind its privilege pages, and the employees' board (spec 2.1 careercompany). */
export const careerRoutes: RouteObject[] = [
  {
    path: 'careers',
    loader: privilegedPageLoader('jobFrontend', 'view', null),
    lazy: () => import('./careers-list.page.tsx').then((m) => ({ Component: m.CareersListPage })),
  },
  {
    path: 'careerjobpost/listing',
    loader: privilegedPageLoader('jobPost', 'view', null),
    lazy: () => import('./job-posts.page.tsx').then((m) => ({ Component: m.JobPostsPage })),
  },
  { path: 'careerjobpost/add', loader: privilegedPageLoader('jobPost', 'add', null), lazy: jobPostForm },
  { path: 'careerjobpost/edit/:id', loader: privilegedPageLoader('jobPost', 'edit', null), lazy: jobPostForm },
  {
    path: 'careerjobpost/Applicantlisting',
    loader: privilegedPageLoader('applicationList', 'view', null),
    lazy: applicantsPage,
  },
  {
    path: 'careerjobpost/JobpostAppListing/:postId',
    loader: privilegedPageLoader('applicationList', 'view', null),
    lazy: applicantsPage,
  },
  {
    path: 'careercompany',
    loader: companyBoardLoader,
    lazy: () => import('./company-board.page.tsx').then((m) => ({ Component: m.CompanyBoardIndexPage })),
  },
  { path: 'careercompany/:orgCode', loader: companyBoardLoader, lazy: companyBoard, children: [{ path: 'job/:id' }] },
];
