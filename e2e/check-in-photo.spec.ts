import { expect, test } from './fixtures.ts';
import { chooseLanguage, login, shot } from './helpers.ts';

/** Issue 12: an organization asks a photo with each check-in; the phone's camera takes it; HR sees it on the day. */
const NEAR_HEAD_OFFICE = { latitude: 11.569, longitude: 104.9285, accuracy: 10 };

async function askPhotos(page: import('@playwright/test').Page, on: boolean) {
  await page.goto('/demo/settingsorganization/listing?search=MTPP');
  await expect(page.getByTestId('table-row')).toHaveCount(1);
  await page.getByTestId('row-edit').first().click();
  await page.getByTestId('edit-confirm-continue').click();
  const field = page.getByTestId('field-checkInPhoto');
  if (on) await field.check();
  else await field.uncheck();
  await page.getByTestId('form-submit').click();
  await page.waitForURL('**/demo/settingsorganization/listing**');
}

test('with photos asked, an employee in Khmer takes one with the camera to check in and out; HR sees them and where', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await login(page, { account: 'demo', email: 'hr@demo.test', lang: 'en' });
  await page.waitForURL('**/demo/dashboard');
  // a language saved by an earlier journey wins over the login page's: pick English in the shell
  await chooseLanguage(page, 'en');

  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    geolocation: NEAR_HEAD_OFFICE,
    permissions: ['geolocation', 'camera'],
  });
  const emp = await phone.newPage();
  try {
    await login(emp, { account: 'demo', email: 'emp@demo.test', lang: 'km' });
    await emp.waitForURL('**/demo/employees/profileinfo');
    await emp.goto('/demo/attendance/checkinout');
    const button = emp.getByTestId('punch-button');
    // an earlier journey (the kiosk's) may have left the employee checked in today: start checked out
    const state = emp.getByTestId('attendance-state');
    await expect(state).toBeVisible();
    if ((await state.textContent())?.includes('បានចូលតាំងពីម៉ោង')) {
      await expect(button).toBeEnabled({ timeout: 8000 });
      await button.click();
      await expect(state).toContainText('មិនទាន់ចុះវត្តមានចូល');
    }
    await askPhotos(page, true);
    await emp.reload();
    await expect(emp.getByTestId('punch-camera')).toBeVisible();
    await button.click();
    await expect(emp.getByTestId('punch-error')).toHaveText('សូមបើកកាមេរ៉ា');
    for (const kind of ['in', 'out'] as const) {
      await emp.getByTestId('camera-start').click();
      await emp.waitForFunction(() => (document.querySelector('video')?.videoWidth ?? 0) > 0);
      if (kind === 'in') await shot(emp, 'check-in-photo-km-390-light-camera');
      await emp.getByTestId('camera-take').click();
      await expect(emp.getByTestId('punch-photo')).toBeVisible();
      if (kind === 'in') await shot(emp, 'check-in-photo-km-390-light-taken');
      await expect(button).toBeEnabled({ timeout: 8000 });
      await button.click();
      await expect(emp.getByTestId('attendance-state')).toContainText(
        kind === 'in' ? 'បានចូលតាំងពីម៉ោង' : 'មិនទាន់ចុះវត្តមានចូល',
      );
      await expect(emp.getByTestId('punch-photo')).toHaveCount(0);
    }
    await chooseLanguage(emp, 'en');
  } finally {
    await phone.close();
  }

  // HR: the day's view shows both photos; then photos are no longer asked
  await page.goto('/demo/shiftsattendance/listing?search=Srey%20Pov');
  await page.getByTestId('row-view').first().click();
  // the day may hold earlier punches (other journeys, the check-out above) without photos: this pair's two are there
  const photos = page.getByTestId('punch-photo-link');
  await expect(photos).toHaveCount(2);
  await expect
    .poll(() =>
      photos
        .first()
        .locator('img')
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBeGreaterThan(0);
  // and where they were made, on the map
  await expect
    .poll(() => page.getByTestId('points-map').locator('path.leaflet-interactive').count())
    .toBeGreaterThanOrEqual(2);
  await shot(page, 'attendance-view-photos-en-1440-light');
  await askPhotos(page, false);
});
