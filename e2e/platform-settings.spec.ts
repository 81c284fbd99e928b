import { expect, test } from './fixtures.ts';
import { chooseLanguage, login, PDF, shot } from './helpers.ts';

/**
 * Issue 20, the console's settings of spec 6: the super admin, in Khmer, adds a business category with a sub
 * category and sets new tenants' defaults; a company picks them when it signs up; the approval proposes the defaults
 * and the company's language; the tenant list filters by the category.
 */
test('categories and new tenants’ defaults: from the console to a sign-up and back', async ({ browser }) => {
  test.setTimeout(150_000);
  const tag = Date.now().toString(36).slice(-5);
  const account = `cat${tag}`;
  const retail = { en: `Retail ${tag}`, km: `លក់រាយ ${tag}`, zh: `零售 ${tag}` };
  const grocery = { en: `Grocery ${tag}`, km: `គ្រឿងទេស ${tag}`, zh: `杂货 ${tag}` };

  const admin = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await login(admin, { email: 'super@staffdesk.test', lang: 'km' });
  await admin.waitForURL('**/tenants');
  await chooseLanguage(admin, 'km');
  const before = await (await admin.request.get('/api/v1/platform/tenant-defaults')).json();

  // the category and its sub category, named in three languages
  await admin.getByTestId('sidebar-section-platform').click();
  await admin.getByTestId('menu-platformCategory').click();
  await admin.waitForURL('**/settingscategory');
  await admin.getByTestId('category-add').click();
  for (const [l, v] of Object.entries(retail)) await admin.getByTestId(`category-name-${l}`).fill(v);
  await admin.getByTestId('category-save').click();
  const card = admin.getByTestId('category-card').filter({ hasText: retail.km });
  await expect(card).toBeVisible();
  await card.getByTestId('subcategory-add').click();
  // all three names are needed
  await admin.getByTestId('category-name-en').fill(grocery.en);
  await admin.getByTestId('category-save').click();
  await expect(admin.getByTestId('category-dialog')).toContainText('សូមបញ្ចូលឈ្មោះ');
  await admin.getByTestId('category-name-km').fill(grocery.km);
  await admin.getByTestId('category-name-zh').fill(grocery.zh);
  await admin.getByTestId('category-save').click();
  await expect(card.getByTestId('subcategory-row').filter({ hasText: grocery.km })).toBeVisible();
  await shot(admin, 'platform-categories-km-1440-light');

  // new tenants' defaults
  await admin.getByTestId('menu-platformOrganization').click();
  await admin.waitForURL('**/settingsorganization');
  await admin.getByTestId('defaults-currency').click();
  await admin.getByTestId('defaults-currency').fill('SGD');
  await admin.getByRole('option', { name: /SGD/ }).first().click();
  await admin.getByTestId('defaults-save').click();
  await expect
    .poll(async () => (await (await admin.request.get('/api/v1/platform/tenant-defaults')).json()).currency)
    .toBe('SGD');
  await admin.getByTestId('theme-select').selectOption('dark');
  await admin.setViewportSize({ width: 390, height: 844 });
  await shot(admin, 'platform-defaults-km-390-dark');
  await admin.getByTestId('theme-select').selectOption('light');
  await admin.setViewportSize({ width: 1440, height: 900 });

  // a company signs up in Chinese and picks the category
  const visitor = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await visitor.goto('/signup');
  await chooseLanguage(visitor, 'zh');
  const fill = {
    name: '林美',
    organization: `美美超市 ${tag}`,
    mobileNo: '+60 12 345 6789',
    email: `mei.${account}@example.test`,
    position: '老板',
    website: 'https://meimart.example.test',
    reference: '网站',
    city: '吉隆坡',
    country: '马来西亚',
    accountName: account,
  };
  for (const [k, v] of Object.entries(fill)) await visitor.getByTestId(`signup-${k}`).fill(v);
  await visitor.getByTestId('signup-category').click();
  await visitor.getByRole('option', { name: retail.zh }).click();
  await visitor.getByTestId('signup-subcategory').click();
  await visitor.getByRole('option', { name: grocery.zh }).click();
  await visitor.getByTestId('signup-doc').setInputFiles(PDF);
  await visitor.getByTestId('signup-submit').click();
  await expect(visitor.getByTestId('signup-result')).toHaveAttribute('data-status', 'success');

  // the approval proposes the defaults and the company's language
  await admin.goto('/signup/listing');
  await admin.getByTestId('table-row').filter({ hasText: account }).getByTestId('signup-view').click();
  await admin.waitForURL('**/signup/view/**');
  await expect(admin.getByTestId('view-category')).toContainText(`${retail.km} › ${grocery.km}`);
  await admin.getByTestId('signup-approve').click();
  await expect(admin.getByTestId('approve-currency')).toHaveValue(/SGD/);
  await expect(admin.getByTestId('approve-language')).toHaveValue(/中文/);
  await shot(admin, 'signup-approve-defaults-km-1440-light');
  await admin.getByTestId('approve-confirm').click();
  await expect(admin.getByTestId('signup-decision')).toBeVisible();

  // the tenant list filters by the category
  await admin.goto('/tenants');
  await admin.getByTestId('tenants-category-filter').click();
  await admin.getByRole('option', { name: `${retail.km} › ${grocery.km}` }).click();
  await expect(admin.getByTestId('table-row')).toHaveCount(1);
  await expect(admin.getByTestId('table-row')).toContainText(account);
  await shot(admin, 'tenants-by-category-km-1440-light');

  await admin.request.put('/api/v1/platform/tenant-defaults', { data: before });
  await chooseLanguage(admin, 'en');
});
