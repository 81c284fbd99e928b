import { expect, test } from './fixtures.ts';
import { chooseLanguage, login, shot } from './helpers.ts';

/**
 * Issue 13, the public request page (`/{account}/applyLeave`, no login): a wrong Employee ID and access code gets the
 * spec's 'password Does not exists'; the right pair shows the employee's own balances, and an hourly request is
 * filed ('Record Added Successfully', back to the start). HR sees it pending. Tuesday 17 March 2026, a past day
 * outside every closed period and seeded request.
 */
test('an hourly leave request by Employee ID and access code, without a login', async ({ page, browser }) => {
  // HR gives the employee login's record an access code (shown once)
  const hrContext = await browser.newContext();
  const hr = await hrContext.newPage();
  await login(hr, { account: 'demo', email: 'hr@demo.test' });
  await hr.waitForURL('**/demo/dashboard');
  // a language saved by an earlier journey wins over the login page's: pick English in the shell
  await chooseLanguage(hr, 'en');
  const list = await hr.request.get('/api/v1/employees?search=Srey%20Pov&pageSize=5');
  const srey = ((await list.json()) as { rows: { id: string; employeeCode: string }[] }).rows[0]!;
  const code = ((await (await hr.request.post(`/api/v1/employees/${srey.id}/access-code`)).json()) as { code: string })
    .code;

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/demo/applyLeave');
  await chooseLanguage(page, 'km');
  await expect(page.getByRole('heading', { name: 'ស្នើសុំច្បាប់ឈប់សម្រាក', level: 1 })).toBeVisible();
  await shot(page, 'public-pass-km-390-light');
  await chooseLanguage(page, 'en');
  await expect(page.getByRole('heading', { name: 'Apply for leave', level: 1 })).toBeVisible();
  await page.getByTestId('pass-submit').click();
  await expect(page.getByTestId('pass-error')).toHaveText('Please enter Employee ID');
  await page.getByTestId('pass-employee').fill(srey.employeeCode);
  await page.getByTestId('pass-code').fill('000000');
  await page.getByTestId('pass-submit').click();
  await expect(page.getByTestId('pass-error')).toHaveText('password Does not exists');
  await page.getByTestId('pass-code').fill(code);
  await page.getByTestId('pass-submit').click();
  await expect(page.getByTestId('pass-who')).toContainText('Srey Pov');
  await expect(page.getByTestId('balance-cards')).toBeVisible();

  await page.getByTestId('leave-type').click();
  await page.getByRole('option', { name: /Annual leave/ }).click();
  await page.getByText('Hourly', { exact: true }).click();
  await page.getByTestId('leave-from').fill('17-03-2026');
  await page.keyboard.press('Tab');
  await page.getByTestId('leave-hours').click();
  await page.getByRole('option', { name: '2.5 h', exact: true }).click();
  await page.getByTestId('leave-reason').fill('Bank appointment');
  await expect(page.getByTestId('leave-preview')).toContainText('2.5');
  await shot(page, 'public-leave-en-390-light');
  await page.getByTestId('leave-submit').click();
  await expect(page.getByText('Record Added Successfully')).toBeVisible();
  // back to the start, signed out
  await expect(page.getByTestId('pass-employee')).toBeVisible();

  // HR: pending, filed from the public page
  await hr.goto('/demo/shiftsleaves/listing?from=2026-03-01&to=2026-03-31&status=pending');
  const row = hr.getByTestId('leave-table').locator('tbody tr').filter({ hasText: 'Srey Pov' });
  await expect(row).toContainText('17-03-2026, 2.5 h');
  await hrContext.close();
});
