import type { TFeatureFlag } from '@staffdesk/core/tenants';

/** Icon names (see shell/menu-icons.ts) of the tenant modules shown on the dashboard. */
export const FEATURE_ICONS: Record<TFeatureFlag, string> = {
  workPlan: 'target',
  career: 'briefcase',
  training: 'school',
  messages: 'messages',
  shop: 'shop',
  promotions: 'gift',
  announcements: 'speakerphone',
  blogs: 'article',
  guests: 'users',
  evaluation: 'clipboard',
  reports: 'chart',
  activity: 'activity',
  issue: 'alert',
  letter: 'mail',
  group: 'group',
  biometrics: 'fingerprint',
  customReports: 'table',
};
