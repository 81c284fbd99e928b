import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resourceByKey } from '@staffdesk/core/resources/settings-resources';
import { createTestApp, loginAs, type TTestContext } from '../test/test-app.ts';
import { csvCell, toCsv } from './csv.ts';
import { exportFileName } from './export.ts';

const roundTrip = (headers: string[], rows: unknown[][]) => parse(toCsv(headers, rows), { bom: true }) as string[][];

describe('csvCell / toCsv', () => {
  it.each([
    '=1+2',
    '+1',
    '-1+2',
    '-A1',
    '@SUM(A1)',
    '\tcmd',
    '\rcmd',
    '=HYPERLINK("http://x","y")',
    '＝1+2',
    '＋1',
    '－1',
    '＠SUM(A1)',
    '＝HYPERLINK("http://x")',
  ])('neutralises a cell starting with a formula character: %j', (v) => {
    expect(csvCell(v).replace(/^"|"$/g, '').startsWith(`'${v[0]}`)).toBe(true);
    expect(roundTrip(['h'], [[v]])[1]).toEqual([`'${v}`]);
  });

  it('leaves ordinary values, empty cells and formula characters after the first alone', () => {
    expect(csvCell('Finance')).toBe('Finance');
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell('1-2')).toBe('1-2');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(true)).toBe('true');
  });

  it('leaves a negative amount a number, for sums in the spreadsheet', () => {
    for (const v of ['-1', '-12.50', '-0.5', -10]) expect(csvCell(v)).toBe(String(v));
    for (const v of ['-1.', '-.5', '-1.2.3', '-1e5', '- 1']) expect(csvCell(v)).toBe(`'${v}`);
  });

  it('keeps commas, double quotes and line breaks through a round trip', () => {
    const values = [
      'a, b',
      'say "hi"',
      'line 1\nline 2',
      'line 1\r\nline 2',
      '"quoted, and\r\nbroken"',
      'trailing\n',
      '',
    ];
    const parsed = roundTrip(
      ['h1', 'h2, with comma'],
      values.map((v) => [v, 'x']),
    );
    expect(parsed[0]).toEqual(['h1', 'h2, with comma']);
    expect(parsed.slice(1).map((row) => row[0])).toEqual(values);
    expect(parsed.slice(1).every((row) => row[1] === 'x')).toBe(true);
  });

  it('keeps Khmer and Chinese text', () => {
    const parsed = roundTrip(['ឈ្មោះ', '名称'], [['ផ្នែកសេវាកម្មអតិថិជន', '采购部']]);
    expect(parsed).toEqual([
      ['ឈ្មោះ', '名称'],
      ['ផ្នែកសេវាកម្មអតិថិជន', '采购部'],
    ]);
  });

  it('starts with the UTF-8 byte order mark and ends rows with CRLF', () => {
    const text = toCsv(['a'], [['1'], ['2']]);
    expect([...Buffer.from(text, 'utf8').subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(text).toBe('\uFEFFa\r\n1\r\n2\r\n');
  });
});

describe('exportFileName', () => {
  it('names the file <list>-YYYY-MM-DD.csv in local time', () => {
    expect(exportFileName('department', 'csv', new Date(2026, 10, 22))).toBe('department-2026-11-22.csv');
    expect(exportFileName('bank', 'xlsx', new Date(2026, 0, 5, 23, 59))).toBe('bank-2026-01-05.xlsx');
  });
});

describe('export through the API', () => {
  let t: TTestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('neutralises a stored value that begins with =', async () => {
    const cookie = await loginAs(t.app, 'hr@demo.test', 'demo');
    const name = '=HYPERLINK("x")';
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/resources/bank',
      headers: { cookie },
      payload: { name, swiftCode: 'EVILKHPP' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().name).toBe(name); // stored as typed: only the CSV is defused

    const res = await t.app.inject({
      url: `/api/v1/resources/bank/export.csv?search=${encodeURIComponent('HYPERLINK')}`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`"'=HYPERLINK(""x"")"`);
    const [header, ...rows] = parse(res.body, { bom: true }) as string[][];
    const nameAt = resourceByKey('bank')!.columns.findIndex((c) => c.field === 'name');
    expect(header).toHaveLength(resourceByKey('bank')!.columns.length);
    expect(rows).toHaveLength(1);
    expect(rows[0]![nameAt]).toBe(`'${name}`);
    expect(rows.flat().some((cell) => /^[=+\-@\t\r＝＋－＠]/.test(cell))).toBe(false);
  });
});
