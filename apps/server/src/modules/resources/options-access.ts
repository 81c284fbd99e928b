import { pageByKey, type TPrivilegeAction } from '@staffdesk/core/privileges';
import type { TResource } from '@staffdesk/core/resources/resource-types';
import { ALL_RESOURCES } from '@staffdesk/core/resources/settings-resources';
import type { TAccess } from '../../platform/http/access.ts';

/**
 * Hand-written pages whose forms (or list filters) use a declared resource's option list; declared resources'
 * own references are read from their fields.
 */
const MODULE_USES: readonly { page: string; actions: readonly TPrivilegeAction[]; refs: readonly string[] }[] = [
  { page: 'jobPost', actions: ['add', 'edit'], refs: ['organization', 'jobTitle', 'jobType', 'jobDescription'] },
  // the job post list filters by organization
  { page: 'jobPost', actions: ['view'], refs: ['organization'] },
  { page: 'userRoles', actions: ['add', 'edit'], refs: ['organization', 'department'] },
  // lists filtered by organization and department (OrgDeptFilter), some by group, leave type or template too
  { page: 'attendance', actions: ['view'], refs: ['organization', 'department'] },
  { page: 'employees', actions: ['view'], refs: ['organization', 'department', 'group'] },
  { page: 'scheduler', actions: ['view'], refs: ['organization', 'department', 'group'] },
  { page: 'overtime', actions: ['view'], refs: ['organization', 'department'] },
  { page: 'leave', actions: ['view'], refs: ['organization', 'department', 'leaveType'] },
  { page: 'leaveBank', actions: ['view'], refs: ['organization', 'department', 'leaveTemplate'] },
  { page: 'reports', actions: ['view'], refs: ['organization', 'department', 'leaveType'] },
  { page: 'payrollPrivilege', actions: ['view'], refs: ['organization'] },
  { page: 'moodPulse', actions: ['view'], refs: ['organization', 'department'] },
  // an announcement's type and audience
  {
    page: 'announcements',
    actions: ['add', 'edit'],
    refs: ['announcementType', 'organization', 'department', 'group'],
  },
  // a blog post's type and audience
  { page: 'blogs', actions: ['add', 'edit'], refs: ['blogType', 'organization', 'department', 'group'] },
  // a promotion's audience
  { page: 'promotions', actions: ['add', 'edit'], refs: ['organization', 'department', 'group'] },
  // a message's audience
  { page: 'messages', actions: ['add'], refs: ['organization', 'department', 'group'] },
  // an issue's category: its list filters by it, its form and HR's handling pick one
  { page: 'issues', actions: ['view', 'add', 'edit'], refs: ['ticketCategory'] },
  // the comments list filters by type
  { page: 'comments', actions: ['view'], refs: ['complaintType'] },
  // a payroll line adjusted onto a pay code the run did not compute
  { page: 'payrollProcess', actions: ['edit'], refs: ['payCode'] },
  // a project's organization and group; the project list filters by them (issue 18)
  { page: 'projects', actions: ['view', 'add', 'edit'], refs: ['organization', 'projectGroup'] },
  // the attendance KPI by department filters by organization and department
  { page: 'projects', actions: ['view'], refs: ['department'] },
  // an evaluation cycle's organization and departments
  { page: 'evaluations', actions: ['add'], refs: ['organization', 'department'] },
  // a course's type; a course is given to departments and groups
  { page: 'training', actions: ['view', 'add', 'edit'], refs: ['courseType'] },
  { page: 'training', actions: ['add'], refs: ['department', 'group'] },
  // the employee form picks where a person works and is paid
  { page: 'employees', actions: ['add', 'edit'], refs: ['organization', 'department', 'group', 'bank', 'shift'] },
];

/**
 * Who may read a resource's option list (decision 0012): whoever may view its page, or add or edit on a page whose
 * form picks one of its records. The log viewer names referenced records in the entries it shows, so `logs` view
 * counts for resources that belong to no tenant feature. A page of a module the tenant has not enabled does not
 * count; with none left the list is 404, like the page.
 */
export function optionsAccess(r: TResource): TAccess {
  const alternatives: string[] = [`page:${r.page}:view`];
  const add = (page: string, action: TPrivilegeAction) => {
    const a = `page:${page}:${action}`;
    if (!alternatives.includes(a)) alternatives.push(a);
  };
  for (const other of ALL_RESOURCES) {
    if (other.fields.some((f) => f.type === 'ref' && f.ref === r.key))
      for (const action of ['add', 'edit'] as const) add(other.page, action);
  }
  for (const m of MODULE_USES) if (m.refs.includes(r.key)) for (const action of m.actions) add(m.page, action);
  if (!pageByKey(r.page)?.feature) add('logs', 'view');
  return alternatives.join('|') as TAccess;
}
