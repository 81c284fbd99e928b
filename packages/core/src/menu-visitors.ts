import type { TMenuSection } from './menu.ts';

/**
 * Visitors (issue 17; spec 2.3 "Visitors": `/guests/listing|view|checkinout`), behind the tenant's guests flag:
 * guards register and check visitors in and out; HR and sub admins with the guests page read the list; employees
 * see the visitors they host. Guards report incidents (`/guestsincident`), HR follows them up.
 */
export const VISITORS_SECTION: TMenuSection = {
  key: 'visitors',
  label: 'visitors',
  icon: 'idBadge',
  keywords: ['/guests/listing', '/guests/checkinout', '/guests/myvisitors', '/guestsincident/listing'],
  entries: [
    {
      key: 'visitorRegister',
      label: 'visitorRegister',
      path: '/guests/checkinout',
      roles: ['security'],
      feature: 'guests',
      icon: 'userPlus',
    },
    {
      key: 'visitorList',
      label: 'visitorList',
      path: '/guests/listing',
      roles: ['hr_admin', 'sub_admin', 'security'],
      page: 'guests',
      feature: 'guests',
      icon: 'idBadge',
    },
    {
      key: 'incidentReport',
      label: 'incidentReport',
      path: '/guestsincident/listing',
      roles: ['hr_admin', 'sub_admin', 'security'],
      page: 'guests',
      feature: 'guests',
      icon: 'alert',
    },
    {
      key: 'myVisitors',
      label: 'myVisitors',
      path: '/guests/myvisitors',
      roles: ['emp'],
      feature: 'guests',
      icon: 'idBadge',
    },
  ],
};
