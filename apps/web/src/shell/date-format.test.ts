import { describe, expect, it } from 'vitest';
import { browserMonth, browserToday, formatDay, formatMonthShort } from './date-format.ts';

describe('days in the browser', () => {
  it('is the local calendar day and month, not UTC’s', () => {
    // built from local parts: whatever the zone the tests run in, the local day is the one given
    const late = new Date(2026, 10, 29, 23, 50);
    expect(browserToday(late)).toBe('2026-11-29');
    expect(browserMonth(late)).toBe('2026-11');
    expect(browserToday(new Date(2026, 0, 5, 0, 5))).toBe('2026-01-05');
  });

  it('shows a day as DD-MM-YYYY', () => {
    expect(formatDay('2026-11-29')).toBe('29-11-2026');
  });

  it('names a month short in each language, Khmer even where the browser has no Khmer calendar', () => {
    expect(formatMonthShort('2026-11', 'en')).toBe('Nov 2026');
    expect(formatMonthShort('2026-01', 'zh')).toBe('2026年1月');
    expect(formatMonthShort('2026-12', 'km')).toMatch(/^ធ្នូ 2026$/);
  });
});
