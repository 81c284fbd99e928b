import type pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PNG_IMAGE } from '../../test/career-files.ts';
import { multipart } from '../../test/multipart.ts';
import { createTestApp, loginAs, platformOwner, type TTestContext } from '../../test/test-app.ts';

/** An employee's photo: HR sets it; it is served to staff who may see the employee and to the employee only. */
let t: TTestContext;
let owner: pg.Client;
let hr: string;
let srey: { id: string };
let other: { id: string };

const upload = (cookie: string, id: string, content: Buffer, type = 'image/png') => {
  const body = multipart({}, [{ field: 'photo', name: 'photo.png', type, content }]);
  return t.app.inject({
    method: 'PUT',
    url: `/api/v1/employees/${id}/photo`,
    payload: body.payload,
    headers: { ...body.headers, cookie },
  });
};
const get = (cookie: string, url: string) => t.app.inject({ url, headers: { cookie } });

beforeAll(async () => {
  t = await createTestApp();
  owner = await platformOwner(t);
  hr = await loginAs(t.app, 'hr@demo.test', 'demo');
  const rows = (await get(hr, '/api/v1/employees?pageSize=50')).json().rows;
  srey = rows.find((r: { email: string }) => r.email === 'emp@demo.test');
  other = rows.find((r: { email: string | null }) => r.email?.startsWith('bopha'));
});
afterAll(async () => {
  await owner?.end();
  await t?.close();
});

it('is set by HR, checked by content, and shown in the list and to the employee', async () => {
  const bad = await upload(hr, srey.id, Buffer.from('<svg onload="alert(1)"></svg>'), 'image/png');
  expect(bad.statusCode).toBe(400);
  expect(bad.json().code).toBe('imageType');
  const res = await upload(hr, srey.id, PNG_IMAGE);
  expect(res.statusCode, res.body).toBe(200);
  const url = res.json().photoUrl as string;
  expect(url).toMatch(new RegExp(`^/api/v1/employees/${srey.id}/photo/[0-9a-f]{32}$`));
  const img = await get(hr, url);
  expect(img.statusCode).toBe(200);
  expect(img.headers['content-type']).toBe('image/png');
  const row = (await get(hr, '/api/v1/employees?search=srey%20pov')).json().rows[0];
  expect(row.photoUrl).toBe(url);

  const emp = await loginAs(t.app, 'emp@demo.test', 'demo');
  expect((await get(emp, url)).statusCode).toBe(200);
  expect((await get(emp, '/api/v1/me/employee')).json().photoUrl).toBe(url);
  // another employee's photo is not theirs to see; another tenant's staff see nothing
  const theirs = (await upload(hr, other.id, PNG_IMAGE)).json().photoUrl;
  expect((await get(emp, theirs)).statusCode).toBe(404);
  const acme = await loginAs(t.app, 'hr@acme.test', 'acme');
  expect((await get(acme, url)).statusCode).toBe(404);
  expect((await upload(acme, srey.id, PNG_IMAGE)).statusCode).toBe(404);
  expect((await upload(emp, srey.id, PNG_IMAGE)).statusCode).toBe(403);

  const removed = await t.app.inject({
    method: 'DELETE',
    url: `/api/v1/employees/${srey.id}/photo`,
    headers: { cookie: hr },
  });
  expect(removed.json()).toEqual({ photoUrl: null });
  expect((await get(hr, url)).statusCode).toBe(404);
  const log = await owner.query(
    `select action from audit_log where entity = 'employee' and entity_id = $1 and action like 'employee.%' order by at`,
    [srey.id],
  );
  expect(log.rows.map((r) => r.action)).toEqual(['employee.photo', 'employee.photoDelete']);
});
