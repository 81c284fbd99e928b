import type { FastifyInstance } from 'fastify';
import type { TRouteEntry } from '../platform/http/routes.ts';

/** Helpers of the tests that walk every route of the app (isolation.test.ts, bad-input.test.ts). */

/** The /api routes to walk: everything but the API docs and the HEAD twins fastify adds to GET routes. */
export const apiRoutes = (app: FastifyInstance): TRouteEntry[] =>
  app.routeTable.filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && r.method !== 'HEAD');
export const isPublic = (r: TRouteEntry) => r.access === 'public';
export const isPlatform = (r: TRouteEntry) => r.access === 'platform' || !!r.access?.startsWith('platform:');

const PARAM = /:([A-Za-z0-9_]+)(\([^)]*\))?/g;
export const paramNames = (url: string) => [...url.matchAll(PARAM)].map((m) => m[1]!);
/** The route's URL with each parameter (and wildcard) filled in, encoded unless `raw`. */
export const fill = (url: string, value: (name: string) => string, raw = false) =>
  url.replace(PARAM, (_m, name: string) => (raw ? value(name) : encodeURIComponent(value(name)))).replace(/\*/g, 'x');

/** Runs the jobs `concurrency` at a time, answers in their order. */
export async function runAll<T>(jobs: (() => Promise<T>)[], concurrency = 8): Promise<T[]> {
  const out: T[] = new Array(jobs.length);
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const i = next++;
      out[i] = await jobs[i]!();
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return out;
}
