import { expect, test } from './fixtures.ts';
import { chooseLanguage, employeeOnPhone, login, shot } from './helpers.ts';

/**
 * Issue 15, messages: HR in Khmer writes to the Sales department; the employee (Sales) on a phone finds it, reads it
 * and replies; HR sees the reply counted in the top bar without reloading, opens the conversation and sees who
 * read it.
 */
test('HR messages a department in Khmer; the employee replies from a phone; HR sees it live', async ({
  page,
  browser,
}) => {
  const subject = `e2e ឯកសណ្ឋានថ្មី ${Date.now()}`;
  await page.setViewportSize({ width: 1440, height: 900 });
  await login(page, { account: 'demo', email: 'hr@demo.test', lang: 'km' });
  await page.waitForURL('**/demo/dashboard');
  await chooseLanguage(page, 'km');
  await page.goto('/demo/empmsg/listing');
  await expect(page.getByRole('heading', { name: 'សារ', level: 1 })).toBeVisible();
  await expect(page.getByTestId('conversation-table').getByTestId('table-row').first()).toBeVisible();
  await shot(page, 'messages-km-1440-light');

  await page.getByTestId('message-new').click();
  await page.getByRole('radio', { name: 'នាយកដ្ឋាន', exact: true }).check();
  const departments = page.getByTestId('message-audience-ids');
  await departments.click();
  await departments.fill('Sal');
  await page.getByRole('option', { name: 'Sales' }).click();
  await page.keyboard.press('Escape');
  await page.getByTestId('message-subject').fill(subject);
  await page.getByTestId('message-body-input').fill('សូមមកយកឯកសណ្ឋានថ្មីនៅការិយាល័យធនធានមនុស្ស ថ្ងៃច័ន្ទ ម៉ោង 9:00។');
  await shot(page, 'message-new-km-1440-light');
  await page.getByTestId('message-start').click();
  await page.waitForURL('**/demo/empmsg/view/**');
  await expect(page.getByText('បានផ្ញើសារដោយជោគជ័យ')).toBeVisible();
  await expect(page.getByTestId('message')).toHaveCount(1);
  await expect(page.getByTestId('message-receipt')).toContainText('បានអានដោយ 0');
  const counter = page.getByTestId('counter-messages');
  const before = Number(await counter.getAttribute('data-count'));

  // the employee, on a phone in Khmer: the message, read, and a reply
  const { context: phone, page: emp } = await employeeOnPhone(browser, 'km');
  await emp.goto('/demo/mymessages');
  const row = emp.getByTestId('my-conversation').filter({ hasText: subject });
  await expect(row.getByTestId('my-conversation-unread')).toBeVisible();
  await shot(emp, 'messages-mine-km-390-light');
  await row.click();
  await expect(emp.getByTestId('message-body')).toContainText('សូមមកយកឯកសណ្ឋានថ្មី');
  await emp.getByTestId('message-input').fill('បាទ ខ្ញុំនឹងមកយកនៅថ្ងៃច័ន្ទ។ ទំហំ M។');
  await emp.getByTestId('message-send').click();
  await expect(emp.getByText('បានផ្ញើសារដោយជោគជ័យ')).toBeVisible();
  await expect(emp.getByTestId('message')).toHaveCount(2);
  await emp.getByTestId('theme-select').selectOption('dark');
  await shot(emp, 'message-thread-km-390-dark');
  await emp.getByTestId('theme-select').selectOption('light');

  // HR: the reply counted in the top bar as it comes, and shown in the open conversation
  await expect(counter).toHaveAttribute('data-count', String(before + 1));
  await expect(page.getByTestId('message')).toHaveCount(2);
  await expect(page.getByTestId('message').first().getByTestId('message-receipt')).toContainText('បានអានដោយ 1');
  await page.getByTestId('tab-members').click();
  await page.getByTestId('members-filter').getByText('បានអាន', { exact: true }).click();
  await expect(page.getByTestId('members-table')).toContainText('PP1001');
  await shot(page, 'message-view-km-1440-light');

  // HR has it open, so the reply is seen as it comes: the employee sees that once they look again
  await emp.reload();
  await expect(emp.getByTestId('message').last().getByTestId('message-receipt')).toHaveAttribute('data-read', 'true');
  await phone.close();
});

test('an employee in Chinese sends an attachment from a phone; HR opens it', async ({ page, browser }) => {
  const { context: phone, page: emp } = await employeeOnPhone(browser, 'zh');
  await emp.goto('/demo/mymessages');
  await expect(emp.getByRole('heading', { name: '消息', level: 1 })).toBeVisible();
  await emp.getByTestId('my-conversation').filter({ hasText: 'Your payslip for last month' }).click();
  await expect(emp.getByTestId('message').first()).toContainText('My Payslips');
  // a file that is not what its name says is refused, in the employee's language
  await emp.locator('input[type=file]').setInputFiles({
    name: 'receipt.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('<html>not a pdf</html>'),
  });
  await expect(emp.getByTestId('message-file')).toHaveText('receipt.pdf');
  await emp.getByTestId('message-send').click();
  await expect(emp.getByTestId('message-problem')).toContainText('消息发送失败');
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  await emp.locator('input[type=file]').setInputFiles({ name: 'taxi-receipt.png', mimeType: 'image/png', buffer: png });
  await emp.getByTestId('message-input').fill('这是出租车收据。');
  await emp.getByTestId('message-send').click();
  await expect(emp.getByText('消息发送成功')).toBeVisible();
  await expect(emp.getByTestId('message').last().getByTestId('message-attachment')).toHaveText('taxi-receipt.png');
  await shot(emp, 'message-attachment-zh-390-light');
  await phone.close();

  await page.setViewportSize({ width: 1440, height: 900 });
  await login(page, { account: 'demo', email: 'hr@demo.test', lang: 'zh' });
  await page.waitForURL('**/demo/dashboard');
  await chooseLanguage(page, 'zh');
  await page.goto('/demo/empmsg/listing');
  await page.getByTestId('conversation-table').getByTestId('row-subject').filter({ hasText: 'Your payslip' }).click();
  const link = page.getByTestId('message').last().getByTestId('message-attachment');
  await expect(link).toHaveText('taxi-receipt.png');
  const file = await page.request.get((await link.getAttribute('href'))!);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('image/png');
});

test('the Finance sub admin in Chinese writes only within their scope', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await login(page, { account: 'demo', email: 'finance@demo.test', lang: 'zh' });
  await page.waitForURL('**/demo/dashboard');
  await chooseLanguage(page, 'zh');
  await page.getByTestId('theme-select').selectOption('dark');
  await page.goto('/demo/empmsg/listing');
  await expect(page.getByTestId('conversation-table')).toContainText('Month-end checklist');
  await expect(page.getByTestId('conversation-table')).not.toContainText('年终晚会报名');
  await shot(page, 'messages-zh-1440-dark');
  await page.getByTestId('message-new').click();
  await expect(page.getByRole('heading', { name: '新消息', level: 1 })).toBeVisible();
  // their scope: one employee or their departments, never an organization or a group
  await expect(page.getByRole('radio', { name: '组织', exact: true })).toHaveCount(0);
  await expect(page.getByRole('radio', { name: '组别', exact: true })).toHaveCount(0);
  await page.getByTestId('message-start').click();
  await expect(page.getByTestId('message-subject')).toHaveAttribute('aria-invalid', 'true');
  await shot(page, 'message-new-zh-1440-dark');
  await page.getByTestId('theme-select').selectOption('light');
});

test('a sub admin without the messages page sees the icon and, clicking it, the stored denial', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await login(page, { account: 'demo', email: 'payroll@demo.test', lang: 'en' });
  await page.waitForURL('**/demo/dashboard');
  await chooseLanguage(page, 'en');
  await expect(page.getByTestId('counter-messages')).toHaveAttribute('data-count', '0');
  await page.getByTestId('counter-messages-open').click();
  await expect(page.getByText('Do not have Privilege')).toBeVisible();
  await expect(page).toHaveURL(/\/demo\/dashboard$/);
});
