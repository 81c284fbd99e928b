import { TZDate } from '@date-fns/tz';
import { addDays } from './dates.ts';
import { timeIn, todayIn } from './time-zones.ts';

/**
 * Attendance arithmetic (issue 12), pure so the server, the web and the property tests share it. Every record
 * belongs to the shift date it was worked for, in the organization's time zone: a night shift that starts at
 * 22:00 and ends at 06:00 is one record of the day it started.
 */

/** A shift's plan as stored (times are the organization's wall clock; an end before the start ends next day). */
export type TShiftPlan = {
  startTime: string;
  endTime: string;
  breakMinutes: number;
  lateGraceMinutes: number;
  earlyLeaveGraceMinutes: number;
  /** how long before the start one may check in for this shift */
  checkInWindowMinutes: number;
};

/** A shift placed on a day: the instants it starts and ends. */
export type TPlannedShift = TShiftPlan & { shiftDate: string; start: Date; end: Date };

/** One check-in and its check-out (null while still in). */
export type TPunch = { inAt: Date; outAt: Date | null };

export type TWorked = {
  firstIn: Date | null;
  lastOut: Date | null;
  workedMinutes: number;
  lateMinutes: number;
  earlyMinutes: number;
  overtimeMinutes: number;
};

const MINUTE = 60_000;
/** Without a shift, a check-out still missing after this many hours is closed there. */
export const MAX_SHIFT_HOURS = 16;
const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return h * 60 + m;
};

/** The instant a wall-clock time shows on a day in `tz` (a time skipped by the clocks moving on falls after the gap). */
export function instantIn(tz: string, day: string, hhmm: string): Date {
  const [y, mo, d] = day.split('-').map(Number) as [number, number, number];
  const [h, mi] = hhmm.split(':').map(Number) as [number, number];
  return new Date(new TZDate(y, mo - 1, d, h, mi, tz).getTime());
}

/** A shift on its shift date: ends the next day when its end is not after its start. */
export function planShift(tz: string, shiftDate: string, plan: TShiftPlan): TPlannedShift {
  const overnight = minutesOf(plan.endTime) <= minutesOf(plan.startTime);
  return {
    ...plan,
    shiftDate,
    start: instantIn(tz, shiftDate, plan.startTime),
    end: instantIn(tz, overnight ? addDays(shiftDate, 1) : shiftDate, plan.endTime),
  };
}

/** The planned working minutes of a shift (its length less its break). */
export const plannedMinutes = (p: TPlannedShift) =>
  Math.max(0, Math.round((p.end.getTime() - p.start.getTime()) / MINUTE) - p.breakMinutes);

/**
 * The shift date a check-in at `at` belongs to. The local day before is chosen while its shift (a night shift) is
 * still running or open for check-in; else the local day. `shiftOn` says which shift a day has (its schedule,
 * else the employee's default shift), or null for none (a rest day or no shift): then the local day is the date.
 */
export function shiftDateFor(
  tz: string,
  at: Date,
  shiftOn: (day: string) => TShiftPlan | null,
): { shiftDate: string; planned: TPlannedShift | null } {
  const today = todayIn(tz, at);
  const yesterday = addDays(today, -1);
  const previous = shiftOn(yesterday);
  if (previous) {
    const p = planShift(tz, yesterday, previous);
    if (at.getTime() < p.end.getTime()) return { shiftDate: yesterday, planned: p };
  }
  const own = shiftOn(today);
  return { shiftDate: today, planned: own ? planShift(tz, today, own) : null };
}

/** Whether a check-in at `at` is too early for its shift (before the check-in window opens). */
export const beforeWindow = (p: TPlannedShift, at: Date) =>
  at.getTime() < p.start.getTime() - p.checkInWindowMinutes * MINUTE;

/**
 * Worked time of a shift date's punches, in whole minutes, whatever order they come in. Open punches count
 * nothing. Gaps between punches count as break taken; only the break not taken that way is deducted, so time
 * worked is never negative. Late and early minutes are counted only beyond the shift's grace; overtime is worked
 * time beyond the plan.
 */
export function workedTime(punches: readonly TPunch[], planned: TPlannedShift | null): TWorked {
  const sorted = [...punches].sort((a, b) => a.inAt.getTime() - b.inAt.getTime() || outMs(a) - outMs(b));
  const closed = sorted.filter((p): p is { inAt: Date; outAt: Date } => p.outAt !== null);
  const firstIn = sorted[0]?.inAt ?? null;
  const lastOut = closed.length ? new Date(Math.max(...closed.map((p) => p.outAt.getTime()))) : null;
  // overlapping punches (two devices) are merged, so no minute counts twice
  let covered = 0;
  let gaps = 0;
  let end: number | null = null;
  for (const p of closed) {
    const a = p.inAt.getTime();
    const b = Math.max(a, p.outAt.getTime());
    if (end === null) covered += b - a;
    else if (a >= end) {
      gaps += a - end;
      covered += b - a;
    } else if (b > end) covered += b - end;
    end = end === null ? b : Math.max(end, b);
  }
  const gapMinutes = Math.floor(gaps / MINUTE);
  const breakLeft = planned ? Math.max(0, planned.breakMinutes - gapMinutes) : 0;
  const workedMinutes = closed.length ? Math.max(0, Math.floor(covered / MINUTE) - breakLeft) : 0;
  if (!planned || !firstIn)
    return { firstIn, lastOut, workedMinutes, lateMinutes: 0, earlyMinutes: 0, overtimeMinutes: 0 };
  const late = Math.floor((firstIn.getTime() - planned.start.getTime()) / MINUTE);
  const early = lastOut ? Math.ceil((planned.end.getTime() - lastOut.getTime()) / MINUTE) : 0;
  return {
    firstIn,
    lastOut,
    workedMinutes,
    lateMinutes: late > planned.lateGraceMinutes ? late : 0,
    earlyMinutes: early > planned.earlyLeaveGraceMinutes ? early : 0,
    overtimeMinutes: lastOut ? Math.max(0, workedMinutes - plannedMinutes(planned)) : 0,
  };
}
const outMs = (p: TPunch) => p.outAt?.getTime() ?? Number.POSITIVE_INFINITY;

/**
 * When a forgotten check-out is closed: the shift's end plus a margin, or, without a shift, the check-in plus the
 * longest day one may work. The punch is closed at the shift's end (or at that limit), marked for HR to review.
 */
export function autoCloseAt(inAt: Date, planned: TPlannedShift | null, marginMinutes: number, maxHours: number) {
  if (planned) {
    const outAt = new Date(Math.max(inAt.getTime(), planned.end.getTime()));
    return { due: new Date(outAt.getTime() + marginMinutes * MINUTE), outAt };
  }
  const limit = new Date(inAt.getTime() + maxHours * 60 * MINUTE);
  return { due: limit, outAt: limit };
}

/** `HH:MM` of a number of minutes (durations such as rest time: 90 → "01:30"). */
export const hoursMinutes = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** A day's check-ins and check-outs in its organization's zone: "08:02–12:01, 13:00–" (an open one ends with the dash). */
export const pairsText = (zone: string, pairs: readonly { inAt: string; outAt: string | null }[]) =>
  pairs.map((p) => `${timeIn(zone, new Date(p.inAt))}–${p.outAt ? timeIn(zone, new Date(p.outAt)) : ''}`).join(', ');
