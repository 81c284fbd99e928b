import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium } from '@playwright/test';
import jsQR from 'jsqr';
import { pdfToGrey, rgba, stillVideo } from './fake-camera.ts';
import { expect, test } from './fixtures.ts';
import { chooseLanguage, login, shot, SHOTS } from './helpers.ts';

/**
 * Issue 12: the guard's phone reads an employee's printed ID card with its camera. The card is the real one HR
 * downloads, rendered to pixels and played to Chromium as its camera.
 */
test('the guard in Chinese checks an employee in by holding their ID card to the camera, and out by typing its code', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await login(page, { account: 'demo', email: 'hr@demo.test' });
  await page.waitForURL('**/demo/dashboard');
  const list = await page.request.get('/api/v1/employees?search=PP10&pageSize=5');
  const someone = ((await list.json()) as { rows: { id: string; employeeCode: string }[] }).rows[1]!;
  const pdf = await page.request.get(`/api/v1/employees/${someone.id}/id-card.pdf`);
  expect(pdf.ok()).toBe(true);
  const at = join(SHOTS, 'gate-camera-card');
  await writeFile(`${at}.pdf`, await pdf.body());
  const card = pdfToGrey(`${at}.pdf`, 600);
  // the printed QR reads back (what the hand scanner types at the gate)
  const token = jsQR(rgba(card.pixels), card.width, card.height)?.data ?? '';
  expect(token).toMatch(/^[0-9a-f]{64}$/);
  stillVideo(card, `${at}.y4m`);

  // the guard's phone: a browser whose camera sees the card
  const launch = testInfo.project.use.launchOptions ?? {};
  const browser = await chromium.launch({
    ...launch,
    args: [...(launch.args ?? []), `--use-file-for-fake-video-capture=${at}.y4m`],
  });
  try {
    const context = await browser.newContext({
      baseURL: testInfo.project.use.baseURL,
      viewport: { width: 390, height: 844 },
    });
    const phone = await context.newPage();
    await login(phone, { account: 'demo', email: 'guard@demo.test' });
    await phone.waitForURL('**/demo/security');
    // the language is chosen on the page itself: choosing it and navigating at once raced its save (the page came
    // back in the guard's earlier Khmer)
    await phone.goto('/demo/attendance/ListingCheckoutSecurity');
    await chooseLanguage(phone, 'zh');
    await expect(phone.getByRole('heading', { name: '保安门岗' })).toBeVisible();
    await phone.getByTestId('qr-start').click();
    await expect(phone.getByTestId('gate-result')).toHaveAttribute('data-kind', 'in');
    await expect(phone.getByTestId('gate-result')).toContainText(someone.employeeCode);
    await expect(phone.getByTestId('inside')).toContainText(someone.employeeCode);
    // the card stays in view: read again and again, it is not checked out
    await expect
      .poll(async () => Number(await phone.getByTestId('qr-scanner').getAttribute('data-sightings')))
      .toBeGreaterThan(4);
    await expect(phone.getByTestId('gate-result')).toHaveAttribute('data-kind', 'in');
    await shot(phone, 'gate-camera-zh-390-light');
    // this browser is not the fixture's: its page is checked here, with the camera running
    const axe = await new AxeBuilder({ page: phone }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual(
      [],
    );
    await phone.setViewportSize({ width: 1440, height: 900 });
    await phone.getByTestId('theme-select').selectOption('dark');
    await shot(phone, 'gate-camera-zh-1440-dark');
    await phone.getByTestId('theme-select').selectOption('light');
    await phone.getByTestId('qr-stop').click();
    await expect(phone.getByTestId('qr-scanner')).toHaveAttribute('data-scanning', 'false');

    // a hand scanner types the same code and Enter: out
    await phone.getByTestId('gate-card').fill(token);
    await phone.keyboard.press('Enter');
    await expect(phone.getByTestId('gate-result')).toHaveAttribute('data-kind', 'out');
    await expect(phone.getByTestId('inside').getByText(someone.employeeCode)).toHaveCount(0);
    await chooseLanguage(phone, 'en');
  } finally {
    await browser.close();
  }
});
