import type pg from 'pg';

/** A Phnom Penh employee outside Finance (the scoped sub admin's) without a login: someone HR files leave for. */
export async function leaveWorker(owner: pg.Client, tenantId: string) {
  const w = await owner.query<{ id: string; name: string; code: string }>(
    `select e.id, trim(e.first_name || ' ' || e.last_name) as name, e.employee_code as code from employees e
       join organizations o on o.id = e.organization_id and o.code = 'MTPP'
       left join departments d on d.id = e.department_id
      where e.tenant_id = $1 and e.status = 'active' and e.deleted_at is null and e.user_id is null
        and coalesce(d.code, '') <> 'FIN'
      order by e.employee_code limit 1`,
    [tenantId],
  );
  return w.rows[0]!;
}

/** The employee record behind a login. */
export async function employeeOfLogin(owner: pg.Client, email: string): Promise<string> {
  const r = await owner.query<{ id: string }>(
    `select e.id from employees e join users u on u.id = e.user_id where u.email = $1`,
    [email],
  );
  return r.rows[0]!.id;
}
