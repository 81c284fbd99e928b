import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORGANIZATION } from '@staffdesk/core/resources/settings-resources';
import { createTestApp, loginAs, platformOwner, type TTestContext } from '../../test/test-app.ts';
import { verifySecret } from './record-secrets.ts';

/** An organization's own settings (issue 11): kiosk password, attendance locations, public careers, group. */
let t: TTestContext;
let owner: pg.Client;
let hr: string;
let demoId: string;
let org: Record<string, unknown> & { id: string };

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: { cookie: hr }, ...(payload ? { payload } : {}) });
const ORG = '/resources/organization';
/** the edit form's body: the record as read, with what changed */
const body = (more: Record<string, unknown>) => {
  const { id: _id, ...rest } = org;
  return { ...Object.fromEntries(ORGANIZATION.fields.map((f) => [f.key, rest[f.key]])), kioskPassword: '', ...more };
};

beforeAll(async () => {
  t = await createTestApp();
  owner = await platformOwner(t);
  demoId = (await owner.query(`select id from tenants where account = 'demo'`)).rows[0].id;
  hr = await loginAs(t.app, 'hr@demo.test', 'demo');
  org = (await call('GET', `${ORG}?search=MYKL`)).json().rows[0];
});
afterAll(async () => {
  await owner?.end();
  await t?.close();
});

const verify = (value: string) =>
  t.db.tenant(demoId, (db) => verifySecret(db, ORGANIZATION, 'kioskPassword', demoId, org.id, value));

describe('kiosk password', () => {
  it('is stored only as a hash, never answered or audited, kept by an empty value and replaced by a new one', async () => {
    expect(org.kioskPasswordSet).toBe(false);
    const set = await call('PUT', `${ORG}/${org.id}`, body({ kioskPassword: 'gate-pass-2026' }));
    expect(set.statusCode).toBe(200);
    expect(set.json().kioskPasswordSet).toBe(true);
    expect(set.body).not.toContain('gate-pass-2026');
    expect(set.body).not.toContain('argon2');
    const stored = (await owner.query(`select kiosk_password_hash from organizations where id = $1`, [org.id])).rows[0];
    expect(stored.kiosk_password_hash).toMatch(/^\$argon2id\$/);
    expect(await verify('gate-pass-2026')).toBe(true);
    expect(await verify('gate-pass-2027')).toBe(false);

    // the edit form sends it empty: the stored one stays, and the audit does not mention it
    const keep = await call('PUT', `${ORG}/${org.id}`, body({ kioskPassword: '', phone: '+855 63 000 000' }));
    expect(keep.statusCode).toBe(200);
    expect(await verify('gate-pass-2026')).toBe(true);
    const short = await call('PUT', `${ORG}/${org.id}`, body({ kioskPassword: 'short' }));
    expect(short.statusCode).toBe(400);
    expect(short.json().fields).toEqual({ kioskPassword: 'tooShort' });

    expect((await call('PUT', `${ORG}/${org.id}`, body({ kioskPassword: 'another-pass-1' }))).statusCode).toBe(200);
    expect(await verify('gate-pass-2026')).toBe(false);
    expect(await verify('another-pass-1')).toBe(true);

    const lists = [await call('GET', `${ORG}?search=MYKL`), await call('GET', `${ORG}/export.csv?search=MYKL`)];
    for (const res of lists) expect(res.body).not.toContain('argon2');
    const audit = await owner.query<{ before: unknown; after: unknown }>(
      `select before, after from audit_log where entity = 'organization' and entity_id = $1 and action = 'update' order by id`,
      [org.id],
    );
    const text = JSON.stringify(audit.rows);
    for (const secret of ['gate-pass-2026', 'another-pass-1', 'argon2']) expect(text).not.toContain(secret);
    expect(audit.rows.map((r) => (r.after as Record<string, unknown>).kioskPassword ?? null)).toEqual([
      '(changed)',
      null,
      '(changed)',
    ]);
  });
});

describe('attendance locations', () => {
  it('keeps each place, rounded to seven decimals, and names the row and part of a wrong one', async () => {
    const places = [
      { name: 'Gate A', latitude: 13.357123456789, longitude: 103.8555, radius: 120 },
      { name: 'Depot', latitude: -33.8688, longitude: 151.2093, radius: 10_000 },
    ];
    const res = await call('PUT', `${ORG}/${org.id}`, body({ attendanceLocations: places }));
    expect(res.statusCode).toBe(200);
    expect(res.json().attendanceLocations).toEqual([{ ...places[0], latitude: 13.3571235 }, places[1]]);

    const bad = await call(
      'PUT',
      `${ORG}/${org.id}`,
      body({
        attendanceLocations: [
          places[0],
          { name: ' ', latitude: 'north', longitude: 181, radius: 10_001 },
          { name: 'x'.repeat(101), latitude: 0, longitude: 0, radius: 9 },
        ],
      }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      'attendanceLocations.1.name': 'required',
      'attendanceLocations.1.latitude': 'invalidNumber',
      'attendanceLocations.1.longitude': 'invalidCoordinate',
      'attendanceLocations.1.radius': 'tooLarge',
      'attendanceLocations.2.name': 'tooLong',
      'attendanceLocations.2.radius': 'tooSmall',
    });
    const many = Array.from({ length: 51 }, (_, i) => ({ name: `P${i}`, latitude: 1, longitude: 1, radius: 50 }));
    const tooMany = await call('PUT', `${ORG}/${org.id}`, body({ attendanceLocations: many }));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().fields).toEqual({ attendanceLocations: 'tooLarge' });
    for (const v of ['not a list', [1, 2], [null]]) {
      const res2 = await call('PUT', `${ORG}/${org.id}`, body({ attendanceLocations: v }));
      expect(res2.statusCode, JSON.stringify(v)).toBe(400);
    }
  });
});

describe('public careers page', () => {
  it('off: the public board, its jobs and disclosure are not found; the employees’ page still shows them', async () => {
    const board = () => t.app.inject({ method: 'GET', url: '/api/v1/public/demo/career/MTPP' });
    const before = await board();
    expect(before.statusCode).toBe(200);
    const jobId = before.json().jobs[0]?.id as string;
    expect(jobId).toBeTruthy();
    const pub = (url: string) => t.app.inject({ method: 'GET', url });
    expect((await pub(`/api/v1/public/demo/jobs/${jobId}`)).statusCode).toBe(200);
    expect((await pub('/api/v1/public/demo/career/MTPP/disclosure')).statusCode).toBe(200);
    const pp = (await call('GET', `${ORG}?search=MTPP`)).json().rows[0];
    const { id: _id, ...rest } = pp;
    const off = { ...Object.fromEntries(ORGANIZATION.fields.map((f) => [f.key, rest[f.key]])), careersPublic: false };
    expect((await call('PUT', `${ORG}/${pp.id}`, off)).statusCode).toBe(200);
    try {
      // at once: the public board's few-second cache is cleared by the organization's change
      expect((await pub('/api/v1/public/demo/career/MTPP')).statusCode).toBe(404);
      expect((await pub(`/api/v1/public/demo/jobs/${jobId}`)).statusCode).toBe(404);
      expect((await pub('/api/v1/public/demo/career/MTPP/disclosure')).statusCode).toBe(404);
      const emp = await loginAs(t.app, 'emp@demo.test', 'demo');
      const own = await t.app.inject({ method: 'GET', url: '/api/v1/careers/company/MTPP', headers: { cookie: emp } });
      expect(own.statusCode).toBe(200);
    } finally {
      await call('PUT', `${ORG}/${pp.id}`, { ...off, careersPublic: true });
    }
  });
});
