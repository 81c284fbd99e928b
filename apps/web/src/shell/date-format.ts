import { intlLocale } from './i18n.ts';

export type TDateStyle = 'full' | 'medium';

const KM_WEEKDAYS = ['អាទិត្យ', 'ច័ន្ទ', 'អង្គារ', 'ពុធ', 'ព្រហស្បតិ៍', 'សុក្រ', 'សៅរ៍'];
const KM_MONTHS = ['មករា', 'កុម្ភៈ', 'មីនា', 'មេសា', 'ឧសភា', 'មិថុនា', 'កក្កដា', 'សីហា', 'កញ្ញា', 'តុលា', 'វិច្ឆិកា', 'ធ្នូ'];

/** Browsers built with reduced ICU data (Debian's Chromium among them) have no Khmer calendar names. */
function intlHasKhmer(): boolean {
  return Intl.DateTimeFormat.supportedLocalesOf(['km-KH']).length > 0;
}

function khmerDate(date: Date, style: TDateStyle): string {
  // Latin digits, as everywhere in the Khmer UI (glossary)
  const day = String(date.getDate());
  const month = KM_MONTHS[date.getMonth()] ?? '';
  const year = String(date.getFullYear());
  if (style === 'medium') return `${day} ${month} ${year}`;
  return `ថ្ងៃ${KM_WEEKDAYS[date.getDay()] ?? ''} ទី${day} ខែ${month} ឆ្នាំ${year}`;
}

/** A calendar date in the UI language: `full` has the weekday and month name, `medium` is compact. */
export function formatDate(date: Date, language: string, style: TDateStyle = 'medium'): string {
  if (language === 'km' && !intlHasKhmer()) return khmerDate(date, style);
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: style }).format(date);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Today in the browser's time zone as `YYYY-MM-DD`: the day a person means when they pick "today". */
export function browserToday(at: Date = new Date()): string {
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

/** This month in the browser's time zone as `YYYY-MM`. */
export const browserMonth = (at: Date = new Date()): string => browserToday(at).slice(0, 7);

/** A calendar day `YYYY-MM-DD` as the spec shows dates: DD-MM-YYYY. Anything else is returned as it is. */
export function formatDay(value: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return m ? `${m[3]}-${m[2]}-${m[1]}` : value;
}

/** An instant in the browser's time zone: DD-MM-YYYY HH:mm (24-hour, spec 9), with seconds when asked. */
export function formatDateTime(value: string | Date, withSeconds = false): string {
  const d = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(d.getTime())) return String(value);
  const day = `${pad(d.getDate())}-${pad(d.getMonth() + 1)}-${d.getFullYear()}`;
  const time = `${pad(d.getHours())}:${pad(d.getMinutes())}${withSeconds ? `:${pad(d.getSeconds())}` : ''}`;
  return `${day} ${time}`;
}

/** 2024-01-01 was a Monday: ISO day n (1 = Monday … 7 = Sunday) falls on January n. */
const isoDayDate = (isoDay: number) => new Date(2024, 0, isoDay);

/** The name of an ISO weekday (1 = Monday … 7 = Sunday) in the UI language; `short` for chips and grid headers. */
export function weekdayName(isoDay: number, language: string, style: 'short' | 'long' = 'short'): string {
  if (language === 'km' && !intlHasKhmer()) return KM_WEEKDAYS[isoDay % 7] ?? '';
  return new Intl.DateTimeFormat(intlLocale(language), { weekday: style }).format(isoDayDate(isoDay));
}

/** Monday to Sunday. */
export const ISO_WEEK = [1, 2, 3, 4, 5, 6, 7] as const;

/** A month and its year in the UI language ("November 2026", "ខែវិច្ឆិកា 2026", "2026年11月"). */
export function formatMonth(date: Date, language: string): string {
  if (language === 'km' && !intlHasKhmer()) return `ខែ${KM_MONTHS[date.getMonth()] ?? ''} ${date.getFullYear()}`;
  return new Intl.DateTimeFormat(intlLocale(language), { month: 'long', year: 'numeric' }).format(date);
}

/** A calendar month `YYYY-MM` short, for chart axes and report rows ("Nov 2026", "វិច្ឆិកា 2026", "2026年11月"). */
export function formatMonthShort(month: string, language: string): string {
  const date = new Date(`${month}-15T00:00:00Z`);
  if (language === 'km' && !intlHasKhmer()) return `${KM_MONTHS[date.getUTCMonth()] ?? ''} ${date.getUTCFullYear()}`;
  return new Intl.DateTimeFormat(intlLocale(language), { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    date,
  );
}
