import { eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestContext, platformOwner } from '../../test/test-app.ts';
import { users } from '../../modules/auth/auth.tables.ts';
import type { TDb } from './db.ts';
import { prepared } from './prepared.ts';
import { APP_ROLE, PLATFORM_TABLES } from './security.ts';

/** Tenancy is enforced by the database itself (DESIGN §3): these tests talk to it as the app's own role. */
let t: TTestContext;
let owner: pg.Client;
let demoId: string;
let acmeId: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await platformOwner(t);
  const r = await owner.query<{ account: string; id: string }>(`select account, id from tenants`);
  demoId = r.rows.find((x) => x.account === 'demo')!.id;
  acmeId = r.rows.find((x) => x.account === 'acme')!.id;
});
afterAll(async () => {
  await owner.end();
  await t.close();
});

type TRow = Record<string, unknown>;
const rows = (r: { rows: unknown[] }) => r.rows as TRow[];

/** The PostgreSQL error behind a failed call (drizzle wraps it in `cause`). */
async function pgError(p: Promise<unknown>): Promise<{ code?: string; message: string }> {
  try {
    await p;
  } catch (e) {
    const err = ((e as { cause?: unknown }).cause ?? e) as { code?: string; message: string };
    return { code: err.code, message: err.message };
  }
  throw new Error('expected the statement to fail');
}

describe('row-level security', () => {
  it('is enabled, forced and has a policy on every tenant-owned table', async () => {
    const r = await owner.query<{ table: string; rls: boolean; forced: boolean; policies: number }>(
      `select c.relname as table, c.relrowsecurity as rls, c.relforcerowsecurity as forced,
              (select count(*)::int from pg_policy p where p.polrelid = c.oid) as policies
         from pg_class c
         join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
        where c.relkind in ('r', 'p')
          and exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'tenant_id' and not a.attisdropped)
        order by 1`,
    );
    const tenantOwned = r.rows.filter((x) => !PLATFORM_TABLES.includes(x.table));
    expect(tenantOwned.map((x) => x.table)).toEqual(expect.arrayContaining(['users', 'sub_admin_roles', 'audit_log']));
    const weak = tenantOwned.filter((x) => !x.rls || !x.forced || x.policies === 0);
    expect(weak, `tables without forced RLS and a policy: ${weak.map((x) => x.table).join(', ')}`).toEqual([]);
  });

  it('runs the app as a role that is not superuser, not BYPASSRLS and owns no table', async () => {
    const me = await t.db.tenant(acmeId, (db) => db.execute<{ u: string }>(sql`select current_user as u`));
    expect(me.rows[0]!.u).toBe(APP_ROLE);
    const anon = await t.db.anonymous((db) => db.execute<{ u: string }>(sql`select current_user as u`));
    expect(anon.rows[0]!.u).toBe(APP_ROLE);
    const role = await owner.query<{
      rolsuper: boolean;
      rolbypassrls: boolean;
      rolcreaterole: boolean;
      rolcreatedb: boolean;
    }>(`select rolsuper, rolbypassrls, rolcreaterole, rolcreatedb from pg_roles where rolname = $1`, [APP_ROLE]);
    expect(role.rows[0]).toEqual({ rolsuper: false, rolbypassrls: false, rolcreaterole: false, rolcreatedb: false });
    const owned = await owner.query(
      `select c.relname from pg_class c join pg_roles r on r.oid = c.relowner
        where r.rolname = $1 and c.relkind in ('r', 'p', 'v', 'm', 'f')`,
      [APP_ROLE],
    );
    expect(owned.rows).toEqual([]);
  });

  it('shows a tenant only its own rows when a query forgets the tenant filter', async () => {
    const count = async (table: string, tenantId: string) =>
      (await owner.query(`select count(*)::int as n from "${table}" where tenant_id = $1`, [tenantId])).rows[0]
        .n as number;
    const acmeEmails = await owner.query<{ email: string }>(
      `select email from users where tenant_id = $1 order by email`,
      [acmeId],
    );

    const users = rows(await t.db.tenant(acmeId, (db) => db.execute(sql`select * from users order by email`)));
    expect(users.length).toBeGreaterThan(0);
    expect(new Set(users.map((u) => u.tenant_id))).toEqual(new Set([acmeId]));
    expect(users.map((u) => u.email)).toEqual(acmeEmails.rows.map((u) => u.email));
    expect(users.map((u) => u.email)).toContain('hr@acme.test');
    expect(users.map((u) => u.email)).not.toContain('hr@demo.test');

    // every tenant-owned table, not only users: a tenant sees exactly its own rows
    const tables = await owner.query<{ table: string }>(
      `select c.relname as table from pg_class c join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
        where c.relkind = 'r' and c.relrowsecurity order by 1`,
    );
    expect(tables.rows.length).toBeGreaterThanOrEqual(3);
    for (const { table } of tables.rows) {
      const seen = rows(
        await t.db.tenant(acmeId, (db) => db.execute(sql`select tenant_id from ${sql.identifier(table)}`)),
      );
      expect(
        seen.every((r) => r.tenant_id === acmeId),
        table,
      ).toBe(true);
      expect(seen.length, table).toBe(await count(table, acmeId));
    }

    // a direct lookup of another tenant's row by its key finds nothing either
    const demoUser = await owner.query<{ id: string }>(`select id from users where tenant_id = $1 limit 1`, [demoId]);
    const byId = await t.db.tenant(acmeId, (db) =>
      db.execute(sql`select * from users where id = ${demoUser.rows[0]!.id}`),
    );
    expect(byId.rows).toEqual([]);

    const demo = rows(await t.db.tenant(demoId, (db) => db.execute(sql`select * from users`)));
    expect(demo.length).toBe(await count('users', demoId));
    expect(demo.map((u) => u.email)).toContain('hr@demo.test');
    expect(demo.every((u) => u.tenant_id === demoId)).toBe(true);
  });

  it('shows no tenant rows at all when no tenant is set', async () => {
    const r = await t.db.anonymous((db) => db.execute(sql`select count(*)::int as n from users`));
    expect(rows(r)[0]!.n).toBe(0);
    const roles = await t.db.anonymous((db) => db.execute(sql`select count(*)::int as n from sub_admin_roles`));
    expect(rows(roles)[0]!.n).toBe(0);
    // an empty tenant setting is no tenant either
    const blank = await t.db.anonymous(async (db) => {
      await db.execute(sql`select set_config('app.tenant_id', '', true)`);
      return db.execute(sql`select count(*)::int as n from users`);
    });
    expect(rows(blank)[0]!.n).toBe(0);
    // platform context (super admin console) sees every tenant
    const all = await t.db.platform((db) => db.execute(sql`select count(*)::int as n from users`));
    const total = await owner.query(`select count(*)::int as n from users`);
    expect(total.rows[0].n).toBeGreaterThan(0);
    expect(rows(all)[0]!.n).toBe(total.rows[0].n);
  });

  it('refuses a malformed tenant id before any query', async () => {
    await expect((async () => t.db.tenant(`${acmeId}' or true --`, async () => 1))()).rejects.toThrow(
      /invalid tenant id/,
    );
  });

  it("refuses to write a row carrying another tenant's id", async () => {
    const insert = t.db.tenant(acmeId, (db) =>
      db.execute(sql`insert into users (tenant_id, email, password_hash, login_type, first_name)
                     values (${demoId}, 'intruder@demo.test', 'x', 'hr_admin', 'Intruder')`),
    );
    expect((await pgError(insert)).message).toMatch(/violates row-level security policy/);
    // moving an own row into another tenant is refused as well
    const move = t.db.tenant(acmeId, (db) =>
      db.execute(sql`update users set tenant_id = ${demoId} where email = 'emp@acme.test'`),
    );
    expect((await pgError(move)).message).toMatch(/violates row-level security policy/);
    // and another tenant's rows cannot be changed: they are invisible, so nothing is touched
    const touched = await t.db.tenant(acmeId, (db) =>
      db.execute(sql`update users set first_name = 'Hacked' where tenant_id = ${demoId}`),
    );
    expect(touched.rowCount).toBe(0);
    const check = await owner.query(
      `select count(*)::int as n from users where email = 'intruder@demo.test' or first_name = 'Hacked'`,
    );
    expect(check.rows[0].n).toBe(0);
    const acme = await owner.query(`select tenant_id from users where email = 'emp@acme.test'`);
    expect(acme.rows[0].tenant_id).toBe(acmeId);
  });

  it('keeps the audit log append-only for the app, even in platform context', async () => {
    await t.db.tenant(acmeId, (db) =>
      db.execute(sql`insert into audit_log (tenant_id, action, entity) values (${acmeId}, 'test', 'rls')`),
    );
    const n = await owner.query(`select count(*)::int as n from audit_log where action = 'test'`);
    expect(n.rows[0].n).toBe(1);
    for (const stmt of [
      sql`update audit_log set action = 'tampered'`,
      sql`delete from audit_log`,
      sql`truncate audit_log`,
    ]) {
      // 42501: permission denied (the app role holds no update, delete or truncate on it)
      expect((await pgError(t.db.platform((db) => db.execute(stmt)))).code).toBe('42501');
      expect((await pgError(t.db.tenant(acmeId, (db) => db.execute(stmt)))).code).toBe('42501');
    }
    const after = await owner.query(`select count(*)::int as n from audit_log where action = 'test'`);
    expect(after.rows[0].n).toBe(1);
    // the trigger holds even for the owner, who is not limited by grants
    expect(
      (await pgError(owner.query(`update audit_log set action = 'tampered' where action = 'test'`))).message,
    ).toMatch(/append-only/);
    expect((await pgError(owner.query(`delete from audit_log where action = 'test'`))).message).toMatch(/append-only/);
  });
});

/** The scope's begin and set_config travel with the first query (scoped-client.ts); these pin what that must keep. */
describe('scopes sent with the first query', () => {
  // a setting once set on a connection reads '' after its transaction, never null again
  const scope = sql`select nullif(current_setting('app.tenant_id', true), '') as tenant,
                           nullif(current_setting('app.platform', true), '') as platform`;
  /** A pooled connection's own settings, outside any scope: checks nothing leaks into the next borrower. */
  const leftover = async () => {
    const clients = await Promise.all(Array.from({ length: 3 }, () => t.db.pool.connect()));
    try {
      const r = await Promise.all(
        clients.map((c) => c.query(`select coalesce(current_setting('app.tenant_id', true), '') as v`)),
      );
      return r.map((x) => x.rows[0].v as string);
    } finally {
      for (const c of clients) c.release();
    }
  };

  it('tenant() runs every statement in one transaction with the tenant set, and leaves the connection clean', async () => {
    const r = await t.db.tenant(acmeId, async (db) => {
      const first = rows(
        await db.execute(sql`select txid_current() as x, current_setting('app.tenant_id', true) as tenant`),
      )[0]!;
      const second = rows(
        await db.execute(sql`select txid_current() as x, current_setting('app.tenant_id', true) as tenant`),
      )[0]!;
      return { first, second };
    });
    expect(r.first.tenant).toBe(acmeId);
    expect(r.second).toEqual(r.first);
    expect(await leftover()).toEqual(['', '', '']);
  });

  it('tenantOne() sets the tenant for its one statement, commits it, and refuses a second', async () => {
    const r = rows(await t.db.tenantOne(demoId, (db) => db.execute(scope)))[0]!;
    expect(r).toMatchObject({ tenant: demoId, platform: null });
    const n = rows(await t.db.tenantOne(demoId, (db) => db.execute(sql`select count(*)::int as n from users`)))[0]!.n;
    const own = await owner.query(`select count(*)::int as n from users where tenant_id = $1`, [demoId]);
    expect(n).toBe(own.rows[0].n);
    // a write is committed with the statement
    await t.db.tenantOne(acmeId, (db) =>
      db.execute(sql`insert into audit_log (tenant_id, action, entity) values (${acmeId}, 'one', 'scope')`),
    );
    expect((await owner.query(`select count(*)::int as n from audit_log where action = 'one'`)).rows[0].n).toBe(1);
    const twice = t.db.tenantOne(acmeId, async (db) => {
      await db.execute(sql`select 1`);
      return db.execute(sql`select 2`);
    });
    expect((await pgError(twice)).message).toMatch(/one statement only/);
    expect(await leftover()).toEqual(['', '', '']);
  });

  it('rolls back everything when a later statement fails, and the failed first statement leaves nothing open', async () => {
    const failing = t.db.tenant(acmeId, async (db) => {
      await db.execute(
        sql`insert into audit_log (tenant_id, action, entity) values (${acmeId}, 'rolled-back', 'scope')`,
      );
      await db.execute(sql`select 1 / 0`);
    });
    expect((await pgError(failing)).code).toBe('22012');
    expect((await owner.query(`select count(*)::int as n from audit_log where action = 'rolled-back'`)).rows[0].n).toBe(
      0,
    );
    // the first statement fails: the begin went with it, the rollback closes it
    expect((await pgError(t.db.tenant(acmeId, (db) => db.execute(sql`select 1 / 0`)))).code).toBe('22012');
    expect((await pgError(t.db.tenantOne(acmeId, (db) => db.execute(sql`select 1 / 0`)))).code).toBe('22012');
    // every pooled connection is usable and idle afterwards
    const r = await Promise.all(Array.from({ length: 5 }, () => t.db.tenantOne(demoId, (db) => db.execute(scope))));
    expect(r.map((x) => rows(x)[0]!.tenant)).toEqual(Array(5).fill(demoId));
    expect(await leftover()).toEqual(['', '', '']);
  });

  it('sends nothing when the work runs no query', async () => {
    expect(await t.db.tenant(acmeId, async () => 'none')).toBe('none');
    expect(await t.db.platform(async () => 'none')).toBe('none');
  });

  it('keeps platform() and anonymous() apart from any tenant', async () => {
    expect(rows(await t.db.platform((db) => db.execute(scope)))[0]).toMatchObject({ tenant: null, platform: 'on' });
    expect(rows(await t.db.anonymous((db) => db.execute(scope)))[0]).toMatchObject({ tenant: null, platform: null });
  });

  it("runs a prepared query on the scope it is given, with that scope's tenancy", async () => {
    const byEmail = prepared('test_users_by_email', (db) =>
      db
        .select({ id: users.id, tenantId: users.tenantId })
        .from(users)
        .where(eq(users.email, sql.placeholder('email'))),
    );
    const emp = (db: TDb) => byEmail(db).execute({ email: 'emp@acme.test' });
    // acme's employee: seen as acme (both scopes, also as the second statement of a transaction), never as demo
    expect((await t.db.tenantOne(acmeId, emp)).map((r) => r.tenantId)).toEqual([acmeId]);
    expect(await t.db.tenant(acmeId, async (db) => (await emp(db)).length + (await emp(db)).length)).toBe(2);
    expect(await t.db.tenantOne(demoId, emp)).toEqual([]);
    expect(await t.db.anonymous(emp)).toEqual([]);
    expect((await t.db.platform(emp)).map((r) => r.tenantId)).toEqual([acmeId]);
    // the server parsed it once per connection under its name
    const named = await t.db.tenant(acmeId, async (db) => {
      await emp(db);
      return db.execute(sql`select count(*)::int as n from pg_prepared_statements where name = 'test_users_by_email'`);
    });
    expect(rows(named)[0]!.n).toBe(1);
    expect(() => prepared('test_users_by_email', (db) => db.select().from(users))).toThrow(/used twice/);
  });
});
