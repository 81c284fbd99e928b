import { describe, expect, it } from 'vitest';
import { REPORT_SOURCES } from '@staffdesk/core/custom-reports-api';
import { SOURCE_SQL } from './custom-sources.ts';

describe('custom report sources', () => {
  it('has an SQL expression for every declared column and none undeclared', () => {
    for (const s of REPORT_SOURCES)
      expect(Object.keys(SOURCE_SQL[s.key].columns).sort(), s.key).toEqual(s.columns.map((c) => c.key).sort());
    expect(Object.keys(SOURCE_SQL).sort()).toEqual(REPORT_SOURCES.map((s) => s.key).sort());
  });
});
