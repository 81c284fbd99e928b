import { z } from 'zod';
import { ZDate } from './dates.ts';
import { ZOptionalId } from './form-fields.ts';

/**
 * The staffing report (`/reports/staffingReport`, issue 19): headcount over a period, joiners and leavers, turnover,
 * by one dimension, within the viewer's scope.
 * - GET /reports/staffing?from=&to=&groupBy=&organizationId=&departmentId= → TStaffingReport
 * - GET /reports/staffing/export.csv|xlsx?part=months|groups&… → that table
 *
 * A person is on the staff from their join date (else the day their record was made) to their last day (the exit
 * date; an In-Active person without one left on the day they were made In-Active). Headcount "at the start" counts
 * those on the staff the day before `from` who had not left by then; "at the end" those on the staff after `to`, so
 * end = start + joiners − leavers. Turnover = leavers ÷ the average of the two × 100. People are grouped by what
 * they are today (department, position…): a move between departments is not a leaver and a joiner.
 */
export const STAFFING_GROUPS = ['organization', 'department', 'position', 'gender', 'employmentType'] as const;
export type TStaffingGroup = (typeof STAFFING_GROUPS)[number];

/** the longest period the report covers: five years */
export const STAFFING_DAYS_MAX = 1827;

export const ZStaffingQuery = z.object({
  from: ZDate,
  to: ZDate,
  groupBy: z.enum(STAFFING_GROUPS).default('department'),
  organizationId: ZOptionalId,
  departmentId: ZOptionalId,
});
export type TStaffingQuery = z.input<typeof ZStaffingQuery>;

export const STAFFING_PARTS = ['months', 'groups'] as const;

const ZFigures = z.object({
  /** on the staff when the period (or month) began */
  start: z.number(),
  /** on the staff when it ended */
  end: z.number(),
  joiners: z.number(),
  leavers: z.number(),
  /** leavers ÷ average headcount × 100, one decimal; null when nobody was on the staff */
  turnover: z.number().nullable(),
});
export type TStaffingFigures = z.infer<typeof ZFigures>;

export const ZStaffingMonth = ZFigures.extend({ month: z.string() });
export type TStaffingMonth = z.infer<typeof ZStaffingMonth>;

export const ZStaffingRow = ZFigures.extend({
  /** the group's id or code; null for people without one (no department, position, gender…) */
  key: z.string().nullable(),
  /** its name (organization, department, position); codes (gender, employment type) are named by the screen */
  label: z.string().nullable(),
});
export type TStaffingRow = z.infer<typeof ZStaffingRow>;

export const ZStaffingReport = z.object({
  from: z.string(),
  to: z.string(),
  groupBy: z.enum(STAFFING_GROUPS),
  totals: ZFigures,
  months: z.array(ZStaffingMonth),
  groups: z.array(ZStaffingRow),
});
export type TStaffingReport = z.infer<typeof ZStaffingReport>;

/** Leavers over the average of the start and end headcounts, in percent with one decimal; null with nobody. */
export function turnoverRate(start: number, end: number, leavers: number): number | null {
  const average = (start + end) / 2;
  if (average <= 0) return null;
  return Math.round((leavers / average) * 1000) / 10;
}

/** The calendar months a period touches, each cut to the period: `[month, first day, last day]`. */
export function monthsOf(from: string, to: string): [string, string, string][] {
  const out: [string, string, string][] = [];
  let y = Number(from.slice(0, 4));
  let m = Number(from.slice(5, 7));
  const pad = (n: number) => String(n).padStart(2, '0');
  for (;;) {
    const month = `${y}-${pad(m)}`;
    if (month > to.slice(0, 7)) break;
    const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
    const first = `${month}-01`;
    const end = `${month}-${pad(last)}`;
    out.push([month, first < from ? from : first, end > to ? to : end]);
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
  return out;
}
