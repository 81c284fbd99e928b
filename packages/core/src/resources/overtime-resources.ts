import { OT_APPLIES, OT_DEFAULT_RATES, type TOtType } from '../overtime.ts';
import type { TField, TResource } from './resource-types.ts';

const rate = (type: TOtType): TField[] => {
  const d = OT_DEFAULT_RATES.find((r) => r.type === type)!;
  return [
    { key: `rate${type}AppliesTo`, type: 'select', options: OT_APPLIES, required: true, default: d.appliesTo },
    { key: `rate${type}Percent`, type: 'decimal', required: true, min: 0, max: 1000, default: d.percent, hint: true },
  ];
};

/**
 * OT settings (`/settingsot`, issue 13): per organization and from a day on, what each of the four OT types is paid
 * for and at what percentage of the hourly rate. Payroll pays approved OT at the setting in force on its day; a new
 * record from a later day changes the rates without rewriting the past.
 */
export const OT_SETTING: TResource = {
  key: 'otSetting',
  route: 'settingsot',
  table: 'ot_settings',
  page: 'otSettings',
  scope: 'organization',
  fields: [
    { key: 'effectiveFrom', type: 'date', required: true, hint: true },
    { key: 'organizationId', type: 'ref', ref: 'organization', required: true },
    ...rate(30),
    ...rate(100),
    ...rate(150),
    ...rate(200),
    { key: 'description', type: 'textarea' },
  ],
  columns: [
    { field: 'effectiveFrom', sortable: true },
    { field: 'organizationId', sortable: true },
    { field: 'rate30AppliesTo' },
    { field: 'rate100AppliesTo' },
    { field: 'rate150AppliesTo' },
    { field: 'rate200AppliesTo' },
    { field: 'description', searchable: true },
  ],
  defaultSort: { field: 'effectiveFrom', dir: 'desc' },
  sections: [
    { label: 'general', fields: ['organizationId', 'effectiveFrom', 'description'] },
    {
      label: 'otRates',
      fields: [
        'rate30AppliesTo',
        'rate30Percent',
        'rate100AppliesTo',
        'rate100Percent',
        'rate150AppliesTo',
        'rate150Percent',
        'rate200AppliesTo',
        'rate200Percent',
      ],
    },
  ],
  dlisting: true,
};
