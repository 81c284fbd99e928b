/** Bulk imports (issue 10): what the server and the import pages share. */

/** the most data rows one file may hold */
export const IMPORT_MAX_ROWS = 10_000;
/** the largest file an import takes (10,000 rows of a wide sheet fit) */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

/** What is wrong in one cell (column '' for the whole row); codes are translated by the page (`imports:errors`). */
export type TImportRowError = {
  row: number;
  column: string;
  code: string;
  values?: Record<string, string | number>;
};

export type TImportPreview = {
  id: string;
  fileName: string;
  /** data rows in the file */
  total: number;
  /** rows without errors */
  valid: number;
  errorCount: number;
  /** the first errors, by row */
  errors: TImportRowError[];
};

/** The imports that exist, by the URL part of their API (`/api/v1/imports/:kind`). */
export const IMPORT_KINDS = [
  'holidays',
  'employees',
  'dependants',
  'assets',
  'salaries',
  'settlements',
  'exits',
  'schedules',
  'devicePunches',
  'leaveOpenings',
  'payrollNotes',
  'payrollPaid',
  'payslips',
  'tasks',
  'translations',
] as const;
export type TImportKind = (typeof IMPORT_KINDS)[number];
