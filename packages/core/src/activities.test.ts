import { describe, expect, it } from 'vitest';
import { achievedOf, achievementOf, kpiScoreOf } from './activities-api.ts';
import { attendanceRates } from './attendance-kpi.ts';

describe('achievedOf', () => {
  it('counts final activities, each worth its evaluation (100 % without one)', () => {
    expect(
      achievedOf([
        { isFinal: true, valuation: null },
        { isFinal: true, valuation: 120 },
        { isFinal: true, valuation: 60 },
        { isFinal: false, valuation: 120 },
      ]),
    ).toBe(2.8);
    expect(achievedOf([])).toBe(0);
  });
});

describe('achievementOf', () => {
  it('is achieved over target in percent, over 100 when exceeded', () => {
    expect(achievementOf(3, 4)).toBe(75);
    expect(achievementOf(5, 4)).toBe(125);
    expect(achievementOf(1, 3)).toBe(33.3);
    expect(achievementOf(2, 0)).toBe(0);
  });
});

describe('kpiScoreOf', () => {
  it("weighs each target's achievement, capped at 100 %, by its valuation", () => {
    // 75 % of a 60 % target and 150 % (capped) of a 40 % target: 45 + 40
    expect(
      kpiScoreOf([
        { target: 4, achieved: 3, valuation: 60 },
        { target: 2, achieved: 3, valuation: 40 },
      ]),
    ).toBe(85);
  });

  it('weighs valuations that do not add up to 100 against their sum', () => {
    expect(
      kpiScoreOf([
        { target: 10, achieved: 5, valuation: 30 },
        { target: 10, achieved: 10, valuation: 30 },
      ]),
    ).toBe(75);
  });

  it('has no score without targets', () => {
    expect(kpiScoreOf([])).toBeNull();
  });
});

describe('attendanceRates', () => {
  it('punctuality over present days, absence over scheduled days, overtime over time worked', () => {
    expect(
      attendanceRates({
        scheduledDays: 22,
        presentDays: 20,
        absentDays: 2,
        lateDays: 3,
        workedMinutes: 9600,
        overtimeMinutes: 480,
      }),
    ).toEqual({ punctuality: 85, absenceRate: 9.1, overtimeRate: 5 });
  });

  it('has no rate where there is nothing to rate', () => {
    expect(
      attendanceRates({
        scheduledDays: 0,
        presentDays: 0,
        absentDays: 0,
        lateDays: 0,
        workedMinutes: 0,
        overtimeMinutes: 0,
      }),
    ).toEqual({ punctuality: null, absenceRate: null, overtimeRate: null });
  });
});
