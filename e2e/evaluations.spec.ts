import { expect, test } from './fixtures.ts';
import { chooseLanguage, employeeOnPhone, login, searchList, shot } from './helpers.ts';

/**
 * Issue 18, evaluations: HR writes a template and starts a cycle for Sales; the employee on a phone in Khmer keeps a
 * draft and submits her self evaluation; HR reviews her in place of her manager and completes the review; she finds
 * her result in Chinese.
 */
test('HR starts an evaluation cycle; the employee evaluates herself on a phone; HR completes; she sees her result', async ({
  page,
  browser,
}) => {
  const run = Date.now() % 100000;
  const template = `E2E review ${run}`;
  const cycle = `E2E cycle ${run}`;
  await page.setViewportSize({ width: 1440, height: 900 });
  await login(page, { account: 'demo', email: 'hr@demo.test', lang: 'en' });
  await page.waitForURL('**/demo/dashboard');
  await chooseLanguage(page, 'en');

  // a template: two criteria whose weights must come to 100
  await page.goto('/demo/evalutions/templates/add');
  await page.getByTestId('template-name').fill(template);
  await page.getByTestId('criterion-name').first().fill('Quality of work');
  await page.getByTestId('criterion-weight').first().fill('60');
  await expect(page.getByTestId('weight-total')).toContainText('60 of 100');
  await page.getByTestId('criterion-add').click();
  await expect(page.getByTestId('criterion-weight').nth(1)).toHaveValue('40 %');
  await page.getByTestId('criterion-name').nth(1).fill('Teamwork');
  await expect(page.getByTestId('weight-total')).toContainText('100 of 100');
  await shot(page, 'evaluation-template-en-1440-light');
  await page.getByTestId('template-save').click();
  await page.waitForURL('**/demo/evalutions/templates');
  await expect(page.getByTestId('template-table').getByText(template)).toBeVisible();

  // a cycle for Sales of Mekong Trading Phnom Penh
  await page.goto('/demo/evalutions/add');
  await page.getByTestId('cycle-name').fill(cycle);
  await page.getByTestId('cycle-template').click();
  await page.getByRole('listbox').getByRole('option', { name: template }).click();
  await page.getByTestId('cycle-organization').click();
  await page.getByRole('listbox').getByRole('option', { name: 'Mekong Trading Phnom Penh' }).click();
  await page.getByTestId('cycle-departments').click();
  await page.getByRole('listbox').getByRole('option', { name: 'Sales' }).click();
  await page.getByTestId('cycle-name').click();
  await page.getByTestId('cycle-from').fill('01-07-2026');
  await page.getByTestId('cycle-to').fill('31-12-2026');
  await page.getByTestId('cycle-due').fill('31-12-2099');
  await page.getByTestId('cycle-name').click();
  await page.getByTestId('cycle-save').click();
  await page.waitForURL('**/demo/evalutions/cycle/*');
  await expect(page.getByRole('heading', { name: cycle, level: 1 })).toBeVisible();
  await expect(page.getByTestId('review-table').locator('tbody tr').first()).toBeVisible();
  await shot(page, 'evaluation-cycle-en-1440-light');
  const cycleUrl = page.url();

  // Srey, in Khmer on her phone: a draft first, then her self evaluation
  const { context, page: phone } = await employeeOnPhone(browser, 'km');
  await phone.goto('/demo/evalutions/my');
  await expect(phone.getByRole('heading', { name: 'ការវាយតម្លៃរបស់ខ្ញុំ', level: 1 })).toBeVisible();
  await phone.getByTestId('my-review-card').filter({ hasText: cycle }).click();
  await phone.waitForURL('**/demo/evalutions/review/*');
  const form = phone.getByTestId('answer-self');
  await form.getByTestId('criterion-rating').nth(0).getByText('4', { exact: true }).click();
  await form.getByTestId('answer-comment').fill('ខ្ញុំបានបំពេញគោលដៅលក់');
  await form.getByTestId('answer-draft').click();
  await expect(phone.getByText('បានរក្សាទុកសេចក្ដីព្រាង')).toBeVisible();
  // submitting with a criterion not rated says which
  await form.getByTestId('answer-submit').click();
  await expect(form.getByRole('alert')).toBeVisible();
  await form.getByTestId('criterion-rating').nth(1).getByText('5', { exact: true }).click();
  // 4/5·60 + 5/5·40 = 88
  await expect(form.getByTestId('live-score')).toContainText('88 %');
  await shot(phone, 'evaluation-self-km-390-light');
  await form.getByTestId('answer-submit').click();
  await phone.getByTestId('confirm-submit').click();
  await expect(phone.getByTestId('review-waiting')).toBeVisible();
  await expect(phone.getByTestId('self-total')).toHaveText('88 %');

  // HR: her manager has no login here, so HR reviews her, then completes the review
  await page.goto(cycleUrl);
  await searchList(page, 'PP1001');
  const row = page.getByTestId('review-table').locator('tbody tr', { hasText: 'PP1001' });
  await expect(row.getByTestId('review-stage')).toHaveAttribute('data-stage', 'selfSubmitted');
  await row.getByTestId('row-review').click();
  await page.waitForURL('**/demo/evalutions/review/*');
  await expect(page.getByTestId('self-total')).toHaveText('88 %');
  await page.getByTestId('reviewer-hr').click();
  const review = page.getByTestId('answer-manager');
  await review.getByTestId('criterion-rating').nth(0).getByText('5', { exact: true }).click();
  await review.getByTestId('criterion-rating').nth(1).getByText('4', { exact: true }).click();
  await review.getByTestId('answer-comment').fill('Strong sales half-year.');
  await review.getByTestId('answer-submit').click();
  await page.getByTestId('confirm-submit').click();
  // 5/5·60 + 4/5·40 = 92
  await expect(page.getByTestId('reviewer-total')).toHaveText('92 %');
  await page.getByTestId('final-comment').fill('Well done — keep it up.');
  await shot(page, 'evaluation-review-en-1440-light');
  await page.getByTestId('review-complete').click();
  await expect(page.getByTestId('review-result')).toContainText('92 %');

  // Srey sees her result, in Chinese
  await chooseLanguage(phone, 'zh');
  await phone.reload();
  await expect(phone.getByTestId('review-result')).toContainText('92 %');
  await expect(phone.getByTestId('reviewer-total')).toHaveText('92 %');
  await expect(phone.getByTestId('final-comment-text')).toHaveText('Well done — keep it up.');
  await shot(phone, 'evaluation-result-zh-390-light');
  await phone.goto('/demo/evalutions/my');
  await expect(phone.getByTestId('my-review-card').first()).toBeVisible();
  await shot(phone, 'my-evaluations-zh-390-light');
  await context.close();

  // the list, in Chinese and dark
  await chooseLanguage(page, 'zh');
  await page.goto('/demo/evalutions/listing');
  await expect(page.getByRole('heading', { name: '评估', level: 1 })).toBeVisible();
  await expect(page.getByTestId('cycle-table').getByText(cycle)).toBeVisible();
  await page.getByTestId('theme-select').selectOption('dark');
  await shot(page, 'evaluations-zh-1440-dark');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'evaluations-zh-390-dark');
  await page.getByTestId('theme-select').selectOption('light');
  await chooseLanguage(page, 'en');
});
