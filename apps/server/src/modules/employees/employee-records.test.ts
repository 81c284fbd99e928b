import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@staffdesk/core/dates';
import { todayIn } from '@staffdesk/core/time-zones';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { DEMO_PASSWORD } from '../../seed/demo.ts';
import { PDF_FILE, PNG_IMAGE } from '../../test/career-files.ts';
import { multipart } from '../../test/multipart.ts';
import { createTestApp, loginAs, platformOwner, type TTestContext } from '../../test/test-app.ts';
import { insertRole, insertUser } from '../auth/auth.repo.ts';

/**
 * The profile's record tabs (issue 11): dependants, notes, documents with a file, assets and a points ledger —
 * listed per employee, validated, audited, and reached only by whoever may see the employee.
 */
let t: TTestContext;
let owner: pg.Client;
let demoId: string;
let hr: string;
let srey: { id: string };
let sales: { id: string };
let finance: { id: string };
let passport: string;
let laptop: string;
let reason: string;

const call = (cookie: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
const upload = (cookie: string, id: string, content: Buffer, name = 'passport.pdf') => {
  const body = multipart({}, [{ field: 'file', name, type: 'application/pdf', content }]);
  return t.app.inject({
    method: 'PUT',
    url: `/api/v1/resources/employeeDocument/${id}/file`,
    payload: body.payload,
    headers: { ...body.headers, cookie },
  });
};
const idOf = async (table: string, column: string, value: string) =>
  (
    await owner.query<{ id: string }>(`select id from ${table} where tenant_id = $1 and ${column} = $2`, [
      demoId,
      value,
    ])
  ).rows[0]!.id;

async function subAdmin(email: string, departmentCode: string) {
  const dept = await idOf('departments', 'code', departmentCode);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await t.db.tenant(demoId, async (db) => {
    const role = await insertRole(db, {
      tenantId: demoId,
      name: email,
      privileges: { employees: { view: true, add: true, edit: true, delete: true } },
      organizationIds: [],
      departmentIds: [dept],
    });
    await insertUser(db, {
      tenantId: demoId,
      passwordHash,
      email,
      loginType: 'sub_admin',
      roleId: role.id,
      firstName: 'Scoped',
      lastName: 'Finance',
    });
  });
  return loginAs(t.app, email, 'demo');
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await platformOwner(t);
  demoId = (await owner.query<{ id: string }>(`select id from tenants where account = 'demo'`)).rows[0]!.id;
  hr = await loginAs(t.app, 'hr@demo.test', 'demo');
  const rows = (await call(hr, 'GET', '/employees?pageSize=50')).json().rows;
  srey = rows.find((r: { email: string }) => r.email === 'emp@demo.test');
  sales = rows.find((r: { departmentName: string }) => r.departmentName === 'Sales');
  finance = rows.find((r: { departmentName: string }) => r.departmentName === 'Finance');
  passport = (
    await call(hr, 'POST', '/resources/documentType', { name: 'Passport (records test)', hasExpiry: true })
  ).json().id;
  laptop = (await call(hr, 'POST', '/resources/assetType', { name: 'Laptop (records test)' })).json().id;
  reason = (
    await call(hr, 'POST', '/resources/pointReason', { reason: 'Perfect attendance (records test)', points: 50 })
  ).json().id;
});
afterAll(async () => {
  await owner?.end();
  await t?.close();
});

describe('an employee’s records', () => {
  it('adds, lists per employee, edits and deletes a dependant, audited', async () => {
    const add = await call(hr, 'POST', '/resources/dependant', {
      employeeId: srey.id,
      name: 'Dara Pov',
      relation: 'child',
      dateOfBirth: '2019-06-01',
    });
    expect(add.statusCode, add.body).toBe(201);
    expect(add.json()).toMatchObject({ employeeId: srey.id, name: 'Dara Pov', relation: 'child' });
    await call(hr, 'POST', '/resources/dependant', { employeeId: sales.id, name: 'Someone Else', relation: 'spouse' });
    const list = (await call(hr, 'GET', `/resources/dependant?employeeId=${srey.id}&pageSize=50`)).json();
    expect(list.rows.map((r: { name: string }) => r.name)).toContain('Dara Pov');
    expect(list.rows.map((r: { name: string }) => r.name)).not.toContain('Someone Else');
    expect(list.rows.every((r: { employeeId: string }) => r.employeeId === srey.id)).toBe(true);

    const bad = await call(hr, 'POST', '/resources/dependant', { employeeId: srey.id, name: '', relation: 'cousin' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ name: 'required', relation: 'invalidOption' });
    const noEmployee = await call(hr, 'POST', '/resources/dependant', { name: 'X', relation: 'child' });
    expect(noEmployee.json().fields).toEqual({ employeeId: 'required' });
    const ghost = '00000000-0000-4000-8000-000000000000';
    expect(
      (await call(hr, 'POST', '/resources/dependant', { employeeId: ghost, name: 'X', relation: 'child' })).statusCode,
    ).toBe(404);

    const id = add.json().id;
    const put = await call(hr, 'PUT', `/resources/dependant/${id}`, {
      name: 'Dara Pov',
      relation: 'child',
      mobile: '012 555 111',
    });
    expect(put.json()).toMatchObject({ mobile: '012 555 111', employeeId: srey.id });
    expect((await call(hr, 'DELETE', `/resources/dependant/${id}`, {})).json().code).toBe('reasonRequired');
    expect((await call(hr, 'DELETE', `/resources/dependant/${id}`, { reason: 'Entered twice' })).statusCode).toBe(204);
    const log = await owner.query(
      `select action from audit_log where entity = 'dependant' and entity_id = $1 order by at`,
      [id],
    );
    expect(log.rows.map((r) => r.action)).toEqual(['create', 'update', 'delete']);
  });

  it('keeps an expiry after the issue date, and an asset’s return after its issue', async () => {
    const doc = await call(hr, 'POST', '/resources/employeeDocument', {
      employeeId: srey.id,
      documentTypeId: passport,
      issueDate: '2026-05-01',
      expiryDate: '2026-04-30',
    });
    expect(doc.json().fields).toEqual({ expiryDate: 'dateOrder' });
    const asset = await call(hr, 'POST', '/resources/employeeAsset', {
      employeeId: srey.id,
      name: 'ThinkPad T14',
      assetTypeId: laptop,
      issuedDate: '2026-03-01',
      returnedDate: '2026-02-01',
    });
    expect(asset.json().fields).toEqual({ returnedDate: 'dateOrder' });
    const ok = await call(hr, 'POST', '/resources/employeeAsset', {
      employeeId: srey.id,
      name: 'ThinkPad T14',
      assetTypeId: laptop,
      serialNumber: 'PF-2291',
      issuedDate: '2026-03-01',
    });
    expect(ok.json()).toMatchObject({
      condition: 'good',
      assetTypeIdLabel: 'Laptop (records test)',
      returnedDate: null,
    });
  });

  it('answers the points balance as the sum of the ledger', async () => {
    const ledger = () =>
      call(hr, 'GET', `/resources/employeePoint?employeeId=${srey.id}&pageSize=5&sort=createdAt:desc`);
    const before = (await ledger()).json();
    for (const points of [50, 50, -30])
      await call(hr, 'POST', '/resources/employeePoint', {
        employeeId: srey.id,
        date: '2026-11-02',
        pointReasonId: reason,
        points,
      });
    const page = (await ledger()).json();
    expect(page).toMatchObject({ total: before.total + 3, sum: before.sum + 70 });
    expect(page.rows[0].pointReasonIdLabel).toBe('Perfect attendance (records test)');
  });

  it('stores a document’s file, checked by content, and gives it only to who may see the record', async () => {
    const doc = (
      await call(hr, 'POST', '/resources/employeeDocument', {
        employeeId: srey.id,
        documentTypeId: passport,
        number: 'N01234567',
        issueDate: '2021-01-10',
        expiryDate: '2031-01-09',
      })
    ).json();
    expect((await upload(hr, doc.id, Buffer.from('<html><script>alert(1)</script>'), 'x.pdf')).json().code).toBe(
      'fileType',
    );
    expect((await upload(hr, doc.id, PDF_FILE)).statusCode).toBe(204);
    const row = (await call(hr, 'GET', `/resources/employeeDocument/${doc.id}`)).json();
    expect(row).toMatchObject({ fileName: 'passport.pdf', fileSize: PDF_FILE.length });
    const file = await call(hr, 'GET', `/resources/employeeDocument/${doc.id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain('attachment');

    const emp = await loginAs(t.app, 'emp@demo.test', 'demo');
    expect((await call(emp, 'GET', `/resources/employeeDocument/${doc.id}/file`)).statusCode).toBe(403);
    expect((await call(emp, 'GET', `/resources/employeeDocument?employeeId=${srey.id}`)).statusCode).toBe(403);
    const acme = await loginAs(t.app, 'hr@acme.test', 'acme');
    expect((await call(acme, 'GET', `/resources/employeeDocument/${doc.id}/file`)).statusCode).toBe(404);
    expect((await call(acme, 'GET', `/resources/employeeDocument/${doc.id}`)).statusCode).toBe(404);
    expect((await call(acme, 'GET', `/resources/employeeDocument?employeeId=${srey.id}`)).json().total).toBe(0);
    expect((await upload(acme, doc.id, PNG_IMAGE, 'x.png')).statusCode).toBe(404);

    expect((await call(hr, 'DELETE', `/resources/employeeDocument/${doc.id}/file`)).statusCode).toBe(204);
    expect((await call(hr, 'GET', `/resources/employeeDocument/${doc.id}/file`)).statusCode).toBe(404);
  });
});

describe('the HR dashboard', () => {
  it('counts documents expired or expiring within 30 days, soonest first', async () => {
    const before = (await call(hr, 'GET', '/employees/dashboard')).json();
    const today = todayIn('Asia/Phnom_Penh');
    const doc = (expiryDate: string, number: string) =>
      call(hr, 'POST', '/resources/employeeDocument', {
        employeeId: srey.id,
        documentTypeId: passport,
        number,
        expiryDate,
      });
    const soon = (await doc(addDays(today, 10), 'SOON-1')).json();
    await doc(addDays(today, 60), 'LATER-1');
    const after = (await call(hr, 'GET', '/employees/dashboard')).json();
    expect(after.documentsExpiringCount).toBe(before.documentsExpiringCount + 1);
    expect(after.documentsExpiring).toContainEqual(
      expect.objectContaining({ id: srey.id, documentId: soon.id, documentType: 'Passport (records test)' }),
    );
  });
});

describe('a sub admin scoped to one department', () => {
  it('sees and changes only the records of its employees; others answer 404', async () => {
    const note = (employeeId: string) => ({ employeeId, title: 'Review', date: '2026-11-20', note: 'Good year' });
    const theirs = (await call(hr, 'POST', '/resources/employeeNote', note(finance.id))).json();
    const notTheirs = (await call(hr, 'POST', '/resources/employeeNote', note(sales.id))).json();
    const scoped = await subAdmin('records-finance@demo.test', 'FIN');

    const all = (await call(scoped, 'GET', '/resources/employeeNote?pageSize=50')).json();
    expect(all.rows.map((r: { id: string }) => r.id)).toContain(theirs.id);
    expect(all.rows.map((r: { id: string }) => r.id)).not.toContain(notTheirs.id);
    expect((await call(scoped, 'GET', `/resources/employeeNote?employeeId=${sales.id}`)).json().total).toBe(0);
    expect((await call(scoped, 'GET', `/resources/employeeNote/${notTheirs.id}`)).statusCode).toBe(404);
    expect((await call(scoped, 'PUT', `/resources/employeeNote/${notTheirs.id}`, note(sales.id))).statusCode).toBe(404);
    expect((await call(scoped, 'DELETE', `/resources/employeeNote/${notTheirs.id}`, { reason: 'x' })).statusCode).toBe(
      404,
    );
    expect((await call(scoped, 'POST', '/resources/employeeNote', note(sales.id))).statusCode).toBe(404);
    expect((await call(scoped, 'POST', '/resources/employeeNote', note(finance.id))).statusCode).toBe(201);
    const csv = (await call(scoped, 'GET', '/resources/employeeNote/export.csv')).body;
    expect(csv).not.toContain(sales.id);
    expect((await call(scoped, 'PUT', `/resources/employeeNote/${theirs.id}`, note(finance.id))).statusCode).toBe(200);
  });
});
