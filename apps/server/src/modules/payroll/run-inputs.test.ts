import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countLeave } from '@staffdesk/core/leave';
import { Money } from '@staffdesk/core/money';
import { OT_STATUSES } from '@staffdesk/core/overtime-api';
import { createTestApp, platformOwner, type TTestContext } from '../../test/test-app.ts';
import * as leave from '../leave/leave-requests.repo.ts';
import * as ot from '../overtime/ot-requests.repo.ts';
import { attendanceInPeriod, leaveInPeriod, overtimeInPeriod, type TPeriod } from './run-inputs.repo.ts';

/**
 * What a run reads of a period (issue 14): one Phnom Penh employee in January and February 2031, with attendance,
 * overtime either side of a new OT setting, and unpaid leave across the month end.
 */
let t: TTestContext;
let tenantId: string;
let org: string;
let emp: string;
const JAN: Omit<TPeriod, 'tenantId' | 'organizationId'> = { from: '2031-01-01', to: '2031-01-31' };
const FEB: Omit<TPeriod, 'tenantId' | 'organizationId'> = { from: '2031-02-01', to: '2031-02-28' };
const period = (p: typeof JAN): TPeriod => ({ tenantId, organizationId: org, ...p });

beforeAll(async () => {
  t = await createTestApp();
  const owner = await platformOwner(t);
  const row = (
    await owner.query(
      `select e.tenant_id, e.organization_id, e.id from employees e join organizations o on o.id = e.organization_id
        where o.code = 'MTPP' and e.deleted_at is null order by e.employee_code limit 1`,
    )
  ).rows[0];
  await owner.end();
  [tenantId, org, emp] = [row.tenant_id, row.organization_id, row.id];

  await t.db.tenant(tenantId, async (db) => {
    // three days of January: two worked, one without a check-in
    await db.execute(sql`
      insert into attendance (tenant_id, employee_id, organization_id, shift_date, first_in, last_out, worked_minutes)
      values (${tenantId}, ${emp}, ${org}, '2031-01-06', '2031-01-06 01:00Z', '2031-01-06 10:00Z', 480),
             (${tenantId}, ${emp}, ${org}, '2031-01-07', '2031-01-07 01:00Z', '2031-01-07 09:30Z', 450),
             (${tenantId}, ${emp}, ${org}, '2031-01-08', null, null, 0)`);
    // from the 15th, the 150 % type pays 175 %
    await db.execute(sql`
      insert into ot_settings (tenant_id, organization_id, effective_from, rate150_percent)
      values (${tenantId}, ${org}, '2031-01-15', 175)`);
    for (const [otDate, minutes] of [
      ['2031-01-06', 60],
      ['2031-01-20', 90],
      ['2031-01-21', 30],
    ] as const) {
      const id = await ot.insertRequest(db, {
        tenantId,
        organizationId: org,
        employeeId: emp,
        otDate,
        fromTime: '17:00',
        toTime: '19:00',
        otType: 150,
        totalMinutes: minutes,
        remark: 'Stock count',
        source: 'admin',
        createdBy: null,
        createdByName: null,
      });
      await ot.decide(db, tenantId, id!, { status: OT_STATUSES.approved, by: null, name: 'HR', comment: null });
    }
    // a pending one is not paid
    await ot.insertRequest(db, {
      tenantId,
      organizationId: org,
      employeeId: emp,
      otDate: '2031-01-22',
      fromTime: '17:00',
      toTime: '18:00',
      otType: 200,
      totalMinutes: 60,
      remark: 'Not yet decided',
      source: 'self',
      createdBy: null,
      createdByName: null,
    });
  });
});
afterAll(async () => {
  await t?.close();
});

describe('payroll run inputs', () => {
  it('counts the days with a check-in and the minutes worked', async () => {
    const a = await t.db.tenant(tenantId, (db) => attendanceInPeriod(db, period(JAN)));
    expect(a.get(emp)).toEqual({ presentDays: 2, workedMinutes: 930 });
    expect((await t.db.tenant(tenantId, (db) => attendanceInPeriod(db, period(FEB)))).get(emp)).toBeUndefined();
  });

  it('pays approved overtime at the percentage in force on its day', async () => {
    const o = await t.db.tenant(tenantId, (db) => overtimeInPeriod(db, period(JAN)));
    const mine = o.get(emp)!;
    // the 6th before the new setting (the demo's 150 %), the 20th and 21st after it
    expect(mine).toEqual([
      { otType: 150, percent: '150', minutes: 60 },
      { otType: 150, percent: '175', minutes: 120 },
    ]);
  });

  it('splits approved unpaid leave across a month end by the days of each month, and together makes the whole', async () => {
    const { typeId, whole } = await t.db.tenant(tenantId, async (db) => {
      const type = (
        await db.execute<{ id: string }>(
          sql`select id from leave_types where tenant_id = ${tenantId} and not paid and deleted_at is null limit 1`,
        )
      ).rows[0]!;
      const plan = await leave.dayPlan(db, tenantId, emp, '2031-01-27', '2031-02-04');
      const counted = countLeave(
        plan,
        { countHolidays: false, countRestDays: false },
        { kind: 'half', startHalf: 2, endHalf: 2 },
        8,
      );
      const id = await leave.insertRequest(db, {
        tenantId,
        organizationId: org,
        employeeId: emp,
        leaveTypeId: type.id,
        reason: 'Family',
        fromDate: '2031-01-27',
        toDate: '2031-02-04',
        part: 'half',
        startHalf: 2,
        endHalf: 2,
        hours: null,
        days: counted.days,
        source: 'admin',
        createdBy: null,
        createdByName: null,
        attachment: null,
      });
      await db.execute(sql`update leave_requests set status = 2 where tenant_id = ${tenantId} and id = ${id}`);
      return { typeId: type.id, whole: counted.days };
    });
    expect(typeId).toBeTruthy();
    const jan = (await t.db.tenant(tenantId, (db) => leaveInPeriod(db, period(JAN)))).get(emp)!;
    const feb = (await t.db.tenant(tenantId, (db) => leaveInPeriod(db, period(FEB)))).get(emp)!;
    expect(jan.paidDays).toBe('0');
    expect(new Money(jan.unpaidDays).gt(0)).toBe(true);
    expect(new Money(feb.unpaidDays).gt(0)).toBe(true);
    // the half day of the 27th stays in January; February's days are whole
    expect(new Money(jan.unpaidDays).plus(feb.unpaidDays).toFixed()).toBe(new Money(whole).toFixed());
    expect(new Money(jan.unpaidDays).mod(1).toFixed()).toBe('0.5');
  });
});
