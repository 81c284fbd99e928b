import { execFileSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from './fixtures.ts';
import { chooseLanguage, employeeOnPhone, login, SHOTS, shot } from './helpers.ts';

/**
 * Issue 15, HR letters: the employee on a phone in Chinese asks for an employment confirmation in Khmer; HR in Khmer
 * sees the documents counter go up without a reload, opens the request, reads the letter filled for her, issues it
 * and mails it; the PDF is rendered to PNG and looked at; the employee finds it issued and downloads it.
 */
test('an employee asks for a letter; HR issues it in Khmer as a PDF; the employee downloads it', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await login(page, { account: 'demo', email: 'hr@demo.test', lang: 'km' });
  await page.waitForURL('**/demo/dashboard');
  await chooseLanguage(page, 'km');
  await page.goto('/demo/hrLetterListing');
  await expect(page.getByRole('heading', { name: 'លិខិតធនធានមនុស្ស', level: 1 })).toBeVisible();
  await expect(page.getByTestId('letter-table').getByTestId('table-row').first()).toBeVisible();
  await shot(page, 'letters-km-1440-light');
  const counter = page.getByTestId('counter-documents');
  const before = Number(await counter.getAttribute('data-count'));

  // the employee asks, from a phone in Chinese
  const purpose = `e2e 签证 ${Date.now()}`;
  const { context: phone, page: emp } = await employeeOnPhone(browser, 'zh');
  await emp.goto('/demo/myletters');
  await expect(emp.getByRole('heading', { name: '我的函件', level: 1 })).toBeVisible();
  await expect(emp.getByTestId('my-letter').first()).toBeVisible();
  await emp.getByTestId('ask-kind').getByRole('radio', { name: '在职证明' }).check();
  await emp.getByTestId('ask-language').click();
  await emp.getByRole('option', { name: '高棉语' }).click();
  await emp.getByTestId('ask-purpose').fill(purpose);
  await shot(emp, 'my-letters-zh-390-light');
  await emp.getByTestId('ask-send').click();
  const asked = emp.getByTestId('my-letter-request').filter({ hasText: purpose });
  await expect(asked.getByTestId('request-status-pending')).toBeVisible();

  // HR: counted live; the counter opens the pending requests
  await expect(counter).toHaveAttribute('data-count', String(before + 1));
  await counter.click();
  await page.waitForURL('**/demo/hrLetterListing?tab=requests**');
  const row = page.getByTestId('request-table').getByTestId('table-row').filter({ hasText: purpose });
  await expect(row).toBeVisible();
  await shot(page, 'letter-requests-km-1440-light');
  await row.getByTestId('request-issue').click();
  await page.waitForURL('**/demo/hrLetterListing/issue**');
  // the template of the kind and language asked for is chosen; the letter reads with her name
  await expect(page.getByTestId('letter-preview-title')).toHaveText('លិខិតបញ្ជាក់ការងារ');
  await expect(page.getByTestId('letter-preview-body')).toContainText('PP1001');
  await page.getByTestId('letter-mail-too').check();
  await shot(page, 'letter-issue-km-1440-light');
  await page.getByTestId('letter-submit').click();
  await page.waitForURL('**/demo/hrLetterListing');
  const issued = page.getByTestId('letter-table').getByTestId('table-row').first();
  await expect(issued).toContainText('លិខិតបញ្ជាក់ការងារ');
  await expect(issued.getByTestId('letter-mailed')).not.toContainText('មិនទាន់ផ្ញើ');

  // the PDF, looked at: Khmer shaped, not boxes
  const download = page.waitForEvent('download');
  await issued.getByTestId('letter-download').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^HRL-\d{4}-\d{4}\.pdf$/);
  const pdf = await readFile((await file.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const at = join(SHOTS, 'letter-km');
  await writeFile(`${at}.pdf`, pdf);
  execFileSync('pdftoppm', ['-r', '110', '-png', '-singlefile', `${at}.pdf`, at]);
  expect((await readFile(`${at}.png`)).length).toBeGreaterThan(5_000);

  // the employee: issued, and there to download
  await emp.reload();
  await expect(
    emp.getByTestId('my-letter-request').filter({ hasText: purpose }).getByTestId('request-status-issued'),
  ).toBeVisible();
  await expect(emp.getByTestId('my-letter').filter({ hasText: 'លិខិតបញ្ជាក់ការងារ' }).first()).toBeVisible();
  await emp.getByTestId('theme-select').selectOption('dark');
  await shot(emp, 'my-letters-zh-390-dark');
  await emp.getByTestId('theme-select').selectOption('light');
  await phone.close();
});

test('HR in English declines a request with a reason; the letter templates are a settings list', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await login(page, { account: 'demo', email: 'hr@demo.test', lang: 'en' });
  await page.waitForURL('**/demo/dashboard');
  await chooseLanguage(page, 'en');
  await page.goto('/demo/hrLetterListing?tab=requests');
  const pending = page.getByTestId('request-table').getByTestId('table-row').filter({ hasText: '申请银行贷款' });
  await pending.getByTestId('request-decline').click();
  await page.getByTestId('decline-reason').fill('Your salary changes next month; please ask again then.');
  await page.getByTestId('decline-confirm').click();
  await expect(pending.getByTestId('request-status-declined')).toBeVisible();
  await page.getByTestId('letter-templates').click();
  await page.waitForURL('**/demo/hrlettertemplates/listing');
  await expect(page.getByRole('heading', { name: 'Letter Template', level: 1 })).toBeVisible();
  await shot(page, 'letter-templates-en-1440-light');
});
