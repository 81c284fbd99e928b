import { expect, test } from './fixtures.ts';
import { chooseLanguage, employeeOnPhone, login, shot } from './helpers.ts';

/**
 * Issue 15, the blog: HR in English publishes a post with a type and a cover; the employee on a phone in Khmer reads
 * it and comments; HR approves the comment from the moderation queue and answers; the employee sees both.
 */
test('HR publishes a post; the employee comments from a phone; HR approves and answers', async ({ page, browser }) => {
  const title = `e2e Staff football match ${Date.now()}`;
  await page.setViewportSize({ width: 1440, height: 900 });
  await login(page, { account: 'demo', email: 'hr@demo.test', lang: 'en' });
  await page.waitForURL('**/demo/dashboard');
  await chooseLanguage(page, 'en');
  await page.goto('/demo/blog/listing');
  await expect(page.getByRole('heading', { name: 'Blog', level: 1 })).toBeVisible();
  await expect(page.getByTestId('announcement-table').getByTestId('post-image').first()).toBeVisible();
  await shot(page, 'blog-en-1440-light');

  await page.getByTestId('announcement-add').click();
  await page.getByTestId('announcement-title').fill(title);
  await page.getByTestId('announcement-type-select').click();
  await page.getByRole('option', { name: 'Staff stories' }).click();
  await page
    .getByTestId('announcement-body-input-content')
    .fill('Sales against Finance, Saturday at 8:00. Everyone is welcome to cheer!');
  const png = await page.screenshot({ clip: { x: 300, y: 100, width: 320, height: 180 } });
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('post-image-pick').click();
  await (await chooser).setFiles({ name: 'match.png', mimeType: 'image/png', buffer: png });
  await page.getByRole('radio', { name: 'Published', exact: true }).check();
  await page.getByTestId('announcement-save').click();
  await page.waitForURL('**/demo/blog/view/**');
  await expect(page.getByTestId('post-comments')).toBeVisible();
  const view = page.url();

  // the employee on a phone in Khmer: reads it on the blog page and comments
  const comment = `ខ្ញុំនឹងទៅមើល ${Date.now()}`;
  const { context: phone, page: emp } = await employeeOnPhone(browser, 'km');
  await emp.goto('/demo/myblog');
  await expect(emp.getByRole('heading', { name: 'ប្លុក', level: 1 })).toBeVisible();
  const card = emp.getByTestId('announcement-card').filter({ hasText: title });
  await card.getByTestId('announcement-read-more').click();
  await card.getByTestId('comment-body').fill(comment);
  await card.getByTestId('comment-send').click();
  const own = card.getByTestId('post-comment').filter({ hasText: comment });
  await expect(own.getByTestId('comment-status-pending')).toBeVisible();
  await shot(emp, 'blog-mine-km-390-light');

  // HR: the queue shows it waiting; approved there, answered on the post
  await page.goto('/demo/blog/comments?status=pending');
  const row = page.getByTestId('comment-table').getByTestId('table-row').filter({ hasText: comment });
  await expect(row).toBeVisible();
  await shot(page, 'blog-comments-en-1440-light');
  await row.getByTestId('comment-approve').click();
  await expect(row).toBeHidden();
  await page.goto(view);
  await page.getByTestId('comment-body').fill('See you there!');
  await page.getByTestId('comment-send').click();
  await expect(page.getByTestId('post-comment').filter({ hasText: 'See you there!' })).toBeVisible();
  await shot(page, 'blog-view-en-1440-light');

  await emp.reload();
  const again = emp.getByTestId('announcement-card').filter({ hasText: title });
  await again.getByTestId('announcement-read-more').click();
  await expect(again.getByTestId('post-comment')).toHaveCount(2);
  await expect(
    again.getByTestId('post-comment').filter({ hasText: comment }).getByTestId('comment-status-pending'),
  ).toHaveCount(0);
  await emp.getByTestId('theme-select').selectOption('dark');
  await shot(emp, 'blog-mine-km-390-dark');
  await emp.getByTestId('theme-select').selectOption('light');
  await phone.close();
});
