import { addDays } from '@staffdesk/core/dates';
import { todayIn } from '@staffdesk/core/time-zones';
import { expect, test } from './fixtures.ts';
import { chooseLanguage, login, shot } from './helpers.ts';

/**
 * Issue 13, overtime: an employee in Khmer on a phone asks for overtime on a day they have no attendance and gets the
 * spec's 'Attendance Not Present this Day or Closed'; the HR admin sees the hours per rate, rejects a pending
 * request with a comment, and opens the OT settings.
 */
const today = todayIn('Asia/Phnom_Penh');

/** Types a 24-hour time into a time picker: its hours, then its minutes. */
async function typeTime(page: import('@playwright/test').Page, testId: string, hhmm: string) {
  const [h, m] = hhmm.split(':') as [string, string];
  const fields = page.getByTestId(testId).locator('input:not([type="hidden"])');
  await fields.nth(0).click();
  await page.keyboard.type(h);
  await fields.nth(1).click();
  await page.keyboard.type(m);
}

test('overtime refused on a day without attendance; HR rejects one and reads the rates', async ({ page, context }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page, { account: 'demo', email: 'emp@demo.test', lang: 'km' });
  await page.waitForURL('**/demo/employees/profileinfo');
  // a language saved by an earlier journey wins over the login page's: pick it in the shell
  await chooseLanguage(page, 'km');
  await page.goto('/demo/shiftsotrequest/myot');
  await expect(page.getByRole('heading', { name: 'ម៉ោងបន្ថែមរបស់ខ្ញុំ', level: 1 })).toBeVisible();
  await page.getByTestId('ot-apply').click();
  // the spec's words for what is missing
  await page.getByTestId('ot-submit').click();
  await expect(page.getByText('សូមបញ្ចូលកំណត់សម្គាល់របស់បុគ្គលិក')).toBeVisible();
  await page.getByTestId('ot-date').fill('16-03-2026');
  await page.keyboard.press('Tab');
  await page.getByTestId('ot-type').click();
  await page.getByRole('option', { name: '150%' }).click();
  await typeTime(page, 'ot-from', '18:00');
  await typeTime(page, 'ot-to', '20:30');
  // the total follows the times
  await expect(page.getByTestId('ot-total')).toHaveValue('2:30');
  await page.getByTestId('ot-remark').fill('ត្រួតពិនិត្យស្តុក');
  await page.getByTestId('ot-submit').click();
  await expect(page.getByTestId('ot-error')).toHaveText('មិនមានវត្តមាននៅថ្ងៃនេះ ឬបានបិទហើយ');
  await shot(page, 'ot-refused-km-390-light');
  // the employee's public holidays, in Khmer on the phone
  await page.goto('/demo/holidays/myholidays');
  await expect(page.getByRole('heading', { name: 'ថ្ងៃឈប់សម្រាកសាធារណៈ', level: 1 })).toBeVisible();
  await expect(page.getByTestId('holiday').first()).toBeVisible();
  await shot(page, 'holidays-km-390-light');
  await chooseLanguage(page, 'en');

  // HR: the pending requests of the last weeks, one rejected with a comment
  const hr = await context.browser()!.newPage({ viewport: { width: 1440, height: 900 } });
  await login(hr, { account: 'demo', email: 'hr@demo.test', lang: 'en' });
  await hr.waitForURL('**/demo/dashboard');
  await chooseLanguage(hr, 'en');
  await hr.goto(`/demo/shiftsotrequest/listing?from=${addDays(today, -60)}&to=${today}&status=pending`);
  await expect(hr.getByRole('heading', { name: 'Employee Overtime Request', level: 1 })).toBeVisible();
  await expect(hr.getByTestId('ot-totals')).toBeVisible();
  const rows = hr.getByTestId('ot-table').locator('tbody tr');
  const before = await rows.count();
  expect(before).toBeGreaterThan(0);
  await shot(hr, 'ot-list-en-1440-light');
  await rows.first().getByTestId('row-reject').click();
  const dialog = hr.getByTestId('ot-action');
  await dialog.getByTestId('ot-action-comment').fill('Please plan overtime with your manager first');
  await dialog.getByTestId('ot-action-confirm').click();
  await expect(hr.getByText('Overtime rejected')).toBeVisible();
  await expect(rows).toHaveCount(before - 1);

  // the OT settings: one per organization, the four rates
  await hr.goto('/demo/settingsot');
  await hr.waitForURL('**/demo/settingsot/listing');
  await expect(hr.getByRole('heading', { name: 'OT Settings', level: 1 })).toBeVisible();
  await expect(hr.getByText('Labour Law rates').first()).toBeVisible();
  await hr.getByTestId('theme-select').selectOption('dark');
  await shot(hr, 'ot-settings-en-1440-dark');
  await hr.getByTestId('theme-select').selectOption('light');
  await hr.close();
});
