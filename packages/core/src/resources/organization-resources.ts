import { named } from './resource-builders.ts';
import type { TResource } from './resource-types.ts';

/** The organization settings (spec /settingsorganization) and their groups: each company or branch of a tenant. */

/** Groups of organizations (spec /org_group): a holding's companies, a region's branches; lists filter by them. */
export const ORG_GROUP = named('orgGroup', 'org_group', 'organization_groups', 'organization');

/** The languages an organization's people default to (their login's own choice wins). */
export const ORG_LANGUAGES = ['en', 'km', 'zh'] as const;
/** custom: the tenant's changed texts apply to its people; machine: the shipped catalogues only (issue 20) */
export const TRANSLATION_TYPES = ['custom', 'machine'] as const;
/** Statutory packs payroll applies (issue 14, reference/payroll-rules.md). */
export const STATUTORY_PACKS = ['none', 'MY', 'KH'] as const;
/** ID card layouts (85.6 × 54 mm, landscape or portrait). */
export const ID_CARD_LAYOUTS = ['landscape', 'portrait'] as const;
/** Attendance QR codes: one printed code, or one that changes every `qrSeconds` on the organization's screen. */
export const QR_INTERVALS = ['static', 'dynamic'] as const;

export const ORGANIZATION: TResource = {
  key: 'organization',
  route: 'settingsorganization',
  table: 'organizations',
  page: 'organization',
  scope: 'tenant',
  fields: [
    { key: 'title', type: 'text', required: true, unique: true, max: 150 },
    { key: 'code', type: 'text', required: true, unique: true, max: 20 },
    { key: 'orgGroupId', type: 'ref', ref: 'orgGroup' },
    { key: 'address', type: 'textarea', max: 500 },
    { key: 'phone', type: 'text', max: 30 },
    { key: 'email', type: 'email', max: 150 },
    { key: 'website', type: 'text', max: 200 },
    { key: 'defaultLanguage', type: 'select', required: true, options: ORG_LANGUAGES, default: 'en' },
    {
      key: 'translationType',
      type: 'select',
      required: true,
      options: TRANSLATION_TYPES,
      default: 'custom',
      hint: true,
    },
    // every IANA zone and ISO 4217 currency (core/zones.ts via field-options.ts, kept out of the menu's bundle),
    // searchable, labelled in the UI language
    { key: 'timezone', type: 'select', required: true, labels: 'timeZone', default: 'Asia/Phnom_Penh' },
    { key: 'currency', type: 'select', required: true, labels: 'currency', default: 'USD' },
    { key: 'attendanceLocations', type: 'locations' },
    /** the radius a new location starts with */
    { key: 'attendanceRadius', type: 'int', min: 10, max: 10000, default: 100, hint: true },
    { key: 'qrInterval', type: 'select', required: true, options: QR_INTERVALS, default: 'static' },
    {
      key: 'qrSeconds',
      type: 'int',
      min: 10,
      max: 3600,
      default: 30,
      showWhen: { field: 'qrInterval', equals: 'dynamic' },
    },
    { key: 'kioskPassword', type: 'secret', min: 8, max: 128, hint: true },
    /** a check-out still missing this long after the shift's end is closed at the end, for HR to review */
    { key: 'checkoutMarginMinutes', type: 'int', required: true, min: 30, max: 1440, default: 240, hint: true },
    /** employees checking in or out on their phone add a photo from the camera */
    { key: 'checkInPhoto', type: 'boolean', default: false, hint: true },
    { key: 'colorCode', type: 'color', default: '#1c7ed6' },
    { key: 'idCardLayout', type: 'select', required: true, options: ID_CARD_LAYOUTS, default: 'landscape' },
    { key: 'idCardColor', type: 'color', hint: true },
    { key: 'idCardTextColor', type: 'color', default: '#ffffff' },
    { key: 'careersPublic', type: 'boolean', default: true, hint: true },
    { key: 'statutoryPack', type: 'select', required: true, options: STATUTORY_PACKS, default: 'none', hint: true },
    /** a month's salary over these days of these hours gives the daily and hourly rates (unpaid leave, overtime) */
    { key: 'payDaysPerMonth', type: 'int', required: true, min: 1, max: 31, default: 26, hint: true },
    { key: 'payHoursPerDay', type: 'decimal', required: true, min: 1, max: 24, scale: 2, default: 8, hint: true },
    /** Cambodia: the employee's NSSF pension taken off the salary before tax (unconfirmed: a setting, off) */
    {
      key: 'pensionBeforeTax',
      type: 'boolean',
      default: false,
      hint: true,
      showWhen: { field: 'statutoryPack', equals: 'KH' },
    },
    { key: 'payslipHeader', type: 'richtext', max: 5000 },
    { key: 'payslipFooter', type: 'richtext', max: 5000 },
  ],
  columns: [
    { field: 'title', sortable: true, searchable: true },
    { field: 'code', sortable: true, searchable: true },
    { field: 'orgGroupId', sortable: true },
    { field: 'address', sortable: true, searchable: true },
    { field: 'timezone', sortable: true },
    { field: 'colorCode' },
  ],
  defaultSort: { field: 'title', dir: 'asc' },
  maxRecords: { basic: 1 },
  sections: [
    {
      label: 'general',
      fields: [
        'title',
        'code',
        'orgGroupId',
        'address',
        'phone',
        'email',
        'website',
        'defaultLanguage',
        'translationType',
        'colorCode',
      ],
    },
    {
      label: 'attendance',
      fields: [
        'timezone',
        'attendanceLocations',
        'attendanceRadius',
        'checkoutMarginMinutes',
        'checkInPhoto',
        'qrInterval',
        'qrSeconds',
        'kioskPassword',
      ],
    },
    {
      label: 'payroll',
      fields: [
        'currency',
        'statutoryPack',
        'payDaysPerMonth',
        'payHoursPerDay',
        'pensionBeforeTax',
        'payslipHeader',
        'payslipFooter',
      ],
    },
    { label: 'idCard', fields: ['idCardLayout', 'idCardColor', 'idCardTextColor'] },
    { label: 'careers', fields: ['careersPublic'] },
  ],
  dlisting: true,
};
