import { expect, test } from './fixtures.ts';
import { chooseLanguage, login, shot } from './helpers.ts';

/**
 * Issue 14, the processed lines: HR reads this month's Phnom Penh run as a grid in Khmer, adjusts a basic pay with a
 * reason, sees it wait, processes the run again and sees it applied; on a phone too.
 */
test('HR adjusts a payroll line in Khmer and processes the run again', async ({ page }) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await login(page, { account: 'demo', email: 'hr@demo.test', lang: 'km' });
  await page.waitForURL('**/demo/dashboard');
  await chooseLanguage(page, 'km');
  // this month of Phnom Penh (the demo's earlier months are closed, this one open), processed through the API (the
  // runs journey does it on screen, for Kuala Lumpur)
  const orgs = await (await page.request.get('/api/v1/payroll/run-organizations')).json();
  const pp = orgs.find((o: { currency: string }) => o.currency === 'USD');
  const now = new Date();
  const month = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
  // the month's rate into riel, if the demo has none for it
  await page.request.post('/api/v1/resources/exchangeRate', {
    data: { month, fromCurrency: 'USD', toCurrency: 'KHR', rate: '4100' },
  });
  // the demo opens this month's run
  const runs = await (await page.request.get('/api/v1/payroll/runs')).json();
  const run = runs.find(
    (r: { organizationId: string; periodFrom: string }) => r.organizationId === pp.id && r.periodFrom === `${month}-01`,
  );
  expect(run?.status).toMatch(/open|processed/);
  expect((await page.request.post(`/api/v1/payroll/runs/${run.id}/process`)).status()).toBe(202);

  await page.goto(`/demo/payroll_line_entry/data/${run.id}`);
  await expect(page.getByTestId('run-status')).toHaveAttribute('data-value', 'processed', { timeout: 30_000 });
  await page.getByTestId('run-grid').click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('បន្ទាត់ប្រាក់បៀវត្សរ៍');
  const row = page.getByTestId('grid-row').first();
  await expect(row).toBeVisible();
  await expect(page.getByTestId('grid-total').first()).toContainText('USD');
  await shot(page, 'payroll-lines-km-1440-light');

  // adjust the first employee's basic pay: a reason is required
  await row.getByTestId('cell-BASIC').getByRole('button').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('PP');
  await page.getByTestId('adjust-amount').fill('1234.50');
  await page.getByTestId('adjust-save').click();
  await expect(dialog.getByText('ត្រូវតែបំពេញ')).toBeVisible();
  await page.getByTestId('adjust-reason').fill('ប្រាក់ខែដែលបានព្រមព្រៀងសម្រាប់ខែនេះ');
  await shot(page, 'payroll-adjust-km-1440-light');
  await page.getByTestId('adjust-save').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('grid-pending')).toBeVisible();
  await expect(row.getByTestId('cell-BASIC').getByTestId('grid-waiting')).toContainText('1,234.50');

  await page.getByTestId('run-process').click();
  await expect(page.getByTestId('grid-pending')).toBeHidden({ timeout: 30_000 });
  await expect(row.getByTestId('cell-BASIC')).toContainText('1,234.50');
  await expect(row.getByTestId('cell-BASIC').getByTestId('grid-waiting')).toHaveCount(0);

  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'payroll-lines-km-390-light');
  await page.getByTestId('theme-select').selectOption('dark');
  await page.setViewportSize({ width: 1440, height: 900 });
  await shot(page, 'payroll-lines-km-1440-dark');
  await page.getByTestId('theme-select').selectOption('light');
});
