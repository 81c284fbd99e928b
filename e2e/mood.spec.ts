import { expect, test } from './fixtures.ts';
import { chooseLanguage, employeeOnPhone, login, shot } from './helpers.ts';

/**
 * Issue 15, the mood pulse: an employee answers on their home in Chinese on a phone, once a day; HR reads the
 * departments' weeks in Khmer, in the dark, on a wide screen and a phone.
 */
test('an employee shares their mood on a phone; HR sees the trends of departments only', async ({ page, browser }) => {
  const { context: phone, page: emp } = await employeeOnPhone(browser, 'zh');
  const card = emp.getByTestId('mood-check-in');
  await expect(card).toBeVisible();
  // a retry finds today answered already
  if (await card.getByTestId('mood-good').isVisible()) {
    await shot(emp, 'mood-check-in-zh-390-light');
    await card.getByTestId('mood-good').click();
  }
  await expect(card).toContainText('感谢您分享今天的心情');
  await expect(card.getByTestId('mood-good')).toHaveCount(0);
  await phone.close();

  await page.setViewportSize({ width: 1440, height: 900 });
  await login(page, { account: 'demo', email: 'hr@demo.test', lang: 'km' });
  await page.waitForURL('**/demo/dashboard');
  await chooseLanguage(page, 'km');
  await page.getByTestId('theme-select').selectOption('dark');
  await page.goto('/demo/moodpulse');
  await expect(page.getByRole('heading', { name: 'ជីពចរអារម្មណ៍', level: 1 })).toBeVisible();
  await expect(page.getByTestId('mood-total').getByTestId('mood-cell').first()).toBeVisible();
  await expect(page.getByTestId('mood-row').first()).toBeVisible();
  await shot(page, 'mood-trends-km-1440-dark');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'mood-trends-km-390-dark');
  await page.getByTestId('theme-select').selectOption('light');
});
