import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { ZAbsenceRow } from '@staffdesk/core/absences';
import { apiGet } from '../../platform/api-client.ts';
import { listQuery, type TListParams } from '../../platform/list-params.ts';

export const ABSENCE_PATH = 'absent/listing';

export type TAbsenceFilters = { from: string; to: string; organizationId: string; departmentId: string };
export const absenceFilterQuery = (f: TAbsenceFilters) => ({
  from: f.from,
  to: f.to,
  organizationId: f.organizationId || undefined,
  departmentId: f.departmentId || undefined,
});

const ZPage = z.object({ rows: z.array(ZAbsenceRow), total: z.number(), page: z.number(), pageSize: z.number() });
export const absenceListQuery = (params: TListParams, f: TAbsenceFilters) =>
  queryOptions({
    queryKey: ['absences', params, f] as const,
    queryFn: async ({ signal }) =>
      ZPage.parse(
        await apiGet<unknown>('/absences', { query: { ...listQuery(params), ...absenceFilterQuery(f) }, signal }),
      ),
    placeholderData: keepPreviousData,
  });
