import ExcelJS from 'exceljs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, loginAs, type TTestContext } from '../../test/test-app.ts';

/** Settings exports stream from a cursor as CSV or XLSX, with the list's search, in the asked language. */
let t: TTestContext;
let hr: string;
beforeAll(async () => {
  t = await createTestApp();
  hr = await loginAs(t.app, 'hr@demo.test', 'demo');
  for (const [date, name] of [
    ['2033-01-02', 'Exported one'],
    ['2033-01-03', 'Exported two'],
  ])
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/resources/holiday',
      headers: { cookie: hr },
      payload: { date, name, recurring: true },
    });
});
afterAll(() => t?.close());

it('exports the holidays list as XLSX with days as DD-MM-YYYY and yes/no in the language asked', async () => {
  const res = await t.app.inject({
    url: '/api/v1/resources/holiday/export.xlsx?search=Exported&sort=date:asc&lang=zh',
    headers: { cookie: hr },
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-disposition']).toMatch(/filename="holidays-\d{4}-\d{2}-\d{2}\.xlsx"/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const rows = book.worksheets[0]!.getSheetValues().slice(2) as unknown[][];
  expect(rows.map((r) => [r[1], r[2], r[4]])).toEqual([
    ['02-01-2033', 'Exported one', '是'],
    ['03-01-2033', 'Exported two', '是'],
  ]);
  const csv = await t.app.inject({
    url: '/api/v1/resources/holiday/export.csv?search=Exported',
    headers: { cookie: hr },
  });
  expect(csv.body.split('\r\n').filter(Boolean)).toHaveLength(3);
});
