import { expect, test } from './fixtures.ts';
import { chooseLanguage, linkIn, localPath, login, mailTo, shot } from './helpers.ts';

/** Issue 11, `/employeesadmin_staff`: an HR admin in Khmer makes an employee a sub admin and adds a gate guard. */
test('HR admin in Khmer makes an employee a sub admin and adds a security user who sets their password', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await login(page, { account: 'demo', email: 'hr@demo.test', lang: 'km' });
  await page.waitForURL('**/demo/dashboard');

  await page.goto('/demo/employeesadmin_staff/listing');
  await expect(page.getByRole('heading', { name: 'អ្នកគ្រប់គ្រងប្រព័ន្ធរង' })).toBeVisible();
  await page.getByTestId('staff-add').click();
  await page.waitForURL('**/employeesadmin_staff/Add');

  // the employee chosen, no role yet: the role is required, said on its field
  await page.getByTestId('staff-employee').fill('bopha');
  await page.getByRole('option', { name: /Bopha Heng/ }).click();
  await expect(page.getByTestId('staff-email')).toHaveCount(0);
  await page.getByTestId('staff-submit').click();
  await expect(page.getByTestId('staff-role')).toHaveAttribute('aria-invalid', 'true');
  await page.getByTestId('staff-role').click();
  await page.getByRole('option', { name: 'HR Officer' }).click();
  await shot(page, 'staff-form-km-1440-light');
  await page.getByTestId('staff-submit').click();
  await page.waitForURL('**/employeesadmin_staff/listing');
  const row = page.getByTestId('table-row').filter({ hasText: 'bopha.heng@mekong-trading.test' });
  await expect(row).toBeVisible();
  await expect(row.getByRole('link', { name: 'PP1005' })).toBeVisible();
  // a new login: a set-password link is mailed, in the company's language
  await mailTo('bopha.heng@mekong-trading.test', (text) => text.includes('reset-password?token='));
  await shot(page, 'staff-list-km-1440-light');

  // the same employee again is refused on the picker
  await page.getByTestId('staff-add').click();
  await page.getByTestId('staff-employee').fill('bopha');
  await page.getByRole('option', { name: /Bopha Heng/ }).click();
  await page.getByTestId('staff-role').click();
  await page.getByRole('option', { name: 'HR Officer' }).click();
  await page.getByTestId('staff-submit').click();
  await expect(page.getByText('បុគ្គលិកនេះមានគណនីបុគ្គលិកគ្រប់គ្រងរួចហើយ')).toBeVisible();

  // a security user: names and email, no role
  await page.goto('/demo/employeesadmin_staff/AddSecurity');
  await expect(page.getByTestId('staff-role')).toHaveCount(0);
  await page.getByTestId('staff-email').fill('gate.north@demo.test');
  await page.getByTestId('staff-firstName').fill('សុខា');
  await page.getByTestId('staff-lastName').fill('ឈឹម');
  await page.getByTestId('staff-submit').click();
  await page.waitForURL('**/employeesadmin_staff/listingsecurity');
  await expect(page.getByTestId('table-row').filter({ hasText: 'gate.north@demo.test' })).toBeVisible();

  for (const [lang, theme, width] of [
    ['zh', 'dark', 1440],
    ['en', 'light', 390],
  ] as const) {
    await page.setViewportSize({ width: 1440, height: 900 });
    await chooseLanguage(page, lang);
    await page.getByTestId('theme-select').selectOption(theme);
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/demo/employeesadmin_staff/listing');
    await expect(page.getByTestId('table-row').first()).toBeVisible();
    await shot(page, `staff-list-${lang}-${width}-${theme}`);
  }
  await page.goto('/demo/employeesadmin_staff/AddSecurity');
  await shot(page, 'staff-security-form-en-390-light');

  // the guard's mail: set a password, then sign in
  const mail = await mailTo('gate.north@demo.test', (text) => text.includes('reset-password?token='));
  await page.context().clearCookies();
  await page.goto(localPath(linkIn(mail, '/reset-password')));
  await page.getByTestId('new-password').fill('north gate guard 2026');
  await page.getByTestId('set-password-submit').click();
  await page.waitForURL('**/demo/login');
  await page.getByTestId('login-email').fill('gate.north@demo.test');
  await page.getByTestId('login-password').fill('north gate guard 2026');
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('user-menu')).toBeVisible();
});

test('HR admin in Chinese gives a sub admin the right to approve payroll; nobody changes their own', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await login(page, { account: 'demo', email: 'hr@demo.test', lang: 'zh' });
  await page.waitForURL('**/demo/dashboard');
  await page.goto('/demo/settingspayrollPrivilege');
  await expect(page.getByRole('heading', { name: '薪资权限' })).toBeVisible();

  // the HR admin's own row is shown with its default (all three) and cannot be changed
  await expect(page.getByTestId('payroll-approvePayroll-hr@demo.test')).toBeChecked();
  await expect(page.getByTestId('payroll-approvePayroll-hr@demo.test')).toBeDisabled();
  // Finance (seeded): payroll lines and paid, for Phnom Penh only
  await expect(page.getByTestId('payroll-approvePaid-finance@demo.test')).toBeChecked();
  await expect(page.getByTestId('payroll-approvePayroll-finance@demo.test')).not.toBeChecked();

  const approve = page.getByTestId('payroll-approvePayroll-sub@demo.test');
  await expect(approve).not.toBeChecked();
  await approve.click({ force: true });
  await expect(page.getByText('已保存 Li Wei 的薪资权限')).toBeVisible();
  await expect(approve).toBeChecked();
  await shot(page, 'payroll-privilege-zh-1440-light');

  await chooseLanguage(page, 'km');
  await page.getByTestId('theme-select').selectOption('dark');
  await expect(page.getByRole('heading', { name: 'សិទ្ធិប្រាក់បៀវត្សរ៍' })).toBeVisible();
  await shot(page, 'payroll-privilege-km-1440-dark');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'payroll-privilege-km-390-dark');

  // the sub admin's session carries the part at once
  await page.context().clearCookies();
  await login(page, { account: 'demo', email: 'sub@demo.test' });
  await expect(page.getByTestId('user-menu')).toBeVisible();
  const session = await page.evaluate(async () => (await fetch('/api/v1/auth/session')).json());
  expect(session.payrollPrivilege).toMatchObject({ approvePayroll: true, approvePaid: false, payrollLine: false });
});
