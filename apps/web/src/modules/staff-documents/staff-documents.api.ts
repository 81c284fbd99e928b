import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { type TDocumentState, ZStaffDocument } from '@staffdesk/core/staff-documents';
import { apiGet } from '../../platform/api-client.ts';
import { listQuery, type TListParams } from '../../platform/list-params.ts';

const ZList = z.object({ rows: z.array(ZStaffDocument), total: z.number(), page: z.number(), pageSize: z.number() });

export const staffDocumentsQuery = (params: TListParams, state: TDocumentState | '') =>
  queryOptions({
    queryKey: ['employees', 'documents', params, state] as const,
    queryFn: async ({ signal }) =>
      ZList.parse(
        await apiGet<unknown>('/staff-documents', {
          query: { ...listQuery(params), state: state || undefined },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });

export const STAFF_DOCUMENTS_PATH = 'employeesadmin_staff/listingdocs';
