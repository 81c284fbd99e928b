import { PassThrough } from 'node:stream';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TTestContext } from '../../test/test-app.ts';
import { hasBadText, isBadText } from './input.ts';

describe('isBadText / hasBadText', () => {
  it('finds a NUL and lone surrogates, keeps paired ones (emoji) and ordinary text', () => {
    for (const s of ['a\u0000b', '\ud800x', 'x\udc00', '\ud800', 'a\udfff\ud800'])
      expect(isBadText(s), JSON.stringify(s)).toBe(true);
    for (const s of ['', 'Finance', '😀 ok', 'ឈ្មោះ 名称', '\t\r\n'])
      expect(isBadText(s), JSON.stringify(s)).toBe(false);
    expect(hasBadText({ a: [{ b: 'x\u0000' }] })).toBe(true);
    expect(hasBadText({ 'k\u0000': 1 })).toBe(true);
    expect(hasBadText({ a: [1, true, null, 'ok'] })).toBe(false);
  });
});

describe('bad input through the API', () => {
  let t: TTestContext;
  let cookie: string;
  const log: string[] = [];
  beforeAll(async () => {
    const stream = new PassThrough();
    stream.on('data', (c: Buffer) => log.push(c.toString('utf8')));
    t = await createTestApp({ logStream: stream });
    cookie = await loginAs(t.app, 'hr@demo.test', 'demo');
  });
  afterAll(() => t?.close());

  const expectInvalid = (res: { statusCode: number; json: () => { code: string; message: string } }) => {
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('invalidInput');
    expect(res.json().message).toBeTruthy();
  };

  it('answers a NUL or a lone surrogate in a JSON string 400 invalidInput', async () => {
    for (const name of ['Bank\u0000', '\ud800x']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/resources/bank',
        headers: { cookie },
        payload: { name, swiftCode: 'ABCDKHPP' },
      });
      expectInvalid(res);
    }
    // written raw: the JSON escape itself, as an attacker sends it
    const raw = await t.app.inject({
      method: 'POST',
      url: '/api/v1/resources/bank',
      headers: { cookie, 'content-type': 'application/json' },
      payload: '{"name":"x\\u0000y","swiftCode":"ABCDKHPP"}',
    });
    expectInvalid(raw);
  });

  it('answers a NUL in the query 400 invalidInput, invalid UTF-8 there no 5xx', async () => {
    // raw: a percent-encoded NUL, a UTF-8 encoded surrogate and a byte that is no UTF-8 (a URL carries bytes, so a
    // surrogate arrives as invalid UTF-8: decoded to U+FFFD or kept as typed, either harmless)
    for (const q of ['search=%00', 'search=a%00b', 'search=%ED%A0%80', 'search=%FF', 'search%00=1']) {
      const res = await t.app.inject({ url: `/api/v1/resources/bank?${q}`, headers: { cookie } });
      expect(res.statusCode, q).toBeLessThan(500);
      if (q.includes('%00')) expectInvalid(res);
    }
    expectInvalid(
      await t.app.inject({ url: '/api/v1/resources/bank', query: { search: 'a\u0000' }, headers: { cookie } }),
    );
  });

  it('answers an impossible date on list filters 400, a real one 200', async () => {
    for (const url of ['/api/v1/logs', '/api/v1/careers/applicants']) {
      for (const from of ['2026-13-45', '2026-02-30', '0000-01-01']) {
        const res = await t.app.inject({ url, query: { from }, headers: { cookie } });
        expect(res.statusCode, `${url} ${from}`).toBe(400);
        expect(res.json().code).toBe('validation');
      }
      const ok = await t.app.inject({ url, query: { from: '2024-02-29', to: '2026-12-31' }, headers: { cookie } });
      expect(ok.statusCode, `${url} ${ok.body}`).toBe(200);
    }
  });

  it("logs a failed query's SQLSTATE and constraint, never its parameters or detail", async () => {
    const owner = new pg.Client({ connectionString: t.ownerUrl });
    await owner.connect();
    // a constraint the app does not expect: its insert fails with a query error that carries the values
    await owner.query(`alter table banks add constraint probe_no_secret check (name not like '%Secret%')`);
    await owner.end();
    const secret = 'Secret Person 0123456789';
    log.length = 0;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/resources/bank',
      headers: { cookie },
      payload: { name: secret, swiftCode: 'SECRKHPP' },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 'internal', message: 'Something went wrong' });
    const lines = log
      .join('')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    const failed = lines.find((l) => l.msg === 'request failed');
    expect(failed, log.join('')).toBeDefined();
    expect(failed!.db).toMatchObject({ code: '23514', constraint: 'probe_no_secret', table: 'banks' });
    expect(failed!.route).toBe('/api/v1/resources/bank');
    expect(failed!.reqId).toBeTruthy();
    const all = log.join('');
    expect(all).not.toContain('Secret Person');
    expect(all).not.toContain('SECRKHPP');
    expect(all).not.toMatch(/insert into/i);
  });
});
