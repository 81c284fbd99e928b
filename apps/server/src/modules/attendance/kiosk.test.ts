import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { realClockAfterEach, serverClockAt } from '../../test/clock.ts';
import { createTestApp, loginAs, platformOwner, type TTestContext } from '../../test/test-app.ts';
import { qrToken } from './kiosk.service.ts';

/**
 * The organization QR kiosk (issue 12): code and password (spec codes 2 and 3, throttled), the QR screen, and a
 * check-in by scanning it — only while the code is current or one period late.
 */
let t: TTestContext;
let owner: pg.Client;
let emp: string;
let org: { tenantId: string; id: string };
const keys = () => ({ config: { appSecret: undefined, dataDir: t.dataDir } });
const login = (payload: object) => t.app.inject({ method: 'POST', url: '/api/v1/kiosk/login', payload });
const scan = (qr: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/me/attendance/punch',
    headers: { cookie: emp },
    payload: { kind: 'in', qr },
  });

beforeAll(async () => {
  t = await createTestApp();
  owner = await platformOwner(t);
  emp = await loginAs(t.app, 'emp@demo.test', 'demo');
  const r = await owner.query<{ tenant_id: string; id: string }>(
    `select o.tenant_id, o.id from organizations o join tenants t on t.id = o.tenant_id
      where t.account = 'demo' and o.code = 'MTPP'`,
  );
  org = { tenantId: r.rows[0]!.tenant_id, id: r.rows[0]!.id };
  await owner.query(
    `update organizations set kiosk_password_hash = $1, qr_interval = 'dynamic', qr_seconds = 30 where id = $2`,
    [await hashPassword('kiosk-pass-2026'), org.id],
  );
  await owner.query(
    `update employees set organization_id = $1, department_id = null, shift_id = null
      where user_id = (select id from users where email = 'emp@demo.test')`,
    [org.id],
  );
});
realClockAfterEach();
afterAll(async () => {
  await owner?.end();
  await t?.close();
});

describe('kiosk sign-in', () => {
  it('answers the spec codes: 2 without a password, 3 for a wrong one or an unknown organization', async () => {
    expect((await login({ account: 'demo', code: 'MTPP' })).json()).toMatchObject({
      code: 2,
      message: 'Please enter password',
    });
    const wrong = await login({ account: 'demo', code: 'MTPP', password: 'nope-nope' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 3, message: 'password Does not exists' });
    expect((await login({ account: 'demo', code: 'NOPE', password: 'kiosk-pass-2026' })).json().code).toBe(3);
    expect((await login({ account: 'demo', code: 'MYKL', password: 'kiosk-pass-2026' })).json().code).toBe(3);
  });

  it("shows the organization's QR, keeps the screen signed in, and signs it out when the password changes", async () => {
    const res = await login({ account: 'DEMO', code: 'mtpp', password: 'kiosk-pass-2026' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      title: 'Mekong Trading Phnom Penh',
      orgCode: 'MTPP',
      dynamic: true,
      seconds: 30,
    });
    expect(res.json().qrImage).toMatch(/^data:image\/png;base64,/);
    const cookie = res.cookies.find((c) => c.name === 'sd_kiosk')!;
    expect(cookie).toMatchObject({ httpOnly: true, path: '/api/v1/kiosk' });
    const qr = await t.app.inject({ url: '/api/v1/kiosk/qr', cookies: { sd_kiosk: cookie.value } });
    expect(qr.statusCode).toBe(200);
    // the next period has another code
    serverClockAt(qr.json().validUntil);
    const next = (await t.app.inject({ url: '/api/v1/kiosk/qr', cookies: { sd_kiosk: cookie.value } })).json();
    vi.useRealTimers();
    expect(next.link).not.toBe(qr.json().link);
    expect(next.qrImage).not.toBe(qr.json().qrImage);
    expect(new Date(qr.json().validUntil).getTime() % 30_000).toBe(0);
    expect((await t.app.inject({ url: '/api/v1/kiosk/qr' })).json().code).toBe('kioskSignedOut');
    const forged = `${cookie.value.slice(0, -3)}abc`;
    expect((await t.app.inject({ url: '/api/v1/kiosk/qr', cookies: { sd_kiosk: forged } })).statusCode).toBe(401);
    await owner.query(`update organizations set kiosk_password_hash = $1 where id = $2`, [
      await hashPassword('kiosk-pass-2027'),
      org.id,
    ]);
    expect((await t.app.inject({ url: '/api/v1/kiosk/qr', cookies: { sd_kiosk: cookie.value } })).statusCode).toBe(401);
  });
});

describe('checking in by the kiosk QR', () => {
  const T0 = '2026-02-10T02:00:10Z'; // 10 s into a 30-second period
  const slot = Math.floor(new Date(T0).getTime() / 30_000);

  it('takes the current code, or the one just before, without a position', async () => {
    serverClockAt(T0);
    const res = await scan(`MTPP.${qrToken(keys(), org, slot - 1)}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().place).toBe('Mekong Trading Phnom Penh');
    const p = await owner.query(`select in_source from attendance_punches where in_at = $1`, [T0]);
    expect(p.rows[0].in_source).toBe('qr');
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/me/attendance/punch',
      headers: { cookie: emp },
      payload: { kind: 'out', qr: `MTPP.${qrToken(keys(), org, slot)}` },
    });
  });

  it("refuses an old code (a photo of yesterday's screen), a made-up one and another organization's", async () => {
    serverClockAt(T0);
    for (const qr of [
      `MTPP.${qrToken(keys(), org, slot - 2)}`,
      `MTPP.${qrToken(keys(), org, slot - 2880)}`,
      'MTPP.aaaaaaaaaaaaaaaaaaaaaa',
      `MYKL.${qrToken(keys(), org, slot)}`,
      'MTPP',
    ]) {
      const res = await scan(qr);
      expect(res.statusCode, qr).toBe(403);
      expect(res.json().code).toBe('qrExpired');
    }
  });

  it('takes the one printed code of a static QR', async () => {
    await owner.query(`update organizations set qr_interval = 'static' where id = $1`, [org.id]);
    serverClockAt('2026-02-11T02:00:00Z');
    expect((await scan(`MTPP.${qrToken(keys(), org, slot)}`)).statusCode).toBe(403);
    expect((await scan(`MTPP.${qrToken(keys(), org, 'static')}`)).statusCode).toBe(200);
  });
});

describe('throttling', () => {
  it('answers 429 after ten attempts on one organization in the window', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 11; i++)
      codes.push((await login({ account: 'demo', code: 'ZZ01', password: 'wrong-pass' })).statusCode);
    expect(codes.slice(0, 10).every((c) => c === 401)).toBe(true);
    expect(codes[10]).toBe(429);
  });
});
