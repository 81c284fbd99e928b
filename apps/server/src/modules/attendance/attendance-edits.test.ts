import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, platformOwner, type TTestContext } from '../../test/test-app.ts';

/**
 * HR's corrections (issue 12): a punch's times changed with a reason and the day totalled again, a punch or a day
 * deleted to the deleted list and restored, a group's attendance entered at once — scoped, closed days refused.
 */
let t: TTestContext;
let owner: pg.Client;
let hr: string;
let finance: string;
let acme: string;
const emp: Record<string, string> = {};
let orgPP: string;
const api = (cookie: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await createTestApp();
  owner = await platformOwner(t);
  hr = await loginAs(t.app, 'hr@demo.test', 'demo');
  finance = await loginAs(t.app, 'finance@demo.test', 'demo');
  acme = await loginAs(t.app, 'hr@acme.test', 'acme');
  const people = await owner.query<{ id: string; dept: string; organization_id: string }>(
    `select distinct on (d.name) e.id, d.name as dept, e.organization_id
       from employees e join tenants t on t.id = e.tenant_id and t.account = 'demo'
       join organizations o on o.id = e.organization_id and o.code = 'MTPP'
       join departments d on d.id = e.department_id and d.name in ('Finance', 'Sales')
      where e.deleted_at is null and e.status = 'active' order by d.name, e.employee_code`,
  );
  for (const p of people.rows) emp[p.dept] = p.id;
  orgPP = people.rows[0]!.organization_id;
});
afterAll(async () => {
  await owner?.end();
  await t?.close();
});

/** A manual day (08:00–12:00 and 13:00–17:00 in Phnom Penh) answering its record and punches. */
async function day(employeeId: string, shiftDate: string) {
  const one = await api(hr, 'POST', '/attendance', { employeeId, shiftDate, inTime: '08:00', outTime: '12:00' });
  expect(one.statusCode, one.body).toBe(201);
  await api(hr, 'POST', '/attendance', { employeeId, shiftDate, inTime: '13:00', outTime: '17:00' });
  const view = (await api(hr, 'GET', `/attendance/${one.json().id}`)).json();
  return { id: one.json().id as string, punches: view.punches as { id: string }[], worked: view.workedMinutes };
}

describe('correcting a punch', () => {
  it('changes the times with a reason, totals the day again, shows who and why, and audits it', async () => {
    const d = await day(emp.Finance!, '2026-05-04');
    const res = await api(hr, 'PATCH', `/attendance/${d.id}/punches/${d.punches[1]!.id}`, {
      inAt: '2026-05-04T13:00',
      outAt: '2026-05-04T18:30',
      reason: 'Stayed for the audit',
    });
    expect(res.statusCode, res.body).toBe(204);
    const view = (await api(hr, 'GET', `/attendance/${d.id}`)).json();
    expect(view.workedMinutes - d.worked).toBe(90);
    expect(view.punches[1]).toMatchObject({
      outAt: '2026-05-04T11:30:00.000Z',
      editedByName: 'Dara Sok',
      editReason: 'Stayed for the audit',
    });
    const log = await owner.query(`select action, after from audit_log where entity_id = $1 order by at`, [d.id]);
    expect(log.rows.at(-1)).toMatchObject({ action: 'attendance.punchEdit' });
    expect(log.rows.at(-1).after).toMatchObject({ reason: 'Stayed for the audit' });
  });

  it('refuses times out of order, far from the shift date or a day apart, and asks for the reason', async () => {
    const d = await day(emp.Finance!, '2026-05-05');
    const patch = (payload: object) => api(hr, 'PATCH', `/attendance/${d.id}/punches/${d.punches[0]!.id}`, payload);
    const fields = async (payload: object) => {
      const r = await patch(payload);
      expect(r.statusCode, r.body).toBe(400);
      return r.json().fields;
    };
    const ok = { inAt: '2026-05-05T08:00', outAt: '2026-05-05T12:00', reason: 'x' };
    expect(await fields({ ...ok, outAt: '2026-05-05T07:00' })).toEqual({ outAt: 'dateOrder' });
    expect(await fields({ ...ok, inAt: '2026-05-09T08:00' })).toMatchObject({ inAt: 'punchOutOfDay' });
    expect(await fields({ ...ok, inAt: '2026-05-04T08:00', outAt: '2026-05-06T09:00' })).toEqual({
      outAt: 'punchTooLong',
    });
    expect(await fields({ ...ok, outAt: null })).toEqual({ outAt: 'required' });
    expect(await fields({ ...ok, reason: '  ' })).toEqual({ reason: 'required' });
    expect(await fields({ ...ok, inAt: '2026-02-30T08:00' })).toMatchObject({ inAt: 'invalidDate' });
  });

  it('keeps a scoped sub admin and another tenant out, and a punch to its own day', async () => {
    const d = await day(emp.Sales!, '2026-05-06');
    const body = { inAt: '2026-05-06T08:00', outAt: '2026-05-06T12:00', reason: 'x' };
    expect((await api(finance, 'PATCH', `/attendance/${d.id}/punches/${d.punches[0]!.id}`, body)).statusCode).toBe(404);
    expect((await api(acme, 'PATCH', `/attendance/${d.id}/punches/${d.punches[0]!.id}`, body)).statusCode).toBe(404);
    expect((await api(acme, 'DELETE', `/attendance/${d.id}`, { reason: 'x' })).statusCode).toBe(404);
    // a punch of another day is not this day's
    const other = await day(emp.Sales!, '2026-05-07');
    expect((await api(hr, 'PATCH', `/attendance/${d.id}/punches/${other.punches[0]!.id}`, body)).statusCode).toBe(404);
  });
});

describe('deleting and restoring', () => {
  it('deletes one punch and totals the day; deleting the last one deletes the day', async () => {
    const d = await day(emp.Finance!, '2026-05-11');
    const first = await api(hr, 'DELETE', `/attendance/${d.id}/punches/${d.punches[0]!.id}`, { reason: 'Duplicate' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ dayDeleted: false });
    // 4 hours left, less the shift's hour of rest (no longer taken as the gap between two punches)
    expect(d.worked).toBe(480);
    expect((await api(hr, 'GET', `/attendance/${d.id}`)).json().workedMinutes).toBe(180);
    const last = await api(hr, 'DELETE', `/attendance/${d.id}/punches/${d.punches[1]!.id}`, { reason: 'Not here' });
    expect(last.json()).toEqual({ dayDeleted: true });
    expect((await api(hr, 'GET', `/attendance/${d.id}`)).statusCode).toBe(404);
  });

  it('lists a deleted day with who and why, restores it with its punches, and refuses a taken date', async () => {
    const d = await day(emp.Finance!, '2026-05-12');
    expect((await api(hr, 'DELETE', `/attendance/${d.id}`, { reason: '' })).statusCode).toBe(400);
    expect((await api(hr, 'DELETE', `/attendance/${d.id}`, { reason: 'Entered twice' })).statusCode).toBe(204);
    expect((await api(hr, 'GET', `/attendance?from=2026-05-12&to=2026-05-12`)).json().total).toBe(0);
    const deleted = (await api(hr, 'GET', '/attendance/deleted?from=2026-05-12&to=2026-05-12')).json();
    expect(deleted.rows).toHaveLength(1);
    expect(deleted.rows[0]).toMatchObject({ id: d.id, deleteReason: 'Entered twice', deletedByName: 'Dara Sok' });
    // a scoped sub admin sees their own deleted days only
    expect((await api(finance, 'GET', '/attendance/deleted?from=2026-05-12&to=2026-05-12')).json().total).toBe(1);
    expect((await api(acme, 'GET', '/attendance/deleted?from=2026-05-12&to=2026-05-12')).json().total).toBe(0);

    expect((await api(hr, 'POST', `/attendance/${d.id}/restore`)).statusCode).toBe(204);
    const back = (await api(hr, 'GET', `/attendance/${d.id}`)).json();
    expect(back.punches).toHaveLength(2);
    expect(back.workedMinutes).toBe(d.worked);
    expect((await api(hr, 'POST', `/attendance/${d.id}/restore`)).statusCode).toBe(404);

    // deleted again, and meanwhile the day entered anew: the restore would make two days
    await api(hr, 'DELETE', `/attendance/${d.id}`, { reason: 'Again' });
    await day(emp.Finance!, '2026-05-12');
    const taken = await api(hr, 'POST', `/attendance/${d.id}/restore`);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('attendanceDayTaken');
    const log = await owner.query(`select action from audit_log where entity_id = $1 order by at`, [d.id]);
    expect(log.rows.map((r) => r.action)).toEqual(expect.arrayContaining(['attendance.delete', 'attendance.restore']));
  });

  it('refuses to change, delete or restore a day of a closed period', async () => {
    const d = await day(emp.Finance!, '2026-06-02');
    const gone = await day(emp.Finance!, '2026-06-03');
    await api(hr, 'DELETE', `/attendance/${gone.id}`, { reason: 'x' });
    const closed = await api(hr, 'POST', '/attendance/closings', {
      organizationId: orgPP,
      fromDate: '2026-06-01',
      toDate: '2026-06-30',
    });
    expect(closed.statusCode, closed.body).toBe(201);
    const body = { inAt: '2026-06-02T09:00', outAt: '2026-06-02T12:00', reason: 'x' };
    for (const r of [
      await api(hr, 'PATCH', `/attendance/${d.id}/punches/${d.punches[0]!.id}`, body),
      await api(hr, 'DELETE', `/attendance/${d.id}/punches/${d.punches[0]!.id}`, { reason: 'x' }),
      await api(hr, 'DELETE', `/attendance/${d.id}`, { reason: 'x' }),
      await api(hr, 'POST', `/attendance/${gone.id}/restore`),
    ]) {
      expect(r.statusCode, r.body).toBe(409);
      expect(r.json().code).toBe('attendanceClosed');
    }
    await api(hr, 'DELETE', `/attendance/closings/${closed.json().id}`);
  });
});

describe('a group entered at once', () => {
  it('adds the same times for each chosen employee, all or nothing', async () => {
    const body = { shiftDate: '2026-05-20', inTime: '07:30', outTime: '16:30', remarks: 'Site visit' };
    const res = await api(hr, 'POST', '/attendance/bulk', { ...body, employeeIds: [emp.Finance, emp.Sales] });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ added: 2 });
    const list = (await api(hr, 'GET', '/attendance?from=2026-05-20&to=2026-05-20')).json();
    expect(list.rows.map((r: { remarks: string }) => r.remarks)).toEqual(['Site visit', 'Site visit']);
    // a scoped sub admin naming someone outside their scope writes nothing
    const scoped = await api(finance, 'POST', '/attendance/bulk', {
      ...body,
      shiftDate: '2026-05-21',
      employeeIds: [emp.Finance, emp.Sales],
    });
    expect(scoped.statusCode).toBe(400);
    expect(scoped.json().fields).toEqual({ employeeIds: 'invalidReference' });
    expect((await api(hr, 'GET', '/attendance?from=2026-05-21&to=2026-05-21')).json().total).toBe(0);
    expect((await api(hr, 'POST', '/attendance/bulk', { ...body, employeeIds: [] })).statusCode).toBe(400);
  });

  it("lists a department's people with the date's record, within the caller's scope", async () => {
    const dept = (await owner.query(`select department_id from employees where id = $1`, [emp.Finance])).rows[0]
      .department_id as string;
    const res = await api(hr, 'GET', `/attendance/bulk/members?departmentId=${dept}&shiftDate=2026-05-20`);
    expect(res.statusCode, res.body).toBe(200);
    const me = (res.json() as { employeeId: string; firstIn: string | null }[]).find(
      (m) => m.employeeId === emp.Finance,
    );
    expect(me?.firstIn).toBe('2026-05-20T00:30:00.000Z');
    const none = await api(hr, 'GET', '/attendance/bulk/members?shiftDate=2026-05-20');
    expect(none.statusCode).toBe(400);
    expect(none.json().fields).toEqual({ groupId: 'required' });
    // another tenant reads no one
    expect(
      (await api(acme, 'GET', `/attendance/bulk/members?departmentId=${dept}&shiftDate=2026-05-20`)).json(),
    ).toEqual([]);
  });
});
