import type { TOrganizationKpi, TStaffDashboard } from '@staffdesk/core/employees';
import { DOCUMENT_EXPIRY_WARNING_DAYS } from '@staffdesk/core/resources/employee-records';
import type { TAuth } from '../../platform/http/access.ts';
import type { TServices } from '../../platform/services.ts';
import { employeePhotoPath } from './employees.service.ts';
import * as repo from './staff-dashboard.repo.ts';

const DEPARTMENTS = 10;
const BIRTHDAY_DAYS = 7;
const PROBATION_DAYS = 30;
const EXPIRING_SHOWN = 10;

const personOf = (r: repo.TPersonRow) => ({
  id: r.id,
  firstName: r.first_name,
  lastName: r.last_name,
  employeeCode: r.employee_code,
  photoUrl: r.photo_key ? employeePhotoPath(r.id, r.photo_key) : r.user_photo_url,
});

/** The HR admin's and sub admin's staff figures, within their scope. */
export async function staffDashboard(s: TServices, auth: TAuth): Promise<TStaffDashboard> {
  const tenantId = auth.tenantId!;
  return s.database.tenant(auth, async (db) => {
    const c = await repo.counts(db, tenantId);
    const expiring = await repo.documentsExpiring(db, tenantId, DOCUMENT_EXPIRY_WARNING_DAYS, EXPIRING_SHOWN);
    return {
      active: c.active,
      inactive: c.inactive,
      joinersThisMonth: c.joiners,
      leaversThisMonth: c.leavers,
      byOrganization: await repo.byOrganization(db, tenantId),
      byDepartment: await repo.byDepartment(db, tenantId, DEPARTMENTS),
      birthdays: (await repo.birthdays(db, tenantId, BIRTHDAY_DAYS)).map((r) => ({ ...personOf(r), day: r.day })),
      probationEnding: (await repo.probationEnding(db, tenantId, PROBATION_DAYS)).map((r) => ({
        ...personOf(r),
        confirmationDate: r.confirmation_date,
      })),
      documentsExpiring: expiring.rows.map((r) => ({
        ...personOf(r),
        documentId: r.document_id,
        documentType: r.document_type,
        expiryDate: r.expiry_date,
      })),
      documentsExpiringCount: expiring.total,
    };
  });
}

/** `/organization/kpilisting`: each organization's staff figures this month. */
export async function organizationKpis(s: TServices, auth: TAuth): Promise<TOrganizationKpi[]> {
  const rows = await s.database.tenant(auth, (db) => repo.organizationKpis(db, auth.tenantId!));
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    code: r.code,
    headcount: r.headcount,
    active: r.active,
    inactive: r.inactive,
    joinersThisMonth: r.joiners,
    leaversThisMonth: r.leavers,
  }));
}
