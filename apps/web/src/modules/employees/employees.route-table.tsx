import type { RouteObject } from 'react-router';
import { EMPLOYEE_RECORDS } from '@staffdesk/core/resources/employee-records';
import { privilegedPageLoader } from '../../shell/route-guards.ts';
import { importPage } from '../imports/import.route.tsx';

// Issue 11: employees (spec 2.3 Employees)
const employeeForm = () => import('./employee-form.page.tsx').then((m) => ({ Component: m.EmployeeFormPage }));
const employeeProfile = () => import('./employee-profile.page.tsx').then((m) => ({ Component: m.EmployeeProfilePage }));
export const employeeRoutes: RouteObject[] = [
  {
    path: 'employees/listing',
    loader: privilegedPageLoader('employees', 'view', null),
    lazy: () => import('./employees.page.tsx').then((m) => ({ Component: m.EmployeesPage })),
  },
  { path: 'employees/add', loader: privilegedPageLoader('employees', 'add', null), lazy: employeeForm },
  { path: 'employees/edit/:id', loader: privilegedPageLoader('employees', 'edit', null), lazy: employeeForm },
  { path: 'employees/profile/:id', loader: privilegedPageLoader('employees', 'view', null), lazy: employeeProfile },
  { path: 'employees/jobinfo/:id', loader: privilegedPageLoader('employees', 'view', null), lazy: employeeProfile },
  // the profile's record tabs (spec 2.3: listingnote, ListingDocs, ListingAssts, ListingPoints; and dependants)
  ...EMPLOYEE_RECORDS.map((r) => ({
    path: `employees/${r.route}/:id`,
    loader: privilegedPageLoader('employees', 'view', null),
    lazy: employeeProfile,
  })),
  { path: 'employees/Acesscode/:id', loader: privilegedPageLoader('employees', 'view', null), lazy: employeeProfile },
  {
    path: 'employees/directory',
    loader: privilegedPageLoader('employees', 'view', null),
    lazy: () => import('./directory.page.tsx').then((m) => ({ Component: m.DirectoryPage })),
  },
  {
    path: 'organization/kpilisting',
    loader: privilegedPageLoader('organization', 'view', null),
    lazy: () => import('./organization-kpi.page.tsx').then((m) => ({ Component: m.OrganizationKpiPage })),
  },
  {
    path: 'employees/orgchart',
    loader: privilegedPageLoader('employees', 'view', null),
    lazy: () => import('./org-chart.page.tsx').then((m) => ({ Component: m.OrgChartPage })),
  },
  {
    path: 'employeesadmin_staff/listingdocs',
    loader: privilegedPageLoader('employees', 'view', null),
    lazy: () =>
      import('../staff-documents/staff-documents.page.tsx').then((m) => ({ Component: m.StaffDocumentsPage })),
  },
  // sub admins and security users (spec /employeesadmin_staff)
  {
    path: 'employeesadmin_staff/listing',
    loader: privilegedPageLoader('subAdmins', 'view', null),
    lazy: () =>
      import('../staff/staff-list.page.tsx').then((m) => ({
        Component: () => <m.StaffListPage kind="sub_admin" />,
      })),
  },
  {
    path: 'employeesadmin_staff/listingsecurity',
    loader: privilegedPageLoader('subAdmins', 'view', null),
    lazy: () =>
      import('../staff/staff-list.page.tsx').then((m) => ({
        Component: () => <m.StaffListPage kind="security" />,
      })),
  },
  {
    path: 'employeesadmin_staff/Add',
    loader: privilegedPageLoader('subAdmins', 'add', null),
    lazy: () =>
      import('../staff/staff-form.page.tsx').then((m) => ({
        Component: () => <m.StaffFormPage kind="sub_admin" />,
      })),
  },
  {
    path: 'employeesadmin_staff/AddSecurity',
    loader: privilegedPageLoader('subAdmins', 'add', null),
    lazy: () =>
      import('../staff/staff-form.page.tsx').then((m) => ({
        Component: () => <m.StaffFormPage kind="security" />,
      })),
  },
  {
    path: 'employeesadmin_staff/edit/:id',
    loader: privilegedPageLoader('subAdmins', 'edit', null),
    lazy: () => import('../staff/staff-form.page.tsx').then((m) => ({ Component: m.StaffFormPage })),
  },
  importPage('employees_bulk_import/import', 'employees', 'employees', 'employees/listing', 'menu:employeeList'),
  importPage('employees/importdependant', 'employees', 'dependants', 'employees/listing', 'menu:employeeList'),
  importPage('employees/importassets', 'employees', 'assets', 'employees/listing', 'menu:employeeList'),
  importPage('employees/importsalary', 'employees', 'salaries', 'employees/listing', 'menu:employeeList', 'edit'),
  importPage(
    'employees/importsettlementall',
    'employees',
    'settlements',
    'employees/listing',
    'menu:employeeList',
    'edit',
  ),
  importPage(
    'employee_bulk_import/importsettlement',
    'employees',
    'exits',
    'employees/listing',
    'menu:employeeList',
    'edit',
  ),
];
