import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, platformOwner, type TTestContext } from '../../test/test-app.ts';
import { auditIn } from './audit.ts';

/**
 * An audit row goes out with its transaction's commit, in the commit's write (no round trip of its own): it commits
 * with the change or not at all, and a savepoint rolled back takes the rows audited after it along.
 */
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

const event = (action: string, tenantId = demoId) => ({
  tenantId,
  actor: null,
  action,
  entity: 'probe',
  entityId: null,
});
const audited = async () =>
  (
    await owner.query<{ action: string }>(`select action from audit_log where entity = 'probe' order by at, action`)
  ).rows.map((r) => r.action);
const firstName = async () =>
  (await owner.query<{ n: string }>(`select first_name as n from users where email = 'hr@demo.test'`)).rows[0]!.n;

describe('audit rows at commit', () => {
  it('commit with the change, also as the only statement of a scope or in a one-statement scope', async () => {
    await t.db.tenant(demoId, async (db) => {
      await db.execute(sql`update users set first_name = first_name where email = 'hr@demo.test'`);
      await auditIn(db, event('probe.withChange'));
    });
    await t.db.tenant(demoId, (db) => auditIn(db, event('probe.alone')));
    await t.db.tenantOne(demoId, (db) => auditIn(db, event('probe.one')));
    expect(await audited()).toEqual(['probe.withChange', 'probe.alone', 'probe.one']);
  });

  it('fail the whole transaction when they cannot be written: the change is not kept', async () => {
    const before = await firstName();
    const failed = t.db.tenant(demoId, async (db) => {
      await db.execute(sql`update users set first_name = 'Changed' where email = 'hr@demo.test'`);
      await auditIn(db, event('probe.otherTenant', acmeId)); // row-level security refuses it
    });
    await expect(failed).rejects.toThrow(/row-level security/);
    expect(await firstName()).toBe(before);
    expect(await audited()).not.toContain('probe.otherTenant');
    // the connection is usable again
    await t.db.tenant(demoId, (db) => auditIn(db, event('probe.after')));
    expect(await audited()).toContain('probe.after');
  });

  it('follow savepoints: a rollback to one drops the rows audited after it', async () => {
    await t.db.tenant(demoId, async (db) => {
      await db.execute(sql`select 1`);
      await auditIn(db, event('probe.kept'));
      await db.execute(sql`savepoint a`);
      await auditIn(db, event('probe.undone'));
      await db.execute(sql`rollback to savepoint a`);
      await db.execute(sql`savepoint b`);
      await auditIn(db, event('probe.released'));
      await db.execute(sql`release savepoint b`);
    });
    const rows = await audited();
    expect(rows).toEqual(expect.arrayContaining(['probe.kept', 'probe.released']));
    expect(rows).not.toContain('probe.undone');
  });
});
