import { sql } from 'drizzle-orm';
import { addDays } from '@staffdesk/core/dates';
import * as E from '@staffdesk/core/resources/employee-records';
import { resourceSchema } from '@staffdesk/core/resources/resource-schema';
import type { TResource } from '@staffdesk/core/resources/resource-types';
import { todayIn } from '@staffdesk/core/time-zones';
import type { TDb } from '../platform/db/db.ts';
import { applyPromotion } from '../modules/employees/promotions.ts';
import { insertRecords } from '../modules/resources/resources.repo.ts';

type TActor = { id: string; type: string; name: string };

const CHILDREN = ['Dara', 'Sophea', 'Visal', 'Bora', 'Nita'];
const SPOUSES = ['Chenda', 'Vuthy', 'Kanha', 'Sambath', 'Leakhena'];

/**
 * The demo staff's profile tabs (issue 11): dependants for the married, an ID card and a contract each (a few
 * expiring within the month, one already expired, for the dashboard), assets, points and notes.
 */
export async function seedDemoEmployeeRecords(db: TDb, tenantId: string, actor: TActor) {
  const q = async <T>(query: ReturnType<typeof sql>) => (await db.execute<T & Record<string, unknown>>(query)).rows;
  const people = await q<{ id: string; first_name: string; marital_status: string | null; department: string | null }>(
    sql`select e.id, e.first_name, e.marital_status, d.name as department from employees e
          left join departments d on d.tenant_id = e.tenant_id and d.id = e.department_id
         where e.tenant_id = ${tenantId} and e.deleted_at is null order by e.employee_code`,
  );
  const byName = async (table: string, column: string) => {
    const rows = await q<{ id: string; label: string }>(
      sql`select id, ${sql.identifier(column)} as label from ${sql.identifier(table)} where tenant_id = ${tenantId}`,
    );
    return (label: string) => rows.find((r) => r.label === label)?.id ?? null;
  };
  const docType = await byName('document_types', 'name');
  const assetType = await byName('asset_types', 'name');
  const reason = await byName('point_reasons', 'reason');
  const noteCode = await byName('note_codes', 'code');
  const today = todayIn('Asia/Phnom_Penh');
  const year = Number(today.slice(0, 4));

  const rows = new Map<TResource, Record<string, unknown>[]>();
  const add = (r: TResource, employeeId: string, values: Record<string, unknown>) => {
    const parsed = resourceSchema(r).parse(values) as Record<string, unknown>;
    rows.set(r, [...(rows.get(r) ?? []), { ...parsed, employeeId }]);
  };

  for (const [i, p] of people.entries()) {
    if (p.marital_status === 'married') {
      add(E.DEPENDANT, p.id, {
        name: SPOUSES[i % SPOUSES.length],
        relation: 'spouse',
        dateOfBirth: `${1982 + (i % 9)}-03-1${i % 9}`,
      });
      add(E.DEPENDANT, p.id, {
        name: CHILDREN[i % CHILDREN.length],
        relation: 'child',
        dateOfBirth: `${2012 + (i % 10)}-0${1 + (i % 9)}-15`,
      });
    } else if (i % 4 === 1) {
      add(E.DEPENDANT, p.id, {
        name: 'Sok Vanna',
        relation: 'mother',
        dateOfBirth: `${1958 + (i % 8)}-07-02`,
        mobile: '+855 12 880 214',
      });
    }
    // an ID card for everyone: every 6th expires within the month, one already has
    const expiry =
      i === 4 ? addDays(today, -12) : i % 6 === 2 ? addDays(today, 5 + i) : `${year + 2 + (i % 4)}-0${1 + (i % 9)}-20`;
    add(E.EMPLOYEE_DOCUMENT, p.id, {
      documentTypeId: docType('National ID card'),
      number: `0${String(10_234_567 + i * 7_919).slice(0, 8)}`,
      issueDate: `${year - 8 + (i % 5)}-0${1 + (i % 9)}-20`,
      expiryDate: expiry,
    });
    add(E.EMPLOYEE_DOCUMENT, p.id, {
      documentTypeId: docType('Employment contract'),
      number: `MT-${year - 1}-${String(100 + i)}`,
      issueDate: `${year - 1}-01-02`,
      expiryDate: i % 9 === 3 ? addDays(today, 20) : `${year + 1}-12-31`,
    });
    const office = ['Finance', 'Information Technology', 'Human Resources'].includes(p.department ?? '');
    add(E.EMPLOYEE_ASSET, p.id, {
      name: office ? 'Dell Latitude 5440' : 'Staff uniform (2 sets)',
      assetTypeId: assetType(office ? 'Laptop' : 'Uniform'),
      serialNumber: office ? `DL5440-${String(38_100 + i * 17)}` : null,
      issuedDate: `${year - 1}-0${1 + (i % 9)}-05`,
      condition: i % 11 === 7 ? 'fair' : 'good',
    });
    if (i % 5 === 0)
      add(E.EMPLOYEE_ASSET, p.id, {
        name: 'Samsung Galaxy A35',
        assetTypeId: assetType('Mobile phone'),
        serialNumber: `R58W${String(40_000 + i * 31)}`,
        issuedDate: `${year}-02-01`,
        returnedDate: i % 10 === 0 ? `${year}-08-30` : null,
        condition: i % 10 === 0 ? 'damaged' : 'good',
      });
    add(E.EMPLOYEE_POINT, p.id, {
      date: `${today.slice(0, 8)}01`,
      pointReasonId: reason('Perfect attendance (month)'),
      points: 50,
    });
    if (i % 3 === 0)
      add(E.EMPLOYEE_POINT, p.id, {
        date: addDays(today, -9),
        pointReasonId: reason('Customer compliment'),
        points: 20,
      });
    if (i % 7 === 4)
      add(E.EMPLOYEE_POINT, p.id, {
        date: addDays(today, -3),
        pointReasonId: reason('Late without notice'),
        points: -10,
        remark: 'Traffic on Monivong Blvd',
      });
    if (i % 4 === 0)
      add(E.EMPLOYEE_NOTE, p.id, {
        title: i % 8 === 0 ? 'Annual review' : 'Salary advance agreed',
        date: addDays(today, -20 - i),
        noteCodeId: noteCode(i % 8 === 0 ? 'INFO' : 'ADV'),
        note: i % 8 === 0 ? 'Met expectations; agreed goals for next year.' : 'USD 100, repaid over two payrolls.',
      });
  }
  for (const [r, list] of rows) await insertRecords(db, r, tenantId, list, actor);

  // promotions: a few raises last July (applied: the salary history), one transfer due next month
  const salaries = await q<{ id: string; basic_salary: string | null; position: string | null }>(
    sql`select id, basic_salary::text, position from employees where tenant_id = ${tenantId} and deleted_at is null
         order by employee_code`,
  );
  const past = salaries.filter((_, i) => i % 6 === 1);
  const parse = (v: Record<string, unknown>) =>
    resourceSchema(E.EMPLOYEE_PROMOTION).parse(v) as Record<string, unknown>;
  const applied = await insertRecords(
    db,
    E.EMPLOYEE_PROMOTION,
    tenantId,
    past.map((e) => ({
      ...parse({
        effectiveDate: `${year - 1}-07-01`,
        basicSalary: (Number(e.basic_salary ?? 500) * 1.08).toFixed(2),
        note: 'Annual review',
      }),
      employeeId: e.id,
    })),
    actor,
  );
  for (const id of applied) await applyPromotion(db, tenantId, id, actor);
  const next = salaries[2];
  if (next)
    await insertRecords(
      db,
      E.EMPLOYEE_PROMOTION,
      tenantId,
      [
        {
          ...parse({
            effectiveDate: addDays(today, 35),
            position: `Senior ${next.position ?? 'Officer'}`.slice(0, 100),
          }),
          employeeId: next.id,
        },
      ],
      actor,
    );
}
