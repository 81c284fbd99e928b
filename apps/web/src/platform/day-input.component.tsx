import '@mantine/dates/styles.css';
import {
  DateInput,
  MonthPickerInput,
  TimePicker,
  type DateInputProps,
  type MonthPickerInputProps,
  type TimePickerProps,
} from '@mantine/dates';
import 'dayjs/locale/km';
import 'dayjs/locale/zh-cn';
import { useTranslation } from 'react-i18next';
import { parseDay } from '@staffdesk/core/dates';

const DAYJS_LOCALES: Record<string, string> = { en: 'en', km: 'km', zh: 'zh-cn' };

type TDayInputProps = Omit<DateInputProps, 'value' | 'onChange' | 'valueFormat' | 'dateParser' | 'locale'> & {
  /** `YYYY-MM-DD`, or '' for none */
  value: string;
  onChange: (day: string) => void;
};

/**
 * A day, shown and typed as DD-MM-YYYY whatever the browser's locale (ISO typed in is taken too), with a calendar
 * in the UI language. Its value is `YYYY-MM-DD` ('' when empty), as the API takes it.
 */
export function DayInput({ value, onChange, ...rest }: TDayInputProps) {
  const { i18n } = useTranslation();
  return (
    <DateInput
      valueFormat="DD-MM-YYYY"
      dateParser={(typed) => parseDay(typed)}
      placeholder="DD-MM-YYYY"
      locale={DAYJS_LOCALES[i18n.language] ?? 'en'}
      value={value || null}
      onChange={(d) => onChange(d ?? '')}
      styles={{ input: { fontVariantNumeric: 'tabular-nums' } }}
      {...rest}
    />
  );
}

/** A time of day in 24 hours (HH:mm) whatever the browser's locale. */
export function TimeOfDayInput(props: Omit<TimePickerProps, 'format' | 'withSeconds'>) {
  return (
    <TimePicker
      format="24h"
      withSeconds={false}
      styles={{ input: { fontVariantNumeric: 'tabular-nums' } }}
      {...props}
    />
  );
}

type TMonthInputProps = Omit<MonthPickerInputProps, 'value' | 'onChange' | 'valueFormat' | 'locale' | 'type'> & {
  /** `YYYY-MM`, or '' for none */
  value: string;
  onChange: (month: string) => void;
};

/** A month, shown as MM-YYYY with month names in the UI language; its value is `YYYY-MM` ('' when empty). */
export function MonthInput({ value, onChange, ...rest }: TMonthInputProps) {
  const { i18n } = useTranslation();
  return (
    <MonthPickerInput
      valueFormat="MM-YYYY"
      locale={DAYJS_LOCALES[i18n.language] ?? 'en'}
      value={value ? `${value}-01` : null}
      onChange={(d) => onChange(d ? String(d).slice(0, 7) : '')}
      styles={{ input: { fontVariantNumeric: 'tabular-nums' } }}
      {...rest}
    />
  );
}
