import { expect, test } from './fixtures.ts';
import { chooseLanguage, login, shot } from './helpers.ts';

/**
 * Issue 13: an employee asks for half a day in Chinese on a phone, the HR admin approves it, and the balance drops by
 * 0.5. Monday 16 March 2026, a past day outside every closed period and seeded request.
 */
const balanceOf = async (page: import('@playwright/test').Page, type: string) =>
  Number(
    await page.locator(`[data-testid="balance-card"][data-type="${type}"] [data-testid="balance-days"]`).innerText(),
  );

test('half a day asked for in Chinese, approved by HR, taken off the leave bank', async ({ page, context }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page, { account: 'demo', email: 'emp@demo.test', lang: 'zh' });
  await page.waitForURL('**/demo/employees/profileinfo');
  await page.goto('/demo/shiftsleaves/myleaves');
  await expect(page.getByRole('heading', { name: '我的请假', level: 1 })).toBeVisible();
  await expect(page.getByTestId('balance-cards')).toBeVisible();
  const before = await balanceOf(page, 'Annual leave');

  await page.getByTestId('leave-apply').click();
  // the spec's words for what is missing
  await page.getByTestId('leave-submit').click();
  await expect(page.getByText('请输入原因')).toBeVisible();
  await page.getByTestId('leave-type').click();
  await page.getByRole('option', { name: /Annual leave/ }).click();
  await page.getByText('半天', { exact: true }).click();
  await page.getByTestId('leave-from').fill('16-03-2026');
  await page.keyboard.press('Tab');
  await page.getByTestId('leave-to').fill('16-03-2026');
  await page.keyboard.press('Tab');
  await page.getByTestId('leave-half').click();
  await page.getByRole('option', { name: '下午' }).click();
  await page.getByTestId('leave-reason').fill('银行办事');
  // counted before it is sent: half a day, the balance after it
  await expect(page.getByTestId('leave-preview')).toContainText('0.5 天');
  await shot(page, 'leave-apply-zh-390-light');
  await page.getByTestId('leave-submit').click();
  await expect(page.getByText('记录添加成功')).toBeVisible();
  const row = page.getByTestId('my-leaves-table').getByText('16-03-2026 (下午)');
  await page.goto('/demo/shiftsleaves/myleaves?from=2026-03-01&to=2026-03-31');
  await expect(row).toBeVisible();
  await expect(page.getByTestId('my-leaves-table')).toContainText('待审批');
  await chooseLanguage(page, 'en');

  // HR approves it from the list of March's pending requests
  const hr = await context.browser()!.newPage({ viewport: { width: 1440, height: 900 } });
  await login(hr, { account: 'demo', email: 'hr@demo.test', lang: 'en' });
  await hr.waitForURL('**/demo/dashboard');
  await chooseLanguage(hr, 'en');
  // the top bar's leave counter: the new request; opening it shows the pending ones and clears it
  await expect(hr.getByTestId('counter-leave')).not.toHaveAttribute('data-count', '0');
  await shot(hr, 'leave-counter-en-1440-light');
  await hr.getByTestId('counter-leave-open').click();
  await hr.waitForURL('**/demo/shiftsleaves/listing?status=pending');
  await expect(hr.getByTestId('counter-leave')).toHaveAttribute('data-count', '0');
  await hr.goto('/demo/shiftsleaves/listing?from=2026-03-01&to=2026-03-31&status=pending');
  await expect(hr.getByRole('heading', { name: 'Leave requests' })).toBeVisible();
  const pending = hr.getByTestId('leave-table').locator('tbody tr').filter({ hasText: 'Srey Pov' });
  await expect(pending).toContainText('16-03-2026 (Second half)');
  await pending.getByTestId('row-approve').click();
  const dialog = hr.getByTestId('leave-action');
  await expect(dialog).toContainText('0.5 days');
  await dialog.getByTestId('leave-action-comment').fill('Approved, see you in the morning');
  await shot(hr, 'leave-approve-en-1440-light');
  await dialog.getByTestId('leave-action-confirm').click();
  await expect(hr.getByText('Leave approved')).toBeVisible();
  await expect(pending).toHaveCount(0);
  // the team calendar: her afternoon off, approved
  await hr.goto('/demo/shiftsleaves/calendar?month=2026-03-01');
  const away = hr.getByTestId('calendar-row').filter({ hasText: 'Srey Pov' });
  await expect(away.locator('[data-testid="calendar-mark"][data-status="approved"]').first()).toBeVisible();
  await shot(hr, 'team-calendar-en-1440-light');
  await hr.close();

  // the employee's bank: half a day less
  await page.goto('/demo/shiftsleaves/mybank');
  await expect(page.getByRole('heading', { name: 'Leave Bank', level: 1 })).toBeVisible();
  await expect.poll(() => balanceOf(page, 'Annual leave')).toBe(before - 0.5);
  await expect(page.getByTestId('ledger-table')).toContainText('Leave taken');
  await page.getByTestId('theme-select').selectOption('dark');
  await shot(page, 'leave-bank-en-390-dark');
  await page.getByTestId('theme-select').selectOption('light');
});
