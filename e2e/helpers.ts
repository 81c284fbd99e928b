import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

export const PASSWORD = 'staffdesk-demo-2026';
export const SHOTS = path.resolve('.tmp/screenshots');
fs.mkdirSync(SHOTS, { recursive: true });

/** Saves a screenshot under .tmp/screenshots for a person to look at. */
export async function shot(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), animations: 'disabled' });
}

export async function login(page: Page, opts: { account?: string; email: string; lang?: string }) {
  await page.goto(opts.account ? `/${opts.account}/login` : '/login');
  if (opts.lang) await page.getByTestId('language-select').selectOption(opts.lang);
  await page.getByTestId('login-email').fill(opts.email);
  await page.getByTestId('login-password').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
}
