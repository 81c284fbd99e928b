import { sql } from 'drizzle-orm';
import { parseDay } from '@staffdesk/core/dates';
import {
  DEPENDANT,
  EMPLOYEE_ASSET,
  EMPLOYEE_PROMOTION,
  EMPLOYEE_SETTLEMENT,
} from '@staffdesk/core/resources/employee-records';
import { FIELD_ERRORS, labelField, resourceSchema } from '@staffdesk/core/resources/resource-schema';
import { textMax, type TField, type TResource } from '@staffdesk/core/resources/resource-types';
import { resourceByKey } from '@staffdesk/core/resources/settings-resources';
import type { TDb } from '../../platform/db/db.ts';
import { choiceMap } from '../../platform/imports/choices.ts';
import type { TImportActor, TImportSpec } from '../../platform/imports/pipeline.ts';
import { insertRecords } from '../resources/resources.repo.ts';
import { applyDue } from './promotions.ts';
import { settlementsWrittenIn } from './settlements.ts';

type TValues = Record<string, unknown> & { employeeId: string };
type TContext = { employees: Map<string, string>; refs: Map<string, Map<string, string>>; taken: Set<string> };
type TCellError = { column: string; code: string; values?: Record<string, string | number> };

/** A field's column: a reference is named by its record's name (`assetType`, not `assetTypeId`). */
const columnOf = (f: TField) => (f.type === 'ref' ? f.key.replace(/Id$/, '') : f.key);
const KNOWN = new Set<string>(FIELD_ERRORS);

/**
 * The import of one kind of employee record (a profile tab): the employee by Employee ID, then the record's own
 * fields — dates as DD-MM-YYYY, choices by code or label in any language, references by name — checked by the
 * same declaration as the form. Rows are written in the pipeline's one transaction.
 */
function employeeRecordImport(
  kind: string,
  r: TResource,
  example: readonly Record<string, string>[],
  opts: {
    /** after the rows are written, in the same transaction (with the new records' ids) */
    after?: (db: TDb, tenantId: string, ids: string[], actor: TImportActor) => Promise<void>;
    /** an employee has one live record of this kind at most (a settlement): a second is 'exists' */
    onePerEmployee?: boolean;
  } = {},
): TImportSpec<TValues, TContext> {
  const options = new Map(
    r.fields
      .filter((f) => f.type === 'select')
      .map((f) => [f.key, choiceMap('resources', `options.${f.key}`, f.options ?? [])]),
  );
  return {
    kind,
    entity: r.key,
    columns: [
      { key: 'employeeCode', required: true },
      ...r.fields.map((f) => ({ key: columnOf(f), required: f.required && f.default === undefined })),
    ],
    example,
    async context(db: TDb) {
      // read as the uploader: a scoped sub admin's employees only (row-level security)
      const people = await db.execute<{ id: string; code: string }>(
        sql`select id, lower(employee_code) as code from employees where deleted_at is null`,
      );
      const refs = new Map<string, Map<string, string>>();
      for (const f of r.fields.filter((x) => x.type === 'ref')) {
        const target = resourceByKey(f.ref!)!;
        const rows = await db.execute<{ id: string; label: string }>(
          sql`select id, lower(${sql.identifier(labelField(target).replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`))}::text) as label
                from ${sql.identifier(target.table)} where deleted_at is null`,
        );
        refs.set(f.key, new Map(rows.rows.map((x) => [x.label, x.id])));
      }
      const taken = opts.onePerEmployee
        ? await db.execute<{ employee_id: string }>(
            sql`select distinct employee_id from ${sql.identifier(r.table)} where deleted_at is null`,
          )
        : { rows: [] };
      return {
        employees: new Map(people.rows.map((p) => [p.code, p.id])),
        refs,
        taken: new Set(taken.rows.map((x) => x.employee_id)),
      };
    },
    row(cells, ctx) {
      const errors: TCellError[] = [];
      const code = (cells.employeeCode ?? '').trim();
      const employeeId = ctx.employees.get(code.toLowerCase());
      if (!code) errors.push({ column: 'employeeCode', code: 'required' });
      else if (!employeeId) errors.push({ column: 'employeeCode', code: 'unknownEmployee' });
      const values: Record<string, unknown> = {};
      for (const f of r.fields) {
        const column = columnOf(f);
        const raw = (cells[column] ?? '').trim();
        if (raw === '') continue;
        if (f.type === 'date') {
          values[f.key] = parseDay(raw) ?? raw;
          if (!parseDay(raw)) errors.push({ column, code: 'invalidDate' });
        } else if (f.type === 'select') {
          values[f.key] = options.get(f.key)?.get(raw.toLowerCase()) ?? raw;
        } else if (f.type === 'ref') {
          const id = ctx.refs.get(f.key)?.get(raw.toLowerCase());
          if (!id) errors.push({ column, code: 'unknownRecord' });
          values[f.key] = id ?? null;
        } else values[f.key] = raw;
      }
      const parsed = resourceSchema(r).safeParse(values);
      if (!parsed.success)
        for (const issue of parsed.error.issues) {
          const f = r.fields.find((x) => x.key === issue.path[0]);
          const column = f ? columnOf(f) : '';
          if (errors.some((e) => e.column === column)) continue;
          const c = KNOWN.has(issue.message) ? issue.message : 'invalidOption';
          errors.push(c === 'tooLong' && f ? { column, code: c, values: { max: textMax(f) } } : { column, code: c });
        }
      if (errors.length > 0 || !parsed.success || !employeeId) return { errors };
      return { value: { ...(parsed.data as Record<string, unknown>), employeeId }, errors };
    },
    // the same record twice in one file is a mistake; other records on file are compared only when one per
    // employee is allowed
    key: (v) => (opts.onePerEmployee ? v.employeeId : JSON.stringify(v)),
    exists: (ctx, v) => opts.onePerEmployee === true && ctx.taken.has(v.employeeId),
    insert: async (db, tenantId, rows, actor) => {
      const ids = await insertRecords(db, r, tenantId, rows, actor);
      await opts.after?.(db, tenantId, ids, actor);
    },
  };
}

/** `/employees/importdependant`. */
export const DEPENDANT_IMPORT = employeeRecordImport('dependants', DEPENDANT, [
  { employeeCode: 'PP1001', name: 'Chenda Pov', relation: 'Spouse', dateOfBirth: '12-03-1990', mobile: '', note: '' },
  { employeeCode: 'PP1001', name: 'Dara Pov', relation: 'Child', dateOfBirth: '01-06-2019', mobile: '', note: '' },
]);

/** `/employees/importassets`. */
export const ASSET_IMPORT = employeeRecordImport('assets', EMPLOYEE_ASSET, [
  {
    employeeCode: 'PP1001',
    name: 'Dell Latitude 5440',
    assetType: 'Laptop',
    serialNumber: 'DL5440-38117',
    issuedDate: '05-01-2026',
    returnedDate: '',
    condition: 'Good',
    note: '',
  },
]);

/**
 * `/employees/importsalary`: basic salary changes from an effective date — promotions that change only the salary,
 * applied at once when their date has come, else on it (the salary history keeps them).
 */
const SALARY_CHANGE: TResource = {
  ...EMPLOYEE_PROMOTION,
  fields: [
    EMPLOYEE_PROMOTION.fields.find((f) => f.key === 'effectiveDate')!,
    { ...EMPLOYEE_PROMOTION.fields.find((f) => f.key === 'basicSalary')!, required: true },
    EMPLOYEE_PROMOTION.fields.find((f) => f.key === 'note')!,
  ],
};
export const SALARY_IMPORT = employeeRecordImport(
  'salaries',
  SALARY_CHANGE,
  [
    { employeeCode: 'PP1001', effectiveDate: '01-01-2027', basicSalary: '1350.00', note: 'Annual review 2027' },
    { employeeCode: 'KL0067', effectiveDate: '01-01-2027', basicSalary: '620.00', note: '' },
  ],
  { after: applyDue },
);

/** `/employees/importsettlementall`: exits with their final settlement. */
export const SETTLEMENT_IMPORT = employeeRecordImport(
  'settlements',
  EMPLOYEE_SETTLEMENT,
  [
    {
      employeeCode: 'PP1001',
      exitDate: '31-01-2027',
      reason: 'Resignation',
      noticeDays: '30',
      noticePay: '',
      leaveEncashment: '145.50',
      severancePay: '420.00',
      otherPayments: '',
      deductions: '35.00',
      note: '',
    },
  ],
  { after: settlementsWrittenIn, onePerEmployee: true },
);

/** `/employee_bulk_import/importsettlement`: exits only (date, reason, notice); the amounts can follow per employee. */
export const EXIT_IMPORT = employeeRecordImport(
  'exits',
  {
    ...EMPLOYEE_SETTLEMENT,
    fields: EMPLOYEE_SETTLEMENT.fields.filter((f) => ['exitDate', 'reason', 'noticeDays', 'note'].includes(f.key)),
  },
  [
    { employeeCode: 'PP1001', exitDate: '31-01-2027', reason: 'Resignation', noticeDays: '30', note: '' },
    { employeeCode: 'KL0067', exitDate: '28-02-2027', reason: 'Contract end', noticeDays: '0', note: '' },
  ],
  { after: settlementsWrittenIn, onePerEmployee: true },
);
