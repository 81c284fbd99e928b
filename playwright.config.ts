import { defineConfig } from '@playwright/test';

import { E2E_DATA_DIR, E2E_PORT as PORT } from './e2e/server.ts';
import { E2E_TILES } from './e2e/tiles.ts';

/** e2e journeys in Debian's Chromium against the real app on a fresh embedded database. */
export default defineConfig({
  testDir: 'e2e',
  // per app port: two shards side by side keep their own failure screenshots
  outputDir: `.tmp/test-results-${PORT}`,
  // two minutes: a journey takes 20–45 s here, and three times that when CI's two shards share a loaded machine
  timeout: 120_000,
  expect: { timeout: 10_000 },
  workers: 1,
  // on CI a journey that fails once runs again; the closing summary still names it FLAKY (scripts/test-summary.mjs)
  retries: process.env.CI ? 1 : 0,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // the demo's people work in Phnom Penh: their browsers' "today" is Phnom Penh's, whatever the machine's zone
    timezoneId: 'Asia/Phnom_Penh',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // a camera that shows a test pattern, allowed without a prompt (check-in photos)
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
      ],
    },
    // a click, fill or wait for an event that cannot happen fails at the step, naming it, instead of running the
    // journey into its two-minute timeout (CI once lost a journey that way without saying where)
    actionTimeout: 60_000,
    navigationTimeout: 60_000,
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  webServer: {
    // map tiles come from the page's own origin, where the journeys answer them (e2e/tiles.ts)
    command: `rm -rf ${E2E_DATA_DIR} && DATA_DIR=${E2E_DATA_DIR} PORT=${PORT} DEMO_SEED=1 LOG_LEVEL=warn MAP_TILE_URL='${E2E_TILES}' MAP_TILE_ATTRIBUTION='Test tiles' node scripts/start.mjs`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    // SIGTERM lets the app stop its embedded PostgreSQL (the default SIGKILL would leave it running)
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
