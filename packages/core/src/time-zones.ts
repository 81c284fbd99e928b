import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { addDays } from './dates.ts';
import { TIME_ZONES } from './zones.ts';

/**
 * Days in a time zone (issue 10): "today" and a day's boundaries are the organization's — not the server's, not
 * UTC. Attendance, leave and payroll count days with these; never with `new Date().toISOString()`.
 */

const ZONES = new Set(TIME_ZONES);
export const isTimeZone = (tz: string): boolean => ZONES.has(tz);

/** The calendar day (`YYYY-MM-DD`) it is in `tz` at `now`. */
export const todayIn = (tz: string, now: Date = new Date()): string => format(new TZDate(now, tz), 'yyyy-MM-dd');

/** The instant a day starts in `tz` (its local midnight). */
export function dayStartIn(tz: string, day: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(y, m - 1, d, tz).getTime());
}

/**
 * A day in `tz` as the instants [start, end): 24 hours long, or 23 or 25 where the clocks change that day. Filter
 * instants with `start <= t < end`.
 */
export const dayRangeIn = (tz: string, day: string) => ({
  start: dayStartIn(tz, day),
  end: dayStartIn(tz, addDays(day, 1)),
});

/** The wall-clock time (`HH:mm`, 24-hour) an instant shows in `tz`. */
export const timeIn = (tz: string, at: Date): string => format(new TZDate(at, tz), 'HH:mm');

/** An instant as the day and time of day it is in a zone: `{ day: 'YYYY-MM-DD', time: 'HH:mm' }`. */
export const localDayTime = (tz: string, at: Date) => ({ day: todayIn(tz, at), time: timeIn(tz, at) });
