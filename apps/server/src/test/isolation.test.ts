import crypto from 'node:crypto';
import type { InjectOptions } from 'fastify';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TLoginType } from '@staffdesk/core/auth';
import { PRIVILEGE_PAGES } from '@staffdesk/core/privileges';
import { allFeatures } from '@staffdesk/core/tenants';
import { insertRole, insertUser } from '../modules/auth/auth.repo.ts';
import { hashPassword } from '../platform/auth/passwords.ts';
import { PLATFORM_TABLES } from '../platform/db/security.ts';
import type { TRouteEntry } from '../platform/http/routes.ts';
import { DEMO_PASSWORD } from '../seed/demo.ts';
import { accepts, asQuery, sample, toJson } from './sample.ts';
import { createTestApp, loginAs, type TTestContext, platformOwner } from './test-app.ts';
import { apiRoutes as walkRoutes, fill, isPlatform, isPublic, paramNames, runAll as runJobs } from './walk.ts';

/**
 * The isolation walk (DESIGN §3, §8): every /api route the app registers — modules added later included, read
 * from the app's route table — is called
 *  (a) without a session: every non-public route answers 401;
 *  (b) as a user of tenant acme, with every path parameter set to ids of tenant demo's records: the answer is 404,
 *      never 2xx, never 403 and never demo's data. Platform routes answer a tenant user 403 or 404.
 *
 * For (b) the request carries a query and a JSON body built from the route's own schemas (see sample.ts), so it
 * reaches the handler, whose lookup of the other tenant's record must come first and find nothing. Acme gets every
 * feature for this file so that no route is answered 404 by the feature gate before its handler runs. A request
 * the harness cannot make valid (a parameter that is not an id, a body it cannot build, multipart) is not counted
 * as exercised: it must still not answer 2xx, 403, 5xx or data, and the route is listed in the output.
 */
let t: TTestContext;
let owner: pg.Client;
let demoId: string;
/** random keys of demo's files (photos), for routes that serve a file by its key */
const fileKeys: string[] = [];
let acmeId: string;
/** ids of demo's records: up to 3 from every tenant-owned table, demo's tenant id and its users' ids */
const candidates: { table: string; id: string }[] = [];
/** strings that must never appear in an answer to acme: demo's ids, e-mails and names */
let demoMarkers: string[] = [];
const cookies: Partial<Record<TLoginType, string>> = {};
/** the scope walk: a demo sub admin limited to organization A, and ids of organization B's records */
let scopedCookie: string;
let orgB: string;
let outOfScope: { table: string; id: string }[] = [];
let outOfScopeMarkers: string[] = [];
/** tables whose rows belong to an organization (their organization_id, or the organizations table by id) */
let orgTables: string[] = [];

/** the text put into demo rows made by topUp(): an answer to acme that holds it leaks demo's data */
const PROBE = `demo-only-${crypto.randomBytes(4).toString('hex')}`;

/**
 * Gives tenant demo one row in every listed table that has none (the demo seed does not cover every module), as the
 * owner, with a plain value for each required column and references to demo's rows in other tables. Best effort:
 * returns the tables it could not fill (a check constraint it cannot guess, a reference to an empty table).
 */
async function topUp(owner: pg.Client, tables: string[], tenantId: string): Promise<string[]> {
  const cols = await owner.query<{
    table: string;
    column: string;
    type: string;
    nullable: boolean;
    hasDefault: boolean;
  }>(
    `select c.relname as table, a.attname as column, format_type(a.atttypid, a.atttypmod) as type,
            not a.attnotnull as nullable, (a.atthasdef or a.attidentity <> '' or a.attgenerated <> '') as "hasDefault"
       from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
      where c.relname = any($1) and a.attnum > 0 and not a.attisdropped`,
    [tables],
  );
  const fks = await owner.query<{ table: string; columns: string[]; refTable: string; refColumns: string[] }>(
    `select c.relname as table, r.relname as "refTable",
            array(select attname from unnest(k.conkey) with ordinality u(n, i) join pg_attribute on attrelid = k.conrelid and attnum = u.n order by i)::text[] as columns,
            array(select attname from unnest(k.confkey) with ordinality u(n, i) join pg_attribute on attrelid = k.confrelid and attnum = u.n order by i)::text[] as "refColumns"
       from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_class r on r.oid = k.confrelid
      where k.contype = 'f' and c.relname = any($1)`,
    [tables],
  );
  const plain = (type: string): string | undefined => {
    if (type.endsWith('[]')) return `'{}'`;
    if (type === 'uuid') return 'gen_random_uuid()';
    if (type === 'text' || type.startsWith('character')) return `'${PROBE}'`;
    if (/^(smallint|integer|bigint|numeric|real|double)/.test(type)) return '1';
    if (type === 'boolean') return 'false';
    if (type === 'date') return `'2026-01-15'`;
    if (type.startsWith('timestamp')) return 'now()';
    if (type.startsWith('time')) return `'08:00'`;
    if (type === 'jsonb' || type === 'json') return `'{}'`;
    if (type === 'bytea') return `'\\x00'`;
    return undefined;
  };
  let pending: string[] = [];
  for (const table of tables) {
    const has = await owner.query(`select 1 from "${table}" where tenant_id = $1 limit 1`, [tenantId]);
    if (has.rowCount === 0) pending.push(table);
  }
  // tables whose references point at empty tables wait for a later round
  for (let round = 0; round < 5 && pending.length; round++) {
    const next: string[] = [];
    for (const table of pending) {
      const names: string[] = ['tenant_id'];
      const values: string[] = [`'${tenantId}'`];
      let ok = true;
      for (const fk of fks.rows.filter((f) => f.table === table)) {
        const cs = fk.columns.filter((c) => c !== 'tenant_id');
        const required = cs.some((c) =>
          cols.rows.find((x) => x.table === table && x.column === c && !x.nullable && !x.hasDefault),
        );
        if (!required || cs.length !== 1) continue;
        const refCol = fk.refColumns[fk.columns.indexOf(cs[0]!)]!;
        const ref = await owner
          .query(`select "${refCol}"::text as v from "${fk.refTable}" where tenant_id = $1 limit 1`, [tenantId])
          .catch(() => undefined);
        if (!ref?.rows[0]) {
          ok = false;
          break;
        }
        names.push(cs[0]!);
        values.push(`'${ref.rows[0].v}'`);
      }
      for (const c of cols.rows.filter(
        (x) => x.table === table && !x.nullable && !x.hasDefault && !names.includes(x.column),
      )) {
        const v = plain(c.type);
        if (v === undefined) ok = false;
        names.push(c.column);
        values.push(v ?? 'null');
      }
      if (!ok) {
        next.push(table);
        continue;
      }
      try {
        await owner.query(
          `insert into "${table}" (${names.map((n) => `"${n}"`).join(', ')}) values (${values.join(', ')})`,
        );
      } catch {
        next.push(table);
      }
    }
    if (next.length === pending.length) break;
    pending = next;
  }
  return pending;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CONCURRENCY = 8;
/** requests for the tenant-route walk: ids per route shrink as routes grow, so the walk stays fast */
const REQUEST_BUDGET = 1200;
const MIN_CANDIDATES_PER_ROUTE = 4;

beforeAll(async () => {
  t = await createTestApp();
  owner = await platformOwner(t);
  const tenants = await owner.query<{ id: string; account: string; name: string }>(
    `select id, account, name from tenants`,
  );
  demoId = tenants.rows.find((r) => r.account === 'demo')!.id;
  acmeId = tenants.rows.find((r) => r.account === 'acme')!.id;
  const demoName = tenants.rows.find((r) => r.account === 'demo')!.name;

  // acme: every feature on, and a user of every tenant login type (a sub admin whose role may do everything)
  await owner.query(`update tenants set features = $1 where id = $2`, [JSON.stringify(allFeatures(true)), acmeId]);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const everything = Object.fromEntries(
    PRIVILEGE_PAGES.map((p) => [p.key, { view: true, add: true, edit: true, delete: true, approve: true }]),
  );
  await t.db.tenant(acmeId, async (db) => {
    const role = await insertRole(db, { tenantId: acmeId, name: 'Everything', privileges: everything });
    await insertUser(db, {
      tenantId: acmeId,
      passwordHash,
      email: 'sub@acme.test',
      loginType: 'sub_admin',
      roleId: role.id,
      isEmployee: true,
      firstName: 'Sub',
      lastName: 'Acme',
    });
    await insertUser(db, {
      tenantId: acmeId,
      passwordHash,
      email: 'guard@acme.test',
      loginType: 'security',
      firstName: 'Guard',
      lastName: 'Acme',
    });
  });
  cookies.hr_admin = await loginAs(t.app, 'hr@acme.test', 'acme');
  cookies.sub_admin = await loginAs(t.app, 'sub@acme.test', 'acme');
  cookies.emp = await loginAs(t.app, 'emp@acme.test', 'acme');
  cookies.security = await loginAs(t.app, 'guard@acme.test', 'acme');

  // demo's records, from every table under row-level security that has an id; tables the seed leaves empty get one
  const tables = await owner.query<{ table: string; idType: string | null }>(
    `select c.relname as table,
            (select format_type(a.atttypid, a.atttypmod) from pg_attribute a
              where a.attrelid = c.oid and a.attname = 'id' and not a.attisdropped) as "idType"
       from pg_class c join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
      where c.relkind in ('r', 'p') and c.relrowsecurity
        and exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'tenant_id' and not a.attisdropped)
      order by 1`,
  );
  // ids are uuids by convention; identity numbers repeat across tables, so they could name acme's own rows
  const idTables = tables.rows
    .filter((r) => !PLATFORM_TABLES.includes(r.table) && r.idType === 'uuid')
    .map((r) => r.table);
  const skipped = await topUp(owner, idTables, demoId);
  if (skipped.length) console.log(`isolation walk: no demo row could be made for ${skipped.join(', ')}`);

  const seen = new Set<string>();
  const add = (table: string, id: string) => {
    if (!seen.has(id)) candidates.push({ table, id });
    seen.add(id);
  };
  add('tenants', demoId);
  for (const table of idTables) {
    const r = await owner.query<{ id: string }>(
      `select id::text as id from "${table}" where tenant_id = $1 order by id limit 3`,
      [demoId],
    );
    for (const { id } of r.rows) add(table, id);
  }
  const users = await owner.query<{ id: string; email: string; first_name: string; last_name: string }>(
    `select id::text as id, email, first_name, last_name from users where tenant_id = $1`,
    [demoId],
  );
  for (const u of users.rows) add('users', u.id);
  // files are served by their random key (account photos): demo's HR admin gets one, and routes with a :key try it
  const photoKey = crypto.randomBytes(16).toString('hex');
  await owner.query(
    `update users set photo_key = $1, photo_type = 'image/png' where tenant_id = $2 and email = 'hr@demo.test'`,
    [photoKey, demoId],
  );
  fileKeys.push(photoKey);
  demoMarkers = [...seen, demoName, PROBE, ...users.rows.flatMap((u) => [u.email, `${u.first_name} ${u.last_name}`])];

  // the scope walk: demo's sub admin limited to organization A, with every page
  const orgs = await owner.query<{ id: string; title: string; code: string }>(
    `select id, title, code from organizations where tenant_id = $1 and deleted_at is null order by code`,
    [demoId],
  );
  expect(orgs.rows.length).toBeGreaterThanOrEqual(2);
  const orgA = orgs.rows[0]!.id;
  orgB = orgs.rows[1]!.id;
  await t.db.tenant(demoId, async (db) => {
    const role = await insertRole(db, {
      tenantId: demoId,
      name: 'Everything in A',
      privileges: everything,
      organizationIds: [orgA],
    });
    await insertUser(db, {
      tenantId: demoId,
      passwordHash,
      email: 'scoped@demo.test',
      loginType: 'sub_admin',
      roleId: role.id,
      firstName: 'Scoped',
      lastName: 'Demo',
    });
  });
  scopedCookie = await loginAs(t.app, 'scoped@demo.test', 'demo');
  const withOrg = await owner.query<{ table: string }>(
    `select c.relname as table from pg_class c join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
      where c.relkind = 'r' and exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'organization_id' and not a.attisdropped)
        and exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'id' and not a.attisdropped)
      order by 1`,
  );
  // the audit log grows by the walk's denied entries: that is the point, not a change to B
  orgTables = ['organizations', ...withOrg.rows.map((r) => r.table).filter((x) => x !== 'audit_log')];
  outOfScope = [{ table: 'organizations', id: orgB }];
  for (const table of orgTables.slice(1)) {
    const r = await owner.query<{ id: string }>(
      `select id::text as id from "${table}" where tenant_id = $1 and organization_id = $2 order by id limit 3`,
      [demoId, orgB],
    );
    outOfScope.push(...r.rows.map(({ id }) => ({ table, id })));
  }
  const b = orgs.rows[1]!;
  outOfScopeMarkers = [...outOfScope.map((c) => c.id), b.title, b.code];
});
afterAll(async () => {
  await owner?.end();
  await t?.close();
});

const apiRoutes = () => walkRoutes(t.app);
const runAll = <T>(jobs: (() => Promise<T>)[]) => runJobs(jobs, CONCURRENCY);

/** The acme caller for a route: the first login type a role route names, else the HR admin. */
function callerFor(r: TRouteEntry): { type: TLoginType; cookie: string } {
  if (r.access?.startsWith('role:')) {
    const type = r.access
      .slice(5)
      .split(',')
      .find((x) => cookies[x as TLoginType]) as TLoginType | undefined;
    if (type) return { type, cookie: cookies[type]! };
  }
  return { type: 'hr_admin', cookie: cookies.hr_admin! };
}

/** Candidates for a route, most relevant first: ids of tables its path names, then the rest, capped. */
function candidatesFor(r: TRouteEntry, routeIndex: number, max: number): string[] {
  const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
  const segments = r.url
    .split('/')
    .filter((s) => s && !s.startsWith(':'))
    .map(norm)
    .filter((s) => s.length >= 4);
  // singular and plural spellings (holiday / holidays, category / categories) share all but their last letters
  const similar = (a: string, b: string) => {
    let i = 0;
    while (i < a.length && i < b.length && a[i] === b[i]) i++;
    return i >= Math.max(a.length, b.length) - 3;
  };
  const related = (table: string) => {
    const n = norm(table);
    return segments.some((s) => similar(s, n) || (s.length >= 5 && n.replace(/s$/, '').endsWith(s)));
  };
  const first = candidates.filter((c) => related(c.table) || c.table === 'tenants');
  const rest = candidates.filter((c) => !first.includes(c));
  // rotate the rest so that, over all routes, every table's ids get used
  const offset = rest.length ? routeIndex % rest.length : 0;
  const rotated = [...rest.slice(offset), ...rest.slice(0, offset)];
  const ids = [...first, ...rotated].map((c) => c.id).slice(0, max);
  if (paramNames(r.url).some((p) => /account/i.test(p))) ids.unshift('demo');
  if (paramNames(r.url).includes('key')) ids.unshift(...fileKeys);
  return ids;
}

type TCall = { route: string; value: string; exercised: boolean; status: number; body: string };

async function callAsAcme(r: TRouteEntry, value: string, cookie: string): Promise<TCall> {
  const schema = r.schema ?? {};
  const names = paramNames(r.url);
  const params = Object.fromEntries(names.map((n) => [n, value]));
  const uuid = UUID.test(value) ? value : demoId;
  const querySchema = schema.querystring ?? (schema as { query?: unknown }).query;
  const query = asQuery(sample(toJson(querySchema), uuid));
  const hasBody = r.method !== 'GET' && r.method !== 'DELETE' ? true : !!schema.body;
  const body = schema.body ? sample(toJson(schema.body), uuid) : {};
  const exercised =
    accepts(schema.params, params) && accepts(querySchema, query) && (!schema.body || accepts(schema.body, body));
  const req: InjectOptions = {
    method: r.method as 'GET',
    url: fill(r.url, () => value),
    query,
    headers: { cookie },
    ...(hasBody ? { payload: body as object } : {}),
  };
  const res = await t.app.inject(req);
  return { route: `${r.method} ${r.url}`, value, exercised, status: res.statusCode, body: res.body };
}

/** Demo strings in an answer that the request did not carry itself. */
function leaks(call: TCall): string[] {
  return demoMarkers.filter((m) => m !== call.value && call.body.includes(m));
}

/** A digest of organization B's rows in every organization-bound table: a change anywhere changes it. */
async function digestOfB(): Promise<string> {
  const parts: string[] = [];
  for (const table of orgTables) {
    const col = table === 'organizations' ? 'id' : 'organization_id';
    const r = await owner.query<{ d: string | null }>(
      `select md5(string_agg(t::text, '|' order by t::text)) as d from "${table}" t where ${col} = $1`,
      [orgB],
    );
    parts.push(`${table}:${r.rows[0]?.d ?? '-'}`);
  }
  return parts.join(' ');
}

describe('isolation walk', () => {
  it('walks the routes of the app', () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(5);
    expect(candidates.length).toBeGreaterThanOrEqual(5); // demo's tenant, users and role at least
    console.log(
      `isolation walk: ${routes.length} api routes, ${routes.filter((r) => !isPublic(r)).length} non-public, ` +
        `${candidates.length} demo ids from ${new Set(candidates.map((c) => c.table)).size} tables`,
    );
  });

  it('answers 401 on every non-public route without a session', async () => {
    const routes = apiRoutes().filter((r) => !isPublic(r));
    const results = await runAll(
      routes.map((r) => async () => {
        const res = await t.app.inject({
          method: r.method as 'GET',
          url: fill(r.url, () => crypto.randomUUID()),
          ...(r.method === 'GET' || r.method === 'DELETE' ? {} : { payload: {} }),
        });
        return { route: `${r.method} ${r.url}`, status: res.statusCode, code: res.json().code };
      }),
    );
    const wrong = results.filter((x) => x.status !== 401 || x.code !== 'unauthenticated');
    expect(wrong, JSON.stringify(wrong, null, 1)).toEqual([]);
    // and with a cookie that names no session
    const bogus = await runAll(
      routes.map((r) => async () => {
        const res = await t.app.inject({
          method: r.method as 'GET',
          url: fill(r.url, () => crypto.randomUUID()),
          headers: { cookie: `sd_session=${crypto.randomBytes(32).toString('base64url')}` },
        });
        return { route: `${r.method} ${r.url}`, status: res.statusCode };
      }),
    );
    expect(bogus.filter((x) => x.status !== 401)).toEqual([]);
  });

  it('keeps platform routes from tenant users', async () => {
    const routes = apiRoutes().filter(isPlatform);
    expect(routes.length).toBeGreaterThan(0);
    const jobs = routes.flatMap((r) =>
      (['hr_admin', 'sub_admin', 'emp', 'security'] as const).map((type) => async () => {
        const call = await callAsAcme(r, candidates[0]!.id, cookies[type]!);
        return { ...call, type };
      }),
    );
    const results = await runAll(jobs);
    const wrong = results.filter((c) => (c.status !== 403 && c.status !== 404) || leaks(c).length > 0);
    expect(wrong.map((c) => `${c.type} ${c.route} → ${c.status} ${c.body.slice(0, 200)}`)).toEqual([]);
  });

  it("answers 404 to acme on every tenant route given demo's ids", async () => {
    const routes = apiRoutes().filter((r) => !isPublic(r) && !isPlatform(r) && paramNames(r.url).length > 0);
    const perRoute = Math.max(MIN_CANDIDATES_PER_ROUTE, Math.floor(REQUEST_BUDGET / Math.max(routes.length, 1)));
    const jobs = routes.flatMap((r, i) => {
      const caller = callerFor(r);
      return candidatesFor(r, i, perRoute).map((value) => () => callAsAcme(r, value, caller.cookie));
    });
    const results = await runAll(jobs);
    if (process.env.ISOLATION_DEBUG) {
      for (const [i, r] of routes.entries())
        console.log(
          r.url,
          candidatesFor(r, i, perRoute)
            .map((v) => candidates.find((c) => c.id === v)?.table ?? v)
            .join(' '),
        );
    }

    const failures: string[] = [];
    for (const c of results) {
      const leaked = leaks(c);
      const bad =
        leaked.length > 0 ||
        (c.status >= 200 && c.status < 400) ||
        c.status === 403 ||
        c.status >= 500 ||
        (c.exercised && c.status !== 404);
      if (bad)
        failures.push(
          `${c.route} [${c.value}] → ${c.status}${leaked.length ? ` leaks ${leaked.join(', ')}` : ''} ${c.body.slice(0, 200)}`,
        );
    }
    const routesExercised = new Set(results.filter((c) => c.exercised).map((c) => c.route));
    const notExercised = routes.map((r) => `${r.method} ${r.url}`).filter((k) => !routesExercised.has(k));
    console.log(
      `isolation walk: ${routes.length} tenant routes with parameters, ${results.length} requests, ` +
        `${routesExercised.size} routes reached their handler` +
        (notExercised.length
          ? `\n  not reached (parameters or body the walk cannot fill): ${notExercised.join(', ')}`
          : ''),
    );
    expect(failures).toEqual([]);
    expect(notExercised, 'routes the walk cannot reach: make sample.ts fill them').toEqual([]);
  }, 120_000);

  it("answers 404 to a sub admin limited to organization A on every page route given organization B's ids, and changes nothing", async () => {
    expect(outOfScope.length).toBeGreaterThan(3);
    const routes = apiRoutes().filter((r) => r.access?.startsWith('page:') && paramNames(r.url).length > 0);
    const before = await digestOfB();
    const jobs = routes.flatMap((r) => {
      const norm = (x: string) => x.toLowerCase().replace(/[^a-z]/g, '');
      const segs = r.url
        .split('/')
        .filter((x) => x && !x.startsWith(':'))
        .map(norm);
      // ids of the tables the path names first, then one of every other table
      const near = outOfScope.filter((c) =>
        segs.some((x) => x.length >= 4 && norm(c.table).includes(x.replace(/s$/, ''))),
      );
      const far = [...new Map(outOfScope.map((c) => [c.table, c])).values()];
      const values = [...new Set([...near, ...far].map((c) => c.id))].slice(0, 6);
      return values.map((value) => () => callAsAcme(r, value, scopedCookie));
    });
    const results = await runAll(jobs);
    const failures: string[] = [];
    for (const c of results) {
      const leaked = outOfScopeMarkers.filter((m) => m !== c.value && c.body.includes(m));
      const bad =
        leaked.length > 0 ||
        (c.status >= 200 && c.status < 400) ||
        c.status === 403 ||
        c.status >= 500 ||
        (c.exercised && c.status !== 404);
      if (bad)
        failures.push(
          `${c.route} [${c.value}] → ${c.status}${leaked.length ? ` leaks ${leaked.join(', ')}` : ''} ${c.body.slice(0, 200)}`,
        );
    }
    expect(failures).toEqual([]);
    const notExercised = routes
      .map((r) => `${r.method} ${r.url}`)
      .filter((k) => !results.some((c) => c.exercised && c.route === k));
    expect(notExercised, 'routes the scope walk cannot reach').toEqual([]);
    expect(await digestOfB()).toBe(before);
  }, 120_000);
});
