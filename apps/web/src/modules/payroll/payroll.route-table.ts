import { type LoaderFunctionArgs, redirect, type RouteObject } from 'react-router';
import { apiGet } from '../../platform/api-client.ts';
import { PAY_CODE, TAX_TABLE } from '@staffdesk/core/resources/settings-resources';
import { privilegedPageLoader, tenantPageLoader } from '../../shell/route-guards.ts';
import { importPage } from '../imports/import.route.tsx';
import { REPORTS_PATH } from './reports.api.ts';
import {
  BANK_FILES_PATH,
  CALCULATOR_PATH,
  GRID_PATH,
  LEAVERS_GRID_PATH,
  MY_PAYSLIPS_PATH,
  NOTES_IMPORT_PATH,
  PAID_IMPORT_PATH,
  PAYSLIP_LIST_PATHS,
  PAYSLIP_IMPORT_PATH,
  PAYSLIP_PATH,
  RUN_LIST_PATHS,
  RUN_PATH,
  RUNS_PATH,
} from './payroll.api.ts';

/** The spec's other paths to a page: the payroll section's copies of the pay code and tax table lists. */
const ALIASES: readonly [string, string][] = [
  ['payrollpaycode/listing', `${PAY_CODE.route}/listing`],
  ['payrolltax_brackets/listing', `${TAX_TABLE.route}/listing`],
  ['payroll_line_entry/taxlisting', `${TAX_TABLE.route}/listing`],
  ['payrollpayroll_line_entry/taxlisting', `${TAX_TABLE.route}/listing`],
  ['payroll_line_entry/taxadd', `${TAX_TABLE.route}/add`],
  ['payroll_line_entry/listing', 'hradmin/addlisting'],
  ['payroll_line_entry/adminlisting', 'hradmin/addlisting'],
  // the spec's "add a payroll run" pages: the runs list with its new-run dialog open
  ['payroll_line_entry/addadminp', 'hradmin/addlisting?add=1'],
  ['hradminpayroll_line_entry/add', 'hradmin/addlisting?add=1'],
  ['payroll_line_entry/reoprt', REPORTS_PATH],
  ['payroll_line_entry/listingtest', REPORTS_PATH],
  ['reports/noticePayReport', `${REPORTS_PATH}?tab=noticePay`],
];

/** Payroll (issue 14): the calculator for HR admins and sub admins with the payroll process page. */
export const payrollRoutes: RouteObject[] = [
  {
    path: CALCULATOR_PATH,
    loader: privilegedPageLoader('payrollProcess', 'view', null),
    lazy: () => import('./calculator.page.tsx').then((m) => ({ Component: m.PayrollCalculatorPage })),
  },
  {
    path: RUNS_PATH,
    loader: privilegedPageLoader('payrollProcess', 'view', null),
    lazy: () => import('./runs.page.tsx').then((m) => ({ Component: m.PayrollRunsPage })),
  },
  {
    path: RUN_LIST_PATHS.closed,
    loader: privilegedPageLoader('payrollProcess', 'view', null),
    lazy: () => import('./runs.page.tsx').then((m) => ({ Component: m.ClosedRunsPage })),
  },
  {
    path: RUN_LIST_PATHS.cancelled,
    loader: privilegedPageLoader('payrollProcess', 'view', null),
    lazy: () => import('./runs.page.tsx').then((m) => ({ Component: m.CancelledRunsPage })),
  },
  {
    path: `${RUN_PATH}/:id`,
    loader: privilegedPageLoader('payrollProcess', 'view', null),
    lazy: () => import('./run.page.tsx').then((m) => ({ Component: m.PayrollRunPage })),
  },
  {
    path: `${GRID_PATH}/:id`,
    loader: privilegedPageLoader('payrollProcess', 'view', null),
    lazy: () => import('./grid.page.tsx').then((m) => ({ Component: m.PayrollGridPage })),
  },
  {
    path: `${LEAVERS_GRID_PATH}/:id`,
    loader: privilegedPageLoader('payrollProcess', 'view', null),
    lazy: () => import('./grid.page.tsx').then((m) => ({ Component: m.LeaversGridPage })),
  },
  {
    // the spec's edit view of the lines is the grid itself, for those who may adjust
    path: 'payroll_line_entry/dataprocessedit/:id',
    loader: ({ params }) => redirect(`/${params.account}/${GRID_PATH}/${params.id}`),
  },
  {
    // a payslip by its own id: the payslip's page (with its PDF), for whoever may read it
    path: 'payslip/Payslip_pdf/:id',
    loader: async (args: LoaderFunctionArgs) => {
      const refused = await tenantPageLoader(['emp', 'hr_admin', 'sub_admin'])(args);
      if (refused) return refused;
      const ref = await apiGet<{ runId: string; employeeId: string }>(
        `/payroll/payslip-refs/${encodeURIComponent(args.params.id ?? '')}`,
      );
      return redirect(`/${args.params.account}/${PAYSLIP_PATH}/${ref.runId}/${ref.employeeId}`);
    },
  },
  {
    path: PAYSLIP_LIST_PATHS.open,
    loader: privilegedPageLoader('payslips', 'view', null),
    lazy: () => import('./payslips.page.tsx').then((m) => ({ Component: m.PayslipsPage })),
  },
  {
    path: PAYSLIP_LIST_PATHS.closed,
    loader: privilegedPageLoader('payslips', 'view', null),
    lazy: () => import('./payslips.page.tsx').then((m) => ({ Component: m.ClosedPayslipsPage })),
  },
  {
    path: PAYSLIP_LIST_PATHS.leavers,
    loader: privilegedPageLoader('payslips', 'view', null),
    lazy: () => import('./payslips.page.tsx').then((m) => ({ Component: m.LeaverPayslipsPage })),
  },
  {
    path: MY_PAYSLIPS_PATH,
    loader: tenantPageLoader(['emp']),
    lazy: () => import('./payslips.page.tsx').then((m) => ({ Component: m.MyPayslipsPage })),
  },
  {
    // an employee their own, HR and sub admins those of their organizations: the server decides
    path: `${PAYSLIP_PATH}/:id/:id2`,
    loader: tenantPageLoader(['emp', 'hr_admin', 'sub_admin']),
    lazy: () => import('./payslip.page.tsx').then((m) => ({ Component: m.PayslipPage })),
  },
  ...[REPORTS_PATH, 'reports/payrollReport'].map(
    (path): RouteObject => ({
      path,
      loader: privilegedPageLoader('payrollProcess', 'view', null),
      lazy: () => import('./reports.page.tsx').then((m) => ({ Component: m.PayrollReportsPage })),
    }),
  ),
  {
    path: BANK_FILES_PATH,
    loader: privilegedPageLoader('payrollProcess', 'view', null),
    lazy: () => import('./bank-files.page.tsx').then((m) => ({ Component: m.BankFilesPage })),
  },
  importPage(NOTES_IMPORT_PATH, 'payrollProcess', 'payrollNotes', RUNS_PATH, 'menu:payrollRuns', 'edit'),
  importPage(PAID_IMPORT_PATH, 'payrollProcess', 'payrollPaid', BANK_FILES_PATH, 'payroll:bank.title', 'approve'),
  importPage(PAYSLIP_IMPORT_PATH, 'payrollProcess', 'payslips', RUN_LIST_PATHS.closed, 'menu:payrollRuns', 'approve'),
  ...ALIASES.map(
    ([from, to]) =>
      ({ path: from, loader: ({ params }) => redirect(`/${params.account}/${to}`) }) satisfies RouteObject,
  ),
];
