import { expect, test } from './fixtures.ts';
import { chooseLanguage, login, shot } from './helpers.ts';

/**
 * Issue 14, payslips of an earlier system: HR, in Khmer, imports a month's payslips of both organizations (a year ago) from the
 * closed runs list — an amount of the other country's rules is named first — and finds the months closed and marked
 * imported, with their payslips.
 */
const file = (lines: string[]) => ({
  name: 'payslips.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8'),
});
const HEADER = 'Employee ID,Month,Gross Pay,EPF,SOCSO,EIS,PCB,Tax on Salary,NSSF Pension,EPF Employer,Net Pay';

test('HR imports an earlier system’s payslips as closed months', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await login(page, { account: 'demo', email: 'hr@demo.test', lang: 'km' });
  await page.waitForURL('**/demo/dashboard');
  await chooseLanguage(page, 'km');
  // a year ago: before the demo's six months of history, and no journey's month
  const now = new Date();
  const mm = String(now.getMonth() + 1).padStart(2, '0');
  const year = now.getFullYear() - 1;
  const month = `${mm}-${year}`;
  const closed = async () =>
    (
      (await (await page.request.get('/api/v1/payroll/runs?list=closed')).json()) as {
        source: string;
        periodFrom: string;
      }[]
    ).filter((r) => r.source === 'import' && r.periodFrom === `${year}-${mm}-01`);

  await page.goto('/demo/hradmin/closelisting');
  await page.getByTestId('payslips-import').click();
  await expect(page).toHaveURL(/payroll_line_entry\/import_payslip_data$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('នាំចូលប័ណ្ណបើកប្រាក់បៀវត្សរ៍');
  // a retry finds the month imported already
  if ((await closed()).length === 0) {
    const input = page.locator('input[type="file"]');
    await input.setInputFiles(file([HEADER, `PP1001,${month},1000.00,50.00,,,,,,,`]));
    await page.getByTestId('import-check').click();
    await expect(page.getByTestId('import-error')).toContainText('មិនមែនជាចំនួនទឹកប្រាក់តាមច្បាប់នៃអង្គភាពនេះទេ');
    await page.addStyleTag({ content: '.mantine-Notifications-root { display: none !important; }' });
    await shot(page, 'payroll-payslip-import-km-errors');
    await input.setInputFiles(
      file([
        HEADER,
        `KL0067,${month},5500.00,605.00,27.25,10.90,110.00,,,660.00,4746.85`,
        `PP1001,${month},1000.00,,,,,21.95,5.85,,972.20`,
      ]),
    );
    await page.getByTestId('import-check').click();
    await page.getByTestId('import-commit').click();
    await expect(page.getByTestId('import-done')).toBeVisible();
  }
  expect(await closed()).toHaveLength(2);

  // the closed list: the month of both organizations, marked imported
  await page.goto('/demo/hradmin/closelisting');
  const imported = page.getByTestId('run-row').filter({ has: page.getByTestId('run-imported') });
  await expect(imported).toHaveCount(2);
  await expect(imported.first().getByTestId('run-imported')).toHaveText('បាននាំចូល');
  await shot(page, 'payroll-imported-runs-km-1440-light');
  await imported.filter({ hasText: 'Sdn' }).getByRole('link').click();
  await expect(page.getByTestId('payslip-row').filter({ hasText: 'KL0067' })).toContainText('4,746.85');
  await expect(page.getByTestId('run-imported')).toHaveCount(1);
  // paid by the earlier system: no bank file to make
  await expect(page.getByTestId('bank-files')).toHaveCount(0);
  await shot(page, 'payroll-imported-run-km-1440-light');
});
