import { describe, expect, it } from 'vitest';
import type { TLoginType } from './auth.ts';
import {
  MENU,
  entryVisible,
  homePath,
  sectionForPath,
  visibleMenu,
  type TMenuContext,
  type TMenuSection,
} from './menu.ts';
import { fullFlags, roleFlags, withoutPages } from './privileges.ts';
import { hiddenPagesOf } from './sidebar-api.ts';
import { allFeatures } from './tenants.ts';

const ctx = (loginType: TLoginType, over: Partial<TMenuContext> = {}): TMenuContext => ({
  loginType,
  privileges: loginType === 'hr_admin' ? fullFlags(allFeatures(true)) : {},
  features: allFeatures(true),
  ...over,
});
const keys = (sections: TMenuSection[]) => sections.flatMap((s) => s.entries.map((e) => e.key));

/** A menu built for the rules, independent of which modules have landed in MENU. */
const SYNTHETIC: readonly TMenuSection[] = [
  {
    key: 'home',
    label: 'home',
    icon: 'home',
    keywords: ['dashboard'],
    entries: [
      {
        key: 'dashboard',
        label: 'dashboard',
        path: '/dashboard',
        roles: ['hr_admin', 'sub_admin'],
        icon: 'd',
      },
      { key: 'profile', label: 'profile', path: '/profile', roles: ['emp'], icon: 'p' },
    ],
  },
  {
    key: 'career',
    label: 'career',
    icon: 'c',
    keywords: ['jobpost', 'applications'],
    entries: [
      {
        key: 'jobPost',
        label: 'jobPost',
        path: '/jobpost',
        roles: ['hr_admin', 'sub_admin'],
        page: 'jobPost',
        feature: 'career',
        icon: 'j',
      },
      {
        key: 'jobPostNew',
        label: 'jobPostNew',
        path: '/jobpost/new',
        roles: ['hr_admin', 'sub_admin'],
        page: 'jobPost',
        action: 'add',
        feature: 'career',
        icon: 'j',
      },
      { key: 'careers', label: 'careers', path: '/careers', roles: ['emp'], feature: 'career', icon: 'j' },
    ],
  },
  {
    key: 'settings',
    label: 'settings',
    icon: 's',
    keywords: ['department'],
    entries: [
      {
        key: 'department',
        label: 'department',
        path: '/department',
        roles: ['hr_admin', 'sub_admin'],
        page: 'department',
        icon: 'x',
      },
      {
        key: 'holidays',
        label: 'holidays',
        path: '/holidays',
        roles: ['hr_admin', 'sub_admin', 'emp'],
        page: 'holidays',
        icon: 'x',
      },
    ],
  },
];

describe('MENU', () => {
  it('has unique section and entry keys, and entries for every login type', () => {
    const sections = MENU.map((s) => s.key);
    expect(new Set(sections).size).toBe(sections.length);
    const entries = MENU.flatMap((s) => s.entries.map((e) => e.key));
    expect(new Set(entries).size).toBe(entries.length);
    for (const lt of ['super_admin', 'hr_admin', 'sub_admin', 'emp', 'security'] as const) {
      expect(keys(visibleMenu(ctx(lt))).length, lt).toBeGreaterThan(0);
    }
  });

  it('shows each login type its home entry', () => {
    expect(keys(visibleMenu(ctx('super_admin')))).toContain('tenants');
    expect(keys(visibleMenu(ctx('hr_admin')))).toContain('dashboard');
    expect(keys(visibleMenu(ctx('sub_admin')))).toContain('dashboard');
    expect(keys(visibleMenu(ctx('emp')))).toContain('myProfile');
    expect(keys(visibleMenu(ctx('security')))).toContain('securityToday');
    expect(keys(visibleMenu(ctx('emp')))).not.toContain('dashboard');
    expect(keys(visibleMenu(ctx('hr_admin')))).not.toContain('tenants');
  });
});

describe('the super admin console and user roles', () => {
  const platform = (adminFlags: string[]) =>
    visibleMenu(ctx('super_admin', { adminFlags })).find((s) => s.key === 'platform');

  it('shows each console page to a super admin holding its flag', () => {
    expect(
      platform(['settings', 'hradmin', 'promotions', 'adminstaff', 'logs', 'signup'])?.entries.map((e) => e.key),
    ).toEqual([
      'signupRequests',
      'hrAdmins',
      'superUsers',
      'platformOrganization',
      'adminApp',
      'platformCategory',
      'platformSubcategory',
      'platformTranslations',
    ]);
    expect(platform(['signup', 'hradmin'])?.entries.map((e) => e.key)).toEqual(['signupRequests', 'hrAdmins']);
    // the super-user listing only with the matching flag (spec 6)
    expect(platform(['signup', 'hradmin', 'logs'])?.entries.map((e) => e.key)).not.toContain('superUsers');
    expect(platform([])).toBeUndefined();
    expect(keys(visibleMenu(ctx('hr_admin', { adminFlags: ['signup'] })))).not.toContain('signupRequests');
  });

  it('shows User Role to HR admins and to sub admins whose role has the page', () => {
    expect(keys(visibleMenu(ctx('hr_admin')))).toContain('userRoles');
    const withPage = roleFlags({ userRoles: { view: true } }, allFeatures(true));
    expect(keys(visibleMenu(ctx('sub_admin', { privileges: withPage })))).toContain('userRoles');
    expect(keys(visibleMenu(ctx('sub_admin', { privileges: {} })))).not.toContain('userRoles');
    expect(keys(visibleMenu(ctx('emp')))).not.toContain('userRoles');
  });

  it('opens the section of a console or roles page', () => {
    expect(sectionForPath('/signup/listing')).toBe('platform');
    expect(sectionForPath('/signup/view/1')).toBe('platform');
    expect(sectionForPath('/hradmin')).toBe('platform');
    expect(sectionForPath('/superadmin_staff/Add')).toBe('platform');
    expect(sectionForPath('/settingsadminapp/1')).toBe('platform');
    expect(sectionForPath('/settingscategory')).toBe('platform');
    expect(sectionForPath('/demo/settingssaroles/listing')).toBe('settings');
    expect(sectionForPath('/demo/roles')).toBe('settings');
  });

  it('finds the section among the visible ones when given them', () => {
    // a tenant path with a console keyword opens nothing the user cannot see
    const hr = visibleMenu(ctx('hr_admin'));
    expect(sectionForPath('/demo/superadmin_staff/listing', hr)).toBeUndefined();
    // the spec's payroll runs page shares the console's `/hradmin`: an HR admin's is payroll
    expect(sectionForPath('/demo/hradmin/addlisting', hr)).toBe('payroll');
  });
});

describe('visibleMenu()', () => {
  it('shows entries by login type and drops empty sections', () => {
    expect(keys(visibleMenu(ctx('hr_admin'), SYNTHETIC))).toEqual([
      'dashboard',
      'jobPost',
      'jobPostNew',
      'department',
      'holidays',
    ]);
    // employees are not privilege-checked: the entry's roles decide
    expect(keys(visibleMenu(ctx('emp'), SYNTHETIC))).toEqual(['profile', 'careers', 'holidays']);
    expect(visibleMenu(ctx('security'), SYNTHETIC)).toEqual([]);
    expect(visibleMenu(ctx('emp'), SYNTHETIC).map((s) => s.key)).toEqual(['home', 'career', 'settings']);
  });

  it('hides entries whose feature is off', () => {
    const off = { ...allFeatures(true), career: false };
    const hr = visibleMenu(ctx('hr_admin', { features: off, privileges: fullFlags(off) }), SYNTHETIC);
    expect(hr.map((s) => s.key)).toEqual(['home', 'settings']);
    expect(keys(visibleMenu(ctx('emp', { features: off }), SYNTHETIC))).toEqual(['profile', 'holidays']);
  });

  it('shows a sub admin only pages the role can view, and actions it can do', () => {
    const privileges = roleFlags({ jobPost: { view: true }, holidays: { view: true } }, allFeatures(true));
    expect(keys(visibleMenu(ctx('sub_admin', { privileges }), SYNTHETIC))).toEqual([
      'dashboard',
      'jobPost',
      'holidays',
    ]);
    const withAdd = roleFlags({ jobPost: { view: true, add: true } }, allFeatures(true));
    expect(keys(visibleMenu(ctx('sub_admin', { privileges: withAdd }), SYNTHETIC))).toEqual([
      'dashboard',
      'jobPost',
      'jobPostNew',
    ]);
    expect(keys(visibleMenu(ctx('sub_admin', { privileges: {} }), SYNTHETIC))).toEqual(['dashboard']);
  });

  it('in custom mode drops the entries of the switched-off pages, the rest stays', () => {
    const privileges = withoutPages(
      fullFlags(allFeatures(true)),
      hiddenPagesOf({ custom_mode: true, hidden_pages: ['jobPost'] }),
    );
    expect(keys(visibleMenu(ctx('hr_admin', { privileges }), SYNTHETIC))).toEqual([
      'dashboard',
      'department',
      'holidays',
    ]);
    const off = withoutPages(
      fullFlags(allFeatures(true)),
      hiddenPagesOf({ custom_mode: false, hidden_pages: ['jobPost'] }),
    );
    expect(keys(visibleMenu(ctx('hr_admin', { privileges: off }), SYNTHETIC))).toContain('jobPost');
  });

  it('keeps declaration order and does not change the menu it reads', () => {
    const before = JSON.stringify(SYNTHETIC);
    visibleMenu(ctx('sub_admin'), SYNTHETIC);
    expect(JSON.stringify(SYNTHETIC)).toBe(before);
  });

  it('agrees with entryVisible()', () => {
    const c = ctx('sub_admin', { privileges: roleFlags({ department: { view: true } }, allFeatures(true)) });
    const all = SYNTHETIC.flatMap((s) => s.entries);
    expect(all.filter((e) => entryVisible(e, c)).map((e) => e.key)).toEqual(keys(visibleMenu(c, SYNTHETIC)));
  });
});

describe('sectionForPath()', () => {
  it('finds the section whose keyword the path contains, ignoring case', () => {
    expect(sectionForPath('/demo/jobpost/listing', SYNTHETIC)).toBe('career');
    expect(sectionForPath('/demo/JobPost/Add', SYNTHETIC)).toBe('career');
    expect(sectionForPath('/demo/department', SYNTHETIC)).toBe('settings');
    expect(sectionForPath('/demo/dashboard', SYNTHETIC)).toBe('home');
    expect(sectionForPath('/demo/nothing-here', SYNTHETIC)).toBeUndefined();
  });

  it('works on the real menu', () => {
    expect(sectionForPath('/tenants')).toBe('home');
    expect(sectionForPath('/demo/dashboard')).toBe('home');
    expect(sectionForPath('/demo/employees/profileinfo')).toBe('home');
  });
});

describe('homePath()', () => {
  it('lands each login type on its home', () => {
    expect(homePath('super_admin', null)).toBe('/tenants');
    expect(homePath('hr_admin', 'demo')).toBe('/demo/dashboard');
    expect(homePath('sub_admin', 'demo')).toBe('/demo/dashboard');
    expect(homePath('emp', 'demo')).toBe('/demo/employees/profileinfo');
    expect(homePath('security', 'acme')).toBe('/acme/security');
  });

  it('sends a user without an account to the platform home', () => {
    expect(homePath('hr_admin', null)).toBe('/tenants');
  });

  it('lands every home in a visible menu entry', () => {
    for (const lt of ['super_admin', 'hr_admin', 'sub_admin', 'emp', 'security'] as const) {
      const account = lt === 'super_admin' ? null : 'demo';
      const home = homePath(lt, account);
      const paths = visibleMenu(ctx(lt)).flatMap((s) =>
        s.entries.map((e) => (account ? `/${account}${e.path}` : e.path)),
      );
      expect(paths, lt).toContain(home);
    }
  });
});

describe('the career section (issue 4)', () => {
  const career = (c: TMenuContext) => visibleMenu(c).find((s) => s.key === 'career');

  it('lists the career admin pages in the spec order for an HR admin with the career module', () => {
    expect(career(ctx('hr_admin'))?.entries.map((e) => e.key)).toEqual([
      'careersList',
      'jobDescription',
      'jobType',
      'jobTitle',
      'jobIdSeries',
      'disclosure',
      'jobPosts',
      'applicants',
    ]);
    expect(MENU.flatMap((s) => s.entries).find((e) => e.key === 'careersList')?.newTab).toBe(true);
  });

  it('keeps the career masters out of Settings', () => {
    const settings = visibleMenu(ctx('hr_admin')).find((s) => s.key === 'settings');
    expect(settings?.entries.map((e) => e.key)).not.toContain('jobType');
    expect(settings?.entries.map((e) => e.key)).not.toContain('disclosure');
  });

  it('gates every entry by the career flag and each by its privilege page', () => {
    const off = { ...allFeatures(true), career: false };
    expect(career(ctx('hr_admin', { features: off, privileges: fullFlags(off) }))).toBeUndefined();
    const applicantsOnly = roleFlags({ applicationList: { view: true } }, allFeatures(true));
    expect(career(ctx('sub_admin', { privileges: applicantsOnly }))?.entries.map((e) => e.key)).toEqual(['applicants']);
    const frontend = roleFlags({ jobFrontend: { view: true } }, allFeatures(true));
    expect(career(ctx('sub_admin', { privileges: frontend }))?.entries.map((e) => e.key)).toEqual([
      'careersList',
      'disclosure',
    ]);
  });

  it('gives employees the company career page only with the career flag', () => {
    expect(career(ctx('emp'))?.entries.map((e) => e.key)).toEqual(['companyCareers']);
    expect(career(ctx('emp', { features: { ...allFeatures(true), career: false } }))).toBeUndefined();
    expect(career(ctx('security'))).toBeUndefined();
  });

  it('opens the career section on its pages', () => {
    for (const p of [
      '/demo/careers',
      '/demo/careerjobpost/listing',
      '/demo/careerjob_type/listing',
      '/demo/carrerjob_title/listing',
      '/demo/careercompany/HQ',
    ]) {
      expect(sectionForPath(p), p).toBe('career');
    }
  });
});

describe('the attendance section (issue 5)', () => {
  const attendance = (c: TMenuContext) => visibleMenu(c).find((s) => s.key === 'attendance');

  it('lists Shifts for an HR admin, and for a sub admin only with the shifts page', () => {
    expect(attendance(ctx('hr_admin'))?.entries.map((e) => [e.key, e.path])).toEqual([
      ['shift', '/shifts/listing'],
      ['scheduler', '/shift_schedular/listing'],
      ['schedulerHistory', '/shift_schedular/listinghistory'],
      ['attendanceList', '/shiftsattendance/listing'],
      ['timeMachine', '/shiftsattendance/timmylisting'],
      ['moreCheckInOut', '/shiftsattendance/morechecinout'],
      ['absent', '/absent/listing'],
      ['overtimeRequests', '/shiftsotrequest/listing'],
      ['staffInOut', '/shiftsattendance/staffinout'],
      ['groups', '/groups'],
      ['groupAttendance', '/groupsattendanse'],
      ['attendanceClosing', '/shiftsattendance/Closerlisting'],
    ]);
    expect(
      attendance(
        ctx('sub_admin', { privileges: roleFlags({ shifts: { view: true } }, allFeatures(true)) }),
      )?.entries.map((e) => e.key),
    ).toEqual(['shift']);
    expect(
      attendance(ctx('sub_admin', { privileges: roleFlags({ leaveType: { view: true } }, allFeatures(true)) })),
    ).toBeUndefined();
    expect(attendance(ctx('super_admin'))).toBeUndefined();
    expect(attendance(ctx('security'))?.entries.map((e) => e.key)).toEqual(['gate']);
  });

  it('shows the groups pages with the group feature and the groups page (issue 12)', () => {
    const keys = (features: boolean) =>
      attendance(
        ctx('sub_admin', {
          features: allFeatures(features),
          privileges: roleFlags({ groups: { view: true } }, allFeatures(features)),
        }),
      )?.entries.map((e) => e.key);
    expect(keys(true)).toEqual(['groups', 'groupAttendance']);
    expect(keys(false)).toBeUndefined();
  });

  it('shows the payroll section to HR admins, and to sub admins by each page they hold (issue 14)', () => {
    const payroll = (c: TMenuContext) => visibleMenu(c).find((s) => s.key === 'payroll');
    expect(payroll(ctx('hr_admin'))?.entries.map((e) => [e.key, e.path])).toEqual([
      ['payrollRuns', '/hradmin/addlisting'],
      ['payslips', '/payrollpayslip/listing'],
      ['payrollReports', '/payroll_line_entry/allreports'],
      ['payrollCalculator', '/payroll/calculator'],
      ['payCode', '/paycode/listing'],
      ['taxTable', '/tax_brackets/listing'],
      ['exchangeRate', '/payrollexchangerate/listing'],
    ]);
    const sub = (pages: Record<string, { view: boolean }>) =>
      payroll(ctx('sub_admin', { privileges: roleFlags(pages, allFeatures(true)) }))?.entries.map((e) => e.key);
    expect(sub({ payrollProcess: { view: true } })).toEqual([
      'payrollRuns',
      'payrollReports',
      'payrollCalculator',
      'exchangeRate',
    ]);
    expect(sub({ payCodes: { view: true }, taxSlabs: { view: true } })).toEqual(['payCode', 'taxTable']);
    expect(sub({ payslips: { view: true } })).toEqual(['payslips']);
    expect(sub({ payrollProcess: { view: false } })).toBeUndefined();
    // spec 6 emp: My Payslips
    expect(payroll(ctx('emp'))?.entries.map((e) => [e.key, e.path])).toEqual([['myPayslips', '/payslip/Payrolltable']]);
    expect(sectionForPath('/demo/payslip/View_payslip/1/2')).toBe('payroll');
    expect(sectionForPath('/demo/payroll/calculator')).toBe('payroll');
    expect(sectionForPath('/demo/tax_brackets/edit/1')).toBe('payroll');
    expect(sectionForPath('/demo/payrollexchangerate/listing')).toBe('payroll');
    expect(sectionForPath('/demo/payroll_line_entry/data/1')).toBe('payroll');
    expect(sectionForPath('/demo/reports/payrollReport')).toBe('payroll');
  });

  it('lists payroll headers and notice pay check in Settings (issue 14)', () => {
    const settings = visibleMenu(ctx('hr_admin'))
      .find((s) => s.key === 'settings')
      ?.entries.map((e) => e.key);
    expect(settings).toEqual(expect.arrayContaining(['payrollHeader', 'noticePeriod']));
    expect(settings).not.toContain('payCode');
  });

  it('gives an employee their check-in page (issue 12)', () => {
    expect(attendance(ctx('emp'))?.entries.map((e) => [e.key, e.path])).toEqual([
      ['myOvertime', '/shiftsotrequest/myot'],
      ['checkInOut', '/attendance/checkinout'],
      ['myWorkSchedule', '/shift_schedular/myschedule'],
      ['publicHolidays', '/holidays/myholidays'],
    ]);
  });

  it('keeps Shifts out of Settings and puts Leave Type in it', () => {
    const settings = visibleMenu(ctx('hr_admin'))
      .find((s) => s.key === 'settings')
      ?.entries.map((e) => e.key);
    expect(settings).not.toContain('shift');
    expect(settings).toContain('leaveType');
    expect(MENU.flatMap((s) => s.entries).find((e) => e.key === 'leaveType')?.path).toBe('/settingsleave_type/listing');
  });

  it('opens on the shift pages, and the leave pages in their own section', () => {
    expect(sectionForPath('/demo/shifts/listing')).toBe('attendance');
    expect(sectionForPath('/demo/shifts/edit/1')).toBe('attendance');
    expect(sectionForPath('/demo/shiftsleaves/listing')).toBe('leave');
    expect(sectionForPath('/demo/settingsleave_type/listing')).toBe('settings');
  });
});
