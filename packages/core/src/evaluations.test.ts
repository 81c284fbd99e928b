import { describe, expect, it } from 'vitest';
import { evaluationScoreOf, ratingProblems, ZTemplateBody } from './evaluations-api.ts';

const criteria = [
  { id: 'a', weight: 50 },
  { id: 'b', weight: 30 },
  { id: 'c', weight: 20 },
];

describe('evaluation score', () => {
  it('weighs each rating over the scale by its criterion', () => {
    // 4/5·50 + 3/5·30 + 5/5·20 = 40 + 18 + 20 = 78
    expect(evaluationScoreOf(criteria, { a: 4, b: 3, c: 5 }, 5)).toBe(78);
    expect(evaluationScoreOf(criteria, { a: 5, b: 5, c: 5 }, 5)).toBe(100);
    expect(evaluationScoreOf(criteria, { a: 1, b: 1, c: 1 }, 5)).toBe(20);
  });

  it('rounds to one decimal and weighs weights that do not add up to 100 against their sum', () => {
    // (2/3·1 + 3/3·2) / 3 = (0.6667 + 2) / 3 = 0.8889
    expect(
      evaluationScoreOf(
        [
          { id: 'x', weight: 1 },
          { id: 'y', weight: 2 },
        ],
        { x: 2, y: 3 },
        3,
      ),
    ).toBe(88.9);
    expect(evaluationScoreOf([{ id: 'x', weight: 1 }], { x: 7 }, 10)).toBe(70);
  });

  it('is unknown while a criterion is not rated, or without criteria', () => {
    expect(evaluationScoreOf(criteria, { a: 4, b: 3 }, 5)).toBeNull();
    expect(evaluationScoreOf([], {}, 5)).toBeNull();
  });

  it('names ratings missing, off the scale, not whole or of no criterion', () => {
    expect(ratingProblems(criteria, { a: 6, b: 0, z: 3 }, 5)).toEqual({ missing: ['c'], invalid: ['a', 'b', 'z'] });
    expect(ratingProblems(criteria, { a: 2.5, b: 1, c: 5 }, 5)).toEqual({ missing: [], invalid: ['a'] });
  });

  it('a template’s weights add up to 100', () => {
    const body = (weights: number[]) => ({
      name: 'Annual',
      scale: 5,
      criteria: weights.map((weight, i) => ({ name: `C${i}`, weight })),
    });
    expect(ZTemplateBody.safeParse(body([60, 40])).success).toBe(true);
    const r = ZTemplateBody.safeParse(body([60, 30]));
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['criteria', 'weightsTotal']]);
  });
});
