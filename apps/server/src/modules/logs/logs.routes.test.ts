import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, loginAs, type TTestContext, platformOwner } from '../../test/test-app.ts';

let t: TTestContext;
let hr: string;
let demoId: string;
beforeAll(async () => {
  t = await createTestApp();
  hr = await loginAs(t.app, 'hr@demo.test', 'demo');
  const c = await platformOwner(t);
  demoId = (await c.query<{ id: string }>(`select id from tenants where account = 'demo'`)).rows[0]!.id;
  // 20:00 UTC on 1 January is already 2 January in Phnom Penh (UTC+7)
  await c.query(
    `insert into audit_log (tenant_id, at, actor_name, actor_type, action, entity, entity_id, before, after)
     values ($1, '2026-01-01T20:00:00Z', 'Night Shift', 'hr_admin', 'update', 'bank', 'x', '{"name":"A"}', '{"name":"B"}')`,
    [demoId],
  );
  await c.end();
});
afterAll(() => t.close());

const get = (cookie: string, url: string) => t.app.inject({ url, headers: { cookie } });

it("shows an HR admin their tenant's log, newest first, with changes", async () => {
  const bank = await t.app.inject({
    method: 'POST',
    url: '/api/v1/resources/bank',
    headers: { cookie: hr },
    payload: { name: 'Log Test Bank' },
  });
  expect(bank.statusCode).toBe(201);
  const res = await get(hr, '/api/v1/logs?action=create&entity=bank');
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(body.rows[0]).toMatchObject({
    action: 'create',
    entity: 'bank',
    entityId: bank.json().id,
    actorName: 'Dara Sok',
    account: 'demo',
  });
  expect(body.rows[0].after).toMatchObject({ name: 'Log Test Bank' });
});

it("keeps other tenants' logs away, and refuses users without the logs page", async () => {
  const acme = await loginAs(t.app, 'hr@acme.test', 'acme');
  const rows = (await get(acme, '/api/v1/logs?pageSize=50')).json().rows as { account: string }[];
  expect(rows.length).toBeGreaterThan(0);
  expect(rows.every((r) => r.account === 'acme')).toBe(true);
  const emp = await loginAs(t.app, 'emp@demo.test', 'demo');
  expect((await get(emp, '/api/v1/logs')).statusCode).toBe(403);
  expect((await get(hr, '/api/v1/platform/logs')).statusCode).toBe(403);
});

it("lets the platform super admin read every tenant's log", async () => {
  const su = await loginAs(t.app, 'super@staffdesk.test');
  const accounts = new Set(
    ((await get(su, '/api/v1/platform/logs?pageSize=50&action=login')).json().rows as { account: string | null }[]).map(
      (r) => r.account,
    ),
  );
  expect(accounts.has('demo')).toBe(true);
  expect(accounts.has(null)).toBe(true);
});

it('reads day filters in the time zone given', async () => {
  const ids = async (q: string) =>
    ((await get(hr, `/api/v1/logs?user=Night&${q}`)).json().rows as { actorName: string }[]).length;
  expect(await ids('from=2026-01-02&to=2026-01-02&tz=Asia/Phnom_Penh')).toBe(1);
  expect(await ids('from=2026-01-02&to=2026-01-02')).toBe(0);
  expect(await ids('from=2026-01-01&to=2026-01-01')).toBe(1);
  expect((await get(hr, '/api/v1/logs?tz=Mars/Olympus')).statusCode).toBe(400);
});

it('exports the filtered log as CSV', async () => {
  const res = await get(hr, '/api/v1/logs/export.csv?user=Night');
  expect(res.headers['content-disposition']).toMatch(/filename="logs-\d{4}-\d{2}-\d{2}\.csv"/);
  const rows = parse(res.body, { bom: true }) as string[][];
  expect(rows).toHaveLength(2);
  expect(rows[1]).toContain('Night Shift');
});

it('streams every matching entry from a cursor, as CSV with formulas neutralised or as XLSX', async () => {
  const c = await platformOwner(t);
  // 2,500 rows: more than two cursor batches; one actor name that a spreadsheet would run as a formula
  await c.query(
    `insert into audit_log (tenant_id, at, actor_name, actor_type, action, entity)
     select $1, '2026-03-01T00:00:00Z'::timestamptz + n * interval '1 second',
            case when n = 7 then '=HYPERLINK("x")' else 'Bulk ' || n end, 'hr_admin', 'create', 'streamed'
       from generate_series(1, 2500) n`,
    [demoId],
  );
  await c.end();
  const res = await get(hr, '/api/v1/logs/export.csv?entity=streamed');
  expect(res.body.startsWith('\uFEFF')).toBe(true);
  const rows = parse(res.body, { bom: true }) as string[][];
  expect(rows).toHaveLength(2501);
  expect(rows[1]![2]).toBe('Bulk 2500'); // newest first
  expect(rows.find((r) => r[2]!.includes('HYPERLINK'))![2]).toBe(`'=HYPERLINK("x")`);

  const x = await get(hr, '/api/v1/logs/export.xlsx?entity=streamed');
  expect(x.headers['content-disposition']).toMatch(/filename="logs-\d{4}-\d{2}-\d{2}\.xlsx"/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(x.rawPayload as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  expect(sheet.rowCount).toBe(2501);
  expect(sheet.getRow(2).getCell(3).value).toBe('Bulk 2500');
  // a string, never a formula
  const formula = sheet.getColumn(3).values.find((v) => typeof v === 'string' && v.includes('HYPERLINK'));
  expect(formula).toBe('=HYPERLINK("x")');
  expect((await get(hr, '/api/v1/logs/export.pdf')).statusCode).toBe(404);
});
