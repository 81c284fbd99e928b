import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export { expect };

/** WCAG 2.1 A and AA; a journey fails on any serious or critical finding. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);
/** enough for every page of a journey; a runaway loop of navigations is not checked page by page */
const MAX_PAGES = 25;

/**
 * Pages checked already by this worker: a route (ids and numbers as placeholders), in one language and theme, at one
 * width class, is checked once per run — the journeys that pass through the dashboard again do not check it again.
 */
const checked = new Set<string>();
const routeOf = (url: string) =>
  new URL(url).pathname
    .split('/')
    .map((part) => (/^[0-9a-f-]{36}$/i.test(part) ? ':id' : /^\d+$/.test(part) ? ':n' : part))
    .join('/');

/** The serious and critical WCAG violations on the page as it is now: rule, impact, help and where (three nodes). */
async function blocking(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return result.violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .map((v) => {
      const where = v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(' | ');
      return `${v.id} (${v.impact}) ${v.help} — ${where}`;
    });
}

/**
 * Every journey is also an accessibility check (issue 10): each page it visits (every main-frame navigation,
 * client-side ones included) is opened again after the journey, in the same browser context — same session,
 * same theme and language — and checked with axe-core, once per route, language, theme and width class in a run.
 * Zero serious or critical violations.
 */
export const test = base.extend<{ accessibility: undefined }>({
  accessibility: [
    async ({ page, context, baseURL }, use, testInfo) => {
      const visited: string[] = [];
      page.on('framenavigated', (frame) => {
        if (frame !== page.mainFrame()) return;
        const url = frame.url();
        if (!baseURL || !url.startsWith(baseURL) || url.includes('/api/')) return;
        if (!visited.includes(url)) visited.push(url);
      });
      await use(undefined);
      if (testInfo.status !== testInfo.expectedStatus || visited.length === 0) return;
      // the language and theme the checker opens the pages in: the journey's last (the same browser context)
      const look = page.isClosed()
        ? `${Math.random()}`
        : await page.evaluate(
            () => `${document.documentElement.lang}|${document.documentElement.dataset.mantineColorScheme ?? ''}`,
          );
      const width = (page.viewportSize()?.width ?? 1440) < 600 ? 'phone' : 'wide';
      const fresh = visited.filter((url) => {
        const key = `${routeOf(url)}|${look}|${width}`;
        if (checked.has(key)) return false;
        checked.add(key);
        return true;
      });
      if (fresh.length === 0) return;
      const checker = await context.newPage();
      await checker.setViewportSize(page.viewportSize() ?? { width: 1440, height: 900 });
      const findings: string[] = [];
      try {
        for (const url of fresh.slice(0, MAX_PAGES)) {
          await checker.goto(url);
          await checker.waitForLoadState('networkidle');
          let found = await blocking(checker);
          // a page caught mid-transition on a loaded machine (a fading overlay, a table still filling) is looked at
          // once more when it settles; what is still there then is a finding
          if (found.length > 0) {
            await checker.waitForTimeout(1_500);
            found = await blocking(checker);
          }
          findings.push(...found.map((f) => `${new URL(url).pathname}: ${f}`));
        }
      } finally {
        await checker.close();
      }
      // the findings in the message's first line, which is what CI's closing summary prints
      expect(findings, `axe-core: serious or critical accessibility violations: ${findings.join(' ; ')}`).toEqual([]);
    },
    // its own time: opening every page again and checking it is not the journey's, and a loaded machine is slow at it
    { auto: true, timeout: 180_000 },
  ],
});
