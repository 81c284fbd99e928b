import type { RouteObject } from 'react-router';
import { privilegedPageLoader } from '../../shell/route-guards.ts';

const page = () => import('./absences.page.tsx').then((m) => ({ Component: m.AbsencesPage }));

/** Absences at the spec's two paths (issue 12). */
export const absenceRoutes: RouteObject[] = ['absent/listing', 'shiftsabsent/listing'].map((path) => ({
  path,
  loader: privilegedPageLoader('absent', 'view', null),
  lazy: page,
}));
