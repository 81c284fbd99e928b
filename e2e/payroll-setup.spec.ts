import { expect, test } from './fixtures.ts';
import { chooseLanguage, login, shot } from './helpers.ts';

/**
 * Issue 14, payroll set-up: HR in Khmer keeps a tax table (a wrong base amount is named on its row with the figure
 * it should be, "fill in the base amounts" mends it); in Chinese on a phone in the dark theme a pay code whose
 * fields follow its calculation; the months' exchange rates in English.
 */
test('HR keeps a tax table, a pay code and sees the exchange rates', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await login(page, { account: 'demo', email: 'hr@demo.test', lang: 'km' });
  await page.waitForURL('**/demo/dashboard');
  await chooseLanguage(page, 'km');
  await page.getByTestId('sidebar-section-payroll').click();
  await page.getByRole('link', { name: 'កម្រិតពន្ធ' }).click();
  await expect(page.getByTestId('resource-table')).toBeVisible();
  await expect(page.getByTestId('table-row').first()).toBeVisible();
  await shot(page, 'payroll-tax-tables-km-1440-light');

  await page.getByTestId('resource-add').click();
  await page.getByTestId('field-name').fill('ពន្ធលើប្រាក់បៀវត្សរ៍ E2E');
  await page.getByTestId('field-organizationId').click();
  await page.getByRole('listbox').getByRole('option').first().click();
  await page.getByTestId('field-effectiveFrom').fill('2027-01-01');
  await page.keyboard.press('Escape');
  const rows: [string, string, string, string][] = [
    ['0', '1500000', '0', '0'],
    ['1500001', '2000000', '5', '0'],
    ['2000001', '', '10', '20000'],
  ];
  for (const [i, [min, max, rate, base]] of rows.entries()) {
    await page.getByTestId('field-brackets-add').click();
    await page.getByTestId(`field-brackets-${i}-min`).fill(min);
    await page.getByTestId(`field-brackets-${i}-max`).fill(max);
    await page.getByTestId(`field-brackets-${i}-rate`).fill(rate);
    await page.getByTestId(`field-brackets-${i}-base`).fill(base);
  }
  await page.getByTestId('form-submit').click();
  // the third row's base should be the tax of the first two: 500,000 × 5 %
  await expect(page.getByText('គួរតែជា 25,000.00៖ ពន្ធនៃជួរខាងក្រោម')).toBeVisible();
  await shot(page, 'payroll-tax-table-form-km-1440-light');
  await page.getByTestId('field-brackets-fill').click();
  await expect(page.getByTestId('field-brackets-2-base')).toHaveValue('25000');
  await page.getByTestId('form-submit').click();
  await page.waitForURL('**/demo/tax_brackets/listing**');
  await expect(page.getByText('ពន្ធលើប្រាក់បៀវត្សរ៍ E2E')).toBeVisible();

  // an employee's pay items: the demo gives everyone the transport allowance
  await page.goto('/demo/employees/listing?search=chea');
  await page.getByTestId('employee-row').filter({ hasText: 'Sokha' }).click();
  await expect(page).toHaveURL(/\/demo\/employees\/profile\//);
  await page.getByTestId('tab-listingpayitem').click();
  // (every fifth employee has the housing allowance too: rows of one start date come in no set order)
  await expect(page.getByTestId('table-row').filter({ hasText: 'TRN' })).toHaveCount(1);
  await shot(page, 'payroll-pay-items-km-1440-light');

  // a pay code on a phone, in Chinese and dark: the fields follow the calculation
  await page.setViewportSize({ width: 390, height: 844 });
  await chooseLanguage(page, 'zh');
  await page.getByTestId('theme-select').selectOption('dark');
  await page.goto('/demo/paycode/listing');
  await expect(page.getByRole('heading', { name: '薪资代码', level: 1 })).toBeVisible();
  await shot(page, 'payroll-pay-codes-zh-390-dark');
  await page.getByTestId('resource-add').click();
  await page.getByTestId('field-code').fill('NIGHT');
  await page.getByTestId('field-name').fill('夜班津贴');
  await expect(page.getByTestId('field-amount')).toBeVisible();
  await page.getByTestId('field-calculation').click();
  await page.getByRole('option', { name: '单位 × 费率' }).click();
  await expect(page.getByTestId('field-amount')).toHaveCount(0);
  await page.getByTestId('field-multiplier').fill('1.25');
  await page.getByTestId('field-minAmount').fill('20');
  await page.getByTestId('field-maxAmount').fill('10');
  await page.getByTestId('form-submit').click();
  await expect(page.getByText('不能小于最低金额')).toBeVisible();
  await shot(page, 'payroll-pay-code-form-zh-390-dark');
  await page.getByTestId('field-maxAmount').fill('200');
  await page.getByTestId('form-submit').click();
  await page.waitForURL('**/demo/paycode/listing**');

  // the months' exchange rates, in English at 1440 in the dark theme
  await page.setViewportSize({ width: 1440, height: 900 });
  await chooseLanguage(page, 'en');
  await page.goto('/demo/payrollexchangerate/listing');
  await expect(page.getByRole('heading', { name: 'Exchange Rates', level: 1 })).toBeVisible();
  // this year's USD rates: riel in the thousands, ringgit to four decimals
  await expect(page.getByTestId('resource-table')).toContainText('4,0');
  await expect(page.getByTestId('resource-table')).toContainText('4.3325');
  await shot(page, 'payroll-exchange-rates-en-1440-dark');
  await page.getByTestId('theme-select').selectOption('light');
});
