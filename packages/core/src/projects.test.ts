import { describe, expect, it } from 'vitest';
import { completionOf, minutesText } from './projects-api.ts';

describe('completionOf', () => {
  it('is the weight of completed tasks over the weight of all, in whole percent', () => {
    expect(
      completionOf([
        { weight: 1, status: 'completed' },
        { weight: 3, status: 'todo' },
      ]),
    ).toBe(25);
    expect(
      completionOf([
        { weight: 3, status: 'completed' },
        { weight: 1, status: 'review' },
      ]),
    ).toBe(75);
  });

  it('rounds down, so it reaches 100 only when every task is completed', () => {
    const tasks = [
      ...Array.from({ length: 999 }, () => ({ weight: 1, status: 'completed' })),
      { weight: 1, status: 'inProgress' },
    ];
    expect(completionOf(tasks)).toBe(99);
    expect(completionOf(tasks.map((x) => ({ ...x, status: 'completed' })))).toBe(100);
    expect(
      completionOf([
        { weight: 1, status: 'completed' },
        { weight: 2, status: 'todo' },
      ]),
    ).toBe(33);
  });

  it('is 0 without tasks', () => {
    expect(completionOf([])).toBe(0);
  });
});

describe('minutesText', () => {
  it('shows hours and minutes', () => {
    expect(minutesText(45)).toBe('45m');
    expect(minutesText(120)).toBe('2h');
    expect(minutesText(450)).toBe('7h 30m');
    expect(minutesText(0)).toBe('0m');
  });
});
