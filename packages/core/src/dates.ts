import { z } from 'zod';

const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
const DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** `YYYY-MM-DD` naming a real calendar day (no 2026-02-30, no month 13), year 0001–9999 (PostgreSQL has no year 0). */
export function isCalendarDate(v: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < 1 || mo < 1 || mo > 12 || d < 1) return false;
  return d <= (mo === 2 && isLeap(y) ? 29 : DAYS[mo - 1]!);
}

/**
 * The one schema for a date that comes in (bodies and query filters alike): `YYYY-MM-DD`, a real day, else the
 * field error 'invalidDate'. Anything looser reaches PostgreSQL and fails there (a 500).
 */
export const ZDate = z
  .string({ error: 'required' })
  .refine(isCalendarDate, { error: 'invalidDate' })
  // the JSON Schema (API docs, the isolation walk's samples) says what it is
  .meta({ format: 'date' });

/**
 * A day typed by a person or read from a spreadsheet, as `YYYY-MM-DD`: DD-MM-YYYY (the app's display form, also
 * with / or .) or YYYY-MM-DD; null when it names no real day. Never month-first: 03-04-2026 is 3 April.
 */
export function parseDay(text: string): string | null {
  const v = text.trim();
  const dmy = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(v);
  const iso = dmy ? `${dmy[3]}-${dmy[2]!.padStart(2, '0')}-${dmy[1]!.padStart(2, '0')}` : v;
  return isCalendarDate(iso) ? iso : null;
}

/** `YYYY-MM-DD` as the app shows a day: DD-MM-YYYY. */
export const showDay = (iso: string) => `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`;

/** The UTC calendar day of an instant, `YYYY-MM-DD` (a spreadsheet's date cell, a day computed in UTC). */
export const utcDay = (d: Date): string => d.toISOString().slice(0, 10);

/** `YYYY-MM-DD` plus `n` calendar days (negative: before). */
export function addDays(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return utcDay(new Date(Date.UTC(y, m - 1, d + n)));
}

/** ISO weekday of a `YYYY-MM-DD`: 1 Monday … 7 Sunday. */
export function isoWeekday(day: string): number {
  const d = new Date(`${day}T00:00:00Z`).getUTCDay();
  return d === 0 ? 7 : d;
}

/** The Monday of the week a day falls in. */
export const mondayOf = (day: string) => addDays(day, 1 - isoWeekday(day));

/** The first and last day of the month a day falls in. */
export function monthOf(day: string): { from: string; to: string } {
  const from = `${day.slice(0, 8)}01`;
  return { from, to: addDays(`${addDays(from, 32).slice(0, 8)}01`, -1) };
}

/** The first day of the month `n` months after the one `day` falls in (negative: before). */
export function monthStart(day: string, n = 0): string {
  const [y, m] = day.split('-').map(Number) as [number, number];
  return utcDay(new Date(Date.UTC(y, m - 1 + n, 1)));
}

/** Days from `from` to `to`, both counted (1 for the same day; 0 or less when `to` is earlier). */
export const daysFromTo = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** Whole years from `birth` to `day` (ISO dates): a birthday on 29 February counts on 1 March in other years. */
export function ageOn(birth: string, day: string): number {
  const years = Number(day.slice(0, 4)) - Number(birth.slice(0, 4));
  return day.slice(5) < birth.slice(5) ? years - 1 : years;
}
