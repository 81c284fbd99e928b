import { sql } from 'drizzle-orm';
import { expectedBases, type TBracketRow } from '@staffdesk/core/payroll-brackets';
import * as R from '@staffdesk/core/resources/settings-resources';
import type { TDb } from '../platform/db/db.ts';
import { insertRole, insertUser } from '../modules/auth/auth.repo.ts';
import { payrollPrivileges } from '../modules/payroll-privileges/payroll-privileges.tables.ts';
import { demoRecords, type TActor } from './demo-settings.ts';

/** A table's rows from (max, rate) pairs, from 0, each base the tax of the rows below (the last max null: open). */
function table(rows: readonly [number | null, number][]): TBracketRow[] {
  const draft = rows.map(([max, rate], i) => ({
    min: i === 0 ? '0' : String(Number(rows[i - 1]![0]) + 1),
    max: max === null ? null : String(max),
    rate: String(rate),
    base: '0',
  }));
  const bases = expectedBases(draft);
  return draft.map((r, i) => ({ ...r, base: bases[i]! }));
}

/**
 * Payroll set-up for the demo tenant (issue 14): payslip sections, pay codes for pay, allowances, overtime at each
 * rate and deductions, a tax table per organization (Cambodia's monthly tax on salary in riel; Malaysia's yearly
 * scale), the year's USD exchange rates and notice periods (Cambodian Labour Law art. 75 for all, Malaysia's
 * Employment Act s. 12 for the Kuala Lumpur office).
 */
export async function seedDemoPayrollSetup(db: TDb, tenantId: string, actor: TActor) {
  const many = demoRecords(db, tenantId, actor);
  const ids = async (table: string, key: string) =>
    Object.fromEntries(
      (
        await db.execute<{ k: string; id: string }>(
          sql`select ${sql.identifier(key)} as k, id from ${sql.identifier(table)}
               where tenant_id = ${tenantId} and deleted_at is null`,
        )
      ).rows.map((r) => [r.k, r.id]),
    );
  const orgs = await ids('organizations', 'code');
  const allowances = await ids('allowance_codes', 'code');

  const [earnings, allowance, overtime, deductions, , employer] = await many(R.PAYROLL_HEADER, [
    { name: 'Earnings', kind: 'earning', sortOrder: 10 },
    { name: 'Allowances', kind: 'earning', sortOrder: 20 },
    { name: 'Overtime', kind: 'earning', sortOrder: 30 },
    { name: 'Deductions', kind: 'deduction', sortOrder: 40 },
    {
      name: 'Statutory deductions',
      kind: 'deduction',
      sortOrder: 50,
      description: 'EPF, SOCSO, EIS, PCB; tax on salary and NSSF',
    },
    { name: 'Employer contributions', kind: 'employerContribution', sortOrder: 60 },
    { name: 'Leave balances', kind: 'information', sortOrder: 70 },
  ]);
  const ot = (rate: number, multiplier: string) => ({
    code: `OT${rate}`,
    name: `Overtime ${rate} %`,
    kind: 'earning',
    payrollHeaderId: overtime,
    calculation: 'units',
    unit: 'hours',
    multiplier,
    // overtime is not EPF wages (EPF Act s. 2); it is SOCSO and NSSF wages
    epfWage: false,
    debitAccount: '6110',
    creditAccount: '2110',
  });
  await many(R.PAY_CODE, [
    {
      code: 'BASIC',
      name: 'Basic salary',
      payrollHeaderId: earnings,
      calculation: 'percentage',
      percentage: '100',
      percentageOf: 'basicSalary',
      debitAccount: '6100',
      creditAccount: '2110',
    },
    ot(30, '0.3'),
    ot(100, '1'),
    ot(150, '1.5'),
    ot(200, '2'),
    {
      code: 'TRN',
      name: 'Transport allowance',
      payrollHeaderId: allowance,
      allowanceCodeId: allowances.TRN01,
      amount: '30',
      taxable: false,
      epfWage: false,
      debitAccount: '6120',
      creditAccount: '2110',
    },
    {
      code: 'MEAL',
      name: 'Meal allowance',
      payrollHeaderId: allowance,
      allowanceCodeId: allowances.MEAL01,
      calculation: 'units',
      unit: 'days',
      rate: '2.5',
      frequency: 'Daily',
      taxable: false,
      epfWage: false,
      debitAccount: '6120',
      creditAccount: '2110',
    },
    {
      code: 'HOUSE',
      name: 'Housing allowance',
      payrollHeaderId: allowance,
      allowanceCodeId: allowances.HOU01,
      amount: '120',
      minAmount: '0',
      maxAmount: '500',
      debitAccount: '6120',
      creditAccount: '2110',
    },
    {
      code: 'UNPAID',
      name: 'Unpaid leave',
      kind: 'deduction',
      payrollHeaderId: deductions,
      calculation: 'units',
      unit: 'days',
      description: "Days of unpaid leave at the employee's daily rate",
      debitAccount: '2110',
      creditAccount: '6100',
    },
    {
      code: 'ADV',
      name: 'Salary advance',
      kind: 'deduction',
      payrollHeaderId: deductions,
      amount: '50',
      frequency: 'OneTime',
      debitAccount: '2110',
      creditAccount: '1130',
    },
    {
      code: 'INS',
      name: 'Group health insurance',
      kind: 'employerContribution',
      payrollHeaderId: employer,
      amount: '15',
      debitAccount: '6150',
      creditAccount: '2140',
    },
  ]);

  if (orgs.MTPP)
    await many(R.TAX_TABLE, [
      {
        name: 'Tax on salary, residents (KHR)',
        organizationId: orgs.MTPP,
        period: 'monthly',
        effectiveFrom: '2023-01-01',
        brackets: table([
          [1_500_000, 0],
          [2_000_000, 5],
          [8_500_000, 10],
          [12_500_000, 15],
          [null, 20],
        ]),
        description: 'Law on Taxation (2023), article 6: monthly salary in riel',
      },
    ]);
  if (orgs.MYKL)
    await many(R.TAX_TABLE, [
      {
        name: 'Income tax, residents (MYR)',
        organizationId: orgs.MYKL,
        period: 'yearly',
        effectiveFrom: '2023-01-01',
        brackets: table([
          [5_000, 0],
          [20_000, 1],
          [35_000, 3],
          [50_000, 6],
          [70_000, 11],
          [100_000, 19],
          [400_000, 25],
          [600_000, 26],
          [2_000_000, 28],
          [null, 30],
        ]),
        description: 'Income Tax Act 1967, Schedule 1: chargeable income from year of assessment 2023',
      },
    ]);

  // this year's months so far and the last of the year before, as the National Bank and Bank Negara published them
  const now = new Date();
  const months = Array.from({ length: now.getMonth() + 2 }, (_, i) => {
    const d = new Date(now.getFullYear(), i - 1, 1);
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
  });
  await many(
    R.EXCHANGE_RATE,
    months.flatMap((month, i) => [
      { month, fromCurrency: 'USD', toCurrency: 'KHR', rate: String(4100 - ((i * 7) % 40)) },
      { month, fromCurrency: 'USD', toCurrency: 'MYR', rate: (4.47 - i * 0.0125).toFixed(4) },
    ]),
  );

  const period = (from: number, to: number | null, days: number, organizationId?: string) => ({
    serviceFromMonths: from,
    serviceToMonths: to,
    noticeDays: days,
    organizationId: organizationId ?? null,
  });
  // every employee's transport allowance from the start of last year; every fifth one's housing too, at their own rate
  await db.execute(sql`
    insert into employee_pay_items (tenant_id, employee_id, pay_code_id, amount, start_date, note, created_by,
                                    created_by_type, created_by_name)
    select e.tenant_id, e.id, pc.id, case when pc.code = 'HOUSE' then 150 end,
           make_date(extract(year from now())::int - 1, 1, 1), null, ${actor.id}, ${actor.type}, ${actor.name}
      from (select e.*, row_number() over (order by e.id) as n from employees e
             where e.tenant_id = ${tenantId} and e.deleted_at is null) e
      join pay_codes pc on pc.tenant_id = e.tenant_id and pc.deleted_at is null
                       and (pc.code = 'TRN' or (pc.code = 'HOUSE' and e.n % 5 = 0))`);

  await many(R.NOTICE_PERIOD, [
    period(0, 6, 7),
    period(6, 24, 15),
    period(24, 60, 30),
    period(60, 120, 60),
    period(120, null, 90),
    ...(orgs.MYKL
      ? [period(0, 24, 28, orgs.MYKL), period(24, 60, 42, orgs.MYKL), period(60, null, 56, orgs.MYKL)]
      : []),
  ]);
}

/**
 * The demo's payroll manager (`payroll@demo.test`, a sub admin over every organization): approves the runs that HR or
 * Finance process — whoever processes a run cannot approve it — and marks them paid and closes them.
 */
export async function seedDemoPayrollManager(db: TDb, tenantId: string, passwordHash: string) {
  const role = await insertRole(db, {
    tenantId,
    name: 'Payroll Manager',
    privileges: {
      employees: { view: true },
      payCodes: { view: true },
      payrollHeaders: { view: true },
      taxSlabs: { view: true },
      statutory: { view: true },
      payrollProcess: { view: true, add: false, edit: false, delete: false, approve: true },
      payslips: { view: true },
    },
    organizationIds: [],
    departmentIds: [],
  });
  const user = await insertUser(db, {
    tenantId,
    passwordHash,
    email: 'payroll@demo.test',
    loginType: 'sub_admin',
    roleId: role.id,
    firstName: 'Nur Aisyah',
    lastName: 'Rahman',
    department: 'Finance',
    position: 'Payroll Manager',
  });
  await db.insert(payrollPrivileges).values({ tenantId, userId: user.id, approvePayroll: true, approvePaid: true });
}
