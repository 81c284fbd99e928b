import type pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES } from '@staffdesk/core/resources/settings-resources';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { DEMO_PASSWORD } from '../../seed/demo.ts';
import { createTestApp, loginAs, type TTestContext, platformOwner } from '../../test/test-app.ts';
import { insertRole, insertUser } from '../auth/auth.repo.ts';

/**
 * Sub-admin scope enforced in the data layer (decision 0012): the organization resource itself, every list, read
 * and change, denied attempts audited, and who may read option lists.
 */
let t: TTestContext;
let owner: pg.Client;
let demoId: string;
let acmeId: string;
let orgA: string;
let orgB: string;
let hr: string;
let scoped: string;
const api = (rest: string) => `/api/v1${rest}`;

async function subAdmin(
  tenantId: string,
  email: string,
  privileges: Record<string, Record<string, boolean>>,
  organizationIds: string[] = [],
) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await t.db.tenant(tenantId, async (db) => {
    const role = await insertRole(db, { tenantId, name: email, privileges, organizationIds });
    await insertUser(db, {
      tenantId,
      passwordHash,
      email,
      loginType: 'sub_admin',
      roleId: role.id,
      firstName: 'Sub',
      lastName: email,
    });
  });
  return loginAs(t.app, email, tenantId === demoId ? 'demo' : 'acme');
}

const call = (cookie: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: api(url), headers: { cookie }, ...(payload ? { payload } : {}) });

const all = { view: true, add: true, edit: true, delete: true };

beforeAll(async () => {
  t = await createTestApp();
  owner = await platformOwner(t);
  const tenants = await owner.query<{ id: string; account: string }>(`select id, account from tenants`);
  demoId = tenants.rows.find((r) => r.account === 'demo')!.id;
  acmeId = tenants.rows.find((r) => r.account === 'acme')!.id;
  const orgs = await owner.query<{ id: string; code: string }>(
    `select id, code from organizations where tenant_id = $1`,
    [demoId],
  );
  orgA = orgs.rows.find((o) => o.code === 'MTPP')!.id;
  orgB = orgs.rows.find((o) => o.code === 'MYKL')!.id;
  hr = await loginAs(t.app, 'hr@demo.test', 'demo');
  scoped = await subAdmin(demoId, 'orgs-a@demo.test', { organization: all, department: all, userRoles: all }, [orgA]);
});
afterAll(async () => {
  await owner?.end();
  await t?.close();
});

describe('the organization resource under a sub admin limited to organization A', () => {
  it('lists, offers and exports only A', async () => {
    const page = (await call(scoped, 'GET', '/resources/organization?pageSize=50')).json();
    expect(page.rows.map((r: { id: string }) => r.id)).toEqual([orgA]);
    expect(page.total).toBe(1);
    const options = (await call(scoped, 'GET', '/resources/organization/options')).json();
    expect(options.map((o: { id: string }) => o.id)).toEqual([orgA]);
    const csv = (await call(scoped, 'GET', '/resources/organization/export.csv')).body;
    expect(csv.trim().split('\n')).toHaveLength(2);
  });

  it('answers 404 to reading, changing and deleting B, and B stays as it was', async () => {
    const before = (await call(hr, 'GET', `/resources/organization/${orgB}`)).json();
    expect((await call(scoped, 'GET', `/resources/organization/${orgB}`)).statusCode).toBe(404);
    const put = await call(scoped, 'PUT', `/resources/organization/${orgB}`, { ...before, title: 'taken over' });
    expect(put.statusCode).toBe(404);
    const del = await call(scoped, 'DELETE', `/resources/organization/${orgB}`, { reason: 'mine now' });
    expect(del.statusCode).toBe(404);
    expect((await call(hr, 'GET', `/resources/organization/${orgB}`)).json()).toEqual(before);
  });

  it('neither sees nor restores a deleted organization outside its scope, and cannot create one', async () => {
    const c = (
      await call(hr, 'POST', '/resources/organization', {
        title: 'Scope C',
        code: 'SCPC',
        timezone: 'UTC',
        currency: 'USD',
      })
    ).json();
    expect((await call(hr, 'DELETE', `/resources/organization/${c.id}`, { reason: 'test' })).statusCode).toBe(204);
    const deleted = (await call(scoped, 'GET', '/resources/organization/deleted?pageSize=50')).json();
    expect(deleted.rows).toEqual([]);
    expect((await call(scoped, 'POST', `/resources/organization/${c.id}/restore`)).statusCode).toBe(404);
    const created = await call(scoped, 'POST', '/resources/organization', {
      title: 'Scope D',
      code: 'SCPD',
      timezone: 'UTC',
      currency: 'USD',
    });
    expect(created.statusCode).toBe(403);
    // A itself is theirs to change
    const a = (await call(scoped, 'GET', `/resources/organization/${orgA}`)).json();
    const { id: _id, ...body } = a;
    expect(
      (await call(scoped, 'PUT', `/resources/organization/${orgA}`, { ...body, phone: '012 345 678' })).statusCode,
    ).toBe(200);
  });

  it('audits the refused attempts as denied, and not a missing id', async () => {
    await call(scoped, 'GET', `/resources/organization/${orgB}`);
    const missing = '00000000-0000-4000-8000-000000000000';
    await call(scoped, 'GET', `/resources/organization/${missing}`);
    const rows = await owner.query<{ entity: string; entity_id: string; after: { route: string } }>(
      `select entity, entity_id, after from audit_log where tenant_id = $1 and action = 'denied' and entity = 'organization'`,
      [demoId],
    );
    expect(rows.rows.map((r) => r.entity_id)).toContain(orgB);
    expect(rows.rows.map((r) => r.entity_id)).not.toContain(missing);
    expect(rows.rows.find((r) => r.entity_id === orgB)!.after.route).toBe('/api/v1/resources/organization/:id');
  });

  it("audits a job post of B asked for by a sub admin of A's job posts", async () => {
    const poster = await subAdmin(demoId, 'posts-a@demo.test', { jobPost: { view: true, edit: true } }, [orgA]);
    const post = (
      await owner.query<{ id: string }>(
        `select id from career_job_posts where tenant_id = $1 and organization_id = $2 limit 1`,
        [demoId, orgB],
      )
    ).rows[0]!.id;
    expect((await call(poster, 'GET', `/careers/posts/${post}`)).statusCode).toBe(404);
    const rows = await owner.query(
      `select 1 from audit_log where action = 'denied' and entity = 'jobPost' and entity_id = $1`,
      [post],
    );
    expect(rows.rowCount).toBe(1);
  });

  it("audits another tenant's id as denied too", async () => {
    const acmeHr = await loginAs(t.app, 'hr@acme.test', 'acme');
    expect((await call(acmeHr, 'GET', `/resources/organization/${orgA}`)).statusCode).toBe(404);
    const rows = await owner.query(
      `select 1 from audit_log where tenant_id = $1 and action = 'denied' and entity_id = $2`,
      [acmeId, orgA],
    );
    expect(rows.rowCount).toBe(1);
  });

  it('sees only roles within its own organizations', async () => {
    const wide = (
      await call(hr, 'POST', '/roles', {
        name: 'Everywhere',
        privileges: { organization: { view: true } },
        organizationIds: [],
        departmentIds: [],
      })
    ).json();
    const inB = (
      await call(hr, 'POST', '/roles', {
        name: 'Only B',
        privileges: { organization: { view: true } },
        organizationIds: [orgB],
        departmentIds: [],
      })
    ).json();
    const res = await call(scoped, 'GET', '/roles?pageSize=50');
    expect(res.statusCode, res.body).toBe(200);
    const names = res.json().rows.map((r: { name: string }) => r.name);
    expect(names).toContain('orgs-a@demo.test');
    expect(names).not.toContain('Everywhere');
    expect(names).not.toContain('Only B');
    for (const id of [wide.id, inB.id]) {
      expect((await call(scoped, 'GET', `/roles/${id}`)).statusCode).toBe(404);
      expect((await call(scoped, 'DELETE', `/roles/${id}`, { reason: 'x' })).statusCode).toBe(404);
    }
  });
});

describe('a sub admin limited to one department', () => {
  it('sees that department only, and cannot create departments', async () => {
    const depts = await owner.query<{ id: string }>(
      `select id from departments where tenant_id = $1 and deleted_at is null order by id`,
      [demoId],
    );
    expect(depts.rows.length).toBeGreaterThan(1);
    const [mine, other] = [depts.rows[0]!.id, depts.rows[1]!.id];
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    await t.db.tenant(demoId, async (db) => {
      const role = await insertRole(db, {
        tenantId: demoId,
        name: 'One department',
        privileges: { department: all },
        departmentIds: [mine],
      });
      await insertUser(db, {
        tenantId: demoId,
        passwordHash,
        email: 'dept@demo.test',
        loginType: 'sub_admin',
        roleId: role.id,
        firstName: 'Dept',
        lastName: 'Only',
      });
    });
    const cookie = await loginAs(t.app, 'dept@demo.test', 'demo');
    const page = (await call(cookie, 'GET', '/resources/department?pageSize=50')).json();
    expect(page.rows.map((r: { id: string }) => r.id)).toEqual([mine]);
    expect((await call(cookie, 'GET', `/resources/department/${other}`)).statusCode).toBe(404);
    const created = await call(cookie, 'POST', '/resources/department', { name: 'New one', organizationId: orgA });
    expect(created.statusCode).toBe(403);
  });
});

describe('the logs of a sub admin limited to organization A', () => {
  it("show A's records' entries and not B's", async () => {
    const logs = await subAdmin(demoId, 'logs-a@demo.test', { logs: { view: true } }, [orgA]);
    for (const id of [orgA, orgB]) {
      const org = (await call(hr, 'GET', `/resources/organization/${id}`)).json();
      const { id: _id, ...body } = org;
      expect(
        (await call(hr, 'PUT', `/resources/organization/${id}`, { ...body, phone: `0${Date.now() % 1e8}` })).statusCode,
      ).toBe(200);
    }
    const dept = (
      await call(hr, 'POST', '/resources/department', { name: 'Logged in B', organizationId: orgB })
    ).json();
    const seen = async (cookie: string, q: string) =>
      (await call(cookie, 'GET', `/logs?pageSize=50&${q}`)).json().rows.map((r: { entityId: string }) => r.entityId);
    expect(await seen(logs, 'entity=organization')).toContain(orgA);
    expect(await seen(logs, 'entity=organization')).not.toContain(orgB);
    expect(await seen(logs, 'entity=department')).not.toContain(dept.id);
    expect(await seen(hr, 'entity=organization')).toContain(orgB);
    expect(await seen(hr, 'entity=department')).toContain(dept.id);
  });
});

describe('row-level security carries the scope', () => {
  it('hides rows outside the scope from a query that forgets it, and refuses writes into them', async () => {
    const caller = { tenantId: demoId, scope: { organizationIds: [orgA], departmentIds: [] } };
    const seen = await t.db.tenant(caller, (db) => db.execute<{ id: string }>(sql`select id from organizations`));
    expect(seen.rows.map((r) => r.id)).toEqual([orgA]);
    const depts = await t.db.tenant(caller, (db) =>
      db.execute<{ organization_id: string }>(sql`select organization_id from departments`),
    );
    expect(new Set(depts.rows.map((r) => r.organization_id))).toEqual(new Set([orgA]));
    const changed = await t.db.tenant(caller, (db) =>
      db.execute(sql`update departments set description = 'x' where organization_id = ${orgB}`),
    );
    expect(changed.rowCount).toBe(0);
    await expect(
      t.db.tenant(caller, (db) =>
        db.execute(
          sql`insert into departments (tenant_id, name, organization_id) values (${demoId}, 'sneaky', ${orgB})`,
        ),
      ),
    ).rejects.toMatchObject({ cause: { code: '42501' } });
    // a bare tenant id (and the next user of the pooled connection) is unscoped
    const everything = await t.db.tenant(demoId, (db) => db.execute(sql`select id from organizations`));
    expect(everything.rows.length).toBeGreaterThan(1);
  });

  it('puts scope policies on every organization-bound table, for the scoped role only', async () => {
    const tables = await owner.query<{ table: string }>(
      `select distinct table_name as table from information_schema.columns
        where table_schema = 'public' and column_name = 'organization_id'`,
    );
    const policies = await owner.query<{ tablename: string; roles: string[]; permissive: string }>(
      `select tablename, roles::text[] as roles, permissive from pg_policies where left(policyname, 6) = 'scope_'`,
    );
    const covered = new Set(policies.rows.map((p) => p.tablename));
    for (const t of [...tables.rows.map((r) => r.table), 'organizations', 'departments', 'sub_admin_roles'])
      expect(covered, t).toContain(t);
    expect(new Set(policies.rows.map((p) => `${p.roles.join(',')} ${p.permissive}`))).toEqual(
      new Set(['staffdesk_scoped RESTRICTIVE']),
    );
  });

  it('declares scope in agreement with the fields (organization-scoped resources carry organizationId)', () => {
    for (const r of RESOURCES) {
      expect(r.scope === 'organization', r.key).toBe(r.fields.some((f) => f.key === 'organizationId'));
    }
  });
});

describe('option lists', () => {
  it('answer who views the page, or adds or edits on a page whose form uses them', async () => {
    const poster = await subAdmin(demoId, 'poster@demo.test', { jobPost: { view: true, add: true } });
    const pointsOnly = await subAdmin(demoId, 'points@demo.test', { points: { view: true } });
    const roleMaker = await subAdmin(demoId, 'roles@demo.test', { userRoles: { view: true, add: true } });
    const emp = await loginAs(t.app, 'emp@demo.test', 'demo');
    for (const key of ['organization', 'jobTitle', 'jobType', 'jobDescription']) {
      expect((await call(poster, 'GET', `/resources/${key}/options`)).statusCode, key).toBe(200);
      expect((await call(pointsOnly, 'GET', `/resources/${key}/options`)).statusCode, key).toBe(403);
    }
    expect((await call(poster, 'GET', '/resources/bank/options')).statusCode).toBe(403);
    expect((await call(roleMaker, 'GET', '/resources/department/options')).statusCode).toBe(200);
    expect((await call(pointsOnly, 'GET', '/resources/pointReason/options')).statusCode).toBe(200);
    expect((await call(emp, 'GET', '/resources/organization/options')).statusCode).toBe(403);
    expect((await call(emp, 'GET', '/roles/options')).statusCode).toBe(403);
    expect((await call(pointsOnly, 'GET', '/roles/options')).statusCode).toBe(403);
    expect((await call(roleMaker, 'GET', '/roles/options')).statusCode).toBe(200);
  });

  it("are 404 to a tenant without the module's feature", async () => {
    const acmeHr = await loginAs(t.app, 'hr@acme.test', 'acme');
    expect((await call(acmeHr, 'GET', '/resources/blogType/options')).statusCode).toBe(404);
    expect((await call(acmeHr, 'GET', '/resources/bank/options')).statusCode).toBe(200);
  });
});

describe('a record in use outside the sub admin’s scope', () => {
  it('cannot be deleted by them: references they cannot see still count', async () => {
    const first = async (key: string) => (await call(hr, 'GET', `/resources/${key}/options`)).json()[0].id as string;
    const title = (await call(hr, 'POST', '/resources/jobTitle', { name: 'Used only in B' })).json();
    const post = await call(hr, 'POST', '/careers/posts', {
      organizationId: orgB,
      jobTitleId: title.id,
      jobTypeId: await first('jobType'),
      jobDescriptionId: await first('jobDescription'),
      title: 'A post of organization B',
      description: '<p>A post of organization B with enough words to be a description.</p>',
      positions: 1,
      postedDate: '2026-01-01',
      closingDate: '2099-01-01',
      gender: 3,
      minimumExperience: 1,
      status: 'draft',
    });
    expect(post.statusCode, post.body).toBe(201);
    const careers = await subAdmin(demoId, 'careers-a@demo.test', { jobPost: all }, [orgA]);
    const del = await call(careers, 'DELETE', `/resources/jobTitle/${title.id}`, { reason: 'unused here' });
    expect(del.statusCode, del.body).toBe(409);
    expect(del.json().code).toBe('inUse');
    expect((await call(hr, 'GET', `/resources/jobTitle/${title.id}`)).statusCode).toBe(200);

    // what happens to B's post is not in their log either, whatever the change
    const status = await call(hr, 'POST', `/careers/posts/${post.json().id}/status`, { status: 'published' });
    expect(status.statusCode, status.body).toBe(200);
    const logs = await subAdmin(demoId, 'joblogs-a@demo.test', { logs: { view: true } }, [orgA]);
    const seen = (await call(logs, 'GET', '/logs?entity=jobPost&pageSize=50')).json().rows as { entityId: string }[];
    expect(seen.filter((r) => r.entityId === post.json().id)).toEqual([]);
    const every = (await call(hr, 'GET', '/logs?entity=jobPost&pageSize=50')).json().rows as { entityId: string }[];
    expect(every.filter((r) => r.entityId === post.json().id)).toHaveLength(2);
  });
});
