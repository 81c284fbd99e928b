import { z } from 'zod';
import { ZDate } from './dates.ts';
import { isHttpUrl, optionalText, pageOf, ref, requiredText } from './form-fields.ts';
import { ZPersonRef } from './projects-api.ts';

/**
 * Training (issue 18, spec: `/course`, `/chaptors`, "Employee Training", "Topics"), behind the tenant's `training`
 * feature and the `training` page.
 *
 * A course (of a course type from the settings) holds ordered chapters; a chapter holds ordered topics (a heading
 * and rich text each), video links and one attachment. HR assigns a published course to employees — picked one by
 * one, or every active employee of some departments or groups — with a due date. An employee works through the
 * chapters (on a phone too), marking each one done; the last one completes the course and gives a certificate PDF
 * in the employee's language.
 *
 * - GET  /courses?status=&typeId=&page=&search= → TPage<TCourse>;  POST /courses ← TCourseBody
 * - GET|PUT|DELETE /courses/:id (GET → TCourseDetail with chapters)
 * - POST /courses/:id/chapters ← TChapterBody;  PUT|DELETE /courses/:id/chapters/:chapterId;
 *   PUT /courses/:id/chapters/order ← { ids };  POST|GET|DELETE /courses/:id/chapters/:chapterId/file
 * - GET  /courses/:id/assignments?page=&search= → TPage<TAssignment>;  POST /courses/:id/assignments ← TAssignBody;
 *   DELETE /courses/:id/assignments/:assignmentId
 * - GET  /training/mine → TMyCourse[];  GET /training/mine/:assignmentId → TMyCourseDetail;
 *   POST /training/mine/:assignmentId/chapters/:chapterId/done;  GET /training/mine/:assignmentId/certificate.pdf
 */

export const COURSE_STATUSES = ['draft', 'published'] as const;
export type TCourseStatus = (typeof COURSE_STATUSES)[number];
export const TOPICS_MAX = 30;
export const VIDEOS_MAX = 5;
export const CHAPTERS_MAX = 100;
export const CHAPTER_FILE_FIELD = 'file';

/** How far an assignment has come, in whole percent (100 only when every chapter is done). */
export const progressOf = (done: number, total: number) => (total > 0 ? Math.floor((done / total) * 100) : 0);

const videoUrl = z.string().trim().max(500, { error: 'tooLong' }).refine(isHttpUrl, { error: 'invalidLink' });

export const ZCourseBody = z.object({
  title: requiredText(200),
  typeId: ref,
  description: optionalText(4000),
  status: z.enum(COURSE_STATUSES, { error: 'invalidOption' }).default('draft'),
});
export type TCourseBody = z.input<typeof ZCourseBody>;

export const ZTopicBody = z.object({
  title: requiredText(200),
  /** rich text, sanitized on the server */
  content: z.string().max(100_000, { error: 'tooLong' }).default(''),
});
export const ZChapterBody = z.object({
  title: requiredText(200),
  topics: z.array(ZTopicBody).min(1, { error: 'required' }).max(TOPICS_MAX, { error: 'tooMany' }),
  videoUrls: z.array(videoUrl).max(VIDEOS_MAX, { error: 'tooMany' }).default([]),
});
export type TChapterBody = z.input<typeof ZChapterBody>;
export const ZChapterOrder = z.object({ ids: z.array(ref).max(CHAPTERS_MAX, { error: 'tooMany' }) });

export const ZAssignBody = z
  .object({
    employeeIds: z.array(ref).max(2000, { error: 'tooMany' }).default([]),
    departmentIds: z.array(ref).max(200, { error: 'tooMany' }).default([]),
    groupIds: z.array(ref).max(200, { error: 'tooMany' }).default([]),
    dueOn: ZDate,
  })
  .superRefine((b, ctx) => {
    if (!b.employeeIds.length && !b.departmentIds.length && !b.groupIds.length)
      ctx.addIssue({ code: 'custom', path: ['employeeIds'], message: 'required' });
  });
export type TAssignBody = z.input<typeof ZAssignBody>;

const ZNamed = z.object({ id: z.string(), name: z.string() });
export const ZFileRef = z.object({ name: z.string(), type: z.string(), size: z.number() });

export const ZCourse = z.object({
  id: z.string(),
  title: z.string(),
  type: ZNamed,
  description: z.string().nullable(),
  status: z.enum(COURSE_STATUSES),
  chapters: z.number(),
  assigned: z.number(),
  completed: z.number(),
  updatedAt: z.string(),
});
export type TCourse = z.infer<typeof ZCourse>;
export const ZCoursePage = pageOf(ZCourse);
export const ZCourseQuery = z.object({
  status: z.enum(['', ...COURSE_STATUSES]).optional(),
  typeId: z.union([z.literal(''), ref]).optional(),
});

export const ZTopic = z.object({ title: z.string(), content: z.string() });
export const ZChapter = z.object({
  id: z.string(),
  position: z.number(),
  title: z.string(),
  topics: z.array(ZTopic),
  videoUrls: z.array(z.string()),
  file: ZFileRef.nullable(),
});
export type TChapter = z.infer<typeof ZChapter>;
export const ZCourseDetail = ZCourse.extend({ chapterList: z.array(ZChapter) });
export type TCourseDetail = z.infer<typeof ZCourseDetail>;

export const ZAssignment = z.object({
  id: z.string(),
  employee: ZPersonRef,
  departmentName: z.string().nullable(),
  dueOn: z.string(),
  assignedAt: z.string(),
  done: z.number(),
  total: z.number(),
  progress: z.number(),
  completedAt: z.string().nullable(),
  overdue: z.boolean(),
});
export type TAssignment = z.infer<typeof ZAssignment>;
export const ZAssignmentPage = pageOf(ZAssignment);
export const ZAssignResult = z.object({ added: z.number(), already: z.number() });

export const ZMyCourse = z.object({
  assignmentId: z.string(),
  courseId: z.string(),
  title: z.string(),
  type: z.string(),
  description: z.string().nullable(),
  dueOn: z.string(),
  done: z.number(),
  total: z.number(),
  progress: z.number(),
  completedAt: z.string().nullable(),
  overdue: z.boolean(),
});
export type TMyCourse = z.infer<typeof ZMyCourse>;
export const ZMyCourses = z.array(ZMyCourse);
export const ZMyCourseDetail = ZMyCourse.extend({
  chapters: z.array(ZChapter.extend({ doneAt: z.string().nullable() })),
});
export type TMyCourseDetail = z.infer<typeof ZMyCourseDetail>;
