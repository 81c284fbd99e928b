const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
/** a negative amount, which a spreadsheet reads as a number, never as a formula */
const NEGATIVE_NUMBER = /^-\d+(\.\d+)?$/;

/**
 * CSV for spreadsheets: UTF-8 with a BOM (so Excel reads Khmer and Chinese right), CRLF, RFC 4180 quoting, and
 * formula injection neutralised: a cell starting with = + - @ (or tab / CR) gets a leading apostrophe, and so
 * does one starting with their full-width forms ＝ ＋ － ＠, which spreadsheets (Excel in CJK locales) also take
 * for a formula. A plain negative number (-12.50) stays a number, so amounts still add up.
 */
export function csvCell(v: unknown): string {
  let s = v === null || v === undefined ? '' : String(v);
  if (FORMULA_START.test(s) && !NEGATIVE_NUMBER.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function toCsv(headers: readonly string[], rows: readonly (readonly unknown[])[]): string {
  const lines = [headers, ...rows].map((r) => r.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
