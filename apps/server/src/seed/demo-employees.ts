import { sql } from 'drizzle-orm';
import { addDays } from '@staffdesk/core/dates';
import { todayIn } from '@staffdesk/core/time-zones';
import type { TDb } from '../platform/db/db.ts';
import { insertEmployee, type TEmployeeValues } from '../modules/employees/employees.repo.ts';

type TActor = { id: string; name: string };

/**
 * Staff without a login, for a list worth searching: names in Latin, Khmer and Chinese script; the last departments
 * (Khidmat Pelanggan, 采购部) are the Malaysian subsidiary's.
 */
const PEOPLE: [first: string, last: string, gender: 'male' | 'female', dept: string, position: string][] = [
  ['Sokha', 'Chea', 'female', 'Finance', 'Accountant'],
  ['Vannak', 'Lim', 'male', 'Finance', 'Finance Manager'],
  ['Bopha', 'Heng', 'female', 'Sales', 'Sales Executive'],
  ['Rithy', 'Nhem', 'male', 'Sales', 'Sales Manager'],
  ['Chanthou', 'Meas', 'female', 'Sales', 'Sales Executive'],
  ['Piseth', 'Ouk', 'male', 'Warehouse', 'Storekeeper'],
  ['Kosal', 'Prak', 'male', 'Warehouse', 'Forklift Driver'],
  ['Sreymom', 'Tep', 'female', 'Warehouse', 'Warehouse Supervisor'],
  ['Dararith', 'Yim', 'male', 'Information Technology', 'Systems Administrator'],
  ['Malis', 'Seng', 'female', 'Information Technology', 'Developer'],
  ['សុភា', 'ម៉ៅ', 'female', 'Human Resources', 'HR Assistant'],
  ['វិចិត្រ', 'សួន', 'male', 'Security', 'Security Guard'],
  ['Narin', 'Kong', 'male', 'Security', 'Security Supervisor'],
  ['Nurul', 'Aina', 'female', 'Khidmat Pelanggan', 'Customer Service Officer'],
  ['Hafiz', 'Rahman', 'male', 'Khidmat Pelanggan', 'Customer Service Lead'],
  ['明', '王', 'male', '采购部', 'Purchasing Officer'],
  ['丽娜', '陈', 'female', '采购部', 'Purchasing Manager'],
  ['Jun Wei', 'Tan', 'male', '采购部', 'Buyer'],
  ['Priya', 'Nair', 'female', 'Khidmat Pelanggan', 'Customer Service Officer'],
  ['Ratana', 'Ngin', 'female', 'Finance', 'Payroll Officer'],
];

/**
 * More staff, so the lists page and the directory and chart look like a real company's (about sixty people): Khmer
 * names in Phnom Penh's sales, warehouse and IT, Chinese names in Kuala Lumpur. All active, none a department head.
 */
const MORE_PEOPLE: [first: string, last: string, gender: 'male' | 'female', dept: string, position: string][] = [
  ['ដារ៉ា', 'ហេង', 'male', 'Sales', 'Sales Executive'],
  ['ចាន់ថា', 'លឹម', 'female', 'Sales', 'Sales Executive'],
  ['វណ្ណា', 'ម៉ម', 'male', 'Sales', 'Sales Representative'],
  ['រតនា', 'គង់', 'female', 'Sales', 'Sales Representative'],
  ['សុវណ្ណ', 'ឈឹម', 'male', 'Sales', 'Sales Executive'],
  ['ពិសី', 'ស៊ុន', 'female', 'Sales', 'Sales Coordinator'],
  ['បូរ៉ា', 'អ៊ុក', 'male', 'Sales', 'Sales Representative'],
  ['ស្រីនិច', 'ព្រំ', 'female', 'Sales', 'Sales Executive'],
  ['សំណាង', 'មាស', 'male', 'Warehouse', 'Storekeeper'],
  ['ធារី', 'សេង', 'female', 'Warehouse', 'Inventory Clerk'],
  ['សុជាតិ', 'ទេព', 'male', 'Warehouse', 'Forklift Driver'],
  ['វិបុល', 'យឹម', 'male', 'Warehouse', 'Delivery Driver'],
  ['ចន្ទ្រា', 'ខៀវ', 'female', 'Warehouse', 'Inventory Clerk'],
  ['ផល្លា', 'ឡុង', 'male', 'Warehouse', 'Delivery Driver'],
  ['រចនា', 'នួន', 'female', 'Warehouse', 'Packer'],
  ['សុខុម', 'ហេង', 'male', 'Warehouse', 'Packer'],
  ['កញ្ញា', 'លឹម', 'female', 'Warehouse', 'Inventory Clerk'],
  ['មករា', 'គង់', 'male', 'Warehouse', 'Delivery Driver'],
  ['វាសនា', 'ស៊ុន', 'female', 'Warehouse', 'Packer'],
  ['ពិសិដ្ឋ', 'មាស', 'male', 'Warehouse', 'Storekeeper'],
  ['សុខលី', 'ទេព', 'female', 'Information Technology', 'IT Support Technician'],
  ['គន្ធា', 'ខៀវ', 'female', 'Information Technology', 'Developer'],
  ['ណារី', 'យឹម', 'female', 'Sales', 'Sales Coordinator'],
  ['ស្រីល័ក្ខ', 'ឡុង', 'female', 'Sales', 'Sales Executive'],
  ['សុធារី', 'នួន', 'female', 'Human Resources', 'HR Assistant'],
  ['ម៉ាលី', 'អ៊ុក', 'female', 'Human Resources', 'Recruitment Officer'],
  ['伟强', '林', 'male', '采购部', 'Buyer'],
  ['美玲', '黄', 'female', '采购部', 'Purchasing Officer'],
  ['俊杰', '张', 'male', '采购部', 'Buyer'],
  ['慧敏', '李', 'female', 'Khidmat Pelanggan', 'Customer Service Officer'],
  ['志明', '吴', 'male', 'Khidmat Pelanggan', 'Customer Service Officer'],
  ['淑芬', '郑', 'female', 'Khidmat Pelanggan', 'Customer Service Officer'],
  ['家豪', '刘', 'male', 'Khidmat Pelanggan', 'Customer Service Officer'],
  ['雅婷', '蔡', 'female', 'Khidmat Pelanggan', 'Customer Service Officer'],
  ['国良', '周', 'male', '采购部', 'Purchasing Officer'],
  ['佩珊', '何', 'female', 'Khidmat Pelanggan', 'Customer Service Officer'],
];

/**
 * The demo tenant's staff (issue 11): an employee record for each login that is an employee (Srey Pov, and Li Wei
 * who is also a sub admin) and about sixty more without logins, in both organizations, with job info filled.
 */
export async function seedDemoEmployees(db: TDb, tenantId: string, actor: TActor, opts: { staff: boolean }) {
  const q = async <T>(query: ReturnType<typeof sql>) => (await db.execute<T & Record<string, unknown>>(query)).rows;
  const depts = await q<{ id: string; name: string; organization_id: string }>(
    sql`select id, name, organization_id from departments where tenant_id = ${tenantId}`,
  );
  const dept = (name: string) => depts.find((d) => d.name === name)!;
  // the Malaysian subsidiary's staff: Malaysian numbers, ringgit salaries, EPF and SOCSO instead of NSSF
  const malaysia = new Set(
    (
      await q<{ id: string }>(
        sql`select id from organizations where tenant_id = ${tenantId} and currency = 'MYR' and deleted_at is null`,
      )
    ).map((o) => o.id),
  );
  const my = (d: { organization_id: string }) => malaysia.has(d.organization_id);
  const banks = await q<{ id: string }>(sql`select id from banks where tenant_id = ${tenantId} order by name`);
  const groups = await q<{ id: string }>(
    sql`select id from setting_groups where tenant_id = ${tenantId} order by name`,
  );
  const logins = await q<{
    id: string;
    email: string;
    first_name: string;
    last_name: string;
    department: string;
    position: string;
  }>(
    sql`select id, email, first_name, last_name, department, position from users
         where tenant_id = ${tenantId} and (login_type = 'emp' or is_employee) order by email`,
  );
  const fields = await q<{ id: string; label: string }>(
    sql`select id, label from hr_fields where tenant_id = ${tenantId}`,
  );
  const field = (label: string) => fields.find((f) => f.label === label)?.id;
  const hrFields = (i: number): Record<string, string> => {
    const out: Record<string, string> = {};
    const contact = field('Emergency contact');
    const blood = field('Blood type');
    if (contact) out[contact] = `+855 17 ${String(200_000 + i * 5003).slice(0, 3)} ${String(400 + i * 13).slice(-3)}`;
    if (blood) out[blood] = ['A', 'B', 'AB', 'O'][i % 4]!;
    return out;
  };
  const today = todayIn('Asia/Phnom_Penh');
  const year = Number(today.slice(0, 4));
  const base = (
    i: number,
    d: { id: string; organization_id: string },
  ): Omit<TEmployeeValues, 'employeeCode' | 'firstName'> => ({
    lastName: '',
    organizationId: d.organization_id,
    departmentId: d.id,
    status: 'active',
    nationality: my(d) ? (i % 3 === 0 ? 'Malaysian' : 'Malaysian Chinese') : i % 7 === 5 ? 'Chinese' : 'Cambodian',
    mobile: my(d)
      ? `+60 12-${String(300 + i * 41).slice(-3)} ${String(4000 + i * 377).slice(-4)}`
      : `+855 12 ${String(300_000 + i * 4111).slice(0, 3)} ${String(100 + i * 37).slice(-3)}`,
    // a few birthdays this week, so the dashboard has some to show on a fresh demo
    dateOfBirth:
      i % 7 === 2
        ? `${1988 - 4 * (i % 3)}${addDays(today, i % 5).slice(4)}`
        : `${1975 + ((i * 7) % 28)}-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + ((i * 5) % 28)).padStart(2, '0')}`,
    address: my(d) ? 'Kuala Lumpur, Malaysia' : 'Phnom Penh, Cambodia',
    // some joined this month and are on probation, their confirmation due within weeks
    joinDate:
      i % 8 === 5
        ? `${today.slice(0, 8)}01`
        : `${year - 1 - (i % 6)}-${String(1 + ((i * 3) % 12)).padStart(2, '0')}-01`,
    employmentType: i % 8 === 5 ? 'probation' : i % 5 === 4 ? 'contract' : 'permanent',
    confirmationDate: i % 8 === 5 ? addDays(today, 7 + i) : null,
    payrollType: i % 4 === 3 ? 'salaryAttendanceOt' : 'flatSalary',
    basicSalary: my(d) ? String(2800 + ((i * 419) % 4200)) : String(450 + ((i * 137) % 1600)),
    payFrequency: 'monthly',
    bankId: banks[i % banks.length]?.id ?? null,
    bankAccount: `000 ${String(100_000 + i * 7919).slice(0, 3)} ${String(1000 + i * 31).slice(-3)}`,
    taxResident: true,
    maritalStatus: i % 3 === 0 ? 'married' : 'single',
    children: i % 3 === 0 ? i % 3 : 0,
    ...(malaysia.has(d.organization_id)
      ? {
          epfNumber: String(19_000_000 + i * 7741),
          epfCategory: 'A',
          socsoNumber: `SOCSO-${String(470_000 + i * 29)}`,
          socsoCategory: 'first',
          // married staff say whether the spouse works (PCB category 2 or 3)
          pcbCategory: i % 3 === 0 ? (i % 2 ? 'spouseWorking' : 'spouseNotWorking') : 'single',
        }
      : { nssfNumber: `NSSF-${String(880_000 + i * 13)}` }),
    groupId: groups[i % groups.length]?.id ?? null,
    hrFields: hrFields(i),
  });
  // codes as the organizations' series make them, from PP1001 and KL0067, below the series' next numbers
  const series = await q<{ organization_id: string; prefix: string; padding: number; next_number: number }>(
    sql`select organization_id, prefix, padding, next_number from organization_series where tenant_id = ${tenantId}`,
  );
  const taken = new Map<string, number>();
  let n = 0;
  const codeIn = (organizationId: string) => {
    n++;
    const s = series.find((x) => x.organization_id === organizationId);
    if (!s) return `EMP-${String(n).padStart(4, '0')}`;
    const k = (taken.get(organizationId) ?? 0) + 1;
    taken.set(organizationId, k);
    const first = s.prefix === 'KL' ? 67 : 1001;
    return `${s.prefix}${String(first - 1 + k).padStart(s.padding, '0')}`;
  };
  for (const u of logins) {
    const d = dept(u.department) ?? depts[0]!;
    await insertEmployee(
      db,
      tenantId,
      {
        ...base(n, d),
        userId: u.id,
        employeeCode: codeIn(d.organization_id),
        firstName: u.first_name,
        lastName: u.last_name,
        email: u.email,
        position: u.position,
        gender: u.first_name === 'Srey' ? 'female' : 'male',
      },
      actor,
    );
  }
  if (!opts.staff) return;
  for (const [i, [first, last, gender, deptName, position]] of PEOPLE.entries()) {
    const d = dept(deptName);
    await insertEmployee(
      db,
      tenantId,
      {
        ...base(i + 3, d),
        employeeCode: codeIn(d.organization_id),
        firstName: first,
        lastName: last,
        gender,
        position,
        email: /^[A-Za-z]+$/.test(first) ? `${first.toLowerCase()}.${last.toLowerCase()}@mekong-trading.test` : null,
        status: i === 7 ? 'inactive' : 'active',
      },
      actor,
    );
  }
  for (const [i, [first, last, gender, deptName, position]] of MORE_PEOPLE.entries()) {
    const d = dept(deptName);
    await insertEmployee(
      db,
      tenantId,
      {
        ...base(PEOPLE.length + i + 3, d),
        employeeCode: codeIn(d.organization_id),
        firstName: first,
        lastName: last,
        gender,
        position,
      },
      actor,
    );
  }
  // reporting lines for the organization chart: each department's manager, supervisor or lead heads it, and the
  // department heads report to the finance manager (the general manager's stand-in)
  await db.execute(sql`
    with heads as (
      select distinct on (department_id) department_id, id from employees
       where tenant_id = ${tenantId} and position ~ '(Manager|Supervisor|Lead)'
       order by department_id, (position like '%Manager%') desc, employee_code)
    update employees e set reporting_manager_id = h.id
      from heads h
     where e.tenant_id = ${tenantId} and e.department_id = h.department_id and e.id <> h.id`);
  await db.execute(sql`
    update employees e set reporting_manager_id = gm.id
      from (select id from employees where tenant_id = ${tenantId} and position = 'Finance Manager' limit 1) gm
     where e.tenant_id = ${tenantId} and e.reporting_manager_id is null and e.id <> gm.id
       and e.position ~ '(Manager|Supervisor|Lead)'`);
}
