import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures.ts';
import { chooseLanguage, shot, SHOTS } from './helpers.ts';
import { approvedPhnomPenhRun, as } from './payroll-helpers.ts';

/**
 * Issue 14, after approval: two months ahead of Phnom Penh is processed by HR and approved by the payroll manager
 * (through the API; the runs journey does it on screen). The payroll manager downloads a bank's payment file, imports
 * it back as the bank's confirmation — its payslips are marked paid — and builds the zip of every payslip; HR finds
 * them paid in the payslips list. In English, Khmer on a phone, and Chinese in the dark theme.
 */
test('the payroll manager imports the bank’s confirmation and downloads every payslip as a zip', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const run = await approvedPhnomPenhRun(browser, 2);
  const then = run.then;
  const manager = await as(browser, 'payroll@demo.test');
  await manager.setViewportSize({ width: 1440, height: 900 });
  await manager.goto('/demo/payroll/PaidInstruction');
  await expect(manager.getByRole('heading', { name: 'Bank payment files', level: 1 })).toBeVisible();
  await manager.getByTestId('bank-run').click();
  await manager
    .getByRole('option', {
      name: `Mekong Trading Phnom Penh · ${then.toLocaleString('en', { month: 'long', year: 'numeric' })}`,
    })
    .first()
    .click();
  await expect(manager.getByTestId('bank-row').first()).toBeVisible();
  await shot(manager, 'payroll-bank-files-en-1440-light');
  const download = manager.waitForEvent('download');
  await manager.getByTestId('bank-file').first().click();
  const csv = path.join(SHOTS, 'bank-file.csv');
  await (await download).saveAs(csv);
  const rows = fs.readFileSync(csv, 'utf8').trim().split(/\r?\n/);
  const references = rows.length - 1;
  expect(references).toBeGreaterThan(0);
  const paidCode = rows[1]!.split(' ').at(-1)!;

  // the bank's confirmation: the file as it came back, checked and imported
  await manager.getByTestId('paid-import').click();
  await expect(manager.getByRole('heading', { name: 'Import Payments Made', level: 1 })).toBeVisible();
  await manager.locator('input[type="file"]').setInputFiles(csv);
  await manager.getByTestId('import-check').click();
  await expect(manager.getByTestId('import-summary')).toContainText(String(references));
  await shot(manager, 'payroll-paid-import-en-1440-light');
  await manager.getByTestId('import-commit').click();
  await expect(manager.getByTestId('job-progress')).toHaveAttribute('data-state', 'done', { timeout: 30_000 });

  // every payslip of the run in one zip, in Khmer on a phone
  await chooseLanguage(manager, 'km');
  await manager.setViewportSize({ width: 390, height: 844 });
  await manager.goto(`/demo/payroll_line_entry/data/${run.id}`);
  await manager.getByTestId('payslips-zip').click();
  await expect(manager.getByTestId('payslips-zip-download')).toBeVisible({ timeout: 60_000 });
  await shot(manager, 'payroll-payslips-zip-km-390-light');
  const zip = manager.waitForEvent('download');
  await manager.getByTestId('payslips-zip-download').click();
  expect((await zip).suggestedFilename()).toMatch(/^payslips-MTPP-\d{4}-\d\d\.zip$/);

  // a payslip by its own id opens its page
  const slips = await (await manager.request.get(`/api/v1/payroll/runs/${run.id}/payslips`)).json();
  await manager.goto(`/demo/payslip/Payslip_pdf/${slips[0].id}`);
  await manager.waitForURL(`**/demo/payslip/View_payslip/${run.id}/${slips[0].employeeId}`);
  await expect(manager.getByTestId('payslip-download')).toBeVisible();

  // the month's reports: journal and statutory summaries in Khmer on the phone, the register as a file
  await manager.goto(`/demo/payroll_line_entry/allreports?tab=journal`);
  await manager.getByTestId('report-run').click();
  await manager
    .getByRole('option', { name: new RegExp(`Mekong Trading Phnom Penh · .*${then.getFullYear()}`) })
    .first()
    .click();
  await expect(manager.getByTestId('journal-row').first()).toBeVisible();
  await shot(manager, 'payroll-report-journal-km-390-light');
  await manager.getByTestId('report-tab-statutory').click();
  await expect(manager.getByTestId('statutory-row').filter({ hasText: 'ប.ស.ស' })).toBeVisible();
  await shot(manager, 'payroll-report-statutory-km-390-light');
  await chooseLanguage(manager, 'en');
  await manager.setViewportSize({ width: 1440, height: 900 });
  await manager.getByTestId('report-tab-register').click();
  // on screen: the run's grid of lines
  await expect(manager.getByTestId('report-register-grid')).toHaveAttribute(
    'href',
    /\/payroll_line_entry\/dataprocess\//,
  );
  const register = manager.waitForEvent('download');
  await manager.getByTestId('report-register-xlsx').click();
  expect((await register).suggestedFilename()).toMatch(/^payroll-register-\d{4}-\d\d-.*\.xlsx$/);
  // this year's cost: the demo's closed months
  await manager.getByTestId('report-tab-cost').click();
  await manager.getByTestId('report-year').click();
  await manager.getByRole('option', { name: String(new Date().getFullYear()), exact: true }).click();
  await expect(manager.getByTestId('cost-group').first()).toBeVisible();
  await shot(manager, 'payroll-report-cost-en-1440-light');
  await manager.getByTestId('report-tab-ytd').click();
  await expect(manager.getByTestId('ytd-row').first()).toBeVisible();
  await shot(manager, 'payroll-report-ytd-en-1440-light');
  await manager.context().close();

  // HR sees them paid, in Chinese, dark
  const hr = await as(browser, 'hr@demo.test');
  // the spec's "add a payroll run" page: the runs list with the new-run dialog open
  await hr.goto('/demo/payroll_line_entry/addadminp');
  await expect(hr.getByRole('dialog')).toBeVisible();
  await hr.keyboard.press('Escape');
  await hr.setViewportSize({ width: 1440, height: 900 });
  await chooseLanguage(hr, 'zh');
  await hr.getByTestId('theme-select').selectOption('dark');
  await hr.goto('/demo/payrollpayslip/listing');
  await hr.getByRole('textbox', { name: '按员工编号或姓名搜索' }).fill(paidCode);
  // once the search has answered: that employee's payslips only
  await expect(hr.getByTestId('payslip-list-row').filter({ hasNotText: paidCode })).toHaveCount(0);
  await expect(hr.getByTestId('payslip-paid-on').first()).toContainText('发放日期');
  await shot(hr, 'payroll-payslips-paid-zh-1440-dark');
  await hr.getByTestId('theme-select').selectOption('light');
  await hr.context().close();
});
