import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailSink, type TSink } from '../../test/mail-sink.ts';
import { multipart, type TFilePart } from '../../test/multipart.ts';
import { employeeOfLogin, leaveWorker } from '../../test/leave-fixtures.ts';
import { createTestApp, loginAs, platformOwner, type TTestContext } from '../../test/test-app.ts';

/**
 * Leave requests (issue 13): the spec's codes, the count of working days, half days and hours, the bank check,
 * overlaps refused by the database, approvals that debit once, cancellations that credit back, the employee's own
 * requests, mails and scope. Dates are in March 2026, on a Monday-to-Friday shift with no roster changes.
 */
let t: TTestContext;
let sink: TSink;
let owner: pg.Client;
let hr: string;
let emp: string;
let finance: string;
let tenantId: string;
let flexi: string;
let medical: string;
let worker: { id: string; name: string; code: string };
let me: string;
const WORKER_MAIL = 'leave.worker@demo.test';

const api = (cookie: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
const file = (body: object, cookie = hr) =>
  api(cookie, 'POST', '/leave/requests', { employeeId: worker.id, reason: 'Family matters', ...body });
const available = async (employeeId: string, typeId: string) => {
  const r = await api(hr, 'GET', `/leave/requests/options/${employeeId}`);
  expect(r.statusCode, r.body).toBe(200);
  const b = r.json().balances.find((x: { leaveTypeId: string }) => x.leaveTypeId === typeId);
  return { balance: Number(b.balance), pending: Number(b.pending) };
};
const postForm = (fields: Record<string, string>, files: TFilePart[]) => {
  const form = multipart(fields, files);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/leave/requests',
    headers: { cookie: hr, ...form.headers },
    payload: form.payload,
  });
};
const NOTE: TFilePart = {
  field: 'attachment',
  name: 'note.pdf',
  type: 'application/pdf',
  content: Buffer.from('%PDF-1.4\n%%EOF\n'),
};
const ledgerRows = async (requestId: string) =>
  (
    await owner.query(`select kind, days::text from leave_ledger where request_id = $1 order by created_at`, [
      requestId,
    ])
  ).rows;

beforeAll(async () => {
  sink = await startMailSink();
  t = await createTestApp({ config: { smtpUrl: sink.url } });
  owner = await platformOwner(t);
  hr = await loginAs(t.app, 'hr@demo.test', 'demo');
  emp = await loginAs(t.app, 'emp@demo.test', 'demo');
  finance = await loginAs(t.app, 'finance@demo.test', 'demo');
  tenantId = (await owner.query<{ id: string }>(`select id from tenants where account = 'demo'`)).rows[0]!.id;
  const type = async (body: object) => {
    const r = await api(hr, 'POST', '/resources/leaveType', body);
    expect(r.statusCode, r.body).toBe(201);
    return r.json().id as string;
  };
  // five days a year, half days and hours allowed; and a medical leave that needs a document and may go 1 day negative
  flexi = await type({ name: 'Flexi leave', code: 'FX', hourlyAllowed: true, halfDayAllowed: true, hoursPerDay: '8' });
  medical = await type({
    name: 'Medical leave',
    code: 'MD',
    halfDayAllowed: false,
    allowNegative: true,
    negativeLimitDays: '1',
    attachmentRequired: true,
    attachmentAfterDays: '0',
    maxConsecutiveDays: 3,
  });
  const tpl = await api(hr, 'POST', '/resources/leaveTemplate', {
    name: 'Request tests',
    yearStartMonth: '1',
    entitlements: [
      { leaveTypeId: flexi, days: '5', earning: 'upfront', carryCap: '0' },
      { leaveTypeId: medical, days: '0', earning: 'upfront', carryCap: '0' },
    ],
  });
  expect(tpl.statusCode, tpl.body).toBe(201);
  worker = await leaveWorker(owner, tenantId);
  me = await employeeOfLogin(owner, 'emp@demo.test');
  // both on the Monday-to-Friday day shift, nothing rostered, employed for years
  const shift = await api(hr, 'POST', '/resources/shift', {
    name: 'Leave test day',
    code: 'LTD',
    startTime: '08:00',
    endTime: '17:00',
    workingDays: [1, 2, 3, 4, 5],
  });
  expect(shift.statusCode, shift.body).toBe(201);
  await owner.query(
    `update employees set join_date = '2020-01-06', exit_date = null, shift_id = $2 where id = any($1)`,
    [[worker.id, me], shift.json().id],
  );
  await owner.query(`update employees set email = $2 where id = $1`, [worker.id, WORKER_MAIL]);
  await owner.query(`delete from shift_roster where employee_id = any($1)`, [[worker.id, me]]);
  await owner.query(`update holidays set deleted_at = now() where tenant_id = $1 and extract(month from date) = 3`, [
    tenantId,
  ]);
  const a = await api(hr, 'PUT', '/leave/assignments', {
    templateId: tpl.json().id,
    target: 'employees',
    employeeIds: [worker.id, me],
    fromDate: '2026-01-01',
  });
  expect(a.statusCode, a.body).toBe(200);
});

afterAll(async () => {
  await owner?.end();
  await t?.close();
  await sink?.close();
});

describe('filing: the spec’s codes', () => {
  it('2, 5, 6, 7: a leave type, both dates, in order', async () => {
    const code = async (body: object) => (await file(body)).json().code;
    expect(await code({ fromDate: '02-03-2026', toDate: '02-03-2026' })).toBe('leaveSelect');
    expect(await code({ leaveTypeId: flexi, toDate: '02-03-2026' })).toBe('leaveFromDate');
    expect(await code({ leaveTypeId: flexi, fromDate: '02-03-2026' })).toBe('leaveToDate');
    expect(await code({ leaveTypeId: flexi, fromDate: '31-02-2026', toDate: '02-03-2026' })).toBe('leaveFromDate');
    const order = await file({ leaveTypeId: flexi, fromDate: '03-03-2026', toDate: '02-03-2026' });
    expect(order.statusCode).toBe(400);
    expect(order.json()).toMatchObject({
      code: 'leaveDateOrder',
      message: 'From Date should not be greater than To Date',
    });
  });

  it('99: an employee without a template', async () => {
    const other = await owner.query<{ id: string }>(
      `select e.id from employees e where e.tenant_id = $1 and e.status = 'active' and e.deleted_at is null
          and not exists (select 1 from leave_template_assignments a where a.employee_id = e.id) limit 1`,
      [tenantId],
    );
    const r = await file({
      employeeId: other.rows[0]!.id,
      leaveTypeId: flexi,
      fromDate: '02-03-2026',
      toDate: '02-03-2026',
    });
    expect(r.json()).toMatchObject({
      code: 'leaveTemplateMissing',
      message: 'Please add leave templete for this employee',
    });
  });

  it('a reason and an employee are required; a type’s rules refuse with their reason', async () => {
    const noReason = await file({ reason: ' ', leaveTypeId: flexi, fromDate: '02-03-2026', toDate: '02-03-2026' });
    expect(noReason.json().fields).toEqual({ reason: 'required' });
    const half = await file({ leaveTypeId: medical, fromDate: '02-03-2026', toDate: '02-03-2026', part: 'half' });
    expect(half.json().code).toBe('leaveHalfDayNotAllowed');
    const hours = await file({
      leaveTypeId: flexi,
      fromDate: '02-03-2026',
      toDate: '02-03-2026',
      part: 'hourly',
      hours: 12.5,
    });
    expect(hours.json().fields).toEqual({ hours: 'invalidHours' });
    const twoDays = await file({
      leaveTypeId: flexi,
      fromDate: '02-03-2026',
      toDate: '03-03-2026',
      part: 'hourly',
      hours: 2,
    });
    expect(twoDays.json().code).toBe('leaveHourlyOneDay');
    const weekend = await file({ leaveTypeId: flexi, fromDate: '07-03-2026', toDate: '08-03-2026' });
    expect(weekend.json().code).toBe('leaveNoWorkingDays');
    const long = await file({ leaveTypeId: medical, fromDate: '02-03-2026', toDate: '05-03-2026' });
    expect(long.json()).toMatchObject({
      code: 'leaveTooLong',
      message: 'Can not Add Leave: at most 3 days at a time for this leave type',
    });
    const paper = await file({ leaveTypeId: medical, fromDate: '02-03-2026', toDate: '02-03-2026' });
    expect(paper.json().code).toBe('leaveAttachmentRequired');
  });

  it('88: more than the bank holds (none negative for this type)', async () => {
    const r = await file({ leaveTypeId: flexi, fromDate: '09-03-2026', toDate: '20-03-2026' });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ code: 'leaveBankLow', message: 'Check Your Leave Bank' });
  });
});

describe('counting before filing', () => {
  it('shows the days, the hours and the balance after', async () => {
    const before = await available(worker.id, flexi);
    const r = await api(hr, 'POST', '/leave/requests/preview', {
      employeeId: worker.id,
      reason: 'x',
      leaveTypeId: flexi,
      fromDate: '2026-03-05',
      toDate: '2026-03-09',
      part: 'half',
      startHalf: 2,
      endHalf: 2,
    });
    expect(r.statusCode, r.body).toBe(200);
    // Thu afternoon, Fri, (weekend), Mon: 2.5 days, 20 hours
    expect(r.json()).toMatchObject({ days: '2.5', hours: '20', countedDays: 3 });
    expect(r.json().skipped.map((x: { kind: string }) => x.kind)).toEqual(['rest', 'rest']);
    expect(Number(r.json().after)).toBe(before.balance - before.pending - 2.5);
  });
});

describe('a half day, approved', () => {
  let id: string;

  it('is filed pending (1) and audited', async () => {
    const r = await file({
      leaveTypeId: flexi,
      fromDate: '02-03-2026',
      toDate: '02-03-2026',
      part: 'half',
      startHalf: 1,
      endHalf: 1,
    });
    expect(r.statusCode, r.body).toBe(201);
    id = r.json().id;
    const row = await api(hr, 'GET', `/leave/requests/${id}`);
    expect(row.json()).toMatchObject({ status: 1, days: '0.5', part: 'half', source: 'admin' });
    const audit = await owner.query(`select after from audit_log where action = 'leave.requested' and entity_id = $1`, [
      id,
    ]);
    expect(audit.rows[0].after).toMatchObject({ days: '0.5', leaveType: 'Flexi leave' });
  });

  it('73: the same day again is refused', async () => {
    const again = await file({ leaveTypeId: flexi, fromDate: '02-03-2026', toDate: '02-03-2026' });
    expect(again.json()).toMatchObject({ code: 'leavePresent', message: 'Leave present at this date' });
  });

  it('approved twice at once debits once; the second answer is 409', async () => {
    const before = await available(worker.id, flexi);
    const answers = await Promise.all(
      [0, 1].map(() => api(hr, 'POST', `/leave/requests/${id}/decision`, { decision: 'approve', comment: 'Enjoy' })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([204, 409]);
    expect(await ledgerRows(id)).toEqual([{ kind: 'leave', days: '-0.5000' }]);
    const after = await available(worker.id, flexi);
    expect(after.balance).toBe(before.balance - 0.5);
    expect(after.pending).toBe(before.pending - 0.5);
  });

  it('mails the employee', async () => {
    const mail = await sink.waitFor(WORKER_MAIL, (m) => /approved/.test(m.subject ?? ''));
    expect(mail.text).toContain('Flexi leave');
    expect(mail.text).toContain('02-03-2026');
    expect(mail.text).toContain('Comment: Enjoy');
  });

  it('cancelled by HR, credits the days back once', async () => {
    const before = await available(worker.id, flexi);
    expect((await api(hr, 'POST', `/leave/requests/${id}/cancel`, { comment: 'Plans changed' })).statusCode).toBe(204);
    expect((await api(hr, 'POST', `/leave/requests/${id}/cancel`, {})).statusCode).toBe(409);
    expect(await ledgerRows(id)).toEqual([
      { kind: 'leave', days: '-0.5000' },
      { kind: 'cancellation', days: '0.5000' },
    ]);
    expect((await available(worker.id, flexi)).balance).toBe(before.balance + 0.5);
  });
});

describe('overlaps and hours', () => {
  it('two overlapping requests filed at once: one gets 73', async () => {
    const answers = await Promise.all(
      ['Wedding', 'Travel'].map((reason) =>
        file({ reason, leaveTypeId: flexi, fromDate: '16-03-2026', toDate: '16-03-2026', part: 'hourly', hours: 2 }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400]);
    expect(answers.find((a) => a.statusCode === 400)!.json().code).toBe('leavePresent');
  });

  it('hours are a share of the type’s day', async () => {
    const r = await file({
      leaveTypeId: flexi,
      fromDate: '17-03-2026',
      toDate: '17-03-2026',
      part: 'hourly',
      hours: 4,
    });
    expect(r.statusCode, r.body).toBe(201);
    expect((await api(hr, 'GET', `/leave/requests/${r.json().id}`)).json()).toMatchObject({ days: '0.5', hours: '4' });
  });

  it('a rejected request frees its days', async () => {
    const r = await file({
      leaveTypeId: flexi,
      fromDate: '18-03-2026',
      toDate: '18-03-2026',
      part: 'half',
      startHalf: 2,
      endHalf: 2,
    });
    const id = r.json().id;
    expect((await api(hr, 'POST', `/leave/requests/${id}/decision`, { decision: 'reject' })).statusCode).toBe(204);
    expect(await ledgerRows(id)).toEqual([]);
    const again = await file({
      leaveTypeId: flexi,
      fromDate: '18-03-2026',
      toDate: '18-03-2026',
      part: 'half',
      startHalf: 2,
      endHalf: 2,
    });
    expect(again.statusCode).toBe(201);
  });
});

describe('the absent list', () => {
  it('loses the whole days of approved leave, not a half day’s', async () => {
    const absent = async () =>
      (await api(hr, 'GET', `/absences?from=2026-03-19&to=2026-03-20&search=${worker.code}`))
        .json()
        .rows.map((x: { day: string }) => x.day);
    expect(await absent()).toEqual(['2026-03-20', '2026-03-19']);
    const r = await file({
      leaveTypeId: flexi,
      fromDate: '19-03-2026',
      toDate: '20-03-2026',
      part: 'half',
      startHalf: 1,
      endHalf: 1,
    });
    expect(r.statusCode, r.body).toBe(201);
    expect(await absent()).toEqual(['2026-03-20', '2026-03-19']);
    expect((await api(hr, 'POST', `/leave/requests/${r.json().id}/decision`, { decision: 'approve' })).statusCode).toBe(
      204,
    );
    expect(await absent()).toEqual(['2026-03-20']);
  });
});

describe('a document', () => {
  it('is required by the type, kept with the request and read through it; negative down to the limit', async () => {
    const r = await postForm(
      { employeeId: worker.id, reason: 'Flu', leaveTypeId: medical, fromDate: '23-03-2026', toDate: '23-03-2026' },
      [NOTE],
    );
    expect(r.statusCode, r.body).toBe(201);
    const got = await api(hr, 'GET', `/leave/requests/${r.json().id}/attachment`);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('application/pdf');
    // the medical balance is 0 and may go to −1: one day pending, a second is too many
    const low = await postForm(
      { employeeId: worker.id, reason: 'Flu', leaveTypeId: medical, fromDate: '24-03-2026', toDate: '24-03-2026' },
      [NOTE],
    );
    expect(low.json().code).toBe('leaveBankLow');
  });
});

describe('the employee’s own requests', () => {
  let mine: string;

  it('files for themself (in Chinese mail later), sees and cancels their pending one', async () => {
    const opts = await api(emp, 'GET', '/me/leave/options');
    expect(opts.statusCode, opts.body).toBe(200);
    expect(opts.json().balances.map((b: { leaveTypeId: string }) => b.leaveTypeId)).toEqual(
      expect.arrayContaining([flexi, medical]),
    );
    const r = await api(emp, 'POST', '/me/leave/requests', {
      employeeId: worker.id,
      reason: 'Dentist',
      leaveTypeId: flexi,
      fromDate: '2026-03-04',
      toDate: '2026-03-04',
      part: 'half',
      startHalf: 2,
      endHalf: 2,
    });
    expect(r.statusCode, r.body).toBe(201);
    mine = r.json().id;
    // the employee ID in the body is ignored: the request is the caller's own
    const row = (await api(hr, 'GET', `/leave/requests/${mine}`)).json();
    expect(row).toMatchObject({ employeeId: me, source: 'self', days: '0.5' });
    const list = await api(emp, 'GET', '/me/leave/requests?from=2026-03-01&to=2026-03-31');
    expect(list.json().rows.map((x: { id: string }) => x.id)).toEqual([mine]);
    expect((await api(emp, 'POST', `/me/leave/requests/${mine}/cancel`, {})).statusCode).toBe(204);
    expect((await api(hr, 'GET', `/leave/requests/${mine}`)).json().status).toBe(4);
  });

  it('cannot cancel an approved one, nor reach anyone else’s', async () => {
    const r = await api(emp, 'POST', '/me/leave/requests', {
      reason: 'Visit',
      leaveTypeId: flexi,
      fromDate: '2026-03-25',
      toDate: '2026-03-25',
      part: 'half',
    });
    expect(r.statusCode, r.body).toBe(201);
    await owner.query(`update users set language = 'zh' where email = 'emp@demo.test'`);
    expect((await api(hr, 'POST', `/leave/requests/${r.json().id}/decision`, { decision: 'approve' })).statusCode).toBe(
      204,
    );
    expect((await api(emp, 'POST', `/me/leave/requests/${r.json().id}/cancel`, {})).statusCode).toBe(409);
    const others = await api(hr, 'GET', '/leave/requests?from=2026-03-01&to=2026-03-31&pageSize=50');
    const theirs = others.json().rows.find((x: { employeeId: string }) => x.employeeId === worker.id).id;
    expect((await api(emp, 'POST', `/me/leave/requests/${theirs}/cancel`, {})).statusCode).toBe(404);
    expect((await api(emp, 'GET', '/leave/requests?from=2026-03-01&to=2026-03-31')).statusCode).toBe(403);
    await owner.query(`update users set language = 'en' where email = 'emp@demo.test'`);
  });

  it('the bell: approvers in scope hear of a request, the employee of the decision', async () => {
    const kinds = async (email: string, kind: string) =>
      (
        await owner.query(
          `select n.params from notifications n join users u on u.id = n.recipient_id where u.email = $1 and n.kind = $2`,
          [email, kind],
        )
      ).rows.map((r) => r.params);
    // HR filed the worker's requests itself: the other approvers hear of them (the HR Officer sub admin)
    const toSub = await kinds('sub@demo.test', 'leaveRequested');
    expect(toSub.some((p) => p.name === worker.name && p.type === 'Flexi leave')).toBe(true);
    expect((await kinds('hr@demo.test', 'leaveRequested')).some((p) => p.name === worker.name)).toBe(false);
    // the Finance sub admin approves leave, but only of Finance: not the worker's
    expect((await kinds('finance@demo.test', 'leaveRequested')).some((p) => p.name === worker.name)).toBe(false);
    const mine = await api(emp, 'GET', '/notifications?page=1&pageSize=10');
    expect(mine.json().rows.map((n: { kind: string }) => n.kind)).toContain('leaveApproved');
  });

  it('the decision mail is in the employee’s language', async () => {
    const mail = await sink.waitFor('emp@demo.test', (m) => /请假/.test(m.subject ?? ''));
    expect(mail.subject).toContain('批准');
  });
});

describe('lists and scope', () => {
  it('lists by status and exports', async () => {
    const r = await api(hr, 'GET', `/leave/requests?from=2026-03-01&to=2026-03-31&status=approved&employeeId=${me}`);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().rows.every((x: { status: number }) => x.status === 2)).toBe(true);
    const csv = await api(hr, 'GET', '/leave/requests/export.csv?from=2026-03-01&to=2026-03-31');
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Flexi leave');
  });

  it('the leave report: days taken in a period (cancellations netted), pending, totals per type', async () => {
    const q = `from=2026-03-01&at=2026-03-31&leaveTypeId=${flexi}&search=${worker.code}`;
    const r = await api(hr, 'GET', `/leave/report?${q}`);
    expect(r.statusCode, r.body).toBe(200);
    // 19 March whole and the morning of the 20th approved; 2 March approved, then cancelled
    expect(r.json().rows[0]).toMatchObject({ employeeId: worker.id, taken: '1.5' });
    const sum = await api(hr, 'GET', `/leave/report/summary?${q}`);
    expect(sum.json()).toEqual([expect.objectContaining({ leaveTypeName: 'Flexi leave', taken: '1.5' })]);
    const csv = await api(hr, 'GET', `/leave/report/export.csv?${q}`);
    expect(csv.body).toContain('Taken (days)');
    expect((await api(emp, 'GET', `/leave/report?${q}`)).statusCode).toBe(403);
  });

  it('a sub admin reaches only the requests of their scope', async () => {
    const list = await api(finance, 'GET', '/leave/requests?from=2026-03-01&to=2026-03-31&pageSize=50');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().rows.some((x: { employeeId: string }) => x.employeeId === worker.id)).toBe(false);
    const all = await api(
      hr,
      'GET',
      `/leave/requests?from=2026-03-01&to=2026-03-31&employeeId=${worker.id}&status=pending`,
    );
    const id = all.json().rows[0].id;
    expect((await api(finance, 'POST', `/leave/requests/${id}/decision`, { decision: 'approve' })).statusCode).toBe(
      404,
    );
    const filed = await file({ leaveTypeId: flexi, fromDate: '26-03-2026', toDate: '26-03-2026' }, finance);
    expect(filed.json().fields).toEqual({ employeeId: 'invalidReference' });
  });

  it('the team calendar: who is away, pending or approved, in the scope', async () => {
    const r = await api(hr, 'GET', '/leave/calendar?from=2026-03-01&to=2026-03-31');
    expect(r.statusCode, r.body).toBe(200);
    const rows = r.json().rows as { employeeId: string; status: number; fromDate: string; toDate: string }[];
    expect(rows.some((x) => x.employeeId === worker.id)).toBe(true);
    expect(rows.every((x) => x.status === 1 || x.status === 2)).toBe(true);
    expect(rows.every((x) => x.fromDate <= '2026-03-31' && x.toDate >= '2026-03-01')).toBe(true);
    const scoped = await api(finance, 'GET', '/leave/calendar?from=2026-03-01&to=2026-03-31');
    expect(scoped.json().rows.some((x: { employeeId: string }) => x.employeeId === worker.id)).toBe(false);
    expect((await api(emp, 'GET', '/leave/calendar?from=2026-03-01&to=2026-03-31')).statusCode).toBe(403);
  });
});
