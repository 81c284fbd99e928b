import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { chooseLanguage, login, searchList, shot } from './helpers.ts';

/**
 * Issue 20, translations: HR changes a Khmer label in the editor and sees it in the sidebar at once, is kept from
 * dropping a mail's placeholder, and puts the label back; a translator switches on translator mode and changes a
 * Chinese label in place; the super admin's platform texts; a phone in Chinese, dark.
 */
const resetText = (page: Page, lang: string, namespace: string, key: string, prefix = '/translations') =>
  page.request.delete(`/api/v1${prefix}/text?${new URLSearchParams({ lang, namespace, key })}`);

test('HR changes a Khmer label in the editor and sees it in the sidebar; a translator changes a Chinese one in place', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await login(page, { account: 'demo', email: 'hr@demo.test' });
  await page.waitForURL('**/demo/dashboard');
  // a retry starts from the shipped texts
  await resetText(page, 'km', 'menu', 'translations');
  await resetText(page, 'zh', 'menu', 'translations');
  await chooseLanguage(page, 'km');
  await page.getByTestId('sidebar-section-settings').click();
  await expect(page.getByTestId('menu-translations')).toHaveText('ការបកប្រែ');
  await page.getByTestId('menu-translations').click();
  await page.waitForURL('**/demo/settingstranslations');
  await expect(page.getByRole('heading', { name: 'ការបកប្រែ', level: 1 })).toBeVisible();
  await shot(page, 'translations-km-1440-light');

  await searchList(page, 'menu:translations');
  const row = page
    .getByTestId('translations-table')
    .getByRole('row')
    .filter({ has: page.getByTestId('row-key').getByText('translations', { exact: true }) });
  await expect(row).toHaveCount(1);
  await row.getByTestId('edit-km').click();
  await expect(page.getByTestId('text-edit-key')).toHaveText('menu:translations');
  await page.getByTestId('text-edit-value').fill('បកប្រែអត្ថបទ');
  await expect(page.getByTestId('text-edit-preview')).toHaveText('បកប្រែអត្ថបទ');
  await shot(page, 'translations-edit-km-1440-light');
  await page.getByTestId('text-edit-save').click();
  await expect(page.getByTestId('text-edit')).toHaveCount(0);
  // at once, without a reload: the sidebar and the page's own title
  await expect(page.getByTestId('menu-translations')).toHaveText('បកប្រែអត្ថបទ');
  await expect(page.getByRole('heading', { name: 'បកប្រែអត្ថបទ', level: 1 })).toBeVisible();
  await expect(row.getByTestId('edit-km')).toContainText('បានកែប្រែ');
  // and after a reload
  await page.reload();
  await page.getByTestId('sidebar-section-settings').click();
  await expect(page.getByTestId('menu-translations')).toHaveText('បកប្រែអត្ថបទ');

  // a mail text may not lose its placeholder
  await searchList(page, 'mail:common.greeting');
  const greeting = page
    .getByTestId('translations-table')
    .getByRole('row')
    .filter({ has: page.getByTestId('row-key').getByText('common.greeting', { exact: true }) });
  await greeting.getByTestId('edit-km').click();
  await page.getByTestId('text-edit-value').fill('ជម្រាបសួរ');
  await expect(page.getByTestId('text-edit-save')).toBeDisabled();
  await expect(page.getByTestId('text-edit')).toContainText('{{name}}');
  await page.getByRole('button', { name: 'បោះបង់' }).click();

  // back to the default (the list of this search is still at hand: no new request)
  await page.getByRole('searchbox').fill('menu:translations');
  await expect(row).toHaveCount(1);
  await row.getByTestId('edit-km').click();
  await page.getByTestId('text-edit-reset').click();
  await expect(page.getByTestId('menu-translations')).toHaveText('ការបកប្រែ');

  // translator mode, in Chinese: a click on the label opens it, the page does not navigate
  await chooseLanguage(page, 'zh');
  await page.goto('/demo/dashboard');
  await page.getByTestId('sidebar-section-settings').click();
  await expect(page.getByTestId('menu-translations')).toHaveText('翻译');
  await page.getByTestId('user-menu').click();
  await page.getByTestId('translator-toggle').click();
  await expect(page.getByTestId('translator-bar')).toBeVisible();
  await page.getByTestId('menu-translations').click();
  // 翻译 is the menu's and the catalogue list's word: the translator picks the menu's
  await page.getByTestId('translator-choice').filter({ hasText: 'menu:translations' }).click();
  await expect(page.getByTestId('text-edit-key')).toHaveText('menu:translations');
  await page.getByTestId('text-edit-value').fill('文字翻译');
  await shot(page, 'translator-zh-1440-light');
  await page.getByTestId('text-edit-save').click();
  await expect(page.getByTestId('menu-translations')).toHaveText('文字翻译');
  expect(new URL(page.url()).pathname).toBe('/demo/dashboard');
  // the changed label now has one source: a click opens it straight away, and back to the default
  await page.getByTestId('menu-translations').click();
  await page.getByTestId('text-edit-reset').click();
  await expect(page.getByTestId('menu-translations')).toHaveText('翻译');
  await page.getByTestId('translator-off').click();
  await expect(page.getByTestId('translator-bar')).toHaveCount(0);

  // a phone, dark
  await page.getByTestId('theme-select').selectOption('dark');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/demo/settingstranslations?filter=missing');
  await expect(page.getByRole('heading', { name: '翻译', level: 1 })).toBeVisible();
  await shot(page, 'translations-zh-390-dark');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByTestId('theme-select').selectOption('light');
  await chooseLanguage(page, 'en');
});

test('the super admin edits the platform’s texts', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await login(page, { email: 'super@staffdesk.test' });
  await page.waitForURL('**/tenants');
  await chooseLanguage(page, 'en');
  await page.getByTestId('sidebar-section-platform').click();
  await page.getByTestId('menu-platformTranslations').click();
  await page.waitForURL('**/platformtranslations');
  await expect(page.getByRole('heading', { name: 'Translations', level: 1 })).toBeVisible();
  await page.getByTestId('filter-namespace').click();
  await page.getByRole('option', { name: 'Mail', exact: true }).click();
  // the mail's texts, in place of the first catalogue's
  await expect(page.getByTestId('translations-table').getByText('Mail', { exact: true }).first()).toBeVisible();
  await expect(page.getByTestId('translations-table').getByText('Absences', { exact: true })).toHaveCount(0);
  await shot(page, 'translations-platform-en-1440-light');
});
