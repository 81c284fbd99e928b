import { expect, test } from './fixtures.ts';
import { login, shot } from './helpers.ts';

/**
 * Issue 14, payroll runs: HR opens last month of the Kuala Lumpur office, processes it in the background and reads
 * its payslips; in Khmer on a phone, and in Chinese in the dark theme.
 */
test('HR opens, processes and reads a payroll run', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await login(page, { account: 'demo', email: 'hr@demo.test' });
  await page.waitForURL('**/demo/dashboard');
  await page.getByTestId('language-select').selectOption('en');
  await page.getByTestId('sidebar-section-payroll').click();
  await page.getByRole('link', { name: 'Payroll runs' }).click();
  await expect(page.getByRole('heading', { name: 'Payroll runs', level: 1 })).toBeVisible();

  await page.getByTestId('run-add').click();
  await page.getByTestId('run-organization').click();
  await page.getByRole('option', { name: /Malaysia/ }).click();
  await page.getByTestId('run-submit').click();
  await expect(page.getByTestId('run-dialog')).toBeHidden();
  const row = page.getByTestId('run-row').first();
  await expect(row.getByTestId('run-status')).toHaveAttribute('data-value', 'open');
  // the same month again is refused, in words (the dialog keeps the organization and month chosen last)
  await page.getByTestId('run-add').click();
  await expect(page.getByTestId('run-organization')).toHaveValue(/Malaysia/);
  await page.getByTestId('run-submit').click();
  await expect(page.getByText('A payroll run of this organization and month already exists')).toBeVisible();
  await page.keyboard.press('Escape');

  await row.getByTestId('run-process').click();
  await expect(row.getByTestId('run-status')).toHaveAttribute('data-value', 'processed', { timeout: 30_000 });
  await shot(page, 'payroll-runs-en-1440-light');
  await row.getByRole('link').first().click();
  await expect(page.getByTestId('payslip-row').first()).toBeVisible();
  await expect(page.getByTestId('run-total-net')).toContainText('MYR');
  await shot(page, 'payroll-run-en-1440-light');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId('language-select').selectOption('km');
  await expect(page.getByText('ប្រាក់ទទួលបានសុទ្ធ').first()).toBeVisible();
  await shot(page, 'payroll-run-km-390-light');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByTestId('language-select').selectOption('zh');
  await page.getByTestId('theme-select').selectOption('dark');
  await page.goBack();
  await expect(page.getByRole('heading', { name: '薪资核算', level: 1 })).toBeVisible();
  await shot(page, 'payroll-runs-zh-1440-dark');
  await page.getByTestId('theme-select').selectOption('light');
});
