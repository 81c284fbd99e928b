import { expect, test } from './fixtures.ts';
import { chooseLanguage, login, shot } from './helpers.ts';

/** Finding people (issue 11): the top bar's search, the directory and the organization chart, within scope. */
test('an HR admin finds a person from the top bar, browses the directory and the chart, in three languages', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await login(page, { account: 'demo', email: 'hr@demo.test' });
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await chooseLanguage(page, 'zh');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh');

  // keyboard first: Ctrl+K opens the search, a name finds the person, Enter opens their profile
  await page.keyboard.press('Control+k');
  await page.getByTestId('global-search-input').fill('srey');
  await expect(page.getByTestId('search-person').first()).toContainText('Srey Pov');
  await shot(page, 'global-search-zh');
  await page.getByTestId('search-person').first().click();
  await expect(page).toHaveURL(/\/demo\/employees\/profile\//);
  await expect(page.getByTestId('employee-name')).toHaveText('Srey Pov');
  // pages by name too
  await page.getByTestId('global-search').click();
  await page.getByTestId('global-search-input').fill('通讯录');
  await page.getByTestId('search-page').first().click();
  await expect(page).toHaveURL(/\/demo\/employees\/directory/);

  await expect(page.getByTestId('directory-card').first()).toBeVisible();
  await page.getByTestId('directory-search').fill('chea');
  await expect(page.getByTestId('directory-card')).toHaveCount(1);
  await page.getByTestId('directory-search').fill('');
  await expect(page.getByTestId('directory-card').nth(5)).toBeVisible();
  await shot(page, 'directory-zh');

  for (const lang of ['km', 'en'] as const) {
    await chooseLanguage(page, lang);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await page.goto('/demo/employees/orgchart');
    await expect(page.getByTestId('org-node').first()).toBeVisible();
    await shot(page, `org-chart-${lang}`);
  }
  // a manager's team opens and closes
  const head = page.locator('[data-testid="org-node"]:not([data-reports="0"])').first();
  const toggle = head.getByTestId('org-node-toggle');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');

  // each organization's staff this month
  await page.goto('/demo/organization/kpilisting');
  // (the demo's two; a journey may have added one of its own)
  for (const code of ['MTPP', 'MYKL'])
    await expect(page.getByTestId('kpi-row').filter({ hasText: code })).toHaveCount(1);
  await shot(page, 'organization-kpi-en');

  await page.getByTestId('theme-select').selectOption('dark');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/demo/employees/directory');
  await expect(page.getByTestId('directory-card').first()).toBeVisible();
  await shot(page, 'directory-phone-dark');
  await page.getByTestId('global-search').click();
  await page.getByTestId('global-search-input').fill('bopha');
  await expect(page.getByTestId('search-person').first()).toBeVisible();
  await shot(page, 'global-search-phone-dark');
  await page.keyboard.press('Escape');
  await page.getByTestId('theme-select').selectOption('light');
});

test('a sub admin scoped to one department sees only its people, in the list, the directory and the search', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await login(page, { account: 'demo', email: 'finance@demo.test' });
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await chooseLanguage(page, 'en');
  await page.goto('/demo/employees/listing');
  const rows = page.getByTestId('employee-row');
  await expect(rows.first()).toBeVisible();
  const count = await rows.count();
  for (let i = 0; i < count; i++) await expect(rows.nth(i)).toContainText('Finance');
  // someone in Sales is nowhere to be found
  await page.getByTestId('table-search').fill('srey');
  await expect(page.getByTestId('table-empty-state')).toBeVisible();
  await shot(page, 'employees-scoped-finance-en');
  await page.getByTestId('global-search').click();
  await page.getByTestId('global-search-input').fill('srey');
  await expect(page.getByTestId('search-person')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.goto('/demo/employees/directory');
  await expect(page.getByTestId('directory-card').first()).toBeVisible();
  const cards = page.getByTestId('directory-card');
  for (let i = 0; i < (await cards.count()); i++) await expect(cards.nth(i)).toContainText('Finance');
});
