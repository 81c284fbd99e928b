import { expect, test } from './fixtures.ts';
import { chooseLanguage, login, shot } from './helpers.ts';

/** A small PNG: a red square (8 × 8). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEklEQVR4nGP4z8CAFWEXHbQSACj/P8Fu7N9hAAAAAElFTkSuQmCC',
  'base64',
);

/**
 * Issue 17, incidents: a guard on a phone in Khmer reports a theft with the person involved and adds a photo; HR in
 * Chinese finds it first in the Incident Report, assigns it, comments and closes it; closed, it takes nothing more.
 */
test('a guard files an incident with a photo in Khmer; HR in Chinese follows it up and closes it', async ({
  page,
  browser,
}) => {
  const place = `E2E gate ${Date.now() % 100000}`;
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const guard = await phone.newPage();
  await login(guard, { account: 'demo', email: 'guard@demo.test', lang: 'km' });
  await guard.waitForURL('**/demo/security');
  await chooseLanguage(guard, 'km');
  // the guard's home: the post's live figures and quick actions
  await expect(guard.getByTestId('post-incidents-count')).toHaveText(/^\d+$/);
  await expect(guard.getByTestId('post-inside-count')).toHaveText(/^\d+$/);
  await shot(guard, 'security-home-km-390-light');
  await guard.getByTestId('post-incidents').click();
  await guard.waitForURL('**/demo/guestsincident/listing?status=open');
  await guard.goto('/demo/guestsincident/listing');
  await expect(guard.getByRole('heading', { name: 'របាយការណ៍ឧប្បត្តិហេតុ', level: 1 })).toBeVisible();
  await shot(guard, 'incidents-km-390-light');
  await guard.getByTestId('incident-add').click();
  // nothing chosen: the required fields say so
  await guard.getByTestId('incident-save').click();
  await expect(guard.getByText('ត្រូវតែបំពេញ').first()).toBeVisible();
  await guard.getByTestId('incident-type').click();
  await guard.getByRole('listbox').getByRole('option', { name: 'ការលួច' }).click();
  await guard.getByTestId('incident-organization').click();
  await guard.getByRole('listbox').getByRole('option', { name: 'Mekong Trading Phnom Penh' }).click();
  await guard.getByTestId('incident-place').fill(place);
  await guard.getByTestId('incident-description').fill('A laptop bag was taken from the reception desk.');
  await guard.getByText('ខ្ពស់ណាស់').click();
  await guard.getByTestId('incident-people').click();
  await guard.getByTestId('incident-people').fill('PP1001');
  await guard
    .getByRole('listbox')
    .getByRole('option', { name: /Srey Pov/ })
    .click();
  await expect(guard.getByTestId('incident-person')).toContainText('Srey Pov');
  await shot(guard, 'incident-form-km-390-light');
  await guard.getByTestId('incident-save').click();
  await guard.waitForURL('**/demo/guestsincident/view/*');
  await expect(guard.getByTestId('incident-status')).toHaveAttribute('data-status', 'open');
  await expect(guard.getByTestId('incident-priority')).toHaveAttribute('data-priority', 'veryHigh');
  // the photo, at addi
  await guard.getByTestId('incident-add-images').click();
  await guard.waitForURL('**/demo/guestsincident/addi/*');
  const chooser = guard.waitForEvent('filechooser');
  await guard.getByTestId('incident-file-input').click();
  await (await chooser).setFiles({ name: 'desk.png', mimeType: 'image/png', buffer: PNG });
  await guard.getByTestId('incident-upload').click();
  await expect(guard.getByTestId('incident-image')).toHaveCount(1);
  await shot(guard, 'incident-images-km-390-light');
  // a clip, at vidieo: sent with its progress, then shown in a player
  await guard.goto(guard.url().replace('/addi/', '/vidieo/'));
  const clip = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(20_000, 1)]);
  const videoChooser = guard.waitForEvent('filechooser');
  await guard.getByTestId('incident-file-input').click();
  await (await videoChooser).setFiles({ name: 'gate.mp4', mimeType: 'video/mp4', buffer: clip });
  await guard.getByTestId('incident-upload').click();
  await expect(guard.getByTestId('incident-video-player')).toHaveCount(1);
  await shot(guard, 'incident-video-km-390-light');
  const number = (await guard.title()).match(/INC-\d{4}-\d{4}/)?.[0] ?? '';
  expect(number).not.toBe('');
  await phone.close();

  // HR in Chinese: the very high one leads the open ones
  await page.setViewportSize({ width: 1440, height: 900 });
  await login(page, { account: 'demo', email: 'hr@demo.test', lang: 'zh' });
  await page.waitForURL('**/demo/dashboard');
  await chooseLanguage(page, 'zh');
  await page.goto('/demo/guestsincident/listing');
  const row = page.getByTestId('incident-table').getByTestId('table-row').filter({ hasText: number });
  await expect(row.getByTestId('incident-priority')).toHaveAttribute('data-priority', 'veryHigh');
  await shot(page, 'incidents-zh-1440-light');
  await row.getByTestId('row-view').click();
  await page.waitForURL('**/demo/guestsincident/view/*');
  await expect(page.getByTestId('incident-image')).toHaveCount(1);
  await page.getByTestId('incident-assignee').click();
  await page.getByRole('listbox').getByRole('option', { name: 'Vuthy Keo' }).click();
  await expect(page.getByTestId('incident-timeline')).toContainText('Vuthy Keo');
  await page.getByTestId('incident-comment').fill('前台监控已调取。');
  await page.getByTestId('incident-comment-send').click();
  await expect(page.getByTestId('incident-timeline')).toContainText('前台监控已调取。');
  await page.getByTestId('incident-move-closed').click();
  await page.getByTestId('move-note').fill('包已找回，归还失主。');
  await page.getByTestId('move-confirm').click();
  await expect(page.getByTestId('incident-status')).toHaveAttribute('data-status', 'closed');
  // closed is final: no comment box, no files to add, no edit
  await expect(page.getByTestId('incident-comment')).toHaveCount(0);
  await expect(page.getByTestId('incident-add-images')).toHaveCount(0);
  await expect(page.getByTestId('incident-edit')).toHaveCount(0);
  await shot(page, 'incident-view-zh-1440-light-closed');
  await page.getByTestId('theme-select').selectOption('dark');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'incident-view-zh-390-dark-closed');
  await page.getByTestId('theme-select').selectOption('light');
});
