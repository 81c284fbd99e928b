import { payrollPrivileges } from '../modules/payroll-privileges/payroll-privileges.tables.ts';
import { allFeatures } from '@staffdesk/core/tenants';
import { sql } from 'drizzle-orm';
import type { Database, TDb } from '../platform/db/db.ts';
import { hashPassword } from '../platform/auth/passwords.ts';
import { countPlatformUsers, insertPlatformUser, insertRole, insertUser } from '../modules/auth/auth.repo.ts';
import { countTenants, insertTenant } from '../modules/tenants/tenants.repo.ts';
import { seedDemoCareers } from './demo-careers.ts';
import { seedDemoSchedules } from './demo-schedules.ts';
import { seedDemoAttendance } from './demo-attendance.ts';
import { seedDemoEmployees } from './demo-employees.ts';
import { seedDemoGroups } from './demo-groups.ts';
import { seedDemoAnnouncements } from './demo-announcements.ts';
import { seedDemoLeave } from './demo-leave.ts';
import { seedDemoComplaints } from './demo-complaints.ts';
import { seedDemoLetters } from './demo-letters.ts';
import { seedDemoIssues } from './demo-issues.ts';
import { seedDemoMessages } from './demo-messages.ts';
import { seedDemoMood } from './demo-mood.ts';
import { seedDemoOvertime } from './demo-overtime.ts';
import { seedDemoPayrollManager, seedDemoPayrollSetup } from './demo-payroll.ts';
import { DEMO_PAYROLL_MONTHS, seedDemoPayrollHistory } from './demo-payroll-history.ts';
import { seedDemoPhotos } from './demo-photos.ts';
import { seedDemoEmployeeRecords } from './demo-employee-records.ts';
import { seedDemoSettings } from './demo-settings.ts';
import { seedDemoShop } from './demo-shop.ts';
import { seedDemoIncidents } from './demo-incidents.ts';
import { seedDemoProjects } from './demo-projects.ts';
import { seedDemoActivities } from './demo-activities.ts';
import { seedDemoEvaluations } from './demo-evaluations.ts';
import { seedDemoTraining } from './demo-training.ts';
import { seedDemoReports } from './demo-reports.ts';
import { seedDemoVisitors } from './demo-visitors.ts';
import { seedDemoSignup } from './demo-signup.ts';

export const DEMO_PASSWORD = 'staffdesk-demo-2026';

export const DEMO_LOGINS = [
  { login: 'super admin', url: '/login', email: 'super@staffdesk.test' },
  { login: 'super user', url: '/login', email: 'support@staffdesk.test' },
  { login: 'HR admin (demo)', url: '/demo/login', email: 'hr@demo.test' },
  { login: 'sub admin (demo)', url: '/demo/login', email: 'sub@demo.test' },
  { login: 'sub admin, Finance (demo)', url: '/demo/login', email: 'finance@demo.test' },
  { login: 'sub admin, Payroll (demo)', url: '/demo/login', email: 'payroll@demo.test' },
  { login: 'employee (demo)', url: '/demo/login', email: 'emp@demo.test' },
  { login: 'security (demo)', url: '/demo/login', email: 'guard@demo.test' },
  { login: 'HR admin (acme)', url: '/acme/login', email: 'hr@acme.test' },
  { login: 'employee (acme)', url: '/acme/login', email: 'emp@acme.test' },
] as const;

/** The pages the demo sub admin's role allows (view everywhere, add/edit on some). */
export const DEMO_SUB_ADMIN_PRIVILEGES: Record<string, Record<string, boolean>> = {
  shifts: { view: true, add: true, edit: true, delete: false },
  attendance: { view: true, add: true, edit: false, delete: false },
  scheduler: { view: true },
  leave: { view: true, add: true, edit: true, delete: false, approve: true },
  leaveBank: { view: true },
  jobPost: { view: true, add: false, edit: false, delete: false },
  applicationList: { view: true },
  department: { view: true, add: true, edit: true, delete: true },
  holidays: { view: true },
};

/**
 * A second demo sub admin whose role reaches one organization and one department (Mekong Trading Phnom Penh,
 * Finance): the staff pages show them only those people.
 */
async function seedScopedSubAdmin(db: TDb, tenantId: string, passwordHash: string) {
  const unit = await db.execute<{ org: string; dept: string }>(
    sql`select o.id as org, d.id as dept from organizations o
          join departments d on d.tenant_id = o.tenant_id and d.organization_id = o.id and d.code = 'FIN'
         where o.tenant_id = ${tenantId} and o.code = 'MTPP'`,
  );
  const { org, dept } = unit.rows[0]!;
  const role = await insertRole(db, {
    tenantId,
    name: 'Finance HR',
    privileges: {
      employees: { view: true, add: true, edit: true, delete: false },
      groups: { view: true },
      attendance: { view: true, add: true, edit: true, delete: false },
      scheduler: { view: true, add: true, edit: true, delete: false },
      schedulerHistory: { view: true },
      absent: { view: true },
      leave: { view: true, add: true, edit: true, delete: false, approve: true },
      leaveBank: { view: true, add: true, edit: true, delete: false },
      overtime: { view: true, add: true, edit: true, delete: false, approve: true },
      // payroll (issue 14): the Phnom Penh tax tables and exchange rates; pay codes are the tenant's, read only
      payCodes: { view: true },
      taxSlabs: { view: true, add: true, edit: true, delete: false },
      payrollProcess: { view: true, add: true, edit: true, delete: false, approve: true },
      payslips: { view: true },
      // their department's announcements (issue 15)
      announcements: { view: true, add: true, edit: true, delete: false },
      promotions: { view: true, add: true, edit: true, delete: false },
      messages: { view: true, add: true, edit: false, delete: false },
      issues: { view: true, add: true, edit: true, delete: false },
      comments: { view: true, add: false, edit: true, delete: false },
      // the shop (issue 16): their organization's products and their department's orders; categories are the tenant's
      shopCategories: { view: true },
      products: { view: true, add: true, edit: true, delete: false },
      orders: { view: true, add: true, edit: true, delete: false, approve: true },
      banner: { view: true, add: true, edit: true, delete: false },
      // their organization's projects (issue 18)
      projects: { view: true, add: true, edit: true, delete: false },
      // and their department's evaluations
      evaluations: { view: true, add: true, edit: true, delete: false },
      // and their department's training
      training: { view: true, add: true, edit: true, delete: false },
      // reports of their people (issue 19)
      reports: { view: true },
      customReports: { view: true, add: true, edit: true, delete: true },
    },
    organizationIds: [org],
    departmentIds: [dept],
  });
  const finance = await insertUser(db, {
    tenantId,
    passwordHash,
    email: 'finance@demo.test',
    loginType: 'sub_admin',
    roleId: role.id,
    firstName: 'Chenda',
    lastName: 'Keo',
    department: 'Finance',
    position: 'HR Partner (Finance)',
  });
  // Finance prepares the payroll of Phnom Penh, marks its runs paid and closes them; approving stays with others
  await db.insert(payrollPrivileges).values({
    tenantId,
    userId: finance.id,
    organizationId: org,
    approvePaid: true,
    payrollLine: true,
  });
}

/** The demo super user's admin flags: sign-up requests, HR admins and logs, not settings or staff. */
export const DEMO_SUPER_USER_FLAGS = ['hradmin', 'logs', 'signup'];

/**
 * Seeds the demo platform when the database is empty. Returns false when there was data already. With a data
 * folder, the demo sign-up requests get their documents in its file store. `payrollHistory` (the started app, not the
 * tests' copies): attendance from six months back and those months' payroll closed.
 */
export async function seedDemo(
  database: Database,
  opts: { dataDir?: string; payrollHistory?: boolean } = {},
): Promise<boolean> {
  const empty = await database.platform(
    async (db) => (await countTenants(db)) === 0 && (await countPlatformUsers(db)) === 0,
  );
  if (!empty) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  await database.platform(async (db) => {
    const superAdmin = await insertPlatformUser(db, {
      email: 'super@staffdesk.test',
      passwordHash,
      firstName: 'Sophea',
      lastName: 'Chan',
    });
    await insertPlatformUser(db, {
      email: 'support@staffdesk.test',
      passwordHash,
      firstName: 'Rithy',
      lastName: 'Meas',
      isSuperUser: true,
      adminFlags: DEMO_SUPER_USER_FLAGS,
    });
    const demo = await insertTenant(db, {
      account: 'demo',
      name: 'Mekong Trading Co., Ltd.',
      package: 'pro',
      features: allFeatures(true),
      defaultLanguage: 'en',
    });
    const acme = await insertTenant(db, {
      account: 'acme',
      name: 'Acme Manufacturing',
      package: 'basic',
      features: { ...allFeatures(false), career: true, reports: true },
      defaultLanguage: 'en',
    });
    const role = await insertRole(db, { tenantId: demo.id, name: 'HR Officer', privileges: DEMO_SUB_ADMIN_PRIVILEGES });
    const common = { passwordHash };
    const hr = await insertUser(db, {
      ...common,
      tenantId: demo.id,
      email: 'hr@demo.test',
      loginType: 'hr_admin',
      firstName: 'Dara',
      lastName: 'Sok',
      department: 'Human Resources',
      position: 'HR Manager',
    });
    await insertUser(db, {
      ...common,
      tenantId: demo.id,
      email: 'sub@demo.test',
      loginType: 'sub_admin',
      roleId: role.id,
      isEmployee: true,
      firstName: 'Li',
      lastName: 'Wei',
      department: 'Human Resources',
      position: 'HR Officer',
    });
    await insertUser(db, {
      ...common,
      tenantId: demo.id,
      email: 'emp@demo.test',
      loginType: 'emp',
      firstName: 'Srey',
      lastName: 'Pov',
      department: 'Sales',
      position: 'Sales Executive',
    });
    await insertUser(db, {
      ...common,
      tenantId: demo.id,
      email: 'guard@demo.test',
      loginType: 'security',
      firstName: 'Vuthy',
      lastName: 'Keo',
      department: 'Security',
      position: 'Security Guard',
    });
    const acmeHr = await insertUser(db, {
      ...common,
      tenantId: acme.id,
      email: 'hr@acme.test',
      loginType: 'hr_admin',
      firstName: 'Alice',
      lastName: 'Tan',
      department: 'Human Resources',
      position: 'HR Director',
    });
    await insertUser(db, {
      ...common,
      tenantId: acme.id,
      email: 'emp@acme.test',
      loginType: 'emp',
      firstName: 'Bob',
      lastName: 'Lim',
      department: 'Production',
      position: 'Machine Operator',
    });
    const masters = await seedDemoSettings(
      db,
      demo.id,
      { id: hr.id, type: 'hr_admin', name: 'Dara Sok' },
      { organizations: 2 },
    );
    await seedDemoCareers(db, demo.id, { id: hr.id, name: 'Dara Sok' }, masters, { dataDir: opts.dataDir });
    await seedDemoSettings(db, acme.id, { id: acmeHr.id, type: 'hr_admin', name: 'Alice Tan' }, { organizations: 1 });
    await seedDemoEmployees(db, demo.id, { id: hr.id, name: 'Dara Sok' }, { staff: true });
    await seedDemoEmployeeRecords(db, demo.id, { id: hr.id, type: 'hr_admin', name: 'Dara Sok' });
    await seedDemoPhotos(db, demo.id, { dataDir: opts.dataDir });
    await seedDemoAttendance(db, demo.id, { id: hr.id, name: 'Dara Sok' }, passwordHash, {
      fromMonthsBack: opts.payrollHistory ? DEMO_PAYROLL_MONTHS : undefined,
    });
    await seedDemoSchedules(db, demo.id, { id: hr.id, name: 'Dara Sok' });
    await seedDemoGroups(db, demo.id);
    await seedScopedSubAdmin(db, demo.id, passwordHash);
    await seedDemoLeave(db, demo.id, { id: hr.id, name: 'Dara Sok' });
    await seedDemoOvertime(db, demo.id, { id: hr.id, name: 'Dara Sok' });
    await seedDemoAnnouncements(db, demo.id, { id: hr.id, name: 'Dara Sok' }, opts.dataDir);
    await seedDemoMood(db, demo.id);
    await seedDemoMessages(db, demo.id, { id: hr.id, name: 'Dara Sok' });
    await seedDemoIssues(db, demo.id, { id: hr.id, name: 'Dara Sok' });
    await seedDemoComplaints(db, demo.id, 'Dara Sok', opts.dataDir);
    await seedDemoLetters(db, demo.id, { id: hr.id, type: 'hr_admin', name: 'Dara Sok' }, opts.dataDir);
    await seedDemoPayrollSetup(db, demo.id, { id: hr.id, type: 'hr_admin', name: 'Dara Sok' });
    await seedDemoPayrollManager(db, demo.id, passwordHash);
    await seedDemoShop(db, demo.id, { id: hr.id, type: 'hr_admin', name: 'Dara Sok' }, opts.dataDir);
    await seedDemoVisitors(db, demo.id, 'Vuthy Keo', opts.dataDir);
    await seedDemoIncidents(db, demo.id, { id: hr.id, name: 'Dara Sok' }, opts.dataDir);
    await seedDemoProjects(db, demo.id, hr.id);
    await seedDemoActivities(db, demo.id, { id: hr.id, name: 'Dara Sok' });
    await seedDemoEvaluations(db, demo.id, { id: hr.id, name: 'Dara Sok' });
    await seedDemoTraining(db, demo.id, { id: hr.id, name: 'Dara Sok' });
    await seedDemoReports(db, demo.id, { id: hr.id, name: 'Dara Sok' });
    await seedDemoEmployees(db, acme.id, { id: acmeHr.id, name: 'Alice Tan' }, { staff: false });
    await seedDemoSignup(db, {
      dataDir: opts.dataDir,
      acmeId: acme.id,
      superAdmin: { id: superAdmin.id, name: 'Sophea Chan' },
    });
  });
  if (opts.payrollHistory) {
    // closed months of payroll, by the runs' own job: after the seed is committed
    await seedDemoPayrollHistory(database);
    // months of rows loaded at once: fresh statistics, or the first pages are planned as if the tables were empty
    // (the dashboard's attendance took over a second). As the session's user, who owns the tables.
    await database.platform(async (db) => {
      await db.execute(sql`set local role none`);
      await db.execute(sql`analyze`);
    });
  }
  return true;
}
