import type { TMenuSection } from './menu.ts';

/** The super admin console (spec 2.3 "Signup requests", spec 6): each page behind its admin flag. */
export const PLATFORM_SECTION: TMenuSection = {
  key: 'platform',
  label: 'platform',
  icon: 'adjustments',
  keywords: [
    '/signup/',
    '/hradmin',
    '/superadmin_staff',
    '/settingsadminapp',
    '/platformtranslations',
    '/settingsorganization',
    '/settingscategory',
    '/settingssubcategory',
  ],
  entries: [
    {
      key: 'signupRequests',
      label: 'signupRequests',
      path: '/signup/listing',
      roles: ['super_admin'],
      adminFlag: 'signup',
      icon: 'inbox',
    },
    {
      key: 'hrAdmins',
      label: 'hrAdmins',
      path: '/hradmin',
      roles: ['super_admin'],
      adminFlag: 'hradmin',
      icon: 'userShield',
    },
    {
      key: 'superUsers',
      label: 'superUsers',
      path: '/superadmin_staff/listing',
      roles: ['super_admin'],
      adminFlag: 'adminstaff',
      icon: 'users',
    },
    // spec 6's super admin settings in its order: organization (new tenants' defaults, issue 20), admin apps,
    // category, sub category
    {
      key: 'platformOrganization',
      label: 'platformOrganization',
      path: '/settingsorganization',
      roles: ['super_admin'],
      adminFlag: 'settings',
      icon: 'building',
    },
    {
      key: 'adminApp',
      label: 'adminApp',
      path: '/settingsadminapp',
      roles: ['super_admin'],
      adminFlag: 'settings',
      icon: 'apps',
    },
    {
      key: 'platformCategory',
      label: 'platformCategory',
      path: '/settingscategory',
      roles: ['super_admin'],
      adminFlag: 'settings',
      icon: 'category',
    },
    {
      key: 'platformSubcategory',
      label: 'platformSubcategory',
      path: '/settingssubcategory',
      roles: ['super_admin'],
      adminFlag: 'settings',
      icon: 'category',
    },
    // the platform's texts, every tenant's default (issue 20)
    {
      key: 'platformTranslations',
      label: 'translations',
      path: '/platformtranslations',
      roles: ['super_admin'],
      adminFlag: 'settings',
      icon: 'language',
    },
  ],
};
