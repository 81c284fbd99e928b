import { sql } from 'drizzle-orm';
import { definitionProblems, type TReportDefinition, ZReportDefinition } from '@staffdesk/core/custom-reports-api';
import type { TDb } from '../platform/db/db.ts';
import { insertReport } from '../modules/reports/custom-reports.repo.ts';

const REPORTS: { name: string; description: string; shareWith?: string; definition: object }[] = [
  {
    name: 'Overtime hours by department and month',
    description: 'Approved and pending overtime of this year, in hours.',
    shareWith: 'Finance HR',
    definition: {
      source: 'overtime',
      filters: [
        { column: 'date', op: 'period', value: 'thisYear' },
        { column: 'status', op: 'in', values: ['approved', 'pending'] },
      ],
      groups: [{ column: 'date', by: 'month' }, { column: 'department' }],
      measures: [{ fn: 'sum', column: 'hours' }],
      chart: 'bar',
    },
  },
  {
    name: 'Headcount by organization and gender',
    description: 'Active employees today.',
    definition: {
      source: 'employees',
      filters: [{ column: 'status', op: 'in', values: ['active'] }],
      groups: [{ column: 'organization' }, { column: 'gender' }],
      measures: [{ fn: 'count' }, { fn: 'avg', column: 'age' }],
      chart: 'bar',
    },
  },
  {
    name: 'Late arrivals last month',
    description: 'Every day someone came in late last month, latest first.',
    definition: {
      source: 'attendance',
      columns: ['date', 'employeeCode', 'employeeName', 'department', 'checkIn', 'lateMinutes'],
      filters: [
        { column: 'date', op: 'period', value: 'lastMonth' },
        { column: 'lateMinutes', op: 'gt', value: '0' },
      ],
      sort: { key: 'date', dir: 'desc' },
    },
  },
];

/** Three saved custom reports (issue 19), the first shared with the Finance sub admins' role. */
export async function seedDemoReports(db: TDb, tenantId: string, by: { id: string; name: string }) {
  for (const r of REPORTS) {
    const definition: TReportDefinition = ZReportDefinition.parse(r.definition);
    const problems = definitionProblems(definition);
    if (Object.keys(problems).length) throw new Error(`demo report ${r.name}: ${JSON.stringify(problems)}`);
    const role = r.shareWith
      ? await db.execute<{ id: string }>(
          sql`select id from sub_admin_roles where tenant_id = ${tenantId} and name = ${r.shareWith}`,
        )
      : null;
    await insertReport(
      db,
      tenantId,
      {
        name: r.name,
        description: r.description,
        definition,
        roleIds: role?.rows.map((x) => x.id) ?? [],
        frequency: 'none',
        scheduleDay: null,
        recipientIds: [],
      },
      by,
    );
  }
}
