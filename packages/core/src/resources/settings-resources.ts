import { FREQUENCIES, LANGUAGES } from '../constants.ts';
import { LETTER_KINDS } from '../letter-kinds.ts';
import { EMPLOYEE_RECORDS } from './employee-records.ts';
import { ATTENDANCE_EVALUATION, SHIFT } from './attendance-resources.ts';
import { LEAVE_TEMPLATE, LEAVE_TYPE } from './leave-resources.ts';
import { OT_SETTING } from './overtime-resources.ts';
import { EXCHANGE_RATE, NOTICE_PERIOD, PAY_CODE, PAYROLL_HEADER, TAX_TABLE } from './payroll-resources.ts';
import { code, description, name, nameCodeColumns, named } from './resource-builders.ts';
import type { TResource } from './resource-types.ts';
import { ORG_GROUP, ORGANIZATION } from './organization-resources.ts';
import { SHOP_CATEGORY, SHOP_SUBCATEGORY } from './shop-resources.ts';

export {
  ORG_GROUP,
  ORGANIZATION,
  ATTENDANCE_EVALUATION,
  EXCHANGE_RATE,
  LEAVE_TEMPLATE,
  LEAVE_TYPE,
  NOTICE_PERIOD,
  OT_SETTING,
  PAY_CODE,
  PAYROLL_HEADER,
  SHIFT,
  SHOP_CATEGORY,
  SHOP_SUBCATEGORY,
  TAX_TABLE,
};

export const DEPARTMENT: TResource = {
  key: 'department',
  route: 'settingsdepartment',
  table: 'departments',
  page: 'department',
  scope: 'organization',
  fields: [name(), code, { key: 'organizationId', type: 'ref', ref: 'organization', required: true }, description],
  columns: [
    ...nameCodeColumns,
    { field: 'organizationId', sortable: true },
    { field: 'description', searchable: true },
  ],
  defaultSort: { field: 'name', dir: 'asc' },
  sections: [{ label: 'general', fields: ['name', 'code', 'organizationId', 'description'] }],
  dlisting: true,
};

export const HOLIDAY: TResource = {
  key: 'holiday',
  route: 'settingsholidays',
  table: 'holidays',
  page: 'holidays',
  scope: 'organization',
  importRoute: 'holiday_bulk_import/import',
  fields: [
    { key: 'date', type: 'date', required: true },
    { key: 'name', type: 'text', required: true, max: 150 },
    { key: 'organizationId', type: 'ref', ref: 'organization' },
    { key: 'recurring', type: 'boolean', default: false },
    { key: 'halfDay', type: 'boolean', default: false },
  ],
  columns: [
    { field: 'date', sortable: true },
    { field: 'name', sortable: true, searchable: true },
    { field: 'organizationId', sortable: true },
    { field: 'recurring', sortable: true },
    { field: 'halfDay', sortable: true },
  ],
  defaultSort: { field: 'date', dir: 'asc' },
  sections: [{ label: 'general', fields: ['date', 'name', 'organizationId', 'recurring', 'halfDay'] }],
  dlisting: true,
};

export const BANK = named('bank', 'settingsbank', 'banks', 'bank', [
  { key: 'swiftCode', type: 'text', max: 11 },
  { key: 'branch', type: 'text', max: 100 },
]);

export const DOCUMENT_TYPE = named('documentType', 'settingsdocument_type', 'document_types', 'documentType', [
  { key: 'hasExpiry', type: 'boolean', default: false },
]);

export const ALLOWANCE_TYPE = named('allowanceType', 'settingsallownce_type', 'allowance_types', 'allowanceType', [
  { key: 'taxable', type: 'boolean', default: true },
]);

export const ALLOWANCE_CODE: TResource = {
  key: 'allowanceCode',
  route: 'settingsallownce_code',
  table: 'allowance_codes',
  page: 'allowanceCode',
  scope: 'tenant',
  fields: [
    { key: 'code', type: 'text', required: true, unique: true, max: 20 },
    { key: 'name', type: 'text', required: true, max: 100 },
    { key: 'allowanceTypeId', type: 'ref', ref: 'allowanceType', required: true },
    { key: 'amount', type: 'decimal', min: 0, max: 1_000_000_000 },
    { key: 'frequency', type: 'select', options: FREQUENCIES, default: 'Monthly', required: true },
    { key: 'taxable', type: 'boolean', default: true },
  ],
  columns: [
    { field: 'code', sortable: true, searchable: true },
    { field: 'name', sortable: true, searchable: true },
    { field: 'allowanceTypeId', sortable: true },
    { field: 'amount', sortable: true },
    { field: 'frequency', sortable: true },
    { field: 'taxable', sortable: true },
  ],
  defaultSort: { field: 'code', dir: 'asc' },
  sections: [{ label: 'general', fields: ['code', 'name', 'allowanceTypeId', 'amount', 'frequency', 'taxable'] }],
  dlisting: true,
};

export const NOTE_CODE: TResource = {
  key: 'noteCode',
  route: 'settingsnote_code',
  table: 'note_codes',
  page: 'noteCode',
  scope: 'tenant',
  fields: [
    { key: 'code', type: 'text', required: true, unique: true, max: 20 },
    { key: 'name', type: 'text', required: true, max: 100 },
    {
      key: 'kind',
      type: 'select',
      required: true,
      options: ['addition', 'deduction', 'information'],
      default: 'information',
    },
    description,
  ],
  columns: [
    { field: 'code', sortable: true, searchable: true },
    { field: 'name', sortable: true, searchable: true },
    { field: 'kind', sortable: true },
  ],
  defaultSort: { field: 'code', dir: 'asc' },
  sections: [{ label: 'general', fields: ['code', 'name', 'kind', 'description'] }],
  dlisting: true,
};

export const CATEGORY_TYPE = named('categoryType', 'settingscategory_type', 'category_types', 'categoryType');
export const COMPLAINT_TYPE = named('complaintType', 'settingscomplaint_type', 'complaint_types', 'complaintType');
export const ANNOUNCEMENT_TYPE = named(
  'announcementType',
  'settingsannoucement_type',
  'announcement_types',
  'announcementType',
  [{ key: 'colorCode', type: 'color', default: '#1c7ed6' }],
);
export const COURSE_TYPE = named('courseType', 'settingsc_type', 'course_types', 'courseType');
export const BLOG_TYPE = named('blogType', 'settingsblog_type', 'blog_types', 'blogType');
export const TICKET_CATEGORY = named(
  'ticketCategory',
  'settingsticketcategory',
  'ticket_categories',
  'ticketCategory',
  [
    {
      key: 'priority',
      type: 'select',
      options: ['low', 'moderate', 'high', 'veryHigh'],
      default: 'moderate',
      required: true,
    },
  ],
);
export const ACTIVITY_TYPE = named('activityType', 'settingsactivitytype', 'activity_types', 'activitySettings');
export const ACTIVITY_STATUS = named(
  'activityStatus',
  'settingsactivitystatus',
  'activity_statuses',
  'activitySettings',
  [
    { key: 'colorCode', type: 'color', default: '#868e96' },
    { key: 'isFinal', type: 'boolean', default: false },
  ],
);
export const ACTIVITY_EVALUATION = named(
  'activityEvaluation',
  'settingsactivityevalution',
  'activity_evaluations',
  'activitySettings',
  [{ key: 'valuation', type: 'int', min: 0, max: 200, required: true, default: 100 }],
);
/** Project groups (spec `/projectgroups`): a programme, a client or a site that projects are filed under. */
export const PROJECT_GROUP: TResource = {
  ...named('projectGroup', 'projectgroups', 'project_groups', 'projects'),
  section: 'workPlan',
};
export const CATEGORY = named('category', 'settingscategory', 'categories', 'category');
export const SUBCATEGORY: TResource = {
  ...named('subcategory', 'settingssubcategory', 'subcategories', 'category', [
    { key: 'categoryId', type: 'ref', ref: 'category', required: true },
  ]),
};
export const GROUP = named('group', 'settingssettings_groups', 'setting_groups', 'settingsGroups');

export const HR_FIELD: TResource = {
  key: 'hrField',
  route: 'settingshrfields',
  table: 'hr_fields',
  page: 'hrFields',
  scope: 'tenant',
  fields: [
    { key: 'label', type: 'text', required: true, unique: true, max: 100 },
    {
      key: 'fieldType',
      type: 'select',
      required: true,
      options: ['text', 'number', 'date', 'select'],
      default: 'text',
    },
    { key: 'options', type: 'options', showWhen: { field: 'fieldType', equals: 'select' } },
    { key: 'required', type: 'boolean', default: false },
  ],
  columns: [
    { field: 'label', sortable: true, searchable: true },
    { field: 'fieldType', sortable: true },
    { field: 'required', sortable: true },
  ],
  defaultSort: { field: 'label', dir: 'asc' },
  sections: [{ label: 'general', fields: ['label', 'fieldType', 'options', 'required'] }],
  dlisting: true,
};

export const ASSET_TYPE = named('assetType', 'settingsassets', 'asset_types', 'assetTypes', [
  { key: 'depreciationYears', type: 'int', min: 0, max: 50 },
]);

export const POINT_REASON: TResource = {
  key: 'pointReason',
  route: 'settingspoints',
  table: 'point_reasons',
  page: 'points',
  scope: 'tenant',
  fields: [
    { key: 'reason', type: 'text', required: true, unique: true, max: 150 },
    { key: 'points', type: 'int', required: true, min: -1000, max: 1000 },
    description,
  ],
  columns: [
    { field: 'reason', sortable: true, searchable: true },
    { field: 'points', sortable: true },
    { field: 'description', searchable: true },
  ],
  defaultSort: { field: 'reason', dir: 'asc' },
  sections: [{ label: 'general', fields: ['reason', 'points', 'description'] }],
  dlisting: true,
};

export const ORGANIZATION_SERIES: TResource = {
  key: 'organizationSeries',
  route: 'settingsorganizationseries',
  table: 'organization_series',
  page: 'organizationSeries',
  scope: 'organization',
  fields: [
    { key: 'organizationId', type: 'ref', ref: 'organization', required: true },
    { key: 'prefix', type: 'text', required: true, unique: true, max: 10 },
    { key: 'nextNumber', type: 'int', required: true, min: 1, max: 99_999_999, default: 1 },
    { key: 'padding', type: 'int', required: true, min: 1, max: 10, default: 4 },
  ],
  columns: [
    { field: 'prefix', sortable: true, searchable: true },
    { field: 'organizationId', sortable: true },
    { field: 'nextNumber', sortable: true },
    { field: 'padding', sortable: true },
  ],
  defaultSort: { field: 'prefix', dir: 'asc' },
  sections: [{ label: 'general', fields: ['organizationId', 'prefix', 'nextNumber', 'padding'] }],
  dlisting: true,
};

// Career masters (issue 4): the sidebar's Career admin section.
export const JOB_TYPE: TResource = {
  ...named('jobType', 'careerjob_type', 'career_job_types', 'jobType'),
  section: 'career',
};
export const JOB_TITLE: TResource = {
  ...named('jobTitle', 'carrerjob_title', 'career_job_titles', 'jobPost'),
  section: 'career',
};

export const JOB_DESCRIPTION: TResource = {
  key: 'jobDescription',
  route: 'careerjob_descripation',
  table: 'career_job_descriptions',
  page: 'jobDescription',
  scope: 'organization',
  section: 'career',
  fields: [
    { key: 'title', type: 'text', required: true, max: 150 },
    { key: 'organizationId', type: 'ref', ref: 'organization', required: true },
    { key: 'description', type: 'richtext' },
  ],
  columns: [
    { field: 'title', sortable: true, searchable: true },
    { field: 'organizationId', sortable: true },
  ],
  defaultSort: { field: 'title', dir: 'asc' },
  sections: [{ label: 'general', fields: ['title', 'organizationId', 'description'] }],
  dlisting: true,
};

/** Job post codes (JOB-0001): one series per organization; the next number moves on with each new post. */
export const JOB_ID_SERIES: TResource = {
  key: 'jobIdSeries',
  route: 'careerjob_id',
  table: 'career_job_id_series',
  page: 'jobPost',
  scope: 'organization',
  section: 'career',
  fields: [
    { key: 'prefix', type: 'text', required: true, unique: true, max: 10, default: 'JOB-' },
    { key: 'organizationId', type: 'ref', ref: 'organization', required: true, unique: true },
    { key: 'nextNumber', type: 'int', required: true, min: 1, max: 99_999_999, default: 1 },
    { key: 'padding', type: 'int', required: true, min: 1, max: 10, default: 4 },
  ],
  columns: [
    { field: 'prefix', sortable: true, searchable: true },
    { field: 'organizationId', sortable: true },
    { field: 'nextNumber', sortable: true },
    { field: 'padding', sortable: true },
  ],
  defaultSort: { field: 'prefix', dir: 'asc' },
  sections: [{ label: 'general', fields: ['organizationId', 'prefix', 'nextNumber', 'padding'] }],
  dlisting: true,
};

/** The disclosure applicants see and approve before applying; one per organization. */
export const DISCLOSURE: TResource = {
  key: 'disclosure',
  route: 'careerjobdisclouser',
  table: 'career_disclosures',
  page: 'jobFrontend',
  scope: 'organization',
  section: 'career',
  fields: [
    { key: 'organizationId', type: 'ref', ref: 'organization', required: true, unique: true },
    { key: 'description', type: 'richtext', required: true },
  ],
  columns: [
    { field: 'organizationId', sortable: true },
    { field: 'description', searchable: true },
  ],
  defaultSort: { field: 'organizationId', dir: 'asc' },
  sections: [{ label: 'general', fields: ['organizationId', 'description'] }],
  dlisting: true,
};

/**
 * HR letter templates (issue 15, `/hrLetterListing`): one per letter and language, its text with placeholders
 * (`{{employeeName}}`, letters-api.ts) filled when a letter is issued; the letter is filed on the employee's documents
 * tab under the template's document type.
 */
export const LETTER_TEMPLATE: TResource = {
  key: 'letterTemplate',
  route: 'hrlettertemplates',
  table: 'letter_templates',
  page: 'letters',
  scope: 'tenant',
  section: 'communication',
  fields: [
    { key: 'name', type: 'text', required: true, max: 150, unique: true, uniqueWith: ['language'] },
    { key: 'kind', type: 'select', required: true, options: LETTER_KINDS, default: 'employmentConfirmation' },
    { key: 'language', type: 'select', required: true, options: LANGUAGES, default: 'en' },
    { key: 'documentTypeId', type: 'ref', ref: 'documentType', required: true, hint: true },
    { key: 'title', type: 'text', required: true, max: 200 },
    { key: 'body', type: 'textarea', required: true, max: 10000, hint: true },
  ],
  columns: [
    { field: 'name', sortable: true, searchable: true },
    { field: 'kind', sortable: true },
    { field: 'language', sortable: true },
    { field: 'documentTypeId', sortable: true },
    { field: 'title', searchable: true },
  ],
  defaultSort: { field: 'name', dir: 'asc' },
  sections: [
    { label: 'general', fields: ['name', 'kind', 'language', 'documentTypeId'] },
    { label: 'letter', fields: ['title', 'body'] },
  ],
  dlisting: true,
};

/** Every declared resource, in the sidebar's settings order. */
export const RESOURCES: readonly TResource[] = [
  ORGANIZATION,
  ORG_GROUP,
  ORGANIZATION_SERIES,
  PAYROLL_HEADER,
  HOLIDAY,
  DEPARTMENT,
  POINT_REASON,
  LEAVE_TYPE,
  LEAVE_TEMPLATE,
  OT_SETTING,
  ASSET_TYPE,
  ALLOWANCE_TYPE,
  ALLOWANCE_CODE,
  NOTE_CODE,
  NOTICE_PERIOD,
  DOCUMENT_TYPE,
  GROUP,
  CATEGORY_TYPE,
  COMPLAINT_TYPE,
  ANNOUNCEMENT_TYPE,
  BANK,
  HR_FIELD,
  ATTENDANCE_EVALUATION,
  COURSE_TYPE,
  BLOG_TYPE,
  TICKET_CATEGORY,
  ACTIVITY_TYPE,
  ACTIVITY_STATUS,
  ACTIVITY_EVALUATION,
  PROJECT_GROUP,
  CATEGORY,
  SUBCATEGORY,
  JOB_TYPE,
  JOB_TITLE,
  JOB_DESCRIPTION,
  JOB_ID_SERIES,
  DISCLOSURE,
  SHIFT,
  PAY_CODE,
  TAX_TABLE,
  EXCHANGE_RATE,
  LETTER_TEMPLATE,
  SHOP_CATEGORY,
  SHOP_SUBCATEGORY,
];

/** Settings resources and the employee profile's record tabs: everything the generic resource routes serve. */
export const ALL_RESOURCES: readonly TResource[] = [...RESOURCES, ...EMPLOYEE_RECORDS];

export const resourceByKey = (key: string) => ALL_RESOURCES.find((r) => r.key === key);
export const resourceByRoute = (route: string) => RESOURCES.find((r) => r.route === route);
