import { resourceSchema } from '@staffdesk/core/resources/resource-schema';
import type { TResource } from '@staffdesk/core/resources/resource-types';
import * as R from '@staffdesk/core/resources/settings-resources';
import type { TDb } from '../platform/db/db.ts';
import { insertRecord } from '../modules/resources/resources.repo.ts';
import { defaultDayShift, defaultLeaveTypes } from '../modules/signup/signup.provision.ts';

export type TActor = { id: string; type: string; name: string };

/** What the careers seed builds on: the organizations and the career masters by name. */
export type TDemoMasters = {
  organizations: string[];
  jobTypes: Record<string, string>;
  jobTitles: Record<string, string>;
  /** per organization (same order as organizations): job description title → id */
  jobDescriptions: Record<string, string>[];
};

/**
 * Adds a declared resource's demo records, through the declaration's schema: defaults apply and the demo data is
 * valid by the same rules as input. Answers their ids in order.
 */
export function demoRecords(db: TDb, tenantId: string, actor: TActor) {
  return async (r: TResource, rows: Record<string, unknown>[]) => {
    const ids: string[] = [];
    for (const v of rows)
      ids.push(await insertRecord(db, r, tenantId, resourceSchema(r).parse(v) as Record<string, unknown>, actor));
    return ids;
  };
}

/** Realistic settings for a demo tenant: every declared page has records (a few in Khmer and Chinese). */
export async function seedDemoSettings(
  db: TDb,
  tenantId: string,
  actor: TActor,
  opts: { organizations: number },
): Promise<TDemoMasters> {
  const many = demoRecords(db, tenantId, actor);

  const [group] = await many(R.ORG_GROUP, [
    { name: 'Mekong Trading Group', description: 'The Cambodian companies of the group' },
    { name: 'Regional offices', description: 'Offices outside Cambodia' },
  ]);
  const orgs = await many(
    R.ORGANIZATION,
    [
      {
        title: 'Mekong Trading Phnom Penh',
        code: 'MTPP',
        address: 'No. 45, Preah Norodom Blvd, Daun Penh, Phnom Penh',
        phone: '+855 23 456 789',
        email: 'hr@mekong-trading.test',
        website: 'https://mekong-trading.test',
        timezone: 'Asia/Phnom_Penh',
        currency: 'USD',
        orgGroupId: group,
        defaultLanguage: 'km',
        attendanceRadius: 150,
        attendanceLocations: [
          { name: 'Head office (Norodom Blvd)', latitude: 11.5682, longitude: 104.9282, radius: 150 },
          { name: 'Warehouse (Chbar Ampov)', latitude: 11.5425, longitude: 104.9467, radius: 250 },
        ],
        qrInterval: 'dynamic',
        qrSeconds: 30,
        colorCode: '#1c7ed6',
        statutoryPack: 'KH',
        payslipHeader: '<p><strong>Mekong Trading Co., Ltd.</strong></p>',
        payslipFooter: '<p>This payslip is confidential.</p>',
      },
      {
        // the Malaysian subsidiary: ringgit, Malaysian statutory payroll (EPF, SOCSO, EIS, PCB), Chinese by default
        title: 'Mekong Trading Sdn. Bhd. (Malaysia)',
        code: 'MYKL',
        address: 'Level 12, Menara Ampang, Jalan Ampang, 50450 Kuala Lumpur',
        phone: '+60 3 2161 8800',
        email: 'kl@mekong-trading.test',
        timezone: 'Asia/Kuala_Lumpur',
        currency: 'MYR',
        orgGroupId: group,
        defaultLanguage: 'zh',
        attendanceRadius: 100,
        attendanceLocations: [{ name: 'KL office (Jalan Ampang)', latitude: 3.159, longitude: 101.713, radius: 100 }],
        colorCode: '#2f9e44',
        idCardLayout: 'portrait',
        statutoryPack: 'MY',
      },
    ].slice(0, opts.organizations),
  );
  const [pp, sr = pp] = orgs as [string, string?];

  await many(R.ORGANIZATION_SERIES, [
    { organizationId: pp, prefix: 'PP', nextNumber: 1061, padding: 4 },
    ...(opts.organizations > 1 ? [{ organizationId: sr, prefix: 'KL', nextNumber: 106, padding: 4 }] : []),
  ]);
  await many(R.DEPARTMENT, [
    { name: 'Human Resources', code: 'HR', organizationId: pp, description: 'People, payroll and compliance' },
    { name: 'Finance', code: 'FIN', organizationId: pp, description: 'Accounting and treasury' },
    { name: 'Sales', code: 'SAL', organizationId: pp, description: 'Domestic and export sales' },
    { name: 'Warehouse', code: 'WH', organizationId: pp, description: 'Receiving, storage and dispatch' },
    { name: 'Information Technology', code: 'IT', organizationId: pp },
    { name: 'Khidmat Pelanggan', code: 'CS', organizationId: sr, description: 'Customer service (Malay name)' },
    { name: '采购部', code: 'PUR', organizationId: sr, description: 'Purchasing (Chinese name)' },
    { name: 'Security', code: 'SEC', organizationId: pp },
  ]);
  const year = new Date().getFullYear();
  await many(R.HOLIDAY, [
    { date: `${year}-01-01`, name: "International New Year's Day", recurring: true },
    { date: `${year}-01-07`, name: 'Victory over Genocide Day', recurring: true },
    { date: `${year}-03-08`, name: "International Women's Day", recurring: true },
    { date: `${year}-04-14`, name: 'ចូលឆ្នាំខ្មែរ (Khmer New Year)', recurring: true },
    { date: `${year}-04-15`, name: 'Khmer New Year (day 2)', recurring: true },
    { date: `${year}-04-16`, name: 'Khmer New Year (day 3)', recurring: true },
    { date: `${year}-05-01`, name: 'International Labour Day', recurring: true },
    { date: `${year}-05-14`, name: "King Norodom Sihamoni's Birthday", recurring: true },
    { date: `${year}-09-24`, name: 'Constitution Day', recurring: true },
    { date: `${year}-11-09`, name: 'Independence Day', recurring: true },
    { date: `${year}-02-17`, name: '春节 (Chinese New Year)', organizationId: pp, recurring: false, halfDay: true },
  ]);
  await many(R.POINT_REASON, [
    { reason: 'Perfect attendance (month)', points: 50, description: 'No late arrival or absence in the month' },
    { reason: 'Customer compliment', points: 20 },
    { reason: 'Safety suggestion adopted', points: 30 },
    { reason: 'Late without notice', points: -10 },
  ]);
  // what an approved sign-up starts with (decision 0006), and a night shift that ends the next day
  await many(R.LEAVE_TYPE, defaultLeaveTypes('en'));
  // the demo works Monday to Saturday; Sunday is the weekly rest day
  const MON_SAT = [1, 2, 3, 4, 5, 6];
  await many(R.SHIFT, [
    { ...defaultDayShift('en'), workingDays: MON_SAT },
    {
      name: 'Night shift',
      workingDays: MON_SAT,
      code: 'NIGHT',
      startTime: '22:00',
      endTime: '06:00',
      breakMinutes: 60,
      lateGraceMinutes: 15,
      earlyLeaveGraceMinutes: 0,
      colorCode: '#7048e8',
      description: 'Ends at 06:00 the next morning',
    },
  ]);
  await many(R.ASSET_TYPE, [
    { name: 'Laptop', depreciationYears: 3 },
    { name: 'Mobile phone', depreciationYears: 2 },
    { name: 'Uniform', depreciationYears: 1 },
    { name: 'Motorbike', depreciationYears: 5 },
  ]);
  const [transport, meal, housing] = await many(R.ALLOWANCE_TYPE, [
    { name: 'Transport', taxable: false, description: 'Commuting support' },
    { name: 'Meal', taxable: false },
    { name: 'Housing', taxable: true },
    { name: 'Seniority', taxable: true, description: 'Cambodian Labour Law seniority indemnity' },
  ]);
  await many(R.ALLOWANCE_CODE, [
    {
      code: 'TRN01',
      name: 'Transport allowance',
      allowanceTypeId: transport,
      amount: '30.00',
      frequency: 'Monthly',
      taxable: false,
    },
    { code: 'MEAL01', name: 'Daily meal', allowanceTypeId: meal, amount: '2.50', frequency: 'Daily', taxable: false },
    {
      code: 'HOU01',
      name: 'Housing allowance',
      allowanceTypeId: housing,
      amount: '120.00',
      frequency: 'Monthly',
      taxable: true,
    },
  ]);
  await many(R.NOTE_CODE, [
    { code: 'ADV', name: 'Salary advance', kind: 'deduction' },
    { code: 'BON', name: 'Performance bonus', kind: 'addition' },
    { code: 'INFO', name: 'General note', kind: 'information' },
  ]);
  await many(R.DOCUMENT_TYPE, [
    { name: 'National ID card', hasExpiry: true },
    { name: 'Passport', hasExpiry: true },
    { name: 'Work permit', hasExpiry: true },
    { name: 'Employment contract', hasExpiry: true },
    { name: 'Diploma', hasExpiry: false },
    { name: 'HR letter', hasExpiry: false },
  ]);
  await many(R.GROUP, [{ name: 'Morning crew' }, { name: 'Night crew' }, { name: 'Management' }]);
  // one rule for every organization: under an hour worked is absent, under four hours a half day
  await many(R.ATTENDANCE_EVALUATION, [
    { name: 'Company rule', absentBelowMinutes: 60, halfDayBelowMinutes: 240, lateHalfDayAfterMinutes: 120 },
  ]);
  await many(R.CATEGORY_TYPE, [{ name: 'Office supplies' }, { name: 'Staff welfare' }]);
  await many(R.COMPLAINT_TYPE, [{ name: 'Workplace conduct' }, { name: 'Payroll question' }, { name: 'Facilities' }]);
  await many(R.ANNOUNCEMENT_TYPE, [
    { name: 'Policy update', colorCode: '#1c7ed6' },
    { name: 'Event', colorCode: '#2f9e44' },
    { name: 'Urgent', colorCode: '#e03131' },
  ]);
  await many(R.BANK, [
    { name: 'ABA Bank', swiftCode: 'ABAAKHPP', branch: 'Phnom Penh HQ' },
    { name: 'ACLEDA Bank', swiftCode: 'ACLBKHPP', branch: 'Siem Reap' },
    { name: 'Canadia Bank', swiftCode: 'CADIKHPP' },
    { name: '中国银行金边分行 (Bank of China Phnom Penh)', swiftCode: 'BKCHKHPP' },
  ]);
  await many(R.HR_FIELD, [
    { label: 'Blood type', fieldType: 'select', options: ['A', 'B', 'AB', 'O'], required: false },
    { label: 'Emergency contact', fieldType: 'text', required: true },
    { label: 'Shoe size', fieldType: 'number', required: false },
  ]);
  await many(R.COURSE_TYPE, [{ name: 'Onboarding' }, { name: 'Health and safety' }, { name: 'Leadership' }]);
  await many(R.BLOG_TYPE, [{ name: 'Company news' }, { name: 'Staff stories' }]);
  await many(R.TICKET_CATEGORY, [
    { name: 'IT support', priority: 'high' },
    { name: 'Facilities', priority: 'moderate' },
    { name: 'HR question', priority: 'low' },
  ]);
  await many(R.ACTIVITY_TYPE, [{ name: 'Customer visit' }, { name: 'Phone call' }, { name: 'Stock count' }]);
  await many(R.ACTIVITY_STATUS, [
    { name: 'In Progress', colorCode: '#f08c00', isFinal: false },
    { name: 'Completed', colorCode: '#2f9e44', isFinal: true },
  ]);
  await many(R.ACTIVITY_EVALUATION, [
    { name: 'Exceeds target', valuation: 120 },
    { name: 'Meets target', valuation: 100 },
    { name: 'Below target', valuation: 60 },
  ]);
  const [uniforms, equipment] = await many(R.CATEGORY, [{ name: 'Uniforms' }, { name: 'Equipment' }]);
  await many(R.SUBCATEGORY, [
    { name: 'Shirts', categoryId: uniforms },
    { name: 'Safety shoes', categoryId: uniforms },
    { name: 'Hand tools', categoryId: equipment },
  ]);

  // career masters (issue 4)
  const named = async (r: TResource, rows: Record<string, unknown>[], key = 'name') =>
    Object.fromEntries((await many(r, rows)).map((id, i) => [rows[i]![key] as string, id]));
  const jobTypes = await named(R.JOB_TYPE, [
    { name: 'Full Time', description: 'Permanent position, 48 hours a week' },
    { name: 'Part Time', description: 'Up to 24 hours a week' },
    { name: 'Contract', description: 'Fixed-term contract' },
    { name: 'Internship', description: 'Three to six months, for students and recent graduates' },
  ]);
  const jobTitles = await named(R.JOB_TITLE, [
    { name: 'Sales Executive' },
    { name: 'Accountant' },
    { name: 'Warehouse Supervisor' },
    { name: 'HR Officer' },
    { name: 'IT Support Technician' },
    { name: 'Customer Service Officer' },
    { name: 'Driver' },
    { name: 'Marketing Intern' },
    { name: 'Purchasing Officer' },
    { name: 'Security Guard' },
  ]);
  const jd = (title: string, org: string, text: string) => ({
    title,
    organizationId: org,
    description: `<p>${text}</p>`,
  });
  const jobDescriptions = [
    await named(
      R.JOB_DESCRIPTION,
      [
        jd('Sales and Marketing', pp, 'Roles that grow our customer base in Phnom Penh and the provinces.'),
        jd('Finance and Administration', pp, 'Accounting, payroll support and office administration.'),
        jd('Logistics and Warehouse', pp, 'Receiving, storing and delivering goods on time.'),
        jd('Information Technology', pp, 'Keeping our people and systems connected.'),
      ],
      'title',
    ),
    ...(opts.organizations > 1
      ? [
          await named(
            R.JOB_DESCRIPTION,
            [
              jd('Customer Service', sr, 'Welcoming and helping our customers in Kuala Lumpur.'),
              jd('Purchasing', sr, 'Sourcing goods from local and regional suppliers.'),
            ],
            'title',
          ),
        ]
      : []),
  ];
  await many(R.JOB_ID_SERIES, [
    { organizationId: pp, prefix: 'JOB-', nextNumber: 1, padding: 4 },
    ...(opts.organizations > 1 ? [{ organizationId: sr, prefix: 'KL-JOB-', nextNumber: 1, padding: 4 }] : []),
  ]);
  const disclosure =
    '<h3>Privacy notice for applicants</h3><p>By applying you agree that we keep your application and résumé for <strong>12 months</strong> to assess it for this and similar vacancies.</p>' +
    '<ul><li>Only our HR team and the hiring manager read your application.</li><li>We never share it outside the company.</li><li>You may ask us to delete it at any time by writing to <a href="mailto:hr@mekong-trading.test">hr@mekong-trading.test</a>.</li></ul>' +
    '<p>ការដាក់ពាក្យរបស់អ្នកនឹងត្រូវរក្សាទុកដោយសម្ងាត់។ 您的申请将被保密处理。</p>';
  await many(
    R.DISCLOSURE,
    orgs.map((organizationId) => ({ organizationId, description: disclosure })),
  );
  return { organizations: orgs, jobTypes, jobTitles, jobDescriptions };
}
