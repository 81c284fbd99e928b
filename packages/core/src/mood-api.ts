import { z } from 'zod';
import { ZDate } from './dates.ts';
import { ZOptionalId } from './form-fields.ts';

/**
 * The mood pulse (issue 15): an employee shares how they feel once a day from their home; HR sees only trends per
 * department, never a person's mood, and nothing of a group under five people.
 *
 * - GET  /me/mood → TMyMood;  POST /me/mood ← { mood } → 201 (once a day, the employee's organization's day)
 * - GET  /mood/trends?from=&to=&organizationId=&departmentId= → TMoodTrends (page `moodPulse`)
 *
 * A mood is stored with its organization, department and day only: nothing links it to the person. The day a person
 * answered is kept apart (to allow one a day). A department's day counts only when five or more answered it, so
 * every figure shown is of five people at least; a department of fewer than five active employees is not shown.
 */

/** The spec's five moods, from 1 (Very Sad) to 5 (Fantastic). */
export const MOODS = ['verySad', 'sad', 'justOk', 'good', 'fantastic'] as const;
export type TMood = (typeof MOODS)[number];
/** The smallest group whose mood is shown. */
export const MOOD_MIN_GROUP = 5;
/** The longest range of trends in one request. */
export const MOOD_MAX_DAYS = 366;

export const ZMoodBody = z.object({
  mood: z.number({ error: 'required' }).int({ error: 'invalidOption' }).min(1, { error: 'invalidOption' }).max(5, {
    error: 'invalidOption',
  }),
});

export const ZMyMood = z.object({ day: z.string(), sharedToday: z.boolean() });
export type TMyMood = z.infer<typeof ZMyMood>;

export const ZMoodQuery = z.object({
  from: ZDate,
  to: ZDate,
  organizationId: ZOptionalId,
  departmentId: ZOptionalId,
});

export const ZMoodCell = z.object({
  /** the Monday of the week */
  week: z.string(),
  /** answers of the department's days with five or more */
  responses: z.number(),
  /** the mean, 1.00–5.00, or null without any such day */
  average: z.string().nullable(),
  /** answers per mood, Very Sad first */
  counts: z.array(z.number()),
});
export type TMoodCell = z.infer<typeof ZMoodCell>;

export const ZMoodTrends = z.object({
  minGroup: z.number(),
  weeks: z.array(z.string()),
  /** every department shown to the caller; `shown` false when it has fewer than five active employees */
  departments: z.array(
    z.object({
      departmentId: z.string().nullable(),
      name: z.string().nullable(),
      organizationTitle: z.string(),
      people: z.number(),
      shown: z.boolean(),
      weeks: z.array(ZMoodCell),
    }),
  ),
  /** all the shown departments together */
  total: z.array(ZMoodCell),
});
export type TMoodTrends = z.infer<typeof ZMoodTrends>;
