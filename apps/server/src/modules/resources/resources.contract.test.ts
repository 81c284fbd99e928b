import { fieldOptions } from '@staffdesk/core/resources/field-options';
import { addDays } from '@staffdesk/core/dates';
import crypto from 'node:crypto';
import { parse } from 'csv-parse/sync';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearHidden, labelField, snake } from '@staffdesk/core/resources/resource-schema';
import { textMax, type TField, type TResource } from '@staffdesk/core/resources/resource-types';
import { RESOURCES, resourceByKey } from '@staffdesk/core/resources/settings-resources';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { DEMO_PASSWORD } from '../../seed/demo.ts';
import { createTestApp, loginAs, type TTestContext, platformOwner } from '../../test/test-app.ts';
import { insertRole, insertUser } from '../auth/auth.repo.ts';
import { insertRecord } from './resources.repo.ts';

/**
 * The contract of the generic settings API (DESIGN §5, §6), generated from RESOURCES: every declared resource gets
 * the same suite — a resource declared later is covered without touching this file. One app for the file; the
 * demo HR admin does the work, sub admins with view-only roles and acme's HR admin try what they may not.
 */
type TRecord = Record<string, unknown> & { id: string };
type TPage = { rows: TRecord[]; total: number; page: number; pageSize: number };
type TRefs = Record<string, string>;

let t: TTestContext;
let owner: pg.Client;
let demoId: string;
let acmeId: string;
let hr: string;
let acmeHr: string;
/** a sub admin whose role holds no flag at all */
let nobody: string;
/** per privilege page: a sub admin whose role holds only `view` on that page */
const viewOnly = new Map<string, string>();
/** per referenced resource: a live demo record (from the seed, through /options) */
let refs: TRefs = {};
/**
 * per resource referenced by a unique field (one disclosure per organization): records made for this file, so the
 * sample records of one resource each point at a different one (by sample index) and never at the seed's.
 */
const uniqueRefPools: Record<string, string[]> = {};
const POOL_SIZE = 16;

/** This run's prefix: values made here never meet the seed's, nor another run's on a shared server. */
const RUN = crypto.randomBytes(2).toString('hex').slice(0, 3);
const pad2 = (n: number) => String(n).padStart(2, '0');

/** A short marker unique to a resource (and to a purpose, by its leading letter), lower case only. */
const markerOf = (r: TResource, lead = 'q') => `${lead}${RUN}${pad2(RESOURCES.indexOf(r))}`;

/**
 * Valid values for a create or update body, built from the declaration. Every text holds `<marker><i>`, so a
 * search for it finds exactly record i, and values of the same field sort alike under any collation (they differ
 * only in i). Numbers stay inside min/max, decimals are strings, references point at `refs[<resource>]`.
 */
function sampleValues(r: TResource, i: number, refs: TRefs, marker = markerOf(r)): Record<string, unknown> {
  const tag = `${marker}${pad2(i)}`;
  const out: Record<string, unknown> = {};
  for (const f of r.fields) {
    const lo = f.min ?? 0;
    const hi = f.max ?? 1_000_000;
    switch (f.type) {
      case 'text':
      case 'textarea': {
        if (textMax(f) < tag.length + 1)
          throw new Error(`${r.key}.${f.key}: max ${textMax(f)} is too short for a test marker`);
        const long = `${tag} ${f.key.toLowerCase()}`;
        out[f.key] = long.length < textMax(f) ? long : tag;
        break;
      }
      case 'email':
        out[f.key] = `${tag}@example.test`;
        break;
      case 'int':
      case 'duration':
        out[f.key] = Math.min(hi, Math.max(lo, 0) + 1 + i);
        break;
      case 'weekdays':
        // a different set for each i: Monday to some day of the week
        out[f.key] = [1, 2, 3, 4, 5, 6, 7].slice(0, 1 + (i % 7));
        break;
      case 'decimal':
        // as the database answers it: as many decimals as the field keeps
        out[f.key] = `${Math.floor(Math.min(hi - 1, Math.max(lo, 0) + 1 + i))}.${'50'.padEnd(f.scale ?? 2, '0')}`;
        break;
      case 'date':
        out[f.key] = addDays('2031-01-01', i);
        break;
      case 'month':
        // a year of this run's own, a month per sample
        out[f.key] = `${2100 + (Number.parseInt(RUN, 16) % 4000) + Math.floor(i / 12)}-${pad2(1 + (i % 12))}`;
        break;
      case 'time':
        // different for every i of a set, some before noon and some after (both ends of the day sort)
        out[f.key] = `${pad2((5 + i * 7) % 24)}:${pad2((i * 13) % 60)}`;
        break;
      case 'boolean':
        out[f.key] = i % 2 === 0;
        break;
      case 'color':
        out[f.key] = `#a0b0${(i % 256).toString(16).padStart(2, '0')}`;
        break;
      case 'select':
        out[f.key] = fieldOptions(f)[0];
        break;
      case 'ref': {
        const pool = f.unique ? uniqueRefPools[f.ref!] : undefined;
        if (!pool && !refs[f.ref!] && f.required) throw new Error(`no live ${f.ref} record for ${r.key}.${f.key}`);
        out[f.key] = pool ? pool[i % pool.length] : (refs[f.ref!] ?? null);
        break;
      }
      case 'richtext':
        out[f.key] = `<p>${tag} ${f.key.toLowerCase()}</p>`;
        break;
      case 'options':
        out[f.key] = ['A', 'B'];
        break;
      case 'locations':
        out[f.key] = [{ name: `${tag} place`, latitude: 11.5 + i / 100, longitude: 104.9282, radius: 100 + i }];
        break;
      case 'secret':
        out[f.key] = `${tag}-a-long-secret`;
        break;
      case 'brackets':
        // a sound table: the second row's base is the first row's tax
        out[f.key] = [
          { min: '0', max: '1000', rate: String(i % 30), base: '0' },
          { min: '1000', max: null, rate: '30', base: String(10 * (i % 30)) },
        ];
        break;
      case 'entitlements':
        out[f.key] = [
          {
            leaveTypeId: refs.leaveType,
            days: String(10 + i),
            earning: 'monthly',
            carryCap: '5',
            carryExpiryMonths: 3,
          },
        ];
        break;
    }
  }
  // what the form sends: fields another field hides are empty
  return clearHidden(r, out);
}

/** A field as the API shows it back: a secret only as whether one is set. */
const shown = (f: TField, record: Record<string, unknown>) =>
  f.type === 'secret' ? record[`${f.key}Set`] : record[f.key];
const sent = (f: TField, values: Record<string, unknown>) =>
  f.type === 'secret' ? values[f.key] != null : values[f.key];
/** An edit form's body: a secret left empty keeps the stored one. */
const keepSecrets = (r: TResource, values: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(values).map(([k, v]) => [k, r.fields.find((f) => f.key === k)?.type === 'secret' ? '' : v]),
  );

/** One field changed to another valid value: the record's label field where it can. */
function changeOne(r: TResource, values: Record<string, unknown>): { field: string; value: unknown } {
  const f = r.fields.find((x) => x.key === labelField(r))!;
  const v = values[f.key];
  if (typeof v === 'string' && (f.type === 'text' || f.type === 'textarea')) {
    return { field: f.key, value: v.length < textMax(f) ? `${v}u` : `${v.slice(0, -1)}u` };
  }
  if (typeof v === 'string' && f.type === 'date') return { field: f.key, value: addDays(v, 500) };
  if (typeof v === 'string' && f.type === 'month')
    return { field: f.key, value: `${Number(v.slice(0, 4)) + 50}${v.slice(4)}` };
  const rich = r.fields.find((x) => x.type === 'richtext');
  if (rich && typeof values[rich.key] === 'string')
    return { field: rich.key, value: (values[rich.key] as string).replace('</p>', 'u</p>') };
  const int = r.fields.find((x) => x.type === 'int')!;
  const n = values[int.key] as number;
  return { field: int.key, value: n > (int.min ?? 0) ? n - 1 : n + 1 };
}

const api = (r: TResource, rest = '') => `/api/v1/resources/${r.key}${rest}`;

function call(
  cookie: string,
  method: InjectOptions['method'],
  url: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url,
    headers: { cookie },
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });
}
async function ok<T>(res: LightMyRequestResponse, status = 200): Promise<T> {
  if (res.statusCode !== status) throw new Error(`expected ${status}, got ${res.statusCode}: ${res.body}`);
  return (res.body ? res.json() : undefined) as T;
}
const list = async (r: TResource, q: string, cookie = hr, deleted = false) =>
  ok<TPage>(await call(cookie, 'GET', `${api(r, deleted ? '/deleted' : '')}?${q}`));
const create = async (r: TResource, values: Record<string, unknown>, cookie = hr) =>
  ok<TRecord>(await call(cookie, 'POST', api(r), values), 201);
const remove = (r: TResource, id: string, reason?: string, cookie = hr) =>
  call(cookie, 'DELETE', api(r, `/${id}`), reason === undefined ? undefined : { reason });

async function auditOf(entity: string, entityId: string) {
  const res = await owner.query<{
    action: string;
    before: unknown;
    after: unknown;
    reason: string | null;
    actor_name: string | null;
  }>(
    `select action, before, after, reason, actor_name from audit_log where tenant_id = $1 and entity = $2 and entity_id = $3 order by id`,
    [demoId, entity, entityId],
  );
  return res.rows;
}

/** The order the API promises: by the field (nulls last, text case-insensitively), ties by id. */
function ownSort(r: TResource, rows: TRecord[], field: string, dir: 'asc' | 'desc'): TRecord[] {
  const f = r.fields.find((x) => x.key === field);
  const key = (row: TRecord): string | number | boolean | null => {
    const v = f?.type === 'ref' ? row[`${field}Label`] : row[field];
    if (v === null || v === undefined) return null;
    if (f?.type === 'decimal') return Number(v);
    return typeof v === 'string' ? v.toLowerCase() : (v as number | boolean);
  };
  return [...rows].sort((a, b) => {
    const [x, y] = [key(a), key(b)];
    if (x !== y) {
      if (x === null) return 1;
      if (y === null) return -1;
      const c = x < y ? -1 : 1;
      return dir === 'asc' ? c : -c;
    }
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  });
}

const ids = (rows: TRecord[]) => rows.map((x) => x.id);
const denial = (action: 'view' | 'add' | 'edit' | 'delete') => ({
  code: `privilege.${action}`,
  message: {
    view: 'Do not have Privilege',
    add: 'Do not have Add Privilege',
    edit: 'Do not have Edit Privilege',
    delete: 'Do not have Delete Privilege',
  }[action],
});

/** what records refer to: ref fields, and a leave template's lines (leave types) */
const REF_TARGETS = [
  ...new Set(
    RESOURCES.flatMap((r) =>
      r.fields.flatMap((f) => (f.type === 'ref' ? [f.ref!] : f.type === 'entitlements' ? ['leaveType'] : [])),
    ),
  ),
];
const PAGES = [...new Set(RESOURCES.map((r) => r.page))];

beforeAll(async () => {
  // sessions are resolved once per few seconds, as in production: nothing here changes a session after login
  t = await createTestApp({ sessionCacheMs: 5000 });
  owner = await platformOwner(t);
  const tenants = await owner.query<{ id: string; account: string }>(`select id, account from tenants`);
  demoId = tenants.rows.find((x) => x.account === 'demo')!.id;
  acmeId = tenants.rows.find((x) => x.account === 'acme')!.id;

  // sub admins of demo: one per privilege page with only `view` on it, and one whose role holds nothing
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const emailOf = (p: string) => `view-${p.toLowerCase()}@demo.test`;
  await t.db.tenant(demoId, async (db) => {
    for (const p of PAGES) {
      const role = await insertRole(db, {
        tenantId: demoId,
        name: `View only: ${p}`,
        privileges: { [p]: { view: true, add: false, edit: false, delete: false } },
      });
      await insertUser(db, {
        tenantId: demoId,
        passwordHash,
        email: emailOf(p),
        loginType: 'sub_admin',
        roleId: role.id,
        firstName: 'View',
        lastName: p,
      });
    }
    const none = await insertRole(db, { tenantId: demoId, name: 'Nothing', privileges: {} });
    await insertUser(db, {
      tenantId: demoId,
      passwordHash,
      email: 'nobody@demo.test',
      loginType: 'sub_admin',
      roleId: none.id,
      firstName: 'No',
      lastName: 'Body',
    });
  });
  const cookies = await Promise.all([
    loginAs(t.app, 'hr@demo.test', 'demo'),
    loginAs(t.app, 'hr@acme.test', 'acme'),
    loginAs(t.app, 'nobody@demo.test', 'demo'),
    ...PAGES.map((p) => loginAs(t.app, emailOf(p), 'demo')),
  ]);
  [hr, acmeHr, nobody] = cookies as [string, string, string];
  for (const [i, p] of PAGES.entries()) viewOnly.set(p, cookies[3 + i]!);

  // references point at the seed's records, read before any test adds its own
  refs = Object.fromEntries(
    await Promise.all(
      REF_TARGETS.map(async (key) => {
        const opts = await ok<{ id: string; label: string }[]>(
          await call(hr, 'GET', `/api/v1/resources/${key}/options`),
        );
        if (opts.length === 0) throw new Error(`the demo seed has no ${key} to refer to`);
        return [key, opts[0]!.id] as const;
      }),
    ),
  );
  const uniqueTargets = [
    ...new Set(RESOURCES.flatMap((r) => r.fields.filter((f) => f.type === 'ref' && f.unique).map((f) => f.ref!))),
  ];
  for (const key of uniqueTargets) {
    const target = resourceByKey(key)!;
    const pool: string[] = [];
    for (let k = 0; k < POOL_SIZE; k++)
      pool.push((await create(target, sampleValues(target, 90 + k, refs, markerOf(target, 'p')))).id);
    uniqueRefPools[key] = pool;
  }
});
afterAll(async () => {
  await owner?.end();
  await t?.close();
});

describe.each(RESOURCES)('resource $key', (r) => {
  const M = markerOf(r);
  const searchable = r.fields.filter((f) => r.columns.some((c) => c.field === f.key && c.searchable));
  const sortable = r.columns.find((c) => c.sortable)?.field;
  const uniques = r.fields.filter((f) => f.unique);
  /** record 0 is the one under test; 1..5 make the small set that sort and pagination run on */
  let values: Record<string, unknown>;
  let main: TRecord;
  const set: TRecord[] = [];

  it('creates a record (201), echoing its fields, and audits it', async () => {
    values = sampleValues(r, 0, refs);
    main = await create(r, values);
    expect(main.id).toMatch(/^[0-9a-f-]{36}$/);
    for (const f of r.fields) expect(shown(f, main), f.key).toEqual(sent(f, values));
    for (const f of r.fields.filter((x) => x.type === 'ref'))
      expect(main[`${f.key}Label`], `${f.key}Label`).toEqual(expect.any(String));
    expect(main).toMatchObject({
      createdByName: 'Dara Sok',
      createdByType: 'hr_admin',
      deletedAt: null,
      deleteReason: null,
    });
    const extra = await Promise.all([1, 2, 3, 4, 5].map((i) => create(r, sampleValues(r, i, refs))));
    set.push(main, ...extra);

    const audit = await auditOf(r.key, main.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'create', actor_name: 'Dara Sok' });
    // a secret is audited as written, never as its value
    const secrets = r.fields.filter((f) => f.type === 'secret').map((f) => [f.key, '(changed)']);
    expect(audit[0]!.after).toMatchObject({ ...values, ...Object.fromEntries(secrets) });
    if (secrets.length > 0) expect(JSON.stringify(audit[0]!.after)).not.toContain('a-long-secret');
  });

  it('reads it back (GET /:id)', async () => {
    const got = await ok<TRecord>(await call(hr, 'GET', api(r, `/${main.id}`)));
    expect(got).toEqual(main);
    const missing = await call(hr, 'GET', api(r, `/${crypto.randomUUID()}`));
    expect(missing.statusCode).toBe(404);
  });

  it('updates it (PUT): the change persists, and the audit holds only the changed field', async () => {
    const { field, value } = changeOne(r, values);
    const res = await call(hr, 'PUT', api(r, `/${main.id}`), { ...keepSecrets(r, values), [field]: value });
    const updated = await ok<TRecord>(res);
    expect(updated[field]).toEqual(value);
    const got = await ok<TRecord>(await call(hr, 'GET', api(r, `/${main.id}`)));
    expect(got[field]).toEqual(value);
    for (const f of r.fields.filter((x) => x.key !== field)) expect(shown(f, got), f.key).toEqual(sent(f, values));

    const audit = await auditOf(r.key, main.id);
    expect(audit.map((a) => a.action)).toEqual(['create', 'update']);
    expect(audit[1]).toMatchObject({ before: { [field]: values[field] }, after: { [field]: value } });
    expect(Object.keys(audit[1]!.before as object)).toEqual([field]);
    expect(Object.keys(audit[1]!.after as object)).toEqual([field]);
    values = { ...values, [field]: value };
    main = got;
  });

  it.runIf(searchable.length > 0)(
    'finds exactly the record by a unique marker, and the set by the shared one',
    async () => {
      const one = await list(r, `search=${M}00`);
      expect(one.total).toBe(1);
      expect(ids(one.rows)).toEqual([main.id]);
      expect(one.rows[0]).toEqual(main);
      const upper = await list(r, `search=${`${M}00`.toUpperCase()}`);
      expect(ids(upper.rows)).toEqual([main.id]);
      const all = await list(r, `search=${M}&pageSize=10`);
      expect(all.total).toBe(6);
      expect(new Set(ids(all.rows))).toEqual(new Set(ids(set)));
      // LIKE wildcards in a search are literal
      expect((await list(r, `search=${encodeURIComponent(`${M}%`)}`)).total).toBe(0);
      expect((await list(r, `search=${encodeURIComponent(`${M.slice(0, -1)}_`)}`)).total).toBe(0);
    },
  );

  it.runIf(searchable.length > 0 && !!sortable)('sorts on its first sortable column both ways', async () => {
    const asc = await list(r, `search=${M}&sort=${sortable}:asc&pageSize=10`);
    const desc = await list(r, `search=${M}&sort=${sortable}:desc&pageSize=10`);
    expect(asc.total).toBe(6);
    expect(desc.total).toBe(6);
    expect(ids(asc.rows)).toEqual(ids(ownSort(r, asc.rows, sortable!, 'asc')));
    expect(ids(desc.rows)).toEqual(ids(ownSort(r, desc.rows, sortable!, 'desc')));
    expect(ids(desc.rows)).toEqual(ids(asc.rows).reverse());
    // the set's values in that column are all different, so the two orders are strict
    expect(new Set(asc.rows.map((x) => JSON.stringify(x[sortable!]))).size).toBe(6);
  });

  it.runIf(searchable.length > 0)('paginates with pageSize 5, and refuses a page size outside 5/10/25/50', async () => {
    const p1 = await list(r, `search=${M}&pageSize=5&page=1`);
    const p2 = await list(r, `search=${M}&pageSize=5&page=2`);
    expect(p1).toMatchObject({ total: 6, page: 1, pageSize: 5 });
    expect(p1.rows).toHaveLength(5);
    expect(p2).toMatchObject({ total: 6, page: 2, pageSize: 5 });
    expect(p2.rows).toHaveLength(1);
    const all = await list(r, `search=${M}&pageSize=10`);
    expect([...ids(p1.rows), ...ids(p2.rows)]).toEqual(ids(all.rows));
    const bad = await call(hr, 'GET', `${api(r)}?pageSize=7`);
    expect(bad.statusCode).toBe(400);
  });

  it('exports the matching rows as CSV with a BOM, a header row and the record', async () => {
    const res = await call(hr, 'GET', `${api(r, '/export.csv')}?search=${M}&lang=en`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const now = new Date();
    const day = `${now.getFullYear()}-${pad2(now.getMonth() + 1)}-${pad2(now.getDate())}`;
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${r.route.replace(/^settings/, '')}-${day}.csv"`,
    );
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

    const records = parse(res.body, { bom: true }) as string[][];
    const [header, ...rows] = records;
    expect(header).toHaveLength(r.columns.length);
    expect(header!.every((h) => h.length > 0)).toBe(true);
    expect(rows).toHaveLength(6);
    for (const row of rows) expect(row).toHaveLength(r.columns.length);
    const mine = rows.filter((row) => row.some((cell) => cell.includes(`${M}00`)));
    expect(mine).toHaveLength(1);
    r.columns.forEach((c, k) => {
      const f = r.fields.find((x) => x.key === c.field)!;
      if (f.type === 'text' || f.type === 'textarea' || f.type === 'email')
        expect(mine[0]![k], c.field).toBe(main[c.field] ?? '');
      if (f.type === 'ref') expect(mine[0]![k], c.field).toBe(main[`${c.field}Label`]);
      if (f.type === 'time') expect(mine[0]![k], c.field).toBe(main[c.field]);
    });

    // the export follows the list's sort
    const textAt = r.columns.findIndex((c) =>
      ['text', 'textarea', 'email'].includes(r.fields.find((x) => x.key === c.field)!.type),
    );
    if (sortable && textAt >= 0) {
      const sorted = await call(hr, 'GET', `${api(r, '/export.csv')}?search=${M}&sort=${sortable}:desc`);
      const desc = await list(r, `search=${M}&sort=${sortable}:desc&pageSize=10`);
      const csvOrder = (parse(sorted.body, { bom: true }) as string[][]).slice(1).map((row) => row[textAt]);
      expect(csvOrder).toEqual(desc.rows.map((x) => x[r.columns[textAt]!.field] ?? ''));
    }
  });

  it('answers 400 with a field code for each required field that has no default', async () => {
    const res = await call(hr, 'POST', api(r), {});
    expect(res.statusCode).toBe(400);
    const expected = Object.fromEntries(
      // a field required while another shows it counts when the other's default shows it
      r.fields
        .filter((f) => f.required && f.default === undefined)
        .filter((f) => !f.showWhen || r.fields.find((x) => x.key === f.showWhen!.field)?.default === f.showWhen.equals)
        .map((f) => [f.key, 'required']),
    );
    expect(res.json()).toEqual({
      code: 'validation',
      message: 'All fields marked with * are required',
      fields: expected,
    });
    // an update with no body at all is judged the same way (not as a malformed request)
    const put = await call(hr, 'PUT', api(r, `/${main.id}`));
    expect(put.statusCode).toBe(400);
    expect(put.json()).toEqual({
      code: 'validation',
      message: 'All fields marked with * are required',
      fields: expected,
    });
  });

  it('answers 400 with the field code for each value outside its declaration', async () => {
    const body = sampleValues(r, 40, refs);
    const expected: Record<string, string> = {};
    for (const f of r.fields) {
      if (f.type === 'text' || f.type === 'textarea' || f.type === 'richtext')
        [body[f.key], expected[f.key]] = ['x'.repeat(textMax(f) + 1), 'tooLong'];
      if (f.type === 'email') [body[f.key], expected[f.key]] = ['not-an-email', 'invalidEmail'];
      if (f.type === 'int' && f.max !== undefined) [body[f.key], expected[f.key]] = [f.max + 1, 'tooLarge'];
      if (f.type === 'duration') [body[f.key], expected[f.key]] = ['1:75', 'invalidDuration'];
      if (f.type === 'weekdays') [body[f.key], expected[f.key]] = [[1, 8], 'invalidOption'];
      // one decimal more than the field keeps
      if (f.type === 'decimal')
        [body[f.key], expected[f.key]] = [`12.${'3'.repeat((f.scale ?? 2) + 1)}`, 'invalidNumber'];
      if (f.type === 'date') [body[f.key], expected[f.key]] = ['2031-13-45', 'invalidDate'];
      if (f.type === 'month') [body[f.key], expected[f.key]] = ['2031-13', 'invalidDate'];
      if (f.type === 'brackets') {
        body[f.key] = [{ min: 'x', max: null, rate: '101', base: '0' }];
        Object.assign(expected, { [`${f.key}.0.min`]: 'invalidNumber', [`${f.key}.0.rate`]: 'tooLarge' });
      }
      if (f.type === 'time') [body[f.key], expected[f.key]] = ['24:00', 'invalidTime'];
      if (f.type === 'color') [body[f.key], expected[f.key]] = ['red', 'invalidColor'];
      if (f.type === 'select') [body[f.key], expected[f.key]] = ['no-such-option', 'invalidOption'];
      if (f.type === 'ref') [body[f.key], expected[f.key]] = ['not-a-uuid', 'invalidReference'];
      if (f.type === 'secret' && f.min) [body[f.key], expected[f.key]] = ['x'.repeat(f.min - 1), 'tooShort'];
      if (f.type === 'locations') {
        // each row names what is wrong with it
        body[f.key] = [{ name: '', latitude: 91, longitude: 0, radius: 5 }];
        Object.assign(expected, {
          [`${f.key}.0.name`]: 'required',
          [`${f.key}.0.latitude`]: 'invalidCoordinate',
          [`${f.key}.0.radius`]: 'tooSmall',
        });
      }
    }
    const res = await call(hr, 'POST', api(r), body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'validation',
      message: 'All fields marked with * are required',
      fields: expected,
    });
  });

  it.runIf(uniques.length > 0)(
    'refuses a second live record with a unique value in other case (409), and a restore that would clash',
    async () => {
      for (const f of uniques) {
        const body = {
          ...sampleValues(r, 41, refs),
          // unique within the fields it is unique with (a table's name per organization and day)
          ...Object.fromEntries((f.uniqueWith ?? []).map((k) => [k, values[k]])),
          [f.key]: typeof values[f.key] === 'string' ? (values[f.key] as string).toUpperCase() : values[f.key],
        };
        const res = await call(hr, 'POST', api(r), body);
        expect(res.statusCode, f.key).toBe(409);
        expect(res.json()).toMatchObject({ code: 'duplicate', fields: { [f.key]: 'duplicate' } });
        // the same through an update of another record
        const other = set[1]!;
        const put = await call(hr, 'PUT', api(r, `/${other.id}`), {
          ...sampleValues(r, 1, refs),
          ...Object.fromEntries((f.uniqueWith ?? []).map((k) => [k, values[k]])),
          [f.key]: body[f.key],
        });
        expect(put.statusCode, f.key).toBe(409);
        expect(put.json()).toMatchObject({ code: 'duplicate', fields: { [f.key]: 'duplicate' } });
      }
      // uniqueness holds among live records: a deleted record's value is free again, and its restore then clashes
      const gone = await create(r, sampleValues(r, 42, refs));
      expect((await remove(r, gone.id, 'clash test')).statusCode).toBe(204);
      const again = await create(r, sampleValues(r, 42, refs));
      const clash = await call(hr, 'POST', api(r, `/${gone.id}/restore`));
      expect(clash.statusCode).toBe(409);
      expect(clash.json()).toMatchObject({ code: 'duplicate' });
      const [[clashField, code]] = Object.entries(clash.json().fields as Record<string, string>) as [[string, string]];
      expect(uniques.map((f) => f.key)).toContain(clashField);
      expect(code).toBe('duplicate');
      expect((await remove(r, again.id, 'clash test')).statusCode).toBe(204);
    },
  );

  it('deletes only with a reason, lists the record as deleted, and restores it', async () => {
    for (const res of [await remove(r, main.id), await remove(r, main.id, '   ')]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'reasonRequired' });
    }
    expect((await call(hr, 'GET', api(r, `/${main.id}`))).statusCode).toBe(200);

    const del = await remove(r, main.id, 'No longer used');
    expect(del.statusCode).toBe(204);
    expect(del.body).toBe('');
    expect((await call(hr, 'GET', api(r, `/${main.id}`))).statusCode).toBe(404);
    expect((await call(hr, 'PUT', api(r, `/${main.id}`), values)).statusCode).toBe(404);
    expect((await remove(r, main.id, 'twice')).statusCode).toBe(404);
    expect(ids((await list(r, `search=${M}&pageSize=10`)).rows)).not.toContain(main.id);
    const deleted = await list(r, `search=${M}00`, hr, true);
    expect(deleted.total).toBe(1);
    expect(deleted.rows[0]).toMatchObject({
      id: main.id,
      deletedByName: 'Dara Sok',
      deleteReason: 'No longer used',
      deletedAt: expect.any(String),
    });

    const restored = await ok<TRecord>(await call(hr, 'POST', api(r, `/${main.id}/restore`)));
    expect(restored).toMatchObject({ id: main.id, deletedAt: null, deletedByName: null, deleteReason: null });
    for (const f of r.fields) expect(shown(f, restored), f.key).toEqual(sent(f, values));
    main = restored;
    expect(ids((await list(r, `search=${M}00`)).rows)).toEqual([main.id]);
    expect((await list(r, `search=${M}00`, hr, true)).total).toBe(0);
    expect((await call(hr, 'POST', api(r, `/${main.id}/restore`))).statusCode).toBe(404);

    const audit = await auditOf(r.key, main.id);
    expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'delete', 'restore']);
    const secrets = r.fields.filter((f) => f.type === 'secret').map((f) => [f.key, '(set)']);
    expect(audit[2]).toMatchObject({ reason: 'No longer used', before: { ...values, ...Object.fromEntries(secrets) } });
  });

  it(`refuses add, edit, delete and restore to a sub admin with only view on page '${r.page}'`, async () => {
    const sub = viewOnly.get(r.page)!;
    expect((await list(r, `search=${M}`, sub)).total).toBe(6);
    expect((await call(sub, 'GET', api(r, `/${main.id}`))).statusCode).toBe(200);
    const victim = set[5]!;
    expect((await remove(r, victim.id, 'for the restore check')).statusCode).toBe(204);

    const tries: [string, Promise<LightMyRequestResponse>, ReturnType<typeof denial>][] = [
      ['add', call(sub, 'POST', api(r), sampleValues(r, 43, refs)), denial('add')],
      ['edit', call(sub, 'PUT', api(r, `/${main.id}`), { ...values, ...sampleValues(r, 43, refs) }), denial('edit')],
      ['delete', remove(r, main.id, 'not allowed', sub), denial('delete')],
      ['restore', call(sub, 'POST', api(r, `/${victim.id}/restore`)), denial('edit')],
    ];
    for (const [what, p, expected] of tries) {
      const res = await p;
      expect(res.statusCode, what).toBe(403);
      expect(res.json(), what).toEqual(expected);
    }
    // nothing changed
    expect(await ok<TRecord>(await call(hr, 'GET', api(r, `/${main.id}`)))).toEqual(main);
    expect((await call(hr, 'GET', api(r, `/${victim.id}`))).statusCode).toBe(404);
    expect((await list(r, `search=${M}43`)).total).toBe(0);
    expect(await ok<TRecord>(await call(hr, 'POST', api(r, `/${victim.id}/restore`)))).toMatchObject({
      id: victim.id,
      deletedAt: null,
    });
  });

  it('refuses the list, a record and the export to a sub admin with no view flag on its page', async () => {
    const others = PAGES.filter((p) => p !== r.page).map((p) => viewOnly.get(p)!);
    const tries = [
      ...[api(r), api(r, '/deleted'), api(r, `/${main.id}`), api(r, '/export.csv')].map(
        (url) => [nobody, url] as const,
      ),
      [others[0]!, api(r)] as const, // view on another page is not view on this one
    ];
    for (const [cookie, url] of tries) {
      const res = await call(cookie, 'GET', url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json(), url).toEqual(denial('view'));
    }
  });

  it("answers another tenant's HR admin 404 for the record, and changes nothing", async () => {
    const victim = set[4]!;
    expect((await remove(r, victim.id, 'for the restore check')).statusCode).toBe(204);
    const tries = [
      call(acmeHr, 'GET', api(r, `/${main.id}`)),
      call(acmeHr, 'PUT', api(r, `/${main.id}`), sampleValues(r, 44, refs)),
      remove(r, main.id, 'not yours', acmeHr),
      remove(r, main.id, undefined, acmeHr),
      call(acmeHr, 'PUT', api(r, `/${main.id}`)),
      call(acmeHr, 'POST', api(r, `/${victim.id}/restore`)),
    ];
    for (const res of await Promise.all(tries)) {
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain(M);
    }
    expect(await ok<TRecord>(await call(hr, 'GET', api(r, `/${main.id}`)))).toEqual(main);
    expect((await call(hr, 'GET', api(r, `/${victim.id}`))).statusCode).toBe(404);
  });
});

describe('references', () => {
  const pairs = RESOURCES.flatMap((r) =>
    r.fields.filter((f) => f.type === 'ref').map((f) => ({ r, f, target: resourceByKey(f.ref!)! })),
  );

  it.each(pairs.map((p) => ({ ...p, name: `${p.r.key}.${p.f.key} → ${p.f.ref}` })))(
    '$name: a referenced record is in use (409); a deleted or foreign one is an invalid reference (400)',
    async ({ r, f, target }: { r: TResource; f: TField; target: TResource }) => {
      const k = RESOURCES.indexOf(r);
      // a resource with two references (a pay code's section and allowance) tests each with records of its own
      const second = r.fields.filter((x) => x.type === 'ref').indexOf(f) > 0;
      const [lr, lv] = second ? ['x', 'y'] : ['r', 'v'];
      const tgt = await create(target, sampleValues(target, 70 + k, refs, markerOf(target, 'r')));
      const user = await create(r, { ...sampleValues(r, 70, refs, markerOf(r, lr)), [f.key]: tgt.id });
      expect(user[`${f.key}Label`]).toBe(tgt[labelField(target)]);

      const inUse = await remove(target, tgt.id, 'in use');
      expect(inUse.statusCode).toBe(409);
      expect(inUse.json()).toMatchObject({ code: 'inUse' });
      expect((await call(hr, 'GET', api(target, `/${tgt.id}`))).statusCode).toBe(200);

      // once the referring record is gone (deleted), the target may go
      expect((await remove(r, user.id, 'done')).statusCode).toBe(204);
      expect((await remove(target, tgt.id, 'free now')).statusCode).toBe(204);

      const invalid = async (ref: string) => {
        const res = await call(hr, 'POST', api(r), { ...sampleValues(r, 71, refs, markerOf(r, lr)), [f.key]: ref });
        expect(res.statusCode, ref).toBe(400);
        expect(res.json().fields, ref).toEqual({ [f.key]: 'invalidReference' });
        const put = await call(hr, 'PUT', api(r, `/${user.id}`), {
          ...sampleValues(r, 70, refs, markerOf(r, lr)),
          [f.key]: ref,
        });
        // the referring record is deleted by now: its own lookup answers first
        expect(put.statusCode).toBe(404);
      };
      await invalid(tgt.id); // deleted
      await invalid(crypto.randomUUID()); // never existed

      // another tenant's live record of the target resource
      let foreign = (
        await owner.query<{ id: string }>(
          `select id from ${target.table} where tenant_id = $1 and deleted_at is null limit 1`,
          [acmeId],
        )
      ).rows[0]?.id;
      foreign ??= await t.db.tenant(acmeId, (db) =>
        insertRecord(db, target, acmeId, sampleValues(target, 72, refs, markerOf(target, 'a')), {
          id: crypto.randomUUID(),
          type: 'hr_admin',
          name: 'Alice Tan',
        }),
      );
      await invalid(foreign);
      // and an update of a live record to those ids is refused alike
      // its own marker: an organization that refers to a group must not clash with another pair's target organization
      const live = await create(r, sampleValues(r, 73, refs, markerOf(r, lv)));
      for (const ref of [tgt.id, foreign]) {
        const put = await call(hr, 'PUT', api(r, `/${live.id}`), {
          ...sampleValues(r, 73, refs, markerOf(r, lv)),
          [f.key]: ref,
        });
        expect(put.statusCode).toBe(400);
        expect(put.json().fields).toEqual({ [f.key]: 'invalidReference' });
      }
    },
  );
});

describe('organization limit', () => {
  const ORG = resourceByKey('organization')!;

  it('refuses a second organization to a basic-package tenant (acme) with orgLimit, also by restore', async () => {
    const before = await ok<TPage>(await call(acmeHr, 'GET', api(ORG)));
    expect(before.total).toBe(1);
    const res = await call(acmeHr, 'POST', api(ORG), sampleValues(ORG, 80, {}, markerOf(ORG, 'l')));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'orgLimit', message: 'More than 1 organization cannot be added' });
    expect((await ok<TPage>(await call(acmeHr, 'GET', api(ORG)))).total).toBe(1);

    // a deleted organization of acme cannot come back while another is live
    const ghost = await t.db.tenant(acmeId, (db) =>
      insertRecord(
        db,
        ORG,
        acmeId,
        { ...sampleValues(ORG, 81, {}, markerOf(ORG, 'l')), kioskPassword: null },
        {
          id: crypto.randomUUID(),
          type: 'hr_admin',
          name: 'Alice Tan',
        },
      ),
    );
    await owner.query(
      `update organizations set deleted_at = now(), delete_reason = 'test' where tenant_id = $1 and id = $2`,
      [acmeId, ghost],
    );
    const restore = await call(acmeHr, 'POST', api(ORG, `/${ghost}/restore`));
    expect(restore.statusCode).toBe(400);
    expect(restore.json()).toMatchObject({ code: 'orgLimit' });
  });

  it('lets only one of several concurrent creates through on a basic tenant with none', async () => {
    const live = await owner.query<{ id: string }>(
      `update organizations set deleted_at = now(), delete_reason = 'test' where tenant_id = $1 and deleted_at is null returning id`,
      [acmeId],
    );
    const answers = await Promise.all(
      [83, 84, 85, 86, 87, 88].map((n) => call(acmeHr, 'POST', api(ORG), sampleValues(ORG, n, {}, markerOf(ORG, 'c')))),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400, 400, 400, 400, 400]);
    expect((await ok<TPage>(await call(acmeHr, 'GET', api(ORG)))).total).toBe(1);
    // as it was: the new one gone, the old ones back
    await owner.query(`delete from organizations where tenant_id = $1 and deleted_at is null`, [acmeId]);
    await owner.query(`update organizations set deleted_at = null, delete_reason = null where id = any($1::uuid[])`, [
      live.rows.map((r) => r.id),
    ]);
  });

  it('lets a pro tenant (demo) have more than one', async () => {
    const res = await call(hr, 'POST', api(ORG), sampleValues(ORG, 82, {}, markerOf(ORG, 'l')));
    expect(res.statusCode).toBe(201);
  });
});

describe('sub-admin organization scope', () => {
  const DEPT = resourceByKey('department')!;
  let scoped: string;
  let orgA: string;
  let orgB: string;

  beforeAll(async () => {
    const orgs = await owner.query<{ id: string; code: string }>(
      `select id, code from organizations where tenant_id = $1 and code in ('MTPP', 'MYKL')`,
      [demoId],
    );
    orgA = orgs.rows.find((o) => o.code === 'MTPP')!.id;
    orgB = orgs.rows.find((o) => o.code === 'MYKL')!.id;
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    await t.db.tenant(demoId, async (db) => {
      const role = await insertRole(db, {
        tenantId: demoId,
        name: 'Phnom Penh departments',
        privileges: { department: { view: true, add: true, edit: true, delete: true } },
        organizationIds: [orgA],
      });
      await insertUser(db, {
        tenantId: demoId,
        passwordHash,
        email: 'scoped@demo.test',
        loginType: 'sub_admin',
        roleId: role.id,
        firstName: 'Scoped',
        lastName: 'Admin',
      });
    });
    scoped = await loginAs(t.app, 'scoped@demo.test', 'demo');
  });

  it("lists, offers and exports only org A's departments", async () => {
    const live = await owner.query<{ id: string; organization_id: string }>(
      `select id, organization_id from departments where tenant_id = $1 and deleted_at is null`,
      [demoId],
    );
    const inA = live.rows.filter((d) => d.organization_id === orgA).map((d) => d.id);
    expect(inA.length).toBeGreaterThan(0);
    expect(live.rows.some((d) => d.organization_id === orgB)).toBe(true);

    const page = await list(DEPT, 'pageSize=50', scoped);
    expect(page.total).toBe(inA.length);
    expect(new Set(ids(page.rows))).toEqual(new Set(inA));
    expect(page.rows.every((d) => d.organizationId === orgA)).toBe(true);
    const options = await ok<{ id: string }[]>(await call(scoped, 'GET', api(DEPT, '/options')));
    expect(new Set(options.map((o) => o.id))).toEqual(new Set(inA));
    const csv = parse((await call(scoped, 'GET', api(DEPT, '/export.csv'))).body, { bom: true }) as string[][];
    expect(csv).toHaveLength(inA.length + 1);
    expect(csv.flat()).not.toContain('采购部');
  });

  it("answers 404 for org B's department and refuses to file one under org B", async () => {
    const b = (
      await owner.query<{ id: string }>(
        `select id from departments where tenant_id = $1 and organization_id = $2 and deleted_at is null limit 1`,
        [demoId, orgB],
      )
    ).rows[0]!.id;
    const body = { name: `${markerOf(DEPT, 's')} scoped`, organizationId: orgA };
    for (const res of [
      await call(scoped, 'GET', api(DEPT, `/${b}`)),
      await call(scoped, 'PUT', api(DEPT, `/${b}`), body),
      await remove(DEPT, b, 'out of scope', scoped),
    ]) {
      expect(res.statusCode).toBe(404);
    }
    expect((await call(hr, 'GET', api(DEPT, `/${b}`))).statusCode).toBe(200);

    const intoB = await call(scoped, 'POST', api(DEPT), { ...body, organizationId: orgB });
    expect(intoB.statusCode).toBe(400);
    expect(intoB.json().fields).toEqual({ organizationId: 'invalidReference' });
    const mine = await create(DEPT, body, scoped);
    expect(mine.organizationId).toBe(orgA);
    const move = await call(scoped, 'PUT', api(DEPT, `/${mine.id}`), { ...body, organizationId: orgB });
    expect(move.statusCode).toBe(400);
    expect(move.json().fields).toEqual({ organizationId: 'invalidReference' });
  });
  it('shows tenant-wide records (no organization) to a scoped sub admin, but leaves changing them to the unscoped', async () => {
    const HOLIDAY = resourceByKey('holiday')!;
    await t.db.tenant(demoId, async (db) => {
      const role = await insertRole(db, {
        tenantId: demoId,
        name: 'Phnom Penh holidays',
        privileges: { holidays: { view: true, add: true, edit: true, delete: true } },
        organizationIds: [orgA],
      });
      await insertUser(db, {
        tenantId: demoId,
        passwordHash: await hashPassword(DEMO_PASSWORD),
        email: 'scoped-h@demo.test',
        loginType: 'sub_admin',
        roleId: role.id,
        firstName: 'Scoped',
        lastName: 'Holidays',
      });
    });
    const cookie = await loginAs(t.app, 'scoped-h@demo.test', 'demo');
    const wide = (
      await owner.query<{ id: string }>(
        `select id from holidays where tenant_id = $1 and organization_id is null and deleted_at is null limit 1`,
        [demoId],
      )
    ).rows[0]!.id;
    const page = await list(HOLIDAY, 'pageSize=50', cookie);
    expect(ids(page.rows)).toContain(wide);
    expect((await call(cookie, 'GET', api(HOLIDAY, `/${wide}`))).statusCode).toBe(200);
    expect(
      (await call(cookie, 'PUT', api(HOLIDAY, `/${wide}`), { date: '2026-01-01', name: 'changed' })).statusCode,
    ).toBe(404);
    expect((await remove(HOLIDAY, wide, 'not mine', cookie)).statusCode).toBe(404);
    // and cannot file a new tenant-wide one either
    const res = await call(cookie, 'POST', api(HOLIDAY), { date: '2026-12-30', name: 'scoped wide' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ organizationId: 'required' });
  });
});

describe('bodies', () => {
  it('answers the required-field codes to a POST without a body', async () => {
    const DEPT = resourceByKey('department')!;
    const res = await t.app.inject({ method: 'POST', url: api(DEPT), headers: { cookie: hr } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ name: 'required', organizationId: 'required' });
  });
});

describe.each(RESOURCES.filter((r) => r.fields.some((f) => f.type === 'time')).map((r) => ({ r, key: r.key })))(
  'time fields of $key',
  ({ r }) => {
    const times = r.fields.filter((f) => f.type === 'time');
    const body = (i: number, over: Record<string, unknown> = {}) => ({
      ...sampleValues(r, i, refs, markerOf(r, 't')),
      ...over,
    });

    it.each(['24:00', '7:5', '7:05', '12:60', '12:00:00', '12h30', 'noon'])(
      'refuses %j as a time (invalidTime)',
      async (bad) => {
        const res = await call(hr, 'POST', api(r), body(60, Object.fromEntries(times.map((f) => [f.key, bad]))));
        expect(res.statusCode).toBe(400);
        expect(res.json().fields).toEqual(Object.fromEntries(times.map((f) => [f.key, 'invalidTime'])));
      },
    );

    it('takes the ends of the day and an end before the start (the next day), and answers HH:MM', async () => {
      const [a, b] = [times[0]!.key, times[1]?.key ?? times[0]!.key];
      const night = await create(r, body(61, { [a]: '22:00', [b]: '06:00' }));
      expect([night[a], night[b]]).toEqual(['22:00', '06:00']);
      const edges = await create(r, body(62, { [a]: '00:00', [b]: '23:59' }));
      expect([edges[a], edges[b]]).toEqual(['00:00', '23:59']);
      const stored = await owner.query(
        `select ${times.map((f) => `${snake(f.key)}::text as "${f.key}"`).join(', ')} from ${r.table} where id = $1`,
        [night.id],
      );
      expect(stored.rows[0][a]).toBe('22:00:00');
    });

    it.each(times.map((f, k) => [f.key, k] as const))('sorts by %s as times of day, both ways', async (field, k) => {
      const m = markerOf(r, `s${k}`);
      for (const [i, v] of ['23:30', '09:05', '00:15', '12:00'].entries())
        await create(r, { ...sampleValues(r, i, refs, m), [field]: v });
      const asc = await list(r, `search=${m}&sort=${field}:asc&pageSize=10`);
      const desc = await list(r, `search=${m}&sort=${field}:desc&pageSize=10`);
      expect(asc.rows.map((x) => x[field])).toEqual(['00:15', '09:05', '12:00', '23:30']);
      expect(ids(desc.rows)).toEqual(ids(asc.rows).reverse());
    });
  },
);

describe('odd input', () => {
  const BANK = resourceByKey('bank')!;

  it('answers 404 for an id that is not a uuid', async () => {
    for (const [method, rest] of [
      ['GET', '/abc'],
      ['PUT', '/abc'],
      ['DELETE', '/abc'],
      ['POST', '/abc/restore'],
    ] as const) {
      const res = await call(hr, method, api(BANK, rest), method === 'DELETE' ? { reason: 'x' } : {});
      expect(res.statusCode, `${method} ${rest}`).toBe(404);
    }
  });

  it('stores an optional text of only spaces as empty (null)', async () => {
    const rec = await create(BANK, { name: `${markerOf(BANK, 'sp')} spaces`, swiftCode: '   ', branch: '  ' });
    expect(rec.swiftCode).toBeNull();
    expect(rec.branch).toBeNull();
  });

  it('exports who deleted, when and why from the deleted list', async () => {
    const rec = await create(BANK, { name: `${markerOf(BANK, 'dx')} gone` });
    expect((await remove(BANK, rec.id as string, 'closed branch')).statusCode).toBe(204);
    const csv = parse(
      (await call(hr, 'GET', api(BANK, `/export.csv?deleted=1&search=${encodeURIComponent(markerOf(BANK, 'dx'))}`)))
        .body,
      { bom: true },
    ) as string[][];
    expect(csv).toHaveLength(2);
    expect(csv[1]).toContain('closed branch');
    expect(csv[1]).toContain('Dara Sok');
  });
});
