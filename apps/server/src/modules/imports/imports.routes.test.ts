import ExcelJS from 'exceljs';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../../test/multipart.ts';
import { createTestApp, loginAs, platformOwner, type TTestContext } from '../../test/test-app.ts';

/** The bulk import pipeline on `/holiday_bulk_import/import`: template, preview, all rows or none. */
let t: TTestContext;
let owner: pg.Client;
let hr: string;
let demoId: string;

const csv = (lines: string[]) => Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
const upload = (cookie: string, content: Buffer, name = 'holidays.csv', type = 'text/csv') => {
  const body = multipart({}, [{ field: 'file', name, type, content }]);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/imports/holidays',
    payload: body.payload,
    headers: { ...body.headers, cookie },
  });
};
const commit = (cookie: string, id: string) =>
  t.app.inject({ method: 'POST', url: `/api/v1/imports/holidays/${id}/commit`, headers: { cookie } });
const holidays = async (name: string) =>
  (await owner.query(`select count(*)::int as n from holidays where tenant_id = $1 and name like $2`, [demoId, name]))
    .rows[0].n as number;

beforeAll(async () => {
  t = await createTestApp();
  owner = await platformOwner(t);
  demoId = (await owner.query(`select id from tenants where account = 'demo'`)).rows[0].id;
  hr = await loginAs(t.app, 'hr@demo.test', 'demo');
});
afterAll(async () => {
  await owner?.end();
  await t?.close();
});

describe('the template', () => {
  it('comes as CSV and XLSX with headers in the asked language', async () => {
    const c = await t.app.inject({
      url: '/api/v1/imports/holidays/template?format=csv&lang=km',
      headers: { cookie: hr },
    });
    expect(c.statusCode).toBe(200);
    expect(c.body.split('\r\n')[0]).toBe('\uFEFFកាលបរិច្ឆេទ,ឈ្មោះថ្ងៃឈប់សម្រាក,លេខកូដអង្គភាព,កើតឡើងរៀងរាល់ឆ្នាំ,កន្លះថ្ងៃ');
    const x = await t.app.inject({
      url: '/api/v1/imports/holidays/template?format=xlsx&lang=zh',
      headers: { cookie: hr },
    });
    expect(x.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(x.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0]!.getRow(1).values).toEqual([
      undefined,
      '日期',
      '节假日名称',
      '组织代码',
      '每年重复',
      '半天',
    ]);
    const emp = await loginAs(t.app, 'emp@demo.test', 'demo');
    expect(
      (await t.app.inject({ url: '/api/v1/imports/holidays/template', headers: { cookie: emp } })).statusCode,
    ).toBe(403);
  });
});

describe('an upload', () => {
  it('is checked row by row, then written in one job, audited once', async () => {
    const res = await upload(
      hr,
      csv([
        'Date,Holiday Name,Organization Code,Recurring,Half Day',
        '01-02-2031,Imported A,MTPP,Yes,No',
        '2031-02-02,Imported B,,no,',
        '3/2/2031,Imported C,mykl,,yes',
      ]),
    );
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json();
    expect(p).toMatchObject({ total: 3, valid: 3, errorCount: 0, errors: [] });
    expect(await holidays('Imported %')).toBe(0); // nothing yet
    const c = await commit(hr, p.id);
    expect(c.statusCode, c.body).toBe(202);
    await t.app.services.jobs.drain();
    expect(await holidays('Imported %')).toBe(3);
    const job = (await t.app.inject({ url: `/api/v1/jobs/${c.json().jobId}`, headers: { cookie: hr } })).json();
    expect(job).toMatchObject({ state: 'done', progress: 100, result: { rows: 3 } });
    const audit = await owner.query(`select after from audit_log where action = 'import' and tenant_id = $1`, [demoId]);
    expect(audit.rows).toEqual([{ after: { file: 'holidays.csv', rows: 3 } }]);
    expect((await commit(hr, p.id)).json().code).toBe('importNotReady');
  });

  it('takes Khmer headers and an XLSX file', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('x');
    sheet.addRow(['កាលបរិច្ឆេទ', 'ឈ្មោះថ្ងៃឈប់សម្រាក', 'លេខកូដអង្គភាព', 'កន្លះថ្ងៃ']);
    // an empty cell between two filled ones (a hole in exceljs's row values)
    sheet.addRow([new Date(Date.UTC(2031, 5, 1)), 'Imported from Excel', null, 'Yes']);
    sheet.addRow(['02-06-2031', { richText: [{ text: 'Imported ' }, { text: 'rich' }] }]);
    const res = await upload(hr, Buffer.from(await book.xlsx.writeBuffer()), 'h.xlsx', 'application/octet-stream');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ total: 2, valid: 2, errorCount: 0 });
    await commit(hr, res.json().id);
    await t.app.services.jobs.drain();
    const days = await owner.query(
      `select to_char(date, 'YYYY-MM-DD') as d, name from holidays where name in ('Imported from Excel', 'Imported rich') order by d`,
    );
    expect(days.rows).toEqual([
      { d: '2031-06-01', name: 'Imported from Excel' },
      { d: '2031-06-02', name: 'Imported rich' },
    ]);
  });

  it('names each bad cell by row and column, and imports nothing while any is left', async () => {
    const res = await upload(
      hr,
      csv([
        'date,name,organizationCode,recurring',
        '31-02-2031,Bad date,,',
        '01-03-2031,,NOPE,maybe',
        '01-02-2031,Imported A again,MTPP,',
        '05-03-2031,Twice,,',
        '05-03-2031,Twice again,,',
      ]),
    );
    const p = res.json();
    expect(p.errors).toEqual([
      { row: 2, column: 'date', code: 'invalidDate' },
      { row: 3, column: 'name', code: 'required' },
      { row: 3, column: 'organizationCode', code: 'unknownOrganization' },
      { row: 3, column: 'recurring', code: 'yesNo' },
      { row: 4, column: '', code: 'exists' },
      { row: 6, column: '', code: 'duplicateInFile', values: { row: 5 } },
    ]);
    expect(p).toMatchObject({ total: 5, valid: 1, errorCount: 6 });
    expect((await commit(hr, p.id)).json().code).toBe('importHasErrors');
    const missing = (await upload(hr, csv(['name', 'x']))).json();
    expect(missing.errors).toEqual([{ row: 1, column: 'date', code: 'missingColumn' }]);
  });

  it('of 10,000 rows with a bad row 9,999 writes nothing', async () => {
    const lines = ['Date,Holiday Name'];
    for (let i = 0; i < 10_000; i++) {
      const d = new Date(Date.UTC(2040, 0, 1) + i * 86_400_000);
      const day = `${String(d.getUTCDate()).padStart(2, '0')}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${d.getUTCFullYear()}`;
      lines.push(i === 9_998 ? `${day},` : `${day},Bulk ${i}`);
    }
    const p = (await upload(hr, csv(lines))).json();
    expect(p).toMatchObject({ total: 10_000, valid: 9_999, errorCount: 1 });
    expect(p.errors).toEqual([{ row: 10_000, column: 'name', code: 'required' }]);
    expect((await commit(hr, p.id)).statusCode).toBe(400);
    expect(await holidays('Bulk %')).toBe(0);
    lines.push('01-01-2099,One too many');
    expect((await upload(hr, csv(lines))).json().code).toBe('importTooManyRows');
  });

  it('refuses hostile files with a 400', async () => {
    const zipHeader = Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6]);
    expect((await upload(hr, zipHeader, 'x.xlsx')).json().code).toBe('importFileInvalid');
    expect((await upload(hr, csv(['date,name', `01-01-2031,${'x'.repeat(2001)}`]))).json().code).toBe(
      'importCellTooLong',
    );
    expect((await upload(hr, csv(['date,name', '01-01-2031,a\u0000b']))).json().code).toBe('invalidInput');
    expect((await upload(hr, csv(['date,name', '"01-01-2031,unclosed']))).json().code).toBe('importFileInvalid');
    expect((await upload(hr, Buffer.from(''))).statusCode).toBe(400);
  });

  it("is another user's to confirm: 404 for them and for another tenant", async () => {
    const p = (await upload(hr, csv(['date,name', '09-09-2031,Mine']))).json();
    const acme = await loginAs(t.app, 'hr@acme.test', 'acme');
    expect((await commit(acme, p.id)).statusCode).toBe(404);
    expect(await holidays('Mine')).toBe(0);
  });
});
