import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures.ts';
import { chooseLanguage, login, SHOTS, shot } from './helpers.ts';
import { approvedPhnomPenhRun } from './payroll-helpers.ts';

/**
 * Issue 14, payslips: three months ahead of Phnom Penh is processed by HR and approved by the payroll manager; the
 * employee, in Khmer on a phone, finds it first in My Payslips (above the demo's closed months), reads it and downloads its PDF (rendered to PNG to look at).
 */
test('an employee of the Cambodian organization reads their payslip in Khmer and downloads the PDF', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await approvedPhnomPenhRun(browser, 3);

  await page.setViewportSize({ width: 390, height: 844 });
  await login(page, { account: 'demo', email: 'emp@demo.test', lang: 'km' });
  await page.waitForURL('**/demo/employees/profileinfo');
  await chooseLanguage(page, 'km');
  await page.goto('/demo/payslip/Payrolltable');
  await expect(page.getByRole('heading', { name: 'ប័ណ្ណបើកប្រាក់បៀវត្សរ៍របស់ខ្ញុំ', level: 1 })).toBeVisible();
  await expect(page.getByTestId('payslip-list-row').first()).toBeVisible();
  await shot(page, 'my-payslips-km-390-light');
  await page.getByTestId('payslip-open').first().click();
  await expect(page.getByTestId('payslip')).toContainText('ប្រាក់ទទួលបានសុទ្ធ');
  await expect(page.getByTestId('payslip-net')).toContainText('$');
  await shot(page, 'payslip-km-390-light');

  const download = page.waitForEvent('download');
  await page.getByTestId('payslip-download').click();
  const file = path.join(SHOTS, 'payslip-km.pdf');
  await (await download).saveAs(file);
  expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  // the PDF as an image beside the screenshots, to look at (Khmer shaping)
  execFileSync('pdftoppm', ['-png', '-r', '100', '-singlefile', file, path.join(SHOTS, 'payslip-km-pdf')]);
  expect(fs.existsSync(path.join(SHOTS, 'payslip-km-pdf.png'))).toBe(true);

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByTestId('theme-select').selectOption('dark');
  await shot(page, 'payslip-km-1440-dark');
  await page.getByTestId('theme-select').selectOption('light');
});
