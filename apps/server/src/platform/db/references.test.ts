import { afterAll, beforeAll, expect, it } from 'vitest';
import { RESOURCES, resourceByKey } from '@staffdesk/core/resources/settings-resources';
import { snake } from '@staffdesk/core/resources/resource-schema';
import { createTestApp, type TTestContext } from '../../test/test-app.ts';
import { referencesTo } from './references.ts';

/** "In use" is read from the database's foreign keys: every declared reference field must have one. */
let t: TTestContext;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

it('finds every declared reference field among the foreign keys of the table it names', async () => {
  const missing: string[] = [];
  await t.db.platform(async (db) => {
    for (const r of RESOURCES)
      for (const f of r.fields.filter((x) => x.type === 'ref')) {
        const target = resourceByKey(f.ref!)!;
        const refs = await referencesTo(db, target.table);
        if (!refs.some((x) => x.table === r.table && x.column === snake(f.key))) missing.push(`${r.table}.${f.key}`);
      }
    const orgs = await referencesTo(db, 'organizations');
    expect(orgs).toContainEqual({ table: 'employees', column: 'organization_id', softDelete: true });
    expect(orgs).toContainEqual({ table: 'career_applicants', column: 'organization_id', softDelete: false });
    expect(orgs.map((x) => x.table)).not.toContain('career_org_logos');
  });
  expect(missing).toEqual([]);
});
