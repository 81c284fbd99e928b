import { FREQUENCIES } from '../constants.ts';
import { description } from './resource-builders.ts';
import type { TField, TResource } from './resource-types.ts';

/** What a pay code does to the net: adds to it, takes from it, or is paid by the employer on top. */
export const PAY_CODE_KINDS = ['earning', 'deduction', 'employerContribution'] as const;
/** A fixed amount; a percentage of the basic salary or of the gross; units (hours or days) × rate × multiplier. */
export const PAY_CODE_CALCULATIONS = ['fixed', 'percentage', 'units'] as const;
export const PAY_CODE_BASES = ['basicSalary', 'gross'] as const;
export const PAY_CODE_UNITS = ['hours', 'days'] as const;
/** A payslip's sections hold earnings, deductions, employer contributions, or figures shown for information. */
export const PAYROLL_HEADER_KINDS = [...PAY_CODE_KINDS, 'information'] as const;
export const TAX_TABLE_PERIODS = ['monthly', 'yearly'] as const;

const money = (key: string, extra: Partial<TField> = {}): TField => ({
  key,
  type: 'decimal',
  min: 0,
  max: 1_000_000_000,
  ...extra,
});
const onlyFor = (calculation: (typeof PAY_CODE_CALCULATIONS)[number]) => ({
  showWhen: { field: 'calculation', equals: calculation },
});
/** which statutory wages an earning counts towards */
const wage = (key: string): TField => ({
  key,
  type: 'boolean',
  default: true,
  showWhen: { field: 'kind', equals: 'earning' },
});

/**
 * Pay codes (`/paycode`, issue 14): every line a payslip can carry — what kind it is, how it is calculated, which
 * statutory wages an earning counts towards, its payslip section and the journal's accounts. A pay code may pay an
 * allowance code of the settings (its amount then comes from the allowance unless the employee's own differs).
 */
export const PAY_CODE: TResource = {
  key: 'payCode',
  route: 'paycode',
  table: 'pay_codes',
  page: 'payCodes',
  scope: 'tenant',
  section: 'payroll',
  fields: [
    { key: 'code', type: 'text', required: true, unique: true, max: 20 },
    { key: 'name', type: 'text', required: true, max: 100 },
    { key: 'kind', type: 'select', required: true, options: PAY_CODE_KINDS, default: 'earning' },
    { key: 'payrollHeaderId', type: 'ref', ref: 'payrollHeader', hint: true },
    { key: 'allowanceCodeId', type: 'ref', ref: 'allowanceCode', hint: true },
    {
      key: 'calculation',
      type: 'select',
      required: true,
      options: PAY_CODE_CALCULATIONS,
      default: 'fixed',
      hint: true,
    },
    money('amount', { required: true, ...onlyFor('fixed') }),
    {
      key: 'percentage',
      type: 'decimal',
      scale: 4,
      min: 0,
      max: 1000,
      required: true,
      ...onlyFor('percentage'),
    },
    {
      key: 'percentageOf',
      type: 'select',
      options: PAY_CODE_BASES,
      default: 'basicSalary',
      required: true,
      ...onlyFor('percentage'),
    },
    { key: 'unit', type: 'select', options: PAY_CODE_UNITS, default: 'hours', required: true, ...onlyFor('units') },
    money('rate', { scale: 4, hint: true, ...onlyFor('units') }),
    {
      key: 'multiplier',
      type: 'decimal',
      scale: 4,
      min: 0,
      max: 100,
      default: '1',
      required: true,
      ...onlyFor('units'),
    },
    money('minAmount'),
    money('maxAmount', { notBefore: 'minAmount' }),
    { key: 'frequency', type: 'select', required: true, options: FREQUENCIES, default: 'Monthly' },
    { key: 'taxable', type: 'boolean', default: true, showWhen: { field: 'kind', equals: 'earning' } },
    wage('epfWage'),
    wage('socsoWage'),
    wage('nssfWage'),
    { key: 'debitAccount', type: 'text', max: 30 },
    { key: 'creditAccount', type: 'text', max: 30 },
    description,
  ],
  columns: [
    { field: 'code', sortable: true, searchable: true },
    { field: 'name', sortable: true, searchable: true },
    { field: 'kind', sortable: true },
    { field: 'calculation', sortable: true },
    { field: 'frequency', sortable: true },
    { field: 'payrollHeaderId', sortable: true },
    { field: 'taxable', sortable: true },
  ],
  defaultSort: { field: 'code', dir: 'asc' },
  sections: [
    { label: 'general', fields: ['code', 'name', 'kind', 'payrollHeaderId', 'allowanceCodeId', 'description'] },
    {
      label: 'calculation',
      fields: [
        'calculation',
        'frequency',
        'amount',
        'percentage',
        'percentageOf',
        'unit',
        'rate',
        'multiplier',
        'minAmount',
        'maxAmount',
      ],
    },
    { label: 'wages', fields: ['taxable', 'epfWage', 'socsoWage', 'nssfWage'] },
    { label: 'journal', fields: ['debitAccount', 'creditAccount'] },
  ],
  dlisting: true,
};

/** Payroll headers (`/settingspayrollheaders`): the payslip's sections, in their order. */
export const PAYROLL_HEADER: TResource = {
  key: 'payrollHeader',
  route: 'settingspayrollheaders',
  table: 'payroll_headers',
  page: 'payrollHeaders',
  scope: 'tenant',
  fields: [
    { key: 'name', type: 'text', required: true, unique: true, max: 100 },
    { key: 'kind', type: 'select', required: true, options: PAYROLL_HEADER_KINDS, default: 'earning' },
    { key: 'sortOrder', type: 'int', required: true, min: 0, max: 999, default: 10, hint: true },
    description,
  ],
  columns: [
    { field: 'sortOrder', sortable: true },
    { field: 'name', sortable: true, searchable: true },
    { field: 'kind', sortable: true },
    { field: 'description', searchable: true },
  ],
  defaultSort: { field: 'sortOrder', dir: 'asc' },
  sections: [{ label: 'general', fields: ['name', 'kind', 'sortOrder', 'description'] }],
  dlisting: true,
};

/**
 * Tax tables (`/tax_brackets`): named, per organization, monthly or yearly, from a day on; rows of min, max, rate %
 * and base amount, checked as a whole (each base the tax of the rows below it; the error names the row). An
 * organization without a statutory pack is taxed by the table in force.
 */
export const TAX_TABLE: TResource = {
  key: 'taxTable',
  route: 'tax_brackets',
  table: 'tax_tables',
  page: 'taxSlabs',
  scope: 'organization',
  section: 'payroll',
  fields: [
    {
      key: 'name',
      type: 'text',
      required: true,
      unique: true,
      uniqueWith: ['organizationId', 'effectiveFrom'],
      max: 100,
    },
    { key: 'organizationId', type: 'ref', ref: 'organization', required: true },
    { key: 'period', type: 'select', required: true, options: TAX_TABLE_PERIODS, default: 'monthly', hint: true },
    { key: 'effectiveFrom', type: 'date', required: true, hint: true },
    { key: 'brackets', type: 'brackets', required: true },
    description,
  ],
  columns: [
    { field: 'name', sortable: true, searchable: true },
    { field: 'organizationId', sortable: true },
    { field: 'period', sortable: true },
    { field: 'effectiveFrom', sortable: true },
    { field: 'brackets' },
  ],
  defaultSort: { field: 'effectiveFrom', dir: 'desc' },
  sections: [
    { label: 'general', fields: ['name', 'organizationId', 'period', 'effectiveFrom', 'description'] },
    { label: 'brackets', fields: ['brackets'] },
  ],
  dlisting: true,
};

/**
 * Exchange rates (`/payrollexchangerate`): per month and currency pair, how many units of the second currency one
 * unit of the first buys (USD → KHR 4,100). A run converts by the month's rate and keeps it on every payslip.
 */
export const EXCHANGE_RATE: TResource = {
  key: 'exchangeRate',
  route: 'payrollexchangerate',
  table: 'exchange_rates',
  page: 'payrollProcess',
  scope: 'tenant',
  section: 'payroll',
  fields: [
    { key: 'month', type: 'month', required: true, unique: true, uniqueWith: ['fromCurrency', 'toCurrency'] },
    { key: 'fromCurrency', type: 'select', required: true, labels: 'currency', default: 'USD' },
    { key: 'toCurrency', type: 'select', required: true, labels: 'currency', default: 'KHR' },
    { key: 'rate', type: 'decimal', scale: 6, required: true, min: 0.000001, max: 1_000_000, hint: true },
    description,
  ],
  columns: [
    { field: 'month', sortable: true },
    { field: 'fromCurrency', sortable: true },
    { field: 'toCurrency', sortable: true },
    { field: 'rate', sortable: true },
    { field: 'description', searchable: true },
  ],
  defaultSort: { field: 'month', dir: 'desc' },
  sections: [{ label: 'general', fields: ['month', 'fromCurrency', 'toCurrency', 'rate', 'description'] }],
  dlisting: true,
};

/**
 * Notice periods (`/settingsnoticepaycheck`): by length of service (from so many months, up to so many), the days of
 * notice owed — what a leaver's settlement and the notice pay report use. Per organization, or for all (empty).
 */
export const NOTICE_PERIOD: TResource = {
  key: 'noticePeriod',
  route: 'settingsnoticepaycheck',
  table: 'notice_periods',
  page: 'noticePayCheck',
  scope: 'organization',
  fields: [
    {
      key: 'serviceFromMonths',
      type: 'int',
      required: true,
      min: 0,
      max: 600,
      unique: true,
      uniqueWith: ['organizationId'],
    },
    { key: 'serviceToMonths', type: 'int', min: 1, max: 600, hint: true, notBefore: 'serviceFromMonths' },
    { key: 'organizationId', type: 'ref', ref: 'organization', hint: true },
    { key: 'noticeDays', type: 'int', required: true, min: 0, max: 365 },
    description,
  ],
  columns: [
    { field: 'serviceFromMonths', sortable: true },
    { field: 'organizationId', sortable: true },
    { field: 'serviceToMonths', sortable: true },
    { field: 'noticeDays', sortable: true },
    { field: 'description', searchable: true },
  ],
  defaultSort: { field: 'serviceFromMonths', dir: 'asc' },
  sections: [
    {
      label: 'general',
      fields: ['organizationId', 'serviceFromMonths', 'serviceToMonths', 'noticeDays', 'description'],
    },
  ],
  dlisting: true,
};
