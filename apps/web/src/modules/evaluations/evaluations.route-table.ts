import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { ensureSession, privilegedPageLoader, tenantFeatureLoader } from '../../shell/route-guards.ts';
import { EVALUATION_PATHS } from './evaluations.api.ts';

const staff = (action: 'view' | 'add' | 'edit') => privilegedPageLoader('evaluations', action, null);

/** A review is read by the employee and their reviewer (by the feature) and by staff (by the page). */
const employeeOrPage = async (args: LoaderFunctionArgs) => {
  const session = await ensureSession();
  return session?.loginType === 'emp'
    ? tenantFeatureLoader(['emp'], 'evaluation')(args)
    : privilegedPageLoader('evaluations', 'view', null)(args);
};

const templateForm = () => import('./template-form.page.tsx').then((m) => ({ Component: m.TemplateFormPage }));
const cycleForm = () => import('./cycle-form.page.tsx').then((m) => ({ Component: m.CycleFormPage }));

/** Evaluations (issue 18, spec "Work plan": `/evalutions/listing`). */
export const evaluationRoutes: RouteObject[] = [
  {
    path: EVALUATION_PATHS.list,
    loader: staff('view'),
    lazy: () => import('./cycles.page.tsx').then((m) => ({ Component: m.CyclesPage })),
  },
  { path: EVALUATION_PATHS.add, loader: staff('add'), lazy: cycleForm },
  { path: `${EVALUATION_PATHS.add}/:id`, loader: staff('edit'), lazy: cycleForm },
  {
    path: `${EVALUATION_PATHS.cycle}/:id`,
    loader: staff('view'),
    lazy: () => import('./cycle.page.tsx').then((m) => ({ Component: m.CyclePage })),
  },
  {
    path: EVALUATION_PATHS.templates,
    loader: staff('view'),
    lazy: () => import('./templates.page.tsx').then((m) => ({ Component: m.TemplatesPage })),
  },
  { path: EVALUATION_PATHS.templateAdd, loader: staff('add'), lazy: templateForm },
  { path: `${EVALUATION_PATHS.templateAdd}/:id`, loader: staff('edit'), lazy: templateForm },
  {
    path: EVALUATION_PATHS.my,
    loader: tenantFeatureLoader(['emp'], 'evaluation'),
    lazy: () => import('./my-evaluations.page.tsx').then((m) => ({ Component: m.MyEvaluationsPage })),
  },
  {
    path: `${EVALUATION_PATHS.review}/:id`,
    loader: employeeOrPage,
    lazy: () => import('./review.page.tsx').then((m) => ({ Component: m.ReviewPage })),
  },
];
