import { expect, test } from './fixtures.ts';
import { chooseLanguage, login, shot } from './helpers.ts';

/**
 * Issue 13's staff screens in Khmer, dark, at 1440 px — each also checked by axe after the journey: the leave form,
 * the bank, the report, the template and OT settings forms, the overtime form and deleted list, the team calendar;
 * then the Finance sub admin on a phone sees only their department's overtime.
 */
test('leave and overtime screens in Khmer and dark; the scoped sub admin on a phone', async ({ page, browser }) => {
  // nine pages, each checked by axe after the journey: over a minute on a loaded machine
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await login(page, { account: 'demo', email: 'hr@demo.test', lang: 'km' });
  await page.waitForURL('**/demo/dashboard');
  // a language saved by an earlier journey wins over the login page's: pick it in the shell
  await chooseLanguage(page, 'km');
  await page.getByTestId('theme-select').selectOption('dark');
  const visit = async (path: string, ready: string, name: string) => {
    await page.goto(path);
    await expect(page.getByTestId(ready).first()).toBeVisible();
    await shot(page, `${name}-km-1440-dark`);
  };
  await visit('/demo/shiftsleaves/add', 'leave-submit', 'leave-add');
  await visit('/demo/shiftsleaves/Listingemp', 'bank-table', 'leave-bank');
  await visit('/demo/reports/leaveReport', 'leave-report-table', 'leave-report');
  await visit('/demo/settingsleave_template/add', 'resource-form', 'leave-template-form');
  await visit('/demo/settingsot/add', 'resource-form', 'ot-settings-form');
  await visit('/demo/shiftsotrequest/Add', 'ot-submit', 'ot-add');
  await visit('/demo/shiftsotrequest/dlisting', 'ot-deleted-table', 'ot-deleted');
  await visit('/demo/shiftsleaves/calendar', 'calendar-month', 'team-calendar');
  await page.getByTestId('theme-select').selectOption('light');
  await chooseLanguage(page, 'en');

  // the Finance sub admin: overtime of Finance only
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const sub = await context.newPage();
  await login(sub, { account: 'demo', email: 'finance@demo.test', lang: 'en' });
  await sub.waitForURL('**/demo/dashboard');
  await chooseLanguage(sub, 'en');
  await sub.goto('/demo/shiftsotrequest/listing');
  await expect(sub.getByRole('heading', { name: 'Employee Overtime Request', level: 1 })).toBeVisible();
  await expect(sub.getByTestId('ot-table')).toBeVisible();
  const departments = await sub.getByTestId('ot-table').locator('tbody tr').allInnerTexts();
  for (const row of departments) expect(row).not.toContain('Sales');
  await shot(sub, 'ot-list-finance-en-390-light');
  await context.close();
});
