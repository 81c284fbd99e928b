import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { TLanguage } from '@staffdesk/core/constants';
import { type TTranslationFilter, ZTranslationPage, ZTranslationRow } from '@staffdesk/core/translations-api';
import { apiDelete, apiGet, apiPut } from '../../platform/api-client.ts';
import { listQuery, type TListParams } from '../../platform/list-params.ts';

export const TRANSLATIONS_KEY = 'translations';

/** Whose texts a page edits: the tenant's (HR) or the platform's (super admin). */
export type TTextScope = 'tenant' | 'platform';
const base = (scope: TTextScope) => (scope === 'platform' ? '/platform/translations' : '/translations');

export type TTranslationFilters = { namespace: string; filter: TTranslationFilter | '' };

export const translationListQuery = (scope: TTextScope, params: TListParams, f: TTranslationFilters) =>
  queryOptions({
    queryKey: [TRANSLATIONS_KEY, scope, params, f] as const,
    queryFn: async ({ signal }) =>
      ZTranslationPage.parse(
        await apiGet<unknown>(base(scope), {
          query: {
            ...listQuery(params),
            sort: undefined,
            namespace: f.namespace || undefined,
            filter: f.filter || undefined,
          },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });

export const saveText = async (scope: TTextScope, lang: TLanguage, namespace: string, key: string, value: string) =>
  ZTranslationRow.parse(await apiPut<unknown>(`${base(scope)}/text`, { lang, namespace, key, value }));

export const resetText = async (scope: TTextScope, lang: TLanguage, namespace: string, key: string) =>
  ZTranslationRow.parse(
    await apiDelete<unknown>(`${base(scope)}/text?${new URLSearchParams({ lang, namespace, key }).toString()}`),
  );

export const exportUrl = (scope: TTextScope, lang: TLanguage) => `/api/v1${base(scope)}/export.xlsx?lang=${lang}`;
