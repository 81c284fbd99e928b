import { expect, test } from './fixtures.ts';
import { chooseLanguage, login, shot } from './helpers.ts';

/**
 * Issue 14, statutory settings: HR reads the platform's EPF figures (with the unconfirmed Part F), saves a version of
 * their own from next year, the calculator computes with it, and removes it; in Khmer a SOCSO row out of order is
 * named; the PCB and Cambodian pages in Chinese; a phone in the dark.
 */
test('HR reads the statutory figures, adds a version of their own the calculator uses, and removes it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await login(page, { account: 'demo', email: 'hr@demo.test', lang: 'en' });
  await page.waitForURL('**/demo/dashboard');
  const year = new Date().getFullYear() + 1;
  // a retry finds the version of the try before: gone first
  const before = await (await page.request.get('/api/v1/payroll/statutory/epf')).json();
  for (const v of before.versions.filter((x: { origin: string }) => x.origin === 'tenant'))
    await page.request.delete(`/api/v1/payroll/statutory/epf/${v.id}`);

  await page.goto('/demo/settingsepf');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('EPF Rates');
  await expect(page.getByTestId('statutory-unconfirmed')).toBeVisible();
  await expect(page.getByTestId('figure-rates-employeeRate')).toContainText('11');
  await page.getByTestId('statutory-part').getByText('Part F').click();
  await expect(page.getByTestId('figure-rates-employeeRate')).toContainText('2');
  await shot(page, 'statutory-epf-en-1440-light');

  // a version of our own from January next year: Part A's employee share 9 %
  await page.getByTestId('statutory-part').getByText('Part A').click();
  await page.getByTestId('statutory-new').click();
  await page.getByTestId('statutory-from').fill(`01-01-${year}`);
  await page.getByTestId('statutory-source-input').click();
  await page.getByTestId('statutory-source-input').fill('Board resolution 12/2026: employee share 9 %');
  await page.getByTestId('figure-rates-employeeRate').fill('9');
  await shot(page, 'statutory-epf-edit-en-1440-light');
  await page.getByTestId('statutory-save').click();
  await expect(page.getByTestId('statutory-version')).toContainText('Our version');
  await expect(page.getByTestId('statutory-source')).toHaveText('Board resolution 12/2026: employee share 9 %');
  await expect(page.getByTestId('figure-rates-employeeRate')).toContainText('9');

  // the calculator computes with it
  await page.goto('/demo/payroll/calculator');
  await page.getByTestId('calc-month').click();
  await page.locator('button[data-direction="next"]').click();
  await page.getByRole('button', { name: 'Feb', exact: true }).click();
  await expect(page.getByTestId('calc-month')).toHaveText(`02-${year}`);
  await page.getByTestId('calc-wage').fill('5000');
  await page.getByTestId('calc-submit').click();
  await expect(page.getByTestId('calc-employee')).toContainText('450.00');

  // removed: the platform's again
  await page.goto('/demo/settingsepf');
  // the page opens on the version in force today; ours is ahead
  await expect(page.getByTestId('statutory-version')).toContainText('Platform default');
  await page.getByTestId('statutory-versions').click();
  await page.getByRole('option', { name: `01-01-${year} · Our version` }).click();
  await page.getByTestId('statutory-remove').click();
  await page.getByTestId('statutory-remove-confirm').click();
  await expect(page.getByTestId('statutory-version')).toContainText('Platform default');
  await expect(page.getByTestId('figure-rates-employeeRate')).toContainText('11');

  // SOCSO in Khmer: a row out of order is named on its row
  await chooseLanguage(page, 'km');
  await page.goto('/demo/settingssoc');
  await expect(page.getByTestId('figures-row')).not.toHaveCount(0);
  await shot(page, 'statutory-socso-km-1440-light');
  await page.getByTestId('statutory-edit').click();
  await page.getByTestId('statutory-source-input').fill('សាកល្បង');
  await page.getByTestId('figure-rows-3-upTo').fill('10');
  await page.getByTestId('statutory-save').click();
  await expect(page.getByTestId('statutory-draft')).toBeVisible();
  await expect(page.getByText('ត្រូវតែធំជាងជួរមុន')).toBeVisible();
  await shot(page, 'statutory-socso-error-km-1440-light');
  await page.getByTestId('statutory-cancel').click();
  await expect(page.getByTestId('statutory-version')).toBeVisible();

  // PCB and Cambodia in Chinese
  await chooseLanguage(page, 'zh');
  await page.goto('/demo/settingsmytaxtable');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('PCB 税率表');
  await expect(page.getByTestId('figures-row')).not.toHaveCount(0);
  await shot(page, 'statutory-pcb-table-zh-1440-light');
  await page.goto('/demo/settingstmytaxcode');
  await expect(page.getByTestId('figure-reliefs-individualRelief')).toBeVisible();
  await shot(page, 'statutory-pcb-codes-zh-1440-light');
  await page.goto('/demo/settingskhtax');
  await expect(page.getByTestId('figure-tax-rounding')).toBeVisible();
  await shot(page, 'statutory-kh-zh-1440-light');

  await page.getByTestId('theme-select').selectOption('dark');
  await page.setViewportSize({ width: 390, height: 844 });
  await chooseLanguage(page, 'km');
  await page.goto('/demo/settingssoc');
  await expect(page.getByTestId('figures-row')).not.toHaveCount(0);
  await shot(page, 'statutory-socso-km-390-dark');
  await page.getByTestId('theme-select').selectOption('light');
});

/** The payroll manager, a sub admin who may read the statutory figures but not change them, in Chinese on a phone. */
test('the payroll sub admin reads the statutory figures but cannot change them', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page, { account: 'demo', email: 'payroll@demo.test', lang: 'zh' });
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await chooseLanguage(page, 'zh');
  await page.goto('/demo/settingsepf');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('EPF 费率');
  await expect(page.getByTestId('figure-rates-employeeRate')).toContainText('11');
  await expect(page.getByTestId('statutory-new')).toHaveCount(0);
  await expect(page.getByTestId('statutory-edit')).toHaveCount(0);
  await shot(page, 'statutory-epf-payroll-zh-390-light');
  await page.goto('/demo/settingskhtax');
  await expect(page.getByTestId('figure-tax-rounding')).toBeVisible();
  await expect(page.getByTestId('statutory-edit')).toHaveCount(0);
  // and the API refuses a change all the same
  const put = await page.request.put('/api/v1/payroll/statutory/kh', { data: {} });
  expect(put.status()).toBe(403);
});
