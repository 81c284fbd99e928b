import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLATFORM_PACKS } from './packs.ts';
import { createTestApp, loginAs, platformOwner, type TTestContext } from '../../test/test-app.ts';

/**
 * The statutory settings (issue 14, decision 0034): a tenant's own versions of the packs' figures, merged over the
 * platform's by their day, used by the calculator (and the run, by the same `packsOf`), audited, its own only.
 */
let t: TTestContext;
let owner: pg.Client;
let hr: string;
let emp: string;
let acme: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await platformOwner(t);
  hr = await loginAs(t.app, 'hr@demo.test', 'demo');
  emp = await loginAs(t.app, 'emp@demo.test', 'demo');
  acme = await loginAs(t.app, 'hr@acme.test', 'acme');
});
afterAll(async () => {
  await owner?.end();
  await t?.close();
});

const call = (cookie: string, method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: { cookie }, payload });
const calc = (cookie: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/v1/payroll/calculator', headers: { cookie }, payload });

/** The platform's EPF version in force now, with Part A's employee rate changed. */
const epfWith = (employeeRate: string) => {
  const { from: _f, source: _s, unconfirmed: _u, ...data } = PLATFORM_PACKS.MY.epf.at(-1)!;
  return { ...data, parts: { ...data.parts, A: { ...data.parts.A!, employeeRate } } };
};

describe('statutory settings', () => {
  it('lists the platform’s versions newest first, each with its source and whether it is confirmed', async () => {
    const res = await call(hr, 'GET', '/payroll/statutory/epf');
    expect(res.statusCode, res.body).toBe(200);
    const { versions } = res.json();
    expect(versions.map((v: { from: string }) => v.from)).toEqual(['2025-10-01', '2022-01-01']);
    expect(versions[0]).toMatchObject({ origin: 'platform', unconfirmed: true, replacesPlatform: false });
    expect(versions[0].data.parts.A.employeeRate).toBe('11');
    expect(versions[0].source).toContain('Part F');
  });

  it('computes with a tenant’s own version from its day on, audits it, and keeps it from other tenants', async () => {
    const before = await calc(hr, { pack: 'MY', month: '2026-03', wage: '5000' });
    expect(before.json().employee.epf).toBe('550.00');

    const saved = await call(hr, 'PUT', '/payroll/statutory/epf', {
      from: '2026-02-01',
      source: 'Employee share 9 % by the board’s resolution',
      data: epfWith('9'),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ from: '2026-02-01', origin: 'tenant', replacesPlatform: false });
    expect(saved.json().updatedByName).toEqual(expect.any(String));

    expect((await calc(hr, { pack: 'MY', month: '2026-03', wage: '5000' })).json().employee.epf).toBe('450.00');
    // the month before its day keeps the platform's
    expect((await calc(hr, { pack: 'MY', month: '2026-01', wage: '5000' })).json().employee.epf).toBe('550.00');
    // another tenant computes and lists the platform's
    expect((await calc(acme, { pack: 'MY', month: '2026-03', wage: '5000' })).json().employee.epf).toBe('550.00');
    const theirs = (await call(acme, 'GET', '/payroll/statutory/epf')).json().versions;
    expect(theirs.map((v: { origin: string }) => v.origin)).toEqual(['platform', 'platform']);
    const id = saved.json().id;
    expect(id).toEqual(expect.any(String));
    expect((await call(acme, 'DELETE', `/payroll/statutory/epf/${id}`)).statusCode).toBe(404);
    // the id of another scheme's version names nothing here
    expect((await call(hr, 'DELETE', `/payroll/statutory/socso/${id}`)).statusCode).toBe(404);

    // saved again: an update of the same version
    const again = await call(hr, 'PUT', '/payroll/statutory/epf', {
      from: '2026-02-01',
      source: 'Employee share 8 %',
      data: epfWith('8'),
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().id).toBe(id);
    expect((await calc(hr, { pack: 'MY', month: '2026-03', wage: '5000' })).json().employee.epf).toBe('400.00');
    const log = await owner.query(
      `select action, before, after from audit_log where entity = 'statutory' and entity_id = 'epf:2026-02-01'
        order by at`,
    );
    expect(log.rows.map((r) => r.action)).toEqual(['statutory.create', 'statutory.update']);
    expect(log.rows[1].before.data.parts.A.employeeRate).toBe('9');
    expect(log.rows[1].after.data.parts.A.employeeRate).toBe('8');

    // removed: the platform's again
    expect((await call(hr, 'DELETE', `/payroll/statutory/epf/${id}`)).statusCode).toBe(204);
    expect((await calc(hr, { pack: 'MY', month: '2026-03', wage: '5000' })).json().employee.epf).toBe('550.00');
    expect((await call(hr, 'DELETE', `/payroll/statutory/epf/${id}`)).statusCode).toBe(404);
    expect((await call(hr, 'DELETE', '/payroll/statutory/epf/2026-02-01')).statusCode).toBe(404);
  });

  it('replaces the platform’s version of the same day, and brings it back when removed', async () => {
    const { from: _f, source: _s, unconfirmed: _u, ...pcb } = PLATFORM_PACKS.MY.pcb.at(-1)!;
    const res = await call(hr, 'PUT', '/payroll/statutory/pcb', {
      from: '2025-01-01',
      source: 'PCB minimum RM20 (tenant policy)',
      data: { ...pcb, minimum: '20' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const list = (await call(hr, 'GET', '/payroll/statutory/pcb')).json().versions;
    expect(list[0]).toMatchObject({ from: '2025-01-01', origin: 'tenant', replacesPlatform: true, unconfirmed: false });
    expect(list[0].data.minimum).toBe('20');
    expect(list).toHaveLength(PLATFORM_PACKS.MY.pcb.length);
    expect((await call(hr, 'DELETE', `/payroll/statutory/pcb/${list[0].id}`)).statusCode).toBe(204);
    const back = (await call(hr, 'GET', '/payroll/statutory/pcb')).json().versions;
    expect(back[0]).toMatchObject({ origin: 'platform', unconfirmed: true });
    expect(back[0].data.minimum).toBe('10');
  });

  it('names each wrong figure, refuses a wrong day and knows no other scheme', async () => {
    const { from: _f, source: _s, ...socso } = PLATFORM_PACKS.MY.socso[0]!;
    const rows = socso.rows.map((r) => ({ ...r }));
    rows[3] = { ...rows[3]!, upTo: '10' };
    const order = await call(hr, 'PUT', '/payroll/statutory/socso', {
      from: '2026-01-01',
      source: 'x',
      data: { rows },
    });
    expect(order.statusCode).toBe(400);
    expect(order.json().fields).toEqual({ 'data.rows.3.upTo': 'notRising' });

    rows[3] = { ...socso.rows[3]!, employee: 'abc' };
    const figure = await call(hr, 'PUT', '/payroll/statutory/socso', {
      from: '2026-01-01',
      source: '',
      data: { rows },
    });
    expect(figure.json().fields).toEqual({ source: 'required', 'data.rows.3.employee': 'invalidNumber' });

    const day = await call(hr, 'PUT', '/payroll/statutory/socso', { from: '2026-02-30', source: 'x', data: socso });
    expect(day.statusCode).toBe(400);
    expect(day.json().fields).toEqual({ from: 'invalidDate' });
    expect((await call(hr, 'GET', '/payroll/statutory/zakat')).statusCode).toBe(404);

    const kh = PLATFORM_PACKS.KH.versions.at(-1)!;
    const { from: _kf, source: _ks, unconfirmed: _ku, ...khData } = kh;
    const brackets = khData.brackets.map((b) => ({ ...b }));
    brackets[2] = { ...brackets[2]!, base: '1' };
    const base = await call(hr, 'PUT', '/payroll/statutory/kh', {
      from: '2026-01-01',
      source: 'x',
      data: { ...khData, brackets },
    });
    expect(base.json().fields).toEqual({ 'data.brackets.2.base': 'bracketBase' });
    // nothing was written by the refusals
    const written = await owner.query(`select count(*)::int as n from statutory_versions`);
    expect(written.rows[0].n).toBe(0);
  });

  it('is for HR and those given the page: an employee is refused', async () => {
    expect((await call(emp, 'GET', '/payroll/statutory/epf')).statusCode).toBe(403);
    expect(
      (
        await call(emp, 'PUT', '/payroll/statutory/epf', {
          from: '2026-01-01',
          source: 'x',
          data: {},
        })
      ).statusCode,
    ).toBe(403);
  });
});
