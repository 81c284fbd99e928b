import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import type { TSession } from '@staffdesk/core/auth';
import { visibleMenu } from '@staffdesk/core/menu';
import { EMPLOYEE_RECORDS } from '@staffdesk/core/resources/employee-records';
import { chooseLanguage, login } from './helpers.ts';
import { serveTiles } from './tiles.ts';

/**
 * The walk (`npm run walk`): every page of each role's sidebar, and the add form each list links to, in English,
 * Khmer and Chinese, light and dark, at 1440 px and at a phone's 390 px. Each view is saved as a screenshot under
 * .tmp/walk/<role>/ for a person to look at, and checked for what a person would call broken: a page wider than the
 * phone, an i18n key shown instead of its text, headings, labels, tabs and buttons left in English in Khmer or
 * Chinese, an API answer of 500 or a refused request, a console error. Findings go to .tmp/walk/findings.json.
 * Not part of the suite: it takes long and is for reviewing a release. `-g "walk: hr"` walks one role;
 * WALK_ONLY=<regular expression> only the pages whose address it matches (e.g. `payroll|payslip`).
 */

const OUT = path.resolve('.tmp/walk');
const ROLES = [
  { name: 'hr', email: 'hr@demo.test', home: '/demo/dashboard' },
  { name: 'sub', email: 'sub@demo.test', home: '/demo/dashboard' },
  { name: 'payroll', email: 'payroll@demo.test', home: '/demo/dashboard' },
  { name: 'emp', email: 'emp@demo.test', home: '/demo/employees/profileinfo' },
  { name: 'guard', email: 'guard@demo.test', home: '/demo/security' },
] as const;
const LANGS = ['en', 'km', 'zh'] as const;
/** each language at both widths, and each width in both themes across the languages (WALK_ALL=1: every pairing) */
const VIEWS = {
  en: [
    { theme: 'light', width: 1440 },
    { theme: 'dark', width: 390 },
  ],
  km: [
    { theme: 'dark', width: 1440 },
    { theme: 'light', width: 390 },
  ],
  zh: [
    { theme: 'light', width: 1440 },
    { theme: 'dark', width: 390 },
  ],
} as const;
const ALL_VIEWS = [
  { theme: 'light', width: 1440 },
  { theme: 'dark', width: 1440 },
  { theme: 'light', width: 390 },
  { theme: 'dark', width: 390 },
] as const;
const viewsOf = (lang: (typeof LANGS)[number]) => (process.env.WALK_ALL === '1' ? ALL_VIEWS : VIEWS[lang]);
/** words that are the same in every language */
const SAME_EVERYWHERE = [
  'Staffdesk',
  'CSV',
  'Excel',
  'PDF',
  'XLSX',
  'QR',
  'ID',
  'OK',
  'KPI',
  'EPF',
  'SOCSO',
  'NSSF',
  'EIS',
];

type TFinding = { role: string; lang: string; view: string; path: string; what: string };

/** Runs in the page: what looks broken in it. */
function inspect({ lang, same, data }: { lang: string; same: string[]; data: string[] }): string[] {
  const found: string[] = [];
  const width = window.innerWidth;
  const shown = (el: Element) => {
    const r = el.getBoundingClientRect();
    const s = getComputedStyle(el);
    return r.width > 0 && r.height > 0 && s.visibility !== 'hidden' && s.display !== 'none';
  };
  if (document.documentElement.scrollWidth > width + 1) {
    // the outermost elements that stick out: their parent still fits
    const out = (el: Element | null) => !!el && el.getBoundingClientRect().right > width + 1;
    const wide = Array.from(document.querySelectorAll('body *'))
      .filter((el) => out(el) && !out(el.parentElement) && shown(el))
      .slice(0, 3)
      .map((el) => {
        const id = el.getAttribute('data-testid') ?? el.className.toString().split(' ')[0] ?? '';
        return `${el.tagName.toLowerCase()}${id ? `[${id}]` : ''} "${(el.textContent ?? '').trim().slice(0, 30)}"`;
      });
    found.push(`wider than the window: ${document.documentElement.scrollWidth} px in ${width} px (${wide.join(', ')})`);
  }
  const key = /^[a-z][a-zA-Z0-9]*(:[a-zA-Z0-9]+)?(\.[a-zA-Z0-9_]+)+$/;
  const files = /\.(pdf|png|jpe?g|webp|csv|xlsx|docx?|test|com|local|example)$/i;
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) {
    const text = (walker.currentNode.textContent ?? '').trim();
    const parent = walker.currentNode.parentElement;
    if (text && key.test(text) && !files.test(text) && parent && shown(parent))
      found.push(`an i18n key is shown: ${text}`);
  }
  if (lang !== 'en') {
    const ui = 'h1, h2, h3, h4, th, label, [role=tab], button:not([data-testid=user-menu]), .mantine-Badge-label';
    for (const el of Array.from(document.querySelectorAll(ui))) {
      if (!shown(el) || el.closest('[data-walk-data], [data-testid=table-row], [data-testid=user-menu]')) continue;
      const text = (el.textContent ?? '').trim();
      // names of people, the tenant, organizations: data, the same in every language
      if (data.some((d) => d.length > 2 && text.includes(d))) continue;
      const words = text.match(/[A-Za-z]{3,}/g) ?? [];
      if (!words.length || /[^\u0000-\u024f\s\d.,:;()\-–—/+%&'’"!?#@*…×]/.test(text)) continue;
      if (words.every((w: string) => same.includes(w))) continue;
      found.push(`left in English: <${el.tagName.toLowerCase()}> "${text.slice(0, 60)}"`);
    }
  }
  return [...new Set(found)];
}

/**
 * Opens a page inside the running app (the router follows history, as a click on a link would: no reload, so a walk
 * of hundreds of views takes minutes) and waits until it has drawn: text in <main>, no loader or skeleton, the
 * requests done, fonts in. A page that never draws is itself a finding.
 */
async function open(page: Page, to: string): Promise<boolean> {
  await page.evaluate((p) => {
    window.history.pushState({}, '', p);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to);
  const drawn = await page
    .waitForFunction(
      () => {
        const main = document.querySelector('main');
        return (
          !!main && main.innerText.trim().length > 0 && !document.querySelector('.mantine-Loader, .mantine-Skeleton')
        );
      },
      undefined,
      { timeout: 15_000 },
    )
    .then(() => true)
    .catch(() => false);
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.evaluate(() => document.fonts.ready);
  return drawn;
}

test.describe.configure({ mode: 'serial' });

for (const role of ROLES) {
  test(`walk: ${role.name}`, async ({ page }) => {
    test.setTimeout(60 * 60_000);
    const dir = path.join(OUT, role.name);
    fs.mkdirSync(dir, { recursive: true });
    await serveTiles(page);
    const findings: TFinding[] = [];
    let where = { lang: 'en', view: '', path: '' };
    const note = (what: string) => findings.push({ role: role.name, ...where, what });
    page.on('response', (r) => {
      const u = new URL(r.url());
      if (!u.pathname.startsWith('/api/') || r.status() < 400) return;
      if (r.status() >= 500 || r.request().method() === 'GET')
        note(`${r.status()} from ${r.request().method()} ${u.pathname}`);
    });
    page.on('console', (m) => {
      if (m.type() === 'error') note(`console: ${m.text().slice(0, 200)}`);
    });
    page.on('pageerror', (e) => note(`page error: ${e.message.slice(0, 200)}`));

    await page.setViewportSize({ width: 1440, height: 900 });
    await login(page, { account: 'demo', email: role.email, lang: 'en' });
    await page.waitForURL(`**${role.home}`);
    // the login page's own session check (401 before signing in) is not a finding
    findings.length = 0;
    const session = (await (await page.request.get('/api/v1/auth/session')).json()) as TSession;
    // every name the session carries (the user's, the tenant's) is data, not a label to translate
    const data =
      JSON.stringify(session)
        .match(/"[^"]*[A-Za-z]{3}[^"]*"/g)
        ?.map((q) => JSON.parse(q) as string) ?? [];
    const orgs = await (await page.request.get('/api/v1/resources/organization/options')).json().catch(() => []);
    for (const o of Array.isArray(orgs) ? orgs : (orgs.rows ?? []))
      if (typeof o?.label === 'string') data.push(o.label);
    const paths = visibleMenu(session)
      .flatMap((s) => s.entries)
      .filter((e) => !e.newTab)
      .map((e) => `/demo${e.path}`);
    // the account page; for staff admins an employee's profile with every tab, and the imports
    paths.push('/demo/myprofile/Add');
    if (role.name === 'hr' || role.name === 'sub') {
      const row = (await (await page.request.get('/api/v1/employees?pageSize=10')).json()).rows?.[0] as
        | { id: string; firstName: string; lastName: string | null }
        | undefined;
      const first = row?.id;
      if (row) data.push(`${row.firstName} ${row.lastName ?? ''}`.trim());
      if (first) {
        for (const tab of ['profile', 'jobinfo', ...EMPLOYEE_RECORDS.map((r) => r.route), 'Acesscode'])
          paths.push(`/demo/employees/${tab}/${first}`);
      }
    }
    if (role.name === 'hr') {
      for (const i of [
        'employees_bulk_import/import',
        'employees/importdependant',
        'employees/importassets',
        'employees/importsalary',
        'employees/importsettlementall',
        'employee_bulk_import/importsettlement',
        'holiday_bulk_import/import',
      ])
        paths.push(`/demo/${i}`);
    }
    const only = process.env.WALK_ONLY ? new RegExp(process.env.WALK_ONLY, 'i') : null;
    if (only) paths.splice(0, paths.length, ...paths.filter((p) => only.test(p)));
    // each list's add form too (links only: dialogs open in place)
    for (const p of [...paths]) {
      if (process.env.WALK_DEBUG) console.log('collect', p);
      await open(page, p);
      const add = page.locator('a[data-testid$="add"], a[data-testid="add-button"]').first();
      const href = (await add.count()) ? await add.getAttribute('href') : null;
      if (href && !paths.includes(href)) paths.push(href);
    }

    for (const lang of LANGS) {
      for (const view of viewsOf(lang)) {
        // the switches live in the desktop top bar
        await page.setViewportSize({ width: 1440, height: 900 });
        await chooseLanguage(page, lang);
        await page.getByTestId('theme-select').selectOption(view.theme);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await page.setViewportSize({ width: view.width, height: view.width > 600 ? 900 : 844 });
        for (const p of paths) {
          const name = `${view.width}-${view.theme}-${lang}`;
          where = { lang, view: name, path: p };
          if (!(await open(page, p))) note('the page did not draw within 15 s');
          for (const what of await page.evaluate(inspect, { lang, same: SAME_EVERYWHERE, data })) note(what);
          const file = `${p.replace(/^\/demo\//, '').replace(/[^a-zA-Z0-9_-]+/g, '_')}-${name}.png`;
          await page.screenshot({ path: path.join(dir, file), animations: 'disabled' });
        }
        // written as it goes: a long walk stopped half-way still tells what it saw
        fs.writeFileSync(path.join(dir, 'findings.json'), `${JSON.stringify(findings, null, 1)}\n`);
      }
    }
    fs.writeFileSync(path.join(dir, 'findings.json'), `${JSON.stringify(findings, null, 1)}\n`);
    console.log(`${role.name}: ${paths.length} pages in ${LANGS.length} languages, ${findings.length} findings`);
  });
}
