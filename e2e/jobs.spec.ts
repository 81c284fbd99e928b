import { expect, test } from './fixtures.ts';
import { chooseLanguage, login, mailTo } from './helpers.ts';

/** The jobs pages: an HR admin sees their tenant's background work (here, a password reset and its mail). */
test('an HR admin follows their tenant’s jobs, in Khmer too; the super admin sees every tenant’s', async ({
  page,
  request,
}) => {
  const reset = await request.post('/api/v1/auth/forgot-password', {
    data: { account: 'demo', email: 'guard@demo.test' },
  });
  expect(reset.status()).toBe(200);
  await mailTo('guard@demo.test', (text) => text.includes('reset-password'));

  await page.setViewportSize({ width: 1440, height: 900 });
  await login(page, { account: 'demo', email: 'hr@demo.test' });
  await page.waitForURL('**/demo/dashboard');
  // an earlier journey may have left HR's saved language at another one
  await chooseLanguage(page, 'en');
  await page.getByTestId('sidebar-section-system').click();
  await page.getByTestId('menu-jobs').click();
  await expect(page).toHaveURL(/\/demo\/jobs$/);
  const mailRow = page.getByTestId('job-row').filter({ hasText: 'guard@demo.test' });
  await expect(mailRow.first()).toContainText('Email');
  await expect(mailRow.first().locator('[data-state]')).toHaveAttribute('data-state', 'done');
  await page.getByTestId('jobs-state').getByText('Failed').click();
  await expect(page).toHaveURL(/state=failed/);
  await expect(page.getByTestId('job-row')).toHaveCount(0);
  await page.getByTestId('jobs-state').getByText('All').click();

  const quiet = () => page.addStyleTag({ content: '.mantine-Notifications-root { display: none !important; }' });
  const full = async (name: string) => {
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `.tmp/screenshots/${name}.png`, fullPage: true, animations: 'disabled' });
  };
  for (const lang of ['km', 'zh', 'en'] as const) {
    await page.setViewportSize({ width: 1440, height: 900 });
    await chooseLanguage(page, lang);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    if (lang === 'km') await expect(page.getByRole('heading', { name: 'ការងារ' })).toBeVisible();
    await quiet();
    for (const theme of ['light', 'dark'] as const) {
      await page.getByTestId('theme-select').selectOption(theme);
      await full(`jobs-${lang}-1440-${theme}`);
    }
    await page.setViewportSize({ width: 390, height: 844 });
    await quiet();
    await full(`jobs-${lang}-390-dark`);
    await page.getByTestId('theme-select').selectOption('light');
  }

  await page.context().clearCookies();
  await login(page, { email: 'super@staffdesk.test' });
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/jobs');
  await expect(page.getByTestId('job-row').filter({ hasText: 'guard@demo.test' }).first()).toContainText('demo');
  await full('jobs-platform-en-1440-light');
});
