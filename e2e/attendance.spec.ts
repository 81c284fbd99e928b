import { expect, test } from './fixtures.ts';
import { login, shot } from './helpers.ts';

/** Issue 12: an employee checks in and out on a phone, at a position the browser gives (faked here). */
const NEAR_HEAD_OFFICE = { latitude: 11.569, longitude: 104.9285, accuracy: 10 }; // ~90 m from it, inside its 150 m
const FAR_AWAY = { latitude: 11.5882, longitude: 104.9282, accuracy: 10 }; // 2.2 km north

test('an employee in Khmer is refused 2 km away, checks in at the head office, checks out, and sees the day', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(FAR_AWAY);
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page, { account: 'demo', email: 'emp@demo.test', lang: 'km' });
  await page.waitForURL('**/demo/employees/profileinfo');
  await page.goto('/demo/attendance/checkinout');
  await expect(page.getByRole('heading', { name: 'ចុះវត្តមានចូល / ចេញ' })).toBeVisible();
  const button = page.getByTestId('punch-button');
  await expect(button).toHaveText('ចុះវត្តមានចូល');
  await button.click();
  await expect(page.getByTestId('punch-error')).toContainText('Head office (Norodom Blvd)');
  await expect(page.getByTestId('punch-error')).toContainText('ម៉ែត្រ');
  await shot(page, 'check-in-km-390-light-outside');

  await context.setGeolocation(NEAR_HEAD_OFFICE);
  // the button stays locked for 5 seconds after a submit (spec 9)
  await expect(button).toBeEnabled({ timeout: 8000 });
  await button.click();
  await expect(page.getByTestId('attendance-state')).toContainText('បានចូលតាំងពីម៉ោង');
  await expect(button).toHaveText('ចុះវត្តមានចេញ');
  await expect(page.getByTestId('punch-error')).toHaveCount(0);
  await shot(page, 'check-in-km-390-light-in');

  await expect(button).toBeEnabled({ timeout: 8000 });
  await button.click();
  await expect(page.getByTestId('attendance-state')).toContainText('មិនទាន់ចុះវត្តមានចូល');
  await expect(button).toHaveText('ចុះវត្តមានចូល');

  await page.getByTestId('language-select').selectOption('en');
  await page.getByTestId('theme-select').selectOption('dark');
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(page.getByTestId('recent-attendance')).toBeVisible();
  await expect(page.getByTestId('recent-attendance').locator('tbody tr')).toHaveCount(1);
  await shot(page, 'check-in-en-1440-dark');
  await page.getByTestId('language-select').selectOption('zh');
  await page.getByTestId('theme-select').selectOption('light');
  await expect(page.getByRole('heading', { name: '签到 / 签退' })).toBeVisible();
  await shot(page, 'check-in-zh-1440-light');
});
