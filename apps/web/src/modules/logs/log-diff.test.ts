import { describe, expect, it } from 'vitest';
import { logDiff } from './log-diff.ts';

describe('logDiff', () => {
  it('lists only the fields that changed', () => {
    expect(logDiff({ name: 'A', code: 'X' }, { name: 'B', code: 'X' })).toEqual([
      { field: 'name', before: 'A', after: 'B' },
    ]);
  });

  it('shows every field of a create or a delete', () => {
    expect(logDiff(null, { name: 'A', ok: true })).toEqual([
      { field: 'name', before: null, after: 'A' },
      { field: 'ok', before: null, after: true },
    ]);
    expect(logDiff({ name: 'A' }, null)).toEqual([{ field: 'name', before: 'A', after: null }]);
  });

  it('compares lists and objects by value', () => {
    expect(logDiff({ options: ['a'] }, { options: ['a'] })).toEqual([]);
  });
});

describe('logDiff order', () => {
  it('puts the declared fields first, in their order', () => {
    const rows = logDiff(null, { code: 'X', name: 'A', extra: 1 }, ['name', 'code']);
    expect(rows.map((r) => r.field)).toEqual(['name', 'code', 'extra']);
  });
});
