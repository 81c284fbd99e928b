import { expect, test } from './fixtures.ts';
import { chooseLanguage, login, shot } from './helpers.ts';

/**
 * Issue 19, the staffing report: HR reads the last twelve months by department in English, regroups by gender, reads
 * the months' table and downloads it; the Finance sub admin in Khmer sees only their department; a phone in Chinese,
 * dark.
 */
test('HR reads the staffing report, regroups it and downloads a table; the Finance sub admin sees their own', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await login(page, { account: 'demo', email: 'hr@demo.test' });
  await page.waitForURL('**/demo/dashboard');
  await chooseLanguage(page, 'en');
  await page.getByTestId('sidebar-section-reports').click();
  await expect(page.getByTestId('menu-staffingReport')).toHaveText('Staffing report');
  await page.getByTestId('menu-staffingReport').click();
  await page.waitForURL('**/demo/reports/staffingReport');
  await expect(page.getByRole('heading', { name: 'Staffing report', level: 1 })).toBeVisible();
  const end = Number(await page.getByTestId('figure-end').textContent());
  expect(end).toBeGreaterThan(0);
  await expect(page.getByTestId('month-row')).toHaveCount(12);
  await expect(page.getByTestId('chart-headcount').locator('svg').first()).toBeVisible();
  const departments = page.getByTestId('report-groups').getByTestId('group-row');
  await expect(departments.first()).toBeVisible();
  await expect(page.getByTestId('total-row')).toContainText(String(end));
  await shot(page, 'staffing-en-1440-light');

  // by gender: the groups add up to the total
  await page.getByTestId('filter-groupBy').click();
  await page.getByRole('option', { name: 'Gender' }).click();
  await expect(page.getByTestId('report-groups').getByRole('columnheader').first()).toHaveText('Gender');
  const genders = page.getByTestId('report-groups').getByTestId('group-row');
  await expect(genders.filter({ hasText: 'Female' })).toHaveCount(1);
  let sum = 0;
  for (const row of await genders.all()) sum += Number(await row.getByRole('cell').nth(2).textContent());
  expect(sum).toBe(end);

  // the months as CSV
  const download = page.waitForEvent('download');
  await page.getByTestId('export-months').click();
  const csv = await (await download).path();
  const { readFileSync } = await import('node:fs');
  const lines = readFileSync(csv, 'utf8').trim().split(/\r?\n/);
  expect(lines[0]).toContain('Month');
  expect(lines).toHaveLength(13);

  // the Finance sub admin, in Khmer: their department only
  const sub = await (await browser.newContext({ timezoneId: 'Asia/Phnom_Penh' })).newPage();
  await sub.setViewportSize({ width: 1440, height: 900 });
  await login(sub, { account: 'demo', email: 'finance@demo.test' });
  await sub.waitForURL('**/demo/dashboard');
  await chooseLanguage(sub, 'km');
  await sub.goto('/demo/reports/staffingReport');
  await expect(sub.getByRole('heading', { name: 'របាយការណ៍បុគ្គលិក', level: 1 })).toBeVisible();
  const theirs = sub.getByTestId('report-groups').getByTestId('group-row');
  await expect(theirs).toHaveCount(1);
  await expect(theirs).toContainText('Finance');
  await shot(sub, 'staffing-km-1440-light');
  await chooseLanguage(sub, 'en');
  await sub.context().close();

  // a phone in Chinese, dark
  await chooseLanguage(page, 'zh');
  await page.getByTestId('theme-select').selectOption('dark');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/demo/reports/staffingReport');
  await expect(page.getByRole('heading', { name: '人员配置报表', level: 1 })).toBeVisible();
  await expect(page.getByTestId('month-row')).toHaveCount(12);
  await shot(page, 'staffing-zh-390-dark');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByTestId('theme-select').selectOption('light');
  await chooseLanguage(page, 'en');
});
