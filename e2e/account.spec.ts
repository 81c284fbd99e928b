import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { stepAt, totpCode } from '../apps/server/src/platform/auth/totp.ts';
import { chooseLanguage, login, PASSWORD, shot } from './helpers.ts';

/** The account page: every role reaches it from the user menu; one user changes name, language, photo and password. */
const ROLES = [
  { email: 'support@staffdesk.test', account: undefined, page: '/myprofile/Add' },
  { email: 'hr@demo.test', account: 'demo', page: '/demo/myprofile/Add' },
  { email: 'sub@demo.test', account: 'demo', page: '/demo/myprofile/Add' },
  { email: 'emp@demo.test', account: 'demo', page: '/demo/myprofile/Add' },
  { email: 'guard@demo.test', account: 'demo', page: '/demo/myprofile/Add' },
] as const;

async function openAccountPage(page: Page) {
  await page.getByTestId('user-menu').click();
  await page.getByTestId('user-menu-profile').click();
  await expect(page.getByTestId('account-page')).toBeVisible();
}

for (const role of ROLES) {
  test(`${role.email} opens the account page from the user menu`, async ({ page }) => {
    await login(page, { account: role.account, email: role.email });
    await expect(page.getByTestId('user-menu')).toBeVisible();
    await openAccountPage(page);
    expect(new URL(page.url()).pathname).toBe(role.page);
    await expect(page.getByTestId('account-email')).toHaveValue(role.email);
    await expect(page.getByTestId('account-session-current')).toHaveCount(1);
    await expect(page.getByTestId('two-factor-status')).toHaveText('Off');
  });
}

test('a user changes name, language, photo and password, and sees their sessions', async ({ page, browser }) => {
  const EMAIL = 'emp@acme.test';
  const NEW_PASSWORD = 'a-fresh-passphrase-2026';
  // another browser signed in as the same user: its session ends with the password change
  const other = await browser.newContext();
  const res = await other.request.post('/api/v1/auth/login', {
    data: { account: 'acme', email: EMAIL, password: PASSWORD },
    headers: {
      'user-agent':
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1',
    },
  });
  expect(res.status()).toBe(200);

  await page.setViewportSize({ width: 1440, height: 900 });
  await login(page, { account: 'acme', email: EMAIL });
  await page.waitForURL('**/acme/employees/profileinfo');
  await openAccountPage(page);
  await expect(page.getByTestId('account-session')).toHaveCount(2);
  await expect(page.getByTestId('account-sessions')).toContainText('Safari 17 · iOS');

  // name and language
  await page.getByTestId('account-firstName').fill('Bobby');
  await page.getByTestId('account-lastName').fill('Lim Chea');
  await page.getByTestId('account-language').selectOption('km');
  await page.getByTestId('account-save').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'km');
  await expect(page.getByTestId('user-menu')).toContainText('Bobby Lim Chea');
  await expect(page.getByTestId('language-select')).toHaveValue('km');

  // a photo (any real PNG: a screenshot of the page itself), shown in the top bar too
  const png = await page.screenshot({ clip: { x: 0, y: 0, width: 64, height: 64 } });
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('account-photo-upload').click();
  await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByTestId('user-menu-avatar').locator('img')).toHaveAttribute(
    'src',
    /\/api\/v1\/account\/photo\//,
  );
  await expect(page.getByTestId('account-photo-remove')).toBeVisible();

  // two sessions on a phone: the other one can be ended
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForLoadState('networkidle');
  await page.screenshot({
    path: '.tmp/screenshots/account-two-sessions-390.png',
    fullPage: true,
    animations: 'disabled',
  });
  await page.setViewportSize({ width: 1440, height: 900 });

  // password: a wrong current one is refused on its field; then the change ends the other session
  await page.getByTestId('account-current-password').fill('not-my-password');
  await page.getByTestId('account-new-password').fill(NEW_PASSWORD);
  await page.getByTestId('account-repeat-password').fill(`${NEW_PASSWORD}x`);
  await page.getByTestId('account-password-submit').click();
  await expect(page.getByTestId('account-password-form')).toContainText('ពាក្យសម្ងាត់ថ្មីទាំងពីរមិនដូចគ្នា');
  await page.getByTestId('account-repeat-password').fill(NEW_PASSWORD);
  await page.getByTestId('account-password-submit').click();
  await expect(page.getByTestId('account-password-form')).toContainText('ពាក្យសម្ងាត់មិនត្រឹមត្រូវ');
  await page.getByTestId('account-current-password').fill(PASSWORD);
  await page.getByTestId('account-password-submit').click();
  await expect(page.getByTestId('account-session')).toHaveCount(1);
  expect((await other.request.get('/api/v1/auth/session')).status()).toBe(401);
  await other.close();

  // screenshots: light and dark, three languages, desktop and phone (the toasts of the steps above hidden)
  const quiet = () => page.addStyleTag({ content: '.mantine-Notifications-root { display: none !important; }' });
  const full = async (name: string) => {
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `.tmp/screenshots/${name}.png`, fullPage: true, animations: 'disabled' });
  };
  await quiet();
  for (const lang of ['en', 'km', 'zh'] as const) {
    await page.setViewportSize({ width: 1440, height: 900 });
    await chooseLanguage(page, lang);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    for (const theme of ['light', 'dark'] as const) {
      await page.getByTestId('theme-select').selectOption(theme);
      await full(`account-${lang}-1440-${theme}`);
    }
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(page.getByTestId('account-page')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await quiet();
    for (const theme of ['dark', 'light'] as const) {
      await page.getByTestId('theme-select').selectOption(theme);
      await full(`account-${lang}-390-${theme}`);
    }
  }

  // put everything back, so other journeys meet the seeded user
  await page.setViewportSize({ width: 1440, height: 900 });
  await chooseLanguage(page, 'en');
  await page.getByTestId('account-photo-remove').click();
  await expect(page.getByTestId('account-photo-remove')).toHaveCount(0);
  await page.getByTestId('account-firstName').fill('Bob');
  await page.getByTestId('account-lastName').fill('Lim');
  await page.getByTestId('account-language').selectOption('en');
  await page.getByTestId('account-save').click();
  await expect(page.getByTestId('user-menu')).toContainText('Bob Lim');
  await page.getByTestId('account-current-password').fill(NEW_PASSWORD);
  await page.getByTestId('account-new-password').fill(PASSWORD);
  await page.getByTestId('account-repeat-password').fill(PASSWORD);
  await page.getByTestId('account-password-submit').click();
  await expect(page.getByTestId('account-current-password')).toHaveValue('');
  const back = await page.request.post('/api/v1/auth/login', {
    data: { account: 'acme', email: EMAIL, password: PASSWORD },
  });
  expect(back.status()).toBe(200);
});

test('the account page turns two-factor sign-in on and off; the HR admin sees the requirement switch', async ({
  page,
}) => {
  await login(page, { account: 'demo', email: 'guard@demo.test' });
  await openAccountPage(page);
  const section = page.getByTestId('two-factor-section');
  await expect(section.getByTestId('two-factor-policy')).toHaveCount(0);
  await section.getByTestId('two-factor-setup').click();
  await section.getByTestId('two-factor-start').click();
  await expect(section.getByTestId('two-factor-qr')).toBeVisible();
  const secret = (await section.getByTestId('two-factor-secret').textContent())!.replace(/\s/g, '');
  await section.getByTestId('two-factor-confirm-code').locator('input').first().click();
  await page.keyboard.type(totpCode(secret, stepAt(Date.now())));
  await section.getByTestId('two-factor-confirm').click();
  await expect(section.getByTestId('recovery-code')).toHaveCount(10);
  await section.getByTestId('recovery-done').click();
  await expect(section.getByTestId('two-factor-status')).toHaveText('On');
  await expect(section.getByTestId('two-factor-codes-left')).toContainText('10');
  // turning it off asks for the password
  await section.getByTestId('two-factor-disable').click();
  await section.getByTestId('two-factor-password').fill(PASSWORD);
  await section.getByTestId('two-factor-password-submit').click();
  await expect(section.getByTestId('two-factor-status')).toHaveText('Off');

  await page.context().clearCookies();
  await login(page, { account: 'demo', email: 'hr@demo.test' });
  await openAccountPage(page);
  await expect(page.getByTestId('two-factor-policy')).toBeVisible();
});

test('an employee in Chinese on a phone chooses which notifications also come by email', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page, { account: 'demo', email: 'emp@demo.test', lang: 'zh' });
  await page.waitForURL('**/demo/employees/profileinfo');
  await chooseLanguage(page, 'zh');
  await page.goto('/demo/myprofile/Add');
  const section = page.getByTestId('account-mail-kinds');
  await expect(section.getByRole('heading', { name: '邮件通知' })).toBeVisible();
  // employees choose among what happens to theirs, not what waits for HR
  await expect(page.getByTestId('mail-kind-leaveRequested')).toHaveCount(0);
  const box = page.getByTestId('mail-kind-message');
  const saved = page.waitForResponse((r) => r.url().endsWith('/auth/preferences') && r.request().method() === 'PATCH');
  await box.check();
  expect((await saved).status()).toBe(200);
  await page.reload();
  await expect(page.getByTestId('mail-kind-message')).toBeChecked();
  await section.scrollIntoViewIfNeeded();
  await shot(page, 'account-mail-kinds-zh-390-light');
  const cleared = page.waitForResponse(
    (r) => r.url().endsWith('/auth/preferences') && r.request().method() === 'PATCH',
  );
  await page.getByTestId('mail-kind-message').uncheck();
  await cleared;
});
