import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, utcDay } from '@staffdesk/core/dates';
import { createTestApp, loginAs, platformOwner, type TTestContext } from '../../test/test-app.ts';

/** `/employeesadmin_staff/listingdocs` (issue 11): every staff document in one list, by expiry, within scope. */
let t: TTestContext;
let owner: pg.Client;
let hr: string;
const call = (cookie: string, url: string, payload?: object) =>
  t.app.inject({
    method: payload ? 'POST' : 'GET',
    url: `/api/v1${url}`,
    headers: { cookie },
    ...(payload ? { payload } : {}),
  });
type TRow = { id: string; number: string | null; state: string; employeeCode: string; departmentName: string | null };

beforeAll(async () => {
  t = await createTestApp();
  owner = await platformOwner(t);
  hr = await loginAs(t.app, 'hr@demo.test', 'demo');
  const employees = (await call(hr, '/employees?pageSize=50')).json().rows as { id: string; departmentName: string }[];
  const sales = employees.find((e) => e.departmentName === 'Sales')!.id;
  const finance = employees.find((e) => e.departmentName === 'Finance')!.id;
  const type = (await call(hr, '/resources/documentType', { name: 'Licence (listingdocs)', hasExpiry: true })).json()
    .id;
  // a day of margin either side: "today" is each employee's own zone
  const today = utcDay(new Date());
  for (const [employeeId, number, expiryDate] of [
    [sales, 'LD-EXPIRED', addDays(today, -5)],
    [sales, 'LD-SOON', addDays(today, 10)],
    [finance, 'LD-LATER', addDays(today, 200)],
    [finance, 'LD-NONE', null],
  ] as const)
    expect(
      (await call(hr, '/resources/employeeDocument', { employeeId, documentTypeId: type, number, expiryDate }))
        .statusCode,
    ).toBe(201);
});
afterAll(async () => {
  await owner?.end();
  await t?.close();
});

describe('staff documents', () => {
  it('lists every document with its employee and state, soonest expiry first, filtered by state and search', async () => {
    const res = await call(hr, '/staff-documents?search=LD-&pageSize=50');
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().rows as TRow[];
    expect(rows.map((r) => [r.number, r.state])).toEqual([
      ['LD-EXPIRED', 'expired'],
      ['LD-SOON', 'expiring'],
      ['LD-LATER', 'valid'],
      ['LD-NONE', 'noExpiry'],
    ]);
    const expiring = (await call(hr, '/staff-documents?search=LD-&state=expiring')).json().rows as TRow[];
    expect(expiring.map((r) => r.number)).toEqual(['LD-SOON']);
    expect((await call(hr, '/staff-documents?state=lost')).statusCode).toBe(400);
    const csv = await call(hr, '/staff-documents/export.csv?search=LD-&lang=km');
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('LD-SOON');
  });

  it('shows a scoped sub admin only their department’s documents, and nothing to an employee', async () => {
    const finance = await loginAs(t.app, 'finance@demo.test', 'demo');
    const rows = (await call(finance, '/staff-documents?search=LD-')).json().rows as TRow[];
    expect(rows.map((r) => r.number).sort()).toEqual(['LD-LATER', 'LD-NONE']);
    const emp = await loginAs(t.app, 'emp@demo.test', 'demo');
    expect((await call(emp, '/staff-documents')).statusCode).toBe(403);
    const acme = await loginAs(t.app, 'hr@acme.test', 'acme');
    expect((await call(acme, '/staff-documents?search=LD-')).json().total).toBe(0);
  });
});
