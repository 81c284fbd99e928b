import ExcelJS from 'exceljs';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, createTestApp, demoLogins, loginAs, platformOwner, type TTestContext } from '../../test/test-app.ts';
import { startMailSink, type TSink } from '../../test/mail-sink.ts';
import { mailDueReports, mailReport } from './report-schedule.ts';

/**
 * Scheduled custom reports (issue 19): mailed once per period as Excel to each recipient, built as that recipient
 * (their scope and pages, their language); someone who may not read it is skipped; bad schedules refused.
 */
let t: TTestContext;
let owner: pg.Client;
let sink: TSink;
let hr: string;
let api: ReturnType<typeof apiAs>;
let tenantId: string;
const user = async (email: string) =>
  (await owner.query(`select id from users where email = $1`, [email])).rows[0].id as string;

beforeAll(async () => {
  sink = await startMailSink();
  t = await createTestApp({ config: { smtpUrl: sink.url } });
  owner = await platformOwner(t);
  ({ hr } = await demoLogins(t.app));
  api = apiAs(t.app);
  tenantId = (await owner.query(`select id from tenants where account = 'demo'`)).rows[0].id;
  await owner.query(`update users set language = 'zh' where email = 'finance@demo.test'`);
});
afterAll(async () => {
  await owner?.end();
  await t?.close();
  await sink?.close();
});

const body = (extra: object) => ({
  name: 'People by department',
  definition: { source: 'employees', columns: ['employeeCode', 'department', 'status'] },
  ...extra,
});

describe('scheduled reports', () => {
  it('refuses a schedule without a day or people, or mailing someone who is not staff', async () => {
    const noDay = await api(hr, 'POST', '/custom-reports', body({ frequency: 'weekly', scheduleDay: 9 }));
    expect(noDay.statusCode).toBe(400);
    expect(noDay.json().fields).toEqual({ scheduleDay: 'invalidOption', recipientIds: 'required' });
    const employee = await api(
      hr,
      'POST',
      '/custom-reports',
      body({ frequency: 'monthly', scheduleDay: 1, recipientIds: [await user('emp@demo.test')] }),
    );
    expect(employee.json().fields).toEqual({ recipientIds: 'invalidReference' });
  });

  it('mails each recipient their own file once per period; who may not read it is skipped', async () => {
    const [hrId, financeId, subId] = [
      await user('hr@demo.test'),
      await user('finance@demo.test'),
      await user('sub@demo.test'),
    ];
    const made = await api(
      hr,
      'POST',
      '/custom-reports',
      body({ frequency: 'monthly', scheduleDay: 1, recipientIds: [hrId, financeId, subId] }),
    );
    expect(made.statusCode, made.body).toBe(201);
    const report = made.json();
    expect(report.recipients.map((r: { id: string }) => r.id).sort()).toEqual([hrId, financeId, subId].sort());

    // the sub admin's role has no employees page: skipped
    expect(await mailReport(t.app.services, tenantId, report.id, '2026-11')).toBe(2);
    expect(await mailReport(t.app.services, tenantId, report.id, '2026-11')).toBeNull();
    // the hourly pass finds this month mailed already (day 1 has come in every month)
    await mailDueReports(t.app.services);
    const sends = await owner.query(`select period, recipients from custom_report_sends where report_id = $1`, [
      report.id,
    ]);
    expect(sends.rows.length).toBeLessThanOrEqual(2);
    expect(sends.rows.find((r) => r.period === '2026-11')).toMatchObject({ recipients: 2 });

    const mail = await sink.waitFor('finance@demo.test', (m) => (m.subject ?? '').includes('People by department'));
    expect(mail.attachments).toHaveLength(1);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(mail.attachments[0]!.content as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect((sheet.getRow(1).values as string[]).slice(1)).toEqual(['员工编号', '部门', '状态']);
    const departments = new Set<string>();
    sheet.eachRow((row, n) => n > 1 && departments.add(String(row.getCell(2).value)));
    expect([...departments]).toEqual(['Finance']);
    const all = await sink.waitFor('hr@demo.test', (m) => (m.subject ?? '').includes('People by department'));
    const hrBook = new ExcelJS.Workbook();
    await hrBook.xlsx.load(all.attachments[0]!.content as unknown as ArrayBuffer);
    expect(hrBook.worksheets[0]!.rowCount).toBeGreaterThan(sheet.rowCount);

    const audit = await owner.query(
      `select after from audit_log where entity = 'customReport' and entity_id = $1 and action = 'customReport.mail'`,
      [report.id],
    );
    expect(audit.rows[0].after).toMatchObject({ period: '2026-11' });
    expect(audit.rows[0].after.recipients.sort()).toEqual([hrId, financeId].sort());
    // the finance sub admin still signs in as before: nothing of theirs changed
    expect((await loginAs(t.app, 'finance@demo.test', 'demo')).length).toBeGreaterThan(0);
  });
});
