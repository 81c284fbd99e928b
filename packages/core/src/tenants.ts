import { z } from 'zod';
import { ACCOUNT_NAME_MAX, LANGUAGES } from './constants.ts';
import { ACCOUNT_NAME_PATTERN, PACKAGES, TENANT_STATUSES } from './tenant-names.ts';

export * from './tenant-names.ts';

export const ZAccountName = z.string().min(1).max(ACCOUNT_NAME_MAX).regex(ACCOUNT_NAME_PATTERN);

export const ZTenantPublic = z.object({
  account: z.string(),
  name: z.string(),
  defaultLanguage: z.enum(LANGUAGES),
  status: z.enum(TENANT_STATUSES),
});
export type TTenantPublic = z.infer<typeof ZTenantPublic>;

export const ZTenantSummary = z.object({
  id: z.string(),
  account: z.string(),
  name: z.string(),
  package: z.enum(PACKAGES),
  status: z.enum(TENANT_STATUSES),
  defaultLanguage: z.enum(LANGUAGES),
  users: z.number(),
  features: z.record(z.string(), z.boolean()),
  createdAt: z.string(),
});
export type TTenantSummary = z.infer<typeof ZTenantSummary>;
