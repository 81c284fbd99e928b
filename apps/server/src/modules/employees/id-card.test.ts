import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, platformOwner, type TTestContext } from '../../test/test-app.ts';

/** ID cards (issue 11): one card or a sheet, with an opaque QR token, to whoever may see the employees. */
let t: TTestContext;
let owner: pg.Client;
let hr: string;
let srey: { id: string; employeeCode: string };
const dir = mkdtempSync(join(tmpdir(), 'staffdesk-card-'));

const get = (cookie: string, url: string) => t.app.inject({ url: `/api/v1${url}`, headers: { cookie } });
function pdfText(pdf: Buffer): string {
  const file = join(dir, 'card.pdf');
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
}
const pages = (pdf: Buffer) => {
  const file = join(dir, 'pages.pdf');
  writeFileSync(file, pdf);
  return Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1]);
};
const token = async (id: string) =>
  (await owner.query<{ card_token: string | null }>(`select card_token from employees where id = $1`, [id])).rows[0]!
    .card_token;

beforeAll(async () => {
  t = await createTestApp();
  owner = await platformOwner(t);
  hr = await loginAs(t.app, 'hr@demo.test', 'demo');
  srey = (await get(hr, '/employees?search=srey%20pov')).json().rows[0];
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await owner?.end();
  await t?.close();
});

describe('an ID card', () => {
  it('is a card-sized PDF with the name, the Employee ID and a QR token that is not the ID', async () => {
    expect(await token(srey.id)).toBeNull();
    const res = await get(hr, `/employees/${srey.id}/id-card.pdf?lang=en`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`id-card-${srey.employeeCode}.pdf`);
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Srey Pov');
    expect(text).toContain(srey.employeeCode);
    // in the employee's language: Srey has no login language of her own, so her organization's default (Khmer),
    // whatever the asker's
    expect(text).toContain('លេខសម្គាល់បុគ្គលិក');
    const issued = await token(srey.id);
    expect(issued).toMatch(/^[0-9a-f]{64}$/);
    // the card keeps its token: a reprint scans the same
    await get(hr, `/employees/${srey.id}/id-card.pdf`);
    expect(await token(srey.id)).toBe(issued);
    const log = await owner.query(`select after from audit_log where action = 'employee.idCards' order by at`);
    expect(log.rows[0].after).toEqual({ cards: 1, tokensIssued: 1 });
  });

  it('is another tenant’s 404, an employee’s 403, and a bad id’s 404', async () => {
    const acme = await loginAs(t.app, 'hr@acme.test', 'acme');
    expect((await get(acme, `/employees/${srey.id}/id-card.pdf`)).statusCode).toBe(404);
    const emp = await loginAs(t.app, 'emp@demo.test', 'demo');
    expect((await get(emp, `/employees/${srey.id}/id-card.pdf`)).statusCode).toBe(403);
    expect((await get(hr, '/employees/not-a-uuid/id-card.pdf')).statusCode).toBe(404);
  });
});

describe('the organization’s ID template', () => {
  it('lays a card out portrait or landscape, with the organization’s logo beside its name', async () => {
    const size = (pdf: Buffer) => {
      const file = join(dir, 'size.pdf');
      writeFileSync(file, pdf);
      return /Page size:\s+([\d.]+) x ([\d.]+)/
        .exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))!
        .slice(1, 3)
        .map(Number);
    };
    const images = (pdf: Buffer) => {
      const file = join(dir, 'images.pdf');
      writeFileSync(file, pdf);
      // header and rule, then one line per image drawn
      return execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' }).trim().split('\n').length - 2;
    };
    const card = async () => (await get(hr, `/employees/${srey.id}/id-card.pdf`)).rawPayload;
    const org = await owner.query<{ id: string; tenant_id: string; layout: string }>(
      `select o.id, o.tenant_id, o.id_card_layout as layout from organizations o join employees e on e.organization_id = o.id where e.id = $1`,
      [srey.id],
    );
    const { id: orgId, tenant_id: tenantId, layout } = org.rows[0]!;
    try {
      await owner.query(`update organizations set id_card_layout = 'landscape' where id = $1`, [orgId]);
      const [w, h] = size(await card());
      expect(w).toBeGreaterThan(h!);
      await owner.query(`update organizations set id_card_layout = 'portrait' where id = $1`, [orgId]);
      const [pw, ph] = size(await card());
      expect(ph).toBeGreaterThan(pw!);
      expect(Math.round(pw!)).toBe(Math.round(h!));

      // the logo is drawn when the organization has one (Srey has no photo: initials, no image of her)
      const logo = await owner.query(`select 1 from career_org_logos where organization_id = $1`, [orgId]);
      const withLogo = images(await card());
      expect(withLogo).toBe(logo.rowCount);
      await owner.query(`delete from career_org_logos where tenant_id = $1 and organization_id = $2`, [
        tenantId,
        orgId,
      ]);
      expect(images(await card())).toBe(0);
    } finally {
      await owner.query(`update organizations set id_card_layout = $2 where id = $1`, [orgId, layout]);
    }
  });
});

describe('a sheet of ID cards', () => {
  it('prints every employee the list filters match, ten to an A4 page', async () => {
    const all = (await get(hr, '/employees?status=active&pageSize=5')).json().total;
    // landscape cards ten to a page, then portrait ones (the Malaysian organization's template) nine to a page
    const byLayout = await owner.query<{ layout: string; n: number }>(
      `select o.id_card_layout as layout, count(*)::int as n from employees e join organizations o on o.id = e.organization_id
        join tenants t on t.id = e.tenant_id
        where t.account = 'demo' and e.status = 'active' and e.deleted_at is null group by 1`,
    );
    const n = (layout: string) => byLayout.rows.find((r) => r.layout === layout)?.n ?? 0;
    expect(n('landscape') + n('portrait')).toBe(all);
    const res = await get(hr, '/employees/id-cards.pdf?status=active&lang=km');
    expect(res.statusCode).toBe(200);
    expect(pages(res.rawPayload)).toBe(Math.ceil(n('landscape') / 10) + Math.ceil(n('portrait') / 9));
    const text = pdfText(res.rawPayload);
    expect(text).toContain('លេខសម្គាល់បុគ្គលិក');
    const none = await get(hr, '/employees/id-cards.pdf?search=nobody-has-this-name');
    expect(none.statusCode).toBe(400);
    expect(none.json().code).toBe('noCards');
  });
});
