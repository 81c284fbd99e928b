import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TRun } from '@staffdesk/core/payroll-api';
import { commitImportOf, uploadImport } from '../../test/multipart.ts';
import type { TTestContext } from '../../test/test-app.ts';
import { payrollFixture } from './run-fixtures.ts';
import { previousOf } from './run-process.repo.ts';

/**
 * Payslips of an earlier system (`/payroll_line_entry/import_payslip_data`, issue 14, decision 0035): each
 * organization's month a closed run of its own, counted by PCB as this year's earlier months.
 */
let f: Awaited<ReturnType<typeof payrollFixture>>;
let t: TTestContext;
let hr: string;
let sub: string;
let tenantId: string;
const people: Record<'kl' | 'kl2' | 'pp', { id: string; code: string }> = {} as never;

const HEADER =
  'Employee ID,Month,Gross Pay,Taxable Pay,EPF,SOCSO,EIS,PCB,Tax on Salary,NSSF Pension,Other Deductions,EPF Employer,SOCSO Employer,EIS Employer,Net Pay';
const upload = (lines: string[], cookie = hr) => uploadImport(t.app, 'payslips', cookie, [HEADER, ...lines]);

beforeAll(async () => {
  f = await payrollFixture(['hr', 'sub']);
  ({ t, hr, tenantId } = f);
  sub = f.cookies.sub!;
  const of = async (org: string) =>
    (
      await t.db.tenant(tenantId, (db) =>
        db.execute<{ id: string; code: string }>(sql`
          select id, employee_code as code from employees
           where tenant_id = ${tenantId} and organization_id = ${f.orgs[org]!} and deleted_at is null
           order by employee_code limit 2`),
      )
    ).rows;
  [people.kl, people.kl2] = (await of('MYKL')) as [{ id: string; code: string }, { id: string; code: string }];
  [people.pp] = (await of('MTPP')) as [{ id: string; code: string }];
});
afterAll(async () => {
  await t?.close();
});

describe('the payslip import', () => {
  it('checks every row: the employee, the month, the pack’s amounts, the net pay', async () => {
    await f.opened('MYKL', '2025-02');
    const bad = await upload([
      `NOPE,01-2025,100,,,,,,,,,,,,`,
      `${people.kl.code},02-2025,5000,,550,,,,,,,,,,`,
      `${people.kl.code},12-2099,5000,,,,,,,,,,,,`,
      `${people.pp.code},01-2025,1000,,50,,,,,,,,,,`,
      `${people.kl2.code},01-2025,5000,,550,24.75,9.90,100,,,,,,,4000`,
      `${people.kl2.code},1-2025,x,,,,,,,,,,,,`,
    ]);
    expect(bad.statusCode, bad.body).toBe(200);
    const codes = bad
      .json()
      .errors.map((e: { row: number; column: string; code: string }) => `${e.row}:${e.column}:${e.code}`);
    expect(codes).toEqual(
      expect.arrayContaining([
        '2:employeeCode:unknownEmployee',
        '3:month:payrollRunExists',
        '4:month:futureMonth',
        '5:epf:notThisPack',
        '6:net:netMismatch',
        '7:gross:invalidAmount',
      ]),
    );
    // the sub admin has no payroll process page
    expect((await upload([], sub)).statusCode).toBe(403);
  });

  it('makes each organization’s month a closed run of imported payslips that PCB counts', async () => {
    const good = await upload([
      `${people.kl.code},01-2025,"5,500.00",5500,605,27.25,10.90,110,,,,660,95.35,10.90,4746.85`,
      `${people.kl2.code},01-2025,3000,,330,14.75,5.90,,,,100,390,51.65,5.90,2549.35`,
      `${people.pp.code},01-2025,1000,,,,,,21.95,5.85,,,,,972.20`,
    ]);
    expect(good.json(), good.body).toMatchObject({ total: 3, valid: 3, errorCount: 0 });
    const c = await commitImportOf(t.app, 'payslips', hr, good.json().id);
    expect(c.statusCode, c.body).toBe(202);
    await t.app.services.jobs.drain();

    const closed = (await f.call(hr, 'GET', '/payroll/runs?list=closed')).json() as TRun[];
    const imported = closed.filter((r) => r.source === 'import' && r.periodFrom === '2025-01-01');
    expect(imported).toHaveLength(2);
    const kl = imported.find((r) => r.organizationId === f.orgs.MYKL)!;
    expect(kl).toMatchObject({ status: 'closed', employees: 2, gross: '8500.00', net: '7296.20', employer: '1213.80' });
    const pp = imported.find((r) => r.organizationId === f.orgs.MTPP)!;
    expect(pp).toMatchObject({ employees: 1, net: '972.20', currency: 'USD' });

    // the payslip: its lines by the pack's codes
    const lines = await t.db.tenant(tenantId, (db) =>
      db.execute<{ code: string; kind: string; amount: string }>(sql`
        select l.code, l.kind, l.amount::text as amount from payslip_lines l
          join payslips p on p.tenant_id = l.tenant_id and p.id = l.payslip_id
         where l.tenant_id = ${tenantId} and p.run_id = ${kl.id} and p.employee_id = ${people.kl2.id}
         order by l.position`),
    );
    expect(lines.rows.map((l) => `${l.code}:${l.kind}:${l.amount}`)).toEqual([
      'IMPORTED_GROSS:earning:3000.00',
      'EPF:deduction:330.00',
      'SOCSO:deduction:14.75',
      'EIS:deduction:5.90',
      'IMPORTED_OTHER:deduction:100.00',
      'EPF_ER:employerContribution:390.00',
      'SOCSO_ER:employerContribution:51.65',
      'EIS_ER:employerContribution:5.90',
    ]);

    // what PCB takes as this year's earlier months
    const previous = await t.db.tenant(tenantId, (db) =>
      previousOf(db, tenantId, [people.kl.id], '2025-01-01', '2025-03-01'),
    );
    expect(previous.get(people.kl.id)).toMatchObject({ taxable: '5500.00', epf: '605.00', pcb: '110.00' });

    // closed: refused any change, and the month cannot be imported again
    await expect(
      t.db.tenant(tenantId, (db) => db.execute(sql`update payroll_runs set net = 0 where id = ${kl.id}`)),
    ).rejects.toThrow();
    const again = await upload([`${people.kl.code},01-2025,5500,,605,27.25,10.90,110,,,,660,95.35,10.90,`]);
    expect(again.json().errors.map((e: { code: string }) => e.code)).toEqual(['payrollRunExists']);
  });
});
