import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDF_FILE } from '../../test/career-files.ts';
import { multipart } from '../../test/multipart.ts';
import { createTestApp, loginAs, platformOwner, type TTestContext } from '../../test/test-app.ts';

/** My Profile's tabs (issue 11): an employee reads their own dependants and documents, and nobody else's. */
let t: TTestContext;
let owner: pg.Client;
let hr: string;
let emp: string;
let mine: string;
let other: string;
let docType: string;

const call = (cookie: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
const upload = (id: string) => {
  const body = multipart({}, [{ field: 'file', name: 'passport.pdf', type: 'application/pdf', content: PDF_FILE }]);
  return t.app.inject({
    method: 'PUT',
    url: `/api/v1/resources/employeeDocument/${id}/file`,
    payload: body.payload,
    headers: { ...body.headers, cookie: hr },
  });
};

beforeAll(async () => {
  t = await createTestApp();
  owner = await platformOwner(t);
  hr = await loginAs(t.app, 'hr@demo.test', 'demo');
  emp = await loginAs(t.app, 'emp@demo.test', 'demo');
  const rows = (await call(hr, 'GET', '/employees?pageSize=50')).json().rows as { id: string; email: string | null }[];
  mine = rows.find((r) => r.email === 'emp@demo.test')!.id;
  other = rows.find((r) => r.email !== 'emp@demo.test')!.id;
  docType = (
    await call(hr, 'POST', '/resources/documentType', { name: 'Work permit (my records)', hasExpiry: true })
  ).json().id;
});
afterAll(async () => {
  await owner?.end();
  await t?.close();
});

describe('my records', () => {
  it('lists only the caller’s own dependants; HR’s tab routes stay closed to them', async () => {
    for (const [employeeId, name] of [
      [mine, 'Dara Pov'],
      [other, 'Someone Else'],
    ])
      expect(
        (
          await call(hr, 'POST', '/resources/dependant', {
            employeeId,
            name,
            relation: 'child',
            dateOfBirth: '2019-04-02',
          })
        ).statusCode,
      ).toBe(201);
    const res = await call(emp, 'GET', '/me/records/dependant');
    expect(res.statusCode, res.body).toBe(200);
    const names = (res.json().rows as { name: string }[]).map((r) => r.name);
    expect(names).toContain('Dara Pov');
    expect(names).not.toContain('Someone Else');
    expect((await call(emp, 'GET', `/resources/dependant?employeeId=${other}`)).statusCode).toBe(403);
    // HR's notes and the settlement are not among My Profile's tabs
    expect((await call(emp, 'GET', '/me/records/employeeNote')).statusCode).toBe(404);
    expect((await call(emp, 'GET', '/me/records/settlement')).statusCode).toBe(404);
  });

  it('downloads the file of an own document, not another’s', async () => {
    const own = (
      await call(hr, 'POST', '/resources/employeeDocument', {
        employeeId: mine,
        documentTypeId: docType,
        number: 'WP-1',
      })
    ).json().id;
    const theirs = (
      await call(hr, 'POST', '/resources/employeeDocument', {
        employeeId: other,
        documentTypeId: docType,
        number: 'WP-2',
      })
    ).json().id;
    expect((await upload(own)).statusCode).toBeLessThan(300);
    expect((await upload(theirs)).statusCode).toBeLessThan(300);
    const list = (await call(emp, 'GET', '/me/records/employeeDocument')).json().rows as { id: string }[];
    expect(list.map((r) => r.id)).toContain(own);
    expect(list.map((r) => r.id)).not.toContain(theirs);
    const file = await call(emp, 'GET', `/me/records/employeeDocument/${own}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('application/pdf');
    expect((await call(emp, 'GET', `/me/records/employeeDocument/${theirs}/file`)).statusCode).toBe(404);
    expect((await call(emp, 'GET', '/me/records/employeeDocument/not-an-id/file')).statusCode).toBe(404);
  });

  it('answers 404 to a login without an employee record', async () => {
    const guard = await loginAs(t.app, 'guard@demo.test', 'demo');
    const hasRecord = (
      await owner.query(
        `select 1 from employees e join users u on u.id = e.user_id where u.email = 'guard@demo.test' and e.deleted_at is null`,
      )
    ).rowCount;
    expect((await call(guard, 'GET', '/me/records/dependant')).statusCode).toBe(hasRecord ? 200 : 404);
  });
});
