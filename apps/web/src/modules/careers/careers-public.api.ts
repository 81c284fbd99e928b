import { queryOptions } from '@tanstack/react-query';
// Types only: the public board must not load the zod schemas of the careers contract (bundle budget).
import type { TApplyResult, TCareerBoard, TDisclosure, TJobDetail } from '@staffdesk/core/careers';
import type { TLanguage } from '@staffdesk/core/constants';
import { apiGet, apiPostForm, isApiError } from '../../platform/api-client.ts';

/**
 * The careers calls of the job boards: the public one (`/:account/career/:orgCode`, no login) and the
 * employees' one (`/:account/careercompany/:orgCode`, company posts too). Both answer the same shapes.
 */
export type TBoardSource = { account: string; orgCode: string; company: boolean };

const seg = encodeURIComponent;

const boardBase = ({ account, orgCode, company }: TBoardSource) =>
  company ? `/careers/company/${seg(orgCode)}` : `/public/${seg(account)}/career/${seg(orgCode)}`;

const jobBase = (src: TBoardSource, id: string) =>
  src.company ? `/careers/company/${seg(src.orgCode)}/jobs/${seg(id)}` : `/public/${seg(src.account)}/jobs/${seg(id)}`;

const keyOf = (src: TBoardSource) =>
  ['careers', 'board', src.company ? 'company' : 'public', src.account, src.orgCode] as const;

export const boardQuery = (src: TBoardSource, jobDescriptionId: string | null, page: number) =>
  queryOptions({
    queryKey: [...keyOf(src), 'jobs', jobDescriptionId ?? 'all', page] as const,
    queryFn: ({ signal }) =>
      apiGet<TCareerBoard>(boardBase(src), {
        query: { jobDescriptionId: jobDescriptionId ?? undefined, page: page > 1 ? page : undefined },
        signal,
      }),
    // a new job type keeps the last cards on screen until the new ones arrive
    placeholderData: (previous) => previous,
  });

export const jobDetailQuery = (src: TBoardSource, id: string) =>
  queryOptions({
    queryKey: [...keyOf(src), 'job', id] as const,
    queryFn: ({ signal }) => apiGet<TJobDetail>(jobBase(src, id), { signal }),
  });

export const disclosureQuery = (src: TBoardSource) =>
  queryOptions({
    queryKey: [...keyOf(src), 'disclosure'] as const,
    queryFn: ({ signal }) => apiGet<TDisclosure>(`${boardBase(src)}/disclosure`, { signal }),
    staleTime: 5 * 60_000,
  });

/** Spec 7 add_applydocumment: multipart with the résumé and the form's fields. */
export const applyToJob = (src: TBoardSource, id: string, form: FormData) =>
  apiPostForm<TApplyResult>(`${jobBase(src, id)}/apply`, form);

/** Who is looking at a public page: just enough to offer "Back To Dashboard" and pick the language. */
export type TViewer = { account: string | null; loginType: string; language: TLanguage } | null;

export async function fetchViewer(): Promise<TViewer> {
  try {
    const s = await apiGet<{ account: string | null; loginType: string; language: TLanguage }>('/auth/session');
    return { account: s.account, loginType: s.loginType, language: s.language };
  } catch (e) {
    if (isApiError(e) && e.status === 401) return null;
    // the board works without knowing the visitor
    return null;
  }
}

/** The tenant's name and default language, or null when the account does not exist. */
export async function fetchTenantBrief(account: string): Promise<{ name: string; defaultLanguage: TLanguage } | null> {
  try {
    return await apiGet<{ name: string; defaultLanguage: TLanguage }>(`/tenants/${seg(account)}/public`);
  } catch (e) {
    if (isApiError(e) && e.status === 404) return null;
    throw e;
  }
}

/**
 * The organizations whose board an employee may open (`GET /careers/company`): an array, or a list page of
 * `{ code, title }`. A server without this call answers 404 and the page says there is no board.
 */
export const companyOrganizationsQuery = queryOptions({
  queryKey: ['careers', 'board', 'company', 'organizations'] as const,
  queryFn: async ({ signal }) => {
    const r = await apiGet<{ code: string; title: string }[] | { rows: { code: string; title: string }[] }>(
      '/careers/company',
      { signal },
    );
    return Array.isArray(r) ? r : r.rows;
  },
});
