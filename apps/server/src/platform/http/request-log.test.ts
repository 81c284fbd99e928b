import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TTestContext } from '../../test/test-app.ts';

/**
 * Request log lines name the path, never the query: single-use links carry their token there
 * (`/reset-password?token=…`), and search boxes carry what users typed about people.
 */
let t: TTestContext;
const log: string[] = [];
beforeAll(async () => {
  const stream = new PassThrough();
  stream.on('data', (c: Buffer) => log.push(c.toString('utf8')));
  t = await createTestApp({ logStream: stream, config: { logLevel: 'info' } });
});
afterAll(() => t?.close());

it('logs the path of each request without its query string', async () => {
  await t.app.inject({ url: '/demo/reset-password?token=SECRET-TOKEN-1' });
  await t.app.inject({ url: '/api/v1/public/demo/career/MTPP?search=SECRET-SEARCH-2' });
  const text = log.join('');
  expect(text).toContain('/demo/reset-password');
  expect(text).toContain('/api/v1/public/demo/career/MTPP');
  expect(text).not.toContain('SECRET-');
});
