import { queryOptions } from '@tanstack/react-query';
import { type TBranding, type TBrandImage, type TBrandingInput, ZBranding } from '@staffdesk/core/branding-api';
import { apiDelete, apiGet, apiPostForm, apiPut } from '../../platform/api-client.ts';

/** The tenant's public pages and sign-in page (issue 20): `/settingssignin`, the HR admin's. */
export const BRANDING_KEY = 'branding';

export const brandingQuery = queryOptions({
  queryKey: [BRANDING_KEY] as const,
  queryFn: async ({ signal }) => ZBranding.parse(await apiGet<unknown>('/branding', { signal })),
});

export const saveBranding = async (body: TBrandingInput): Promise<TBranding> =>
  ZBranding.parse(await apiPut<unknown>('/branding', body));

export const uploadBrandImage = (image: TBrandImage, file: File) => {
  const form = new FormData();
  form.append('file', file);
  return apiPostForm<unknown>(`/branding/${image}`, form);
};

export const removeBrandImage = (image: TBrandImage) => apiDelete<unknown>(`/branding/${image}`);

export const brandImageUrl = (account: string, image: TBrandImage) =>
  `/api/v1/tenants/${encodeURIComponent(account)}/public/${image}`;
