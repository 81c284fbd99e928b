import { code, description, name, nameCodeColumns } from './resource-builders.ts';
import type { TResource } from './resource-types.ts';

/**
 * Leave types (issue 5, rules in issue 13): every tenant starts with Annual, Sick and Unpaid (decision 0006). The
 * rules decide what a request may be and what it debits: negative balances (down to a limit), half days, hours (a
 * share of `hoursPerDay`), whether holidays and rest days count, the longest request, and when an attachment is due.
 */
export const LEAVE_TYPE: TResource = {
  key: 'leaveType',
  route: 'settingsleave_type',
  table: 'leave_types',
  page: 'leaveType',
  scope: 'tenant',
  fields: [
    name(),
    code,
    { key: 'paid', type: 'boolean', default: true },
    { key: 'colorCode', type: 'color' },
    { key: 'allowNegative', type: 'boolean', default: false, hint: true },
    /** days below zero a balance may go; empty: no limit */
    {
      key: 'negativeLimitDays',
      type: 'decimal',
      min: 0,
      max: 366,
      showWhen: { field: 'allowNegative', equals: true },
      hint: true,
    },
    { key: 'halfDayAllowed', type: 'boolean', default: true },
    { key: 'hourlyAllowed', type: 'boolean', default: false },
    /** an hour of leave is this share of a day */
    { key: 'hoursPerDay', type: 'decimal', required: true, min: 1, max: 24, default: '8', hint: true },
    { key: 'countHolidays', type: 'boolean', default: false, hint: true },
    { key: 'countRestDays', type: 'boolean', default: false },
    /** the most days one request may debit; empty: no limit */
    { key: 'maxConsecutiveDays', type: 'int', min: 1, max: 366, hint: true },
    { key: 'attachmentRequired', type: 'boolean', default: false },
    /** an attachment is required for requests of more than this many days (0: always) */
    {
      key: 'attachmentAfterDays',
      type: 'decimal',
      min: 0,
      max: 366,
      showWhen: { field: 'attachmentRequired', equals: true },
      hint: true,
    },
    description,
  ],
  columns: [
    ...nameCodeColumns,
    { field: 'paid', sortable: true },
    { field: 'halfDayAllowed' },
    { field: 'hourlyAllowed' },
    { field: 'allowNegative' },
    { field: 'colorCode' },
    { field: 'description', searchable: true },
  ],
  defaultSort: { field: 'name', dir: 'asc' },
  sections: [
    { label: 'general', fields: ['name', 'code', 'paid', 'colorCode', 'description'] },
    {
      label: 'leaveRules',
      fields: [
        'halfDayAllowed',
        'hourlyAllowed',
        'hoursPerDay',
        'countHolidays',
        'countRestDays',
        'maxConsecutiveDays',
        'allowNegative',
        'negativeLimitDays',
        'attachmentRequired',
        'attachmentAfterDays',
      ],
    },
  ],
  dlisting: true,
};

/** The months a leave year may start in ('1' January … '12' December). */
export const LEAVE_YEAR_MONTHS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'] as const;

/**
 * Leave templates (issue 13): a leave year's start and, per leave type, the yearly entitlement, how it is earned and
 * what carries into the next year. Employees are assigned one (the leave bank); accruals follow it.
 */
export const LEAVE_TEMPLATE: TResource = {
  key: 'leaveTemplate',
  route: 'settingsleave_template',
  table: 'leave_templates',
  page: 'leaveType',
  scope: 'tenant',
  fields: [
    name(),
    code,
    { key: 'yearStartMonth', type: 'select', options: LEAVE_YEAR_MONTHS, required: true, default: '1', hint: true },
    { key: 'entitlements', type: 'entitlements', required: true },
    description,
  ],
  columns: [...nameCodeColumns, { field: 'yearStartMonth', sortable: true }, { field: 'entitlements' }],
  defaultSort: { field: 'name', dir: 'asc' },
  sections: [
    { label: 'general', fields: ['name', 'code', 'yearStartMonth', 'description'] },
    { label: 'entitlements', fields: ['entitlements'] },
  ],
  dlisting: true,
};
