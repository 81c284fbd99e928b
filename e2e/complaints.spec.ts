import { expect, test } from './fixtures.ts';
import { chooseLanguage, employeeOnPhone, login, shot } from './helpers.ts';

/**
 * Issue 15, comments and complaints: the employee in Khmer on a phone sends an anonymous comment; HR sees it without
 * an author, answers, scores and closes it; the employee reads the answer.
 */
test('an anonymous comment from a phone in Khmer; HR answers without ever seeing who; the employee reads it', async ({
  page,
  browser,
}) => {
  const subject = `e2e ពន្លឺនៅចំណតរថយន្ត ${Date.now()}`;
  const { context: phone, page: emp } = await employeeOnPhone(browser, 'km');
  await emp.goto('/demo/mycomments');
  await expect(emp.getByRole('heading', { name: 'មតិយោបល់', level: 1 })).toBeVisible();
  await expect(emp.getByTestId('complaint-card').first()).toBeVisible();
  await shot(emp, 'comments-mine-km-390-light');
  await emp.getByTestId('complaint-new').click();
  await emp.getByTestId('complaint-type').click();
  await emp.getByRole('option', { name: 'Facilities' }).click();
  await emp.getByTestId('complaint-subject').fill(subject);
  await emp.getByTestId('complaint-text-input').fill('ភ្លើងនៅចំណតរថយន្តខូចច្រើន។');
  await emp.getByTestId('complaint-anonymous-input').check();
  await shot(emp, 'comment-form-km-390-light');
  await emp.getByTestId('complaint-send').click();
  await expect(emp.getByText('បានផ្ញើមតិយោបល់')).toBeVisible();

  await page.setViewportSize({ width: 1440, height: 900 });
  await login(page, { account: 'demo', email: 'hr@demo.test', lang: 'en' });
  await page.waitForURL('**/demo/dashboard');
  await chooseLanguage(page, 'en');
  await page.goto('/demo/employeescomplaints/listing');
  const row = page.getByTestId('table-row').filter({ hasText: subject });
  await expect(row.getByTestId('complaint-anonymous')).toBeVisible();
  await expect(row).not.toContainText('Srey Pov');
  await shot(page, 'comments-en-1440-light');
  await row.getByTestId('row-answer').click();
  await page.getByTestId('complaint-response-input').fill('Thank you. The lights will be replaced this week.');
  await page.getByTestId('complaint-score').locator('label').nth(3).click();
  await page.getByTestId('complaint-close').check();
  await page.getByTestId('theme-select').selectOption('dark');
  await shot(page, 'comment-answer-en-1440-dark');
  await page.getByTestId('complaint-answer').click();
  await expect(page.getByText('Answer sent')).toBeVisible();
  await page.getByTestId('theme-select').selectOption('light');

  await emp.reload();
  const mine = emp.getByTestId('complaint-card').filter({ hasText: subject });
  await expect(mine.getByTestId('complaint-response')).toContainText('The lights will be replaced');
  await phone.close();
});
