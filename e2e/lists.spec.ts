import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures.ts';
import { chooseLanguage, login } from './helpers.ts';

/** The shared list (DataTable): cards with their actions in view on a phone, and empty lists that say what next. */
test('on a phone a list is cards with Edit and Delete in view; an empty list offers the next step', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page, { account: 'demo', email: 'hr@demo.test' });
  await expect(page.getByTestId('user-menu')).toBeVisible();

  await page.goto('/demo/settingsbank/listing');
  const card = page.getByTestId('table-row').first();
  await expect(card).toBeVisible();
  expect(await card.evaluate((el) => el.tagName)).toBe('LI');
  await expect(card.getByTestId('row-edit')).toBeInViewport();
  await expect(card.getByTestId('row-delete')).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByTestId('table-sort').selectOption({ index: 2 });
  await expect(page).toHaveURL(/sort=/);
  await page.screenshot({ path: '.tmp/screenshots/list-cards-390-light.png', fullPage: true, animations: 'disabled' });

  // a search that finds nothing: clear it from the empty list
  await page.getByTestId('table-search').fill('no bank is called this');
  await expect(page.getByTestId('table-empty')).toHaveText('No Record Found');
  await page.getByTestId('table-clear').click();
  await expect(page.getByTestId('table-search')).toHaveValue('');
  await expect(page.getByTestId('table-row').first()).toBeVisible();

  // select rows: the bar counts them, exports just them, and deletes them with one reason (here: all of them; the
  // category types, which no demo record uses)
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/demo/settingscategory_type/listing');
  await expect(page.getByTestId('table-row')).toHaveCount(2);
  await page.getByTestId('row-select').first().check();
  await expect(page.getByTestId('selection-count')).toHaveText('1 selected');
  await page.getByTestId('select-all').check();
  await expect(page.getByTestId('selection-count')).toHaveText('2 selected');
  expect(await page.getByTestId('selection-export').getAttribute('href')).toMatch(
    /export\.csv\?ids=[0-9a-f-]+%2C[0-9a-f-]+/,
  );
  await page.screenshot({ path: '.tmp/screenshots/list-selection-1440-light.png', animations: 'disabled' });
  await page.getByTestId('selection-delete').click();
  await page.getByTestId('delete-reason').fill('Not used by this company');
  await page.getByTestId('delete-confirm').click();
  await expect(page.getByTestId('delete-reason')).toBeHidden();
  await expect(page.getByText('2 records deleted')).toBeVisible();
  // the list is empty now: what it is for and the first action
  await expect(page.getByTestId('table-empty-hint')).toBeVisible();
  await page.screenshot({ path: '.tmp/screenshots/list-empty-1440-light.png', animations: 'disabled' });
  await page.getByTestId('resource-add-first').click();
  await expect(page).toHaveURL(/\/demo\/settingscategory_type\/add$/);

  // a filter that finds nothing: the jobs page's state filter is cleared from the empty list
  await page.goto('/demo/jobs?state=failed');
  await expect(page.getByTestId('table-empty')).toBeVisible();
  await page.getByTestId('table-clear').click();
  await expect(page).toHaveURL(/\/demo\/jobs$/);
});

test('an HR admin moves selected applicants to a stage together', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await login(page, { account: 'demo', email: 'hr@demo.test' });
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await page.goto('/demo/careerjobpost/Applicantlisting');
  await expect(page.getByTestId('table-row').nth(1)).toBeVisible();
  await page.getByTestId('row-select').nth(0).check();
  await page.getByTestId('row-select').nth(1).check();
  await expect(page.getByTestId('selection-count')).toHaveText('2 selected');
  await page.getByTestId('selection-move').click();
  await page.getByTestId('bulk-move-stage').selectOption('assessments');
  await page.screenshot({ path: '.tmp/screenshots/applicants-bulk-move-1440-light.png', animations: 'disabled' });
  await page.getByTestId('bulk-move-confirm').click();
  await expect(page.getByText(/^2 applicants moved to /)).toBeVisible();
  await expect(page.getByTestId('selection-bar')).toBeHidden();
  await expect(page.getByTestId('table-row').nth(0).getByTestId('stage-badge')).toHaveAttribute(
    'data-stage',
    'assessments',
  );
});

test('an HR admin downloads a job post flyer (PDF with a QR code) in Khmer', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await login(page, { account: 'demo', email: 'hr@demo.test' });
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await chooseLanguage(page, 'km');
  await expect(page.locator('html')).toHaveAttribute('lang', 'km');
  await page.goto('/demo/careerjobpost/listing');
  await page.getByTestId('row-menu').first().click();
  await expect(page.getByTestId('row-flyer')).toHaveText('ខិត្តប័ណ្ណ (PDF)');
  const download = page.waitForEvent('download');
  await page.getByTestId('row-flyer').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^flyer-[A-Z0-9-]+\.pdf$/);
  const bytes = await readFile(await file.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  await chooseLanguage(page, 'en');
});
