import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@staffdesk/core/dates';
import { todayIn } from '@staffdesk/core/time-zones';
import { createTestApp, loginAs, platformOwner, type TTestContext } from '../../test/test-app.ts';

/** Groups and Groups CheckIN (issue 12): HR names a group's leaders; a leader checks the members present in and out. */
let t: TTestContext;
let owner: pg.Client;
let hr: string;
let emp: string;
let finance: string;
let groupId: string;
let leaderId: string;
let started: Date;
const crew: { id: string; name: string }[] = [];
const HEAD_OFFICE = { latitude: 11.5682, longitude: 104.9282 }; // Mekong Trading Phnom Penh's first place
const FAR = { latitude: 11.5882, longitude: 104.9282 };

const api = (cookie: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
const punch = (kind: 'in' | 'out', employeeIds: string[], at: object = HEAD_OFFICE) =>
  api(emp, 'POST', `/groups/${groupId}/punch`, { kind, employeeIds, ...at });

beforeAll(async () => {
  t = await createTestApp();
  owner = await platformOwner(t);
  started = new Date();
  hr = await loginAs(t.app, 'hr@demo.test', 'demo');
  emp = await loginAs(t.app, 'emp@demo.test', 'demo');
  finance = await loginAs(t.app, 'finance@demo.test', 'demo');
  const g = await api(hr, 'POST', '/resources/group', { name: 'Warehouse crew' });
  expect(g.statusCode, g.body).toBe(201);
  groupId = g.json().id;
  const leader = await owner.query<{ id: string; tenant_id: string }>(
    `select e.id, e.tenant_id from employees e join users u on u.tenant_id = e.tenant_id and u.id = e.user_id
      where u.email = 'emp@demo.test'`,
  );
  leaderId = leader.rows[0]!.id;
  const tenantId = leader.rows[0]!.tenant_id;
  // three Phnom Penh people without a login or a shift: one in Finance (the scoped sub admin's), two elsewhere
  const people = await owner.query<{ id: string; name: string }>(
    `select e.id, trim(e.first_name || ' ' || e.last_name) as name from employees e
       join organizations o on o.id = e.organization_id and o.code = 'MTPP'
      where e.tenant_id = $1 and e.user_id is null and e.status = 'active' and e.deleted_at is null
      order by e.employee_code limit 3`,
    [tenantId],
  );
  crew.push(...people.rows);
  await owner.query(`update employees set group_id = $1, shift_id = null where id = any($2)`, [
    groupId,
    crew.map((c) => c.id),
  ]);
  await owner.query(
    `update employees set department_id = (select id from departments where tenant_id = $1 and code = 'FIN'
       and organization_id = employees.organization_id) where id = $2`,
    [tenantId, crew[0]!.id],
  );
  await owner.query(
    `update employees set department_id = (select id from departments where tenant_id = $1 and code <> 'FIN'
       and organization_id = employees.organization_id order by code limit 1) where id = any($2)`,
    [tenantId, [crew[1]!.id, crew[2]!.id]],
  );
});
afterAll(async () => {
  await owner?.end();
  await t?.close();
});

describe('groups', () => {
  it('has its leaders set by HR (audited), only active employees of the tenant', async () => {
    const bad = await api(hr, 'PUT', `/groups/${groupId}/leaders`, {
      employeeIds: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ employeeIds: 'invalidReference' });
    const set = await api(hr, 'PUT', `/groups/${groupId}/leaders`, { employeeIds: [leaderId, leaderId] });
    expect(set.statusCode, set.body).toBe(204);
    const list = (await api(hr, 'GET', '/groups')).json();
    const row = list.find((r: { id: string }) => r.id === groupId);
    expect(row).toMatchObject({ name: 'Warehouse crew', members: 3 });
    expect(row.leaders.map((l: { id: string }) => l.id)).toEqual([leaderId]);
    const log = await owner.query(`select action, after from audit_log where entity_id = $1`, [groupId]);
    expect(log.rows.map((r) => r.action)).toContain('group.leaders');
    expect((await api(emp, 'GET', '/groups')).statusCode).toBe(403);
  });

  it("shows the leader their group's members, and checks the chosen ones in and out from the leader's position", async () => {
    const mine = (await api(emp, 'GET', '/groups/mine')).json();
    // the demo's leader leads the Morning crew too
    expect(mine.map((g: { name: string }) => g.name)).toEqual(['Morning crew', 'Warehouse crew']);
    const crewMembers = mine[1].members;
    expect(crewMembers.map((m: { employeeId: string }) => m.employeeId).sort()).toEqual(crew.map((c) => c.id).sort());
    expect(crewMembers.every((m: { inSince: string | null }) => m.inSince === null)).toBe(true);

    const far = await punch('in', [crew[0]!.id], FAR);
    expect(far.statusCode).toBe(403);
    expect(far.json().code).toBe('outsideRadius');
    const outsider = await punch('in', [crew[0]!.id, leaderId]); // the leader is no member of this group
    expect(outsider.statusCode).toBe(400);

    const two = [crew[0]!.id, crew[1]!.id];
    const ok = await punch('in', two);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ count: 2, place: expect.any(String) });
    const after = (await api(emp, 'GET', '/groups/mine')).json()[1].members;
    expect(after.filter((m: { inSince: string | null }) => m.inSince).length).toBe(2);

    // all or nothing: one already in refuses the lot, naming them
    const again = await punch('in', [crew[2]!.id, crew[0]!.id]);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'memberAlreadyIn', name: crew[0]!.name });
    const third = await owner.query(
      `select count(*)::int as n from attendance_punches where employee_id = $1 and created_at >= $2`,
      [crew[2]!.id, started],
    );
    expect(third.rows[0].n).toBe(0);

    const notIn = await punch('out', [crew[2]!.id]);
    expect(notIn.json()).toMatchObject({ code: 'memberNotIn', name: crew[2]!.name });
    expect((await punch('out', two)).statusCode).toBe(200);
    const punches = await owner.query(
      `select in_source, out_source from attendance_punches where employee_id = any($1) and created_at >= $2`,
      [two, started],
    );
    expect(punches.rows).toEqual([
      { in_source: 'group', out_source: 'group' },
      { in_source: 'group', out_source: 'group' },
    ]);
    const audits = await owner.query(
      `select action, count(*)::int as n from audit_log where action like 'attendance.group%' group by action order by action`,
    );
    expect(audits.rows).toEqual([
      { action: 'attendance.groupIn', n: 2 },
      { action: 'attendance.groupOut', n: 2 },
    ]);
  });

  it("refuses a group the caller does not lead, and is HR's log (in scope for a sub admin), CSV too", async () => {
    const other = await api(hr, 'POST', '/resources/group', { name: 'Night crew' });
    const refused = await api(emp, 'POST', `/groups/${other.json().id}/punch`, {
      kind: 'in',
      employeeIds: [crew[0]!.id],
      ...HEAD_OFFICE,
    });
    expect(refused.statusCode).toBe(404);

    const day = todayIn('Asia/Phnom_Penh');
    const range = `from=${day}&to=${day}&groupId=${groupId}`;
    const all = (await api(hr, 'GET', `/groups/attendance?${range}`)).json();
    expect(all.total).toBe(4);
    expect(all.rows[0]).toMatchObject({ groupName: 'Warehouse crew', leaderName: expect.any(String) });
    // the Finance sub admin sees the Finance member's two punches only
    const scoped = (await api(finance, 'GET', `/groups/attendance?${range}`)).json();
    expect(scoped.rows.map((r: { employeeId: string }) => r.employeeId)).toEqual([crew[0]!.id, crew[0]!.id]);
    const csv = await api(hr, 'GET', `/groups/attendance/export.csv?${range}&lang=en`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body.split('\n')[0]).toContain('Leader');
    expect((await api(hr, 'GET', `/groups/attendance?from=${day}&to=2099-01-01`)).json().code).toBe('rangeTooLong');
    // the demo's Morning crew has its leader's check-ins of the last working days
    const morning = (await api(emp, 'GET', '/groups/mine')).json()[0];
    const demo = (
      await api(hr, 'GET', `/groups/attendance?from=${addDays(day, -14)}&to=${day}&groupId=${morning.id}`)
    ).json();
    expect(demo.total).toBeGreaterThan(10);
    expect(new Set(demo.rows.map((r: { leaderName: string }) => r.leaderName))).toEqual(new Set(['Srey Pov']));
  });
});
