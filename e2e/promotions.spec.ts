import { expect, test } from './fixtures.ts';
import { chooseLanguage, employeeOnPhone, login, shot } from './helpers.ts';

/**
 * Issue 15, promotions: HR in Chinese writes an offer for everyone with a picture and publishes it; the employee on a
 * phone in Khmer finds it on their home with its picture, opens it, and HR sees it read. Announcements stay apart.
 */
test('HR publishes an offer with a picture; the employee sees it on a phone; HR sees it read', async ({
  page,
  browser,
}) => {
  const title = `e2e 员工午餐八折 ${Date.now()}`;
  await page.setViewportSize({ width: 1440, height: 900 });
  await login(page, { account: 'demo', email: 'hr@demo.test', lang: 'zh' });
  await page.waitForURL('**/demo/dashboard');
  await chooseLanguage(page, 'zh');
  await page.goto('/demo/promotions');
  await expect(page.getByRole('heading', { name: '促销活动', level: 1 })).toBeVisible();
  // the demo's offers, with their pictures; none of the announcements
  await expect(page.getByTestId('announcement-table').getByTestId('post-image').first()).toBeVisible();
  await expect(page.getByTestId('announcement-table')).not.toContainText('Water Festival');
  await shot(page, 'promotions-zh-1440-light');

  await page.getByTestId('announcement-add').click();
  await expect(page.getByTestId('announcement-type-select')).toHaveCount(0);
  await page.getByTestId('announcement-title').fill(title);
  await page.getByTestId('announcement-body-input-content').fill('本月每周五，公司餐厅午餐八折。');
  // a picture: any real PNG (a piece of this page)
  const png = await page.screenshot({ clip: { x: 0, y: 0, width: 320, height: 180 } });
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('post-image-pick').click();
  await (await chooser).setFiles({ name: 'lunch.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByRole('img', { name: '图片' })).toBeVisible();
  await page.getByRole('radio', { name: '已发布', exact: true }).check();
  await shot(page, 'promotion-form-zh-1440-light');
  await page.getByTestId('announcement-save').click();
  await page.waitForURL('**/demo/promotions/view/**');
  await expect(page.getByTestId('post-image')).toBeVisible();
  await expect(page.getByTestId('announcement-read-count')).toContainText('0 /');
  const view = page.url();

  // the employee, on a phone in Khmer: on their home with its picture; opened, read
  const { context: phone, page: emp } = await employeeOnPhone(browser, 'km');
  const card = emp.getByTestId('home-promotions').getByTestId('announcement-card').filter({ hasText: title });
  await expect(card.getByTestId('post-image')).toBeVisible();
  await expect(card.getByTestId('post-image')).toHaveJSProperty('complete', true);
  expect(await card.getByTestId('post-image').evaluate((i: HTMLImageElement) => i.naturalWidth)).toBeGreaterThan(0);
  await shot(emp, 'promotions-home-km-390-light');
  const read = emp.waitForResponse((r) => r.url().includes('/me/promotions/') && r.request().method() === 'POST');
  await card.getByTestId('announcement-read-more').click();
  expect((await read).status()).toBe(204);
  await emp.goto('/demo/mypromotions');
  await expect(emp.getByRole('heading', { name: 'ប្រូម៉ូសិន', level: 1 })).toBeVisible();
  await expect(emp.getByTestId('announcement-card').filter({ hasText: title })).toBeVisible();
  await emp.getByTestId('theme-select').selectOption('dark');
  await shot(emp, 'promotions-mine-km-390-dark');
  await emp.getByTestId('theme-select').selectOption('light');
  await phone.close();

  await page.goto(view);
  await expect(page.getByTestId('readers-table')).toContainText('PP1001');
  await page.getByTestId('readers-filter').getByText('已读', { exact: true }).click();
  await expect(page.getByTestId('readers-table').getByTestId('table-row')).toHaveCount(1);
  await shot(page, 'promotion-view-zh-1440-light');
});
