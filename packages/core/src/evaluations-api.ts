import { z } from 'zod';
import { ZDate } from './dates.ts';
import { intIn, optionalText, pageOf, ref, requiredText, UUID } from './form-fields.ts';
import { ZPersonRef } from './projects-api.ts';

/**
 * Evaluations (issue 18, spec "Work plan": `/evalutions/listing`), behind the tenant's `evaluation` feature and the
 * `evaluations` page.
 *
 * A template holds weighted criteria (weights add up to 100) and a rating scale 1..scale. A cycle evaluates the
 * active employees of an organization (or of some of its departments) against one template over a period, until a
 * due date; each employee gets a review whose reviewer is their reporting manager (none: HR reviews). The employee
 * rates themselves (when the cycle asks for it) and the reviewer rates them; each keeps a private draft until they
 * submit it. HR completes a review with the final score — the reviewer's weighted score — and a comment; only then
 * does the employee see the reviewer's ratings and their result.
 *
 * - GET  /evaluations/templates?page=&search= → TPage<TTemplate>;  GET /evaluations/templates/options
 * - POST /evaluations/templates ← TTemplateBody;  GET|PUT|DELETE /evaluations/templates/:id
 * - GET  /evaluations/cycles?status=&page=&search= → TPage<TCycle>;  POST /evaluations/cycles ← TCycleBody
 * - GET|PUT|DELETE /evaluations/cycles/:id;  POST /evaluations/cycles/:id/close
 * - GET  /evaluations/reviews?cycleId=&stage=&page=&search= → TPage<TReviewRow> (staff)
 * - GET  /evaluations/mine → TMyReviews (an employee: their own reviews and those they review)
 * - GET  /evaluations/reviews/:id → TReviewDetail;  PUT /evaluations/reviews/:id/self|manager ← TAnswerBody
 * - POST /evaluations/reviews/:id/complete ← TCompleteBody;  PUT /evaluations/reviews/:id/reviewer;  DELETE …/:id
 */

export const SCALE_MIN = 3;
export const SCALE_MAX = 10;
export const CRITERIA_MAX = 20;
export const WEIGHT_TOTAL = 100;
export const CYCLE_STATUSES = ['open', 'closed'] as const;
export type TCycleStatus = (typeof CYCLE_STATUSES)[number];
/** Where a review stands: waiting for its answers, for HR to complete it, or completed. */
export const REVIEW_STAGES = ['pending', 'selfSubmitted', 'managerSubmitted', 'completed'] as const;
export type TReviewStage = (typeof REVIEW_STAGES)[number];
export const ANSWER_PARTS = ['self', 'manager'] as const;
export type TAnswerPart = (typeof ANSWER_PARTS)[number];

export type TCriterionWeight = { id: string; weight: number };

/**
 * A set of ratings' weighted score in percent (0–100, one decimal): each criterion's rating over the scale, weighted
 * by its weight against the weights' sum. A criterion not rated leaves the score unknown (null).
 */
export function evaluationScoreOf(
  criteria: readonly TCriterionWeight[],
  ratings: Readonly<Record<string, number>>,
  scale: number,
): number | null {
  const weight = criteria.reduce((s, c) => s + c.weight, 0);
  if (!criteria.length || weight <= 0 || scale <= 0) return null;
  let sum = 0;
  for (const c of criteria) {
    const r = ratings[c.id];
    if (r === undefined) return null;
    sum += (r / scale) * c.weight;
  }
  return Math.round((sum / weight) * 1000) / 10;
}

/** The criteria whose ratings are missing or outside 1..scale, and ratings of criteria the template lacks. */
export function ratingProblems(
  criteria: readonly { id: string }[],
  ratings: Readonly<Record<string, number>>,
  scale: number,
): { missing: string[]; invalid: string[] } {
  const ids = new Set(criteria.map((c) => c.id));
  const missing = criteria.filter((c) => ratings[c.id] === undefined).map((c) => c.id);
  const invalid = Object.entries(ratings)
    .filter(([id, r]) => !ids.has(id) || !Number.isInteger(r) || r < 1 || r > scale)
    .map(([id]) => id);
  return { missing, invalid };
}

export const ZCriterionBody = z.object({
  /** an existing criterion's id keeps it (its ratings follow it); none adds one */
  id: z.string().regex(UUID, { error: 'invalidReference' }).optional(),
  name: requiredText(200),
  description: optionalText(1000),
  weight: intIn(1, WEIGHT_TOTAL),
});

export const ZTemplateBody = z
  .object({
    name: requiredText(200),
    description: optionalText(2000),
    scale: intIn(SCALE_MIN, SCALE_MAX),
    criteria: z
      .array(ZCriterionBody, { error: 'required' })
      .min(1, { error: 'required' })
      .max(CRITERIA_MAX, { error: 'tooMany' }),
  })
  .superRefine((b, ctx) => {
    if (b.criteria.reduce((s, c) => s + c.weight, 0) !== WEIGHT_TOTAL)
      ctx.addIssue({ code: 'custom', path: ['criteria'], message: 'weightsTotal' });
  });
export type TTemplateBody = z.input<typeof ZTemplateBody>;

export const ZCriterion = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  weight: z.number(),
});
export type TCriterion = z.infer<typeof ZCriterion>;

export const ZTemplate = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  scale: z.number(),
  criteria: z.array(ZCriterion),
  /** cycles that use it: its scale and criteria are then fixed */
  cycles: z.number(),
  updatedAt: z.string(),
});
export type TTemplate = z.infer<typeof ZTemplate>;
export const ZTemplatePage = pageOf(ZTemplate);
export const ZTemplateOptions = z.array(z.object({ id: z.string(), name: z.string() }));

export const ZCycleBody = z
  .object({
    name: requiredText(200),
    templateId: ref,
    organizationId: ref,
    /** none: the whole organization */
    departmentIds: z.array(ref).max(200, { error: 'tooMany' }).default([]),
    periodFrom: ZDate,
    periodTo: ZDate,
    dueOn: ZDate,
    selfReview: z.boolean().default(true),
  })
  .superRefine((b, ctx) => {
    if (b.periodTo < b.periodFrom) ctx.addIssue({ code: 'custom', path: ['periodTo'], message: 'dateOrder' });
  });
export type TCycleBody = z.input<typeof ZCycleBody>;
/** What a cycle's edit may change once it runs: its name and its due date. */
export const ZCycleEdit = z.object({ name: requiredText(200), dueOn: ZDate });
export type TCycleEdit = z.input<typeof ZCycleEdit>;

export const ZCycle = z.object({
  id: z.string(),
  name: z.string(),
  template: z.object({ id: z.string(), name: z.string() }),
  organizationId: z.string(),
  organizationName: z.string(),
  departments: z.array(z.object({ id: z.string(), name: z.string() })),
  periodFrom: z.string(),
  periodTo: z.string(),
  dueOn: z.string(),
  selfReview: z.boolean(),
  status: z.enum(CYCLE_STATUSES),
  reviews: z.number(),
  completed: z.number(),
  /** the average final score of its completed reviews */
  averageScore: z.number().nullable(),
  createdAt: z.string(),
});
export type TCycle = z.infer<typeof ZCycle>;
export const ZCyclePage = pageOf(ZCycle);
export const ZCycleQuery = z.object({ status: z.enum(['', ...CYCLE_STATUSES]).optional() });

const ZAnswerState = z.object({ submittedAt: z.string().nullable(), score: z.number().nullable() });

export const ZReviewRow = z.object({
  id: z.string(),
  cycleId: z.string(),
  cycleName: z.string(),
  employee: ZPersonRef,
  departmentName: z.string().nullable(),
  /** null: HR reviews */
  reviewer: ZPersonRef.nullable(),
  dueOn: z.string(),
  cycleStatus: z.enum(CYCLE_STATUSES),
  selfReview: z.boolean(),
  stage: z.enum(REVIEW_STAGES),
  self: ZAnswerState,
  manager: ZAnswerState,
  finalScore: z.number().nullable(),
  completedAt: z.string().nullable(),
});
export type TReviewRow = z.infer<typeof ZReviewRow>;
export const ZReviewPage = pageOf(ZReviewRow);
export const ZReviewQuery = z.object({
  cycleId: z.union([z.literal(''), z.string().regex(UUID)]).optional(),
  stage: z.enum(['', ...REVIEW_STAGES]).optional(),
});

export const ZAnswer = z.object({
  ratings: z.record(z.string(), z.number()),
  comment: z.string().nullable(),
  score: z.number().nullable(),
  submittedAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type TAnswer = z.infer<typeof ZAnswer>;

export const ZReviewDetail = ZReviewRow.extend({
  periodFrom: z.string(),
  periodTo: z.string(),
  scale: z.number(),
  criteria: z.array(ZCriterion),
  /** what the caller may see: their own draft, or a submitted part once it is theirs to see */
  selfAnswer: ZAnswer.nullable(),
  managerAnswer: ZAnswer.nullable(),
  finalComment: z.string().nullable(),
  completedByName: z.string().nullable(),
  /** what the caller may do now */
  can: z.object({ self: z.boolean(), manager: z.boolean(), complete: z.boolean(), manage: z.boolean() }),
});
export type TReviewDetail = z.infer<typeof ZReviewDetail>;

export const ZMyReviews = z.object({ mine: z.array(ZReviewRow), toReview: z.array(ZReviewRow) });
export type TMyReviews = z.infer<typeof ZMyReviews>;

export const ZAnswerBody = z.object({
  ratings: z.record(z.string().max(64), z.number({ error: 'invalidNumber' }).int({ error: 'invalidNumber' })),
  comment: optionalText(4000),
  /** true: hand it in (every criterion rated); false: keep the draft */
  submit: z.boolean().default(false),
});
export type TAnswerBody = z.input<typeof ZAnswerBody>;
export const ZCompleteBody = z.object({ comment: optionalText(4000) });
export const ZReviewerBody = z.object({
  /** null: HR reviews */
  reviewerId: z.preprocess(
    (v) => (v === '' || v === undefined ? null : v),
    z.string().regex(UUID, { error: 'invalidReference' }).nullable(),
  ),
});
export const ZAddReviewBody = z.object({ employeeId: ref });
