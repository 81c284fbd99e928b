import type { RouteObject } from 'react-router';
import { privilegedPageLoader, tenantFeatureLoader } from '../../shell/route-guards.ts';
import { TRAINING_PATHS } from './training.api.ts';

const staff = (action: 'view' | 'add' | 'edit') => privilegedPageLoader('training', action, null);
const courseForm = () => import('./course-form.page.tsx').then((m) => ({ Component: m.CourseFormPage }));

/** Training (issue 18, spec `/course`, `/chaptors`, "Employee Training"). */
export const trainingRoutes: RouteObject[] = [
  {
    path: TRAINING_PATHS.courses,
    loader: staff('view'),
    lazy: () => import('./courses.page.tsx').then((m) => ({ Component: m.CoursesPage })),
  },
  { path: TRAINING_PATHS.courseAdd, loader: staff('add'), lazy: courseForm },
  { path: `${TRAINING_PATHS.courseAdd}/:id`, loader: staff('edit'), lazy: courseForm },
  {
    path: TRAINING_PATHS.chapters,
    loader: staff('view'),
    lazy: () => import('./chapters.page.tsx').then((m) => ({ Component: m.ChaptersPage })),
  },
  {
    path: `${TRAINING_PATHS.assignments}/:id`,
    loader: staff('view'),
    lazy: () => import('./assignments.page.tsx').then((m) => ({ Component: m.AssignmentsPage })),
  },
  {
    path: TRAINING_PATHS.my,
    loader: tenantFeatureLoader(['emp'], 'training'),
    lazy: () => import('./my-training.page.tsx').then((m) => ({ Component: m.MyTrainingPage })),
  },
  {
    path: `${TRAINING_PATHS.reader}/:id`,
    loader: tenantFeatureLoader(['emp'], 'training'),
    lazy: () => import('./course-reader.page.tsx').then((m) => ({ Component: m.CourseReaderPage })),
  },
];
