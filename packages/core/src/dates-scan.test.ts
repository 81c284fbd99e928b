import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const DIRS = ['apps/server/src', 'apps/web/src', 'packages/core/src', 'bench', 'e2e'];
// the one place a UTC day is cut from an ISO string, on purpose
const ALLOWED = new Set(['packages/core/src/dates.ts']);
const AD_HOC = [
  /toISOString\(\)\.slice\(0,\s*10\)/,
  /toISOString\(\)\.split\(['"]T['"]\)\[0\]/,
  /toISOString\(\)\.substring\(0,\s*10\)/,
];

function* files(dir: string): Generator<string> {
  for (const e of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const rel = path.join(dir, e.name);
    if (e.isDirectory()) yield* files(rel);
    else if (/\.(ts|tsx|mjs)$/.test(e.name)) yield rel;
  }
}

/** Days come from packages/core dates/time-zones (todayIn, addDays, utcDay), never from an ad-hoc ISO cut (issue 10). */
it('has no ad-hoc toISOString().slice(0, 10) left', () => {
  const found: string[] = [];
  for (const d of DIRS)
    for (const f of files(d)) {
      if (ALLOWED.has(f) || f.endsWith('dates-scan.test.ts')) continue;
      const text = fs.readFileSync(path.join(ROOT, f), 'utf8');
      if (AD_HOC.some((re) => re.test(text))) found.push(f);
    }
  expect(found).toEqual([]);
});
