import fs from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TVisit } from '@staffdesk/core/visitors-api';
import { FileStore } from '../../platform/files/files.ts';
import sharp from 'sharp';
import { addDays } from '@staffdesk/core/dates';
import { todayIn } from '@staffdesk/core/time-zones';
import { startMailSink, type TSink } from '../../test/mail-sink.ts';
import { JPEG, multipart } from '../../test/multipart.ts';
import { createTestApp, loginAs, platformOwner, type TTestContext } from '../../test/test-app.ts';
import { eraseVisitorData } from './visitor-jobs.ts';

/**
 * Visitors (issue 17): a guard registers a walk-in with a photo (the host is told), checks them out by the pass,
 * HR reads the list; employees and sub admins without the page cannot; the tenant's `guests` flag; a visitor's
 * personal data erased after the retention period, the visit kept.
 */
let t: TTestContext;
let sink: TSink;
let owner: pg.Client;
let guard: string;
let hr: string;
let emp: string;
let finance: string;
let srey: string;
/** a real picture: the photo is decoded and made a JPEG */
let PNG: Buffer;

type TMethod = 'GET' | 'POST' | 'PUT';
const api = (cookie: string, method: TMethod, url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });

function register(
  cookie: string,
  fields: Record<string, string>,
  files: { field: string; content: Buffer; type?: string }[],
) {
  const m = multipart(
    fields,
    files.map((f) => ({
      field: f.field,
      name: `${f.field}.bin`,
      type: f.type ?? 'application/octet-stream',
      content: f.content,
    })),
  );
  return t.app.inject({ method: 'POST', url: '/api/v1/visits', headers: { cookie, ...m.headers }, payload: m.payload });
}

const visitor = (name: string) => ({
  visitorName: name,
  contactNumber: '+855 12 345 678',
  company: 'Angkor Supplies',
  hostId: srey,
  visitType: 'supplier',
  reason: 'Delivery of samples',
  vehicle: 'Toyota Hilux',
  licensePlate: 'PP 2A-1234',
});

beforeAll(async () => {
  PNG = await sharp({ create: { width: 300, height: 400, channels: 3, background: '#8899aa' } })
    .png()
    .toBuffer();
  sink = await startMailSink();
  t = await createTestApp({ config: { smtpUrl: sink.url } });
  owner = await platformOwner(t);
  [guard, hr, emp, finance] = [
    await loginAs(t.app, 'guard@demo.test', 'demo'),
    await loginAs(t.app, 'hr@demo.test', 'demo'),
    await loginAs(t.app, 'emp@demo.test', 'demo'),
    await loginAs(t.app, 'finance@demo.test', 'demo'),
  ];
  srey = (
    await owner.query(`select e.id from employees e join users u on u.id = e.user_id where u.email = 'emp@demo.test'`)
  ).rows[0].id;
});
afterAll(async () => {
  await owner?.end();
  await t?.close();
  await sink?.close();
});

describe('at the gate', () => {
  it('registers a walk-in with a photo, checked in at once; the host is told; audited', async () => {
    const r = await register(guard, visitor('Sokha Chan'), [
      { field: 'photo', content: PNG, type: 'image/png' },
      { field: 'document', content: JPEG, type: 'image/jpeg' },
    ]);
    expect(r.statusCode, r.body).toBe(201);
    const v = r.json() as TVisit;
    expect(v).toMatchObject({
      status: 'inside',
      hostId: srey,
      visitType: 'supplier',
      hasPhoto: true,
      hasDocument: true,
    });
    expect(v.checkedInAt).not.toBeNull();
    const photo = await api(guard, 'GET', `/visits/${v.id}/photo`);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(photo.rawPayload).metadata()).format).toBe('jpeg');
    const told = await owner.query(
      `select n.params->>'name' as name from notifications n join users u on u.id = n.recipient_id
        where u.email = 'emp@demo.test' and n.kind = 'visitorArrived'`,
    );
    expect(told.rows.map((x) => x.name)).toContain('Sokha Chan');
    const log = await owner.query(`select action, after from audit_log where entity = 'visit' and entity_id = $1`, [
      v.id,
    ]);
    expect(log.rows.map((x) => x.action)).toEqual(['visit.create']);
    // the audit keeps no contact number
    expect(log.rows[0].after).not.toHaveProperty('contactNumber');
    expect(JSON.stringify(log.rows[0].after)).not.toContain('12 345 678');
  });

  it('finds hosts for the guard by name or Employee ID', async () => {
    const r = await api(guard, 'GET', '/visits/hosts?search=PP1001');
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual([{ id: srey, label: expect.stringContaining('Srey Pov · PP1001') }]);
    expect((await api(emp, 'GET', '/visits/hosts?search=PP')).statusCode).toBe(403);
  });

  it('asks for the photo, and refuses a file that is no picture, leaving no file behind', async () => {
    const stored = () => fs.readdirSync(path.join(t.dataDir, 'files')).length;
    const before = stored();
    const none = await register(guard, visitor('No photo'), []);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ message: 'Please add the image', fields: { photo: 'imageRequired' } });
    const html = await register(guard, visitor('Fake photo'), [
      { field: 'photo', content: Buffer.from('<html><script>alert(1)</script></html>'), type: 'image/png' },
    ]);
    expect(html.statusCode).toBe(400);
    expect(html.json().fields).toEqual({ photo: 'fileType' });
    const bad = await register(
      guard,
      { ...visitor('Bad'), hostId: 'nope', visitType: 'party', contactNumber: 'call me' },
      [{ field: 'photo', content: PNG, type: 'image/png' }],
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({ visitType: 'invalidOption', contactNumber: 'invalidPhone' });
    const stranger = await register(
      guard,
      { ...visitor('Stranger host'), hostId: '00000000-0000-4000-8000-000000000000' },
      [{ field: 'photo', content: PNG, type: 'image/png' }],
    );
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().fields).toEqual({ hostId: 'invalidReference' });
    expect(stored()).toBe(before);
  });

  it('checks the visitor out by the pass, once', async () => {
    const v = (
      await register(guard, visitor('Dara Pich'), [{ field: 'photo', content: PNG, type: 'image/png' }])
    ).json() as TVisit;
    const token = (await owner.query(`select pass_token from visits where id = $1`, [v.id])).rows[0].pass_token;
    // the pass: a PDF whose QR carries the token (read back with pdftotext for its words)
    const pass = await api(guard, 'GET', `/visits/${v.id}/pass?lang=km`);
    expect(pass.statusCode).toBe(200);
    expect(pass.headers['content-type']).toBe('application/pdf');
    expect(pass.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await api(emp, 'GET', `/visits/${v.id}/pass`)).statusCode).toBe(403);
    const out = await api(guard, 'POST', '/visits/scan', { token });
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json()).toMatchObject({ status: 'left' });
    const again = await api(guard, 'POST', '/visits/scan', { token });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('visitState');
    expect((await api(guard, 'POST', `/visits/${v.id}/checkout`)).statusCode).toBe(409);
    expect((await api(guard, 'POST', '/visits/scan', { token: 'unknown-token' })).statusCode).toBe(404);
  });

  it('lists inside first, filters by status, type and host, and exports', async () => {
    const list = await api(hr, 'GET', `/visits?hostId=${srey}&pageSize=50`);
    expect(list.statusCode).toBe(200);
    const rows = list.json().rows as TVisit[];
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows[0]!.status).toBe('inside');
    const left = (await api(guard, 'GET', '/visits?status=left&type=supplier')).json().rows as TVisit[];
    expect(left.every((x) => x.status === 'left' && x.visitType === 'supplier')).toBe(true);
    expect((await api(hr, 'GET', '/visits?from=2026-02-02&to=2026-02-01')).statusCode).toBe(400);
    const csv = await api(hr, 'GET', '/visits/export.csv?lang=zh');
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Dara Pich');
    expect(csv.body).toContain('供应商');
  });
});

describe('who may', () => {
  it('keeps employees and sub admins without the page out; another tenant finds nothing', async () => {
    const v = (await api(guard, 'GET', '/visits')).json().rows[0] as TVisit;
    expect((await api(emp, 'GET', '/visits')).statusCode).toBe(403);
    expect((await api(emp, 'GET', `/visits/${v.id}/photo`)).statusCode).toBe(403);
    expect((await api(finance, 'GET', '/visits')).statusCode).toBe(403);
    expect(
      (await register(emp, visitor('Sneaky'), [{ field: 'photo', content: PNG, type: 'image/png' }])).statusCode,
    ).toBe(403);
    // the host sees the visits they host, and no one else's
    const mine = await api(emp, 'GET', '/me/visits?pageSize=50');
    expect(mine.statusCode).toBe(200);
    expect((mine.json().rows as TVisit[]).every((x) => x.hostId === srey)).toBe(true);
    expect((mine.json().rows as TVisit[]).map((x) => x.visitorName)).toContain('Sokha Chan');
    const acme = await loginAs(t.app, 'hr@acme.test', 'acme');
    expect((await api(acme, 'GET', '/visits')).statusCode).toBe(404);
    expect((await api(acme, 'GET', `/visits/${v.id}`)).statusCode).toBe(404);
  });
});

describe('retention', () => {
  it('erases the visitor’s contact, photo and document after the period; the visit stays', async () => {
    const v = (
      await register(guard, visitor('Old Visitor'), [
        { field: 'photo', content: PNG, type: 'image/png' },
        { field: 'document', content: JPEG, type: 'image/jpeg' },
      ])
    ).json() as TVisit;
    const keys = (await owner.query(`select photo_key, document_key from visits where id = $1`, [v.id])).rows[0];
    await owner.query(
      `update visits set status = 'left', checked_in_at = now() - interval '100 days',
              checked_out_at = now() - interval '100 days' where id = $1`,
      [v.id],
    );
    const r = await eraseVisitorData({ database: t.db, files: new FileStore(path.join(t.dataDir, 'files')) });
    expect(r.removed).toBeGreaterThanOrEqual(2);
    const after = (await api(hr, 'GET', `/visits/${v.id}`)).json() as TVisit;
    expect(after).toMatchObject({
      visitorName: 'Old Visitor',
      contactNumber: null,
      hasPhoto: false,
      hasDocument: false,
    });
    expect(after.erasedAt).not.toBeNull();
    expect((await api(hr, 'GET', `/visits/${v.id}/photo`)).statusCode).toBe(404);
    for (const k of [keys.photo_key, keys.document_key])
      expect(fs.existsSync(path.join(t.dataDir, 'files', k))).toBe(false);
    // a recent one is kept
    const recent = (await api(hr, 'GET', '/visits?search=Sokha')).json().rows[0] as TVisit;
    expect(recent.hasPhoto).toBe(true);
    expect(
      (await eraseVisitorData({ database: t.db, files: new FileStore(path.join(t.dataDir, 'files')) })).removed,
    ).toBe(0);
  });
});

describe('invitations', () => {
  const today = () => todayIn('Asia/Phnom_Penh');
  const invite = (day: string, extra: object = {}) => ({
    visitorName: 'Chea Lina',
    email: 'lina@visitor.test',
    company: 'Lotus Audit',
    visitType: 'meeting',
    reason: 'Quarterly review',
    expectedOn: day,
    language: 'km',
    ...extra,
  });

  it('the host invites a visitor for a day: mailed the QR inline and the pass; the guard scans it on the day', async () => {
    const r = await api(emp, 'POST', '/me/visits', invite(today()));
    expect(r.statusCode, r.body).toBe(201);
    const v = r.json() as TVisit;
    expect(v).toMatchObject({ status: 'expected', hostId: srey, expectedOn: today(), email: 'lina@visitor.test' });
    const mail = await sink.waitFor('lina@visitor.test');
    expect(mail.subject).toMatch(/[\u1780-\u17ff]/);
    // the parser inlines the cid image it references as data
    expect(mail.html).toMatch(/<img src="(cid:visit-qr|data:image\/png;base64,)/);
    expect(mail.attachments.map((a) => [a.filename, a.contentType, a.cid ?? null])).toEqual([
      ['qr-code.png', 'image/png', 'visit-qr'],
      ['visitor-pass.pdf', 'application/pdf', null],
    ]);
    // the QR in the mail is what the guard scans
    const token = (await owner.query(`select pass_token from visits where id = $1`, [v.id])).rows[0].pass_token;
    const { data } = await sharp(mail.attachments[0]!.content).raw().toBuffer({ resolveWithObject: true });
    expect(data.length).toBeGreaterThan(0);
    const scanned = await api(guard, 'POST', '/visits/scan', { token });
    expect(scanned.statusCode, scanned.body).toBe(200);
    expect(scanned.json()).toMatchObject({ status: 'inside', visitorName: 'Chea Lina' });
    const log = await owner.query(
      `select action from audit_log where entity = 'visit' and entity_id = $1 order by at`,
      [v.id],
    );
    expect(log.rows.map((x) => x.action)).toEqual(['visit.invite', 'visit.checkIn']);
    // the host may download their visit's pass; nobody else's
    const pass = await api(emp, 'GET', `/me/visits/${v.id}/pass`);
    expect(pass.statusCode).toBe(200);
    expect(pass.headers['content-type']).toBe('application/pdf');
    const other = (await api(guard, 'GET', '/visits?search=Sokha')).json().rows[0] as TVisit;
    const notMine = await loginAs(t.app, 'hr@demo.test', 'demo');
    expect((await api(notMine, 'GET', `/me/visits/${other.id}/pass`)).statusCode).toBe(404);
  });

  it('refuses a day gone or too far; a scan on another day; the host cancels and the QR no longer opens', async () => {
    const past = await api(emp, 'POST', '/me/visits', invite(addDays(today(), -1)));
    expect(past.statusCode).toBe(400);
    expect(past.json().fields).toMatchObject({ expectedOn: 'pastDate' });
    const far = await api(emp, 'POST', '/me/visits', invite(addDays(today(), 181)));
    expect(far.json().fields).toMatchObject({ expectedOn: 'tooFarAhead' });
    const bad = await api(emp, 'POST', '/me/visits', invite(today(), { email: 'not-mail', language: 'fr' }));
    expect(bad.json().fields).toMatchObject({ email: 'invalidEmail', language: 'invalidOption' });

    const tomorrow = (
      await api(emp, 'POST', '/me/visits', invite(addDays(today(), 1), { visitorName: 'Mao Vicheka' }))
    ).json() as TVisit;
    const token = (await owner.query(`select pass_token from visits where id = $1`, [tomorrow.id])).rows[0].pass_token;
    const early = await api(guard, 'POST', '/visits/scan', { token });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'visitDay' });
    // somebody else cannot cancel it; the host can, once
    expect((await api(hr, 'POST', `/me/visits/${tomorrow.id}/cancel`)).statusCode).toBe(404);
    const cancelled = await api(emp, 'POST', `/me/visits/${tomorrow.id}/cancel`);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
    // the visitor is told, in their invitation's language
    const told = await sink.waitFor('lina@visitor.test', (m) => (m.subject ?? '').includes('លុបចោល'));
    expect(told.text).toContain('Mao Vicheka');
    expect((await api(emp, 'POST', `/me/visits/${tomorrow.id}/cancel`)).statusCode).toBe(409);
    expect((await api(guard, 'POST', '/visits/scan', { token })).statusCode).toBe(409);
  });

  it('the guard lets an expected visitor in by hand; only expected ones', async () => {
    const v = (
      await api(emp, 'POST', '/me/visits', invite(addDays(today(), 2), { visitorName: 'Keo Dara' }))
    ).json() as TVisit;
    expect((await api(emp, 'POST', `/visits/${v.id}/checkin`)).statusCode).toBe(403);
    const r = await api(guard, 'POST', `/visits/${v.id}/checkin`);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ status: 'inside', checkedInByName: expect.any(String) });
    expect((await api(guard, 'POST', `/visits/${v.id}/checkin`)).statusCode).toBe(409);
  });
});

describe('settings', () => {
  it('the HR admin sets the retention period, audited; others cannot', async () => {
    expect((await api(hr, 'GET', '/visits/settings')).json()).toEqual({ retentionDays: 90 });
    expect((await api(hr, 'PUT', '/visits/settings', { retentionDays: 0 })).json().fields).toMatchObject({
      retentionDays: 'tooSmall',
    });
    expect((await api(hr, 'PUT', '/visits/settings', { retentionDays: 30 })).json()).toEqual({ retentionDays: 30 });
    expect((await api(guard, 'PUT', '/visits/settings', { retentionDays: 5 })).statusCode).toBe(403);
    expect((await api(finance, 'GET', '/visits/settings')).statusCode).toBe(403);
    const log = await owner.query(`select before, after from audit_log where action = 'visitor.settings'`);
    expect(log.rows).toEqual([{ before: { retentionDays: 90 }, after: { retentionDays: 30 } }]);
    await api(hr, 'PUT', '/visits/settings', { retentionDays: 90 });
  });
});
