import { expect, test } from './fixtures.ts';
import { chooseLanguage, login, shot } from './helpers.ts';

/** Issue 12: Groups CheckIN — HR sees the groups and their leaders; a leader checks the crew in and out on a phone. */
const NEAR_HEAD_OFFICE = { latitude: 11.569, longitude: 104.9285, accuracy: 10 };

test('HR sees the Morning crew led by Srey Pov and saves its leaders', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await login(page, { account: 'demo', email: 'hr@demo.test', lang: 'en' });
  await page.waitForURL('**/demo/dashboard');
  await page.goto('/demo/groups');
  await expect(page.getByRole('heading', { name: 'Group leaders' })).toBeVisible();
  const crew = page.getByTestId('group-Morning crew');
  await expect(crew).toContainText('Srey Pov');
  await shot(page, 'groups-en-1440-light');
  await crew.getByTestId('edit-leaders').click();
  const dialog = page.getByTestId('leaders-dialog');
  await expect(dialog).toContainText('Srey Pov');
  await shot(page, 'groups-leaders-en-1440-light');
  await dialog.getByTestId('leaders-save').click();
  await expect(page.getByText('Leaders saved')).toBeVisible();
  await expect(dialog).toHaveCount(0);
});

test('a leader in Khmer checks two of the crew in on a phone, then in Chinese checks everyone out; HR sees the log', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(NEAR_HEAD_OFFICE);
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page, { account: 'demo', email: 'emp@demo.test', lang: 'km' });
  await page.waitForURL('**/demo/employees/profileinfo');
  await page.goto('/demo/attendance/checkinout');
  await page.getByTestId('open-group-check-in').click();
  await expect(page.getByRole('heading', { name: 'ការចុះវត្តមានក្រុម' })).toBeVisible();
  const card = page.getByTestId('led-group-Morning crew');
  await expect(card.locator('[data-testid^="member-row-"]').first()).toBeVisible();
  await shot(page, 'group-check-in-km-390-light');
  // earlier journeys may have left someone of the crew in: count them, and tick two who are out (not the leader)
  const before = await card.getByTestId('member-in').count();
  const out = card
    .locator('[data-testid^="member-row-"]')
    .filter({ hasNotText: 'Srey Pov' })
    .filter({ hasNot: page.getByTestId('member-in') });
  await out.nth(0).getByRole('checkbox').check();
  await out.nth(1).getByRole('checkbox').check();
  await expect(card.getByTestId('group-check-in')).toHaveText('ចុះវត្តមានចូល (2)');
  await card.getByTestId('group-check-in').click();
  await expect(page.getByText('សមាជិក 2 នាក់បានចុះវត្តមានចូល')).toBeVisible();
  await expect(card.getByTestId('member-in')).toHaveCount(before + 2);
  await expect(card.getByTestId('member-in').first()).toContainText('បានចូលតាំងពីម៉ោង');
  await shot(page, 'group-check-in-km-390-light-in');

  await chooseLanguage(page, 'zh');
  await page.getByTestId('theme-select').selectOption('dark');
  await expect(page.getByRole('heading', { name: '组别签到' })).toBeVisible();
  await card.getByTestId('select-all').check();
  await expect(card.getByTestId('group-check-out')).toHaveText(`签退（${before + 2}）`);
  await expect(card.getByTestId('group-check-out')).toBeEnabled({ timeout: 8000 });
  await card.getByTestId('group-check-out').click();
  await expect(page.getByText(`${before + 2} 名组员已于`)).toBeVisible();
  await expect(card.getByTestId('member-in')).toHaveCount(0);
  await shot(page, 'group-check-in-zh-390-dark-out');
  await page.getByTestId('theme-select').selectOption('light');
  await chooseLanguage(page, 'en');

  // HR's log: today's punches by Srey Pov, the latest a check-out, and the demo's history
  const hr = await context.browser()!.newPage({ viewport: { width: 1440, height: 900 } });
  await login(hr, { account: 'demo', email: 'hr@demo.test', lang: 'en' });
  await hr.waitForURL('**/demo/dashboard');
  await hr.goto('/demo/groupsattendanse');
  await expect(hr.getByRole('heading', { name: 'Groups Attendance Logs' })).toBeVisible();
  const rows = hr.getByTestId('group-log-table').locator('tbody tr');
  await expect(rows.first()).toContainText('Srey Pov');
  await expect(rows.first()).toContainText('Check out');
  await expect(hr.getByTestId('group-log-export')).toBeVisible();
  await shot(hr, 'group-log-en-1440-light');
  await chooseLanguage(hr, 'km');
  await expect(hr.getByRole('heading', { name: 'កំណត់ហេតុវត្តមានក្រុម' })).toBeVisible();
  await shot(hr, 'group-log-km-1440-light');
  await chooseLanguage(hr, 'en');
  await hr.close();
});
