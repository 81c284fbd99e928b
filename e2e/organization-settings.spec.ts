import { PNG } from 'pngjs';
import { expect, test } from './fixtures.ts';
import { chooseLanguage, login, shot } from './helpers.ts';
import { serveTiles } from './tiles.ts';

/** Issue 11: an organization's own settings — logo, attendance places, kiosk password, ID template — in Khmer. */

const png = (size: number) => ({
  name: `logo-${size}.png`,
  mimeType: 'image/png',
  buffer: PNG.sync.write(
    (() => {
      const img = new PNG({ width: size, height: size });
      for (let i = 0; i < img.data.length; i += 4) img.data.set([12, 166, 120, 255], i);
      return img;
    })(),
  ),
});

test('HR admin in Khmer sets an organization’s logo, places, kiosk password and ID card template', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 3.14791, longitude: 101.69532 });
  await login(page, { account: 'demo', email: 'hr@demo.test', lang: 'km' });
  await page.waitForURL('**/demo/dashboard');

  await page.goto('/demo/settingsorganization/listing?search=MYKL');
  await expect(page.getByTestId('table-row')).toHaveCount(1);
  await page.getByTestId('row-edit').first().click();
  await page.getByTestId('edit-confirm-continue').click();
  await expect(page.getByTestId('field-attendanceLocations-row')).toHaveCount(1);

  // a logo outside 64–2048 pixels is refused with the spec's message, in Khmer; a right one shows at once
  const logo = page.getByTestId('organization-logo');
  await logo.locator('input[type=file]').setInputFiles(png(32));
  await expect(page.getByText('រូបភាពដែលបានផ្ទុកឡើងមានកម្ពស់ និងទទឹងមិនត្រឹមត្រូវ (64–2048 ភីកសែល)')).toBeVisible();
  await logo.locator('input[type=file]').setInputFiles(png(96));
  await expect(logo.getByRole('img')).toBeVisible();

  // a second place: typed name, this device's position, the organization's default radius
  await page.getByTestId('field-attendanceLocations-add').click();
  await expect(page.getByTestId('field-attendanceLocations-row')).toHaveCount(2);
  await page.getByTestId('field-attendanceLocations-1-name').fill('ច្រកទ្វារខាងជើង');
  await page.getByTestId('field-attendanceLocations-1-here').click();
  await expect(page.getByTestId('field-attendanceLocations-1-latitude')).toHaveValue('3.14791');
  await expect(page.getByTestId('field-attendanceLocations-1-longitude')).toHaveValue('101.69532');
  await expect(page.getByTestId('field-attendanceLocations-1-radius')).toHaveValue('100');
  // a wrong radius is named on its row
  await page.getByTestId('field-attendanceLocations-1-radius').fill('5');
  await page.getByTestId('field-kioskPassword').fill('gate-2026-kiosk');
  await page.getByTestId('field-idCardLayout').click();
  await page.getByRole('option', { name: 'ផ្ដេក' }).click();
  await page.getByTestId('form-submit').click();
  await expect(page.getByText('ត្រូវតែយ៉ាងតិច 10')).toBeVisible();
  await shot(page, 'organization-form-km-1440-light');
  await page.getByTestId('field-attendanceLocations-1-radius').fill('80');
  await page.getByTestId('form-submit').click();
  await page.waitForURL('**/demo/settingsorganization/listing**');

  // back in the form: both places kept, the password only said to be set
  await page.goto('/demo/settingsorganization/listing?search=MYKL');
  await page.getByTestId('row-edit').first().click();
  await page.getByTestId('edit-confirm-continue').click();
  await expect(page.getByTestId('field-attendanceLocations-row')).toHaveCount(2);
  await expect(page.getByTestId('field-attendanceLocations-1-name')).toHaveValue('ច្រកទ្វារខាងជើង');
  await expect(page.getByTestId('field-kioskPassword')).toHaveValue('');
  await expect(page.getByText('បានកំណត់ពាក្យសម្ងាត់រួចហើយ។ ទុកទទេដើម្បីរក្សាវា។')).toBeVisible();

  for (const [lang, theme, width] of [
    ['zh', 'dark', 390],
    ['en', 'dark', 1440],
    ['en', 'light', 390],
  ] as const) {
    // the switches live in the desktop top bar: change them there, then look at the width
    await page.setViewportSize({ width: 1440, height: 900 });
    await chooseLanguage(page, lang);
    await page.getByTestId('theme-select').selectOption(theme);
    await page.setViewportSize({ width, height: 900 });
    await expect(page.getByTestId('organization-logo').getByRole('img')).toBeVisible();
    await shot(page, `organization-form-${lang}-${width}-${theme}`);
    await page.getByTestId('field-attendanceLocations').scrollIntoViewIfNeeded();
    await shot(page, `organization-places-${lang}-${width}-${theme}`);
    await page.evaluate(() => window.scrollTo(0, 0));
  }
  await page.getByTestId('theme-select').selectOption('light');

  // organization groups: their own page, and the organization list names each one's group
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/demo/org_group/listing');
  await expect(page.getByTestId('table-row').filter({ hasText: 'Mekong Trading Group' })).toHaveCount(1);
  await shot(page, 'org-groups-en-1440-light');
  await page.goto('/demo/settingsorganization/listing');
  await expect(page.getByTestId('table-row').filter({ hasText: 'Mekong Trading Group' })).toHaveCount(2);
  await shot(page, 'organizations-en-1440-light');
});

test('HR admin in Chinese picks an attendance place on the map', async ({ page }) => {
  await serveTiles(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await login(page, { account: 'demo', email: 'hr@demo.test', lang: 'zh' });
  await page.waitForURL('**/demo/dashboard');
  await page.goto('/demo/settingsorganization/listing?search=MTPP');
  await page.getByTestId('row-edit').first().click();
  await page.getByTestId('edit-confirm-continue').click();
  const lat = page.getByTestId('field-attendanceLocations-0-latitude');
  const lng = page.getByTestId('field-attendanceLocations-0-longitude');
  await expect(lat).not.toHaveValue('');
  const before = { lat: Number(await lat.inputValue()), lng: Number(await lng.inputValue()) };
  await expect(page.getByText('在地图上选择地点、输入坐标，或站在该地点使用本设备的位置。')).toBeVisible();

  // the map opens on the place, close up: the cross is on its point
  await page.getByTestId('field-attendanceLocations-0-map').click();
  const map = page.getByTestId('place-map');
  await expect(map.getByText('在地图上选择地点').first()).toBeVisible();
  const centre = page.getByTestId('place-map-centre');
  await expect(centre).toHaveText(`${before.lat.toFixed(7)}, ${before.lng.toFixed(7)}`);
  await expect(page.locator('.leaflet-tile-loaded').first()).toBeVisible();
  await expect(page.getByTestId('place-map-use')).toBeEnabled();
  await shot(page, 'place-map-zh-1440-light');

  // a click moves the map there: the new point is east and south of the old one (by far more than rounding)
  const box = (await page.getByTestId('place-map-canvas').boundingBox())!;
  const point = async () => (await centre.innerText()).split(', ').map(Number) as [number, number];
  const [startLat, startLng] = await point();
  await expect
    .poll(async () => {
      const [, lng] = await point();
      if (lng <= startLng + 0.0001) await page.mouse.click(box.x + box.width / 2 + 120, box.y + box.height / 2 + 80);
      return (await point())[1];
    })
    .toBeGreaterThan(startLng + 0.0001);
  const [pickedLat] = await point();
  expect(pickedLat).toBeLessThan(startLat);

  // far out, a point is too rough to use
  // one step at a time: a click during the zoom animation is not counted
  const zoomBy = async (steps: number) => {
    for (let i = 0; i < Math.abs(steps); i++) {
      const z = Number(await centre.getAttribute('data-zoom'));
      await page.locator(steps < 0 ? '.leaflet-control-zoom-out' : '.leaflet-control-zoom-in').click();
      await expect(centre).toHaveAttribute('data-zoom', String(steps < 0 ? z - 1 : z + 1));
    }
  };
  await expect(centre).toHaveAttribute('data-zoom', '17');
  await zoomBy(-3);
  await expect(page.getByTestId('place-map-closer')).toHaveText('请放大地图后再选择地点');
  await expect(page.getByTestId('place-map-use')).toBeDisabled();
  await zoomBy(3);
  await expect(page.getByTestId('place-map-use')).toBeEnabled();
  const [useLat, useLng] = (await centre.innerText()).split(', ').map(Number) as [number, number];
  await page.getByTestId('place-map-use').click();
  await expect(map).toBeHidden();
  expect(Number(await lat.inputValue())).toBeCloseTo(useLat, 6);
  expect(Number(await lng.inputValue())).toBeCloseTo(useLng, 6);

  // a phone, dark: the map fills the screen
  await page.getByTestId('theme-select').selectOption('dark');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId('field-attendanceLocations-0-map').click();
  await expect(page.locator('.leaflet-tile-loaded').first()).toBeVisible();
  await shot(page, 'place-map-zh-390-dark');
  await page.getByRole('button', { name: '取消' }).click();
  await expect(map).toBeHidden();
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByTestId('theme-select').selectOption('light');
  // nothing is saved: the form is left without submitting
});
