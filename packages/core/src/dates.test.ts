import { describe, expect, it } from 'vitest';
import { ageOn, isCalendarDate, monthStart, ZDate } from './dates.ts';

describe('ZDate', () => {
  it.each(['2026-01-15', '2024-02-29', '2000-02-29', '0001-01-01', '9999-12-31', '2026-12-31'])('accepts %s', (v) => {
    expect(isCalendarDate(v)).toBe(true);
    expect(ZDate.safeParse(v).success).toBe(true);
  });
  it.each([
    '2026-13-45',
    '2026-02-29',
    '1900-02-29',
    '2026-04-31',
    '2026-00-10',
    '2026-01-00',
    '0000-01-01',
    '2026-1-5',
    '2026-01-15T00:00',
    ' 2026-01-15',
    '15-01-2026',
    '',
  ])('refuses %j with invalidDate', (v) => {
    expect(isCalendarDate(v)).toBe(false);
    const r = ZDate.safeParse(v);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('invalidDate');
  });
});

describe('ageOn', () => {
  it('counts whole years, the day before a birthday included', () => {
    expect(ageOn('2019-06-01', '2026-05-31')).toBe(6);
    expect(ageOn('2019-06-01', '2026-06-01')).toBe(7);
    expect(ageOn('2000-02-29', '2026-02-28')).toBe(25);
    expect(ageOn('2000-02-29', '2026-03-01')).toBe(26);
  });
});

describe('monthStart', () => {
  it('gives the first day of a month before or after, across years', () => {
    expect(monthStart('2026-11-27')).toBe('2026-11-01');
    expect(monthStart('2026-11-27', -6)).toBe('2026-05-01');
    expect(monthStart('2026-02-28', -3)).toBe('2025-11-01');
    expect(monthStart('2026-12-31', 1)).toBe('2027-01-01');
  });
});
