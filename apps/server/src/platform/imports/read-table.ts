import { utcDay } from '@staffdesk/core/dates';
import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import ExcelJS from 'exceljs';
import { appError } from '../errors.ts';
import { isBadText } from '../http/input.ts';
import { type TZipLimits, zipWithinLimits } from '../files/zip.ts';

/** A spreadsheet's sane bounds: 10,000 rows of text inflate to a few MiB. */
export const XLSX_LIMITS: TZipLimits = { maxEntries: 200, maxInflated: 64 * 1024 * 1024, maxRatio: 300 };
/** the longest cell an import reads; longer ones are refused rather than cut */
export const MAX_CELL = 2000;

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** A cell as text: dates as YYYY-MM-DD (Excel's date cells), formulas by their value, rich text by its words. */
function cellText(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? '' : utcDay(v);
  if (typeof v === 'object') {
    const o = v as { result?: unknown; richText?: { text: string }[]; text?: unknown; hyperlink?: unknown };
    if ('result' in o) return cellText(o.result);
    if (o.richText) return o.richText.map((r) => r.text).join('');
    if (typeof o.text === 'string') return o.text;
    return '';
  }
  return String(v);
}

async function* xlsxRows(file: Buffer): AsyncGenerator<string[]> {
  if (!zipWithinLimits(file, XLSX_LIMITS)) throw appError(400, 'importFileInvalid', { file: 'importFileInvalid' });
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(file), {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'cache',
    worksheets: 'emit',
    entries: 'emit',
  });
  for await (const sheet of reader) {
    for await (const row of sheet) {
      const values = row.values as unknown[];
      // row.values is 1-based with a hole at 0, and holes where cells are empty
      yield Array.from(values.slice(1), cellText);
    }
    return; // the first sheet only
  }
}

async function* csvRows(file: Buffer): AsyncGenerator<string[]> {
  const parser = Readable.from(file).pipe(
    parse({ bom: true, relax_column_count: true, skip_empty_lines: false, max_record_size: 64 * 1024 }),
  );
  for await (const record of parser) yield record as string[];
}

/**
 * The rows of an uploaded CSV (UTF-8, with or without BOM) or XLSX (first sheet), as text cells, one at a time.
 * Hostile files get a 400 in the user's language: a zip bomb, a broken file, NUL bytes, a cell over MAX_CELL.
 */
export async function* readTable(file: Buffer): AsyncGenerator<string[]> {
  const rows = file.subarray(0, 4).equals(ZIP) ? xlsxRows(file) : csvRows(file);
  try {
    for await (const cells of rows) {
      for (const c of cells) {
        if (c.length > MAX_CELL) throw appError(400, 'importCellTooLong', { file: 'importCellTooLong' });
        if (isBadText(c)) throw appError(400, 'invalidInput', { file: 'invalidInput' });
      }
      yield cells.map((c) => c.trim());
    }
  } catch (e) {
    if ((e as { status?: number }).status === 400) throw e;
    throw appError(400, 'importFileInvalid', { file: 'importFileInvalid' });
  }
}
