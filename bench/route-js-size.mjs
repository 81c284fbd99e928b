// The JavaScript a first visit loads, per start (part of `npm run bench`) builds the web app into a
// temporary folder with a manifest and sums, gzipped, the static import closure of index.html's boot script plus
// the start module of each route family. Goal for both: at most 200 KB (issues 4 and 10); printed, never an exit code.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = fs.mkdtempSync(path.join(os.tmpdir(), 'staffdesk-size-'));
execFileSync('npx', ['vite', 'build', '--outDir', out, '--emptyOutDir', '--manifest', '--logLevel', 'error'], {
  cwd: path.join(root, 'apps/web'),
  stdio: 'inherit',
});
const manifest = JSON.parse(fs.readFileSync(path.join(out, '.vite/manifest.json'), 'utf8'));

function closure(keys) {
  const seen = new Set();
  const walk = (k) => {
    if (seen.has(k) || !manifest[k]) return;
    seen.add(k);
    for (const i of manifest[k].imports ?? []) walk(i);
  };
  keys.forEach(walk);
  let gz = 0;
  for (const k of seen) {
    const f = manifest[k].file;
    if (f.endsWith('.js')) gz += zlib.gzipSync(fs.readFileSync(path.join(out, f)), { level: 9 }).length;
  }
  return gz;
}

const starts = {
  'public job board (/:account/career/…)': 'src/modules/careers/careers-board.main.tsx',
  'main app (before the route page)': 'src/main.tsx',
};
const GOAL = { 'public job board (/:account/career/…)': 200 * 1024, 'main app (before the route page)': 200 * 1024 };
for (const [name, src] of Object.entries(starts)) {
  const gz = closure(['index.html', src]);
  const goal = GOAL[name];
  const verdict = goal ? ` (goal ≤ ${goal / 1024} KB: ${gz <= goal ? 'met' : 'missed'})` : '';
  console.log(`initial JS, ${name}: ${(gz / 1024).toFixed(1)} KB gzipped${verdict}`);
}
console.log('(catalogue chunks of the page language load on top: a few KB)');
fs.rmSync(out, { recursive: true, force: true });
