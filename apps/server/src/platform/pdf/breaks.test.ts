import { describe, expect, it } from 'vitest';
import { withKhmerBreaks } from './breaks.ts';

describe('Khmer line-break points', () => {
  it('falls between syllables, never before a subscript consonant', () => {
    // ស្ត្រី is one cluster (two subscripts); ក់ closes ប្រាក់ (bantoc), so no break before it
    expect(withKhmerBreaks('ស្ត្រី')).toBe('ស្ត្រី');
    expect(withKhmerBreaks('ប្រាក់ខែ').split('\u200b')).toEqual(['ប្រាក់', 'ខែ']);
    expect(withKhmerBreaks('កម្ពុជា').split('\u200b')).toEqual(['ក', 'ម្ពុ', 'ជា']);
  });

  it('leaves other scripts and spaces alone', () => {
    expect(withKhmerBreaks('Payslip 工资单 2026')).toBe('Payslip 工资单 2026');
    expect(withKhmerBreaks('ខែ ខែ')).toBe('ខែ ខែ');
  });
});
