import { PassThrough, Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { csvCell } from './csv.ts';

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type TExportFormat = (typeof EXPORT_FORMATS)[number];

const TYPES: Record<TExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** `<list>-YYYY-MM-DD.<format>` in the server's local date. */
export function exportFileName(list: string, format: TExportFormat, now = new Date()): string {
  const d = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  return `${list}-${d}.${format}`;
}

async function* csvChunks(headers: readonly string[], batches: AsyncIterable<readonly unknown[][]>) {
  yield `\uFEFF${headers.map(csvCell).join(',')}\r\n`;
  for await (const rows of batches) yield `${rows.map((r) => r.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

function xlsxStream(name: string, headers: readonly string[], batches: AsyncIterable<readonly unknown[][]>) {
  const out = new PassThrough();
  // strings stay strings (no formulas are ever written), inline: no shared-strings table held in memory
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: true });
  const sheet = book.addWorksheet(name.slice(0, 31));
  void (async () => {
    const head = sheet.addRow([...headers]);
    head.font = { bold: true };
    head.commit();
    for await (const rows of batches) for (const r of rows) sheet.addRow(r as unknown[]).commit();
    sheet.commit();
    await book.commit();
  })().catch((e: Error) => out.destroy(e));
  return out;
}

/** The bytes of an export as they are made: CSV (UTF-8 with BOM) or XLSX (one sheet named after the list). */
export function exportBody(o: {
  list: string;
  format: TExportFormat;
  headers: readonly string[];
  batches: AsyncIterable<readonly unknown[][]>;
}) {
  return o.format === 'csv' ? Readable.from(csvChunks(o.headers, o.batches)) : xlsxStream(o.list, o.headers, o.batches);
}

/**
 * Sends rows as a download while they are read (a cursor's batches): CSV (UTF-8 with BOM, formulas neutralised, as
 * csv.ts) or XLSX (one sheet). Resolves when the last byte has gone or the client left, so the heavy-work gate holds
 * its slot for the whole export; memory stays at a batch or two whatever the row count.
 */
export async function sendExport(
  reply: FastifyReply,
  o: { list: string; format: TExportFormat; headers: readonly string[]; batches: AsyncIterable<readonly unknown[][]> },
) {
  const body = exportBody(o);
  reply
    .header('content-type', TYPES[o.format])
    .header('content-disposition', `attachment; filename="${exportFileName(o.list, o.format)}"`);
  void reply.send(body);
  await finished(reply.raw).catch(() => undefined);
  return reply;
}
