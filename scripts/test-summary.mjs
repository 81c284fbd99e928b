// Sums the Vitest and Playwright JSON reports in a folder and prints `tests: N passed, N failed`,
// after the name and first error line of every failed (and every flaky) test, so a CI log's tail says what broke.
import fs from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] ?? '.tmp/results';
let passed = 0;
let failed = 0;
let skipped = 0;
const lines = [];
const firstLine = (text) =>
  String(text ?? '')
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .find((l) => l.trim())
    ?.trim()
    .slice(0, 300) ?? '';

/** Playwright nests suites by file and describe; walks them for tests that failed or passed only on a retry. */
function playwrightTests(suites, trail, out) {
  for (const s of suites ?? []) {
    const here = s.title ? [...trail, s.title] : trail;
    for (const spec of s.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status !== 'unexpected' && t.status !== 'flaky') continue;
        const err = t.results?.find((r) => r.status !== 'passed')?.error?.message;
        out.push(
          `${t.status === 'flaky' ? 'FLAKY' : 'FAILED'} ${[...here, spec.title].join(' › ')}: ${firstLine(err)}`,
        );
      }
    }
    playwrightTests(s.suites, here, out);
  }
}

for (const f of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
  if (!f.endsWith('.json')) continue;
  const r = JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8'));
  if ('numPassedTests' in r) {
    // Vitest (jest-compatible JSON)
    passed += r.numPassedTests;
    failed += r.numFailedTests;
    skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
    if (r.numFailedTestSuites && !r.numFailedTests) failed += r.numFailedTestSuites;
    for (const file of r.testResults ?? []) {
      const name = path.relative(process.cwd(), file.name ?? '');
      const bad = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
      for (const a of bad) lines.push(`FAILED (${f}) ${name} › ${a.fullName}: ${firstLine(a.failureMessages?.[0])}`);
      if (!bad.length && file.status === 'failed') lines.push(`FAILED (${f}) ${name}: ${firstLine(file.message)}`);
    }
  } else if (r.stats) {
    // Playwright
    passed += r.stats.expected + (r.stats.flaky ?? 0);
    failed += r.stats.unexpected;
    skipped += r.stats.skipped;
    if (r.errors?.length && !r.stats.unexpected) failed += r.errors.length;
    playwrightTests(r.suites, [], lines);
    for (const e of r.errors ?? []) lines.push(`FAILED (${f}) ${firstLine(e.message)}`);
  }
}
for (const l of lines) console.log(l);
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
