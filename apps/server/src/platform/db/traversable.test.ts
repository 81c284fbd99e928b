import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { makeTraversable } from './embedded.ts';

let root: string | undefined;
afterEach(() => {
  if (root) fs.rmSync(root, { recursive: true, force: true });
});

/**
 * As root, the embedded server runs as the `postgres` user, who must pass through every folder above its binaries and
 * its data: a checkout in a `mktemp -d` folder (mode 0700) made initdb fail with EACCES.
 */
describe('makeTraversable', () => {
  it('lets others pass through (o+x) every folder down to the target, and nothing more', () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'trav-'));
    const leaf = path.join(root, 'a', 'b');
    fs.mkdirSync(leaf, { recursive: true });
    fs.chmodSync(root, 0o700);
    fs.chmodSync(path.join(root, 'a'), 0o750);
    const opened = makeTraversable(leaf);
    expect(opened).toEqual(expect.arrayContaining([root, path.join(root, 'a')]));
    expect(fs.statSync(root).mode & 0o777).toBe(0o701);
    expect(fs.statSync(path.join(root, 'a')).mode & 0o777).toBe(0o751);
    // already passable folders are left alone
    expect(makeTraversable(leaf)).toEqual([]);
  });
});
