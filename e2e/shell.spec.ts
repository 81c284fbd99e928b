import { expect, test } from './fixtures.ts';
import type { TSession } from '@staffdesk/core/auth';
import { visibleMenu } from '@staffdesk/core/menu';
import { chooseLanguage, PASSWORD, shot } from './helpers.ts';

const ROLES = [
  { name: 'super', email: 'super@staffdesk.test', account: undefined, home: '/tenants' },
  { name: 'hr', email: 'hr@demo.test', account: 'demo', home: '/demo/dashboard' },
  { name: 'sub', email: 'sub@demo.test', account: 'demo', home: '/demo/dashboard' },
  { name: 'emp', email: 'emp@demo.test', account: 'demo', home: '/demo/employees/profileinfo' },
  { name: 'guard', email: 'guard@demo.test', account: 'demo', home: '/demo/security' },
] as const;
const LANGS = ['en', 'km', 'zh'] as const;

for (const role of ROLES) {
  for (const lang of LANGS) {
    test(`${role.name} in ${lang}: login, exactly the role's sidebar, theme, side, logout`, async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(role.account ? `/${role.account}/login` : '/login');
      await chooseLanguage(page, lang);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await page.getByTestId('login-email').fill(role.email);
      await page.getByTestId('login-password').fill(PASSWORD);
      await page.getByTestId('login-submit').click();
      await page.waitForURL(`**${role.home}`);
      // a language saved earlier on the user wins over the login page's untouched default: pick it in the shell too
      await chooseLanguage(page, lang);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect
        .poll(async () => (await (await page.request.get('/api/v1/auth/session')).json()).language)
        .toBe(lang);

      // the sidebar shows exactly what the declaration allows this session
      const session = (await (await page.request.get('/api/v1/auth/session')).json()) as TSession;
      expect(session.language).toBe(lang);
      const expected = visibleMenu({
        loginType: session.loginType,
        privileges: session.privileges,
        features: session.features,
        adminFlags: session.adminFlags,
      }).flatMap((s) => s.entries.map((e) => `menu-${e.key}`));
      const sidebar = page.getByTestId('sidebar');
      await expect(sidebar).toBeVisible();
      await expect(sidebar.locator('[data-testid^="menu-"]')).toHaveCount(expected.length);
      const shown = await sidebar
        .locator('[data-testid^="menu-"]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')));
      expect(shown.sort()).toEqual([...expected].sort());

      await page.getByTestId('theme-select').selectOption('light');
      await shot(page, `${role.name}-${lang}-1440-light`);
      await page.getByTestId('theme-select').selectOption('dark');
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
      await shot(page, `${role.name}-${lang}-1440-dark`);

      // a phone opens the page at its own width: the sidebar waits behind the burger
      await page.setViewportSize({ width: 390, height: 844 });
      await page.reload();
      await expect(page.getByTestId('sidebar-toggle')).toBeVisible();
      await shot(page, `${role.name}-${lang}-390-dark`);
      await page.getByTestId('theme-select').selectOption('light');
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
      await shot(page, `${role.name}-${lang}-390-light`);

      await page.setViewportSize({ width: 1440, height: 900 });
      await page.reload();
      const side = await sidebar.getAttribute('data-side');
      await page.getByTestId('sidebar-side').click();
      await expect(sidebar).toHaveAttribute('data-side', side === 'right' ? 'left' : 'right');
      await page.getByTestId('sidebar-side').click();
      await expect(sidebar).toHaveAttribute('data-side', side ?? 'left');

      await page.getByTestId('user-menu').click();
      await page.getByTestId('logout').click();
      await page.waitForURL(role.account ? `**/${role.account}/login` : '**/login');
      expect((await page.request.get('/api/v1/auth/session')).status()).toBe(401);
    });
  }
}

test('an unknown account leads to /auth/404', async ({ page }) => {
  await page.goto('/nosuchco/login');
  await page.waitForURL('**/auth/404');
  await expect(page.getByTestId('account-not-found')).toBeVisible();
});

test('a wrong password shows the spec message', async ({ page }) => {
  await page.goto('/demo/login');
  await chooseLanguage(page, 'en');
  await page.getByTestId('login-email').fill('hr@demo.test');
  await page.getByTestId('login-password').fill('not-the-password');
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-error')).toContainText('Incorrect Credentials');
});
