import type { TLoginType } from './auth.ts';
import type { TMenuSection } from './menu.ts';
import { sectionResource } from './menu-resource.ts';

const STAFF: readonly TLoginType[] = ['hr_admin', 'sub_admin'];

/**
 * Communication (issue 15; spec 2.3 "Others": `/announcements`, …): what HR tells employees and hears from them.
 * The modules the spec gives a feature flag follow it; employees read theirs here too.
 */
export const COMMUNICATION_SECTION: TMenuSection = {
  key: 'communication',
  label: 'communication',
  icon: 'messages',
  keywords: [
    '/announcements',
    '/myannouncements',
    '/promotions',
    '/mypromotions',
    '/blog/listing',
    '/myblog',
    '/hrLetterListing',
    '/hrlettertemplates/listing',
    '/myletters',
    '/moodpulse',
    '/empmsg/listing',
    '/mymessages',
    '/employeesissues/listing',
    '/myissues',
  ],
  entries: [
    {
      key: 'messages',
      label: 'messages',
      path: '/empmsg/listing',
      roles: STAFF,
      page: 'messages',
      feature: 'messages',
      icon: 'message',
    },
    {
      key: 'issues',
      label: 'issues',
      path: '/employeesissues/listing',
      roles: STAFF,
      page: 'issues',
      feature: 'issue',
      icon: 'ticket',
    },
    {
      key: 'comments',
      label: 'comments',
      path: '/employeescomplaints/listing',
      roles: STAFF,
      page: 'comments',
      icon: 'mask',
    },
    {
      key: 'announcements',
      label: 'announcements',
      path: '/announcements',
      roles: STAFF,
      page: 'announcements',
      feature: 'announcements',
      icon: 'speakerphone',
    },
    {
      key: 'promotions',
      label: 'promotions',
      path: '/promotions',
      roles: STAFF,
      page: 'promotions',
      feature: 'promotions',
      icon: 'discount',
    },
    { key: 'blog', label: 'blog', path: '/blog/listing', roles: STAFF, page: 'blogs', feature: 'blogs', icon: 'news' },
    {
      key: 'letters',
      label: 'letters',
      path: '/hrLetterListing',
      roles: STAFF,
      page: 'letters',
      feature: 'letter',
      icon: 'certificate',
    },
    ...sectionResource('communication', 'letterTemplate', 'file'),
    // employees answer on their home; HR sees departments' trends
    { key: 'moodPulse', label: 'moodPulse', path: '/moodpulse', roles: STAFF, page: 'moodPulse', icon: 'mood' },
    { key: 'myMessages', label: 'messages', path: '/mymessages', roles: ['emp'], feature: 'messages', icon: 'message' },
    { key: 'myComments', label: 'comments', path: '/mycomments', roles: ['emp'], icon: 'mask' },
    { key: 'myIssues', label: 'issues', path: '/myissues', roles: ['emp'], feature: 'issue', icon: 'ticket' },
    {
      key: 'myAnnouncements',
      label: 'announcements',
      path: '/myannouncements',
      roles: ['emp'],
      feature: 'announcements',
      icon: 'speakerphone',
    },
    {
      key: 'myPromotions',
      label: 'promotions',
      path: '/mypromotions',
      roles: ['emp'],
      feature: 'promotions',
      icon: 'discount',
    },
    {
      key: 'myLetters',
      label: 'myLetters',
      path: '/myletters',
      roles: ['emp'],
      feature: 'letter',
      icon: 'certificate',
    },
  ],
};
