import type { TRemoteQuery } from '../../platform/remote-select.component.tsx';
import { employeeName } from '@staffdesk/core/employees';
import { queryOptions } from '@tanstack/react-query';
import type {
  TOrganizationKpi,
  TOrgChartNode,
  TSelfEditField,
  TEmployee,
  TEmployeeInput,
  TEmployeeOption,
  TEmployeeRow,
  TEmployeeStatus,
  THrFieldDefinition,
  TStaffDashboard,
} from '@staffdesk/core/employees';
import type { TResourceRecord } from '../../platform/resources/resource.api.ts';
import { API_BASE, apiDelete, apiGet, apiPost, apiPut, apiRequest } from '../../platform/api-client.ts';
import { exportUrl, listQuery, type TListParams, type TListResponse } from '../../platform/list-params.ts';
import { queryClient } from '../../platform/query-client.ts';

/** The staff calls (`/api/v1/employees`, `/api/v1/me/employee`). */
const seg = encodeURIComponent;

export const employeeKeys = {
  all: ['employees'] as const,
  list: (p: TListParams, f: TEmployeeFilters) => ['employees', 'list', p, f] as const,
  record: (id: string) => ['employees', 'record', id] as const,
  options: (search: string) => ['employees', 'options', search] as const,
  me: ['employees', 'me'] as const,
};

/** After a change: every staff list, record and picker, and the system logs. */
export async function invalidateEmployees(): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: employeeKeys.all }),
    queryClient.invalidateQueries({ queryKey: ['logs'] }),
  ]);
}

export type TEmployeeFilters = {
  organizationId: string;
  departmentId: string;
  groupId: string;
  position: string;
  status: TEmployeeStatus | '';
  /** `pending`: whose login has no password yet */
  login?: 'pending' | '';
};

const filterQuery = (f: TEmployeeFilters) => ({
  organizationId: f.organizationId || undefined,
  departmentId: f.departmentId || undefined,
  groupId: f.groupId || undefined,
  position: f.position || undefined,
  status: f.status || undefined,
  login: f.login || undefined,
});

/** Set-password links for the list's employees whose login has no password yet (at most 500 a time). */
export const inviteEmployees = (params: TListParams, filters: TEmployeeFilters) =>
  apiRequest<{ sent: number; remaining: number }>('POST', '/employees/invitations', {
    body: {},
    query: { search: listQuery(params).search, ...filterQuery(filters) },
  });

export const employeesQuery = (params: TListParams, filters: TEmployeeFilters) =>
  queryOptions({
    queryKey: employeeKeys.list(params, filters),
    queryFn: ({ signal }) =>
      apiGet<TListResponse<TEmployeeRow>>('/employees', {
        query: { ...listQuery(params), ...filterQuery(filters) },
        signal,
      }),
    placeholderData: (previous, previousQuery) =>
      previousQuery && JSON.stringify(previousQuery.queryKey[3]) === JSON.stringify(filters) ? previous : undefined,
  });

export const employeesExportUrl = (params: TListParams, filters: TEmployeeFilters, language: string) =>
  exportUrl('/employees', params, filterQuery(filters), language);

/** The ID cards of every employee the list shows (its search and filters), ten to an A4 page. */
export const idCardSheetUrl = (params: TListParams, filters: TEmployeeFilters, language: string) =>
  employeesExportUrl(params, filters, language).replace('/employees/export.csv', '/employees/id-cards.pdf');
/** One employee's ID card (labels in their language; the asker's when they have no login). */
export const idCardUrl = (id: string, language: string) =>
  `/api/v1/employees/${seg(id)}/id-card.pdf?lang=${encodeURIComponent(language)}`;

/** Each organization's staff this month (`/organization/kpilisting`). */
export const organizationKpiQuery = queryOptions({
  queryKey: ['employees', 'organizationKpi'] as const,
  queryFn: ({ signal }) => apiGet<TOrganizationKpi[]>('/employees/organization-kpi', { signal }),
});

/** The organization chart: active people in scope with their managers (one organization or department). */
export const orgChartQuery = (organizationId: string, departmentId: string) =>
  queryOptions({
    queryKey: ['employees', 'orgChart', organizationId, departmentId] as const,
    queryFn: ({ signal }) =>
      apiGet<TOrgChartNode[]>('/employees/org-chart', {
        query: { organizationId: organizationId || undefined, departmentId: departmentId || undefined },
        signal,
      }),
  });

export const employeeQuery = (id: string) =>
  queryOptions({
    queryKey: employeeKeys.record(id),
    queryFn: ({ signal }) => apiGet<TEmployee>(`/employees/${seg(id)}`, { signal }),
    staleTime: 0,
  });

/** Up to twenty employees matching what the user typed, searched on the server, as picker options. */
export const employeeOptionsQuery = (search: string): TRemoteQuery => ({
  key: employeeKeys.options(search),
  fetch: async (signal) => {
    const r = await apiGet<{ rows: TEmployeeOption[] }>('/employees/options', {
      query: { search: search || undefined },
      signal,
    });
    return { options: r.rows.map((o) => ({ value: o.id, label: `${employeeName(o)} · ${o.employeeCode}` })) };
  },
});

/** The tenant's custom HR fields, for the form and the profile. */
export const hrFieldsQuery = queryOptions({
  queryKey: ['employees', 'hrFields'] as const,
  queryFn: ({ signal }) => apiGet<{ rows: THrFieldDefinition[] }>('/employees/hr-fields', { signal }),
  staleTime: 60_000,
});

/** The HR dashboard's staff figures, within the viewer's scope. */
export const staffDashboardQuery = queryOptions({
  queryKey: ['employees', 'dashboard'] as const,
  queryFn: ({ signal }) => apiGet<TStaffDashboard>('/employees/dashboard', { signal }),
});

export const myEmployeeQuery = queryOptions({
  queryKey: employeeKeys.me,
  queryFn: ({ signal }) => apiGet<TEmployee>('/me/employee', { signal }),
});

/** Update Profile: what the signed-in employee may change now (with the custom HR fields' declarations). */
export const mySelfServiceQuery = queryOptions({
  queryKey: ['employees', 'me', 'selfService'] as const,
  queryFn: ({ signal }) =>
    apiGet<{ fields: TSelfEditField[]; hrFields: THrFieldDefinition[] }>('/me/employee/self-service', { signal }),
});
export const updateMyEmployee = (body: Record<string, unknown>) => apiPut<TEmployee>('/me/employee', body);
/** HR's choice of what employees may change on their own record. */
export const selfServiceSettingsQuery = queryOptions({
  queryKey: ['employees', 'selfServiceSettings'] as const,
  queryFn: ({ signal }) => apiGet<{ fields: TSelfEditField[] }>('/employees/self-service', { signal }),
});
export const saveSelfServiceSettings = (fields: TSelfEditField[]) =>
  apiPut<{ fields: TSelfEditField[] }>('/employees/self-service', { fields });

export type TEmployeeCreated = TEmployee & { mailSent: boolean | null };
export const createEmployee = (body: TEmployeeInput) => apiPost<TEmployeeCreated>('/employees', body);
export const updateEmployee = (id: string, body: TEmployeeInput) => apiPut<TEmployee>(`/employees/${seg(id)}`, body);
export const deleteEmployee = (id: string, reason: string) => apiDelete<void>(`/employees/${seg(id)}`, { reason });

/** An employee's photo (PNG, JPG or WEBP up to 1 MB). */
export function uploadEmployeePhoto(id: string, file: File) {
  const form = new FormData();
  form.append('photo', file);
  return apiRequest<{ photoUrl: string }>('PUT', `/employees/${seg(id)}/photo`, { body: form });
}
/** A new access code for the employee: the answer is the only time it can be read. */
export const resetAccessCode = (id: string) =>
  apiPost<{ code: string; setAt: string }>(`/employees/${seg(id)}/access-code`);
export const removeAccessCode = (id: string) => apiDelete<void>(`/employees/${seg(id)}/access-code`);
export const deleteEmployeePhoto = (id: string) =>
  apiDelete<{ photoUrl: string | null }>(`/employees/${seg(id)}/photo`);

/** My Profile's tabs: the caller's own records of one kind (read only). */
export const myRecordsQuery = (key: string, params: TListParams) =>
  queryOptions({
    queryKey: ['employees', 'me', 'records', key, params],
    queryFn: ({ signal }) =>
      apiGet<TListResponse<TResourceRecord> & { sum?: number }>(`/me/records/${key}`, {
        query: listQuery(params),
        signal,
      }),
    placeholderData: (previous) => previous,
  });

/** The file of one of the caller's own documents. */
export const myRecordFileUrl = (key: string, id: string) =>
  `${API_BASE}/me/records/${key}/${encodeURIComponent(id)}/file`;
