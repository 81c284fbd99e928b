import { expect, test } from './fixtures.ts';
import { chooseLanguage, login, shot } from './helpers.ts';

/**
 * Issue 14, the payroll calculator: HR in Khmer works out a Cambodian month paid in USD (tax in KHR at the month's
 * rate, the net in USD), then in Chinese on a phone in the dark theme a Malaysian one (LHDN's worked example), with
 * a wrong wage named on its field.
 */
test('HR works out a Cambodian month paid in USD and a Malaysian one', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await login(page, { account: 'demo', email: 'hr@demo.test', lang: 'km' });
  await page.waitForURL('**/demo/dashboard');
  await chooseLanguage(page, 'km');
  // the sidebar's new Payroll section
  await page.getByTestId('sidebar-section-payroll').click();
  await page.getByRole('link', { name: 'ម៉ាស៊ីនគណនាប្រាក់បៀវត្សរ៍' }).click();
  await expect(page.getByRole('heading', { name: 'ម៉ាស៊ីនគណនាប្រាក់បៀវត្សរ៍', level: 1 })).toBeVisible();
  await page.getByTestId('calc-pack').getByText('កម្ពុជា (KHR)').click();
  await page.getByTestId('calc-wage').fill('1000');
  await page.getByTestId('calc-currency').click();
  await page.getByRole('option', { name: 'USD' }).click();
  await page.getByTestId('calc-exchangeRate').fill('4100');
  await page.getByTestId('calc-dependants').fill('2');
  await page.getByTestId('calc-pension-deductible').check();
  await page.getByTestId('calc-submit').click();
  // 4,100,000 less the pension (24,000) and two dependants (300,000): 202,600 riel; net (1,000 − 226,600 / 4,100) USD
  await expect(page.getByTestId('calc-employee')).toContainText('202,600');
  await expect(page.getByTestId('calc-net')).toContainText('944.73');
  await shot(page, 'payroll-calculator-km-1440-light');

  await page.setViewportSize({ width: 390, height: 844 });
  await chooseLanguage(page, 'zh');
  await page.getByTestId('theme-select').selectOption('dark');
  await expect(page.getByRole('heading', { name: '薪资计算器', level: 1 })).toBeVisible();
  await page.getByTestId('calc-pack').getByText('马来西亚 (MYR)').click();
  await page.getByTestId('calc-wage').fill('55,00.0x');
  await page.getByTestId('calc-prev-gross').fill('x1');
  await page.getByTestId('calc-submit').click();
  // each wrong field is named, an earlier month's too
  await expect(page.getByText('请输入有效数字')).toHaveCount(2);
  await page.getByTestId('calc-prev-gross').fill('');
  await page.getByTestId('calc-wage').fill('5500');
  await page.getByTestId('calc-category').click();
  await page.getByRole('option', { name: '已婚，配偶有工作或其他' }).click();
  await page.getByTestId('calc-children').fill('3');
  await page.getByTestId('calc-submit').click();
  // LHDN's Exhibit 5 in January: PCB 110.00; in any month of 2026 the same wage and category give EPF 605
  await expect(page.getByTestId('calc-employee')).toContainText('605.00');
  await shot(page, 'payroll-calculator-zh-390-dark');
  await page.getByTestId('theme-select').selectOption('light');
  await chooseLanguage(page, 'en');
  await expect(page.getByRole('heading', { name: 'Payroll calculator', level: 1 })).toBeVisible();
  await shot(page, 'payroll-calculator-en-390-light');
});
