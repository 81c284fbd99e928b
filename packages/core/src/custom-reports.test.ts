import { describe, expect, it } from 'vitest';
import {
  definitionPages,
  definitionProblems,
  periodRange,
  resultColumns,
  ZReportDefinition,
} from './custom-reports-api.ts';

const def = (d: object) => ZReportDefinition.parse(d);

describe('custom report definitions', () => {
  it('names each result column: ungrouped the columns, grouped the groups, the currency of money, the measures', () => {
    expect(resultColumns(def({ source: 'leave', columns: ['employeeName', 'days'] })).map((c) => c.key)).toEqual([
      'employeeName',
      'days',
    ]);
    const pay = def({
      source: 'payrollLines',
      groups: [{ column: 'month', by: 'month' }],
      measures: [{ fn: 'sum', column: 'amount' }, { fn: 'count' }],
    });
    expect(resultColumns(pay).map((c) => [c.key, c.type])).toEqual([
      ['g0', 'text'],
      ['currency', 'text'],
      ['m0', 'number'],
      ['m1', 'number'],
    ]);
  });

  it('finds every problem against the declarations', () => {
    expect(definitionProblems(def({ source: 'employees' }))).toEqual({ columns: 'required' });
    expect(
      definitionProblems(
        def({
          source: 'employees',
          groups: [{ column: 'gender' }, { column: 'gender' }],
          filters: [{ column: 'gender', op: 'in', values: ['robot'] }],
          sort: { key: 'm3', dir: 'asc' },
        }),
      ),
    ).toEqual({ 'groups.1': 'invalidOption', 'filters.0': 'required', measures: 'required', sort: 'invalidOption' });
    expect(
      definitionProblems(
        def({ source: 'attendance', columns: ['date'], filters: [{ column: 'date', op: 'period', value: 'someday' }] }),
      ),
    ).toEqual({ 'filters.0': 'invalidOption' });
  });

  it('asks for the pages of its source and of the columns it reads', () => {
    expect(definitionPages(def({ source: 'employees', columns: ['employeeName'] }))).toEqual(['employees']);
    expect(definitionPages(def({ source: 'employees', columns: ['employeeName', 'basicSalary'] }))).toEqual([
      'employees',
      'payslips',
    ]);
    expect(
      definitionPages(
        def({ source: 'employees', filters: [{ column: 'basicSalary', op: 'gt', value: '1' }], columns: ['age'] }),
      ),
    ).toEqual(['employees', 'payslips']);
  });

  it('resolves relative periods from Monday weeks and calendar months', () => {
    // 2026-11-28 is a Saturday
    expect(periodRange('thisWeek', '2026-11-28')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(periodRange('lastWeek', '2026-11-28')).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(periodRange('lastMonth', '2026-03-31')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(periodRange('thisMonth', '2026-12-05')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(periodRange('last7Days', '2026-01-03')).toEqual({ from: '2025-12-28', to: '2026-01-03' });
    expect(periodRange('lastYear', '2026-01-01')).toEqual({ from: '2025-01-01', to: '2025-12-31' });
  });
});

describe('schedules', () => {
  it('mails once its day has come in the week or month, keyed by the period', async () => {
    const { schedulePeriod } = await import('./custom-reports-api.ts');
    // 2026-11-28 is a Saturday of ISO week 48
    expect(schedulePeriod('weekly', 1, '2026-11-28')).toBe('2026-W48');
    expect(schedulePeriod('weekly', 7, '2026-11-28')).toBeNull();
    expect(schedulePeriod('weekly', 4, '2027-01-01')).toBe('2026-W53');
    expect(schedulePeriod('monthly', 1, '2026-11-28')).toBe('2026-11');
    expect(schedulePeriod('monthly', 28, '2026-11-27')).toBeNull();
    expect(schedulePeriod('none', null, '2026-11-28')).toBeNull();
  });
});
