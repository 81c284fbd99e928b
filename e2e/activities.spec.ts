import { expect, test } from './fixtures.ts';
import { chooseLanguage, searchList, employeeOnPhone, login, shot } from './helpers.ts';

/**
 * Issue 18, activities and KPI targets: HR sets Srey a target of customer visits for this month; Srey on her phone in
 * Khmer logs a visit; HR in Chinese evaluates it, and the target and the KPI count it.
 */
test('HR sets a monthly target; the employee logs an activity in Khmer; HR evaluates it and the KPI counts it', async ({
  page,
  browser,
}) => {
  const note = `E2E visit ${Date.now() % 100000}`;
  await page.setViewportSize({ width: 1440, height: 900 });
  await login(page, { account: 'demo', email: 'hr@demo.test', lang: 'en' });
  await page.waitForURL('**/demo/dashboard');
  // the language HR chose last time is theirs: this journey starts in English
  await chooseLanguage(page, 'en');
  await page.goto('/demo/employeestaregetactvity/listing');
  await expect(page.getByRole('heading', { name: 'Monthly Target', level: 1 })).toBeVisible();
  await expect(page.getByTestId('achievement').first()).toBeVisible();
  await shot(page, 'targets-en-1440-light');
  // Srey has this month's visits target from the demo: it is there to be counted
  await searchList(page, 'PP1001');
  const target = page.getByTestId('target-table').locator('tbody tr', { hasText: 'Customer visit' }).first();
  await expect(target).toBeVisible();
  const before = (await target.getByTestId('achieved').textContent()) ?? '';

  // Srey logs a visit on her phone, in Khmer
  const { context, page: phone } = await employeeOnPhone(browser, 'km');
  await phone.goto('/demo/employeesactivity/listing');
  await expect(phone.getByRole('heading', { name: 'កត់ត្រាសកម្មភាព', level: 1 })).toBeVisible();
  await phone.getByTestId('activity-add').click();
  await phone.getByTestId('activity-type-input').click();
  await phone.getByRole('listbox').getByRole('option', { name: 'Customer visit' }).click();
  await phone.getByTestId('activity-status-input').click();
  await phone.getByRole('listbox').getByRole('option', { name: 'Completed' }).click();
  await phone.getByTestId('activity-hours').fill('2');
  await phone.getByTestId('activity-notes').fill(note);
  await expect(phone.getByTestId('activity-evaluation')).toHaveCount(0);
  await shot(phone, 'activity-form-km-390-light');
  await phone.getByTestId('activity-save').click();
  await phone.waitForURL('**/demo/employeesactivity/listing');
  // a phone shows the list as cards
  await expect(phone.getByTestId('activity-table').getByText(note)).toBeVisible();
  await shot(phone, 'activities-km-390-light');
  await context.close();

  // HR, in Chinese, evaluates it: Exceeds target counts 1.2
  await chooseLanguage(page, 'zh');
  await page.goto('/demo/employeesactivity/listing');
  await searchList(page, note);
  const row = page.getByTestId('activity-table').locator('tbody tr', { hasText: note });
  await expect(row).toBeVisible();
  await row.getByRole('link', { name: /编辑/ }).click();
  await page.getByTestId('activity-evaluation').click();
  await page
    .getByRole('listbox')
    .getByRole('option', { name: /Exceeds target/ })
    .click();
  await page.getByTestId('activity-save').click();
  await page.waitForURL('**/demo/employeesactivity/listing*');
  await expect(page.getByTestId('activity-table').locator('tbody tr', { hasText: note })).toContainText('120 %');
  await shot(page, 'activities-zh-1440-light');
  await page.goto('/demo/employeestaregetactvity/listing');
  await searchList(page, 'PP1001');
  await expect(target.getByTestId('achieved')).not.toHaveText(before);
  await page.goto('/demo/employeestaregetactvity/kpi');
  await expect(page.getByRole('heading', { name: 'KPI', level: 1 })).toBeVisible();
  await expect(page.getByTestId('kpi-score').first()).toBeVisible();
  await shot(page, 'kpi-zh-1440-light');
  await page.getByTestId('theme-select').selectOption('dark');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'kpi-zh-390-dark');
  await page.getByTestId('theme-select').selectOption('light');
  // leave HR in English for the journeys after this one
  await chooseLanguage(page, 'en');
});
