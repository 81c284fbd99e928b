import { sql } from 'drizzle-orm';
import { parseDay } from '@staffdesk/core/dates';
import type { TDb } from '../../platform/db/db.ts';
import type { TImportSpec } from '../../platform/imports/pipeline.ts';
import { writeDays, type TWantedDay } from './schedules.repo.ts';

type TContext = { employees: Map<string, string>; shifts: Map<string, string> };

/** Words for a rest day and for the employee's default in a shift cell, in each language. */
const REST = new Set(['rest', 'off', 'សម្រាក', '休息']);
const DEFAULT = new Set(['default', 'លំនាំដើម', '默认']);

/**
 * `/shift_schedular/Importschedular`: roster days from a CSV or XLSX file — Employee ID, Date (DD-MM-YYYY) and Shift
 * (a shift's code, REST for a rest day, DEFAULT for the employee's default). A day already planned is replaced, and
 * every change goes to the schedule history like a change on the grid. All rows or none.
 */
export const SCHEDULE_IMPORT: TImportSpec<TWantedDay, TContext> = {
  kind: 'schedules',
  entity: 'schedule',
  columns: [
    { key: 'employeeCode', required: true },
    { key: 'date', required: true },
    { key: 'shift', required: true },
  ],
  example: [
    { employeeCode: 'MT0001', date: '01-03-2027', shift: 'DAY' },
    { employeeCode: 'MT0001', date: '07-03-2027', shift: 'REST' },
  ],
  async context(db: TDb) {
    // read as the uploader: a scoped sub admin's employees only (row-level security)
    const employees = await db.execute<{ id: string; code: string }>(
      sql`select id, employee_code as code from employees where deleted_at is null and status = 'active'`,
    );
    const shifts = await db.execute<{ id: string; code: string }>(
      sql`select id, code from shifts where deleted_at is null`,
    );
    return {
      employees: new Map(employees.rows.map((e) => [e.code.toLowerCase(), e.id])),
      shifts: new Map(shifts.rows.map((s) => [s.code.toLowerCase(), s.id])),
    };
  },
  row(cells, ctx) {
    const errors: { column: string; code: string }[] = [];
    const code = (cells.employeeCode ?? '').toLowerCase();
    const employeeId = code ? ctx.employees.get(code) : undefined;
    if (!code) errors.push({ column: 'employeeCode', code: 'required' });
    else if (!employeeId) errors.push({ column: 'employeeCode', code: 'unknownEmployee' });
    const day = cells.date ? parseDay(cells.date) : null;
    if (!cells.date) errors.push({ column: 'date', code: 'required' });
    else if (!day) errors.push({ column: 'date', code: 'invalidDate' });
    const shift = (cells.shift ?? '').trim().toLowerCase();
    const mode = REST.has(shift) ? 'rest' : DEFAULT.has(shift) ? 'default' : 'shift';
    const shiftId = mode === 'shift' ? (ctx.shifts.get(shift) ?? null) : null;
    if (!shift) errors.push({ column: 'shift', code: 'required' });
    else if (mode === 'shift' && !shiftId) errors.push({ column: 'shift', code: 'unknownShift' });
    if (errors.length || !employeeId || !day) return { errors };
    return { value: { employeeId, day, mode, shiftId }, errors };
  },
  key: (d) => `${d.employeeId}|${d.day}`,
  exists: () => false,
  insert: async (db, tenantId, rows, actor) => {
    await writeDays(db, tenantId, rows, { id: actor.id, name: actor.name, source: 'import' });
  },
};
