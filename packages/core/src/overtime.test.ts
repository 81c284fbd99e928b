import { describe, expect, it } from 'vitest';
import { OT_MAX_MINUTES, otHours, otSpanMinutes } from './overtime.ts';

describe('overtime totals', () => {
  it('counts from one 24-hour time to the next, across midnight when the end is not after the start', () => {
    expect(otSpanMinutes('18:00', '20:30')).toBe(150);
    expect(otSpanMinutes('22:00', '02:00')).toBe(240);
    expect(otSpanMinutes('23:59', '00:00')).toBe(1);
    expect(otSpanMinutes('08:00', '08:00')).toBe(OT_MAX_MINUTES);
  });

  it('refuses what is not HH:MM', () => {
    expect(otSpanMinutes('6pm', '20:00')).toBeNull();
    expect(otSpanMinutes('24:00', '01:00')).toBeNull();
    expect(otSpanMinutes('8:00', '09:00')).toBeNull();
  });

  it('shows minutes as hours with at most two decimals', () => {
    expect(otHours(90)).toBe('1.5');
    expect(otHours(120)).toBe('2');
    expect(otHours(20)).toBe('0.33');
    expect(otHours(1)).toBe('0.02');
  });
});
