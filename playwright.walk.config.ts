import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

/** The walk (e2e/walk.walk.ts): every role's pages in every language, theme and width; `npm run walk`. */
export default defineConfig({
  ...base,
  testMatch: '*.walk.ts',
  timeout: 60 * 60_000,
  outputDir: '.tmp/walk-results',
});
