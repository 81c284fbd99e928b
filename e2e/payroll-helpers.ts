import type { Browser, Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { chooseLanguage, login } from './helpers.ts';

/** A login of its own in a new browser context, at the demo's dashboard, in the language given. */
export async function as(browser: Browser, email: string, lang = 'en'): Promise<Page> {
  const page = await (await browser.newContext({ timezoneId: 'Asia/Phnom_Penh' })).newPage();
  await login(page, { account: 'demo', email, lang });
  await page.waitForURL('**/demo/dashboard');
  await chooseLanguage(page, lang);
  return page;
}

/**
 * A month of Phnom Penh `monthsAhead` months from now, opened and processed by HR and approved by the payroll manager
 * through the API (the runs journey does it on screen); its id and first day. Ahead: the started demo's last six
 * months are closed already (its payroll history).
 */
export async function approvedPhnomPenhRun(browser: Browser, monthsAhead: number) {
  const hr = await as(browser, 'hr@demo.test');
  const orgs = await (await hr.request.get('/api/v1/payroll/run-organizations')).json();
  const pp = orgs.find((o: { currency: string }) => o.currency === 'USD');
  const now = new Date();
  const then = new Date(now.getFullYear(), now.getMonth() + monthsAhead, 1);
  const month = `${then.getFullYear()}-${String(then.getMonth() + 1).padStart(2, '0')}`;
  // the month's rate into riel: the demo has none ahead
  await hr.request.post('/api/v1/resources/exchangeRate', {
    data: { month, fromCurrency: 'USD', toCurrency: 'KHR', rate: '4100' },
  });
  const run = await (await hr.request.post('/api/v1/payroll/runs', { data: { organizationId: pp.id, month } })).json();
  expect((await hr.request.post(`/api/v1/payroll/runs/${run.id}/process`)).status()).toBe(202);
  await expect
    .poll(async () => (await (await hr.request.get(`/api/v1/payroll/runs/${run.id}`)).json()).status, {
      timeout: 30_000,
    })
    .toBe('processed');
  await hr.context().close();
  const manager = await as(browser, 'payroll@demo.test');
  expect((await manager.request.post(`/api/v1/payroll/runs/${run.id}/approve`)).status()).toBe(200);
  await manager.context().close();
  return { id: run.id as string, then };
}
