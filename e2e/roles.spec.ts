import { expect, test } from './fixtures.ts';
import { chooseLanguage, login, shot } from './helpers.ts';

/** User Role (issue 11): the privilege matrix and the scope, departments searched on the server, in Khmer. */
test('HR admin in Khmer makes a role scoped to a department found by typing, and finds it named again', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await login(page, { account: 'demo', email: 'hr@demo.test', lang: 'km' });
  await page.waitForURL('**/demo/dashboard');
  await chooseLanguage(page, 'km');
  await page.goto('/demo/settingssaroles/add');
  await page.getByTestId('role-name').fill('e2e ស្មៀនហិរញ្ញវត្ថុ');
  await page.getByTestId('role-row-employees').check();
  // the departments are searched as one types: none is offered from a list cut at a fixed length
  const departments = page.getByTestId('role-departments');
  await departments.click();
  await departments.fill('Fin');
  await page.getByRole('option', { name: 'Finance' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('role-form').getByText('Finance')).toBeVisible();
  await shot(page, 'role-form-km-1440-light');
  await page.getByTestId('role-submit').click();
  await page.waitForURL('**/demo/settingssaroles/listing**');

  // opened again: the saved department is named, not an id
  const row = page.getByTestId('table-row').filter({ hasText: 'e2e ស្មៀនហិរញ្ញវត្ថុ' });
  await row.getByTestId('row-edit').click();
  await expect(page.getByTestId('role-name')).toHaveValue('e2e ស្មៀនហិរញ្ញវត្ថុ');
  await expect(page.getByTestId('role-form').getByText('Finance')).toBeVisible();
  await page.getByTestId('theme-select').selectOption('dark');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId('role-departments').scrollIntoViewIfNeeded();
  await shot(page, 'role-form-km-390-dark');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByTestId('theme-select').selectOption('light');
});
