import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { ZOtRow, ZOtTotals } from '@staffdesk/core/overtime-api';
import { apiGet, apiPost } from '../../platform/api-client.ts';
import { listQuery, type TListParams } from '../../platform/list-params.ts';

export const OT_LIST_PATH = 'shiftsotrequest/listing';
export const OT_ADD_PATH = 'shiftsotrequest/Add';
export const OT_DELETED_PATH = 'shiftsotrequest/dlisting';
export const MY_OT_PATH = 'shiftsotrequest/myot';

const ZPage = z.object({
  rows: z.array(ZOtRow),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  totals: ZOtTotals,
});
const blank = (v: string) => v || undefined;

export type TOtFilters = {
  from: string;
  to: string;
  status: string;
  otType: string;
  organizationId: string;
  departmentId: string;
};
export const otFilterQuery = (f: TOtFilters) => ({
  from: f.from,
  to: f.to,
  status: blank(f.status),
  otType: blank(f.otType),
  organizationId: blank(f.organizationId),
  departmentId: blank(f.departmentId),
});

type TWhich = 'all' | 'mine' | 'deleted';
const URLS: Record<TWhich, string> = {
  all: '/overtime/requests',
  mine: '/me/overtime/requests',
  deleted: '/overtime/requests/deleted',
};

/** HR's list, the employee's own (My Overtime) or the deleted ones, with minutes per type and status. */
export const otListQuery = (params: TListParams, f: TOtFilters, which: TWhich = 'all') =>
  queryOptions({
    queryKey: ['overtime', 'requests', which, params, f] as const,
    queryFn: async ({ signal }) =>
      ZPage.parse(await apiGet<unknown>(URLS[which], { query: { ...listQuery(params), ...otFilterQuery(f) }, signal })),
    placeholderData: keepPreviousData,
  });

/** A request as the form holds it: a day as YYYY-MM-DD, times as HH:MM, the total as H:MM. */
export type TOtDraft = {
  employeeId: string;
  otDate: string;
  fromTime: string;
  toTime: string;
  otType: string;
  totalOt: string;
  remark: string;
};

export const fileOt = async (d: TOtDraft, mine: boolean) =>
  z.object({ id: z.string() }).parse(
    await apiPost<unknown>(mine ? '/me/overtime/requests' : '/overtime/requests', {
      ...d,
      employeeId: mine ? undefined : d.employeeId,
    }),
  );
export const decideOt = (id: string, decision: 'approve' | 'reject', comment: string) =>
  apiPost<void>(`/overtime/requests/${id}/decision`, { decision, comment: comment || undefined });
export const deleteOt = (id: string, reason: string) => apiPost<void>(`/overtime/requests/${id}/delete`, { reason });
export const cancelOwnOt = (id: string) => apiPost<void>(`/me/overtime/requests/${id}/cancel`);
