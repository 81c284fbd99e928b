import { expect, test } from './fixtures.ts';
import { chooseLanguage, employeeOnPhone, login, shot } from './helpers.ts';

/**
 * Issue 15, issues: the employee files one from a phone; HR (in Chinese) sees it counted in the top bar without
 * reloading, opens it from the counter, takes it, comments and marks it in progress; the employee sees the answer.
 */
test('an employee files an issue on a phone; HR sees it counted live, handles it; the employee sees the answer', async ({
  page,
  browser,
}) => {
  const title = `e2e Printer out of toner ${Date.now()}`;
  await page.setViewportSize({ width: 1440, height: 900 });
  await login(page, { account: 'demo', email: 'hr@demo.test', lang: 'zh' });
  await page.waitForURL('**/demo/dashboard');
  await chooseLanguage(page, 'zh');
  await page.goto('/demo/employeesissues/listing');
  await expect(page.getByRole('heading', { name: '问题', level: 1 })).toBeVisible();
  await expect(page.getByTestId('issue-table').getByTestId('table-row').first()).toBeVisible();
  await shot(page, 'issues-zh-1440-light');
  const counter = page.getByTestId('counter-issues');
  const before = Number(await counter.getAttribute('data-count'));

  const { context: phone, page: emp } = await employeeOnPhone(browser, 'en');
  await emp.goto('/demo/myissues');
  await expect(emp.getByTestId('my-issue').first()).toBeVisible();
  await shot(emp, 'issues-mine-en-390-light');
  await emp.getByTestId('my-issue-add').click();
  await emp.getByTestId('issue-save').click();
  await expect(emp.getByTestId('issue-title')).toHaveAttribute('aria-invalid', 'true');
  await emp.getByTestId('issue-title').fill(title);
  await emp.getByTestId('issue-category').click();
  await emp.getByRole('option', { name: 'IT support' }).click();
  await emp.getByTestId('issue-description-input').fill('The printer on the second floor says the toner is empty.');
  await shot(emp, 'issue-form-en-390-light');
  await emp.getByTestId('issue-save').click();
  await expect(emp.getByText(/Issue #\d+ filed/)).toBeVisible();
  await expect(emp.getByTestId('priority-high')).toBeVisible();

  // HR: counted as it comes, without a reload; the counter opens the open issues and reads them
  await expect(counter).toHaveAttribute('data-count', String(before + 1));
  await page.getByTestId('counter-issues-open').click();
  await page.waitForURL('**/demo/employeesissues/listing?status=open');
  await expect(counter).toHaveAttribute('data-count', '0');
  await page.getByTestId('issue-table').getByTestId('row-title').filter({ hasText: title }).click();
  await page.getByTestId('handle-status').click();
  await page.getByRole('option', { name: '处理中' }).click();
  await page.getByTestId('handle-assignee').click();
  await page.getByRole('option', { name: 'Dara Sok' }).click();
  await page.getByTestId('handle-save').click();
  await expect(page.getByText('问题已更新')).toBeVisible();
  await expect(page.getByTestId('issue-assignee')).toHaveText('Dara Sok');
  await page.getByTestId('issue-comment-input').fill('新的碳粉盒明天上午送到。');
  await page.getByTestId('issue-comment-send').click();
  await expect(page.getByTestId('issue-note')).toHaveCount(1);
  await page.getByTestId('theme-select').selectOption('dark');
  await shot(page, 'issue-view-zh-1440-dark');
  await page.getByTestId('theme-select').selectOption('light');

  // the employee: the answer and the new status, live
  await expect(emp.getByTestId('issue-note')).toContainText('新的碳粉盒明天上午送到');
  await expect(emp.getByTestId('status-inProgress')).toBeVisible();
  await emp.getByTestId('issue-comment-input').fill('Thank you!');
  await emp.getByTestId('issue-comment-send').click();
  await expect(emp.getByTestId('issue-note')).toHaveCount(2);
  await shot(emp, 'issue-mine-en-390-light');
  await phone.close();
});

test('the Finance sub admin in Khmer sees only their employees’ issues', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await login(page, { account: 'demo', email: 'finance@demo.test', lang: 'km' });
  await page.waitForURL('**/demo/dashboard');
  await chooseLanguage(page, 'km');
  await page.goto('/demo/employeesissues/listing');
  await expect(page.getByRole('heading', { name: 'បញ្ហា', level: 1 })).toBeVisible();
  const table = page.getByTestId('issue-table');
  await expect(table).toContainText('工资单上的加班时数不对');
  await expect(table).not.toContainText('Cannot log in to the sales app');
  await shot(page, 'issues-km-1440-light');
});
