import crypto from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TRouteEntry } from '../platform/http/routes.ts';
import { multipart, PNG } from './multipart.ts';
import { asQuery, sample, toJson } from './sample.ts';
import { createTestApp, loginAs, type TTestContext } from './test-app.ts';
import { apiRoutes, fill, isPlatform, isPublic, paramNames, runAll } from './walk.ts';

/**
 * The bad-input walk (docs/api.md, "Input rules"): every /api route the app registers — read from the app's route
 * table, so routes added later are covered — gets malformed input, from a caller that may reach it (anonymous for
 * public routes, the super admin for platform routes, demo's HR admin or employee for tenant routes): NUL bytes and
 * lone surrogates in strings and the query, wrong types, impossible dates, garbage path parameters, invalid JSON,
 * and broken multipart bodies for the routes that take uploads. No answer may be a 5xx.
 */
let t: TTestContext;
const cookies: Record<'hr' | 'emp' | 'super', string> = { hr: '', emp: '', super: '' };

beforeAll(async () => {
  t = await createTestApp({ sessionCacheMs: 60_000 }); // sessions looked up once: the walk measures input handling
  cookies.hr = await loginAs(t.app, 'hr@demo.test', 'demo');
  cookies.emp = await loginAs(t.app, 'emp@demo.test', 'demo');
  cookies.super = await loginAs(t.app, 'super@staffdesk.test');
});
afterAll(() => t?.close());

/** Routes that would end the walk's own sessions. */
const SKIP = new Set(['POST /api/v1/auth/logout']);

function cookieFor(r: TRouteEntry): string | undefined {
  if (isPublic(r)) return undefined;
  if (isPlatform(r)) return cookies.super;
  if (r.access?.startsWith('role:') && !r.access.includes('hr_admin') && r.access.includes('emp')) return cookies.emp;
  return cookies.hr;
}

/**
 * Each value list: the ones every target gets, then the ones that rotate over the targets (a few each), so that
 * all are sent somewhere while the walk stays a few thousand requests.
 */
const DATE_BAD = '2026-13-45';
/** values that replace one property of an otherwise plausible body */
const BAD_VALUES: [unknown[], unknown[]] = [
  ['x\u0000y', '\ud800x', DATE_BAD],
  ['x\udfff', '2026-02-30', 1e20, -1, 1.5, true, null, [], {}, ['\u0000'], { a: '\u0000' }, 'x'.repeat(20_000)],
];
/** raw query values: percent-encoded as an attacker writes them */
const BAD_QUERY: [string[], string[]] = [
  ['%00', DATE_BAD],
  ['%ED%A0%80', 'a%00b', '%FF', '2026-02-30', '-1', '1e999', 'NaN', '99999999999999999999', '[]', '%7B%7D'],
];
/** raw path parameter values */
const BAD_PARAMS: [string[], string[]] = [
  ['%00', '%ED%A0%80', 'x'.repeat(300)],
  ['a%00b', '%FF', '%2e%2e%2f%2e%2e', "'%3B--", '-1', '0', '1e999', 'null', '%20'],
];
let turn = 0;
/** the fixed values and the next `n` of the rotating ones */
const some = <T>([fixed, rotating]: [T[], T[]], n = 2): T[] => [
  ...fixed,
  ...Array.from({ length: n }, () => rotating[turn++ % rotating.length]!),
];

type TCase = { route: string; what: string; req: InjectOptions };

function casesFor(r: TRouteEntry): TCase[] {
  const route = `${r.method} ${r.url}`;
  const schema = r.schema ?? {};
  const cookie = cookieFor(r);
  const headers: Record<string, string> = cookie ? { cookie } : {};
  const id = crypto.randomUUID();
  const url = fill(r.url, (name) => (/account/i.test(name) ? 'demo' : id));
  const querySchema = toJson(schema.querystring ?? (schema as { query?: unknown }).query);
  const query = asQuery(sample(querySchema, id));
  const bodySchema = toJson(schema.body);
  const body = (bodySchema ? sample(bodySchema, id) : {}) as Record<string, unknown>;
  const sendsBody = r.method !== 'GET' && r.method !== 'HEAD';
  const method = r.method as 'GET';
  const cases: TCase[] = [];
  const add = (what: string, req: Omit<InjectOptions, 'method'>) =>
    cases.push({ route, what, req: { method, ...req, headers: { ...headers, ...(req.headers ?? {}) } } });

  // path parameters
  if (paramNames(r.url).length) {
    for (const v of some(BAD_PARAMS))
      add(`param ${v.slice(0, 20)}`, {
        url: fill(r.url, () => v, true),
        query,
        ...(sendsBody ? { payload: body } : {}),
      });
  }
  // the query: each declared parameter (or an undeclared one) set to bad values, and repeated
  const qs = new URLSearchParams(query).toString();
  const keys = Object.keys(
    querySchema && typeof querySchema === 'object' && 'properties' in querySchema ? (querySchema.properties ?? {}) : {},
  );
  for (const [i, key] of keys.entries()) {
    for (const v of some(BAD_QUERY, 1)) add(`query ${key}=${v}`, { url: `${url}?${qs ? `${qs}&` : ''}${key}=${v}` });
    if (i === 0) add(`query ${key} twice`, { url: `${url}?${key}=a&${key}=b` });
  }
  // undeclared parameters are ignored, but still parsed: NUL and a UTF-8 surrogate in a value and a key
  add('query undeclared', { url: `${url}?search=%00&x=%ED%A0%80&a%00=1` });
  if (!sendsBody) return cases;

  // the body: each declared property set to each bad value, then bodies of the wrong shape
  const props = Object.keys((bodySchema as { properties?: object } | undefined)?.properties ?? {});
  for (const key of props) {
    for (const v of some(BAD_VALUES, 1))
      add(`body ${key}=${JSON.stringify(v).slice(0, 20)}`, { url, query, payload: { ...body, [key]: v } as object });
  }
  for (const raw of [
    '{',
    '{"a":"\\u0000"}',
    '{"a":"\\ud800"}',
    '[]',
    '"x"',
    'null',
    '1',
    '{"__proto__":{"x":1}}',
    '\u0000',
  ]) {
    add(`body ${raw}`, { url, query, payload: raw, headers: { 'content-type': 'application/json' } });
  }
  add('body not JSON', { url, query, payload: 'a=b', headers: { 'content-type': 'text/plain' } });

  // multipart, broken in every way, to the routes that read uploads
  if ((schema as { consumes?: string[] }).consumes?.includes('multipart/form-data')) {
    const good = multipart({ name: 'x' }, [{ field: 'file', name: 'a.png', type: 'image/png', content: PNG }]);
    const type = good.headers['content-type']!;
    const nulName = multipart({}, [{ field: 'file', name: 'a\u0000.png', type: 'image/png', content: PNG }]);
    const nulField = multipart({ 'na\u0000me': 'x\u0000' }, []);
    const surrogate = multipart({ name: '\ud800x' }, []);
    for (const [what, payload, ct] of [
      ['no boundary', good.payload, 'multipart/form-data'],
      ['wrong boundary', good.payload, 'multipart/form-data; boundary=nothere'],
      ['cut short', good.payload.subarray(0, good.payload.length - 40), type],
      ['headers only', good.payload.subarray(0, 20), type],
      ['NUL in file name', nulName.payload, nulName.headers['content-type']!],
      ['NUL in a field', nulField.payload, nulField.headers['content-type']!],
      ['lone surrogate in a field', surrogate.payload, surrogate.headers['content-type']!],
      ['garbage', crypto.randomBytes(2000), type],
    ] as const) {
      add(`multipart ${what}`, { url, payload: payload as Buffer, headers: { 'content-type': ct } });
    }
  }
  return cases;
}

describe('bad-input walk', () => {
  it('answers malformed input on every route without a 5xx', { timeout: 180_000 }, async () => {
    const routes = apiRoutes(t.app).filter((r) => !SKIP.has(`${r.method} ${r.url}`));
    expect(routes.length).toBeGreaterThan(50);
    const cases = routes.flatMap(casesFor);
    const started = Date.now();
    const results = await runAll(
      cases.map((c) => async () => {
        const res = await t.app.inject(c.req);
        return { ...c, status: res.statusCode, body: res.body };
      }),
    );
    const failures = results
      .filter((x) => x.status >= 500)
      .map((x) => `${x.route} [${x.what}] → ${x.status} ${x.body.slice(0, 160)}`);
    const by = (lo: number, hi: number) => results.filter((x) => x.status >= lo && x.status < hi).length;
    console.log(
      `bad-input walk: ${routes.length} routes, ${results.length} requests: ${by(200, 300)} 2xx, ${by(400, 500)} 4xx, ${by(500, 600)} 5xx in ${Date.now() - started} ms`,
    );
    expect(failures).toEqual([]);
    // the walk's sessions lived through it, so the routes were reached as those callers
    for (const cookie of Object.values(cookies)) {
      expect((await t.app.inject({ url: '/api/v1/auth/session', headers: { cookie } })).statusCode).toBe(200);
    }
  });
});
