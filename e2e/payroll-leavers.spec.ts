import { expect, test } from './fixtures.ts';
import { chooseLanguage, fillDate, login, openRecordForm, shot } from './helpers.ts';

/**
 * Issue 14, leavers: HR records a Phnom Penh employee's exit next month with a final settlement (in Chinese), the
 * month's run pays it — the grid of leavers (`datanp`), the leavers' payslips (`listingclosnotiepay`) — and the
 * notice pay report (`/reports/noticePayReport`) shows it with the notice owed for the service, in Khmer and English.
 */
test('HR records a leaver’s settlement, pays it in their last month and reads the notice pay report', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await login(page, { account: 'demo', email: 'hr@demo.test', lang: 'zh' });
  await page.waitForURL('**/demo/dashboard');
  const now = new Date();
  const next = new Date(now.getFullYear(), now.getMonth() + 1, 1);
  const month = `${next.getFullYear()}-${String(next.getMonth() + 1).padStart(2, '0')}`;
  const exitDate = `${month}-15`;

  // the settlement, on the employee's profile: the exit next month, notice pay, leave and severance
  await page.goto('/demo/employees/listing?search=PP1020');
  await page.getByTestId('employee-row').first().click();
  await page.getByTestId('tab-listingsettlement').click();
  await expect(page.getByTestId('records-settlement')).toBeVisible();
  // a retry finds it recorded already
  if ((await page.getByTestId('table-row').count()) === 0) {
    await openRecordForm(page);
    await fillDate(page, 'exitDate', exitDate);
    await page.getByTestId('field-reason').click();
    await page.getByRole('option', { name: '解雇' }).click();
    await page.getByTestId('field-noticeDays').fill('30');
    await page.getByTestId('field-noticePay').fill('600');
    await page.getByTestId('field-leaveEncashment').fill('120.50');
    await page.getByTestId('field-severancePay').fill('900');
    await page.getByTestId('form-submit').click();
    await expect(page.getByTestId('record-modal')).toBeHidden();
  }
  await expect(page.getByTestId('table-row').first()).toContainText('1,620.50');

  // next month of Phnom Penh, opened and processed through the API (the runs journey does it on screen)
  const orgs = await (await page.request.get('/api/v1/payroll/run-organizations')).json();
  const pp = orgs.find((o: { currency: string }) => o.currency === 'USD');
  await page.request.post('/api/v1/resources/exchangeRate', {
    data: { month, fromCurrency: 'USD', toCurrency: 'KHR', rate: '4100' },
  });
  const runs = await (await page.request.get('/api/v1/payroll/runs')).json();
  const open =
    runs.find(
      (r: { organizationId: string; periodFrom: string }) =>
        r.organizationId === pp.id && r.periodFrom === `${month}-01`,
    ) ?? (await (await page.request.post('/api/v1/payroll/runs', { data: { organizationId: pp.id, month } })).json());
  expect((await page.request.post(`/api/v1/payroll/runs/${open.id}/process`)).status()).toBe(202);

  // the run's leavers: only the one, with the settlement's lines
  await page.goto(`/demo/payroll_line_entry/datanp/${open.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('离职员工最终薪资');
  await expect(page.getByTestId('grid-row')).toHaveCount(1, { timeout: 30_000 });
  const row = page.getByTestId('grid-row').first();
  await expect(row).toHaveAttribute('data-employee', 'PP1020');
  await expect(row.getByTestId('cell-NOTICE')).toContainText('600.00');
  await expect(row.getByTestId('cell-SEVERANCE')).toContainText('900.00');
  await shot(page, 'payroll-leavers-grid-zh-1440-light');
  await page.getByTestId('grid-only').getByText('全部员工').click();
  await expect(page).toHaveURL(/payroll_line_entry\/dataprocess\//);
  await expect(page.getByTestId('grid-row').nth(1)).toBeVisible();

  // the leavers' payslips
  await page.goto('/demo/payrollpayslip/listingclosnotiepay');
  await expect(page.getByTestId('payslips-list-leavers')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('PP1020').first()).toBeVisible();
  await shot(page, 'payroll-leavers-payslips-zh-1440-light');

  // the notice pay report, from the spec's address, in Khmer then English
  await chooseLanguage(page, 'km');
  await page.goto('/demo/reports/noticePayReport');
  await expect(page).toHaveURL(/allreports\?tab=noticePay/);
  await page.getByTestId('report-organization').click();
  await page.getByRole('option', { name: pp.title }).click();
  await page.getByTestId('report-year').click();
  await page.getByRole('option', { name: String(next.getFullYear()), exact: true }).click();
  const leaver = page.getByTestId('notice-pay-row').filter({ hasText: 'PP1020' });
  await expect(leaver).toContainText('600.00');
  await expect(leaver).toContainText('1,620.50');
  await expect(leaver.getByTestId('notice-pay-paid')).not.toBeEmpty();
  await shot(page, 'payroll-notice-pay-km-1440-light');
  await chooseLanguage(page, 'en');
  await expect(leaver).toContainText('Termination');
  await shot(page, 'payroll-notice-pay-en-1440-light');
  const csv = await page.request.get(
    `/api/v1/payroll/reports/notice-pay/export?organizationId=${pp.id}&year=${next.getFullYear()}&format=csv&lang=km`,
  );
  expect(await csv.text()).toContain('ប្រាក់សំណងជំនួសការជូនដំណឹង');

  await page.getByTestId('theme-select').selectOption('dark');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'payroll-notice-pay-en-390-dark');
  await page.getByTestId('theme-select').selectOption('light');
});
