import { sql } from 'drizzle-orm';
import { parseDay } from '@staffdesk/core/dates';
import { dayString } from '@staffdesk/core/leave';
import { Money } from '@staffdesk/core/money';
import type { TDb } from '../../platform/db/db.ts';
import type { TImportSpec } from '../../platform/imports/pipeline.ts';

type TOpening = { employeeId: string; leaveTypeId: string; day: string; days: string; note: string | null };
type TContext = {
  people: Map<string, string>;
  types: Map<string, string>;
  /** `employee|type` of opening balances already in the ledger */
  opened: Set<string>;
};

const DAYS = /^-?\d{1,3}(\.\d{1,4})?$/;

/**
 * Opening leave balances (`/employees/importleave`, issue 13): Employee ID, leave type (code or name), days (may be
 * negative), the day they count from, a note. Each becomes the employee's `opening` ledger row for that type — one
 * per employee and type; a later correction is an adjustment. Nothing is written unless every row is good.
 */
export const LEAVE_OPENING_IMPORT: TImportSpec<TOpening, TContext> = {
  kind: 'leaveOpenings',
  entity: 'leaveBank',
  columns: [
    { key: 'employeeCode', required: true },
    { key: 'leaveType', required: true },
    { key: 'days', required: true },
    { key: 'date', required: true },
    { key: 'note' },
  ],
  example: [
    { employeeCode: 'PP1001', leaveType: 'AL', days: '6.5', date: '01-01-2026', note: 'Carried from the old system' },
    { employeeCode: 'PP1001', leaveType: 'SL', days: '7', date: '01-01-2026', note: '' },
  ],
  async context(db: TDb) {
    // read as the uploader: a scoped sub admin's employees only (row-level security)
    const people = await db.execute<{ id: string; code: string }>(
      sql`select id, employee_code as code from employees where deleted_at is null`,
    );
    const types = await db.execute<{ id: string; code: string | null; name: string }>(
      sql`select id, code, name from leave_types where deleted_at is null`,
    );
    const opened = await db.execute<{ k: string }>(
      sql`select distinct employee_id || '|' || leave_type_id as k from leave_ledger where kind = 'opening'`,
    );
    const typeMap = new Map<string, string>();
    for (const t of types.rows) {
      typeMap.set(t.name.trim().toLowerCase(), t.id);
      if (t.code) typeMap.set(t.code.trim().toLowerCase(), t.id);
    }
    return {
      people: new Map(people.rows.map((p) => [p.code.toLowerCase(), p.id])),
      types: typeMap,
      opened: new Set(opened.rows.map((r) => r.k)),
    };
  },
  row(cells, ctx) {
    const errors: { column: string; code: string }[] = [];
    const code = (cells.employeeCode ?? '').trim().toLowerCase();
    const employeeId = code ? ctx.people.get(code) : undefined;
    if (!code) errors.push({ column: 'employeeCode', code: 'required' });
    else if (!employeeId) errors.push({ column: 'employeeCode', code: 'unknownEmployee' });
    const type = (cells.leaveType ?? '').trim().toLowerCase();
    const leaveTypeId = type ? ctx.types.get(type) : undefined;
    if (!type) errors.push({ column: 'leaveType', code: 'required' });
    else if (!leaveTypeId) errors.push({ column: 'leaveType', code: 'unknownRecord' });
    const days = (cells.days ?? '').trim();
    if (!days) errors.push({ column: 'days', code: 'required' });
    else if (!DAYS.test(days)) errors.push({ column: 'days', code: 'invalidNumber' });
    const day = cells.date ? parseDay(cells.date) : null;
    if (!cells.date) errors.push({ column: 'date', code: 'required' });
    else if (!day) errors.push({ column: 'date', code: 'invalidDate' });
    const note = (cells.note ?? '').trim();
    if (note.length > 500) errors.push({ column: 'note', code: 'tooLong' });
    if (errors.length || !employeeId || !leaveTypeId || !day) return { errors };
    return { value: { employeeId, leaveTypeId, day, days: dayString(new Money(days)), note: note || null }, errors };
  },
  key: (v) => `${v.employeeId}|${v.leaveTypeId}`,
  exists: (ctx, v) => ctx.opened.has(`${v.employeeId}|${v.leaveTypeId}`),
  async insert(db, tenantId, rows, actor) {
    const col = <K extends keyof TOpening>(k: K) => rows.map((r) => r[k]);
    await db.execute(sql`
      insert into leave_ledger (tenant_id, employee_id, leave_type_id, day, days, kind, note, created_by, created_by_name)
      select ${tenantId}, e, t, d, n, 'opening', note, ${actor.id}, ${actor.name}
        from unnest(${sql.param(col('employeeId'))}::uuid[], ${sql.param(col('leaveTypeId'))}::uuid[],
                    ${sql.param(col('day'))}::date[], ${sql.param(col('days'))}::numeric[],
                    ${sql.param(col('note'))}::text[]) as x(e, t, d, n, note)`);
  },
};
