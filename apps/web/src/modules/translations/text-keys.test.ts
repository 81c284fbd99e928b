import { describe, expect, it } from 'vitest';
import { keysOfText } from './text-keys.ts';

const catalogues = {
  menu: { dashboard: 'Dashboard', reports: { staffing: 'Staffing report' } },
  shell: { greeting: 'Hello {{name}}', count_other: '{{count}} items', only: '{{x}}' },
  common: { actions: { dashboard: 'Dashboard' } },
};

describe('keysOfText', () => {
  it('finds the texts equal to the one shown, in any namespace', () => {
    expect(keysOfText(' Dashboard\n', catalogues)).toEqual([
      { namespace: 'menu', key: 'dashboard' },
      { namespace: 'common', key: 'actions.dashboard' },
    ]);
    expect(keysOfText('Staffing report', catalogues)).toEqual([{ namespace: 'menu', key: 'reports.staffing' }]);
  });

  it('finds a text whose placeholders the shown one fills, but not one that is only a placeholder', () => {
    expect(keysOfText('Hello Srey Pov', catalogues)).toEqual([{ namespace: 'shell', key: 'greeting' }]);
    expect(keysOfText('12 items', catalogues)).toEqual([{ namespace: 'shell', key: 'count_other' }]);
    expect(keysOfText('Srey Pov', catalogues)).toEqual([]);
    expect(keysOfText('', catalogues)).toEqual([]);
  });
});
