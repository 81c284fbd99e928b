import { expect, test } from './fixtures.ts';
import { chooseLanguage, login, shot } from './helpers.ts';

/**
 * Issue 20, custom mode (spec 2.3): Acme's HR admin, in Chinese, switches custom mode on and the Holidays page off;
 * the sidebar loses the entry at once and its address is refused; switching the mode off brings it back.
 */
test('Acme switches custom mode on and a page off: gone from the menu and refused', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await login(page, { account: 'acme', email: 'hr@acme.test' });
  await page.waitForURL('**/acme/dashboard');
  // a retry starts with the mode off
  await page.request.put('/api/v1/sidebar', { data: { customMode: false, hiddenPages: [] } });
  await chooseLanguage(page, 'zh');
  await page.goto('/acme/dashboard');
  await page.getByTestId('sidebar-section-settings').click();
  await expect(page.getByTestId('menu-holiday')).toBeVisible();
  await page.getByTestId('menu-customMode').click();
  await page.waitForURL('**/acme/settingssidebar');
  await expect(page.getByRole('heading', { name: '自定义模式', level: 1 })).toBeVisible();

  await page.getByTestId('custom-mode-switch').click();
  await page.getByTestId('custom-mode-page-holidays').click();
  await expect(page.getByTestId('custom-mode-hidden')).toContainText('1');
  await page.getByTestId('custom-mode-save').click();
  await expect(page.getByTestId('menu-holiday')).toHaveCount(0);
  await expect(page.getByTestId('custom-mode-page-holidays')).not.toBeChecked();
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, 'custom-mode-zh-1440-light');
  await page.getByTestId('theme-select').selectOption('dark');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'custom-mode-zh-390-dark');
  await page.getByTestId('theme-select').selectOption('light');
  await page.setViewportSize({ width: 1440, height: 900 });

  // the page's address is refused where the page would be
  await page.goto('/acme/settingsholidays/listing');
  await expect(page.getByTestId('denied-page')).toBeVisible();
  expect((await page.request.get('/api/v1/resources/holiday')).status()).toBe(403);

  // the mode off: the page is back, the list kept
  await page.goto('/acme/settingssidebar');
  await page.getByTestId('custom-mode-switch').click();
  await page.getByTestId('custom-mode-save').click();
  await expect(page.getByTestId('custom-mode-switch')).not.toBeChecked();
  await expect(page.getByTestId('custom-mode-hidden')).toContainText('1');
  await expect(page.getByTestId('menu-holiday')).toBeVisible();
  expect((await page.request.get('/api/v1/resources/holiday')).status()).toBe(200);
  await page.request.put('/api/v1/sidebar', { data: { customMode: false, hiddenPages: [] } });
  await chooseLanguage(page, 'en');
});
