import fs from 'node:fs';
import { expect, test } from './fixtures.ts';
import { chooseLanguage, login, PDF, shot } from './helpers.ts';

/** Issue 4: a visitor applies on the public board; the HR admin takes the applicant through the pipeline. */
test('a visitor filters, reads and applies; the HR admin downloads the résumé and moves the card through three stages', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const stamp = Date.now().toString().slice(-6);
  const applicant = { name: `Sokha Chan ${stamp}`, email: `sokha.${stamp}@example.test` };

  // the public board in English: filter by job type, the list reloads
  const visitorContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await visitorContext.newPage();
  await page.goto('/demo/career/MTPP');
  await expect(page.getByTestId('job-card').first()).toBeVisible();
  const all = await page.getByTestId('available-jobs-count').textContent();
  await page.getByTestId('job-type-select').selectOption({ index: 1 });
  await expect(page).toHaveURL(/jobType=/);
  await expect(page.getByTestId('available-jobs-count')).not.toHaveText(all!);
  await page.getByTestId('job-type-select').selectOption('');
  await expect(page.getByTestId('available-jobs-count')).toHaveText(all!);
  await shot(page, 'careers-board-en-1440-light');

  // View More: the rows in the spec's order, Read More / Show Less
  await page.getByTestId('job-view-more').first().click();
  const dialog = page.getByTestId('job-detail-dialog');
  await expect(dialog.getByTestId('job-detail-rows')).toBeVisible();
  await expect(dialog.locator('dt').first()).toHaveText('Job Type');
  if ((await dialog.getByTestId('read-more').count()) > 0) {
    await dialog.getByTestId('read-more').first().click();
    await expect(dialog.getByTestId('show-less').first()).toBeVisible();
    await dialog.getByTestId('show-less').first().click();
  }
  await dialog.getByTestId('dialog-close').click();
  await expect(dialog).toBeHidden();

  // Apply with a PDF résumé: submit only after the disclosure is approved
  const card = page.getByTestId('job-card').first();
  const jobId = await card.getAttribute('data-job-id');
  await card.getByTestId('job-apply').click();
  const apply = page.getByTestId('apply-dialog');
  await expect(apply.getByTestId('apply-submit')).toBeDisabled();
  await apply.getByTestId('apply-name').fill(applicant.name);
  await apply.getByTestId('apply-mobile').fill('012345678');
  await apply.getByTestId('apply-email').fill(applicant.email);
  await apply.getByTestId('apply-profile').fill('https://www.linkedin.com/in/sokha-chan');
  await apply.getByTestId('apply-resume').setInputFiles({ ...PDF, name: 'resume.pdf' });
  await apply.getByTestId('apply-disclosure-checkbox').check();
  await expect(apply.getByTestId('apply-submit')).toBeEnabled();
  await shot(page, 'careers-apply-en-1440-light');
  await apply.getByTestId('apply-submit').click();
  await expect(apply).toBeHidden();
  await expect(page.getByText('Resume Uploaded Successfully..!')).toBeVisible();

  // applying again with the same address: one message, under the email, and nothing else
  await card.getByTestId('job-apply').click();
  await apply.getByTestId('apply-name').fill(applicant.name);
  await apply.getByTestId('apply-mobile').fill('012345678');
  await apply.getByTestId('apply-email').fill(applicant.email);
  await apply.getByTestId('apply-resume').setInputFiles({ ...PDF, name: 'resume.pdf' });
  await apply.getByTestId('apply-disclosure-checkbox').check();
  await apply.getByTestId('apply-submit').click();
  await expect(apply.getByText('You have already applied for this job')).toHaveCount(1);
  await expect(apply.getByTestId('apply-email')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Enter Email!')).toHaveCount(0);
  await expect(page.getByText('You have already applied for this job')).toHaveCount(1);
  await apply.getByTestId('apply-email').fill(`other.${applicant.email}`);
  await expect(apply.getByText('You have already applied for this job')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(apply).toBeHidden();

  // the same board in Khmer, and at phone width
  await chooseLanguage(page, 'km');
  await expect(page.locator('html')).toHaveAttribute('lang', 'km');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByTestId('job-card').first()).toBeVisible();
  await shot(page, 'careers-board-km-390-light');
  await visitorContext.close();

  // the HR admin finds the applicant, downloads the résumé, moves the card three times
  const adminContext = await browser.newContext({ viewport: { width: 1440, height: 900 }, acceptDownloads: true });
  const admin = await adminContext.newPage();
  await login(admin, { account: 'demo', email: 'hr@demo.test', lang: 'en' });
  await admin.waitForURL('**/demo/dashboard');
  await admin.goto('/demo/careerjobpost/Applicantlisting');
  await admin.getByTestId('table-search').fill(applicant.name);
  const rows = admin.getByTestId('applicant-table').getByTestId('table-row');
  await expect(rows).toHaveCount(1);
  await rows.first().click();
  const drawer = admin.getByTestId('applicant-drawer');
  const [download] = await Promise.all([
    admin.waitForEvent('download'),
    drawer.getByTestId('applicant-resume-download').click(),
  ]);
  expect(
    fs
      .readFileSync((await download.path())!)
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  await admin.keyboard.press('Escape');

  await admin.goto(`/demo/careerjobpost/JobpostAppListing/${jobId}?view=board`);
  const myCard = () => admin.getByTestId('kanban-card').filter({ hasText: applicant.name });
  await expect(myCard()).toBeVisible();
  for (const stage of ['phoneScreening', 'shortList', 'assessments']) {
    await myCard().getByTestId('card-move-menu').click();
    await admin.getByTestId(`move-to-${stage}`).click();
    await admin.getByTestId('move-confirm').click();
    await expect(
      admin.getByTestId(`kanban-column-${stage}`).getByTestId('kanban-card').filter({ hasText: applicant.name }),
    ).toBeVisible();
  }
  await shot(admin, 'careers-kanban-en-1440-light');
  await adminContext.close();
});

test('the employee page shows internal posts; anyone else is sent away', async ({ page }) => {
  await login(page, { account: 'demo', email: 'emp@demo.test' });
  await page.waitForURL('**/demo/employees/profileinfo');
  await page.goto('/demo/careercompany/MTPP');
  await expect(page.getByTestId('job-card').first()).toBeVisible();
  await shot(page, 'careers-company-1440-light');
  // an employee applies as themselves: name and email come from their record and cannot be changed
  await page.getByTestId('job-card').first().getByTestId('job-apply').click();
  await expect(page.getByTestId('apply-email')).toHaveValue('emp@demo.test');
  await expect(page.getByTestId('apply-email')).toHaveAttribute('readonly', '');
  await expect(page.getByTestId('apply-name')).toHaveAttribute('readonly', '');
  await expect(page.getByTestId('apply-name')).not.toHaveValue('');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('apply-dialog')).toBeHidden();
  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await page.waitForURL('**/demo/login');
  await login(page, { account: 'demo', email: 'hr@demo.test' });
  await page.waitForURL('**/demo/dashboard');
  await page.goto('/demo/careercompany/MTPP');
  await expect(page).not.toHaveURL(/careercompany/);
});
