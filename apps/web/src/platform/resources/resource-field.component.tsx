import { RemoteSelect } from '../remote-select.component.tsx';
import { fieldOptions } from '@staffdesk/core/resources/field-options';
import { DayInput, MonthInput, TimeOfDayInput } from '../day-input.component.tsx';
import { ISO_WEEK, weekdayName } from '../../shell/date-format.ts';
import { lazy, Suspense } from 'react';
import {
  Chip,
  ColorInput,
  Grid,
  Group,
  Input,
  NumberInput,
  Select,
  Skeleton,
  PasswordInput,
  Switch,
  TagsInput,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isListField, textMax, type TField, type TResource } from '@staffdesk/core/resources/resource-types';
import { RADIUS_MAX, RADIUS_MIN } from '@staffdesk/core/locations';
import { resourceOptionSearch } from './resource.api.ts';
import {
  isVisible,
  type TBracketDraft,
  type TFormValue,
  type TFormValues,
  type TEntitlementDraft,
  type TLocationDraft,
} from './resource-form-values.ts';
import { BracketsInput } from './brackets-input.component.tsx';
import { EntitlementsInput } from './entitlements-input.component.tsx';
import { LocationsInput } from './locations-input.component.tsx';
import { fieldErrorText, fieldHint, fieldLabel, optionLabel } from './resource-text.ts';

/** tiptap is large: only forms with a rich-text field load it. */
const RichTextInput = lazy(() =>
  import('../rich-text-editor.component.tsx').then((m) => ({ default: m.RichTextInput })),
);

/** A choice list this long gets a search box. */
const SEARCHABLE_FROM = 8;
const COLOR_SWATCHES = [
  '#1c7ed6',
  '#1098ad',
  '#0ca678',
  '#37b24d',
  '#f59f00',
  '#f76707',
  '#e03131',
  '#d6336c',
  '#ae3ec9',
  '#7048e8',
  '#868e96',
  '#212529',
];

export type TResourceFieldProps = {
  resource: TResource;
  field: TField;
  value: TFormValue;
  onChange: (value: TFormValue) => void;
  error?: string;
  disabled?: boolean;
  /** the record being edited: its `<ref>Label` names a reference that is no longer among the options */
  record?: Record<string, unknown> | null;
  /** a list field's row errors: codes by `<key>.<row>.<part>` */
  rowErrors?: Record<string, string>;
  /** the form's other values (a new place's radius comes from `attendanceRadius`) */
  values?: TFormValues;
};

const HINT_BELOW: ('label' | 'input' | 'description' | 'error')[] = ['label', 'input', 'description', 'error'];

const asString = (v: TFormValue) => (typeof v === 'string' ? v : v === null || v === undefined ? '' : String(v));

/**
 * A reference field: its options searched on the server as the user types (a long list is never cut silently); the
 * current value stays shown, by the label the record carries, even when it is not offered any more.
 */
function RefSelect({ field, value, record, ...props }: TResourceFieldProps & { label: string }) {
  const { t } = useTranslation('common');
  const label = record?.[`${field.key}Label`];
  return (
    <RemoteSelect
      label={props.label}
      withAsterisk={field.required}
      value={asString(value)}
      onChange={(v) => props.onChange(v)}
      query={resourceOptionSearch(field.ref ?? '')}
      currentLabel={typeof label === 'string' && label ? label : null}
      clearable={!field.required}
      allowDeselect={!field.required}
      placeholder={t('form.choose')}
      error={props.error}
      disabled={props.disabled}
      data-testid={`field-${field.key}`}
    />
  );
}

/** A list field's row errors by `<row>.<part>`, and '' for the list itself when it has one. */
function rowErrorsOf(key: string, all: Record<string, string> | undefined, error: string | undefined) {
  const prefix = `${key}.`;
  const rows: Record<string, string> = Object.fromEntries(
    Object.entries(all ?? {})
      .filter(([k]) => k.startsWith(prefix))
      .map(([k, v]) => [k.slice(prefix.length), v]),
  );
  if (error) rows[''] = all?.[key] ?? 'invalid';
  return rows;
}

/** One input of a generic form, chosen by the field's declared type. */
export function ResourceField(props: TResourceFieldProps) {
  const { t, i18n } = useTranslation(['resources', 'common']);
  const { resource: r, field: f, value, onChange, error, disabled } = props;
  const label = fieldLabel(t, r, f.key);
  const common = {
    label,
    // a hint goes under the input, so inputs side by side stay aligned
    ...(f.hint ? { description: fieldHint(t, r, f.key), inputWrapperOrder: HINT_BELOW } : {}),
    withAsterisk: f.required,
    error,
    disabled,
    'data-testid': `field-${f.key}`,
  };

  switch (f.type) {
    case 'text':
    case 'email':
      return (
        <TextInput
          {...common}
          type={f.type === 'email' ? 'email' : 'text'}
          maxLength={textMax(f)}
          value={asString(value)}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
    case 'textarea':
      return (
        <Textarea
          {...common}
          autosize
          // a long text (a letter) gets a page-like box; a note a few lines
          minRows={textMax(f) > 2000 ? 12 : 3}
          maxRows={textMax(f) > 2000 ? 30 : 10}
          maxLength={textMax(f)}
          value={asString(value)}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
    case 'richtext':
      return (
        <Suspense fallback={<Skeleton h={220} data-testid={`field-${f.key}-loading`} />}>
          <RichTextInput
            label={label}
            required={f.required}
            error={error}
            disabled={disabled}
            value={asString(value)}
            onChange={(html) => onChange(html)}
            testId={`field-${f.key}`}
          />
        </Suspense>
      );
    case 'int':
    case 'decimal':
      return (
        <NumberInput
          {...common}
          value={typeof value === 'number' || typeof value === 'string' ? value : ''}
          onChange={(v) => onChange(v)}
          allowDecimal={f.type === 'decimal'}
          decimalScale={f.type === 'decimal' ? 2 : undefined}
          allowNegative={f.min === undefined || f.min < 0}
          min={f.min}
          max={f.max}
          // out-of-range input is shown as an error, not silently changed
          clampBehavior="none"
          hideControls={f.type === 'decimal'}
          inputMode={f.type === 'decimal' ? 'decimal' : 'numeric'}
          styles={{ input: { fontVariantNumeric: 'tabular-nums' } }}
        />
      );
    case 'duration':
      // hours:minutes (1:30); a colon is needed, so the full keyboard
      return (
        <TextInput
          {...common}
          value={asString(value)}
          onChange={(e) => onChange(e.currentTarget.value)}
          placeholder="0:00"
          maxLength={6}
          styles={{ input: { fontVariantNumeric: 'tabular-nums' } }}
        />
      );
    case 'weekdays': {
      const days = Array.isArray(value) ? (value as number[]).map(String) : [];
      return (
        <Input.Wrapper {...common} data-testid={undefined}>
          <Chip.Group multiple value={days} onChange={(v) => onChange(v.map(Number).sort((a, b) => a - b))}>
            <Group gap={6} mt={4} data-testid={`field-${f.key}`}>
              {ISO_WEEK.map((d) => (
                <Chip key={d} value={String(d)} size="sm" disabled={disabled}>
                  {weekdayName(d, i18n.language)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </Input.Wrapper>
      );
    }
    case 'date':
      return <DayInput {...common} value={asString(value)} onChange={onChange} clearable={!f.required} />;
    case 'month':
      return <MonthInput {...common} value={asString(value)} onChange={onChange} clearable={!f.required} />;
    case 'time':
      // 24 hours whatever the browser's locale; its value is HH:MM
      return <TimeOfDayInput {...common} value={asString(value)} onChange={onChange} />;
    case 'boolean':
      return (
        <Switch
          label={label}
          checked={value === true}
          onChange={(e) => onChange(e.currentTarget.checked)}
          description={f.hint ? fieldHint(t, r, f.key) : undefined}
          error={error}
          disabled={disabled}
          mt={{ base: 0, md: 'lg' }}
          data-testid={`field-${f.key}`}
        />
      );
    case 'color':
      return (
        <ColorInput
          {...common}
          format="hex"
          swatches={COLOR_SWATCHES}
          swatchesPerRow={6}
          value={asString(value)}
          onChange={(v) => onChange(v)}
          placeholder="#1c7ed6"
          eyeDropperButtonProps={{ 'aria-label': t('common:form.pickColor') }}
        />
      );
    case 'select': {
      const options = fieldOptions(f);
      return (
        <Select
          {...common}
          data={options.map((o) => ({ value: o, label: optionLabel(t, f, o) }))}
          value={asString(value) || null}
          onChange={(v) => onChange(v ?? '')}
          searchable={options.length >= SEARCHABLE_FROM}
          clearable={!f.required}
          allowDeselect={!f.required}
          placeholder={t('common:form.choose')}
          nothingFoundMessage={t('common:form.nothingFound')}
        />
      );
    }
    case 'ref':
      return <RefSelect {...props} label={label} />;
    case 'locations': {
      const rowErrors = rowErrorsOf(f.key, props.rowErrors, error);
      const radius = props.values?.attendanceRadius;
      return (
        <LocationsInput
          label={label}
          value={Array.isArray(value) ? (value as TLocationDraft[]) : []}
          onChange={onChange}
          errors={rowErrors}
          errorText={(code, part) =>
            fieldErrorText(
              t,
              r,
              part === 'radius' ? { key: 'radius', type: 'int', min: RADIUS_MIN, max: RADIUS_MAX } : undefined,
              code,
            )
          }
          defaultRadius={typeof radius === 'number' ? radius : 100}
          disabled={disabled}
          testId={`field-${f.key}`}
        />
      );
    }
    case 'entitlements': {
      const rowErrors = rowErrorsOf(f.key, props.rowErrors, error);
      return (
        <EntitlementsInput
          label={label}
          value={Array.isArray(value) ? (value as TEntitlementDraft[]) : []}
          onChange={onChange}
          errors={rowErrors}
          errorText={(code, part) =>
            fieldErrorText(
              t,
              r,
              part === 'days' || part === 'carryCap'
                ? { key: part, type: 'decimal', min: 0, max: 366 }
                : part === 'carryExpiryMonths'
                  ? { key: part, type: 'int', min: 0, max: 12 }
                  : undefined,
              code,
            )
          }
          disabled={disabled}
          testId={`field-${f.key}`}
        />
      );
    }
    case 'brackets': {
      const rowErrors = rowErrorsOf(f.key, props.rowErrors, error);
      return (
        <BracketsInput
          label={label}
          value={Array.isArray(value) ? (value as TBracketDraft[]) : []}
          onChange={onChange}
          errors={rowErrors}
          errorText={(code, part) =>
            fieldErrorText(t, r, part === 'rate' ? { key: part, type: 'decimal', min: 0, max: 100 } : undefined, code)
          }
          disabled={disabled}
          testId={`field-${f.key}`}
        />
      );
    }
    case 'secret': {
      const set = props.record?.[`${f.key}Set`] === true;
      return (
        <PasswordInput
          {...common}
          // a hint says whether one is set, under the input like the others
          description={t(set ? 'common:form.secretSet' : 'common:form.secretNotSet')}
          inputWrapperOrder={HINT_BELOW}
          autoComplete="new-password"
          maxLength={f.max}
          value={asString(value)}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
    }
    case 'options':
      return (
        <TagsInput
          {...common}
          value={Array.isArray(value) ? (value as string[]) : []}
          onChange={(v) => onChange(v)}
          splitChars={[',', ';']}
          clearable
          maxTags={100}
          placeholder={t('common:form.tagsPlaceholder')}
          description={t('common:form.tagsHint')}
        />
      );
  }
}

/** Fields that take a whole row of a form. */
const WIDE_TYPES: readonly TField['type'][] = [
  'textarea',
  'richtext',
  'options',
  'locations',
  'entitlements',
  'brackets',
];

/**
 * The grid columns of some of a form's fields (a section, or all of them in a dialog): hidden ones left out, wide
 * types on a row of their own, each with its translated error.
 */
export function ResourceFieldCols({
  resource: r,
  keys,
  values,
  errors,
  onChange,
  disabled,
  record,
  wideFrom = 'md',
}: {
  resource: TResource;
  keys: readonly string[];
  values: TFormValues;
  errors: Record<string, string>;
  onChange: (key: string, value: TFormValue) => void;
  disabled?: boolean;
  record?: Record<string, unknown> | null;
  /** from this width two fields share a row */
  wideFrom?: 'sm' | 'md';
}) {
  const { t } = useTranslation(['resources', 'common']);
  return keys.map((key) => {
    const f = r.fields.find((x) => x.key === key);
    if (!f || !isVisible(f, values)) return null;
    const code = errors[key];
    return (
      <Grid.Col key={key} span={{ base: 12, [wideFrom]: WIDE_TYPES.includes(f.type) ? 12 : 6 }}>
        <ResourceField
          resource={r}
          field={f}
          value={values[key] ?? null}
          onChange={(v) => onChange(key, v)}
          error={code ? fieldErrorText(t, r, f, code) : undefined}
          disabled={disabled}
          record={record}
          rowErrors={isListField(f) ? errors : undefined}
          values={values}
        />
      </Grid.Col>
    );
  });
}
