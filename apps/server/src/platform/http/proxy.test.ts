import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { createTestApp, type TTestContext } from '../../test/test-app.ts';

/** Who the client is (X-Forwarded-*) and where links point (PUBLIC_URL) come only from configuration. */

const limits = { windowMs: 60_000, signupPerIp: 100, resetPerIp: 2, resetPerEmail: 100 };
let seq = 0;
const forgot = (t: TTestContext, email: string, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/forgot-password',
    payload: { account: 'demo', email },
    headers,
    remoteAddress,
  });
const failLogin = (t: TTestContext, headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { account: 'demo', email: `nobody${++seq}@demo.test`, password: 'x' },
    headers,
  });

async function auditIp(t: TTestContext, email: string): Promise<string | null> {
  const c = new pg.Client({ connectionString: t.ownerUrl });
  await c.connect();
  try {
    const r = await c.query(`select ip from audit_log where action = 'login.failed' and after->>'email' = $1`, [email]);
    return r.rows[0]?.ip ?? null;
  } finally {
    await c.end();
  }
}

/** The links in the mails (.eml under DATA_DIR/mail) sent to this address. */
async function mailedLinks(t: TTestContext, to: string): Promise<string[]> {
  await t.app.services.jobs.drain();
  const dir = path.join(t.dataDir, 'mail');
  const links: string[] = [];
  for (const f of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
    const m = await simpleParser(fs.readFileSync(path.join(dir, f)));
    if (!m.to || !JSON.stringify(m.to).includes(to)) continue;
    links.push(...(m.text?.match(/https?:\/\/\S+/g) ?? []));
  }
  return links;
}

describe('configuration', () => {
  const base = { NODE_ENV: 'test', DATA_DIR: '/tmp/x' };
  it('trusts no proxy by default, and reads a list of addresses, CIDRs and names', () => {
    expect(loadConfig(base).trustProxy).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: '' }).trustProxy).toBe(false);
    const list = '10.0.0.1, 10.1.0.0/16,192.168.0.0/255.255.0.0, fd00::/8, ::1, loopback,uniquelocal,linklocal';
    expect(loadConfig({ ...base, TRUST_PROXY: list }).trustProxy).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      '192.168.0.0/255.255.0.0',
      'fd00::/8',
      '::1',
      'loopback',
      'uniquelocal',
      'linklocal',
    ]);
  });

  it.each([
    'true',
    '*',
    '10.0.0.1,',
    'proxy.example.com',
    '10.0.0.0/33',
    '::1/129',
    '10.0.0.300',
    'fd00::/ffff::',
    'local',
  ])('refuses to start with TRUST_PROXY=%s, naming the value', (v) => {
    expect(() => loadConfig({ ...base, TRUST_PROXY: v })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, TRUST_PROXY: v })).toThrow(/TRUST_PROXY/);
  });

  it('requires PUBLIC_URL in production, as an http(s) origin', () => {
    expect(() => loadConfig({ ...base, NODE_ENV: 'production' })).toThrow(/PUBLIC_URL is required in production/);
    expect(loadConfig({ ...base, NODE_ENV: 'production', PUBLIC_URL: 'https://hr.example.com/' }).publicUrl).toBe(
      'https://hr.example.com',
    );
    for (const bad of [
      'hr.example.com',
      'ftp://hr.example.com',
      'https://hr.example.com/app',
      'https://u:p@hr.example.com',
    ]) {
      expect(() => loadConfig({ ...base, PUBLIC_URL: bad })).toThrow(/PUBLIC_URL/);
    }
    expect(loadConfig(base).publicUrl).toBeUndefined();
  });

  it('reports a wrong value of any setting as a ConfigError naming it', () => {
    expect(() => loadConfig({ ...base, PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ ...base, PORT: 'eighty' })).toThrow(ConfigError);
  });
});

describe('TRUST_PROXY unset', () => {
  let t: TTestContext;
  beforeAll(async () => {
    t = await createTestApp({ config: { rateLimits: limits } });
  });
  afterAll(async () => t?.close());

  it('ignores a forged X-Forwarded-For: the audit row has the peer address', async () => {
    expect((await failLogin(t, { 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(401);
    expect(await auditIp(t, `nobody${seq}@demo.test`)).toBe('127.0.0.1');
  });

  it('ignores a forged X-Forwarded-For: rotating it does not get round a per-IP limit', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 4; i++)
      codes.push(
        (await forgot(t, `rot${i}@demo.test`, { 'x-forwarded-for': `198.51.100.${i}` }, '192.0.2.7')).statusCode,
      );
    expect(codes).toEqual([200, 200, 429, 429]);
  });

  it('builds a mailed link from the listen address, never from Host or X-Forwarded-Host', async () => {
    const headers = { host: 'evil.example', 'x-forwarded-host': 'evil2.example', 'x-forwarded-proto': 'https' };
    expect((await forgot(t, 'emp@demo.test', headers, '192.0.2.8')).statusCode).toBe(200);
    const links = await mailedLinks(t, 'emp@demo.test');
    expect(links.length).toBeGreaterThan(0);
    for (const l of links) expect(l.startsWith(`http://localhost:${t.app.services.config.port}/`)).toBe(true);
  });
});

describe('TRUST_PROXY naming the peer', () => {
  let t: TTestContext;
  beforeAll(async () => {
    t = await createTestApp({
      config: { rateLimits: limits, trustProxy: ['127.0.0.1'], publicUrl: 'https://hr.example.test' },
    });
  });
  afterAll(async () => t?.close());

  it("takes the client from the proxy's X-Forwarded-For", async () => {
    expect((await failLogin(t, { 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(401);
    expect(await auditIp(t, `nobody${seq}@demo.test`)).toBe('203.0.113.9');
  });

  it('keys a per-IP limit by the forwarded client, and ignores X-Forwarded-For from any other peer', async () => {
    const via = (ip: string, i: number) =>
      forgot(t, `p${i}@demo.test`, { 'x-forwarded-for': ip }).then((r) => r.statusCode);
    expect([await via('198.51.100.1', 1), await via('198.51.100.2', 2), await via('198.51.100.3', 3)]).toEqual([
      200, 200, 200,
    ]);
    expect([await via('198.51.100.1', 4), await via('198.51.100.1', 5)]).toEqual([200, 429]);
    // not the trusted proxy: the header is the client's own word
    const direct = (i: number) =>
      forgot(t, `d${i}@demo.test`, { 'x-forwarded-for': `198.51.100.${50 + i}` }, '192.0.2.9').then(
        (r) => r.statusCode,
      );
    expect([await direct(1), await direct(2), await direct(3)]).toEqual([200, 200, 429]);
  });

  it('builds a mailed link from PUBLIC_URL, even with a forwarded host from the trusted proxy', async () => {
    const headers = { host: 'evil.example', 'x-forwarded-host': 'evil2.example', 'x-forwarded-for': '198.51.100.99' };
    expect((await forgot(t, 'emp@demo.test', headers)).statusCode).toBe(200);
    const links = await mailedLinks(t, 'emp@demo.test');
    expect(links.length).toBeGreaterThan(0);
    for (const l of links) expect(l.startsWith('https://hr.example.test/demo/')).toBe(true);
  });

  it("accepts a state change from PUBLIC_URL's origin whatever Host the proxy sends, and no other origin", async () => {
    const from = (origin: string) =>
      forgot(t, 'o@demo.test', { origin, host: 'app.internal:3000', 'x-forwarded-for': '198.51.100.77' });
    expect((await from('https://hr.example.test')).statusCode).toBe(200);
    const other = await from('https://evil.example');
    expect(other.statusCode).toBe(403);
    expect(other.json().code).toBe('crossOrigin');
  });
});
