import type { TMenuSection } from './menu.ts';
import { sectionResource } from './menu-resource.ts';

/**
 * Work plan (issue 18; spec 2.3 "Work plan": `/projects/listing|add`, `/projectstasks/listing`, `/projectgroups`),
 * behind the tenant's workPlan flag: HR and sub admins with the projects page run projects and their tasks;
 * employees see their tasks on a board and log their time.
 */
export const WORK_PLAN_SECTION: TMenuSection = {
  key: 'workPlan',
  label: 'workPlan',
  icon: 'kanban',
  keywords: [
    '/projects/',
    '/projectstasks/',
    '/projectgroups/',
    '/project/',
    '/employeesactivity/',
    '/employeestaregetactvity/',
    '/employeestaregetsummaryactvity/',
  ],
  entries: [
    {
      key: 'projects',
      label: 'projects',
      path: '/projects/listing',
      roles: ['hr_admin', 'sub_admin', 'emp'],
      page: 'projects',
      feature: 'workPlan',
      icon: 'folders',
    },
    {
      key: 'projectTasks',
      label: 'projectTasks',
      path: '/projectstasks/listing',
      roles: ['hr_admin', 'sub_admin'],
      page: 'projects',
      feature: 'workPlan',
      icon: 'subtask',
    },
    {
      key: 'projectsReport',
      label: 'projectsReport',
      path: '/projects/projectsReport',
      roles: ['hr_admin', 'sub_admin'],
      page: 'projects',
      feature: 'workPlan',
      icon: 'chart',
    },
    {
      key: 'myTasks',
      label: 'myTasks',
      path: '/projectstasks/mytasks',
      roles: ['emp'],
      feature: 'workPlan',
      icon: 'kanban',
    },
    ...sectionResource('workPlan', 'projectGroup', 'folders'),
    // activities and KPI targets (spec "Staff")
    {
      key: 'activityLog',
      label: 'activityLog',
      path: '/employeesactivity/listing',
      roles: ['hr_admin', 'sub_admin', 'emp'],
      page: 'activity',
      feature: 'activity',
      icon: 'activity',
    },
    {
      key: 'monthlyTargets',
      label: 'monthlyTargets',
      path: '/employeestaregetactvity/listing',
      roles: ['hr_admin', 'sub_admin'],
      page: 'monthlyTarget',
      feature: 'workPlan',
      icon: 'target',
    },
    {
      key: 'summaryTargets',
      label: 'summaryTargets',
      path: '/employeestaregetsummaryactvity/listing',
      roles: ['hr_admin', 'sub_admin'],
      page: 'summaryTarget',
      feature: 'workPlan',
      icon: 'target',
    },
    {
      key: 'activityKpi',
      label: 'activityKpi',
      path: '/employeestaregetactvity/kpi',
      roles: ['hr_admin', 'sub_admin'],
      page: 'monthlyTarget',
      feature: 'workPlan',
      icon: 'chart',
    },
  ],
};
