import type pg from 'pg';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TTranslationPage, TTranslationRow, TTranslationTexts } from '@staffdesk/core/translations-api';
import { renderMail } from '../../platform/mail/templates.ts';
import { multipart } from '../../test/multipart.ts';
import { apiAs, createTestApp, demoLogins, loginAs, platformOwner, type TTestContext } from '../../test/test-app.ts';

/**
 * Translations (issue 20): a tenant's changed text reaches its users and no other tenant's; the platform's reaches
 * every tenant under the tenant's own; placeholders are kept; an organization of translation type machine sees the
 * shipped texts; changes are audited; the export goes back through the import.
 */
let t: TTestContext;
let owner: pg.Client;
let hr: string;
let emp: string;
let finance: string;
let acme: string;
let superAdmin: string;
let api: ReturnType<typeof apiAs>;

beforeAll(async () => {
  t = await createTestApp();
  owner = await platformOwner(t);
  ({ hr, emp, finance, acme } = await demoLogins(t.app));
  superAdmin = await loginAs(t.app, 'super@staffdesk.test');
  api = apiAs(t.app);
});
afterAll(async () => {
  await owner?.end();
  await t?.close();
});

const texts = async (cookie: string, lang: string) => {
  const r = await api(cookie, 'GET', `/translations/texts?lang=${lang}`);
  expect(r.statusCode, r.body).toBe(200);
  return r.json() as TTranslationTexts;
};
/** `path`: lang/namespace/key */
const set = (cookie: string, path: string, value: string, prefix = '/translations') => {
  const [lang, namespace, key] = path.split('/');
  return api(cookie, 'PUT', `${prefix}/text`, { lang, namespace, key, value });
};
const reset = (cookie: string, path: string, prefix = '/translations') => {
  const [lang, namespace, key] = path.split('/');
  return api(
    cookie,
    'DELETE',
    `${prefix}/text?${new URLSearchParams({ lang: lang!, namespace: namespace!, key: key! })}`,
  );
};

describe('a tenant’s texts', () => {
  it('reach its users at once and no other tenant’s', async () => {
    const r = await set(hr, 'km/menu/dashboard', 'ទំព័រដើមរបស់យើង');
    expect(r.statusCode, r.body).toBe(200);
    const row = r.json() as TTranslationRow;
    expect(row.texts.km).toBe('ទំព័រដើមរបស់យើង');
    expect(row.defaults.km).not.toBe('ទំព័រដើមរបស់យើង');
    expect(row.changed).toEqual(['km']);
    expect((await texts(hr, 'km')).menu).toEqual({ dashboard: 'ទំព័រដើមរបស់យើង' });
    expect((await texts(emp, 'km')).menu?.dashboard).toBe('ទំព័រដើមរបស់យើង');
    expect((await texts(hr, 'zh')).menu).toBeUndefined();
    expect((await texts(acme, 'km')).menu).toBeUndefined();
    // Acme's editor shows the shipped text, unchanged
    const acmeRow = (
      await api(acme, 'GET', '/translations?namespace=menu&search=dashboard')
    ).json() as TTranslationPage;
    expect(acmeRow.rows.find((x) => x.key === 'dashboard')!.changed).toEqual([]);
    const audit = await owner.query(
      `select action, before, after from audit_log where entity = 'translation' and entity_id = 'km:menu:dashboard'`,
    );
    expect(audit.rows).toEqual([{ action: 'translation.set', before: null, after: { value: 'ទំព័រដើមរបស់យើង' } }]);
  });

  it('lists, searches and filters the changed', async () => {
    const all = (await api(hr, 'GET', '/translations?pageSize=50')).json() as TTranslationPage;
    expect(all.total).toBeGreaterThan(4000);
    expect(all.namespaces).toContain('mail');
    const changed = (await api(hr, 'GET', '/translations?filter=changed')).json() as TTranslationPage;
    expect(changed.rows.map((x) => `${x.namespace}:${x.key}`)).toEqual(['menu:dashboard']);
    const found = (await api(hr, 'GET', '/translations?search=ទំព័រដើមរបស់យើង')).json() as TTranslationPage;
    expect(found.total).toBe(1);
    const mail = (await api(hr, 'GET', '/translations?namespace=mail&search=greeting')).json() as TTranslationPage;
    expect(mail.rows[0]).toMatchObject({ key: 'common.greeting', texts: { zh: '您好，{{name}}' } });
    const missing = (await api(hr, 'GET', '/translations?filter=missing&lang=km')).json() as TTranslationPage;
    for (const x of missing.rows) expect(x.texts.km).toBe(x.texts.en);
    // a bad filter or page size is a 400, never a 500
    expect((await api(hr, 'GET', '/translations?filter=nope')).statusCode).toBe(400);
    expect((await api(hr, 'GET', '/translations?pageSize=7')).statusCode).toBe(400);
  });

  it('keep the placeholders of the original', async () => {
    const dropped = await set(hr, 'zh/mail/common.greeting', '您好');
    expect(dropped.statusCode).toBe(400);
    expect(dropped.json()).toMatchObject({
      code: 'placeholderMissing',
      fields: { value: 'placeholderMissing' },
      names: '{{name}}',
    });
    const invented = await set(hr, 'zh/mail/common.greeting', '您好，{{name}} {{boss}}');
    expect(invented.json()).toMatchObject({ code: 'placeholderUnknown', names: '{{boss}}' });
    expect((await set(hr, 'zh/mail/common.greeting', '{{ name }}，您好')).statusCode).toBe(200);
    // unknown keys, a plural form the language has not, bad languages: 404; empty or huge texts: 400
    expect((await set(hr, 'km/menu/noSuchKey', 'x')).statusCode).toBe(404);
    expect((await set(hr, 'km/nope/dashboard', 'x')).statusCode).toBe(404);
    expect((await set(hr, 'fr/menu/dashboard', 'x')).json()).toMatchObject({ fields: { lang: 'invalidOption' } });
    expect((await set(hr, 'km/menu/dashboard', '  ')).statusCode).toBe(400);
    expect((await set(hr, 'km/menu/dashboard', 'x'.repeat(2001))).statusCode).toBe(400);
    expect((await api(hr, 'PUT', '/translations/text')).statusCode).toBe(400);
  });

  it('go back to the default, audited', async () => {
    const r = await reset(hr, 'zh/mail/common.greeting');
    expect(r.statusCode).toBe(200);
    expect((r.json() as TTranslationRow).texts.zh).toBe('您好，{{name}}');
    const audit = await owner.query(
      `select count(*)::int as n from audit_log where entity = 'translation' and action = 'translation.reset'`,
    );
    expect(audit.rows[0].n).toBe(1);
  });

  it('are not for those without the page', async () => {
    expect((await api(emp, 'GET', '/translations')).statusCode).toBe(403);
    expect((await set(emp, 'km/menu/dashboard', 'x')).statusCode).toBe(403);
    expect((await set(finance, 'km/menu/dashboard', 'x')).statusCode).toBe(403);
    expect((await api(hr, 'GET', '/platform/translations')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/translations/texts?lang=km' })).statusCode).toBe(401);
  });

  it('do not reach the people of an organization of translation type machine', async () => {
    await owner.query(`update organizations set translation_type = 'machine'
      where id = (select organization_id from employees where user_id = (select id from users where email = 'emp@demo.test'))`);
    expect((await texts(emp, 'km')).menu).toBeUndefined();
    expect((await texts(hr, 'km')).menu?.dashboard).toBe('ទំព័រដើមរបស់យើង');
    await owner.query(`update organizations set translation_type = 'custom'`);
  });
});

describe('mail texts', () => {
  it('reach the tenant’s mail once saved, on every instance, and no other tenant’s', async () => {
    const ids = await owner.query(`select account, id from tenants where account in ('demo', 'acme')`);
    const id = Object.fromEntries(ids.rows.map((r) => [r.account, r.id]));
    const subject = (tenantId: string | null) =>
      renderMail('careerApplied', 'km', { name: 'Sok', job: 'Driver', organization: 'MTPP' }, { tenantId }).subject;
    const shipped = subject(null);
    expect((await set(hr, 'km/mail/careerApplied.subject', 'សូមអរគុណសម្រាប់ពាក្យស្នើសុំ {{job}}')).statusCode).toBe(200);
    await expect.poll(() => subject(id.demo)).toBe('សូមអរគុណសម្រាប់ពាក្យស្នើសុំ Driver');
    expect(subject(id.acme)).toBe(shipped);
    expect(subject(null)).toBe(shipped);
    expect((await reset(hr, 'km/mail/careerApplied.subject')).statusCode).toBe(200);
    await expect.poll(() => subject(id.demo)).toBe(shipped);
  });
});

describe('what the server writes', () => {
  it('uses the caller’s tenant’s texts in its files, and no other tenant’s', async () => {
    const header = async (cookie: string) =>
      (await api(cookie, 'GET', '/resources/department/export.csv')).body.replace(/^\uFEFF/, '').split(/\r?\n/)[0];
    const shipped = await header(acme);
    expect(shipped).toContain('Name');
    expect((await set(hr, 'en/resources/department.fields.name', 'Unit name')).statusCode).toBe(200);
    await expect.poll(() => header(hr)).toContain('Unit name');
    expect(await header(acme)).toBe(shipped);
    expect((await reset(hr, 'en/resources/department.fields.name')).statusCode).toBe(200);
    await expect.poll(() => header(hr)).not.toContain('Unit name');
  });
});

describe('the pages before sign-in', () => {
  it('show the account’s texts of their catalogues, no other account’s, nothing of the rest', async () => {
    const open = async (query: string) =>
      (await t.app.inject({ url: `/api/v1/translations/public?${query}` })).json() as TTranslationTexts;
    expect((await set(hr, 'km/auth/submit', 'ចូលប្រើ')).statusCode).toBe(200);
    expect((await set(hr, 'km/menu/employees', 'បុគ្គលិករបស់យើង')).statusCode).toBe(200);
    await expect.poll(async () => (await open('lang=km&account=demo')).auth?.submit).toBe('ចូលប្រើ');
    expect((await open('lang=km&account=demo')).menu).toBeUndefined();
    expect((await open('lang=km&account=acme')).auth?.submit).toBeUndefined();
    expect((await open('lang=km')).auth?.submit).toBeUndefined();
    expect((await open('lang=en&account=demo')).auth?.submit).toBeUndefined();
    expect((await open('lang=km&account=nobody')).auth).toBeUndefined();
    expect((await t.app.inject({ url: '/api/v1/translations/public?lang=xx' })).statusCode).toBe(400);
    await reset(hr, 'km/auth/submit');
    await reset(hr, 'km/menu/employees');
  });
});

describe('the platform’s texts', () => {
  it('reach every tenant, under the tenant’s own', async () => {
    const r = await set(superAdmin, 'km/menu/dashboard', 'ផ្ទាំងព័ត៌មាន', '/platform/translations');
    expect(r.statusCode, r.body).toBe(200);
    expect((await set(superAdmin, 'km/menu/logs', 'កំណត់ហេតុប្រព័ន្ធ', '/platform/translations')).statusCode).toBe(200);
    expect((await texts(acme, 'km')).menu).toEqual({ dashboard: 'ផ្ទាំងព័ត៌មាន', logs: 'កំណត់ហេតុប្រព័ន្ធ' });
    expect((await texts(hr, 'km')).menu).toEqual({ dashboard: 'ទំព័រដើមរបស់យើង', logs: 'កំណត់ហេតុប្រព័ន្ធ' });
    // the tenant's editor shows the platform's text as the default
    const row = (
      (await api(hr, 'GET', '/translations?namespace=menu&search=logs')).json() as TTranslationPage
    ).rows.find((x) => x.key === 'logs')!;
    expect(row).toMatchObject({ changed: [], defaults: { km: 'កំណត់ហេតុប្រព័ន្ធ' } });
    const audit = await owner.query(
      `select tenant_id from audit_log where entity = 'translation' and entity_id = 'km:menu:logs'`,
    );
    expect(audit.rows).toEqual([{ tenant_id: null }]);
    expect((await reset(hr, 'km/menu/logs', '/platform/translations')).statusCode).toBe(403);
    expect((await reset(superAdmin, 'km/menu/logs', '/platform/translations')).statusCode).toBe(200);
  });
});

describe('files', () => {
  it('export a language and import it back changed', async () => {
    const r = await t.app.inject({
      method: 'GET',
      url: '/api/v1/translations/export.xlsx?lang=zh',
      headers: { cookie: hr },
    });
    expect(r.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(r.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, '命名空间', '键', '语言', '英文', '文字']);
    expect(sheet.rowCount).toBeGreaterThan(4000);
    // keep two rows: one changed, one as it was (no change of the tenant's)
    let changedRow = 0;
    let keptRow = 0;
    sheet.eachRow((row, n) => {
      if (row.getCell(1).value === 'menu' && row.getCell(2).value === 'leave') changedRow = n;
      if (row.getCell(1).value === 'menu' && row.getCell(2).value === 'payroll') keptRow = n;
    });
    const out = new ExcelJS.Workbook();
    const s2 = out.addWorksheet('x');
    s2.addRow(sheet.getRow(1).values as unknown[]);
    const changed = (sheet.getRow(changedRow).values as unknown[]).slice(1);
    changed[4] = '休假申请';
    s2.addRow(changed);
    s2.addRow((sheet.getRow(keptRow).values as unknown[]).slice(1));
    s2.addRow(['mail', 'common.greeting', 'zh', '', '您好']);
    const upload = async (book: ExcelJS.Workbook) => {
      const content = Buffer.from(await book.xlsx.writeBuffer());
      const body = multipart({}, [{ field: 'file', name: 'zh.xlsx', type: 'application/octet-stream', content }]);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/imports/translations',
        payload: body.payload,
        headers: { ...body.headers, cookie: hr },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { id: string; total: number; valid: number; errors: unknown[] };
    };
    expect(await upload(out)).toMatchObject({
      total: 3,
      valid: 2,
      errors: [{ row: 4, column: 'text', code: 'placeholderMissing', values: { names: '{{name}}' } }],
    });
    s2.spliceRows(4, 1);
    const good = await upload(out);
    expect(good).toMatchObject({ total: 2, valid: 2 });
    const c = await t.app.inject({
      method: 'POST',
      url: `/api/v1/imports/translations/${good.id}/commit`,
      headers: { cookie: hr },
    });
    expect(c.statusCode, c.body).toBe(202);
    await t.app.services.jobs.drain();
    expect((await texts(hr, 'zh')).menu).toEqual({ leave: '休假申请' });
    // an import as an employee, or of a sub admin without the page: refused
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/imports/translations', headers: { cookie: emp } }))
        .statusCode,
    ).toBe(403);
  });
});
