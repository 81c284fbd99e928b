import { expect, test } from './fixtures.ts';
import { chooseLanguage, searchList, employeeOnPhone, login, shot } from './helpers.ts';

/** A small PNG: a red square (8 × 8). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEklEQVR4nGP4z8CAFWEXHbQSACj/P8Fu7N9hAAAAAElFTkSuQmCC',
  'base64',
);

/**
 * Issue 18, projects and tasks: HR adds a project and its tasks, sees them on the board; the employee on a phone in
 * Chinese opens their task, logs time and moves it on; HR sees the time on the project and the task's logs.
 */
test('HR plans a project with tasks; the employee logs time in Chinese on a phone; HR sees it', async ({
  page,
  browser,
}) => {
  const run = Date.now() % 100000;
  const name = `E2E shop refit ${run}`;
  // a retry finds the tasks of the try before on the employee's board: each run's titles are its own
  const paint = `Paint the counter ${run}`;
  const lights = `Order the lights ${run}`;
  await page.setViewportSize({ width: 1440, height: 900 });
  await login(page, { account: 'demo', email: 'hr@demo.test', lang: 'en' });
  await page.waitForURL('**/demo/dashboard');
  // the language HR chose last time is theirs: this journey starts in English
  await chooseLanguage(page, 'en');
  await page.goto('/demo/projects/listing');
  await expect(page.getByRole('heading', { name: 'Projects', level: 1 })).toBeVisible();
  await expect(page.getByTestId('row-name').first()).toBeVisible();
  await shot(page, 'projects-en-1440-light');
  await page.getByTestId('project-add').click();
  await page.waitForURL('**/demo/projects/add');
  // nothing filled: the required fields say so
  await page.getByTestId('project-save').click();
  await expect(page.getByText('Required').first()).toBeVisible();
  await page.getByTestId('project-name').fill(name);
  await page.getByTestId('project-organization').click();
  await page.getByRole('listbox').getByRole('option', { name: 'Mekong Trading Phnom Penh' }).click();
  await page.getByTestId('project-head').click();
  await page.getByTestId('project-head').fill('PP1002');
  await page
    .getByRole('listbox')
    .getByRole('option', { name: /PP1002/ })
    .click();
  await page.getByTestId('project-group').click();
  await page.getByRole('listbox').getByRole('option', { name: 'Operations' }).click();
  await page.getByTestId('project-start').fill('01-11-2026');
  await page.getByTestId('project-due').fill('31-12-2027');
  await page.getByTestId('project-name').click();
  await page.getByTestId('project-value').fill('9800');
  await page.getByText('Very High').click();
  await shot(page, 'project-form-en-1440-light');
  await page.getByTestId('project-save').click();
  await page.waitForURL('**/demo/projects/listing');
  await searchList(page, name);
  const row = page.getByTestId('project-table').locator('tbody tr', { hasText: name });
  await expect(row).toBeVisible();
  await expect(row.getByTestId('completion')).toHaveText('0 %');

  // its tasks: one for Srey, one for the head
  await row.getByTestId('row-tasks').click();
  await page.waitForURL('**/demo/projectstasks/listing?projectId=*');
  await expect(page.getByTestId('board-empty')).toBeVisible();
  const tasks: [string, string][] = [
    [paint, 'PP1001'],
    [lights, 'PP1002'],
  ];
  for (const [title, who] of tasks) {
    await page.getByTestId('task-add').click();
    await expect(page.getByTestId('task-project')).toHaveValue(name);
    await page.getByTestId('task-title').fill(title);
    await page.getByTestId('task-assignee').click();
    await page.getByTestId('task-assignee').fill(who);
    await page
      .getByRole('listbox')
      .getByRole('option', { name: new RegExp(who) })
      .click();
    await page.getByTestId('task-save').click();
    await expect(page.getByTestId('task-dialog')).toHaveCount(0);
  }
  await expect(page.getByTestId('column-todo').getByTestId('board-card')).toHaveCount(2);
  await shot(page, 'tasks-board-en-1440-light');

  // Srey, on her phone in Chinese: her task, opened from My Tasks
  const { context, page: phone } = await employeeOnPhone(browser, 'zh');
  await phone.goto('/demo/projectstasks/mytasks');
  await expect(phone.getByRole('heading', { name: '我的任务', level: 1 })).toBeVisible();
  const card = phone.locator(`[data-testid=board-card][data-task="${paint}"]`);
  await expect(card).toBeVisible();
  await shot(phone, 'my-tasks-zh-390-light');
  await card.getByTestId('card-open').click();
  const drawer = phone.getByTestId('task-drawer');
  await expect(drawer.getByTestId('log-form')).toBeVisible();
  // a photo of the counter, attached from the phone
  const chooser = phone.waitForEvent('filechooser');
  await drawer.getByTestId('task-attach').click();
  await (await chooser).setFiles({ name: 'counter.png', mimeType: 'image/png', buffer: PNG });
  await expect(drawer.getByTestId('task-file')).toContainText('counter.png');
  await drawer.getByTestId('log-hours').fill('1');
  await drawer.getByTestId('log-minutes').fill('30');
  await drawer.getByTestId('log-note').fill('底漆已完成');
  await drawer.getByTestId('log-save').click();
  await expect(drawer.getByTestId('task-log')).toHaveCount(1);
  await expect(drawer.getByTestId('drawer-logged')).toHaveText('1h 30m');
  await drawer.getByTestId('drawer-status').click();
  await phone.getByRole('listbox').getByRole('option', { name: '进行中' }).click();
  await expect(phone.getByText('已移至进行中')).toBeVisible();
  await shot(phone, 'task-drawer-zh-390-light');
  await phone.keyboard.press('Escape');
  await expect(phone.getByTestId('column-inProgress').locator(`[data-task="${paint}"]`)).toBeVisible();
  // the other task is not hers to move
  await phone.getByTestId('filter-mine').click();
  const theirs = phone.locator(`[data-testid=board-card][data-task="${lights}"]`);
  await expect(theirs).toBeVisible();
  await expect(theirs.getByTestId('card-move')).toHaveCount(0);
  await context.close();

  // HR: the project shows the time; the list view shows the task moved on
  await page.goto('/demo/projects/listing');
  await searchList(page, name);
  await expect(row).toContainText('1.5');
  await row.getByTestId('row-tasks').click();
  await page.getByTestId('task-view').locator('label', { hasText: 'List' }).click();
  const taskRow = page.getByTestId('task-table').locator('tbody tr', { hasText: paint });
  await expect(taskRow.getByTestId('task-status')).toHaveAttribute('data-status', 'inProgress');
  await taskRow.click();
  await expect(page.getByTestId('task-drawer').getByTestId('task-log')).toContainText('底漆已完成');
  // a task with time logged is not deleted: no delete here; HR moves it by dragging on the board
  await expect(page.getByTestId('task-drawer').getByTestId('task-delete')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.getByTestId('task-view').locator('label', { hasText: 'Board' }).click();
  await page.locator(`[data-testid=board-card][data-task="${lights}"]`).dragTo(page.getByTestId('column-review'));
  await expect(page.getByTestId('column-review').locator(`[data-task="${lights}"]`)).toBeVisible();
  await page.getByTestId('theme-select').selectOption('dark');
  await shot(page, 'tasks-board-en-1440-dark');
  await page.getByTestId('theme-select').selectOption('light');

  // the report, in Khmer: this month's hours, by project and person, with the new project's time in it
  await page.goto('/demo/projects/projectsReport');
  await chooseLanguage(page, 'km');
  await expect(page.getByRole('heading', { name: 'របាយការណ៍គម្រោង', level: 1 })).toBeVisible();
  const line = page.getByTestId('report-projects').locator('tbody tr', { hasText: name });
  await expect(line).toContainText('1.5 ម៉ោង');
  await expect(page.getByTestId('bars-people').getByTestId('bar').first()).toBeVisible();
  await expect(page.getByTestId('report-overdue')).toContainText('Count the stock');
  await shot(page, 'projects-report-km-1440-light');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId('theme-select').selectOption('dark');
  await shot(page, 'projects-report-km-390-dark');
  await page.getByTestId('theme-select').selectOption('light');
  // leave HR in English for the journeys after this one
  await chooseLanguage(page, 'en');
});

/** A sub admin scoped to Phnom Penh: its projects only, and the attendance KPI of its people, in Khmer. */
test('a scoped sub admin sees their organization’s projects and attendance KPI', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await login(page, { account: 'demo', email: 'finance@demo.test', lang: 'km' });
  await page.waitForURL('**/demo/dashboard');
  await chooseLanguage(page, 'km');
  await page.goto('/demo/projects/listing');
  await expect(page.getByTestId('row-name').filter({ hasText: 'Warehouse relocation' })).toBeVisible();
  await expect(page.getByTestId('row-name').filter({ hasText: 'Branch fit-out' })).toHaveCount(0);
  await page.goto('/demo/projects/attendaceKPIOrganization');
  await expect(page.getByRole('heading', { name: 'KPI វត្តមានតាមអង្គភាព', level: 1 })).toBeVisible();
  await expect(page.getByTestId('row-name')).toHaveCount(1);
  await expect(page.getByTestId('rate').first()).toContainText('%');
  await shot(page, 'attendance-kpi-org-km-1440-light');
  await page.goto('/demo/projects/attendaceKPIEmp');
  await expect(page.getByTestId('row-name').first()).toBeVisible();
  await shot(page, 'attendance-kpi-emp-km-1440-light');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId('theme-select').selectOption('dark');
  await shot(page, 'attendance-kpi-emp-km-390-dark');
  await page.getByTestId('theme-select').selectOption('light');
  await chooseLanguage(page, 'en');
});
