import { describe, expect, it } from 'vitest';
import { addDays, parseDay, showDay } from './dates.ts';
import { dayRangeIn, dayStartIn, isTimeZone, timeIn, todayIn } from './time-zones.ts';
import { TIME_ZONES } from './zones.ts';

describe('days in a time zone', () => {
  it('is another day in Phnom Penh than in UTC late in the evening (UTC+7)', () => {
    const at = new Date('2026-01-01T20:00:00Z');
    expect(todayIn('UTC', at)).toBe('2026-01-01');
    expect(todayIn('Asia/Phnom_Penh', at)).toBe('2026-01-02');
    expect(todayIn('Asia/Kuala_Lumpur', new Date('2026-01-01T15:59:59Z'))).toBe('2026-01-01');
    expect(todayIn('Asia/Kuala_Lumpur', new Date('2026-01-01T16:00:00Z'))).toBe('2026-01-02');
    expect(todayIn('America/New_York', at)).toBe('2026-01-01');
  });

  it('starts a day at local midnight and counts 23 or 25 hours on the days the clocks change', () => {
    expect(dayStartIn('Asia/Phnom_Penh', '2026-03-01').toISOString()).toBe('2026-02-28T17:00:00.000Z');
    const hours = (tz: string, day: string) => {
      const r = dayRangeIn(tz, day);
      return (r.end.getTime() - r.start.getTime()) / 3_600_000;
    };
    expect(hours('Europe/London', '2026-03-29')).toBe(23);
    expect(hours('Europe/London', '2026-10-25')).toBe(25);
    expect(hours('America/New_York', '2026-03-08')).toBe(23);
    expect(hours('Asia/Phnom_Penh', '2026-03-29')).toBe(24);
  });

  it('shows 24-hour times in the zone', () => {
    expect(timeIn('Asia/Phnom_Penh', new Date('2026-01-01T15:30:00Z'))).toBe('22:30');
    expect(timeIn('Europe/London', new Date('2026-07-01T12:00:00Z'))).toBe('13:00');
  });

  it('knows every IANA zone and UTC, and nothing else', () => {
    expect(TIME_ZONES.length).toBeGreaterThan(400);
    expect(['UTC', 'Asia/Phnom_Penh', 'Asia/Kuala_Lumpur', 'Europe/London'].every(isTimeZone)).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});

describe('DD-MM-YYYY days', () => {
  it('parses DD-MM-YYYY and ISO, refuses days that do not exist, and round-trips', () => {
    expect(parseDay('03-04-2026')).toBe('2026-04-03');
    expect(parseDay('3/4/2026')).toBe('2026-04-03');
    expect(parseDay('2026-04-03')).toBe('2026-04-03');
    expect(parseDay('29-02-2028')).toBe('2028-02-29');
    for (const bad of ['31-02-2026', '29-02-2026', '00-01-2026', '01-13-2026', '2026/04/03', '', 'today'])
      expect(parseDay(bad), bad).toBeNull();
    expect(showDay(parseDay('09-11-2026')!)).toBe('09-11-2026');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });
});
