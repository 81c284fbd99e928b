import { expect, test } from './fixtures.ts';
import { chooseLanguage, employeeOnPhone, login, shot } from './helpers.ts';

/**
 * Issue 15, announcements: HR in Khmer writes one for the Sales department and publishes it; the employee (Sales) on
 * a phone finds it on their home, opens it and so reads it; HR sees them among its readers. The Finance sub admin in
 * Chinese may only address their department.
 */
test('HR publishes an announcement to a department; the employee reads it on a phone; HR sees who read it', async ({
  page,
  browser,
}) => {
  const title = `e2e ប្រជុំក្រុមលក់ ${Date.now()}`;
  await page.setViewportSize({ width: 1440, height: 900 });
  await login(page, { account: 'demo', email: 'hr@demo.test', lang: 'km' });
  await page.waitForURL('**/demo/dashboard');
  await chooseLanguage(page, 'km');
  await page.goto('/demo/announcements');
  await expect(page.getByRole('heading', { name: 'សេចក្ដីជូនដំណឹង', level: 1 })).toBeVisible();
  await expect(page.getByTestId('announcement-table').getByTestId('table-row').first()).toBeVisible();
  await shot(page, 'announcements-km-1440-light');

  await page.getByTestId('announcement-add').click();
  await page.getByTestId('announcement-title').fill(title);
  await page.getByTestId('announcement-type-select').click();
  await page.getByRole('option', { name: 'Event' }).click();
  await page.getByTestId('announcement-body-input-content').fill('ប្រជុំនៅថ្ងៃច័ន្ទ ម៉ោង 9:00 នៅបន្ទប់ប្រជុំធំ។');
  await page.getByRole('radio', { name: 'នាយកដ្ឋាន', exact: true }).check();
  const departments = page.getByTestId('announcement-audience-ids');
  await departments.click();
  await departments.fill('Sal');
  await page.getByRole('option', { name: 'Sales' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('radio', { name: 'បានផ្សព្វផ្សាយ', exact: true }).check();
  await shot(page, 'announcement-form-km-1440-light');
  await page.getByTestId('announcement-save').click();
  await page.waitForURL('**/demo/announcements/view/**');
  await expect(page.getByTestId('announcement-audience-text')).toContainText('Sales');
  await expect(page.getByTestId('announcement-read-count')).toContainText('0 ក្នុងចំណោម');
  const view = page.url();

  // the employee, on a phone in Khmer: on their home, new; opened, read
  const { context: phone, page: emp } = await employeeOnPhone(browser, 'km');
  const card = emp.getByTestId('home-announcements').getByTestId('announcement-card').filter({ hasText: title });
  await expect(card.getByTestId('announcement-new')).toBeVisible();
  await shot(emp, 'announcements-home-km-390-light');
  const read = emp.waitForResponse((r) => r.url().includes('/read') && r.request().method() === 'POST');
  await card.getByTestId('announcement-read-more').click();
  expect((await read).status()).toBe(204);
  await emp.goto('/demo/myannouncements');
  const mine = emp.getByTestId('announcement-card').filter({ hasText: title });
  await expect(mine).toBeVisible();
  await expect(mine.getByTestId('announcement-new')).toHaveCount(0);
  await emp.getByTestId('theme-select').selectOption('dark');
  await shot(emp, 'announcements-mine-km-390-dark');
  await emp.getByTestId('theme-select').selectOption('light');
  await phone.close();

  // HR: one reader, the employee
  await page.goto(view);
  await expect(page.getByTestId('announcement-read-count')).toContainText('1 ក្នុងចំណោម');
  await page.getByTestId('readers-filter').getByText('បានអាន', { exact: true }).click();
  await expect(page.getByTestId('readers-table').getByTestId('table-row')).toHaveCount(1);
  await expect(page.getByTestId('readers-table')).toContainText('PP1001');
  await shot(page, 'announcement-view-km-1440-light');
});

test('the Finance sub admin in Chinese addresses only their department', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await login(page, { account: 'demo', email: 'finance@demo.test', lang: 'zh' });
  await page.waitForURL('**/demo/dashboard');
  await chooseLanguage(page, 'zh');
  await page.getByTestId('theme-select').selectOption('dark');
  await page.goto('/demo/announcements');
  await expect(page.getByRole('heading', { name: '公告', level: 1 })).toBeVisible();
  // the demo's Finance announcement is theirs; the ones for everyone are not
  await expect(page.getByTestId('announcement-table')).toContainText('Month-end closing');
  await expect(page.getByTestId('announcement-table')).not.toContainText('Water Festival');
  await shot(page, 'announcements-finance-zh-1440-dark');
  await page.getByTestId('announcement-add').click();
  await expect(page.getByTestId('announcement-audience').getByRole('radio')).toHaveCount(1);
  await expect(page.getByTestId('announcement-audience')).toContainText('部门');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'announcement-form-finance-zh-390-dark');
  // promotions the same: none of the demo's offers is for their department alone; theirs go to it only
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/demo/promotions');
  await expect(page.getByRole('heading', { name: '促销活动', level: 1 })).toBeVisible();
  await expect(page.getByTestId('announcement-table')).not.toContainText('City Fitness');
  await page.getByTestId('announcement-add').click();
  await expect(page.getByTestId('announcement-audience').getByRole('radio')).toHaveCount(1);
  await expect(page.getByTestId('post-image-pick')).toBeVisible();
  await shot(page, 'promotion-form-finance-zh-1440-dark');
  await page.getByTestId('theme-select').selectOption('light');
});
