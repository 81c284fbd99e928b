import { sql } from 'drizzle-orm';
import { ORG_CHART_MAX, type TOrgChartNode } from '@staffdesk/core/employees';
import { appError } from '../../platform/errors.ts';
import type { TAuth } from '../../platform/http/access.ts';
import type { TServices } from '../../platform/services.ts';
import { employeePhotoPath } from './employees.service.ts';

/**
 * The organization chart: active employees the viewer may see (row-level security), each with their reporting
 * manager; someone whose manager is outside the viewer's scope (or inactive) starts a tree of their own. At most
 * ORG_CHART_MAX people: a larger staff is charted per organization or department (400 `chartTooLarge`).
 */
export async function orgChart(
  s: TServices,
  auth: TAuth,
  filter: { organizationId?: string; departmentId?: string },
): Promise<TOrgChartNode[]> {
  const rows = await s.database.tenant(auth, (db) =>
    db.execute<{
      id: string;
      first_name: string;
      last_name: string;
      employee_code: string;
      position: string | null;
      department_name: string | null;
      photo_key: string | null;
      photo_url: string | null;
      manager_id: string | null;
    }>(
      sql`select e.id, e.first_name, e.last_name, e.employee_code, e.position, d.name as department_name,
                 coalesce(e.photo_key, u.photo_key) as photo_key, u.photo_url, e.reporting_manager_id as manager_id
            from employees e
            left join departments d on d.tenant_id = e.tenant_id and d.id = e.department_id
            left join users u on u.tenant_id = e.tenant_id and u.id = e.user_id
           where e.tenant_id = ${auth.tenantId} and e.deleted_at is null and e.status = 'active'
             ${filter.organizationId ? sql`and e.organization_id = ${filter.organizationId}` : sql``}
             ${filter.departmentId ? sql`and e.department_id = ${filter.departmentId}` : sql``}
           order by lower(e.first_name || ' ' || e.last_name), e.id
           limit ${ORG_CHART_MAX + 1}`,
    ),
  );
  if (rows.rows.length > ORG_CHART_MAX) throw appError(400, 'chartTooLarge');
  const ids = new Set(rows.rows.map((r) => r.id));
  return rows.rows.map((r) => ({
    id: r.id,
    firstName: r.first_name,
    lastName: r.last_name,
    employeeCode: r.employee_code,
    position: r.position,
    departmentName: r.department_name,
    photoUrl: r.photo_key ? employeePhotoPath(r.id, r.photo_key) : r.photo_url,
    managerId: r.manager_id && ids.has(r.manager_id) ? r.manager_id : null,
  }));
}
