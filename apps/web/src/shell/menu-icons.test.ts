import { MENU } from '@staffdesk/core/menu';
import { describe, expect, it } from 'vitest';

import { FEATURE_ICONS } from '../modules/dashboard/feature-icons.ts';
import { hasMenuIcon } from './menu-icons.ts';

describe('menu icons', () => {
  it('has an icon for every menu section, entry and feature card (none falls back to the dot)', () => {
    const names = [
      ...MENU.flatMap((s) => [`${s.key}: ${s.icon}`, ...s.entries.map((e) => `${e.key}: ${e.icon}`)]),
      ...Object.entries(FEATURE_ICONS).map(([flag, icon]) => `feature ${flag}: ${icon}`),
    ];
    expect(names.filter((n) => !hasMenuIcon(n.split(': ')[1] ?? ''))).toEqual([]);
  });
});
