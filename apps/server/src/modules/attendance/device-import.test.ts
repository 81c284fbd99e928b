import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../../test/multipart.ts';
import { createTestApp, loginAs, platformOwner, type TTestContext } from '../../test/test-app.ts';
import { parseLocalTime } from './device-import.ts';

/**
 * The time machine (issue 12): a device's punches imported on the import pipeline — first in and last out per
 * shift date (a night across midnight is one day), duplicates counted once, bad rows reported, all or nothing.
 */
let t: TTestContext;
let owner: pg.Client;
let hr: string;
let emp: { id: string; code: string; tenant: string };

const upload = (lines: string[]) => {
  const body = multipart({}, [
    { field: 'file', name: 'device.csv', type: 'text/csv', content: Buffer.from(`${lines.join('\r\n')}\r\n`) },
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/imports/devicePunches',
    payload: body.payload,
    headers: { ...body.headers, cookie: hr },
  });
};
const commit = async (id: string) => {
  const c = await t.app.inject({
    method: 'POST',
    url: `/api/v1/imports/devicePunches/${id}/commit`,
    headers: { cookie: hr },
  });
  expect(c.statusCode, c.body).toBe(202);
  await t.app.services.jobs.drain();
  const job = await t.app.inject({ url: `/api/v1/jobs/${c.json().jobId}`, headers: { cookie: hr } });
  expect(job.json(), job.body).toMatchObject({ state: 'done' });
};
const day = async (shiftDate: string) =>
  (
    await owner.query(
      `select a.first_in, a.last_out, a.worked_minutes, (select count(*)::int from attendance_punches p
              where p.attendance_id = a.id and p.deleted_at is null) as punches
         from attendance a where a.employee_id = $1 and a.shift_date = $2 and a.deleted_at is null`,
      [emp.id, shiftDate],
    )
  ).rows;

beforeAll(async () => {
  t = await createTestApp();
  owner = await platformOwner(t);
  hr = await loginAs(t.app, 'hr@demo.test', 'demo');
  const r = await owner.query(
    `select e.id, e.employee_code as code, e.tenant_id as tenant from employees e
       join tenants t on t.id = e.tenant_id and t.account = 'demo'
       join departments d on d.id = e.department_id and d.name = 'Warehouse'
      where e.deleted_at is null and e.status = 'active' order by e.employee_code limit 1`,
  );
  emp = r.rows[0];
  // the night shift (22:00–06:00, Monday to Saturday) by default, in Phnom Penh (UTC+7)
  await owner.query(
    `update employees set shift_id = (select id from shifts where tenant_id = $1 and code = 'NIGHT') where id = $2`,
    [emp.tenant, emp.id],
  );
});
afterAll(async () => {
  await owner?.end();
  await t?.close();
});

describe('time machine import', () => {
  it('reads day-first and ISO times, and nothing else', () => {
    expect(parseLocalTime('03-03-2026 21:58')).toEqual({ day: '2026-03-03', time: '21:58' });
    expect(parseLocalTime('2026-03-03T06:02:59')).toEqual({ day: '2026-03-03', time: '06:02' });
    expect(parseLocalTime('3/3/2026 7:05')).toEqual({ day: '2026-03-03', time: '07:05' });
    for (const bad of ['2026-03-03', '31-02-2026 08:00', '03-03-2026 24:00', 'yesterday'])
      expect(parseLocalTime(bad)).toBeNull();
  });

  it('reports unknown employees, bad times and closed periods per row, and writes nothing', async () => {
    const closedDay = (
      await owner.query(
        `select to_char(to_date, 'DD-MM-YYYY') as d from attendance_closings where tenant_id = $1 limit 1`,
        [emp.tenant],
      )
    ).rows[0].d;
    const res = await upload([
      'Device ID,Employee ID,Time',
      `G1,${emp.code},03-03-2026 21:58`,
      'G1,NOBODY,03-03-2026 21:59',
      `G1,${emp.code},03-03-2026 25:00`,
      `G1,${emp.code},${closedDay} 09:00`,
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().errors.map((e: { row: number; code: string }) => [e.row, e.code])).toEqual([
      [3, 'unknownEmployee'],
      [4, 'invalidDateTime'],
      [5, 'closedPeriod'],
    ]);
    expect(await day('2026-03-03')).toEqual([]);
  });

  it('keeps a night across midnight as one day, first in and last out, a duplicate once, and widens on a later file', async () => {
    const res = await upload([
      'Device ID,Employee ID,Time',
      `G1,${emp.code},03-03-2026 21:58`,
      `G1,${emp.code},03-03-2026 21:58`,
      `G2,${emp.code},04-03-2026 01:30`,
      `G1,${emp.code},04-03-2026 06:02`,
    ]);
    expect(res.json()).toMatchObject({ total: 4, valid: 4, errorCount: 0 });
    await commit(res.json().id);
    const [d] = await day('2026-03-03');
    expect(d).toMatchObject({
      first_in: new Date('2026-03-03T14:58:00Z'),
      last_out: new Date('2026-03-03T23:02:00Z'),
      punches: 1,
    });
    expect(await day('2026-03-04')).toEqual([]);
    // a second file with an earlier punch of the same night widens the day, still one pair
    const more = await upload(['Device ID,Employee ID,Time', `G1,${emp.code},03-03-2026 21:40`]);
    await commit(more.json().id);
    expect((await day('2026-03-03'))[0]).toMatchObject({ first_in: new Date('2026-03-03T14:40:00Z'), punches: 1 });
    const list = await t.app.inject({
      url: '/api/v1/attendance?from=2026-03-01&to=2026-03-31&status=device',
      headers: { cookie: hr },
    });
    expect((list.json().rows as { employeeCode: string }[]).map((r) => r.employeeCode)).toEqual([emp.code]);
  });
});
