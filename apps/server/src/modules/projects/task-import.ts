import { sql } from 'drizzle-orm';
import { LANGUAGES } from '@staffdesk/core/constants';
import { parseDay } from '@staffdesk/core/dates';
import {
  PROJECT_PRIORITIES,
  TASK_STATUSES,
  type TProjectPriority,
  type TTaskStatus,
  WEIGHT_MAX,
} from '@staffdesk/core/projects-api';
import type { TDb } from '../../platform/db/db.ts';
import { translate } from '../../platform/i18n.ts';
import type { TImportSpec } from '../../platform/imports/pipeline.ts';
import { addMember } from './projects.repo.ts';
import { insertTask, type TTaskRow } from './tasks.repo.ts';

type TContext = {
  /** open projects by name (lower case): their ids (two projects may share a name) */
  projects: Map<string, { id: string; headId: string }[]>;
  employees: Map<string, string>;
  existing: Set<string>;
};

/** A choice's words in every language (the key itself too), lower case, to the choice. */
function wordsOf<T extends string>(values: readonly T[], group: string): Map<string, T> {
  const out = new Map<string, T>();
  for (const v of values) {
    out.set(v.toLowerCase(), v);
    for (const l of LANGUAGES) out.set(translate(l, 'projects', `${group}.${v}`, v).trim().toLowerCase(), v);
  }
  return out;
}
const PRIORITIES = wordsOf(PROJECT_PRIORITIES, 'priorities');
const STATUSES = wordsOf(TASK_STATUSES, 'taskStatuses');
const keyOf = (projectId: string, title: string) => `${projectId}|${title.trim().toLowerCase()}`;

/**
 * `/project/ImportTask`: tasks from a CSV or XLSX file — Project (the name of an open project), Task, Employee ID of
 * the assignee, Priority, Weight, Due date (DD-MM-YYYY), Status and Description. Priority and status are taken in any
 * of the three languages. A task already in the project under the same name is refused; the assignees join the
 * projects' members. All rows or none.
 */
export const TASK_IMPORT: TImportSpec<TTaskRow, TContext> = {
  kind: 'tasks',
  entity: 'task',
  columns: [
    { key: 'project', required: true },
    { key: 'title', required: true },
    { key: 'employeeCode', required: true },
    { key: 'priority' },
    { key: 'weight' },
    { key: 'dueDate' },
    { key: 'status' },
    { key: 'description' },
  ],
  example: [
    {
      project: 'Warehouse relocation',
      title: 'Check the fire exits',
      employeeCode: 'PP1001',
      priority: 'High',
      weight: '2',
      dueDate: '15-01-2027',
      status: 'To Do',
      description: 'Both floors, with the landlord',
    },
    {
      project: 'Warehouse relocation',
      title: 'Hand back the old keys',
      employeeCode: 'PP1002',
      priority: 'Low',
      weight: '1',
      dueDate: '',
      status: '',
      description: '',
    },
  ],
  async context(db: TDb) {
    // read as the uploader: a scoped sub admin's projects and employees only (row-level security)
    const projects = await db.execute<{ id: string; name: string; headId: string }>(
      sql`select id, name, head_id as "headId" from projects where status = 'inProgress'`,
    );
    const byName = new Map<string, { id: string; headId: string }[]>();
    for (const p of projects.rows) {
      const k = p.name.trim().toLowerCase();
      byName.set(k, [...(byName.get(k) ?? []), { id: p.id, headId: p.headId }]);
    }
    const employees = await db.execute<{ id: string; code: string }>(
      sql`select id, employee_code as code from employees where deleted_at is null and status = 'active'`,
    );
    const tasks = await db.execute<{ projectId: string; title: string }>(
      sql`select project_id as "projectId", title from project_tasks`,
    );
    return {
      projects: byName,
      employees: new Map(employees.rows.map((e) => [e.code.toLowerCase(), e.id])),
      existing: new Set(tasks.rows.map((t) => keyOf(t.projectId, t.title))),
    };
  },
  row(cells, ctx) {
    const errors: { column: string; code: string; values?: Record<string, string | number> }[] = [];
    const name = (cells.project ?? '').trim().toLowerCase();
    const found = name ? (ctx.projects.get(name) ?? []) : [];
    if (!name) errors.push({ column: 'project', code: 'required' });
    else if (found.length === 0) errors.push({ column: 'project', code: 'unknownProject' });
    else if (found.length > 1) errors.push({ column: 'project', code: 'ambiguousProject' });
    const title = (cells.title ?? '').trim();
    if (!title) errors.push({ column: 'title', code: 'required' });
    else if ([...title].length > 200) errors.push({ column: 'title', code: 'tooLong', values: { max: 200 } });
    const code = (cells.employeeCode ?? '').trim().toLowerCase();
    const assigneeId = code ? ctx.employees.get(code) : undefined;
    if (!code) errors.push({ column: 'employeeCode', code: 'required' });
    else if (!assigneeId) errors.push({ column: 'employeeCode', code: 'unknownEmployee' });
    const priorityText = (cells.priority ?? '').trim().toLowerCase();
    const priority: TProjectPriority | undefined = priorityText ? PRIORITIES.get(priorityText) : 'moderate';
    if (!priority) errors.push({ column: 'priority', code: 'invalidOption' });
    const statusText = (cells.status ?? '').trim().toLowerCase();
    const status: TTaskStatus | undefined = statusText ? STATUSES.get(statusText) : 'todo';
    if (!status) errors.push({ column: 'status', code: 'invalidOption' });
    const weightText = (cells.weight ?? '').trim();
    const weight = weightText ? Number(weightText) : 1;
    if (!Number.isInteger(weight)) errors.push({ column: 'weight', code: 'invalidNumber' });
    else if (weight < 1) errors.push({ column: 'weight', code: 'tooSmall' });
    else if (weight > WEIGHT_MAX) errors.push({ column: 'weight', code: 'tooLarge' });
    const dueOn = cells.dueDate ? parseDay(cells.dueDate) : null;
    if (cells.dueDate && !dueOn) errors.push({ column: 'dueDate', code: 'invalidDate' });
    const description = (cells.description ?? '').trim();
    if ([...description].length > 4000) errors.push({ column: 'description', code: 'tooLong', values: { max: 4000 } });
    const project = found[0];
    if (errors.length || !project || !assigneeId || !priority || !status) return { errors };
    return {
      value: {
        projectId: project.id,
        title,
        description: description || null,
        assigneeId,
        priority,
        weight,
        dueOn,
        status,
      },
      errors,
    };
  },
  key: (t) => keyOf(t.projectId, t.title),
  exists: (ctx, t) => ctx.existing.has(keyOf(t.projectId, t.title)),
  insert: async (db, tenantId, rows, actor) => {
    for (const t of rows) {
      await insertTask(db, tenantId, t, actor.id);
      await addMember(db, tenantId, t.projectId, t.assigneeId);
    }
  },
};
