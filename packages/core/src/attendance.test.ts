import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  autoCloseAt,
  beforeWindow,
  hoursMinutes,
  pairsText,
  instantIn,
  planShift,
  shiftDateFor,
  type TPunch,
  type TShiftPlan,
  workedTime,
} from './attendance.ts';

const PP = 'Asia/Phnom_Penh'; // UTC+7, no daylight-saving time
const NY = 'America/New_York'; // DST: 2026-03-08 springs forward, 2026-11-01 falls back
const day: TShiftPlan = {
  startTime: '08:00',
  endTime: '17:00',
  breakMinutes: 60,
  lateGraceMinutes: 15,
  earlyLeaveGraceMinutes: 0,
  checkInWindowMinutes: 60,
};
const night: TShiftPlan = { ...day, startTime: '22:00', endTime: '06:00' };
const at = (tz: string, d: string, t: string) => instantIn(tz, d, t);

describe('shift dates', () => {
  it('puts a night shift check-in at 22:00 and its check-out at 06:00 on the day it started', () => {
    const checkIn = shiftDateFor(PP, at(PP, '2026-11-24', '21:55'), () => night);
    expect(checkIn.shiftDate).toBe('2026-11-24');
    const later = shiftDateFor(PP, at(PP, '2026-11-25', '03:10'), () => night);
    expect(later.shiftDate).toBe('2026-11-24');
    expect(later.planned?.end.toISOString()).toBe('2026-11-24T23:00:00.000Z'); // 06:00 local
  });

  it('gives the local day when the day before has no shift or its shift is over', () => {
    expect(shiftDateFor(PP, at(PP, '2026-11-25', '07:30'), () => day).shiftDate).toBe('2026-11-25');
    expect(shiftDateFor(PP, at(PP, '2026-11-25', '01:00'), (d) => (d === '2026-11-25' ? day : null)).shiftDate).toBe(
      '2026-11-25',
    );
    expect(shiftDateFor(PP, at(PP, '2026-11-25', '01:00'), () => null)).toEqual({
      shiftDate: '2026-11-25',
      planned: null,
    });
  });

  it('crosses month and year ends', () => {
    expect(shiftDateFor(PP, at(PP, '2027-01-01', '02:00'), () => night).shiftDate).toBe('2026-12-31');
    expect(shiftDateFor(PP, at(PP, '2026-03-01', '05:59'), () => night).shiftDate).toBe('2026-02-28');
  });

  it('uses the organization zone, not UTC: 00:30 in Phnom Penh is still the previous UTC day', () => {
    const instant = new Date('2026-11-24T17:30:00Z'); // 00:30 on the 25th in Phnom Penh
    expect(shiftDateFor(PP, instant, () => day).shiftDate).toBe('2026-11-25');
    expect(shiftDateFor('UTC', instant, () => day).shiftDate).toBe('2026-11-24');
  });

  it('knows when a check-in comes before the window opens', () => {
    const p = planShift(PP, '2026-11-25', day);
    expect(beforeWindow(p, at(PP, '2026-11-25', '06:59'))).toBe(true);
    expect(beforeWindow(p, at(PP, '2026-11-25', '07:00'))).toBe(false);
  });
});

describe('worked time', () => {
  const planned = planShift(PP, '2026-11-25', day);
  const punch = (i: string, o: string | null, d = '2026-11-25'): TPunch => ({
    inAt: at(PP, d, i),
    outAt: o ? at(PP, d, o) : null,
  });

  it('deducts the break from one in/out pair, and counts late, early and overtime beyond grace', () => {
    expect(workedTime([punch('08:00', '17:00')], planned)).toMatchObject({
      workedMinutes: 480,
      lateMinutes: 0,
      earlyMinutes: 0,
      overtimeMinutes: 0,
    });
    expect(workedTime([punch('08:10', '16:30')], planned)).toMatchObject({ lateMinutes: 0, earlyMinutes: 30 });
    expect(workedTime([punch('08:20', '19:00')], planned)).toMatchObject({
      workedMinutes: 580,
      lateMinutes: 20,
      overtimeMinutes: 100,
    });
  });

  it('sums several pairs and counts the gaps between them as break taken', () => {
    const w = workedTime([punch('13:00', '17:00'), punch('08:00', '12:00')], planned);
    expect(w.workedMinutes).toBe(480);
    expect(w.firstIn?.toISOString()).toBe(at(PP, '2026-11-25', '08:00').toISOString());
    expect(w.lastOut?.toISOString()).toBe(at(PP, '2026-11-25', '17:00').toISOString());
    // a 30-minute gap leaves 30 minutes of break to deduct
    expect(workedTime([punch('08:00', '12:00'), punch('12:30', '17:00')], planned).workedMinutes).toBe(480);
  });

  it('counts nothing for a punch still open, and never a minute twice for overlapping punches', () => {
    expect(workedTime([punch('08:00', null)], planned)).toMatchObject({ workedMinutes: 0, lastOut: null });
    expect(workedTime([punch('08:00', '17:00'), punch('09:00', '10:00')], planned).workedMinutes).toBe(480);
  });

  it('works a night shift across midnight', () => {
    const p = planShift(PP, '2026-11-24', night);
    const w = workedTime([{ inAt: at(PP, '2026-11-24', '22:00'), outAt: at(PP, '2026-11-25', '06:00') }], p);
    expect(w).toMatchObject({ workedMinutes: 420, lateMinutes: 0, earlyMinutes: 0, overtimeMinutes: 0 });
  });

  it('counts real time across a daylight-saving change: the night the clocks fall back is an hour longer', () => {
    const fallBack = planShift(NY, '2026-10-31', night);
    expect(fallBack.end.getTime() - fallBack.start.getTime()).toBe(9 * 3_600_000);
    const w = workedTime([{ inAt: fallBack.start, outAt: fallBack.end }], fallBack);
    expect(w).toMatchObject({ workedMinutes: 480, overtimeMinutes: 0 });
    const springForward = planShift(NY, '2026-03-07', night);
    expect(springForward.end.getTime() - springForward.start.getTime()).toBe(7 * 3_600_000);
  });

  it('works without a shift: worked time only', () => {
    expect(workedTime([punch('09:00', '12:15')], null)).toMatchObject({
      workedMinutes: 195,
      lateMinutes: 0,
      overtimeMinutes: 0,
    });
  });
});

describe('forgotten check-outs', () => {
  it('are due at the shift end plus the margin and closed at the shift end; without a shift, after the longest day', () => {
    const p = planShift(PP, '2026-11-24', night);
    const a = autoCloseAt(p.start, p, 120, 16);
    expect(a.outAt).toEqual(p.end);
    expect(a.due.getTime() - p.end.getTime()).toBe(120 * 60_000);
    const b = autoCloseAt(new Date('2026-11-25T01:00:00Z'), null, 120, 16);
    expect(b.outAt.toISOString()).toBe('2026-11-25T17:00:00.000Z');
  });
  it('shows durations as hours:minutes', () => {
    expect(hoursMinutes(90)).toBe('01:30');
    expect(hoursMinutes(0)).toBe('00:00');
  });
});

describe('properties', () => {
  const base = Date.UTC(2026, 10, 25);
  const punchArb = fc
    .tuple(fc.integer({ min: 0, max: 36 * 60 }), fc.option(fc.integer({ min: -120, max: 16 * 60 }), { nil: null }))
    .map(
      ([i, len]): TPunch => ({
        inAt: new Date(base + i * 60_000),
        outAt: len === null ? null : new Date(base + (i + len) * 60_000),
      }),
    );
  const planArb = fc.constantFrom(null, planShift(PP, '2026-11-25', day), planShift(PP, '2026-11-24', night));

  it('worked time is never negative and never exceeds the span punched', () => {
    fc.assert(
      fc.property(fc.array(punchArb, { maxLength: 8 }), planArb, (punches, planned) => {
        const w = workedTime(punches, planned);
        expect(w.workedMinutes).toBeGreaterThanOrEqual(0);
        expect(w.lateMinutes).toBeGreaterThanOrEqual(0);
        expect(w.earlyMinutes).toBeGreaterThanOrEqual(0);
        expect(w.overtimeMinutes).toBeGreaterThanOrEqual(0);
        if (w.firstIn && w.lastOut)
          expect(w.workedMinutes).toBeLessThanOrEqual(
            Math.max(0, (w.lastOut.getTime() - w.firstIn.getTime()) / 60_000),
          );
      }),
    );
  });

  it('first in, last out and worked time do not depend on the order punches arrive in', () => {
    fc.assert(
      fc.property(
        fc
          .array(punchArb, { maxLength: 8 })
          .chain((ps) => fc.tuple(fc.constant(ps), fc.shuffledSubarray(ps, { minLength: ps.length }))),
        planArb,
        ([punches, shuffled], planned) => {
          expect(workedTime(shuffled, planned)).toEqual(workedTime(punches, planned));
        },
      ),
    );
  });

  it('a check-in at or after the first one changes no total (check-in skips totalling the day again on it)', () => {
    fc.assert(
      fc.property(
        fc.array(punchArb, { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 0, max: 24 * 60 }),
        planArb,
        (punches, after, planned) => {
          const before = workedTime(punches, planned);
          const open = { inAt: new Date(before.firstIn!.getTime() + after * 60_000), outAt: null };
          expect(workedTime([...punches, open], planned)).toEqual(before);
        },
      ),
    );
  });

  it('every instant has exactly one shift date, the local day or the day before', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 400 * 24 * 60 }),
        fc.constantFrom(PP, NY, 'Australia/Lord_Howe', 'UTC'),
        fc.constantFrom(day, night, null),
        (minute, tz, plan) => {
          const instant = new Date(Date.UTC(2026, 0, 1) + minute * 60_000);
          const r = shiftDateFor(tz, instant, () => plan);
          const local = instantIn(tz, r.shiftDate, '00:00');
          expect(instant.getTime()).toBeGreaterThanOrEqual(local.getTime());
          expect(instant.getTime() - local.getTime()).toBeLessThan(50 * 3_600_000);
        },
      ),
    );
  });
});

describe('pairsText', () => {
  it("writes a day's pairs in the organization's zone, an open one ending with the dash", () => {
    const pairs = [
      { inAt: '2026-03-10T01:02:00Z', outAt: '2026-03-10T05:01:00Z' },
      { inAt: '2026-03-10T06:00:00Z', outAt: null },
    ];
    expect(pairsText('Asia/Phnom_Penh', pairs)).toBe('08:02–12:01, 13:00–');
    expect(pairsText('Asia/Phnom_Penh', [])).toBe('');
  });
});
