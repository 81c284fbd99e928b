import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import {
  type TAdjustment,
  type TAssignTemplate,
  ZAssignmentRow,
  ZAssignResult,
  ZBalance,
  ZBankRow,
  ZEmployeeBank,
  ZLeavePreview,
  ZLeaveRow,
  ZLedgerRow,
} from '@staffdesk/core/leave-api';
import { apiGet, apiPost, apiPut, apiRequest } from '../../platform/api-client.ts';
import { listQuery, type TListParams } from '../../platform/list-params.ts';

export const LEAVE_LIST_PATH = 'shiftsleaves/listing';
export const LEAVE_ADD_PATH = 'shiftsleaves/add';
export const LEAVE_BANK_PATH = 'shiftsleaves/Listingemp';
export const MY_LEAVES_PATH = 'shiftsleaves/myleaves';
export const MY_BANK_PATH = 'shiftsleaves/mybank';
export const LEAVE_IMPORT_PATH = 'employees/importleave';

const page = <T extends z.ZodType>(row: T) =>
  z.object({ rows: z.array(row), total: z.number(), page: z.number(), pageSize: z.number() });
const blank = (v: string) => v || undefined;

// --- requests ----------------------------------------------------------------------------------------------------

export type TLeaveFilters = {
  from: string;
  to: string;
  status: string;
  organizationId: string;
  departmentId: string;
  leaveTypeId: string;
};
export const leaveFilterQuery = (f: TLeaveFilters) => ({
  from: f.from,
  to: f.to,
  status: blank(f.status),
  organizationId: blank(f.organizationId),
  departmentId: blank(f.departmentId),
  leaveTypeId: blank(f.leaveTypeId),
});

/** HR's list (`mine`: the employee's own, My Leaves). */
export const leaveListQuery = (params: TListParams, f: TLeaveFilters, mine = false) =>
  queryOptions({
    queryKey: ['leave', 'requests', mine ? 'mine' : 'all', params, f] as const,
    queryFn: async ({ signal }) =>
      page(ZLeaveRow).parse(
        await apiGet<unknown>(mine ? '/me/leave/requests' : '/leave/requests', {
          query: { ...listQuery(params), ...leaveFilterQuery(f) },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });

export const ZOptions = z.object({ employeeId: z.string(), hasTemplate: z.boolean(), balances: z.array(ZBalance) });
/** The leave types an employee may ask for, with their balances (`null`: the caller's own). */
export const leaveOptionsQuery = (employeeId: string | null) =>
  queryOptions({
    queryKey: ['leave', 'options', employeeId ?? 'me'] as const,
    queryFn: async ({ signal }) =>
      ZOptions.parse(
        await apiGet<unknown>(employeeId ? `/leave/requests/options/${employeeId}` : '/me/leave/options', { signal }),
      ),
    enabled: employeeId !== '',
  });

/** A request as the form holds it; numbers as text, like the multipart fields the server reads. */
export type TLeaveDraft = {
  employeeId: string;
  leaveTypeId: string;
  reason: string;
  fromDate: string;
  toDate: string;
  part: 'full' | 'half' | 'hourly';
  startHalf: '1' | '2';
  endHalf: '1' | '2';
  hours: string;
};

export const leaveFields = (d: TLeaveDraft) => {
  const out: Record<string, string> = {
    leaveTypeId: d.leaveTypeId,
    reason: d.reason,
    fromDate: d.fromDate,
    toDate: d.part === 'hourly' ? d.fromDate : d.toDate,
    part: d.part,
    startHalf: d.part === 'half' ? d.startHalf : '1',
    endHalf: d.part === 'half' ? d.endHalf : '2',
  };
  if (d.employeeId) out.employeeId = d.employeeId;
  if (d.part === 'hourly') out.hours = d.hours;
  return out;
};

export const previewLeave = async (d: TLeaveDraft, mine: boolean) =>
  ZLeavePreview.parse(
    await apiPost<unknown>(mine ? '/me/leave/requests/preview' : '/leave/requests/preview', leaveFields(d)),
  );

/** Files a request, with its document when one is chosen (multipart). */
export async function fileLeave(d: TLeaveDraft, file: File | null, mine: boolean) {
  const form = new FormData();
  for (const [k, v] of Object.entries(leaveFields(d))) form.set(k, v);
  if (file) form.set('attachment', file);
  return z
    .object({ id: z.string() })
    .parse(await apiRequest<unknown>('POST', mine ? '/me/leave/requests' : '/leave/requests', { body: form }));
}

export const decideLeave = (id: string, decision: 'approve' | 'reject', comment: string) =>
  apiPost<void>(`/leave/requests/${id}/decision`, { decision, comment: comment || undefined });
export const cancelLeave = (id: string, comment: string, mine: boolean) =>
  apiPost<void>(mine ? `/me/leave/requests/${id}/cancel` : `/leave/requests/${id}/cancel`, {
    comment: comment || undefined,
  });
export const attachmentUrl = (id: string, mine: boolean) =>
  `/api/v1${mine ? '/me' : ''}/leave/requests/${id}/attachment`;

// --- the bank ----------------------------------------------------------------------------------------------------

export type TBankFilters = { at: string; organizationId: string; departmentId: string; leaveTypeId: string };
export const bankFilterQuery = (f: TBankFilters) => ({
  at: f.at,
  organizationId: blank(f.organizationId),
  departmentId: blank(f.departmentId),
  leaveTypeId: blank(f.leaveTypeId),
});
export const bankQuery = (params: TListParams, f: TBankFilters) =>
  queryOptions({
    queryKey: ['leave', 'bank', params, f] as const,
    queryFn: async ({ signal }) =>
      page(ZBankRow).parse(
        await apiGet<unknown>('/leave/bank', { query: { ...listQuery(params), ...bankFilterQuery(f) }, signal }),
      ),
    placeholderData: keepPreviousData,
  });

/** One employee's balances (`null`: the caller's own). */
export const employeeBankQuery = (employeeId: string | null, at?: string) =>
  queryOptions({
    queryKey: ['leave', 'bank', 'employee', employeeId ?? 'me', at ?? ''] as const,
    queryFn: async ({ signal }) =>
      ZEmployeeBank.parse(
        await apiGet<unknown>(employeeId ? `/leave/bank/${employeeId}` : '/me/leave/bank', {
          query: { at: employeeId ? at : undefined },
          signal,
        }),
      ),
  });

export const ledgerQuery = (employeeId: string | null, params: TListParams, leaveTypeId: string) =>
  queryOptions({
    queryKey: ['leave', 'ledger', employeeId ?? 'me', params, leaveTypeId] as const,
    queryFn: async ({ signal }) =>
      page(ZLedgerRow).parse(
        await apiGet<unknown>(employeeId ? `/leave/bank/${employeeId}/ledger` : '/me/leave/ledger', {
          query: { ...listQuery(params), leaveTypeId: blank(leaveTypeId) },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });

export const adjustBank = (employeeId: string, body: TAdjustment) =>
  apiPost<{ id: string }>(`/leave/bank/${employeeId}/adjustments`, body);

export type TAssignFilters = { organizationId: string; departmentId: string; templateId: string; unassigned: boolean };
export const assignmentsQuery = (params: TListParams, f: TAssignFilters) =>
  queryOptions({
    queryKey: ['leave', 'assignments', params, f] as const,
    queryFn: async ({ signal }) =>
      page(ZAssignmentRow).parse(
        await apiGet<unknown>('/leave/assignments', {
          query: {
            ...listQuery(params),
            organizationId: blank(f.organizationId),
            departmentId: blank(f.departmentId),
            templateId: blank(f.templateId),
            unassigned: f.unassigned ? '1' : undefined,
          },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });

export const assignTemplate = async (body: TAssignTemplate) =>
  ZAssignResult.parse(await apiPut<unknown>('/leave/assignments', body));
