/** 24-hour `HH:MM`, 00:00–23:59. */
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * Overtime (issue 13, spec "Employee Overtime Request"): a request for hours worked beyond the plan on one day, at
 * one of four rate types; approved hours per rate are what payroll pays. Minutes are whole numbers; hours are shown.
 * Free of zod (the settings declaration, read on the web's first load, uses it); the API is in overtime-api.ts.
 */

/** The spec's OT types: 30 %, 100 %, 150 %, 200 %. */
export const OT_TYPES = [30, 100, 150, 200] as const;
export type TOtType = (typeof OT_TYPES)[number];
/** What a rate type is paid for (OT settings): work beyond the day's hours, at night, on a rest day, on a holiday. */
export const OT_APPLIES = ['normalDay', 'night', 'restDay', 'publicHoliday', 'unused'] as const;
export type TOtApplies = (typeof OT_APPLIES)[number];
/** One request covers at most this many minutes (a whole day). */
export const OT_MAX_MINUTES = 24 * 60;
/** Requests are listed at most this many days at a time. */
export const OT_LIST_MAX_DAYS = 400;

const minutesOfDay = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return h * 60 + m;
};

/**
 * Minutes from one 24-hour time to another on the OT day: a `to` not after `from` ends the next day (22:00–02:00 is
 * four hours); equal times are a whole day. Null when either is not `HH:MM`.
 */
export function otSpanMinutes(from: string, to: string): number | null {
  if (!TIME.test(from) || !TIME.test(to)) return null;
  const d = minutesOfDay(to) - minutesOfDay(from);
  return d > 0 ? d : d + OT_MAX_MINUTES;
}

/** Decimal hours of minutes, at most two decimals and no trailing zeros (90 → "1.5", 20 → "0.33"). */
export const otHours = (minutes: number) => String(Math.round((minutes / 60) * 100) / 100);

/** The default settings: each type paid at its own percentage, for what Cambodian law pays it for (payroll-rules 2.3). */
export const OT_DEFAULT_RATES: readonly { type: TOtType; appliesTo: TOtApplies; percent: string }[] = [
  { type: 30, appliesTo: 'night', percent: '30' },
  { type: 100, appliesTo: 'publicHoliday', percent: '100' },
  { type: 150, appliesTo: 'normalDay', percent: '150' },
  { type: 200, appliesTo: 'restDay', percent: '200' },
];
