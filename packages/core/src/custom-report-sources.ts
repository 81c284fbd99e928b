import { EMPLOYMENT_TYPES, GENDERS } from './employees.ts';
import { LEAVE_STATUS_NAMES } from './leave-api.ts';
import { ORDER_STATUSES } from './shop-api.ts';
import { VISIT_STATUSES } from './visitors-api.ts';

/**
 * Custom reports (issue 19, decision 0046): a report is a definition over one source — columns, filters, grouping
 * with measures, sort — compiled on the server from the declarations below (never SQL from the client). A source
 * needs its privilege page; a column may need another (pay needs the payslips page). Rows are always the caller's
 * scope (row-level security).
 */

/** The sources a custom report reads and their columns: what the server compiles (custom-sources.ts holds the SQL). */
export type TColumnType = 'text' | 'number' | 'date' | 'enum';

export type TReportColumn = {
  key: string;
  type: TColumnType;
  /** enum values and where their names are: `t(`${ns}:${prefix}.${value}`)` */
  values?: readonly string[];
  names?: { ns: string; prefix: string };
  /** an amount in the row's currency: sums and averages are kept apart per currency */
  money?: boolean;
  /** the privilege page needed besides the source's */
  page?: string;
};

export type TReportSource = { key: string; page: string; feature?: string; columns: readonly TReportColumn[] };

const text = (key: string, extra: Partial<TReportColumn> = {}): TReportColumn => ({ key, type: 'text', ...extra });
const num = (key: string, extra: Partial<TReportColumn> = {}): TReportColumn => ({ key, type: 'number', ...extra });
const day = (key: string): TReportColumn => ({ key, type: 'date' });
const oneOf = (key: string, values: readonly string[], ns: string, prefix: string): TReportColumn => ({
  key,
  type: 'enum',
  values,
  names: { ns, prefix },
});

/** Who a row is about: on every source that has an employee. */
const PERSON: readonly TReportColumn[] = [
  text('employeeCode'),
  text('employeeName'),
  text('organization'),
  text('department'),
  text('position'),
  oneOf('gender', GENDERS, 'employees', 'gender'),
  oneOf('employmentType', EMPLOYMENT_TYPES, 'employees', 'employmentType'),
];

export const REPORT_SOURCES = [
  {
    key: 'employees',
    page: 'employees',
    columns: [
      ...PERSON,
      oneOf('status', ['active', 'inactive'], 'employees', 'status'),
      day('joinDate'),
      day('exitDate'),
      num('age'),
      num('basicSalary', { money: true, page: 'payslips' }),
      text('currency', { page: 'payslips' }),
    ],
  },
  {
    key: 'attendance',
    page: 'attendance',
    columns: [
      day('date'),
      ...PERSON,
      text('checkIn'),
      text('checkOut'),
      num('workedHours'),
      num('lateMinutes'),
      num('earlyMinutes'),
      num('overtimeHours'),
    ],
  },
  {
    key: 'leave',
    page: 'leave',
    columns: [
      ...PERSON,
      text('leaveType'),
      day('fromDate'),
      day('toDate'),
      num('days'),
      num('hours'),
      oneOf('status', LEAVE_STATUS_NAMES, 'leave', 'statuses'),
    ],
  },
  {
    key: 'overtime',
    page: 'overtime',
    columns: [
      day('date'),
      ...PERSON,
      num('hours'),
      num('otRate'),
      oneOf('status', LEAVE_STATUS_NAMES, 'leave', 'statuses'),
    ],
  },
  {
    key: 'payrollLines',
    page: 'payslips',
    columns: [
      day('month'),
      ...PERSON,
      text('payCode'),
      text('payCodeName'),
      oneOf('kind', ['earning', 'deduction', 'employerContribution', 'information'], 'reports', 'kinds'),
      num('amount', { money: true }),
      text('currency'),
    ],
  },
  {
    key: 'orders',
    page: 'orders',
    feature: 'shop',
    columns: [
      text('orderNumber'),
      day('date'),
      ...PERSON,
      oneOf('status', ORDER_STATUSES, 'shop', 'statuses'),
      oneOf('payment', ['points', 'payroll', 'onDelivery'], 'shop', 'payments'),
      num('totalMoney', { money: true }),
      num('totalPoints'),
      text('currency'),
    ],
  },
  {
    key: 'visitors',
    page: 'guests',
    feature: 'guests',
    columns: [
      day('date'),
      text('visitorName'),
      text('company'),
      text('visitType'),
      text('host'),
      text('hostDepartment'),
      text('organization'),
      oneOf('status', VISIT_STATUSES, 'visitors', 'statuses'),
      text('checkedIn'),
      text('checkedOut'),
    ],
  },
] as const satisfies readonly TReportSource[];

export type TReportSourceKey = (typeof REPORT_SOURCES)[number]['key'];
export const SOURCE_KEYS = REPORT_SOURCES.map((s) => s.key) as [TReportSourceKey, ...TReportSourceKey[]];
export const sourceOf = (key: string): TReportSource | undefined => REPORT_SOURCES.find((s) => s.key === key);
export const columnOf = (source: string, key: string): TReportColumn | undefined =>
  sourceOf(source)?.columns.find((c) => c.key === key);
