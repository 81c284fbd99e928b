import { sql } from 'drizzle-orm';
import { parseDay } from '@staffdesk/core/dates';
import { HOLIDAY } from '@staffdesk/core/resources/settings-resources';
import type { TDb } from '../../platform/db/db.ts';
import type { TAuth } from '../../platform/http/access.ts';
import type { TImportSpec } from '../../platform/imports/pipeline.ts';
import { insertRecords } from './resources.repo.ts';

type THoliday = { date: string; name: string; organizationId: string | null; recurring: boolean; halfDay: boolean };
type TContext = { orgs: Map<string, string>; existing: Set<string>; scoped: boolean };

const YES = new Set(['yes', 'y', 'true', '1', 'បាទ', 'ចាស', 'មែន', '是']);
const NO = new Set(['no', 'n', 'false', '0', '', 'ទេ', 'មិនមែន', '否']);
const keyOf = (date: string, org: string | null) => `${date}|${org ?? ''}`;

/**
 * `/holiday_bulk_import/import`: holidays from a CSV or XLSX file — Date (DD-MM-YYYY), Holiday Name, Organization
 * Code (empty: every organization), Recurring, Half Day. A day already a holiday of the same organization is refused.
 */
export const HOLIDAY_IMPORT: TImportSpec<THoliday, TContext> = {
  kind: 'holidays',
  entity: 'holiday',
  columns: [
    { key: 'date', required: true },
    { key: 'name', required: true },
    { key: 'organizationCode' },
    { key: 'recurring' },
    { key: 'halfDay' },
  ],
  example: [
    { date: '01-01-2027', name: "International New Year's Day", organizationCode: '', recurring: 'Yes', halfDay: 'No' },
    { date: '14-04-2027', name: 'Khmer New Year', organizationCode: '', recurring: 'No', halfDay: 'No' },
  ],
  async context(db: TDb, auth: TAuth) {
    // read as the uploader: a scoped sub admin's organizations only (RLS)
    const orgs = await db.execute<{ id: string; code: string }>(
      sql`select id, code from organizations where deleted_at is null`,
    );
    const days = await db.execute<{ date: string; organization_id: string | null }>(
      sql`select to_char(date, 'YYYY-MM-DD') as date, organization_id from holidays where deleted_at is null`,
    );
    return {
      orgs: new Map(orgs.rows.map((o) => [o.code.toLowerCase(), o.id])),
      existing: new Set(days.rows.map((d) => keyOf(d.date, d.organization_id))),
      scoped: auth.scope !== null,
    };
  },
  row(cells, ctx) {
    const errors: { column: string; code: string; values?: Record<string, string | number> }[] = [];
    const date = cells.date ? parseDay(cells.date) : null;
    if (!cells.date) errors.push({ column: 'date', code: 'required' });
    else if (!date) errors.push({ column: 'date', code: 'invalidDate' });
    const name = cells.name ?? '';
    const max = HOLIDAY.fields.find((f) => f.key === 'name')?.max ?? 150;
    if (!name) errors.push({ column: 'name', code: 'required' });
    else if ([...name].length > max) errors.push({ column: 'name', code: 'tooLong', values: { max } });
    const code = (cells.organizationCode ?? '').toLowerCase();
    const organizationId = code ? (ctx.orgs.get(code) ?? null) : null;
    if (code && !organizationId) errors.push({ column: 'organizationCode', code: 'unknownOrganization' });
    if (!code && ctx.scoped) errors.push({ column: 'organizationCode', code: 'required' });
    const flag = (column: 'recurring' | 'halfDay') => {
      const v = (cells[column] ?? '').toLowerCase();
      if (YES.has(v)) return true;
      if (!NO.has(v)) errors.push({ column, code: 'yesNo' });
      return false;
    };
    const recurring = flag('recurring');
    const halfDay = flag('halfDay');
    if (errors.length || !date) return { errors };
    return { value: { date, name, organizationId, recurring, halfDay }, errors };
  },
  key: (h) => keyOf(h.date, h.organizationId),
  exists: (ctx, h) => ctx.existing.has(keyOf(h.date, h.organizationId)),
  insert: async (db, tenantId, rows, actor) => {
    await insertRecords(db, HOLIDAY, tenantId, rows, actor);
  },
};
