import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { chooseLanguage, login, PASSWORD, shot } from './helpers.ts';

/**
 * Issue 20, the company's own sign-in page and public pages: Acme's HR admin gives it a logo, a colour and welcome
 * texts, makes it the default and switches Forgot password off; on a phone in Khmer the sign-in address shows it,
 * the forgot page is gone, an unknown address shows the first public page, and signing in works.
 */
const DEFAULTS = {
  publicPages: { signup: true, forget: true, scan: true, leave: true, ot: true },
  signInPage: 'standard',
  color: '',
  welcome: { en: '', km: '', zh: '' },
};
// the company's own word on the sign-in button: its changed texts reach the pages before sign-in too
const SUBMIT = { lang: 'km', namespace: 'auth', key: 'submit' };
const restore = async (page: Page) => {
  await page.request.put('/api/v1/branding', { data: DEFAULTS });
  await page.request.delete('/api/v1/branding/logo');
  await page.request.delete(`/api/v1/translations/text?${new URLSearchParams(SUBMIT)}`);
};

test('Acme makes its own sign-in page the default; a phone in Khmer signs in on it', async ({ page, browser }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await login(page, { account: 'acme', email: 'hr@acme.test' });
  await page.waitForURL('**/acme/dashboard');
  // a retry starts from the standard page
  await restore(page);
  await chooseLanguage(page, 'en');
  await page.getByTestId('sidebar-section-settings').click();
  await page.getByTestId('menu-signInPage').click();
  await page.waitForURL('**/acme/settingssignin');
  await expect(page.getByRole('heading', { name: 'Sign-in and public pages', level: 1 })).toBeVisible();

  // a logo (a real PNG: the top corner of this page)
  const png = await page.screenshot({ clip: { x: 0, y: 0, width: 180, height: 56 } });
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('brand-logo-upload').click();
  await (await chooser).setFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByTestId('brand-logo-preview')).toBeVisible();

  await page.getByTestId('sign-in-page').getByText('Our own').click();
  await page.getByTestId('sign-in-color').fill('#0b7285');
  await page.getByTestId('sign-in-welcome-en').fill('Welcome to Acme. Sign in with your work email.');
  await page.getByTestId('sign-in-welcome-km').fill('សូមស្វាគមន៍មកកាន់ Acme។ សូមចូលដោយប្រើអ៊ីមែលការងាររបស់អ្នក។');
  await page.getByTestId('sign-in-welcome-zh').fill('欢迎来到 Acme。请使用工作邮箱登录。');
  await page.getByTestId('public-page-forget').click();
  await page.getByTestId('public-page-signup').click();
  await page.getByTestId('branding-save').click();
  await expect(page.getByTestId('public-page-forget')).not.toBeChecked();
  expect((await page.request.put('/api/v1/translations/text', { data: { ...SUBMIT, value: 'ចូលប្រព័ន្ធ' } })).ok()).toBe(
    true,
  );
  await shot(page, 'branding-en-1440-light');

  // a phone in Khmer, signed out
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const p = await phone.newPage();
  await p.goto('/acme/login');
  await p.getByTestId('language-select').selectOption('km');
  await p.waitForURL('**/acme/SignInCustom');
  await expect(p.getByTestId('sign-in-logo')).toBeVisible();
  await expect(p.getByTestId('login-welcome')).toHaveText('សូមស្វាគមន៍មកកាន់ Acme។ សូមចូលដោយប្រើអ៊ីមែលការងាររបស់អ្នក។');
  await expect(p.getByTestId('forgot-password-link')).toHaveCount(0);
  await expect(p.getByTestId('login-submit')).toHaveText('ចូលប្រព័ន្ធ');
  await shot(p, 'sign-in-custom-km-390-light');
  // the switched-off forgot page is as unknown as a missing account
  await p.goto('/acme/reset-password');
  await p.waitForURL('**/auth/404');
  // an address of Acme that is no page: its first public page on (sign-up is off: the kiosk)
  await p.goto('/acme/no-such-page');
  await p.waitForURL('**/acme/Organizationqrcode');
  // and signing in on its own page
  await p.goto('/acme/SignInCustom');
  await p.getByTestId('login-email').fill('hr@acme.test');
  await p.getByTestId('login-password').fill(PASSWORD);
  await p.getByTestId('login-submit').click();
  await p.waitForURL('**/acme/dashboard');
  await phone.close();

  await restore(page);
  await page.goto('/acme/settingssignin');
  await expect(page.getByTestId('public-page-forget')).toBeChecked();
});
