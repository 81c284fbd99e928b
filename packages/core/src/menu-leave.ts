import type { TLoginType } from './auth.ts';
import type { TMenuSection } from './menu.ts';

const STAFF: readonly TLoginType[] = ['hr_admin', 'sub_admin'];

/**
 * Spec 2.3 Leaves (`/shiftsleaves/…`, issue 13): the requests and the leave bank for HR and sub admins with the
 * pages; My Leaves and Leave Bank for employees (spec 6 emp). Leave types and templates are in Settings.
 */
export const LEAVE_SECTION: TMenuSection = {
  key: 'leave',
  label: 'leave',
  icon: 'beach',
  keywords: ['/shiftsleaves/', '/reports/leaveReport'],
  entries: [
    {
      key: 'leaveRequests',
      label: 'leaveRequests',
      path: '/shiftsleaves/listing',
      roles: STAFF,
      page: 'leave',
      icon: 'beach',
    },
    {
      key: 'teamCalendar',
      label: 'teamCalendar',
      path: '/shiftsleaves/calendar',
      roles: STAFF,
      page: 'leave',
      icon: 'calendar',
    },
    {
      key: 'leaveBank',
      label: 'leaveBank',
      path: '/shiftsleaves/Listingemp',
      roles: STAFF,
      page: 'leaveBank',
      icon: 'wallet',
    },
    {
      key: 'leaveReport',
      label: 'leaveReport',
      path: '/reports/leaveReport',
      roles: STAFF,
      page: 'reports',
      feature: 'reports',
      icon: 'chart',
    },
    { key: 'myLeaves', label: 'myLeaves', path: '/shiftsleaves/myleaves', roles: ['emp'], icon: 'beach' },
    { key: 'myLeaveBank', label: 'myLeaveBank', path: '/shiftsleaves/mybank', roles: ['emp'], icon: 'wallet' },
  ],
};
