import sharp from 'sharp';
import { expect, test } from './fixtures.ts';
import { chooseLanguage, employeeOnPhone, login, shot } from './helpers.ts';

/**
 * Issue 16, the shop: HR adds a product with a picture; the employee on a phone in Chinese finds it, fills the cart,
 * orders with points; HR (the orders counter up) accepts, ships and completes it; the employee sees it Completed.
 */
test('an employee in Chinese orders with points on a phone; HR accepts, ships and completes it', async ({
  page,
  browser,
}) => {
  const name = `E2E tumbler ${Date.now()}`;
  await page.setViewportSize({ width: 1440, height: 900 });
  await login(page, { account: 'demo', email: 'hr@demo.test' });
  await page.waitForURL('**/demo/dashboard');
  await chooseLanguage(page, 'en');

  // HR: the products list, then a new product with a picture
  await page.goto('/demo/shopsproduct/shopproducts');
  await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
  await expect(page.getByTestId('product-table').getByTestId('table-row').first()).toBeVisible();
  await shot(page, 'shop-products-en-1440-light');
  await page.getByTestId('product-add').click();
  await page.waitForURL('**/demo/shopsproduct/add');
  await page.getByTestId('product-organization').click();
  await page.getByRole('option', { name: 'Mekong Trading Phnom Penh' }).click();
  await page.getByTestId('product-sku').fill(`E2E-${Date.now().toString(36)}`);
  await page.getByTestId('product-name').fill(name);
  await page.getByTestId('product-category').click();
  await page.getByRole('option', { name: 'Drinkware' }).click();
  await page.getByTestId('product-price').fill('9.50');
  await page.getByTestId('product-pointsPrice').fill('5');
  await page.getByTestId('product-stock').fill('4');
  await page.getByTestId('product-publication').getByRole('radio', { name: 'Published', exact: true }).check();
  const png = await sharp({ create: { width: 900, height: 900, channels: 3, background: '#e8590c' } })
    .png()
    .toBuffer();
  await page.locator('input[type=file]').setInputFiles({ name: 'tumbler.png', mimeType: 'image/png', buffer: png });
  await expect(page.locator('img[src^="blob:"]')).toBeVisible();
  await shot(page, 'shop-product-form-en-1440-light');
  await page.getByTestId('product-save').click();
  await page.waitForURL('**/demo/shopsproduct/moreinfo?id=*');
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByTestId('product-facts')).toContainText('Drinkware');
  await shot(page, 'shop-product-info-en-1440-light');
  const counter = page.getByTestId('counter-orders');
  const before = Number(await counter.getAttribute('data-count'));

  // the employee, on a phone in Chinese: finds it, two in the cart, pays with points
  const { context: phone, page: emp } = await employeeOnPhone(browser, 'zh');
  await emp.goto('/demo/product/shop');
  await expect(emp.getByRole('heading', { name: '商城', level: 1 })).toBeVisible();
  await expect(emp.getByTestId('shop-grid').getByTestId('shop-card').first()).toBeVisible();
  await shot(emp, 'shop-zh-390-light');
  await emp.getByTestId('shop-search').fill(name);
  const card = emp.getByTestId('shop-grid').getByTestId('shop-card').filter({ hasText: name });
  await expect(card).toBeVisible();
  await card.getByTestId('add-to-cart').click();
  await card.getByTestId('add-to-cart').click();
  await expect(card.getByTestId('add-to-cart')).toContainText('2');
  await emp.getByTestId('tab-cart').click();
  await expect(emp.getByTestId('cart-line')).toHaveCount(1);
  await expect(emp.getByTestId('cart-points')).toContainText('10');
  await emp.getByTestId('pay-points').check();
  await shot(emp, 'shop-cart-zh-390-light');
  await emp.getByTestId('place-order').click();
  const mine = emp.getByTestId('my-order').filter({ hasText: name });
  await expect(mine.getByTestId('order-status')).toHaveText('已下单');
  const number = await mine.getAttribute('data-number');
  expect(number).toMatch(/^ORD-\d{4}-\d{5}$/);
  await shot(emp, 'shop-my-orders-zh-390-light');

  // HR: counted live; the counter opens the new orders; accept, ship, complete
  await expect(counter).toHaveAttribute('data-count', String(before + 1));
  await counter.click();
  await page.waitForURL('**/demo/shopsorder/listing?status=ordered');
  const row = page.getByTestId('order-table').getByTestId('table-row').filter({ hasText: number! });
  await expect(row).toBeVisible();
  await shot(page, 'shop-orders-en-1440-light');
  await row.getByTestId('row-open').click();
  const dialog = page.getByTestId('order-dialog');
  await expect(dialog.getByTestId('order-items')).toContainText(name);
  await shot(page, 'shop-order-dialog-en-1440-light');
  for (const step of ['accepted', 'shipped', 'completed'] as const) {
    await dialog.getByTestId(`order-${step}`).click();
    await expect(dialog.getByTestId('order-status')).toHaveAttribute('data-status', step);
  }

  // the employee sees it completed
  await emp.reload();
  await expect(emp.getByTestId('my-order').filter({ hasText: name }).getByTestId('order-status')).toHaveText(
    '已完成并关闭',
  );
  await emp.getByTestId('theme-select').selectOption('dark');
  await shot(emp, 'shop-my-orders-zh-390-dark');
  await phone.close();
});

test('a scoped sub admin in Khmer sees their organization’s products and their department’s orders', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await login(page, { account: 'demo', email: 'finance@demo.test', lang: 'km' });
  await page.waitForURL('**/demo/dashboard');
  await chooseLanguage(page, 'km');
  await page.goto('/demo/shopsproduct/shopproducts');
  await expect(page.getByTestId('product-table').getByTestId('table-row').first()).toBeVisible();
  // Phnom Penh's only: no ringgit prices
  await expect(page.getByTestId('product-table')).not.toContainText('RM');
  await page.goto('/demo/shopsorder/listing');
  await expect(page.getByTestId('order-table')).toBeVisible();
  await expect(page.getByTestId('order-table')).not.toContainText('PP1001');
  await shot(page, 'shop-orders-km-1440-light');
  // an order for one of their employees, paid on delivery
  await page.getByTestId('order-add').click();
  await page.waitForURL('**/demo/shopsorder/add');
  await page.getByTestId('order-employee').click();
  await page.getByRole('listbox').getByRole('option').first().click();
  await page.getByTestId('order-product').click();
  await page.getByRole('listbox').getByRole('option').first().click();
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await page.getByTestId('pay-onDelivery').check();
  await shot(page, 'shop-order-add-km-1440-light');
  await page.getByTestId('place-order').click();
  await page.waitForURL('**/demo/shopsorder/listing');
  await expect(page.getByTestId('order-table').getByTestId('table-row').first()).toBeVisible();
  await page.goto('/demo/shopsproduct/shoptopproducts');
  await expect(page.getByTestId('product-table').getByTestId('table-row').first()).toBeVisible();
  await shot(page, 'shop-top-km-1440-light');
});
