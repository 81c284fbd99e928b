import { timeIn, todayIn } from '@staffdesk/core/time-zones';
import { expect, test } from './fixtures.ts';
import { chooseLanguage, login, shot } from './helpers.ts';

const csv = (lines: string[]) => ({
  name: 'device.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8'),
});
const dmy = (day: string) => `${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)}`;

/** Issue 12: HR imports a biometric device's punches (the time machine) and sees the days they made, in Chinese. */
test("HR imports a time machine's export, fixes an unknown employee, and sees the day", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await login(page, { account: 'demo', email: 'hr@demo.test', lang: 'zh' });
  await page.waitForURL('**/demo/dashboard');
  await chooseLanguage(page, 'zh');
  await page.goto('/demo/shiftsattendance/timmylisting');
  await expect(page.getByRole('heading', { name: '考勤机' })).toBeVisible();
  await page.getByTestId('time-machine-import').click();
  await expect(page.getByRole('heading', { name: '导入考勤机打卡记录' })).toBeVisible();
  // the demo's Sales employee PP1005 (Phnom Penh, UTC+7): in three hours ago, out an hour ago, by the device
  const local = (hoursAgo: number) => {
    const at = new Date(Date.now() - hoursAgo * 3_600_000);
    return `${dmy(todayIn('Asia/Phnom_Penh', at))} ${timeIn('Asia/Phnom_Penh', at)}`;
  };
  await page
    .locator('input[type="file"]')
    .setInputFiles(csv(['Device ID,Employee ID,Time', `G1,NOBODY,${local(3)}`, `G1,PP1005,${local(3)}`]));
  await page.getByTestId('import-check').click();
  await expect(page.getByTestId('import-error')).toContainText('没有员工使用此员工编号');
  await shot(page, 'time-machine-zh-1440-errors');
  await page
    .locator('input[type="file"]')
    .setInputFiles(
      csv(['Device ID,Employee ID,Time', `G1,PP1005,${local(3)}`, `G1,PP1005,${local(3)}`, `G2,PP1005,${local(1)}`]),
    );
  await page.getByTestId('import-check').click();
  await expect(page.getByTestId('import-summary')).toContainText('3');
  await page.getByTestId('import-commit').click();
  await expect(page.getByTestId('import-done')).toBeVisible();
  await page.getByTestId('import-list').click();
  await expect(page).toHaveURL(/shiftsattendance\/timmylisting/);
  await expect(page.getByTestId('attendance-table').getByText('PP1005').first()).toBeVisible();
  await shot(page, 'time-machine-zh-1440-list');
  await chooseLanguage(page, 'en');
});
