import fs from 'node:fs';
import path from 'node:path';
import { E2E_DATA_DIR } from './server.ts';
import { type Browser, expect, type Page } from '@playwright/test';

export const PASSWORD = 'staffdesk-demo-2026';
export const SHOTS = path.resolve('.tmp/screenshots');
fs.mkdirSync(SHOTS, { recursive: true });

/** Saves a screenshot under .tmp/screenshots for a person to look at. */
export async function shot(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), animations: 'disabled' });
}

export async function login(page: Page, opts: { account?: string; email: string; lang?: string }) {
  await page.goto(opts.account ? `/${opts.account}/login` : '/login');
  if (opts.lang) await page.getByTestId('language-select').selectOption(opts.lang);
  await page.getByTestId('login-email').fill(opts.email);
  await page.getByTestId('login-password').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
}

/**
 * Types `text` in the list's search box and waits for the list's answer to it: rows seen before that answer belong to
 * the unfiltered list, which the filtered one replaces (a click on them can be lost in the swap).
 */
export async function searchList(page: Page, text: string) {
  const answered = page.waitForResponse(
    (r) => r.url().includes('/api/') && new URL(r.url()).searchParams.get('search') === text,
  );
  await page.getByRole('searchbox').fill(text);
  await answered;
}

/**
 * Picks the language in the shell and waits until it is saved on the user: the next full page load reads the saved
 * one, so a `goto` straight after the pick could otherwise come up in the language an earlier journey left.
 */
export async function chooseLanguage(page: Page, lang: string) {
  const select = page.getByTestId('language-select');
  await select.waitFor();
  // signed-in pages (the app shell's top bar) save the pick on the user; public pages keep it in the browser
  if ((await page.getByTestId('sidebar-toggle').count()) === 0) {
    if ((await select.inputValue()) !== lang) await select.selectOption(lang);
    return;
  }
  // the shell may save the browser's language on a first sign-in just after a pick: pick again until the user's
  // saved language and the page's are both the one asked
  const saved = async () =>
    ((await (await page.request.get('/api/v1/auth/session')).json()) as { language?: string }).language;
  await expect
    .poll(
      async () => {
        if ((await saved()) === lang && (await select.inputValue()) === lang) return true;
        const patched = page
          .waitForResponse((r) => r.url().endsWith('/auth/preferences') && r.request().method() === 'PATCH', {
            timeout: 5_000,
          })
          .catch(() => undefined);
        await select.selectOption(lang);
        await patched;
        return false;
      },
      { timeout: 30_000, intervals: [100, 250, 500] },
    )
    .toBe(true);
}

/**
 * The demo employee (Srey Pov, Sales) signed in on a phone-sized window of their own, in Phnom Penh's time, on their
 * home in `lang`. Close `context` when done.
 */
export async function employeeOnPhone(browser: Browser, lang: string) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, timezoneId: 'Asia/Phnom_Penh' });
  const page = await context.newPage();
  await login(page, { account: 'demo', email: 'emp@demo.test', lang });
  await page.waitForURL('**/demo/employees/profileinfo');
  await chooseLanguage(page, lang);
  return { context, page };
}

/** A small valid PDF, for uploads that are checked by content. */
export const PDF = {
  name: 'document.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  ),
};

/** Mail the app wrote as .eml files under the e2e server's DATA_DIR (no SMTP_URL in e2e). */
const MAIL = path.resolve(E2E_DATA_DIR, 'mail');
const unqp = (s: string) =>
  s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));

export async function mailTo(address: string, match: (text: string) => boolean = () => true, timeoutMs = 15_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (fs.existsSync(MAIL)) {
      const files = fs
        .readdirSync(MAIL)
        .filter((f) => f.endsWith('.eml'))
        .map((f) => path.join(MAIL, f));
      files.sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs);
      for (const f of files) {
        const raw = fs.readFileSync(f, 'utf8');
        const text = unqp(raw);
        if (new RegExp(`^To: .*${address.replace(/[.+]/g, '\\$&')}`, 'mi').test(raw) && match(text)) return text;
      }
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`no mail to ${address}`);
}

export function linkIn(text: string, part: string): string {
  const m = text.match(new RegExp(`https?://[^\\s"<>]*${part}[^\\s"<>]*`));
  if (!m) throw new Error(`no link with ${part}`);
  return m[0].replace(/&amp;/g, '&');
}

/** The path and query of an absolute link, to open it on the test server. */
export const localPath = (link: string) => link.replace(/^https?:\/\/[^/]+/, '');

/** Types a date into a record dialog's field and closes its calendar (a click on the dialog's title) so it covers nothing. */
export async function fillDate(page: Page, field: string, day: string) {
  await page.getByTestId(`field-${field}`).fill(day);
  await page.getByTestId('record-modal').locator('.mantine-Modal-title').click();
}

/**
 * Opens a record list's add dialog: a click while the tab's route still settles can be lost, so it clicks again
 * until the dialog is open.
 */
export async function openRecordForm(page: Page) {
  const dialog = page.getByRole('dialog').last();
  await expect(async () => {
    if (!(await dialog.isVisible())) await page.getByTestId('records-add').click();
    await expect(dialog).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}
