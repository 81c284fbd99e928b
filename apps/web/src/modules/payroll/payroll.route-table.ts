import type { RouteObject } from 'react-router';
import { privilegedPageLoader } from '../../shell/route-guards.ts';
import { CALCULATOR_PATH } from './payroll.api.ts';

/** Payroll (issue 14): the calculator for HR admins and sub admins with the payroll process page. */
export const payrollRoutes: RouteObject[] = [
  {
    path: CALCULATOR_PATH,
    loader: privilegedPageLoader('payrollProcess', 'view', null),
    lazy: () => import('./calculator.page.tsx').then((m) => ({ Component: m.PayrollCalculatorPage })),
  },
];
