import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailSink, type TSink } from '../../test/mail-sink.ts';
import { employeeOfLogin, leaveWorker } from '../../test/leave-fixtures.ts';
import { createTestApp, loginAs, platformOwner, type TTestContext } from '../../test/test-app.ts';

/**
 * Overtime requests (issue 13): the spec's required fields and code 5 (no attendance that day, or the day closed),
 * overlaps refused by the database, decisions taken once, the employee's own requests, HR's delete with a reason
 * and the deleted list, the minutes per rate, the approver's bell and the employee's mail; OT settings per
 * organization and day.
 */
let t: TTestContext;
let sink: TSink;
let owner: pg.Client;
let hr: string;
let emp: string;
let worker: { id: string; name: string; code: string };
let me: string;
/** days the worker has attendance: `open` is not closed, `closed` is */
let open: string;
let closed: string;
/** a day the employee login has attendance, open */
let myDay: string;
const NO_ATTENDANCE = '2020-01-06';

const api = (cookie: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
const file = (body: object, cookie = hr) =>
  api(cookie, 'POST', '/overtime/requests', {
    employeeId: worker.id,
    otType: 150,
    remark: 'Month-end stock count',
    ...body,
  });
const range = (from: string, to: string) => `from=${from}&to=${to}&page=1&pageSize=50`;

const attendanceDays = async (employeeId: string) =>
  (
    await owner.query<{ d: string }>(
      `select to_char(shift_date, 'YYYY-MM-DD') as d from attendance where employee_id = $1 and deleted_at is null
        order by shift_date desc limit 3`,
      [employeeId],
    )
  ).rows.map((r) => r.d);

beforeAll(async () => {
  sink = await startMailSink();
  t = await createTestApp({ config: { smtpUrl: sink.url } });
  owner = await platformOwner(t);
  hr = await loginAs(t.app, 'hr@demo.test', 'demo');
  emp = await loginAs(t.app, 'emp@demo.test', 'demo');
  const tenantId = (await owner.query<{ id: string }>(`select id from tenants where account = 'demo'`)).rows[0]!.id;
  worker = await leaveWorker(owner, tenantId);
  me = await employeeOfLogin(owner, 'emp@demo.test');
  [open, closed] = (await attendanceDays(worker.id)) as [string, string];
  // the employee login keeps no shift and has no attendance in the demo: one day of it here
  myDay = open;
  await owner.query(
    `insert into attendance (tenant_id, employee_id, organization_id, shift_date, worked_minutes)
     select tenant_id, id, organization_id, $2, 480 from employees where id = $1`,
    [me, myDay],
  );
  // the demo closes last month: here only the worker's second-latest day is closed
  await owner.query(`delete from attendance_closings where tenant_id = $1`, [tenantId]);
  await owner.query(
    `insert into attendance_closings (tenant_id, organization_id, from_date, to_date, note)
     select tenant_id, organization_id, $2, $2, 'test' from employees where id = $1`,
    [worker.id, closed],
  );
}, 120_000);

afterAll(async () => {
  await owner?.end();
  await t?.close();
  await sink?.close();
});

describe('filing', () => {
  it('names every missing field (the form shows the spec message of each)', async () => {
    const r = await api(hr, 'POST', '/overtime/requests', {});
    expect(r.statusCode).toBe(400);
    expect(r.json().fields).toEqual({
      employeeId: 'required',
      otDate: 'required',
      fromTime: 'required',
      toTime: 'required',
      otType: 'required',
      totalOt: 'required',
      remark: 'required',
    });
  });

  it('refuses a total beyond the times, an unknown type and a time that is not 24-hour', async () => {
    const long = await file({ otDate: open, fromTime: '18:00', toTime: '19:00', totalOt: '1:30' });
    expect(long.json().fields).toEqual({ totalOt: 'otTotalTooLong' });
    const type = await file({ otDate: open, fromTime: '18:00', toTime: '19:00', totalOt: '1:00', otType: 120 });
    expect(type.json().fields).toEqual({ otType: 'invalidOption' });
    const time = await file({ otDate: open, fromTime: '6pm', toTime: '19:00', totalOt: '1:00' });
    expect(time.json().fields).toEqual({ toTime: 'invalidTime' });
  });

  it("answers the spec's 5 on a day without attendance and on a closed day", async () => {
    for (const otDate of [NO_ATTENDANCE, closed]) {
      const r = await file({ otDate, fromTime: '18:00', toTime: '20:00', totalOt: '2:00' });
      expect(r.statusCode, otDate).toBe(400);
      expect(r.json()).toMatchObject({ code: 'otNoAttendance', message: 'Attendance Not Present this Day or Closed' });
    }
  });

  it('files a request across midnight, lowered from its span', async () => {
    const r = await file({ otDate: open, fromTime: '22:00', toTime: '02:00', totalOt: '3:30', otType: 30 });
    expect(r.statusCode, r.body).toBe(201);
    const row = (await api(hr, 'GET', `/overtime/requests/${r.json().id}`)).json();
    expect(row).toMatchObject({ fromTime: '22:00', toTime: '02:00', totalMinutes: 210, otType: 30, status: 1 });
  });

  it('lets only one of two overlapping requests in, even when filed at once', async () => {
    const answers = await Promise.all(
      ['17:00', '17:30'].map((fromTime) => file({ otDate: open, fromTime, toTime: '18:30', totalOt: '1:00' })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400]);
    expect(answers.find((a) => a.statusCode === 400)!.json().code).toBe('otPresent');
    // the early morning of the same day overlaps neither
    const next = await file({ otDate: open, fromTime: '02:00', toTime: '03:00', totalOt: '1:00' });
    expect(next.statusCode, next.body).toBe(201);
  });
});

describe('decisions', () => {
  it('approves once when two approvers click at once, mails nobody without an address', async () => {
    const r = await file({ otDate: open, fromTime: '12:00', toTime: '13:00', totalOt: '1:00', otType: 100 });
    const id = r.json().id;
    const answers = await Promise.all(
      [0, 1].map(() => api(hr, 'POST', `/overtime/requests/${id}/decision`, { decision: 'approve' })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([204, 409]);
    const list = await api(hr, 'GET', `/overtime/requests?${range(open, open)}&employeeId=${worker.id}`);
    expect(list.json().totals).toContainEqual({ otType: 100, status: 2, minutes: 60 });
    const audit = await owner.query(`select action from audit_log where entity_id = $1 order by at`, [id]);
    expect(audit.rows.map((x) => x.action)).toEqual(['overtime.requested', 'overtime.approved']);
  });

  it('deletes with a reason into the deleted list; an approved one of a closed day stays', async () => {
    const r = await file({ otDate: open, fromTime: '07:00', toTime: '07:30', totalOt: '0:30' });
    const id = r.json().id;
    expect((await api(hr, 'POST', `/overtime/requests/${id}/delete`, {})).statusCode).toBe(400);
    expect((await api(hr, 'POST', `/overtime/requests/${id}/delete`, { reason: 'Filed twice' })).statusCode).toBe(204);
    expect((await api(hr, 'GET', `/overtime/requests/${id}`)).statusCode).toBe(404);
    const gone = await api(hr, 'GET', `/overtime/requests/deleted?${range(open, open)}`);
    expect(gone.json().rows).toContainEqual(expect.objectContaining({ id, deleteReason: 'Filed twice' }));
    // approved on an open day, then the day is closed: it can no longer be deleted
    const a = (await file({ otDate: open, fromTime: '08:00', toTime: '08:30', totalOt: '0:30' })).json().id;
    await api(hr, 'POST', `/overtime/requests/${a}/decision`, { decision: 'approve' });
    await owner.query(
      `update attendance_closings set from_date = least(from_date, $1), to_date = greatest(to_date, $1)`,
      [open],
    );
    const refused = await api(hr, 'POST', `/overtime/requests/${a}/delete`, { reason: 'Wrong' });
    expect(refused.json().code).toBe('otNoAttendance');
    await owner.query(`update attendance_closings set from_date = $1, to_date = $1`, [closed]);
  });
});

describe("the employee's own", () => {
  it('files for themself, sees only theirs, cancels while pending; a decision mails them', async () => {
    const r = await api(emp, 'POST', '/me/overtime/requests', {
      employeeId: worker.id,
      otDate: myDay,
      fromTime: '19:00',
      toTime: '21:00',
      otType: 150,
      totalOt: '2:00',
      remark: 'Release night',
    });
    expect(r.statusCode, r.body).toBe(201);
    const bell = await owner.query(
      `select n.params from notifications n join users u on u.id = n.recipient_id
        where u.email = 'hr@demo.test' and n.kind = 'otRequested'`,
    );
    expect(bell.rows[0].params).toMatchObject({ hours: '2', rate: '150%' });
    // the top bar's overtime counter: unread of its kind, marked read alone when opened
    const counter = async () => (await api(hr, 'GET', '/notifications/unread?kind=otRequested')).json().count;
    const all = async () => (await api(hr, 'GET', '/notifications/unread')).json().count;
    expect(await counter()).toBeGreaterThan(0);
    const others = (await all()) - (await counter());
    expect((await api(hr, 'POST', '/notifications/read-all', { kind: 'otRequested' })).statusCode).toBe(200);
    expect(await counter()).toBe(0);
    expect(await all()).toBe(others);
    const mine = await api(emp, 'GET', `/me/overtime/requests?${range(myDay, myDay)}`);
    expect(mine.json().rows.map((x: { employeeId: string }) => x.employeeId)).toEqual([me]);
    const id = r.json().id;
    await api(hr, 'POST', `/overtime/requests/${id}/decision`, { decision: 'reject', comment: 'Not planned' });
    expect((await api(emp, 'POST', `/me/overtime/requests/${id}/cancel`)).statusCode).toBe(409);
    const mail = await sink.waitFor('emp@demo.test', (m) => /overtime|加班|ម៉ោងបន្ថែម/.test(m.subject ?? ''));
    expect(mail.text).toContain('Not planned');
    const second = await api(emp, 'POST', '/me/overtime/requests', {
      otDate: myDay,
      fromTime: '21:00',
      toTime: '22:00',
      otType: 150,
      totalOt: '1:00',
      remark: 'Release night',
    });
    const cancelled = await api(emp, 'POST', `/me/overtime/requests/${second.json().id}/cancel`);
    expect(cancelled.statusCode).toBe(204);
    // HR's pages are not theirs
    expect((await api(emp, 'GET', `/overtime/requests?${range(myDay, myDay)}`)).statusCode).toBe(403);
  });
});

describe('OT settings', () => {
  it('keeps one setting per organization and day, with the four types', async () => {
    const org = (
      await owner.query<{ id: string }>(`select organization_id as id from employees where id = $1`, [worker.id])
    ).rows[0]!.id;
    const body = {
      organizationId: org,
      effectiveFrom: '2026-01-01',
      rate150Percent: '150',
      rate200AppliesTo: 'restDay',
    };
    const a = await api(hr, 'POST', '/resources/otSetting', body);
    expect(a.statusCode, a.body).toBe(201);
    expect(a.json()).toMatchObject({
      rate30AppliesTo: 'night',
      rate30Percent: '30.00',
      rate100AppliesTo: 'publicHoliday',
    });
    const b = await api(hr, 'POST', '/resources/otSetting', body);
    expect(b.statusCode).toBe(409);
    expect(b.json().fields).toEqual({ effectiveFrom: 'duplicate' });
  });
});
