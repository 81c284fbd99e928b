import { expect, test } from './fixtures.ts';
import { chooseLanguage, linkIn, localPath, login, mailTo, PDF, shot } from './helpers.ts';

/** Issue 5: from the sign-up form to a working tenant, with only the super admin's approval in between. */
test('a company signs up in Chinese, is approved, and its HR admin sets a password and logs in', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const account = `e2e${Date.now().toString(36).slice(-6)}`;
  const email = `wang.${account}@example.test`;

  // 1. the public sign-up request, in Chinese
  const visitor = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await visitor.goto('/login');
  await chooseLanguage(visitor, 'zh');
  await visitor.getByTestId('signup-link').click();
  await visitor.waitForURL('**/signup');
  const fill = {
    name: '王丽',
    organization: '莲花制衣厂',
    mobileNo: '+855 17 888 021',
    email,
    position: '人事经理',
    website: 'https://lotus.example.test',
    reference: '朋友推荐',
    city: '金边',
    country: '柬埔寨',
    accountName: account,
  };
  for (const [k, v] of Object.entries(fill)) await visitor.getByTestId(`signup-${k}`).fill(v);
  await visitor.getByTestId('signup-doc').setInputFiles(PDF);
  await shot(visitor, 'signup-zh-1440-light');
  await visitor.getByTestId('signup-submit').click();
  await expect(visitor.getByTestId('signup-result')).toHaveAttribute('data-status', 'success');
  await expect(visitor.getByTestId('signup-result')).toContainText('申请');

  // 2. the super admin approves it
  const admin = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await login(admin, { email: 'super@staffdesk.test', lang: 'en' });
  await admin.waitForURL('**/tenants');
  await admin.goto('/signup/listing');
  const row = admin.getByTestId('table-row').filter({ hasText: account });
  await row.getByTestId('signup-view').click();
  await admin.waitForURL('**/signup/view/**');
  // the list (one approve button per row) gives way to the request's own page
  await expect(admin.getByTestId('signup-table')).toBeHidden();
  await expect(admin.getByTestId('signup-approve')).toHaveCount(1);
  await admin.getByTestId('signup-approve').click();
  await admin.getByTestId('approve-confirm').click();
  await expect(admin.getByTestId('signup-decision')).toBeVisible();
  await shot(admin, 'signup-approved-en-1440-light');

  // 3. the new HR admin sets a password from the mailed single-use link and logs in
  const mail = await mailTo(email, (t) => t.includes('reset-password?token='));
  const link = localPath(linkIn(mail, '/reset-password'));
  const hr = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await hr.goto(link);
  await hr.getByTestId('new-password').fill('lotus river garment 2026');
  await shot(hr, 'set-password-1440-light');
  await hr.getByTestId('set-password-submit').click();
  await hr.waitForURL(`**/${account}/login`);
  await hr.getByTestId('login-email').fill(email);
  await hr.getByTestId('login-password').fill('lotus river garment 2026');
  await hr.getByTestId('login-submit').click();
  await hr.waitForURL(`**/${account}/dashboard`);
  await expect(hr.getByTestId('dashboard-company')).toContainText('莲花制衣厂');
  // a new company is told what to set up first: the approval brought an organization, a department, leave types
  // and a shift, not its holidays
  await expect(hr.getByTestId('get-started')).toBeVisible();
  await expect(hr.getByTestId('get-started-holiday')).toBeVisible();
  for (const done of ['organization', 'department', 'leaveType', 'shift'])
    await expect(hr.getByTestId(`get-started-${done}`)).toHaveCount(0);
  await shot(hr, 'new-tenant-dashboard-1440-light');

  // the tenant starts with its default settings, named in its language: leave types and a day shift
  await hr.getByTestId('sidebar-section-attendance').click();
  await hr.getByTestId('menu-shift').click();
  await hr.waitForURL(`**/${account}/shifts/listing`);
  const shift = hr.getByTestId('table-row');
  await expect(shift).toHaveCount(1);
  await expect(shift).toContainText('白班');
  await expect(shift).toContainText('08:00');
  await expect(shift).toContainText('17:00');
  await shot(hr, 'new-tenant-shifts-zh-1440-light');
  await hr.getByTestId('sidebar-section-settings').click();
  await hr.getByTestId('menu-leaveType').click();
  await hr.waitForURL(`**/${account}/settingsleave_type/listing`);
  await expect(hr.getByTestId('table-row')).toHaveCount(3);
  for (const name of ['年假', '病假', '无薪假'])
    await expect(hr.getByTestId('table-row').filter({ hasText: name })).toHaveCount(1);
  await shot(hr, 'new-tenant-leave-types-zh-1440-light');

  // the link works once
  await hr.goto(link);
  await expect(hr.getByTestId('reset-result')).toHaveAttribute('data-status', 'invalid');
});

test('the super admin opens a tenant as its HR admin; the session says so', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const admin = await context.newPage();
  await login(admin, { email: 'super@staffdesk.test', lang: 'en' });
  await admin.waitForURL('**/tenants');
  const demoRow = admin.getByTestId('table-row').filter({ hasText: 'Mekong Trading' });
  const [tab] = await Promise.all([context.waitForEvent('page'), demoRow.getByTestId('tenant-open-as-hr').click()]);
  await tab.waitForURL('**/demo/dashboard');
  await expect(tab.getByTestId('support-banner')).toBeVisible();
  await shot(tab, 'support-banner-en-1440-light');
  // ending it gives this browser the console's own session back
  await tab.getByTestId('support-banner-logout').click();
  await tab.waitForURL('**/tenants');
  await expect(tab.getByTestId('tenants-table')).toBeVisible();
});

test('forgot password answers alike for any address', async ({ page }) => {
  await page.goto('/demo/reset-password');
  await page.getByTestId('reset-submit').click();
  await expect(page.getByText('Please enter email')).toBeVisible();
  await page.getByTestId('reset-email').fill('nobody@demo.test');
  await page.getByTestId('reset-submit').click();
  await expect(page.getByTestId('reset-result')).toContainText('Password Sent Successfully on your email');
});
