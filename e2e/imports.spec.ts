import { expect, test } from './fixtures.ts';
import { chooseLanguage, login } from './helpers.ts';

const csv = (lines: string[]) => ({
  name: 'holidays.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8'),
});

/** `/holiday_bulk_import/import`: template, a file with a mistake, the fix, then all rows in one job. */
test('an HR admin imports holidays from a file, in Khmer, fixing a bad row first', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await login(page, { account: 'demo', email: 'hr@demo.test' });
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await chooseLanguage(page, 'km');
  await expect(page.locator('html')).toHaveAttribute('lang', 'km');
  await page.goto('/demo/settingsholidays/listing');
  await page.getByTestId('resource-import-link').click();
  await expect(page).toHaveURL(/\/demo\/holiday_bulk_import\/import$/);
  await expect(page.getByRole('heading', { name: 'នាំចូលថ្ងៃឈប់សម្រាក' })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByTestId('import-template-xlsx').click();
  expect((await download).suggestedFilename()).toBe('holidays-template.xlsx');

  // Khmer headers, one date that does not exist
  await page
    .locator('input[type="file"]')
    .setInputFiles(csv(['កាលបរិច្ឆេទ,ឈ្មោះថ្ងៃឈប់សម្រាក', '30-02-2032,Wrong day', '01-03-2032,E2E import day']));
  await page.getByTestId('import-check').click();
  await expect(page.getByTestId('import-error')).toHaveCount(1);
  await expect(page.getByTestId('import-error')).toContainText('កាលបរិច្ឆេទមិនត្រឹមត្រូវ');
  await expect(page.getByTestId('import-commit')).toHaveCount(0);
  await page.addStyleTag({ content: '.mantine-Notifications-root { display: none !important; }' });
  await page.screenshot({ path: '.tmp/screenshots/import-km-1440-errors.png', fullPage: true });

  await page
    .locator('input[type="file"]')
    .setInputFiles(csv(['Date,Holiday Name', '29-02-2032,E2E leap day', '01-03-2032,E2E import day']));
  await page.getByTestId('import-check').click();
  await expect(page.getByTestId('import-summary')).toContainText('2');
  await page.getByTestId('import-commit').click();
  await expect(page).toHaveURL(/job=/);
  await expect(page.getByTestId('import-done')).toBeVisible();
  await page.screenshot({ path: '.tmp/screenshots/import-km-1440-done.png', fullPage: true });
  // the progress survives a reload: the job is in the URL
  await page.reload();
  await expect(page.getByTestId('job-progress')).toHaveAttribute('data-state', 'done');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '.tmp/screenshots/import-km-390-done.png', fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });

  await page.getByTestId('import-list').click();
  await page.getByRole('searchbox').fill('E2E');
  await expect(page.getByText('E2E leap day')).toBeVisible();
  await expect(page.getByText('E2E import day')).toBeVisible();
  await chooseLanguage(page, 'en');
});
