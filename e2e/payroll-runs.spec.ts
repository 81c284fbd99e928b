import { expect, test } from './fixtures.ts';
import { chooseLanguage, login, shot } from './helpers.ts';

/**
 * Issue 14, payroll runs: HR finds this month of the Kuala Lumpur office open (a second one is refused), processes it in the background and reads
 * its payslips; in Khmer on a phone, and in Chinese in the dark theme. HR may not approve what HR processed: the
 * payroll manager approves it, marks it paid and closes it, in Chinese, and finds it among the closed runs.
 */
test('HR opens and processes a payroll run; the payroll manager approves, pays and closes it', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await login(page, { account: 'demo', email: 'hr@demo.test' });
  await page.waitForURL('**/demo/dashboard');
  await chooseLanguage(page, 'en');
  await page.getByTestId('sidebar-section-payroll').click();
  await page.getByRole('link', { name: 'Payroll runs' }).click();
  await expect(page.getByRole('heading', { name: 'Payroll runs', level: 1 })).toBeVisible();

  // the demo opens this month for both organizations; other journeys open later months of Phnom Penh, which the
  // list shows first
  const row = page.getByTestId('run-row').filter({ hasText: 'Malaysia' }).first();
  await expect(row.getByTestId('run-status')).toHaveAttribute('data-value', 'open');
  // the same month again is refused, in words
  await page.getByTestId('run-add').click();
  await page.getByTestId('run-organization').click();
  await page.getByRole('option', { name: /Malaysia/ }).click();
  await page.getByTestId('run-submit').click();
  await expect(page.getByText('A payroll run of this organization and month already exists')).toBeVisible();
  await page.keyboard.press('Escape');

  await row.getByTestId('run-process').click();
  await expect(row.getByTestId('run-status')).toHaveAttribute('data-value', 'processed', { timeout: 30_000 });
  await shot(page, 'payroll-runs-en-1440-light');
  await row.getByRole('link').first().click();
  await expect(page.getByTestId('payslip-row').first()).toBeVisible();
  await expect(page.getByTestId('run-total-net')).toContainText('MYR');
  // maker-checker: the approve button is there, disabled, saying why
  await expect(page.getByTestId('run-step-approve')).toBeDisabled();
  await shot(page, 'payroll-run-en-1440-light');
  const runUrl = page.url();

  await page.setViewportSize({ width: 390, height: 844 });
  await chooseLanguage(page, 'km');
  await expect(page.getByText('ប្រាក់ទទួលបានសុទ្ធ').first()).toBeVisible();
  await shot(page, 'payroll-run-km-390-light');
  await page.setViewportSize({ width: 1440, height: 900 });
  await chooseLanguage(page, 'zh');
  await page.getByTestId('theme-select').selectOption('dark');
  await page.goBack();
  await expect(page.getByRole('heading', { name: '薪资核算', level: 1 })).toBeVisible();
  await shot(page, 'payroll-runs-zh-1440-dark');
  await page.getByTestId('theme-select').selectOption('light');

  const manager = await (await browser.newContext({ timezoneId: 'Asia/Phnom_Penh' })).newPage();
  await manager.setViewportSize({ width: 1440, height: 900 });
  await login(manager, { account: 'demo', email: 'payroll@demo.test', lang: 'zh' });
  await manager.waitForURL('**/demo/dashboard');
  await manager.goto(runUrl);
  await expect(manager.getByTestId('run-status')).toHaveAttribute('data-value', 'processed');
  await expect(manager.getByTestId('run-process')).toHaveCount(0);
  const step = async (name: string, status: string) => {
    await manager.getByTestId(`run-step-${name}`).click();
    await manager.getByTestId(`confirm-run-${name}`).click();
    await expect(manager.getByTestId('run-status')).toHaveAttribute('data-value', status);
  };
  await step('approve', 'approved');
  await expect(manager.getByTestId('run-trail')).toContainText('由 Nur Aisyah Rahman 审批');
  await step('paid', 'paid');
  // the bank payment files of the month: one CSV per bank
  await expect(manager.getByTestId('bank-row').first()).toBeVisible();
  const csv = manager.waitForEvent('download');
  await manager.getByTestId('bank-file').first().click();
  expect((await csv).suggestedFilename()).toMatch(/^bank-\d{4}-\d\d-MYR\.csv$/);
  await shot(manager, 'payroll-run-bank-files-zh-1440-light');
  await manager.getByTestId('run-step-close').click();
  await expect(manager.getByText('已关闭的核算及其工资单和明细行将永远不能再更改')).toBeVisible();
  await shot(manager, 'payroll-run-close-zh-1440-light');
  await manager.getByTestId('confirm-run-close').click();
  await expect(manager.getByTestId('run-status')).toHaveAttribute('data-value', 'closed');
  await expect(manager.getByTestId('run-step-reopen')).toHaveCount(0);
  await shot(manager, 'payroll-run-closed-zh-1440-light');
  await manager.getByTestId('page-header').getByRole('link', { name: '薪资核算' }).click();
  await manager.getByTestId('runs-list-closed').click();
  await expect(manager).toHaveURL(/hradmin\/closelisting$/);
  await expect(manager.getByTestId('run-row').first().getByTestId('run-status')).toHaveAttribute(
    'data-value',
    'closed',
  );
  await manager.setViewportSize({ width: 390, height: 844 });
  await shot(manager, 'payroll-runs-closed-zh-390-light');
  await manager.context().close();
});
