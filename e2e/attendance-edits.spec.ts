import { addDays } from '@staffdesk/core/dates';
import { todayIn } from '@staffdesk/core/time-zones';
import { expect, test } from './fixtures.ts';
import { chooseLanguage, login, shot } from './helpers.ts';

const dmy = (day: string) => `${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)}`;

/**
 * Issue 12: HR in Khmer enters a crew's day at once (TAdd), corrects one punch with a reason, deletes the day and
 * brings it back from the deleted list.
 */
test('HR enters a group’s day, corrects a punch, deletes the day and restores it', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await login(page, { account: 'demo', email: 'hr@demo.test', lang: 'km' });
  await page.waitForURL('**/demo/dashboard');
  await chooseLanguage(page, 'km');
  await page.goto('/demo/shiftsattendance/listing');
  await page.getByTestId('attendance-bulk-link').click();
  await expect(page.getByRole('heading', { name: 'វត្តមានតាមក្រុម' })).toBeVisible();
  // nothing chosen: the page says what is missing
  await page.getByTestId('bulk-submit').click();
  await expect(page.getByText('សូមជ្រើសក្រុម ឬនាយកដ្ឋាន')).toBeVisible();

  await page.getByTestId('bulk-group').click();
  await page.getByRole('option', { name: 'Night crew' }).click();
  // today in Phnom Penh: never in a closed period; from 09:00, after any of the crew's nights ran on (until 08:00)
  await page.getByTestId('bulk-date').fill(dmy(todayIn('Asia/Phnom_Penh')));
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('bulk-member').first()).toBeVisible();
  await page.getByTestId('bulk-in').locator('input').first().click();
  await page.keyboard.type('0900');
  await page.getByTestId('bulk-out').locator('input').first().click();
  await page.keyboard.type('1630');
  await page.getByLabel('កំណត់សម្គាល់').fill('ទស្សនកិច្ចនៅការដ្ឋាន');
  // only the first two of the crew were there
  await page.getByRole('button', { name: 'គ្មាន' }).click();
  await page.getByTestId('bulk-member').nth(0).check();
  await page.getByTestId('bulk-member').nth(1).check();
  await expect(page.getByTestId('bulk-count')).toContainText('2');
  const name = (await page
    .getByTestId('bulk-members')
    .locator('tbody tr')
    .first()
    .locator('td')
    .nth(1)
    .locator('p')
    .first()
    .textContent())!;
  await shot(page, 'attendance-bulk-km-1440-light');
  await page.getByTestId('bulk-submit').click();
  await expect(page).toHaveURL(/shiftsattendance\/listing\?from=/);

  // the day of the first one: correct its check-out with a reason
  await page.getByTestId('table-search').fill(name);
  // the list refetches as the search is typed: click once it shows only that person's day
  await expect(page.getByTestId('attendance-table').getByTestId('row-view')).toHaveCount(1);
  await page.getByTestId('attendance-table').getByTestId('row-view').first().click();
  await expect(page.getByTestId('punches')).toContainText('09:00');
  await page.getByTestId('punch-edit-open').first().click();
  await page.getByTestId('edit-out-time').locator('input').first().click();
  await page.keyboard.type('1745');
  await page.getByTestId('edit-save').click();
  await expect(page.getByText('សូមបញ្ចូលមូលហេតុនៃការកែប្រែ')).toBeVisible();
  await page.getByTestId('edit-reason').fill('ធ្វើការបន្ថែមរហូតដល់ម៉ោង ១៧:៤៥');
  await shot(page, 'attendance-edit-km-1440-light');
  await page.getByTestId('edit-save').click();
  await expect(page.getByTestId('punch-edited')).toContainText('ធ្វើការបន្ថែម');
  await expect(page.getByTestId('punches')).toContainText('17:45');
  await expect(page.getByTestId('view-worked')).toContainText(/08:45|07:45/);
  await shot(page, 'attendance-view-km-1440-light-edited');

  // delete the whole day, with a reason; it waits in the deleted records
  await page.getByTestId('day-delete').click();
  await page.getByTestId('delete-reason').fill('បញ្ចូលខុសថ្ងៃ');
  await page.getByTestId('delete-confirm').click();
  await expect(page).toHaveURL(/shiftsattendance\/listing/);
  await page.getByTestId('attendance-dlisting-link').click();
  await expect(page).toHaveURL(/shiftsattendance\/dlisting/);
  const deleted = page.getByTestId('attendance-deleted-table');
  await expect(deleted.getByTestId('row-delete-reason').first()).toContainText('បញ្ចូលខុសថ្ងៃ');
  await shot(page, 'attendance-deleted-km-1440-light');
  await deleted.getByTestId('row-restore').first().click();
  await expect(deleted.getByText('បញ្ចូលខុសថ្ងៃ')).toHaveCount(0);
  await page.getByTestId('attendance-listing-link').click();
  await page.getByTestId('table-search').fill(name);
  await expect(page.getByTestId('attendance-table').getByText('17:45')).toBeVisible();
  await chooseLanguage(page, 'en');
});

test('a day with its corrections reads well on a phone, in the dark', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page, { account: 'demo', email: 'hr@demo.test', lang: 'zh' });
  await page.waitForURL('**/demo/dashboard');
  await chooseLanguage(page, 'zh');
  await page.getByTestId('theme-select').selectOption('dark');
  await page.goto('/demo/shiftsattendance/listing');
  await page.getByTestId('attendance-table').getByTestId('row-view').first().click();
  await expect(page.getByTestId('punches')).toBeVisible();
  await page.getByTestId('punch-edit-open').first().click();
  await expect(page.getByTestId('edit-reason')).toBeVisible();
  await shot(page, 'attendance-edit-zh-390-dark');
  await page.keyboard.press('Escape');
  await page.goto('/demo/shiftsattendance/TAdd');
  await expect(page.getByRole('heading', { name: '组别考勤' })).toBeVisible();
  await shot(page, 'attendance-bulk-zh-390-dark');
  await page.getByTestId('theme-select').selectOption('light');
  await chooseLanguage(page, 'en');
});

test('HR reads the Staff IN OUT report in Chinese, on a wide screen and a phone, and downloads it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await login(page, { account: 'demo', email: 'hr@demo.test', lang: 'zh' });
  await page.waitForURL('**/demo/dashboard');
  await chooseLanguage(page, 'zh');
  // the demo's evaluation rule, made stricter: under 8 h 30 min worked is a half day
  await page.goto('/demo/settingsattendansevalution/listing');
  await expect(page.getByRole('heading', { name: '考勤评定' })).toBeVisible();
  await page.getByTestId('row-edit').first().click();
  await page.getByTestId('edit-confirm-continue').click();
  await page.getByTestId('field-halfDayBelowMinutes').fill('8:30');
  await shot(page, 'attendance-evaluation-zh-1440-light');
  await page.getByTestId('form-submit').click();
  await page.waitForURL('**/demo/settingsattendansevalution/listing**');
  await expect(page.getByTestId('table-row').first()).toContainText('08:30');
  // fifty rows: a week of several people always holds a day off or missed, whatever earlier journeys punched
  await page.goto('/demo/shiftsattendance/staffinout?pageSize=50');
  await expect(page.getByRole('heading', { name: '员工出入报表' })).toBeVisible();
  const table = page.getByTestId('in-out-table');
  // a week of the demo: days kept and days missed, by the schedule
  await expect(table.locator('[data-value="present"]').first()).toBeVisible();
  await expect(table.locator('[data-value="halfDay"]').first()).toBeVisible();
  await expect(table.locator('[data-value="absent"], [data-value="rest"]').first()).toBeVisible();
  await shot(page, 'staff-in-out-zh-1440-light');
  const download = page.waitForEvent('download');
  await page.getByTestId('in-out-export').click();
  expect((await download).suggestedFilename()).toMatch(/^attendance-.*\.csv$/);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId('theme-select').selectOption('dark');
  await expect(table.locator('[data-value="halfDay"]').first()).toBeVisible();
  await shot(page, 'staff-in-out-zh-390-dark');
  await page.getByTestId('theme-select').selectOption('light');
  await chooseLanguage(page, 'en');
});

test('HR in Khmer lists the days of several check-ins, each pair on its own line, and opens one', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await login(page, { account: 'demo', email: 'hr@demo.test', lang: 'km' });
  await page.waitForURL('**/demo/dashboard');
  await chooseLanguage(page, 'km');
  // the demo's month holds days clocked out for lunch
  const today = todayIn('Asia/Phnom_Penh');
  await page.goto(`/demo/shiftsattendance/morechecinout?from=${addDays(today, -30)}&to=${today}`);
  await expect(page.getByRole('heading', { name: 'ការចុះវត្តមានច្រើនដង' })).toBeVisible();
  const pairs = page.getByTestId('day-pairs').first();
  await expect(pairs.locator('p').nth(1)).toContainText('–');
  await shot(page, 'attendance-several-km-1440-light');
  await page.getByTestId('row-view').first().click();
  await expect(page).toHaveURL(/\/shiftsattendance\/view\//);
  await expect(page.getByTestId('punches').locator('tbody tr')).toHaveCount(2);
  await page.goBack();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId('theme-select').selectOption('dark');
  await expect(page.getByTestId('day-pairs').first()).toBeVisible();
  await shot(page, 'attendance-several-km-390-dark');
  await page.getByTestId('theme-select').selectOption('light');
  await chooseLanguage(page, 'en');
});
