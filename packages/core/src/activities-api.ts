import { z } from 'zod';
import { ZDate } from './dates.ts';
import { intIn, optionalRef, optionalText, pageOf, ref, UUID } from './form-fields.ts';
import { ZPersonRef } from './projects-api.ts';

/**
 * Activities and KPI targets (issue 18, spec "Staff": `/employeesactivity/listing|Add`,
 * `/employeestaregetactvity/listing|Add|kpi`, `/employeestaregetsummaryactvity/listing|Add`).
 *
 * An activity is work an employee did on a day: its type, status and (HR's) evaluation come from the activity
 * settings. A monthly target asks an employee for a number of activities of one type in a month, with a goal and a
 * valuation % (its share of the month's KPI); a summary target asks for a number of activities of any type. What is
 * achieved is counted from the logged activities: those with a final status, each worth its evaluation's valuation
 * (100 % without one). The KPI score of a month is the targets' achievement, capped at 100 % each, weighted by
 * their valuations.
 *
 * - GET  /activities?employeeId=&typeId=&statusId=&from=&to=&page= → TPage<TActivity>;  export.csv|xlsx
 * - POST /activities ← TActivityBody;  PUT|DELETE /activities/:id;  GET /activities/options → types, statuses, evaluations
 * - GET  /targets?kind=type|summary&month=&employeeId=&page= → TPage<TTarget>;  POST /targets;  PUT|DELETE /targets/:id
 * - GET  /targets/kpi?month=&page=&search= → TPage<TKpiRow>
 */

export const ACTIVITY_MINUTES_MAX = 24 * 60;
export const TARGET_MAX = 10_000;
export const TARGET_KINDS = ['type', 'summary'] as const;
export type TTargetKind = (typeof TARGET_KINDS)[number];
export const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** What the activities count towards a target: each final one, worth its evaluation's valuation % (100 without). */
export function achievedOf(activities: readonly { isFinal: boolean; valuation: number | null }[]): number {
  const sum = activities.reduce((s, a) => s + (a.isFinal ? (a.valuation ?? 100) : 0), 0);
  return Math.round(sum) / 100;
}

/** A target's achievement in percent (over 100 when exceeded), one decimal. */
export const achievementOf = (achieved: number, target: number) =>
  target > 0 ? Math.round((achieved / target) * 1000) / 10 : 0;

/**
 * A month's KPI score (0–100, one decimal): each target's achievement capped at 100 %, weighted by its valuation.
 * Valuations that do not add up to 100 are weighed against their sum; no targets, no score (null).
 */
export function kpiScoreOf(targets: readonly { target: number; achieved: number; valuation: number }[]): number | null {
  const weight = targets.reduce((s, t) => s + t.valuation, 0);
  if (!targets.length || weight <= 0) return null;
  const sum = targets.reduce((s, t) => s + Math.min(1, t.target > 0 ? t.achieved / t.target : 0) * t.valuation, 0);
  return Math.round((sum / weight) * 1000) / 10;
}

const month = z.string({ error: 'required' }).regex(MONTH, { error: 'invalidMonth' });

export const ZActivityBody = z.object({
  /** staff name the employee; an employee logs their own (ignored) */
  employeeId: optionalRef,
  typeId: ref,
  statusId: ref,
  /** HR's evaluation (an employee's own log has none) */
  evaluationId: optionalRef,
  doneOn: ZDate,
  minutes: intIn(1, ACTIVITY_MINUTES_MAX),
  notes: optionalText(2000),
});
export type TActivityBody = z.input<typeof ZActivityBody>;

const ZNamed = z.object({ id: z.string(), name: z.string() });

export const ZActivity = z.object({
  id: z.string(),
  employee: ZPersonRef,
  organizationName: z.string(),
  type: ZNamed,
  status: ZNamed.extend({ color: z.string().nullable(), isFinal: z.boolean() }),
  evaluation: ZNamed.extend({ valuation: z.number() }).nullable(),
  doneOn: z.string(),
  minutes: z.number(),
  notes: z.string().nullable(),
  createdByName: z.string(),
  createdAt: z.string(),
  /** whether the caller may change or delete it */
  editable: z.boolean(),
});
export type TActivity = z.infer<typeof ZActivity>;
export const ZActivityPage = pageOf(ZActivity);

const optionalId = z.union([z.literal(''), z.string().regex(UUID)]).optional();
export const ZActivityQuery = z.object({
  employeeId: optionalId,
  typeId: optionalId,
  statusId: optionalId,
  from: ZDate.optional(),
  to: ZDate.optional(),
});

export const ZActivityOptions = z.object({
  types: z.array(ZNamed),
  statuses: z.array(ZNamed.extend({ color: z.string().nullable(), isFinal: z.boolean() })),
  evaluations: z.array(ZNamed.extend({ valuation: z.number() })),
});
export type TActivityOptions = z.infer<typeof ZActivityOptions>;

export const ZTargetBody = z
  .object({
    kind: z.enum(TARGET_KINDS, { error: 'invalidOption' }),
    employeeId: ref,
    month,
    /** the activity type (monthly targets); none for a summary target */
    typeId: optionalRef,
    target: intIn(1, TARGET_MAX),
    goal: optionalText(500),
    valuation: intIn(1, 100),
  })
  .refine((b) => b.kind === 'summary' || b.typeId !== null, { path: ['typeId'], error: 'required' });
export type TTargetBody = z.input<typeof ZTargetBody>;

export const ZTarget = z.object({
  id: z.string(),
  kind: z.enum(TARGET_KINDS),
  employee: ZPersonRef,
  month: z.string(),
  type: ZNamed.nullable(),
  target: z.number(),
  goal: z.string().nullable(),
  valuation: z.number(),
  /** counted from the month's activities (achievedOf) */
  achieved: z.number(),
  /** achieved over target, in percent */
  achievement: z.number(),
  createdAt: z.string(),
});
export type TTarget = z.infer<typeof ZTarget>;
export const ZTargetPage = pageOf(ZTarget);

export const ZTargetQuery = z.object({
  kind: z.enum(TARGET_KINDS).default('type'),
  month: z.union([z.literal(''), z.string().regex(MONTH)]).optional(),
  employeeId: optionalId,
});

/** One employee's month on the KPI page: their targets' figures and the score. */
export const ZKpiRow = z.object({
  employee: ZPersonRef,
  organizationName: z.string(),
  targets: z.number(),
  activities: z.number(),
  /** null without targets */
  score: z.number().nullable(),
});
export type TKpiRow = z.infer<typeof ZKpiRow>;
export const ZKpiPage = pageOf(ZKpiRow);
