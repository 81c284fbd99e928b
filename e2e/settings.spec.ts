import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { chooseLanguage, login, shot } from './helpers.ts';

/** Issue 3: settings pages served from their declarations, as HR admin and as a sub admin, in Khmer. */

async function search(page: Page, text: string) {
  await page.getByTestId('table-search').fill(text);
  await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(text).replace(/%20/g, '(%20|\\+)')}`));
}

async function exportCsv(page: Page, expected: string) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('resource-export').click()]);
  expect(download.suggestedFilename()).toMatch(/^[a-z_]+-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = fs.readFileSync((await download.path())!, 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  expect(text).toContain(expected);
}

async function deleteRow(page: Page, reason: string) {
  await page.getByTestId('row-delete').first().click();
  await page.getByTestId('delete-confirm').click();
  // the reason is required
  await expect(page.getByTestId('delete-reason')).toBeVisible();
  await page.getByTestId('delete-reason').fill(reason);
  await page.getByTestId('delete-confirm').click();
  await expect(page.getByTestId('delete-reason')).toBeHidden();
}

test('HR admin in Khmer: add, edit, search, delete, restore and export banks and holidays', async ({ page }) => {
  // eleven pages, each checked by axe when the test ends: near a minute on a loaded machine
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await login(page, { account: 'demo', email: 'hr@demo.test', lang: 'km' });
  await page.waitForURL('**/demo/dashboard');
  await chooseLanguage(page, 'km');

  // banks: add
  await page.goto('/demo/settingsbank/listing');
  await expect(page.getByTestId('resource-table')).toBeVisible();
  await shot(page, 'settings-bank-list-km-1440-light');
  await page.getByTestId('resource-add').click();
  await page.getByTestId('field-name').fill('ធនាគារ ភ្នំពេញ E2E');
  await page.getByTestId('field-swiftCode').fill('PPBKKHPP');
  await shot(page, 'settings-bank-form-km-1440-light');
  await page.getByTestId('form-submit').click();
  await page.waitForURL('**/demo/settingsbank/listing**');

  // search finds it, edit asks first (created by an HR admin), then saves
  await search(page, 'E2E');
  await expect(page.getByTestId('table-row')).toHaveCount(1);
  await page.getByTestId('row-edit').first().click();
  await page.getByTestId('edit-confirm-continue').click();
  await page.getByTestId('field-branch').fill('Toul Kork');
  await page.getByTestId('form-submit').click();
  await page.waitForURL('**/demo/settingsbank/listing**');
  await search(page, 'E2E');
  await expect(page.getByTestId('table-row').first()).toContainText('ធនាគារ ភ្នំពេញ E2E');
  await exportCsv(page, 'ធនាគារ ភ្នំពេញ E2E');

  // delete with a reason, then restore from the deleted list
  await deleteRow(page, 'duplicate entry');
  await expect(page.getByTestId('table-row')).toHaveCount(0);
  await page.getByTestId('resource-dlisting-link').click();
  await page.waitForURL('**/demo/settingsbank/dlisting**');
  await expect(page.getByTestId('table-row').filter({ hasText: 'duplicate entry' })).toHaveCount(1);
  await shot(page, 'settings-bank-dlisting-km-1440-light');
  await page.getByTestId('table-row').filter({ hasText: 'duplicate entry' }).getByTestId('row-restore').click();
  await expect(page.getByTestId('table-row').filter({ hasText: 'duplicate entry' })).toHaveCount(0);
  await page.goto('/demo/settingsbank/listing?search=E2E');
  await expect(page.getByTestId('table-row')).toHaveCount(1);

  // holidays: a date field, sorted lists, dark theme at phone width
  await page.goto('/demo/settingsholidays/add');
  await page.getByTestId('field-date').fill('2026-12-31');
  await page.getByTestId('field-name').fill('ថ្ងៃបញ្ចប់ឆ្នាំ E2E');
  await page.getByTestId('form-submit').click();
  await page.waitForURL('**/demo/settingsholidays/listing**');
  await search(page, 'E2E');
  await expect(page.getByTestId('table-row').first()).toContainText('31-12-2026');
  await exportCsv(page, '31-12-2026');
  await page.getByTestId('theme-select').selectOption('dark');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await shot(page, 'settings-holidays-list-km-390-dark');
  await page.getByTestId('theme-select').selectOption('light');
});

test('sub admin in Khmer: works within the role flags', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await login(page, { account: 'demo', email: 'sub@demo.test', lang: 'km' });
  await page.waitForURL('**/demo/dashboard');
  await chooseLanguage(page, 'km');

  // department: view, add, edit, delete allowed
  await page.goto('/demo/settingsdepartment/listing');
  await expect(page.getByTestId('resource-add')).toBeVisible();
  await page.getByTestId('resource-add').click();
  await page.getByTestId('field-name').fill('ផ្នែកសាកល្បង E2E');
  await page.getByTestId('field-organizationId').click();
  await page.getByRole('listbox').getByRole('option').first().click();
  await page.getByTestId('form-submit').click();
  await page.waitForURL('**/demo/settingsdepartment/listing**');
  await search(page, 'E2E');
  await expect(page.getByTestId('table-row')).toHaveCount(1);
  await page.getByTestId('row-edit').first().click();
  await page.getByTestId('field-code').fill('E2E');
  await page.getByTestId('form-submit').click();
  await page.waitForURL('**/demo/settingsdepartment/listing**');
  await search(page, 'E2E');
  await exportCsv(page, 'ផ្នែកសាកល្បង E2E');
  await deleteRow(page, 'test record');
  await page.getByTestId('resource-dlisting-link').click();
  await page.getByTestId('table-row').filter({ hasText: 'test record' }).getByTestId('row-restore').click();
  await expect(page.getByTestId('table-row').filter({ hasText: 'test record' })).toHaveCount(0);
  await shot(page, 'settings-department-sub-km-1440-light');

  // holidays: view only — no add, no edit, no delete
  await page.goto('/demo/settingsholidays/listing');
  await expect(page.getByTestId('resource-table')).toBeVisible();
  await expect(page.getByTestId('table-row').first()).toBeVisible();
  await expect(page.getByTestId('resource-add')).toHaveCount(0);
  await expect(page.getByTestId('row-edit')).toHaveCount(0);
  await expect(page.getByTestId('row-delete')).toHaveCount(0);

  // holidays: adding is not in the role — the page says so, in the shell, in Khmer
  await page.goto('/demo/settingsholidays/add');
  await expect(page.getByTestId('denied-title')).toHaveText('អ្នកមិនមានសិទ្ធិបន្ថែមទេ');
  await expect(page.getByTestId('sidebar')).toBeVisible();

  // banks: not in the role at all — 'Do not have Privilege', with the way home
  await page.goto('/demo/settingsbank/listing');
  await expect(page.getByTestId('denied-title')).toHaveText('អ្នកមិនមានសិទ្ធិទេ');
  await shot(page, 'denied-sub-km-1440-light');
  await page.getByTestId('denied-page').getByRole('link').click();
  await page.waitForURL('**/demo/dashboard');
});

test('HR admin reads the system log with the change as a diff', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await login(page, { account: 'demo', email: 'hr@demo.test', lang: 'en' });
  await page.waitForURL('**/demo/dashboard');
  await chooseLanguage(page, 'en');
  // a change of its own to read: the log's action filter offers only the actions it holds, and this journey may run
  // before any other has changed a record (a far month's exchange rate, made or found, then edited)
  const made = await page.request.post('/api/v1/resources/exchangeRate', {
    data: { month: '2039-12', fromCurrency: 'USD', toCurrency: 'KHR', rate: '4000' },
  });
  const rate = made.ok()
    ? await made.json()
    : (await (await page.request.get('/api/v1/resources/exchangeRate?search=2039-12')).json()).rows[0];
  const edited = await page.request.put(`/api/v1/resources/exchangeRate/${rate.id}`, {
    data: {
      month: '2039-12',
      fromCurrency: 'USD',
      toCurrency: 'KHR',
      rate: Number(rate.rate) === 4000 ? '4010' : '4000',
    },
  });
  expect(edited.ok()).toBe(true);
  await page.goto('/demo/logs/listing');
  await expect(page.getByTestId('logs-table')).toBeVisible();
  await page.getByTestId('logs-filter-action').selectOption('update');
  await expect(page).toHaveURL(/action=update/);
  await expect(page.getByTestId('log-row').first()).toBeVisible();
  await page.getByTestId('log-row').first().getByTestId('log-open').click();
  await expect(page.getByTestId('log-diff')).toBeVisible();
  await shot(page, 'logs-diff-1440-light');
});
