import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TTestContext } from '../../test/test-app.ts';

/**
 * Payroll set-up (issue 14) through the declared resources: tax tables checked row by row, pay codes whose fields
 * follow their calculation, exchange rates per month and pair, notice periods by service, and who may see them.
 */
let t: TTestContext;
let hr: string;
let finance: string;
let emp: string;
let orgs: Record<string, string>;

const call = (cookie: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({ method, url: `/api/v1/resources${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
const khRows = (base2 = '25000') => [
  { min: '0', max: '1500000', rate: '0', base: '0' },
  { min: '1500001', max: '2000000', rate: '5', base: '0' },
  { min: '2000001', max: '8500000', rate: '10', base: base2 },
  { min: '8500001', max: null, rate: '20', base: '675000' },
];
const taxTable = (more: Record<string, unknown> = {}) => ({
  name: 'Test table',
  organizationId: orgs.MTPP,
  period: 'monthly',
  effectiveFrom: '2030-01-01',
  brackets: khRows(),
  ...more,
});

beforeAll(async () => {
  t = await createTestApp();
  hr = await loginAs(t.app, 'hr@demo.test', 'demo');
  finance = await loginAs(t.app, 'finance@demo.test', 'demo');
  emp = await loginAs(t.app, 'emp@demo.test', 'demo');
  const list = (await call(hr, 'GET', '/organization?pageSize=50')).json().rows as { id: string; code: string }[];
  orgs = Object.fromEntries(list.map((o) => [o.code, o.id]));
});
afterAll(async () => {
  await t?.close();
});

describe('tax tables', () => {
  it('keeps a sound table and answers its rows as sent', async () => {
    const res = await call(hr, 'POST', '/taxTable', taxTable());
    expect(res.statusCode).toBe(201);
    const read = await call(hr, 'GET', `/taxTable/${res.json().id}`);
    expect(read.json().brackets).toEqual(khRows());
  });

  it('names the row and figure that is wrong: a base that is not the tax below, a gap, an open row in the middle', async () => {
    const base = await call(hr, 'POST', '/taxTable', taxTable({ name: 'Wrong base', brackets: khRows('24000') }));
    expect(base.statusCode).toBe(400);
    expect(base.json().fields).toEqual({ 'brackets.2.base': 'bracketBase' });

    const rows = khRows();
    rows[2] = { ...rows[2]!, min: '2100000' };
    const gap = await call(hr, 'POST', '/taxTable', taxTable({ name: 'Gap', brackets: rows }));
    expect(gap.json().fields).toEqual({ 'brackets.2.min': 'bracketGap' });

    const open = khRows();
    open[1] = { ...open[1]!, max: null };
    const middle = await call(hr, 'POST', '/taxTable', taxTable({ name: 'Open', brackets: open }));
    expect(middle.json().fields).toEqual({ 'brackets.1.max': 'bracketOpenEnd' });

    const empty = await call(hr, 'POST', '/taxTable', taxTable({ name: 'Empty', brackets: [] }));
    expect(empty.json().fields).toEqual({ brackets: 'required' });
    const junk = await call(
      hr,
      'POST',
      '/taxTable',
      taxTable({ name: 'Junk', brackets: [{ min: 'x', max: 1, rate: '101', base: '-1' }] }),
    );
    expect(junk.statusCode).toBe(400);
    expect(junk.json().fields).toMatchObject({ 'brackets.0.min': 'invalidNumber', 'brackets.0.rate': 'tooLarge' });
    const notList = await call(hr, 'POST', '/taxTable', taxTable({ name: 'Not a list', brackets: 'rows' }));
    expect(notList.json().fields).toEqual({ brackets: 'invalidOption' });
  });

  it('allows one table of a name per organization and day', async () => {
    const first = await call(hr, 'POST', '/taxTable', taxTable({ name: 'Twice', effectiveFrom: '2031-01-01' }));
    expect(first.statusCode).toBe(201);
    const again = await call(hr, 'POST', '/taxTable', taxTable({ name: 'twice', effectiveFrom: '2031-01-01' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().fields).toEqual({ name: 'duplicate' });
    // a later version, and the same name in another organization
    expect(
      (await call(hr, 'POST', '/taxTable', taxTable({ name: 'Twice', effectiveFrom: '2032-01-01' }))).statusCode,
    ).toBe(201);
    expect(
      (
        await call(
          hr,
          'POST',
          '/taxTable',
          taxTable({ name: 'Twice', effectiveFrom: '2031-01-01', organizationId: orgs.MYKL }),
        )
      ).statusCode,
    ).toBe(201);
  });

  it("shows a sub admin only their organizations' tables, and refuses the others", async () => {
    const all = (await call(hr, 'GET', '/taxTable?pageSize=50')).json().rows as {
      id: string;
      organizationId: string;
    }[];
    const kl = all.filter((r) => r.organizationId === orgs.MYKL);
    expect(kl.length).toBeGreaterThan(0);
    const mine = (await call(finance, 'GET', '/taxTable?pageSize=50')).json().rows as { organizationId: string }[];
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((r) => r.organizationId === orgs.MTPP)).toBe(true);
    expect((await call(finance, 'GET', `/taxTable/${kl[0]!.id}`)).statusCode).toBe(404);
    const outside = await call(finance, 'POST', '/taxTable', taxTable({ name: 'Outside', organizationId: orgs.MYKL }));
    // an organization outside their scope is no choice of theirs, as if it did not exist
    expect(outside.statusCode).toBe(400);
    expect(outside.json().fields).toEqual({ organizationId: 'invalidReference' });
    expect((await call(emp, 'GET', '/taxTable')).statusCode).toBe(403);
  });
});

describe('pay codes', () => {
  const payCode = (more: Record<string, unknown>) => ({
    code: `T${Math.random().toString(36).slice(2, 8)}`,
    name: 'Test',
    ...more,
  });

  it('asks for the figures of its calculation only', async () => {
    const fixed = await call(hr, 'POST', '/payCode', payCode({ calculation: 'fixed' }));
    expect(fixed.json().fields).toEqual({ amount: 'required' });
    const pct = await call(hr, 'POST', '/payCode', payCode({ calculation: 'percentage', amount: '5' }));
    expect(pct.json().fields).toEqual({ percentage: 'required' });
    const units = await call(
      hr,
      'POST',
      '/payCode',
      payCode({ calculation: 'units', unit: 'hours', multiplier: '1.5' }),
    );
    expect(units.statusCode).toBe(201);
    // an empty rate is the employee's own; the multiplier keeps four decimals
    const read = await call(hr, 'GET', `/payCode/${units.json().id}`);
    expect(read.json()).toMatchObject({ rate: null, multiplier: '1.5000', calculation: 'units', kind: 'earning' });
  });

  it('keeps nothing its calculation and kind hide: no fixed amount on a percentage, no "taxable" deduction', async () => {
    const res = await call(
      hr,
      'POST',
      '/payCode',
      payCode({
        kind: 'deduction',
        calculation: 'percentage',
        percentage: '2.5',
        amount: '99',
        taxable: true,
        epfWage: true,
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      amount: null,
      percentage: '2.5000',
      taxable: false,
      epfWage: false,
      unit: null,
    });
  });

  it('refuses a maximum below the minimum, and a second code of the same text', async () => {
    const res = await call(hr, 'POST', '/payCode', payCode({ amount: '10', minAmount: '20', maxAmount: '5' }));
    expect(res.json().fields).toEqual({ maxAmount: 'belowOther' });
    const dup = await call(hr, 'POST', '/payCode', payCode({ code: 'basic', amount: '1' }));
    expect(dup.statusCode).toBe(409);
  });

  it('is read by a sub admin with the pay codes page and changed only by those who may', async () => {
    expect((await call(finance, 'GET', '/payCode')).statusCode).toBe(200);
    expect((await call(finance, 'POST', '/payCode', payCode({ amount: '1' }))).statusCode).toBe(403);
  });
});

describe('exchange rates and notice periods', () => {
  it('keeps a rate to six decimals, one per month and pair, and refuses a month that is not one', async () => {
    const res = await call(hr, 'POST', '/exchangeRate', {
      month: '2040-02',
      fromCurrency: 'USD',
      toCurrency: 'MYR',
      rate: '4.123456',
    });
    expect(res.statusCode).toBe(201);
    expect((await call(hr, 'GET', `/exchangeRate/${res.json().id}`)).json().rate).toBe('4.123456');
    const again = await call(hr, 'POST', '/exchangeRate', {
      month: '2040-02',
      fromCurrency: 'USD',
      toCurrency: 'MYR',
      rate: '4.2',
    });
    expect(again.statusCode).toBe(409);
    expect(
      (
        await call(hr, 'POST', '/exchangeRate', {
          month: '2040-02',
          fromCurrency: 'USD',
          toCurrency: 'KHR',
          rate: '4100',
        })
      ).statusCode,
    ).toBe(201);
    const bad = await call(hr, 'POST', '/exchangeRate', { month: '2040-13', rate: '1.1234567' });
    expect(bad.json().fields).toEqual({ month: 'invalidDate', rate: 'invalidNumber' });
  });

  it('takes one period per service start for all organizations, and an end not before its start', async () => {
    const dup = await call(hr, 'POST', '/noticePeriod', { serviceFromMonths: 6, noticeDays: 10 });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().fields).toEqual({ serviceFromMonths: 'duplicate' });
    const order = await call(hr, 'POST', '/noticePeriod', {
      serviceFromMonths: 300,
      serviceToMonths: 200,
      noticeDays: 10,
    });
    expect(order.json().fields).toEqual({ serviceToMonths: 'belowOther' });
  });
});
