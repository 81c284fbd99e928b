/** Where the e2e app runs: `E2E_PORT` (default 3999) lets a second run go beside another, each on its own data dir. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3999);
export const E2E_DATA_DIR = `.tmp/e2e-data-${E2E_PORT}`;
