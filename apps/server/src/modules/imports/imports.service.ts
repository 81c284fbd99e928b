import ExcelJS from 'exceljs';
import type { FastifyRequest } from 'fastify';
import { IMPORT_MAX_BYTES, type TImportKind } from '@staffdesk/core/imports';
import { toCsv } from '../../platform/csv.ts';
import { appError } from '../../platform/errors.ts';
import type { TAccess, TAuth } from '../../platform/http/access.ts';
import { readForm } from '../../platform/files/uploads.ts';
import {
  commitImport,
  headerOf,
  IMPORT_JOB,
  previewImport,
  runImport,
  type TImportJob,
  type TImportSpec,
} from '../../platform/imports/pipeline.ts';
import type { TServices } from '../../platform/services.ts';
import { EMPLOYEE_IMPORT } from '../employees/employee-import.ts';
import {
  ASSET_IMPORT,
  DEPENDANT_IMPORT,
  EXIT_IMPORT,
  SALARY_IMPORT,
  SETTLEMENT_IMPORT,
} from '../employees/employee-record-import.ts';
import { HOLIDAY_IMPORT } from '../resources/holiday-import.ts';
import { SCHEDULE_IMPORT } from '../schedules/schedule-import.ts';
import { DEVICE_IMPORT } from '../attendance/device-import.ts';
import { LEAVE_OPENING_IMPORT } from '../leave/leave-import.ts';
import { PAYROLL_NOTE_IMPORT } from '../payroll/notes-import.ts';
import { PAID_IMPORT } from '../payroll/paid-import.ts';
import { PAYSLIP_IMPORT } from '../payroll/payslip-import.ts';
import { TASK_IMPORT } from '../projects/task-import.ts';
import { TRANSLATION_IMPORT } from '../translations/translations-file.ts';

type TAnySpec = TImportSpec<unknown, unknown>;

/** Every bulk import, with the privilege that opens it (adding the records it writes). */
export const IMPORTS: Record<TImportKind, { spec: TAnySpec; access: TAccess }> = {
  holidays: { spec: HOLIDAY_IMPORT as unknown as TAnySpec, access: 'page:holidays:add' },
  employees: { spec: EMPLOYEE_IMPORT as unknown as TAnySpec, access: 'page:employees:add' },
  dependants: { spec: DEPENDANT_IMPORT as unknown as TAnySpec, access: 'page:employees:add' },
  assets: { spec: ASSET_IMPORT as unknown as TAnySpec, access: 'page:employees:add' },
  salaries: { spec: SALARY_IMPORT as unknown as TAnySpec, access: 'page:employees:edit' },
  settlements: { spec: SETTLEMENT_IMPORT as unknown as TAnySpec, access: 'page:employees:edit' },
  exits: { spec: EXIT_IMPORT as unknown as TAnySpec, access: 'page:employees:edit' },
  schedules: { spec: SCHEDULE_IMPORT as unknown as TAnySpec, access: 'page:scheduler:add' },
  devicePunches: { spec: DEVICE_IMPORT as unknown as TAnySpec, access: 'page:attendance:add' },
  leaveOpenings: { spec: LEAVE_OPENING_IMPORT as unknown as TAnySpec, access: 'page:leaveBank:add' },
  // and the payroll line part of the payroll privilege, checked by the import itself
  payrollNotes: { spec: PAYROLL_NOTE_IMPORT as unknown as TAnySpec, access: 'page:payrollProcess:edit' },
  // and the approve paid part, checked by the import itself
  payrollPaid: { spec: PAID_IMPORT as unknown as TAnySpec, access: 'page:payrollProcess:approve' },
  // closed months of an earlier system: approving payroll, and the payroll line part checked by the import itself
  payslips: { spec: PAYSLIP_IMPORT as unknown as TAnySpec, access: 'page:payrollProcess:approve' },
  // project tasks (issue 18), into the open projects the uploader reaches
  tasks: { spec: TASK_IMPORT as unknown as TAnySpec, access: 'page:projects:add' },
  // the tenant's texts (issue 20), the translation editor's export changed
  translations: { spec: TRANSLATION_IMPORT as unknown as TAnySpec, access: 'page:translations:edit' },
};
const SPECS = new Map(Object.values(IMPORTS).map((i) => [i.spec.kind, i.spec]));

/** The import job: defined with the queue at start. No retry: a failed import is fixed and sent again. */
export function defineImportJobs(s: TServices) {
  s.jobs.define<TImportJob>({ name: IMPORT_JOB, handler: (job) => runImport(s, SPECS, job.data, job.progress) });
}

/** The template in the user's language: headers and two example rows, CSV (BOM, formulas neutralised) or XLSX. */
export async function template(kind: TImportKind, format: 'csv' | 'xlsx', lang: string) {
  const spec = IMPORTS[kind].spec;
  const headers = spec.columns.map((c) => headerOf(spec.kind, c.key, lang));
  const rows = spec.example.map((r) => spec.columns.map((c) => r[c.key] ?? ''));
  if (format === 'csv') return Buffer.from(toCsv(headers, rows), 'utf8');
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(spec.kind);
  sheet.addRow(headers).font = { bold: true };
  for (const r of rows) sheet.addRow(r);
  sheet.columns.forEach((c) => {
    c.width = 24;
    // text cells: a date typed as 01-01-2027 stays as typed, not an Excel serial number
    c.numFmt = '@';
  });
  return Buffer.from(await book.xlsx.writeBuffer());
}

export async function preview(s: TServices, auth: TAuth, kind: TImportKind, req: FastifyRequest) {
  const form = await readForm(req, { maxBytes: IMPORT_MAX_BYTES });
  const file = form.files.find((f) => f.field === 'file');
  if (!file) throw appError(400, 'importNoRows', { file: 'required' });
  return previewImport(s, auth, IMPORTS[kind].spec, file);
}

export const commit = (s: TServices, auth: TAuth, kind: TImportKind, id: string, req: FastifyRequest) =>
  commitImport(s, auth, IMPORTS[kind].spec, id, req);
