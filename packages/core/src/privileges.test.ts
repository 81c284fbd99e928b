import { describe, expect, it } from 'vitest';
import {
  ALL_FLAGS,
  DENIAL_CODES,
  PRIVILEGE_ACTIONS,
  PRIVILEGE_PAGES,
  PRIVILEGE_PAGE_KEYS,
  ZPrivilegeFlags,
  can,
  fullFlags,
  pageByKey,
  roleFlags,
  type TPrivilegePage,
} from './privileges.ts';
import { FEATURE_FLAGS, allFeatures } from './tenants.ts';

const pages = PRIVILEGE_PAGES as readonly TPrivilegePage[];

/** Spec section 6: the sub-admin privilege list, in its order (the index of a page in the flag lists). */
const SPEC_SUB_ADMIN_PAGES = [
  'shifts',
  'attendance',
  'scheduler',
  'absent',
  'leave',
  'schedulerHistory',
  'jobPost',
  'applicationList',
  'jobFrontend',
  'jobDescription',
  'jobType',
  'taxSlabs',
  'payrollProcess',
  'payslips',
  'payCodes',
  'staff',
  'shopCategories',
  'products',
  'orders',
  'banner',
];

describe('privilege registry', () => {
  it('has about 66 pages with unique keys', () => {
    expect(PRIVILEGE_PAGES.length).toBeGreaterThanOrEqual(66);
    expect(new Set(PRIVILEGE_PAGE_KEYS).size).toBe(PRIVILEGE_PAGES.length);
    expect(new Set(pages.map((p) => p.label)).size).toBe(PRIVILEGE_PAGES.length);
  });

  it("starts with the spec's sub-admin list, in order", () => {
    expect(PRIVILEGE_PAGE_KEYS.slice(0, 20)).toEqual(SPEC_SUB_ADMIN_PAGES);
  });

  it('names only known feature flags, and shop pages are gated by shop', () => {
    for (const p of pages) if (p.feature) expect(FEATURE_FLAGS).toContain(p.feature);
    for (const k of ['shopCategories', 'products', 'orders', 'banner']) expect(pageByKey(k)?.feature).toBe('shop');
    for (const k of ['jobPost', 'applicationList', 'jobFrontend', 'jobDescription', 'jobType'])
      expect(pageByKey(k)?.feature).toBe('career');
  });

  it('finds pages by key', () => {
    expect(pageByKey('leave')).toMatchObject({ key: 'leave', approves: true });
    expect(pageByKey('nope')).toBeUndefined();
  });

  it('has a denial message for every action', () => {
    for (const a of PRIVILEGE_ACTIONS) expect(DENIAL_CODES[a].message).toMatch(/^Do not have/);
    expect(DENIAL_CODES.add.message).toBe('Do not have Add Privilege');
    expect(DENIAL_CODES.edit.message).toBe('Do not have Edit Privilege');
    expect(DENIAL_CODES.delete.message).toBe('Do not have Delete Privilege');
    expect(DENIAL_CODES.view.message).toBe('Do not have Privilege');
  });
});

describe('can()', () => {
  it('grants view on the view flag', () => {
    expect(can({ leave: { view: true } }, 'leave', 'view')).toBe(true);
    expect(can({ leave: { view: false } }, 'leave', 'view')).toBe(false);
    expect(can({ leave: {} }, 'leave', 'view')).toBe(false);
  });

  it('needs view as well as the action flag', () => {
    expect(can({ leave: { view: true, add: true } }, 'leave', 'add')).toBe(true);
    expect(can({ leave: { view: false, add: true, edit: true, delete: true, approve: true } }, 'leave', 'add')).toBe(
      false,
    );
    expect(
      can({ leave: { view: false, add: true, edit: true, delete: true, approve: true } }, 'leave', 'approve'),
    ).toBe(false);
    expect(can({ leave: { view: true, add: true } }, 'leave', 'edit')).toBe(false);
    expect(can({ leave: { view: true, delete: true } }, 'leave', 'delete')).toBe(true);
  });

  it('denies pages missing from the flags, and no flags at all', () => {
    expect(can({ leave: { ...ALL_FLAGS } }, 'shifts', 'view')).toBe(false);
    expect(can(undefined, 'leave', 'view')).toBe(false);
    expect(can({}, 'leave', 'view')).toBe(false);
  });
});

describe('fullFlags()', () => {
  it('gives every page when every feature is on, approve only where the page approves', () => {
    const f = fullFlags(allFeatures(true));
    expect(Object.keys(f)).toEqual(PRIVILEGE_PAGE_KEYS);
    for (const p of pages) {
      expect(f[p.key]).toEqual({ view: true, add: true, edit: true, delete: true, approve: p.approves === true });
    }
    expect(f.leave?.approve).toBe(true);
    expect(f.employees?.approve).toBe(false);
  });

  it('leaves out pages of features that are off', () => {
    const f = fullFlags({ ...allFeatures(false), career: true });
    for (const p of pages) {
      const expected = !p.feature || p.feature === 'career';
      expect(p.key in f, p.key).toBe(expected);
    }
    expect(f.jobPost?.view).toBe(true);
    expect(f.products).toBeUndefined();
    expect(can(f, 'products', 'view')).toBe(false);
    // a missing feature counts as off
    expect(fullFlags({}).products).toBeUndefined();
    expect(fullFlags({}).employees?.view).toBe(true);
  });
});

describe('roleFlags()', () => {
  it('keeps the flags of the role, as booleans, on pages it can view', () => {
    const f = roleFlags(
      { department: { view: true, add: true }, shifts: { view: true, edit: true, delete: true } },
      allFeatures(true),
    );
    expect(f).toEqual({
      shifts: { view: true, add: false, edit: true, delete: true, approve: false },
      department: { view: true, add: true, edit: false, delete: false, approve: false },
    });
  });

  it('drops approve on pages that do not approve', () => {
    const f = roleFlags(
      { department: { view: true, approve: true }, leave: { view: true, approve: true } },
      allFeatures(true),
    );
    expect(f.department?.approve).toBe(false);
    expect(f.leave?.approve).toBe(true);
  });

  it('drops pages the role cannot view, pages of features that are off and unknown pages', () => {
    const f = roleFlags(
      {
        leave: { view: false, add: true },
        products: { view: true, add: true },
        nonsense: { view: true },
        holidays: { view: true },
      },
      { ...allFeatures(true), shop: false },
    );
    expect(f).toEqual({ holidays: { view: true, add: false, edit: false, delete: false, approve: false } });
  });

  it('produces flags the schema accepts', () => {
    const f = roleFlags({ leave: { view: true, add: true, approve: true } }, allFeatures(true));
    expect(ZPrivilegeFlags.parse(f)).toEqual(f);
  });
});
