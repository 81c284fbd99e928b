import { describe, expect, it } from 'vitest';
import { pageByKey, type TPrivilegePage } from '@staffdesk/core/privileges';
import { actionsOf, hasModule, toPrivileges, withColumn, withFlag, withRow } from './role-flags.ts';

const page = (key: string) => pageByKey(key) as TPrivilegePage;
const any = () => true;

describe('role flags', () => {
  it('offers approve only on pages that approve', () => {
    expect(actionsOf(page('leave'))).toEqual(['view', 'add', 'edit', 'delete', 'approve']);
    expect(actionsOf(page('department'))).toEqual(['view', 'add', 'edit', 'delete']);
  });

  it('turns view on with any action, and the page off with view', () => {
    const f = withFlag({}, 'department', 'edit', true);
    expect(f).toEqual({ department: { edit: true, view: true } });
    expect(withFlag(f, 'department', 'view', false)).toEqual({});
    expect(withFlag(f, 'department', 'edit', false)).toEqual({ department: { edit: false, view: true } });
  });

  it('sets a row and a column within what is allowed', () => {
    const row = withRow({}, page('leave'), true, (a) => a !== 'delete');
    expect(row).toEqual({ leave: { view: true, add: true, edit: true, approve: true } });
    expect(withRow(row, page('leave'), false, any)).toEqual({});
    const col = withColumn({}, [page('leave'), page('department')], 'approve', true, any);
    expect(col).toEqual({ leave: { approve: true, view: true } });
    const adds = withColumn({}, [page('leave'), page('department')], 'add', true, (p) => p.key === 'department');
    expect(adds).toEqual({ department: { add: true, view: true } });
  });

  it('needs a module and sends full flags of granted pages only', () => {
    expect(hasModule({})).toBe(false);
    expect(hasModule({ leave: { add: true } })).toBe(false);
    const f = withFlag({ x: { add: true } }, 'leave', 'approve', true);
    expect(hasModule(f)).toBe(true);
    expect(toPrivileges(f)).toEqual({ leave: { view: true, add: false, edit: false, delete: false, approve: true } });
  });
});
