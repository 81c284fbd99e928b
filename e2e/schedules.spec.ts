import { addDays } from '@staffdesk/core/dates';
import { todayIn } from '@staffdesk/core/time-zones';
import { expect, test } from './fixtures.ts';
import { chooseLanguage, login, shot } from './helpers.ts';

/** Issue 12: the shift scheduler — HR's roster grid, an assignment, the history; an employee's own calendar. */
const dmy = (day: string) => `${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)}`;
const mondayAfter = (day: string) => {
  const dow = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, dow === 0 ? 1 : 8 - dow);
};

test('HR drags a shift onto a day, paints a rest day, resets one from its menu, and sees it in the history', async ({
  page,
}) => {
  // a month of tiles is a large page for the accessibility check
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await login(page, { account: 'demo', email: 'hr@demo.test', lang: 'en' });
  await page.waitForURL('**/demo/dashboard');
  // the language a user last picked follows them: another journey may have left HR in Chinese
  await chooseLanguage(page, 'en');
  // next week: the Warehouse's rotation starts (day shift), everyone else on their default
  const monday = mondayAfter(todayIn('Asia/Phnom_Penh'));
  await page.goto(`/demo/shift_schedular/listing?start=${monday}`);
  await expect(page.getByRole('heading', { name: 'Shift Scheduler' })).toBeVisible();
  await expect(page.getByTestId('roster-range')).toHaveText(`${dmy(monday)} – ${dmy(addDays(monday, 6))}`);
  await expect(page.locator('[data-kind="scheduled"]').first()).toBeVisible();
  await shot(page, 'roster-en-1440-light');

  const row = page.getByTestId('roster-row').first();
  const wednesday = row.locator(`[data-day="${addDays(monday, 2)}"]`);
  await page.getByTestId('palette-rest').locator('xpath=..').getByText('Night shift').dragTo(wednesday);
  await expect(wednesday).toHaveAttribute('data-kind', 'scheduled');
  await expect(wednesday).toContainText('NIGHT');

  await page.getByTestId('palette-rest').click();
  const thursday = row.locator(`[data-day="${addDays(monday, 3)}"]`);
  await thursday.getByTestId('roster-cell').click();
  await expect(thursday).toHaveAttribute('data-kind', 'rest');
  await page.getByTestId('palette-rest').click();

  await wednesday.getByTestId('roster-cell').click();
  await page.getByTestId('day-default').click();
  await expect(wednesday).not.toHaveAttribute('data-kind', 'scheduled');

  await page.getByTestId('page-header').getByRole('link', { name: 'Scheduler History' }).click();
  await expect(page.getByTestId('history-table').locator('tbody tr').first()).toContainText('Roster');
  await chooseLanguage(page, 'zh');
  await expect(page.getByRole('heading', { name: '排班历史' })).toBeVisible();
  await shot(page, 'schedule-history-zh-1440-light');

  await chooseLanguage(page, 'km');
  await page.getByTestId('theme-select').selectOption('dark');
  await page.goto(`/demo/shift_schedular/listing?start=${monday}&view=month`);
  await expect(page.getByTestId('roster-grid')).toBeVisible();
  await shot(page, 'roster-km-1440-dark-month');
  await page.getByTestId('theme-select').selectOption('light');
  await chooseLanguage(page, 'en');
});

test('HR assigns a night week to a department; the scoped Finance sub admin sees only Finance', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await login(page, { account: 'demo', email: 'hr@demo.test', lang: 'en' });
  await page.waitForURL('**/demo/dashboard');
  // the language a user last picked follows them: another journey may have left HR in Chinese
  await chooseLanguage(page, 'en');
  await page.goto('/demo/shift_schedular/add');
  await page.getByTestId('assign-target').getByText('Department').click();
  await page.getByTestId('assign-unit').fill('Fin');
  await page.getByRole('option', { name: /Finance/ }).click();
  const start = addDays(mondayAfter(todayIn('Asia/Phnom_Penh')), 35);
  await page.getByTestId('assign-from').fill(dmy(start));
  await page.keyboard.press('Tab');
  await page.getByTestId('assign-to').fill(dmy(addDays(start, 13)));
  await page.keyboard.press('Tab');
  await page.getByTestId('fill-week-1').click();
  await page.getByRole('option', { name: 'NIGHT', exact: true }).click();
  await expect(page.getByTestId('week-1-day-1')).toHaveValue(/NIGHT/);
  await shot(page, 'assign-en-1440-light');
  await page.getByTestId('assign-submit').click();
  await page.waitForURL(`**/demo/shift_schedular/listing?start=${start}`);
  await expect(page.getByText(/Assigned to \d+ employees/)).toBeVisible();
  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  // signed out first: a sign-in page opened while the logout is on its way would find the old session
  await page.waitForURL('**/demo/login');

  await login(page, { account: 'demo', email: 'finance@demo.test', lang: 'en' });
  await page.waitForURL('**/demo/dashboard');
  await chooseLanguage(page, 'en');
  await page.goto(`/demo/shift_schedular/listing?start=${start}`);
  const rows = page.getByTestId('roster-row');
  await expect(rows.first()).toBeVisible();
  for (const text of await rows.allInnerTexts()) expect(text).toContain('Finance');
  await expect(rows.first().locator(`[data-day="${start}"]`)).toContainText('NIGHT');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'roster-en-390-light-scoped');
});

test('an employee sees their month on a phone, in Khmer', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page, { account: 'demo', email: 'emp@demo.test', lang: 'km' });
  await page.waitForURL('**/demo/employees/profileinfo');
  await chooseLanguage(page, 'km');
  await page.goto('/demo/shift_schedular/myschedule');
  await expect(page.getByRole('heading', { name: 'កាលវិភាគការងាររបស់ខ្ញុំ' })).toBeVisible();
  await expect(page.getByTestId('my-list').getByTestId('my-day').first()).toBeVisible();
  await shot(page, 'my-schedule-km-390-light');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByTestId('theme-select').selectOption('dark');
  await expect(page.getByTestId('my-calendar')).toBeVisible();
  await shot(page, 'my-schedule-km-1440-dark');
  await page.getByTestId('theme-select').selectOption('light');
});

test('HR sees who was absent this week and today, on a phone in Khmer', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page, { account: 'demo', email: 'hr@demo.test', lang: 'km' });
  await page.waitForURL('**/demo/dashboard');
  await chooseLanguage(page, 'km');
  await expect(page.getByTestId('today-absent')).toBeVisible();
  await page.getByTestId('today-absent').getByRole('link').click();
  await page.waitForURL('**/demo/absent/listing');
  await expect(page.getByRole('heading', { name: 'អវត្តមាន' })).toBeVisible();
  await page.getByTestId('filter-from').fill(dmy(addDays(todayIn('Asia/Phnom_Penh'), -20)));
  await page.keyboard.press('Tab');
  await page.keyboard.press('Escape');
  // a phone shows each row as a card
  await expect(page.getByTestId('absences-table').getByText('Day shift').first()).toBeVisible();
  await shot(page, 'absences-km-390-light');
  await page.setViewportSize({ width: 1440, height: 900 });
  await chooseLanguage(page, 'en');
  await page.getByTestId('theme-select').selectOption('dark');
  await shot(page, 'absences-en-1440-dark');
  await page.getByTestId('theme-select').selectOption('light');
});
