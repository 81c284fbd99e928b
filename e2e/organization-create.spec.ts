import { expect, test } from './fixtures.ts';
import { chooseLanguage, fillDate, login, openRecordForm, shot } from './helpers.ts';

/**
 * Issue 11, in Khmer: a new organization with its employee-ID series, then its first employee (the ID from the
 * series) with a note, an asset and an access code — the tabs the other journeys leave out.
 */
test('HR admin in Khmer creates an organization and its first employee with notes, assets and an access code', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await login(page, { account: 'demo', email: 'hr@demo.test', lang: 'km' });
  await page.waitForURL('**/demo/dashboard');
  await chooseLanguage(page, 'km');
  await expect(page.locator('html')).toHaveAttribute('lang', 'km');

  // the organization: name and code; the time zone and currency keep their defaults (Phnom Penh, USD)
  await page.goto('/demo/settingsorganization/add');
  await page.getByTestId('field-title').fill('ម៉េគង្គ សៀមរាប');
  await page.getByTestId('field-code').fill('E2ESR');
  await shot(page, 'organization-add-km');
  await page.getByTestId('form-submit').click();
  await page.waitForURL('**/demo/settingsorganization/listing**');
  await page.goto('/demo/settingsorganization/listing?search=E2ESR');
  await expect(page.getByTestId('table-row')).toHaveCount(1);
  // the same code again is the spec's message
  await page.goto('/demo/settingsorganization/add');
  await page.getByTestId('field-title').fill('ម៉េគង្គ សៀមរាប ២');
  await page.getByTestId('field-code').fill('E2ESR');
  await page.getByTestId('form-submit').click();
  await expect(page.getByTestId('form-error')).toContainText('កូដអង្គភាព មានរួចហើយ');

  // its employee-ID series: SR0001, SR0002 …
  await page.goto('/demo/settingsorganizationseries/add');
  await page.getByTestId('field-organizationId').click();
  await page.getByTestId('field-organizationId').fill('សៀមរាប');
  await page.getByRole('option', { name: 'ម៉េគង្គ សៀមរាប' }).click();
  await page.getByTestId('field-prefix').fill('SR');
  await page.getByTestId('form-submit').click();
  await page.waitForURL('**/demo/settingsorganizationseries/listing**');

  // the first employee: the ID comes from the series
  await page.goto('/demo/employees/add');
  await page.getByTestId('field-firstName').fill('ស្រីលក្ខណ៍');
  await page.getByTestId('field-lastName').fill('ម៉ម');
  await page.getByTestId('field-organizationId').click();
  await page.getByRole('option', { name: 'ម៉េគង្គ សៀមរាប' }).click();
  await page.getByLabel('Emergency contact').fill('+855 63 900 100');
  await page.getByTestId('form-submit').click();
  await expect(page).toHaveURL(/\/demo\/employees\/profile\//);
  await expect(page.getByTestId('employee-code')).toHaveText('SR0001');

  // a note
  await page.getByTestId('tab-listingnote').click();
  await expect(page).toHaveURL(/\/demo\/employees\/listingnote\//);
  await expect(page.getByTestId('records-add')).toBeVisible();
  await openRecordForm(page);
  await page.getByTestId('field-title').fill('ការសម្ភាសន៍ចូលធ្វើការ');
  await fillDate(page, 'date', '2026-11-02');
  await page.getByTestId('field-note').fill('បានបញ្ចប់ការបណ្តុះបណ្តាលដំបូង។');
  await page.getByTestId('form-submit').click();
  await expect(page.getByTestId('record-modal')).toBeHidden();
  await expect(page.getByTestId('table-row').filter({ hasText: 'ការសម្ភាសន៍ចូលធ្វើការ' })).toHaveCount(1);

  // an asset
  await page.getByTestId('tab-ListingAssts').click();
  await expect(page).toHaveURL(/\/demo\/employees\/ListingAssts\//);
  await expect(page.getByTestId('records-add')).toBeVisible();
  await openRecordForm(page);
  await page.getByTestId('field-name').fill('ThinkPad T14');
  await page.getByTestId('field-assetTypeId').click();
  await page.getByRole('option', { name: 'Laptop' }).click();
  await page.getByTestId('field-serialNumber').fill('PF-4KX29');
  await fillDate(page, 'issuedDate', '2026-11-03');
  await page.getByTestId('form-submit').click();
  await expect(page.getByTestId('record-modal')).toBeHidden();
  await expect(page.getByTestId('table-row').filter({ hasText: 'PF-4KX29' })).toHaveCount(1);
  await shot(page, 'employee-assets-new-org-km');

  // an access code: shown once, stored hashed
  await page.getByTestId('tab-Acesscode').click();
  await expect(page.getByTestId('access-code-state')).toHaveAttribute('data-set', 'no');
  await page.getByTestId('access-code-reset').click();
  await expect(page.getByTestId('access-code-value')).toHaveText(/^\d{4,8}$/);
  await page.getByTestId('access-code-done').click();
  await expect(page.getByTestId('access-code-state')).toHaveAttribute('data-set', 'yes');
  await expect(page.getByTestId('access-code-value')).toHaveCount(0);

  // the KPI page counts the new organization's one employee
  await page.goto('/demo/organization/kpilisting');
  await expect(page.getByText('ម៉េគង្គ សៀមរាប')).toBeVisible();
  await shot(page, 'organization-kpi-new-org-km');
});
