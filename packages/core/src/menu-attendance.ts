import type { TLoginType } from './auth.ts';
import type { TMenuSection } from './menu.ts';
import { sectionResource } from './menu-resource.ts';

const STAFF: readonly TLoginType[] = ['hr_admin', 'sub_admin'];

/**
 * Spec 2.3 Attendance (issues 5, 12, 13): shifts, schedules, attendance, absences and overtime for staff; the
 * security role's gate; employees' own overtime, check-in, schedule and holidays.
 */
export const ATTENDANCE_SECTION: TMenuSection = {
  key: 'attendance',
  label: 'attendance',
  icon: 'clock',
  keywords: [
    '/shifts/',
    '/attendance/',
    '/shiftsattendance/',
    '/shift_schedular/',
    '/absent/',
    '/shiftsabsent/',
    '/shiftsotrequest/',
  ],
  entries: [
    ...sectionResource('attendance', 'shift', 'calendarTime'),
    {
      key: 'scheduler',
      label: 'scheduler',
      path: '/shift_schedular/listing',
      roles: STAFF,
      page: 'scheduler',
      icon: 'calendar',
    },
    {
      key: 'schedulerHistory',
      label: 'schedulerHistory',
      path: '/shift_schedular/listinghistory',
      roles: STAFF,
      page: 'schedulerHistory',
      icon: 'logs',
    },
    {
      key: 'attendanceList',
      label: 'attendanceList',
      path: '/shiftsattendance/listing',
      roles: STAFF,
      page: 'attendance',
      icon: 'list',
    },
    {
      key: 'timeMachine',
      label: 'timeMachine',
      path: '/shiftsattendance/timmylisting',
      roles: STAFF,
      page: 'attendance',
      icon: 'import',
    },
    {
      key: 'moreCheckInOut',
      label: 'moreCheckInOut',
      path: '/shiftsattendance/morechecinout',
      roles: STAFF,
      page: 'attendance',
      icon: 'clock',
    },
    {
      key: 'absent',
      label: 'absent',
      path: '/absent/listing',
      roles: STAFF,
      page: 'absent',
      icon: 'alert',
    },
    {
      key: 'overtimeRequests',
      label: 'overtimeRequests',
      path: '/shiftsotrequest/listing',
      roles: STAFF,
      page: 'overtime',
      icon: 'clock',
    },
    {
      key: 'staffInOut',
      label: 'staffInOut',
      path: '/shiftsattendance/staffinout',
      roles: STAFF,
      page: 'attendance',
      icon: 'chart',
    },
    {
      key: 'groups',
      label: 'groups',
      path: '/groups',
      roles: STAFF,
      page: 'groups',
      feature: 'group',
      icon: 'group',
    },
    {
      key: 'groupAttendance',
      label: 'groupAttendance',
      path: '/groupsattendanse',
      roles: STAFF,
      page: 'groups',
      feature: 'group',
      icon: 'logs',
    },
    {
      key: 'attendanceClosing',
      label: 'attendanceClosing',
      path: '/shiftsattendance/Closerlisting',
      roles: STAFF,
      page: 'attendance',
      icon: 'clipboard',
    },
    // the security role's gate (spec 2.3 Dashboard: /shiftsattendance/ListingCheckoutSecurity)
    {
      key: 'gate',
      label: 'gate',
      path: '/attendance/ListingCheckoutSecurity',
      roles: ['security'],
      icon: 'shield',
    },
    // spec 6 emp: "overtime request"
    { key: 'myOvertime', label: 'myOvertime', path: '/shiftsotrequest/myot', roles: ['emp'], icon: 'clock' },
    // spec 6 emp: "check in/out"
    {
      key: 'checkInOut',
      label: 'checkInOut',
      path: '/attendance/checkinout',
      roles: ['emp'],
      icon: 'fingerprint',
    },
    // spec 6 emp: "My Work Schedule" (My Shift Schedule is the same calendar)
    {
      key: 'myWorkSchedule',
      label: 'myWorkSchedule',
      path: '/shift_schedular/myschedule',
      roles: ['emp'],
      icon: 'calendar',
    },
    // spec 6 emp: "public holidays"
    { key: 'publicHolidays', label: 'publicHolidays', path: '/holidays/myholidays', roles: ['emp'], icon: 'gift' },
  ],
};
