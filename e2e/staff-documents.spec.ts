import { expect, test } from './fixtures.ts';
import { chooseLanguage, login, shot } from './helpers.ts';

/** Issue 11, `/employeesadmin_staff/listingdocs`: the staff's documents in one list, from the dashboard, by expiry. */
test('HR admin in Khmer goes from the dashboard to every document, expired first, and filters the expiring ones', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await login(page, { account: 'demo', email: 'hr@demo.test', lang: 'km' });
  await page.waitForURL('**/demo/dashboard');
  await page.getByTestId('staff-documents-expiring-all').click();
  await page.waitForURL('**/employeesadmin_staff/listingdocs');
  await expect(page.getByRole('heading', { name: 'ឯកសារបុគ្គលិក' })).toBeVisible();
  const states = page.getByTestId('document-state');
  await expect(states.first()).toBeVisible();
  // soonest expiry first: nothing valid comes before an expiring or expired one
  const order = await states.evaluateAll((els) => els.map((e) => e.getAttribute('data-state')));
  const firstValid = order.indexOf('valid');
  if (firstValid >= 0) expect(order.slice(firstValid)).not.toContain('expiring');
  await shot(page, 'staff-documents-km-1440-light');

  await page.getByTestId('filter-state').click();
  await page.getByRole('option', { name: 'ជិតផុតកំណត់' }).click();
  await expect(page).toHaveURL(/state=expiring/);
  await expect(states.first()).toHaveAttribute('data-state', 'expiring');
  expect(new Set(await states.evaluateAll((els) => els.map((e) => e.getAttribute('data-state'))))).toEqual(
    new Set(['expiring']),
  );
  // a row's employee opens their documents tab
  await page.getByTestId('document-employee').first().click();
  await expect(page).toHaveURL(/\/employees\/ListingDocs\//);

  await chooseLanguage(page, 'zh');
  await page.getByTestId('theme-select').selectOption('dark');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/demo/employeesadmin_staff/listingdocs');
  await expect(page.getByTestId('document-state').first()).toBeVisible();
  await shot(page, 'staff-documents-zh-390-dark');
});
