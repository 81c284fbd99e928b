import { Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { THrFieldDefinition } from '@staffdesk/core/employees';
import { DayInput } from '../../platform/day-input.component.tsx';

/** One custom HR field (settings `hrfields`) as its declaration asks: a choice, a date, a number or text. */
export function HrFieldInput({
  f,
  value,
  onChange,
  error,
}: {
  f: THrFieldDefinition;
  value: string;
  onChange: (v: string) => void;
  error?: string;
}) {
  const { t } = useTranslation('common');
  const key = `hrFields.${f.id}`;
  const props = { label: f.label, withAsterisk: f.required, error, 'data-field': key };
  if (f.fieldType === 'select')
    return (
      <Select
        {...props}
        data={f.options}
        value={value || null}
        onChange={(v) => onChange(v ?? '')}
        clearable={!f.required}
        placeholder={t('common:form.choose')}
      />
    );
  if (f.fieldType === 'date') return <DayInput {...props} value={value} onChange={onChange} clearable={!f.required} />;
  return (
    <TextInput
      {...props}
      inputMode={f.fieldType === 'number' ? 'decimal' : undefined}
      maxLength={500}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}
