import { z } from 'zod';
import { optionalRef, optionalText, pageOf, ref, requiredText, UUID } from './form-fields.ts';
import { ZDate } from './dates.ts';
import { INCIDENT_PRIORITIES } from './incidents-api.ts';

/**
 * Projects and tasks (issue 18, spec "Work plan": `/projects/listing|add`, `/projectstasks/listing`,
 * `/projectgroups`), behind the tenant's `workPlan` feature. HR and sub admins with the `projects` page run
 * projects of their organizations (a project's head and members are employees); employees see the projects they
 * head or belong to, move their own tasks across the board and log the time they spent. A project's completion is
 * the weight of its completed tasks over the weight of all of them.
 *
 * - GET  /projects?search=&status=&priority=&groupId=&organizationId=&page= → TPage<TProject>;  export.csv|xlsx
 * - POST /projects ← TProjectBody → TProjectDetail (201);  GET|PUT|DELETE /projects/:id
 * - GET  /projects/options?search= → the projects a task can go to (id, name)
 * - GET  /tasks?projectId=&status=&assigneeId=&priority=&overdue=&mine=&page= → TPage<TTask>
 * - GET  /tasks/board?projectId=&assigneeId=&mine= → TTask[] (every open one, the latest completed)
 * - POST /tasks ← TTaskBody → TTaskDetail (201);  GET|PUT|DELETE /tasks/:id;  POST /tasks/:id/status ← { status }
 * - POST /tasks/:id/logs ← TTaskLogBody;  DELETE /tasks/:id/logs/:logId
 * - POST /tasks/:id/files (multipart `file`: a PDF or picture);  GET|DELETE /tasks/:id/files/:fileId
 */

/** Spec: priority Low, Moderate, High, Very High (the same four as incidents). */
export const PROJECT_PRIORITIES = INCIDENT_PRIORITIES;
export type TProjectPriority = (typeof PROJECT_PRIORITIES)[number];

/** Spec: activity In Progress, Completed. */
export const PROJECT_STATUSES = ['inProgress', 'completed'] as const;
export type TProjectStatus = (typeof PROJECT_STATUSES)[number];

/** The columns of the task board, in order. */
export const TASK_STATUSES = ['todo', 'inProgress', 'review', 'completed'] as const;
export type TTaskStatus = (typeof TASK_STATUSES)[number];

export const WEIGHT_MAX = 100;
export const PROJECT_MEMBERS_MAX = 200;
/** one log is at most a day's work: 24 hours */
export const LOG_MINUTES_MAX = 24 * 60;
/** time is logged for today or up to this many days back */
export const LOG_DAYS_BACK = 62;
/** the board shows every open task and this many of the latest completed ones */
export const BOARD_COMPLETED_MAX = 50;
export const BOARD_OPEN_MAX = 500;

/**
 * A project's completion in whole percent: the weight of completed tasks over the weight of all. It reaches 100
 * only when every task is completed (99.6 % stays 99), and a project without tasks is at 0.
 */
export function completionOf(tasks: readonly { weight: number; status: string }[]): number {
  const total = tasks.reduce((s, t) => s + t.weight, 0);
  if (total <= 0) return 0;
  const done = tasks.reduce((s, t) => s + (t.status === 'completed' ? t.weight : 0), 0);
  if (done >= total) return 100;
  return Math.floor((done * 100) / total);
}

/** Minutes as the lists show them: `7h 30m`, `45m`, `2h`. */
export function minutesText(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (!h) return `${m}m`;
  return m ? `${h}h ${m}m` : `${h}h`;
}

/** A decimal amount as JSON carries it: a plain string with at most 2 decimals, or null. */
const optionalAmount = z.preprocess(
  (v) => (v === '' || v === null || v === undefined ? null : typeof v === 'number' ? String(v) : v),
  z
    .string()
    .trim()
    .regex(/^\d{1,12}(\.\d{1,2})?$/, { error: 'invalidNumber' })
    .nullable(),
);

const weight = z.preprocess(
  (v) => (v === '' || v === null || v === undefined ? 1 : typeof v === 'string' ? Number(v) : v),
  z
    .number({ error: 'invalidNumber' })
    .int({ error: 'invalidNumber' })
    .min(1, { error: 'tooSmall' })
    .max(WEIGHT_MAX, { error: 'tooLarge' }),
);

const day = ZDate;
const optionalDay = z.preprocess((v) => (v === '' || v === undefined ? null : v), day.nullable());

export const ZProjectBody = z
  .object({
    organizationId: ref,
    groupId: optionalRef,
    name: requiredText(150),
    description: optionalText(4000),
    headId: ref,
    memberIds: z
      .array(z.string().regex(UUID, { error: 'invalidReference' }))
      .max(PROJECT_MEMBERS_MAX, { error: 'tooMany' })
      .default([]),
    priority: z.enum(PROJECT_PRIORITIES, { error: 'invalidOption' }),
    weight,
    value: optionalAmount,
    startOn: day,
    dueOn: day,
    status: z.enum(PROJECT_STATUSES, { error: 'invalidOption' }).default('inProgress'),
  })
  .refine((b) => b.dueOn >= b.startOn, { path: ['dueOn'], error: 'dateOrder' });
export type TProjectBody = z.input<typeof ZProjectBody>;

export const ZPersonRef = z.object({ id: z.string(), name: z.string(), code: z.string() });
export type TPersonRef = z.infer<typeof ZPersonRef>;

export const ZProject = z.object({
  id: z.string(),
  organizationId: z.string(),
  organizationName: z.string(),
  currency: z.string(),
  groupId: z.string().nullable(),
  groupName: z.string().nullable(),
  name: z.string(),
  description: z.string().nullable(),
  head: ZPersonRef,
  priority: z.enum(PROJECT_PRIORITIES),
  weight: z.number(),
  value: z.string().nullable(),
  startOn: z.string(),
  dueOn: z.string(),
  status: z.enum(PROJECT_STATUSES),
  completedAt: z.string().nullable(),
  memberCount: z.number(),
  taskCount: z.number(),
  openTasks: z.number(),
  overdueTasks: z.number(),
  loggedMinutes: z.number(),
  /** whole percent, from the tasks' weights (completionOf) */
  completion: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TProject = z.infer<typeof ZProject>;
export const ZProjectPage = pageOf(ZProject);

export const ZProjectDetail = ZProject.extend({ members: z.array(ZPersonRef) });
export type TProjectDetail = z.infer<typeof ZProjectDetail>;

export const ZProjectQuery = z.object({
  status: z.enum(['', ...PROJECT_STATUSES]).optional(),
  priority: z.enum(['', ...PROJECT_PRIORITIES]).optional(),
  groupId: z.union([z.literal(''), z.string().regex(UUID)]).optional(),
  organizationId: z.union([z.literal(''), z.string().regex(UUID)]).optional(),
});

export const ZTaskBody = z.object({
  projectId: ref,
  title: requiredText(200),
  description: optionalText(4000),
  assigneeId: ref,
  priority: z.enum(PROJECT_PRIORITIES, { error: 'invalidOption' }),
  weight,
  dueOn: optionalDay,
  status: z.enum(TASK_STATUSES, { error: 'invalidOption' }).default('todo'),
});
export type TTaskBody = z.input<typeof ZTaskBody>;

export const ZTask = z.object({
  id: z.string(),
  projectId: z.string(),
  projectName: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  assignee: ZPersonRef,
  priority: z.enum(PROJECT_PRIORITIES),
  weight: z.number(),
  dueOn: z.string().nullable(),
  status: z.enum(TASK_STATUSES),
  /** past its due day and not completed, in the project organization's calendar */
  overdue: z.boolean(),
  completedAt: z.string().nullable(),
  loggedMinutes: z.number(),
  logCount: z.number(),
  /** the project's head, and whether the project is completed (then no task of it moves) */
  headId: z.string(),
  projectCompleted: z.boolean(),
  /** whether the caller may move it on the board: HR with edit, its assignee, its project's head */
  canMove: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TTask = z.infer<typeof ZTask>;
export const ZTaskPage = pageOf(ZTask);

export const ZTaskLog = z.object({
  id: z.string(),
  employee: ZPersonRef,
  workedOn: z.string(),
  minutes: z.number(),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type TTaskLog = z.infer<typeof ZTaskLog>;

/** A task's attachment: a PDF or a picture. */
export const ZTaskFile = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  size: z.number(),
  createdBy: z.string(),
  createdByName: z.string(),
  createdAt: z.string(),
});
export type TTaskFile = z.infer<typeof ZTaskFile>;
/** the form field of an attachment, and how many a task keeps */
export const TASK_FILE_FIELD = 'file';
export const TASK_FILES_MAX = 10;

export const ZTaskDetail = ZTask.extend({
  logs: z.array(ZTaskLog),
  files: z.array(ZTaskFile),
  /** what the caller may do with it */
  can: z.object({
    edit: z.boolean(),
    delete: z.boolean(),
    move: z.boolean(),
    log: z.boolean(),
    /** add attachments (and remove their own) */
    attach: z.boolean(),
  }),
});
export type TTaskDetail = z.infer<typeof ZTaskDetail>;

const flag = z.enum(['', '1']).optional();
export const ZTaskQuery = z.object({
  projectId: z.union([z.literal(''), z.string().regex(UUID)]).optional(),
  assigneeId: z.union([z.literal(''), z.string().regex(UUID)]).optional(),
  status: z.enum(['', ...TASK_STATUSES]).optional(),
  priority: z.enum(['', ...PROJECT_PRIORITIES]).optional(),
  overdue: flag,
  /** only the caller's own tasks (an employee sees no others anyway) */
  mine: flag,
});

export const ZTaskStatusBody = z.object({ status: z.enum(TASK_STATUSES, { error: 'invalidOption' }) });

export const ZTaskLogBody = z.object({
  workedOn: day,
  minutes: z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? undefined : typeof v === 'string' ? Number(v) : v),
    z
      .number({ error: (iss) => (iss.input === undefined ? 'required' : 'invalidNumber') })
      .int({ error: 'invalidNumber' })
      .min(1, { error: 'tooSmall' })
      .max(LOG_MINUTES_MAX, { error: 'tooLarge' }),
  ),
  note: optionalText(500),
});
export type TTaskLogBody = z.input<typeof ZTaskLogBody>;

/**
 * The projects report (`/projects/projectsReport`): over a period (days in the projects' organizations' calendars),
 * each project's progress and the time logged on it, each person's tasks and time, and the overdue tasks.
 * - GET /projects/report?from=&to=&organizationId=&groupId= → TProjectReport
 * - GET /projects/report/export.csv|xlsx?part=projects|people&… → the table of that part
 */
export const ZReportQuery = z.object({
  from: ZDate,
  to: ZDate,
  organizationId: z.union([z.literal(''), z.string().regex(UUID)]).optional(),
  groupId: z.union([z.literal(''), z.string().regex(UUID)]).optional(),
});
/** the longest period a report covers */
export const REPORT_DAYS_MAX = 366;

export const ZReportProject = z.object({
  id: z.string(),
  name: z.string(),
  organizationName: z.string(),
  groupName: z.string().nullable(),
  head: z.string(),
  status: z.enum(PROJECT_STATUSES),
  dueOn: z.string(),
  completion: z.number(),
  /** tasks by status now */
  byStatus: z.object({ todo: z.number(), inProgress: z.number(), review: z.number(), completed: z.number() }),
  overdueTasks: z.number(),
  /** minutes logged in the period, and ever */
  periodMinutes: z.number(),
  loggedMinutes: z.number(),
});
export type TReportProject = z.infer<typeof ZReportProject>;

export const ZReportPerson = z.object({
  id: z.string(),
  name: z.string(),
  code: z.string(),
  openTasks: z.number(),
  overdueTasks: z.number(),
  /** tasks completed in the period */
  completedTasks: z.number(),
  periodMinutes: z.number(),
});
export type TReportPerson = z.infer<typeof ZReportPerson>;

export const ZProjectReport = z.object({
  from: z.string(),
  to: z.string(),
  projects: z.array(ZReportProject),
  people: z.array(ZReportPerson),
  overdue: z.array(ZTask),
});
export type TProjectReport = z.infer<typeof ZProjectReport>;
