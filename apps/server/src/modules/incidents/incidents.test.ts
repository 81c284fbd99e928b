import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TIncidentDetail } from '@staffdesk/core/incidents-api';
import { multipart } from '../../test/multipart.ts';
import { createTestApp, loginAs, platformOwner, type TTestContext } from '../../test/test-app.ts';

/**
 * Incidents (issue 17): a guard reports one with people involved, pictures, a sound and a video (streamed, refused
 * past the limit or when it is no video, nothing left behind); HR comments, assigns and closes it; closed is final;
 * the report as CSV, Excel and a PDF with its pictures; who may.
 */
let t: TTestContext;
let owner: pg.Client;
let guard: string;
let hr: string;
let emp: string;
let finance: string;
let org: string;
let srey: string;
let PNG: Buffer;
const VIDEO_MAX = 64 * 1024;

type TMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
const api = (cookie: string, method: TMethod, url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });

const upload = (cookie: string, url: string, field: string, name: string, content: Buffer, type: string) => {
  const m = multipart({}, [{ field, name, type, content }]);
  return t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: { cookie, ...m.headers }, payload: m.payload });
};

/** An MP4's first box, then `size` bytes. */
const mp4 = (size: number) =>
  Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(12), Buffer.alloc(size, 7)]);
const storedFiles = () => fs.readdirSync(path.join(t.dataDir, 'files')).length;

const report = (extra: object = {}) => ({
  organizationId: org,
  type: 'theft',
  occurredAt: new Date(Date.now() - 3600_000).toISOString(),
  place: 'Warehouse gate B',
  description: 'A box of samples was taken from the loading bay.',
  priority: 'high',
  people: [{ kind: 'employee', id: srey }],
  ...extra,
});

beforeAll(async () => {
  PNG = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#aa5533' } })
    .png()
    .toBuffer();
  t = await createTestApp({ config: { incidentUploads: { videoMaxBytes: VIDEO_MAX, mediaMaxBytes: 32 * 1024 } } });
  owner = await platformOwner(t);
  [guard, hr, emp, finance] = [
    await loginAs(t.app, 'guard@demo.test', 'demo'),
    await loginAs(t.app, 'hr@demo.test', 'demo'),
    await loginAs(t.app, 'emp@demo.test', 'demo'),
    await loginAs(t.app, 'finance@demo.test', 'demo'),
  ];
  const one = async (q: string) => (await owner.query(q)).rows[0].id as string;
  srey = await one(`select e.id from employees e join users u on u.id = e.user_id where u.email = 'emp@demo.test'`);
  org = await one(`select e.organization_id as id from employees e where e.id = '${srey}'`);
});
afterAll(async () => {
  await owner?.end();
  await t?.close();
});

describe('a guard reports', () => {
  let id: string;

  it('an incident, numbered, with the people involved by name; audited', async () => {
    const visit = (
      await owner.query(
        `select id, visitor_name from visits where tenant_id = (
      select tenant_id from employees where id = $1) limit 1`,
        [srey],
      )
    ).rows[0];
    const r = await api(
      guard,
      'POST',
      '/incidents',
      report({
        people: [
          { kind: 'employee', id: srey },
          { kind: 'visitor', id: visit.id },
        ],
      }),
    );
    expect(r.statusCode, r.body).toBe(201);
    const v = r.json() as TIncidentDetail;
    id = v.id;
    expect(v.number).toMatch(/^INC-\d{4}-\d{4}$/);
    expect(v).toMatchObject({ status: 'open', priority: 'high', type: 'theft', reportedByName: expect.any(String) });
    expect(v.people.map((p) => [p.kind, p.name])).toEqual([
      ['employee', 'Srey Pov'],
      ['visitor', visit.visitor_name],
    ]);
    const log = await owner.query(`select action from audit_log where entity = 'incident' and entity_id = $1`, [id]);
    expect(log.rows.map((x) => x.action)).toEqual(['incident.create']);
    // HR is told
    const told = await owner.query(
      `select n.params->>'number' as number from notifications n join users u on u.id = n.recipient_id
        where u.email = 'hr@demo.test' and n.kind = 'incidentReported'`,
    );
    expect(told.rows.map((x) => x.number)).toContain(v.number);
  });

  it('refuses a time ahead, an unknown organization or person, and wrong choices', async () => {
    const ahead = await api(
      guard,
      'POST',
      '/incidents',
      report({ occurredAt: new Date(Date.now() + 3600_000).toISOString() }),
    );
    expect(ahead.json().fields).toMatchObject({ occurredAt: 'futureTime' });
    const nobody = await api(
      guard,
      'POST',
      '/incidents',
      report({ people: [{ kind: 'employee', id: crypto.randomUUID() }] }),
    );
    expect(nobody.json().fields).toMatchObject({ people: 'invalidReference' });
    const bad = await api(
      guard,
      'POST',
      '/incidents',
      report({ organizationId: crypto.randomUUID(), priority: 'urgent', place: '' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({ priority: 'invalidOption', place: 'required' });
  });

  it('adds pictures (made WebP with a thumbnail) and refuses a page pretending to be one', async () => {
    const r = await upload(guard, `/incidents/${id}/images`, 'images', 'gate.png', PNG, 'image/png');
    expect(r.statusCode, r.body).toBe(200);
    const img = (r.json() as TIncidentDetail).files[0]!;
    expect(img).toMatchObject({ kind: 'image', type: 'image/webp' });
    const thumb = await api(hr, 'GET', `/incidents/${id}/files/${img.id}?thumb=1`);
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect((await sharp(thumb.rawPayload).metadata()).width).toBeLessThanOrEqual(480);
    const page = await upload(
      guard,
      `/incidents/${id}/images`,
      'images',
      'x.png',
      Buffer.from('<html>hi</html>'),
      'image/png',
    );
    expect(page.statusCode).toBe(400);
  });

  it('streams a video and plays it back by ranges', async () => {
    const before = storedFiles();
    const video = mp4(40_000);
    const r = await upload(guard, `/incidents/${id}/video`, 'video', 'clip.mp4', video, 'video/mp4');
    expect(r.statusCode, r.body).toBe(200);
    const f = (r.json() as TIncidentDetail).files.find((x) => x.kind === 'video')!;
    expect(f).toMatchObject({ type: 'video/mp4', size: video.length });
    expect(storedFiles()).toBe(before + 1);
    const part = await t.app.inject({
      method: 'GET',
      url: `/api/v1/incidents/${id}/files/${f.id}`,
      headers: { cookie: hr, range: 'bytes=100-199' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${video.length}`);
    expect(part.rawPayload.equals(video.subarray(100, 200))).toBe(true);
    const whole = await api(hr, 'GET', `/incidents/${id}/files/${f.id}`);
    expect(whole.rawPayload.equals(video)).toBe(true);
    expect(whole.headers['x-content-type-options']).toBe('nosniff');
    const bad = await t.app.inject({
      method: 'GET',
      url: `/api/v1/incidents/${id}/files/${f.id}`,
      headers: { cookie: hr, range: `bytes=${video.length + 5}-` },
    });
    expect(bad.statusCode).toBe(416);
  });

  it('refuses a video over the limit and HTML named .mp4, leaving no file behind', async () => {
    const before = storedFiles();
    // declared too large: refused before a byte is read
    const big = await upload(guard, `/incidents/${id}/video`, 'video', 'big.mp4', mp4(VIDEO_MAX * 2), 'video/mp4');
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ code: 'mediaTooLarge' });
    // no length given (chunked): refused when it passes the limit, the part written removed
    const m = multipart({}, [{ field: 'video', name: 'big.mp4', type: 'video/mp4', content: mp4(VIDEO_MAX + 10_000) }]);
    const chunked = await t.app.inject({
      method: 'POST',
      url: `/api/v1/incidents/${id}/video`,
      headers: { cookie: guard, ...m.headers },
      payload: Readable.from([m.payload.subarray(0, 30_000), m.payload.subarray(30_000)]),
    });
    expect(chunked.statusCode).toBe(413);
    const html = Buffer.from(`<!doctype html><html><script>alert(1)</script>${'x'.repeat(2000)}</html>`);
    const fake = await upload(guard, `/incidents/${id}/video`, 'video', 'clip.mp4', html, 'video/mp4');
    expect(fake.statusCode).toBe(400);
    expect(fake.json()).toMatchObject({ code: 'videoType' });
    expect(storedFiles()).toBe(before);
    const files = (await api(hr, 'GET', `/incidents/${id}`)).json().files as { kind: string }[];
    expect(files.filter((f) => f.kind === 'video')).toHaveLength(1);
  });

  it('adds a sound as other media', async () => {
    const mp3 = Buffer.concat([Buffer.from('ID3'), Buffer.alloc(2000, 1)]);
    const r = await upload(guard, `/incidents/${id}/media`, 'file', 'voice.mp3', mp3, 'audio/mpeg');
    expect(r.statusCode, r.body).toBe(200);
    expect((r.json() as TIncidentDetail).files.map((f) => f.type)).toContain('audio/mpeg');
  });

  it('HR comments, assigns and closes it; closed is final; the PDF shows it with its pictures', async () => {
    expect(
      (await api(hr, 'POST', `/incidents/${id}/comments`, { text: 'Checked the camera footage.' })).statusCode,
    ).toBe(200);
    const users = (await api(hr, 'GET', '/incidents/options')).json().assignees as { id: string; loginType: string }[];
    const someone = users.find((u) => u.loginType === 'security')!;
    const assigned = await api(hr, 'POST', `/incidents/${id}/assign`, { userId: someone.id });
    expect(assigned.json().assigneeName).toEqual(expect.any(String));
    const told = await owner.query(
      `select count(*)::int as n from notifications where recipient_id = $1 and kind = 'incidentAssigned'`,
      [someone.id],
    );
    expect(told.rows[0].n).toBe(1);
    // a guard may not assign or move it
    expect((await api(guard, 'POST', `/incidents/${id}/status`, { status: 'closed', note: 'x' })).statusCode).toBe(403);
    expect((await api(guard, 'POST', `/incidents/${id}/assign`, { userId: someone.id })).statusCode).toBe(403);
    await api(hr, 'POST', `/incidents/${id}/status`, { status: 'investigating', note: 'Talking to the driver' });
    const closed = await api(hr, 'POST', `/incidents/${id}/status`, { status: 'closed', note: 'Samples returned.' });
    expect(closed.statusCode, closed.body).toBe(200);
    const v = closed.json() as TIncidentDetail;
    expect(v).toMatchObject({ status: 'closed', closedByName: expect.any(String) });
    expect(v.comments.map((c) => c.event)).toEqual(['comment', 'assigned', 'status', 'status']);
    for (const r of [
      await api(hr, 'PUT', `/incidents/${id}`, report()),
      await api(hr, 'POST', `/incidents/${id}/comments`, { text: 'late' }),
      await upload(guard, `/incidents/${id}/images`, 'images', 'late.png', PNG, 'image/png'),
    ])
      expect(r.json()).toMatchObject({ code: 'incidentClosed' });
    const pdf = await api(hr, 'GET', `/incidents/${id}/report.pdf?lang=km`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.rawPayload.length).toBeGreaterThan(20_000);
    const log = await owner.query(
      `select action from audit_log where entity = 'incident' and entity_id = $1 order by at, id`,
      [id],
    );
    expect(log.rows.map((x) => x.action)).toEqual(
      expect.arrayContaining([
        'incident.addFiles',
        'incident.comment',
        'incident.assign',
        'incident.status',
        'incident.close',
      ]),
    );
  });

  it('lists open ones first, filters, and exports CSV and Excel', async () => {
    await api(guard, 'POST', '/incidents', report({ type: 'fire', priority: 'veryHigh', place: 'Kitchen' }));
    const list = (await api(hr, 'GET', '/incidents?pageSize=50')).json();
    expect(list.rows[0]).toMatchObject({ status: 'open', priority: 'veryHigh' });
    const closed = (await api(hr, 'GET', '/incidents?status=closed')).json();
    expect(closed.rows.every((x: { status: string }) => x.status === 'closed')).toBe(true);
    const csv = await api(hr, 'GET', '/incidents/export.csv?lang=zh&type=fire');
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('火灾');
    expect(csv.body).toContain('Kitchen');
    expect((await api(hr, 'GET', '/incidents/export.xlsx')).statusCode).toBe(200);
  });
});

describe('who may', () => {
  it('keeps employees and sub admins without the page out, and guards out of HR pages; another tenant finds nothing', async () => {
    const one = (await api(guard, 'GET', '/incidents')).json().rows[0] as { id: string };
    expect((await api(emp, 'GET', '/incidents')).statusCode).toBe(403);
    expect((await api(emp, 'POST', '/incidents', report())).statusCode).toBe(403);
    expect((await api(finance, 'GET', `/incidents/${one.id}`)).statusCode).toBe(403);
    expect((await api(guard, 'GET', '/employees')).statusCode).toBe(403);
    const acme = await loginAs(t.app, 'hr@acme.test', 'acme');
    expect((await api(acme, 'GET', '/incidents')).statusCode).toBe(404);
    expect((await api(acme, 'GET', `/incidents/${one.id}`)).statusCode).toBe(404);
  });
});

describe('another tenant with the guests flag', () => {
  it('finds none of demo’s visits or incidents: 404 by id, absent from its lists', async () => {
    await owner.query(`update tenants set features = features || '{"guests": true}' where account = 'acme'`);
    const acme = await loginAs(t.app, 'hr@acme.test', 'acme');
    const incident = (await api(hr, 'GET', '/incidents')).json().rows[0] as { id: string };
    const visit = (await api(hr, 'GET', '/visits')).json().rows[0] as { id: string };
    expect((await api(acme, 'GET', '/incidents')).json().total).toBe(0);
    expect((await api(acme, 'GET', '/visits')).json().total).toBe(0);
    for (const url of [
      `/incidents/${incident.id}`,
      `/incidents/${incident.id}/report.pdf`,
      `/visits/${visit.id}`,
      `/visits/${visit.id}/photo`,
      `/visits/${visit.id}/pass`,
    ])
      expect((await api(acme, 'GET', url)).statusCode, url).toBe(404);
    expect((await api(acme, 'POST', `/visits/${visit.id}/checkout`)).statusCode).toBe(404);
    expect((await api(acme, 'POST', `/incidents/${incident.id}/comments`, { text: 'x' })).statusCode).toBe(404);
    // a report naming demo's employee is refused as an unknown person
    const org = (
      await owner.query(`select o.id from organizations o join tenants t on t.id = o.tenant_id
      where t.account = 'acme' limit 1`)
    ).rows[0].id;
    const r = await api(acme, 'POST', '/incidents', report({ organizationId: org }));
    expect(r.json().fields).toMatchObject({ people: 'invalidReference' });
  });
});
