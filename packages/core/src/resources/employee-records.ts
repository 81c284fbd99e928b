import type { TField, TListColumn, TResource } from './resource-types.ts';

/** Spec vocabulary: dependant relations. */
export const DEPENDANT_RELATIONS = [
  'spouse',
  'child',
  'father',
  'mother',
  'brother',
  'sister',
  'friend',
  'other',
] as const;
/** The state an asset was handed over or returned in. */
export const ASSET_CONDITIONS = ['new', 'good', 'fair', 'damaged', 'lost'] as const;
/** A document expiring within this many days is highlighted and counted on the dashboard. */
export const DOCUMENT_EXPIRY_WARNING_DAYS = 30;

const note: TField = { key: 'note', type: 'textarea', max: 1000 };

/** A tab of the employee profile: records of one employee, under the employees page's privileges. */
function employeeRecord(
  r: Pick<TResource, 'key' | 'route' | 'table' | 'fields' | 'columns' | 'defaultSort'> & Partial<TResource>,
): TResource {
  return {
    page: 'employees',
    scope: 'tenant',
    parent: 'employee',
    sections: [{ label: 'general', fields: r.fields.map((f) => f.key) }],
    dlisting: false,
    ...r,
  };
}

const sortable = (...fields: string[]): TListColumn[] => fields.map((field) => ({ field, sortable: true }));

export const DEPENDANT = employeeRecord({
  key: 'dependant',
  route: 'dependants',
  table: 'employee_dependants',
  fields: [
    { key: 'name', type: 'text', required: true, max: 150 },
    { key: 'relation', type: 'select', required: true, options: DEPENDANT_RELATIONS },
    { key: 'dateOfBirth', type: 'date' },
    { key: 'mobile', type: 'text', max: 30 },
    note,
  ],
  columns: [{ field: 'name', sortable: true, searchable: true }, ...sortable('relation', 'dateOfBirth', 'mobile')],
  defaultSort: { field: 'name', dir: 'asc' },
  importRoute: 'employees/importdependant',
});

export const EMPLOYEE_NOTE = employeeRecord({
  key: 'employeeNote',
  route: 'listingnote',
  table: 'employee_notes',
  fields: [
    { key: 'title', type: 'text', required: true, max: 150 },
    { key: 'date', type: 'date', required: true },
    { key: 'noteCodeId', type: 'ref', ref: 'noteCode' },
    { key: 'note', type: 'textarea', required: true, max: 2000 },
  ],
  columns: [
    ...sortable('date'),
    { field: 'title', sortable: true, searchable: true },
    ...sortable('noteCodeId'),
    { field: 'note', searchable: true },
  ],
  defaultSort: { field: 'date', dir: 'desc' },
});

export const EMPLOYEE_DOCUMENT = employeeRecord({
  key: 'employeeDocument',
  route: 'ListingDocs',
  table: 'employee_documents',
  fields: [
    { key: 'documentTypeId', type: 'ref', ref: 'documentType', required: true },
    { key: 'number', type: 'text', max: 60 },
    { key: 'issueDate', type: 'date' },
    { key: 'expiryDate', type: 'date', notBefore: 'issueDate' },
    note,
  ],
  columns: [
    ...sortable('documentTypeId'),
    { field: 'number', sortable: true, searchable: true },
    ...sortable('issueDate', 'expiryDate'),
  ],
  defaultSort: { field: 'expiryDate', dir: 'asc' },
  attachment: true,
});

export const EMPLOYEE_ASSET = employeeRecord({
  key: 'employeeAsset',
  route: 'ListingAssts',
  table: 'employee_assets',
  fields: [
    { key: 'name', type: 'text', required: true, max: 150 },
    { key: 'assetTypeId', type: 'ref', ref: 'assetType', required: true },
    { key: 'serialNumber', type: 'text', max: 100 },
    { key: 'issuedDate', type: 'date', required: true },
    { key: 'returnedDate', type: 'date', notBefore: 'issuedDate' },
    { key: 'condition', type: 'select', required: true, options: ASSET_CONDITIONS, default: 'good' },
    note,
  ],
  columns: [
    { field: 'name', sortable: true, searchable: true },
    ...sortable('assetTypeId'),
    { field: 'serialNumber', sortable: true, searchable: true },
    ...sortable('issuedDate', 'returnedDate', 'condition'),
  ],
  defaultSort: { field: 'issuedDate', dir: 'desc' },
  importRoute: 'employees/importassets',
});

export const EMPLOYEE_POINT = employeeRecord({
  key: 'employeePoint',
  route: 'ListingPoints',
  table: 'employee_points',
  fields: [
    { key: 'date', type: 'date', required: true },
    { key: 'pointReasonId', type: 'ref', ref: 'pointReason', required: true, serverOptional: true },
    /** an award is positive, a spend negative; the balance is the sum */
    { key: 'points', type: 'int', required: true, min: -100_000, max: 100_000, hint: true },
    { key: 'remark', type: 'text', max: 300 },
  ],
  // a shop order's points (spent, or given back): written by the shop, never changed or deleted here
  computed: [{ key: 'orderNumber', type: 'text' }],
  columns: [
    ...sortable('date', 'pointReasonId', 'points'),
    { field: 'orderNumber', searchable: true },
    { field: 'remark', searchable: true },
  ],
  defaultSort: { field: 'date', dir: 'desc' },
  sum: 'points',
  lockedWhen: 'orderNumber',
});

export const EMPLOYEE_PROMOTION = employeeRecord({
  key: 'promotion',
  route: 'morepromotions',
  table: 'employee_promotions',
  fields: [
    { key: 'effectiveDate', type: 'date', required: true },
    /** what changes on that date (empty: stays as it is) */
    { key: 'position', type: 'text', max: 100 },
    { key: 'departmentId', type: 'ref', ref: 'department' },
    { key: 'basicSalary', type: 'decimal', min: 0, max: 999_999_999_999 },
    note,
  ],
  // what the job info was when the promotion was applied, and when
  computed: [
    { key: 'fromPosition', type: 'text' },
    { key: 'fromDepartmentId', type: 'ref', ref: 'department' },
    { key: 'fromBasicSalary', type: 'decimal' },
    { key: 'appliedOn', type: 'date' },
  ],
  columns: [
    ...sortable('effectiveDate'),
    { field: 'fromPosition' },
    { field: 'position', searchable: true },
    { field: 'fromDepartmentId' },
    { field: 'departmentId' },
    { field: 'fromBasicSalary' },
    { field: 'basicSalary' },
    ...sortable('appliedOn'),
  ],
  defaultSort: { field: 'effectiveDate', dir: 'desc' },
  lockedWhen: 'appliedOn',
  // salary changes alone, many at once
  importRoute: 'employees/importsalary',
});

/** Why an employee leaves. */
export const EXIT_REASONS = ['resignation', 'termination', 'contractEnd', 'retirement', 'other'] as const;
const money = (key: string): TField => ({ key, type: 'decimal', min: 0, max: 999_999_999_999 });

export const EMPLOYEE_SETTLEMENT = employeeRecord({
  key: 'settlement',
  route: 'listingsettlement',
  table: 'employee_settlements',
  fields: [
    { key: 'exitDate', type: 'date', required: true },
    { key: 'reason', type: 'select', required: true, options: EXIT_REASONS },
    { key: 'noticeDays', type: 'int', min: 0, max: 365 },
    // the final settlement: what is paid, and what is kept back
    money('noticePay'),
    money('leaveEncashment'),
    money('severancePay'),
    money('otherPayments'),
    money('deductions'),
    note,
  ],
  // the net of the items above, and the day the employee became In-Active
  computed: [
    { key: 'netAmount', type: 'decimal' },
    { key: 'appliedOn', type: 'date' },
  ],
  columns: [...sortable('exitDate', 'reason', 'noticeDays', 'netAmount', 'appliedOn')],
  defaultSort: { field: 'exitDate', dir: 'desc' },
  sections: [
    { label: 'exit', fields: ['exitDate', 'reason', 'noticeDays', 'note'] },
    {
      label: 'finalSettlement',
      fields: ['noticePay', 'leaveEncashment', 'severancePay', 'otherPayments', 'deductions'],
    },
  ],
  lockedWhen: 'appliedOn',
  importRoute: 'employees/importsettlementall',
});

/**
 * What an employee is paid or has deducted each period beyond the basic salary (issue 14): a pay code (an allowance,
 * a loan repayment, insurance) from a day and, if it ends, until a day; an amount of their own, or the pay code's.
 */
export const EMPLOYEE_PAY_ITEM = employeeRecord({
  key: 'employeePayItem',
  route: 'listingpayitem',
  table: 'employee_pay_items',
  fields: [
    { key: 'payCodeId', type: 'ref', ref: 'payCode', required: true },
    { key: 'amount', type: 'decimal', min: 0, max: 1_000_000_000, hint: true },
    { key: 'startDate', type: 'date', required: true },
    { key: 'endDate', type: 'date', notBefore: 'startDate', hint: true },
    note,
  ],
  columns: [...sortable('payCodeId', 'amount', 'startDate', 'endDate'), { field: 'note', searchable: true }],
  defaultSort: { field: 'startDate', dir: 'desc' },
});

/** The profile's record tabs, in tab order. */
export const EMPLOYEE_RECORDS: readonly TResource[] = [
  DEPENDANT,
  EMPLOYEE_NOTE,
  EMPLOYEE_DOCUMENT,
  EMPLOYEE_ASSET,
  EMPLOYEE_POINT,
  EMPLOYEE_PROMOTION,
  EMPLOYEE_PAY_ITEM,
  EMPLOYEE_SETTLEMENT,
];

/**
 * The tabs an employee reads on their own My Profile (read only): not HR's notes, not the settlement.
 */
export const SELF_RECORD_KEYS = [
  'dependant',
  'employeeDocument',
  'employeeAsset',
  'employeePoint',
  'promotion',
] as const;
export type TSelfRecordKey = (typeof SELF_RECORD_KEYS)[number];
