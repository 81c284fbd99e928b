import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@staffdesk/core/constants';

/**
 * Every action the server writes to the audit log has a name in each language's `logs` catalogue, so the system
 * log never shows a raw `employee.promotion`. The actions are read from the server's source: each quoted
 * `area.verb` on a line with `action:`, and the `.disable` / `.enable` that switchLogin() adds to its callers' areas.
 */
const SERVER = path.resolve(__dirname, '../../../server/src');

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sources(p);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [p] : [];
  });
}

function auditedActions(): string[] {
  const found = new Set<string>();
  for (const file of sources(SERVER)) {
    const text = fs.readFileSync(file, 'utf8');
    const switches = file.endsWith(path.join('credentials', 'login-switch.ts'));
    for (const line of text.split('\n')) {
      if (!/\baction:/.test(line) || switches) continue;
      for (const m of line.matchAll(/'([a-z][a-zA-Z]*(?:\.[a-z][a-zA-Z]*)+)'/g)) found.add(m[1]!);
    }
    // switchLogin({ action: 'hrAdmin', … }) audits hrAdmin.disable / hrAdmin.enable
    if (text.includes('switchLogin(')) {
      for (const m of text.matchAll(/switchLogin\([\s\S]*?action: '([a-zA-Z]+)'/g)) {
        found.add(`${m[1]}.disable`);
        found.add(`${m[1]}.enable`);
      }
    }
  }
  return [...found].sort();
}

const catalogue = (lang: string) =>
  JSON.parse(fs.readFileSync(path.resolve(__dirname, lang, 'logs.json'), 'utf8')) as {
    actions: Record<string, string>;
  };

describe('audit log actions', () => {
  const actions = auditedActions();
  it('are found in the server source', () => {
    expect(actions).toContain('employee.promotion');
    expect(actions).toContain('staff.disable');
    expect(actions.length).toBeGreaterThan(50);
  });
  for (const lang of LANGUAGES) {
    it(`each has a name in ${lang}`, () => {
      const names = catalogue(lang).actions;
      expect(actions.filter((a) => !names[a.replace(/\./g, '_')])).toEqual([]);
    });
  }
});
