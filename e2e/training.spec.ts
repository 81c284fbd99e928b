import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures.ts';
import { chooseLanguage, employeeOnPhone, login, PDF, SHOTS, shot } from './helpers.ts';

/**
 * Issue 18, training: HR writes a course with a chapter of two topics and a file, publishes it and gives it to the
 * demo employee; she works through it on a phone in Khmer and downloads her certificate, which is rendered to PNG.
 */
test('HR writes and assigns a course; the employee completes it on a phone and downloads her certificate', async ({
  page,
  browser,
}) => {
  const run = Date.now() % 100000;
  const course = `E2E first aid ${run}`;
  await page.setViewportSize({ width: 1440, height: 900 });
  await login(page, { account: 'demo', email: 'hr@demo.test', lang: 'en' });
  await page.waitForURL('**/demo/dashboard');
  await chooseLanguage(page, 'en');

  await page.goto('/demo/course');
  await expect(page.getByRole('heading', { name: 'Courses', level: 1 })).toBeVisible();
  await expect(page.getByTestId('course-table').getByText('Fire safety at work')).toBeVisible();
  await shot(page, 'courses-en-1440-light');
  await page.getByTestId('course-add').click();
  await page.getByTestId('course-title').fill(course);
  await page.getByTestId('course-type').click();
  await page.getByRole('listbox').getByRole('option', { name: 'Workplace safety' }).click();
  // publishing needs a chapter: the server says so
  await page.getByTestId('course-status-input').locator('label', { hasText: 'Published' }).click();
  await page.getByTestId('course-save').click();
  await expect(page.getByText('Add a chapter before publishing the course')).toBeVisible();
  await page.getByTestId('course-status-input').locator('label', { hasText: 'Draft' }).click();
  await page.getByTestId('course-save').click();
  await page.waitForURL('**/demo/chaptors?courseId=*');
  const courseUrl = page.url();

  // a chapter of two topics and a video link
  await page.getByTestId('chapter-add').click();
  const dialog = page.getByTestId('chapter-dialog');
  await dialog.getByTestId('chapter-title').fill('Burns');
  await dialog.getByTestId('topic-title').first().fill('Cool the burn');
  await dialog.getByTestId('topic-content-content').first().click();
  await page.keyboard.type('Cool it under running water for twenty minutes.');
  await dialog.getByTestId('topic-add').click();
  await dialog.getByTestId('topic-title').nth(1).fill('Cover it');
  await dialog.getByTestId('video-add').click();
  await dialog.getByTestId('video-url').fill('https://training.example.com/videos/burns');
  await shot(page, 'chapter-form-en-1440-light');
  await dialog.getByTestId('chapter-save').click();
  await expect(dialog).toHaveCount(0);
  const chapter = page.getByTestId('chapter');
  await expect(chapter).toContainText('Cool the burn · Cover it');
  // and a file
  const chooser = page.waitForEvent('filechooser');
  await chapter.getByTestId('chapter-attach').click();
  await (await chooser).setFiles(PDF);
  await expect(chapter.getByTestId('chapter-file')).toHaveText('document.pdf');
  await shot(page, 'chapters-en-1440-light');

  // publish, then give it to Srey
  await page.goto('/demo/course');
  await page.getByRole('searchbox').fill(course);
  await page.getByTestId('course-table').locator('tbody tr', { hasText: course }).getByTestId('row-edit').click();
  await page.getByTestId('course-status-input').locator('label', { hasText: 'Published' }).click();
  await page.getByTestId('course-save').click();
  await page.waitForURL('**/demo/course');
  await page.goto(courseUrl);
  await page.getByTestId('course-employees').click();
  await page.waitForURL('**/demo/course/training/*');
  await page.getByTestId('assign-open').click();
  await page.getByTestId('assign-employees').click();
  await page.getByTestId('assign-employees').fill('PP1001');
  await page
    .getByRole('listbox')
    .getByRole('option', { name: /PP1001/ })
    .click();
  await page.getByTestId('assign-due').fill('31-12-2099');
  await page.getByTestId('assign-dialog').locator('.mantine-Modal-title').click();
  await page.getByTestId('assign-save').click();
  await expect(page.getByTestId('assignment-table').locator('tbody tr', { hasText: 'PP1001' })).toBeVisible();
  await shot(page, 'course-employees-en-1440-light');

  // Srey, in Khmer on her phone
  const { context, page: phone } = await employeeOnPhone(browser, 'km');
  await phone.goto('/demo/training/my');
  await expect(phone.getByRole('heading', { name: 'ការបណ្ដុះបណ្ដាលរបស់ខ្ញុំ', level: 1 })).toBeVisible();
  await shot(phone, 'my-training-km-390-light');
  await phone.getByTestId('my-course').filter({ hasText: course }).click();
  await phone.waitForURL('**/demo/training/course/*');
  await expect(phone.getByText('Cool it under running water for twenty minutes.')).toBeVisible();
  await shot(phone, 'course-reader-km-390-light');
  await phone.getByTestId('chapter-done').click();
  await expect(phone.getByTestId('course-completed')).toBeVisible();
  const download = phone.waitForEvent('download');
  await phone.getByTestId('certificate').click();
  const file = path.join(SHOTS, 'certificate-km.pdf');
  await (await download).saveAs(file);
  expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  // rendered to look at, where poppler is installed (scripts/ensure-tools.sh)
  try {
    execFileSync('pdftoppm', ['-png', '-r', '80', '-singlefile', file, path.join(SHOTS, 'certificate-km')]);
  } catch {
    // no renderer on this machine: the PDF itself is kept
  }
  await shot(phone, 'course-done-km-390-light');
  await context.close();
});

/** A department-scoped sub admin gives a course to their own department and sees only their people, in Khmer. */
test('a scoped sub admin gives a course to their department in Khmer', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await login(page, { account: 'demo', email: 'finance@demo.test', lang: 'km' });
  await page.waitForURL('**/demo/dashboard');
  await chooseLanguage(page, 'km');
  await page.goto('/demo/course');
  await expect(page.getByRole('heading', { name: 'វគ្គសិក្សា', level: 1 })).toBeVisible();
  const row = page.getByTestId('course-table').locator('tbody tr', { hasText: 'Serving customers well' });
  await row.getByTestId('row-employees').click();
  await page.waitForURL('**/demo/course/training/*');
  await page.getByTestId('assign-open').click();
  // their department is the only one offered
  await page.getByTestId('assign-departments').click();
  await expect(page.getByRole('listbox').getByRole('option')).toHaveCount(1);
  await page.getByRole('listbox').getByRole('option').first().click();
  await page.getByTestId('assign-due').fill('31-12-2099');
  await page.getByTestId('assign-dialog').locator('.mantine-Modal-title').click();
  await page.getByTestId('assign-save').click();
  await expect(page.getByTestId('assign-dialog')).toHaveCount(0);
  const rows = page.getByTestId('assignment-table').locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  // the sales team that has the course is out of their scope
  await expect(rows.filter({ hasText: 'PP1001' })).toHaveCount(0);
  await shot(page, 'course-training-km-1440-light');
  await page.getByTestId('theme-select').selectOption('dark');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'course-training-km-390-dark');
  await page.getByTestId('theme-select').selectOption('light');
});
