import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TTestContext } from '../../test/test-app.ts';

/** The payroll calculator's contract (issue 14): one employee-month, amounts as decimal strings, saved nowhere. */
let t: TTestContext;
let hr: string;
let emp: string;
let sub: string;

beforeAll(async () => {
  t = await createTestApp();
  hr = await loginAs(t.app, 'hr@demo.test', 'demo');
  emp = await loginAs(t.app, 'emp@demo.test', 'demo');
  sub = await loginAs(t.app, 'sub@demo.test', 'demo');
});
afterAll(async () => {
  await t?.close();
});

const calc = (payload: object, cookie = hr) =>
  t.app.inject({ method: 'POST', url: '/api/v1/payroll/calculator', headers: { cookie }, payload });

describe('the payroll calculator', () => {
  it("computes a Malaysian month: LHDN's Exhibit 5 January (category 3, three children, RM5,500)", async () => {
    const res = await calc({ pack: 'MY', month: '2026-01', wage: '5500.00', category: 3, children: 3, age: 35 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      employee: { epf: '605.00', socso: '27.25', eis: '10.90', pcb: '110.00' },
      employer: { epf: '660.00', socso: '95.35', eis: '10.90' }, // 12 % above RM5,000
      net: '4746.85',
    });
  });

  it('takes a bonus into EPF and PCB but not SOCSO, and spares a 60-year-old SOCSO’s first category and EIS', async () => {
    const bonus = await calc({ pack: 'MY', month: '2026-04', wage: '4000', bonus: '2000' });
    // EPF: the employee's 11 % of 6,000 by the schedule, the employer's 13 % of the whole (the bonus rule)
    expect(bonus.json().employee).toMatchObject({ epf: '660.00', socso: '19.75' });
    expect(bonus.json().employer).toMatchObject({ epf: '780.00', socso: '69.15' });
    const older = await calc({ pack: 'MY', month: '2026-04', wage: '4000', age: 61 });
    expect(older.json().employee).toMatchObject({ epf: '0.00', socso: '0.00', eis: '0.00' });
    expect(older.json().employer).toMatchObject({ epf: '160.00', socso: '49.40', eis: '0.00' });
  });

  it('computes a Cambodian month in KHR, and a USD salary at the month’s rate with the net in USD', async () => {
    const khr = await calc({ pack: 'KH', month: '2026-11', wage: '4100000' });
    expect(khr.json()).toEqual({
      employee: { tax: '235000', pension: '24000' },
      employer: { orc: '9600', health: '31200', pension: '24000' },
      taxBase: '4100000',
      net: '3841000.00',
    });
    const usd = await calc({
      pack: 'KH',
      month: '2026-11',
      wage: '1000.00',
      currency: 'USD',
      exchangeRate: '4100',
      dependants: 2,
      pensionDeductible: true,
    });
    // base 4,100,000 − 24,000 pension − 300,000 for two dependants = 3,776,000 → 202,600; (202,600 + 24,000) / 4,100
    expect(usd.json()).toMatchObject({ employee: { tax: '202600', pension: '24000' }, taxBase: '3776000' });
    expect(usd.json().net).toBe('944.73');
  });

  it('names the wrong field, and refuses a month no rules cover', async () => {
    const bad = await calc({ pack: 'MY', month: '2026-13', wage: '12,5', category: 4 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ month: 'invalidDate', wage: 'invalidNumber', category: 'invalidOption' });
    expect((await calc({ pack: 'KH', month: '2026-11', wage: '1000', currency: 'USD' })).json().fields).toEqual({
      exchangeRate: 'required',
    });
    expect((await calc({ pack: 'KH', month: '2017-12', wage: '1000' })).json().fields).toEqual({
      month: 'invalidDate',
    });
    expect((await calc({ pack: 'MY', month: '2026-01', wage: 5500 })).json().fields).toEqual({
      wage: 'invalidNumber',
    });
  });

  it('is for HR and the payroll privilege only', async () => {
    expect((await calc({ pack: 'MY', month: '2026-01', wage: '5500' }, emp)).statusCode).toBe(403);
    expect((await calc({ pack: 'MY', month: '2026-01', wage: '5500' }, sub)).statusCode).toBe(403);
  });
});
