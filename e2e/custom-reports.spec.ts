import { expect, test } from './fixtures.ts';
import { chooseLanguage, login, shot } from './helpers.ts';

/**
 * Issue 19, custom reports: HR in Khmer builds a report of overtime hours by department by month, sees the preview
 * and its chart, saves it shared with the Finance role, runs and charts it; the Finance sub admin in Chinese runs it
 * on a phone and sees only their department.
 */
test('HR builds, saves and charts overtime hours by department by month in Khmer; Finance runs it', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const name = `OT ${Date.now()}`;
  await page.setViewportSize({ width: 1440, height: 900 });
  await login(page, { account: 'demo', email: 'hr@demo.test' });
  await page.waitForURL('**/demo/dashboard');
  await chooseLanguage(page, 'km');
  await page.getByTestId('sidebar-section-reports').click();
  await page.getByTestId('menu-customReports').click();
  await page.waitForURL('**/demo/reportscustom/listing');
  await expect(page.getByRole('heading', { name: 'របាយការណ៍ផ្ទាល់ខ្លួន', level: 1 })).toBeVisible();
  await page.getByTestId('report-add').click();
  await page.waitForURL('**/demo/reportscustom/add');

  await page.getByTestId('report-name').fill(name);
  await page.getByTestId('report-source').click();
  await page.getByRole('option', { name: 'ម៉ោងបន្ថែម', exact: true }).click();
  await expect(page.getByTestId('preview-table')).toBeVisible();
  // group by the date's month, then by department
  await page.getByTestId('group-add').click();
  await expect(page.getByTestId('group-by')).toHaveValue('ខែ');
  await page.getByTestId('group-add').click();
  await page.getByTestId('group-column').nth(1).click();
  await page.getByRole('option', { name: 'នាយកដ្ឋាន', exact: true }).click();
  await page.getByTestId('measure-add').click();
  await expect(page.getByTestId('measure-column')).toHaveValue('ម៉ោង');
  await page.getByTestId('report-chart-kind').getByText('របារ').click();
  const preview = page.getByTestId('report-preview');
  await expect(preview.getByRole('columnheader')).toHaveText(['កាលបរិច្ឆេទ (ខែ)', 'នាយកដ្ឋាន', 'ផលបូក: ម៉ោង']);
  await expect(preview.getByTestId('result-chart').locator('.recharts-bar-rectangle').first()).toBeVisible();
  await page.getByTestId('report-roles').click();
  await page.getByRole('option', { name: 'Finance HR' }).click();
  await page.keyboard.press('Escape');
  // mailed monthly on the 1st to HR
  await page.getByTestId('report-frequency').getByText('ប្រចាំខែ').click();
  await expect(page.getByTestId('report-day')).toHaveValue('ថ្ងៃទី 1');
  await page.getByTestId('report-recipients').click();
  await page.getByRole('option', { name: /Dara Sok/ }).click();
  await page.keyboard.press('Escape');
  await shot(page, 'custom-report-builder-km-1440-light');
  await page.getByTestId('report-save').click();

  await page.waitForURL('**/demo/reportscustom/view/*');
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByTestId('report-chart').locator('.recharts-bar-rectangle').first()).toBeVisible();
  const rows = page.getByTestId('report-result').getByTestId('result-row');
  await expect(rows.first()).toBeVisible();
  await shot(page, 'custom-report-view-km-1440-light');

  // in the list, with its source and the role it is shared with
  await page.goto('/demo/reportscustom/listing');
  const row = page.getByTestId('report-table').getByTestId('table-row').filter({ hasText: name });
  await expect(row).toContainText('Finance HR');
  await expect(row.getByTestId('row-schedule')).toHaveText('ប្រចាំខែ');
  await chooseLanguage(page, 'en');

  // the Finance sub admin on a phone in Chinese: only their department
  const sub = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await login(sub, { account: 'demo', email: 'finance@demo.test' });
  await sub.waitForURL('**/demo/dashboard');
  await chooseLanguage(sub, 'zh');
  await sub.goto('/demo/reportscustom/listing');
  await sub.getByTestId('report-table').getByText(name).click();
  await sub.waitForURL('**/demo/reportscustom/view/*');
  await expect(sub.getByRole('heading', { name, level: 1 })).toBeVisible();
  const theirs = sub.getByTestId('report-result').getByTestId('result-row');
  await expect(theirs.first()).toBeVisible();
  for (const text of await theirs.allTextContents()) expect(text).toContain('Finance');
  await shot(sub, 'custom-report-view-zh-390-light');
  await chooseLanguage(sub, 'en');
  await sub.context().close();
});

/** A report too large for a direct download is built as a job: the bar fills, then the file downloads. */
test('a large report’s Excel file is built in the background with a progress bar', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await login(page, { account: 'demo', email: 'hr@demo.test' });
  await page.waitForURL('**/demo/dashboard');
  await chooseLanguage(page, 'en');
  // the demo report counts as large here: its page says 25,000 rows (the file holds its real rows)
  await page.route('**/api/v1/custom-reports/*/run?*', async (route) => {
    const answer = await route.fetch();
    const json = await answer.json();
    await route.fulfill({ response: answer, json: { ...json, total: 25_000 } });
  });
  await page.goto('/demo/reportscustom/listing');
  await page.getByTestId('report-table').getByText('Headcount by organization and gender').click();
  await page.waitForURL('**/demo/reportscustom/view/*');
  // named values in the UI language, not their codes
  await expect(page.getByTestId('report-result')).toContainText('Female');
  await page.getByTestId('report-export-xlsx-job').click();
  await expect(page.getByTestId('job-progress')).toHaveAttribute('data-state', 'done', { timeout: 30_000 });
  await shot(page, 'custom-report-export-job-en-1440-light');
  const download = page.waitForEvent('download');
  await page.getByTestId('report-export-download').click();
  const { readFileSync } = await import('node:fs');
  const file = readFileSync((await (await download).path())!);
  expect(file.subarray(0, 2).toString()).toBe('PK');
  expect((await download).suggestedFilename()).toBe('Headcount by organization and gender.xlsx');
});
