import { type SQL, sql } from 'drizzle-orm';
import type { TReportSourceKey } from '@staffdesk/core/custom-reports-api';

/**
 * The SQL of the custom reports' sources (issue 19): each source's rows (`from`, the tenant's and live rows only)
 * and an expression per declared column (`custom-reports-api.ts` declares them; a test keeps both lists equal).
 * Every table keeps its row-level security, so a sub admin's rows are their scope's. Times of day are shown in
 * the employee's zone, else their organization's.
 */
export type TSourceSql = {
  from: (tenantId: string) => SQL;
  columns: Record<string, SQL>;
};

const person = (e = 'e') => {
  const x = sql.raw(e);
  return {
    employeeCode: sql`${x}.employee_code`,
    employeeName: sql`concat_ws(' ', ${x}.first_name, ${x}.last_name)`,
    organization: sql`o.title`,
    department: sql`d.name`,
    position: sql`nullif(btrim(${x}.position), '')`,
    gender: sql`${x}.gender`,
    employmentType: sql`${x}.employment_type`,
  };
};

/** employee `e` with organization `o` (theirs unless the row says) and department `d` */
const people = (orgOf = 'e.organization_id') => sql`
  join organizations o on o.tenant_id = e.tenant_id and o.id = ${sql.raw(orgOf)}
  left join departments d on d.tenant_id = e.tenant_id and d.id = e.department_id`;
const zone = sql`coalesce(e.time_zone, o.timezone)`;
const clock = (ts: SQL) => sql`to_char(${ts} at time zone ${zone}, 'HH24:MI')`;
const hours = (minutes: SQL) => sql`round(${minutes} / 60.0, 2)::float8`;
const requestStatus = (s: SQL) => sql`(array['pending', 'approved', 'rejected', 'cancelled'])[${s}]`;

export const SOURCE_SQL: Record<TReportSourceKey, TSourceSql> = {
  employees: {
    from: (t) => sql`employees e ${people()} where e.tenant_id = ${t} and e.deleted_at is null`,
    columns: {
      ...person(),
      status: sql`e.status`,
      joinDate: sql`e.join_date`,
      exitDate: sql`e.exit_date`,
      age: sql`extract(year from age(current_date, e.date_of_birth))::int`,
      basicSalary: sql`e.basic_salary::float8`,
      currency: sql`o.currency`,
    },
  },
  attendance: {
    from: (t) => sql`attendance a join employees e on e.tenant_id = a.tenant_id and e.id = a.employee_id
      ${people('a.organization_id')} where a.tenant_id = ${t} and a.deleted_at is null`,
    columns: {
      date: sql`a.shift_date`,
      ...person(),
      checkIn: clock(sql`a.first_in`),
      checkOut: clock(sql`a.last_out`),
      workedHours: hours(sql`a.worked_minutes`),
      lateMinutes: sql`a.late_minutes`,
      earlyMinutes: sql`a.early_minutes`,
      overtimeHours: hours(sql`a.overtime_minutes`),
    },
  },
  leave: {
    from: (t) => sql`leave_requests r join employees e on e.tenant_id = r.tenant_id and e.id = r.employee_id
      ${people('r.organization_id')}
      join leave_types lt on lt.tenant_id = r.tenant_id and lt.id = r.leave_type_id
      where r.tenant_id = ${t}`,
    columns: {
      ...person(),
      leaveType: sql`lt.name`,
      fromDate: sql`r.from_date`,
      toDate: sql`r.to_date`,
      days: sql`r.days::float8`,
      hours: sql`r.hours::float8`,
      status: requestStatus(sql`r.status`),
    },
  },
  overtime: {
    from: (t) => sql`ot_requests r join employees e on e.tenant_id = r.tenant_id and e.id = r.employee_id
      ${people('r.organization_id')} where r.tenant_id = ${t} and r.deleted_at is null`,
    columns: {
      date: sql`r.ot_date`,
      ...person(),
      hours: hours(sql`r.total_minutes`),
      otRate: sql`r.ot_type::int`,
      status: requestStatus(sql`r.status`),
    },
  },
  // the lines of approved, paid and closed runs (final figures), each run's current version
  payrollLines: {
    from: (t) => sql`payslip_lines l
      join payslips p on p.tenant_id = l.tenant_id and p.id = l.payslip_id
      join payroll_runs pr on pr.tenant_id = p.tenant_id and pr.id = p.run_id and pr.version = p.version
      join employees e on e.tenant_id = p.tenant_id and e.id = p.employee_id
      ${people('pr.organization_id')}
      left join pay_codes pc on pc.tenant_id = l.tenant_id and pc.id = l.pay_code_id
      where l.tenant_id = ${t} and pr.status in ('approved', 'paid', 'closed')`,
    columns: {
      month: sql`pr.period_from`,
      ...person(),
      payCode: sql`l.code`,
      payCodeName: sql`coalesce(pc.name, l.code)`,
      kind: sql`l.kind`,
      amount: sql`l.amount::float8`,
      currency: sql`p.currency`,
    },
  },
  orders: {
    from: (t) => sql`shop_orders so join employees e on e.tenant_id = so.tenant_id and e.id = so.employee_id
      ${people('so.organization_id')} where so.tenant_id = ${t}`,
    columns: {
      orderNumber: sql`so.number`,
      date: sql`(so.placed_at at time zone o.timezone)::date`,
      ...person(),
      status: sql`so.status`,
      payment: sql`so.payment`,
      totalMoney: sql`so.total_money::float8`,
      totalPoints: sql`so.total_points`,
      currency: sql`so.currency`,
    },
  },
  visitors: {
    from: (t) => sql`visits v join employees e on e.tenant_id = v.tenant_id and e.id = v.employee_id
      ${people('v.organization_id')} where v.tenant_id = ${t}`,
    columns: {
      date: sql`coalesce((v.checked_in_at at time zone o.timezone)::date, v.expected_on,
                         (v.created_at at time zone o.timezone)::date)`,
      visitorName: sql`v.visitor_name`,
      company: sql`v.company`,
      visitType: sql`v.visit_type`,
      host: sql`concat_ws(' ', e.first_name, e.last_name)`,
      hostDepartment: sql`d.name`,
      organization: sql`o.title`,
      status: sql`v.status`,
      checkedIn: sql`to_char(v.checked_in_at at time zone o.timezone, 'YYYY-MM-DD HH24:MI')`,
      checkedOut: sql`to_char(v.checked_out_at at time zone o.timezone, 'YYYY-MM-DD HH24:MI')`,
    },
  },
};
