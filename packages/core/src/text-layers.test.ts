import { describe, expect, it } from 'vitest';
import { withTexts } from './text-layers.ts';

describe('withTexts()', () => {
  const shipped = { a: 'A', nested: { b: 'B', list: ['x', 'y'] } };

  it('lays changed texts over their keys, array items by index, and leaves the shipped catalogue alone', () => {
    const out = withTexts(shipped, [
      ['a', 'A2'],
      ['nested.b', 'B2'],
      ['nested.list.1', 'y2'],
    ]);
    expect(out).toEqual({ a: 'A2', nested: { b: 'B2', list: ['x', 'y2'] } });
    expect(shipped.a).toBe('A');
  });

  it('skips a key that is no text of the catalogue', () => {
    const out = withTexts(shipped, [
      ['nested', 'not a node'],
      ['missing.key', 'x'],
      ['a.deeper', 'x'],
    ]);
    expect(out).toEqual(shipped);
  });

  it('answers the catalogue itself without changes', () => {
    expect(withTexts(shipped, [])).toBe(shipped);
    expect(withTexts(shipped, undefined)).toBe(shipped);
  });
});
