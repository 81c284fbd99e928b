import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { chooseLanguage, login, PDF } from './helpers.ts';

/** The bell: a new applicant reaches the HR admin's open page live; opening it leads to the applicants. */
const count = async (page: Page) => Number(await page.getByTestId('notification-count').getAttribute('data-count'));

test('an HR admin hears of a new applicant at once, and opens it from the bell', async ({ page, request }) => {
  const board = await request.get('/api/v1/public/demo/career/MTPP?pageSize=48');
  const job = (await board.json()).jobs[0] as { id: string; title: string };

  await page.setViewportSize({ width: 1440, height: 900 });
  await login(page, { account: 'demo', email: 'hr@demo.test' });
  await expect(page.getByTestId('user-menu')).toBeVisible();
  // the texts below are English, whatever language an earlier journey left this user in; through Khmer, so the
  // language is saved just before the applications arrive (it once closed the stream: see the toast below)
  await chooseLanguage(page, 'km');
  await expect(page.locator('html')).toHaveAttribute('lang', 'km');
  await chooseLanguage(page, 'en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // the stream is open (its first count has arrived): what follows comes live
  await expect(page.getByTestId('notification-count')).toHaveAttribute('data-live', 'true');
  const before = await count(page);

  const apply = (name: string, email: string) =>
    request.post(`/api/v1/public/demo/jobs/${job.id}/apply`, {
      multipart: { name, mobileNo: '012345678', email, disclosureApproved: 'true', resume: PDF },
    });
  expect((await apply('Bell Applicant', 'bell.applicant@mail.test')).status()).toBe(201);
  expect((await apply('Second Applicant', 'second.applicant@mail.test')).status()).toBe(201);

  // no reload: the stream brings both (at least: an earlier journey's may still be arriving)
  await expect.poll(() => count(page), { timeout: 30_000 }).toBeGreaterThanOrEqual(before + 2);
  // the toast too: switching the language above (HR was left in Khmer by earlier journeys) once closed the stream,
  // and what was raised before the page reconnected came without a toast (the count still rose)
  await expect(page.getByText(`Bell Applicant applied for ${job.title}`).first()).toBeVisible({ timeout: 30_000 });

  await page.getByTestId('notification-bell').click();
  const item = page.getByTestId('notification-item').filter({ hasText: 'Bell Applicant' });
  await expect(item).toHaveAttribute('data-unread', 'true');
  await page.addStyleTag({ content: '.mantine-Notifications-root { display: none !important; }' });
  for (const lang of ['km', 'zh', 'en'] as const) {
    await chooseLanguage(page, lang);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    if (!(await page.getByTestId('notification-list').isVisible())) await page.getByTestId('notification-bell').click();
    await expect(page.getByTestId('notification-list')).toBeVisible();
    await page.screenshot({ path: `.tmp/screenshots/notifications-${lang}.png`, animations: 'disabled' });
  }
  await item.click();
  await expect(page).toHaveURL(new RegExp(`/demo/careerjobpost/JobpostAppListing/${job.id}`));
  await expect(page.getByTestId('notification-count')).toHaveAttribute('data-count', String(before + 1));

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId('theme-select').selectOption('dark');
  await page.getByTestId('notification-bell').click();
  await expect(page.getByTestId('notification-list')).toBeVisible();
  await page.screenshot({ path: '.tmp/screenshots/notifications-phone-dark.png', animations: 'disabled' });
  await page.getByTestId('notification-read-all').click();
  await expect(page.getByTestId('notification-count')).toHaveAttribute('data-count', '0');
  await page.getByTestId('theme-select').selectOption('light');
});

test('the super admin hears of a new sign-up request', async ({ page, request }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await login(page, { email: 'super@staffdesk.test' });
  await expect(page.getByTestId('notification-count')).toHaveAttribute('data-live', 'true');
  const before = await count(page);
  const res = await request.post('/api/v1/signup', {
    multipart: {
      name: 'Bell Owner',
      organization: 'Bell Bakery',
      mobileNo: '+855 12 222 333',
      email: 'owner@bellbakery.test',
      position: 'Owner',
      website: 'https://bellbakery.test',
      reference: 'A friend',
      city: 'Phnom Penh',
      country: 'Cambodia',
      accountName: 'bellbakery',
      language: 'en',
      personalDoc: PDF,
    },
  });
  expect(res.status()).toBe(201);
  await expect(page.getByTestId('notification-count')).toHaveAttribute('data-count', String(before + 1));
  await page.getByTestId('notification-bell').click();
  await page.getByTestId('notification-item').filter({ hasText: 'Bell Bakery' }).click();
  await expect(page).toHaveURL(/\/signup\/view\//);
});
