import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES } from '@staffdesk/core/resources/settings-resources';
import { createTestApp, loginAs, type TTestContext } from '../../test/test-app.ts';

/** `/options` of every declared resource answers `[{ id, label }]` with text labels (a ref-named one included). */
let t: TTestContext;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await loginAs(t.app, 'hr@demo.test', 'demo');
});
afterAll(() => t?.close());

describe('resource options', () => {
  it.each(RESOURCES.map((r) => r.key))('%s/options answers id and text label', async (key) => {
    const res = await t.app.inject({ url: `/api/v1/resources/${key}/options`, headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    for (const o of res.json() as { id: unknown; label: unknown }[]) {
      expect(typeof o.id).toBe('string');
      expect(typeof o.label).toBe('string');
    }
  });

  it("names a disclosure by its organization's name", async () => {
    const orgs = (
      await t.app.inject({ url: '/api/v1/resources/organization/options', headers: { cookie } })
    ).json() as { id: string; label: string }[];
    const org = orgs[orgs.length - 1]!;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/resources/disclosure',
      headers: { cookie },
      payload: { organizationId: org.id, description: '<p>We keep your data for a year.</p>' },
    });
    expect([201, 409], created.body).toContain(created.statusCode);
    const res = await t.app.inject({ url: '/api/v1/resources/disclosure/options', headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toContainEqual({ id: expect.any(String), label: org.label, organizationId: org.id });
  });
});
