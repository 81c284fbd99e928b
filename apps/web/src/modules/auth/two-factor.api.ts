import { queryOptions } from '@tanstack/react-query';
import { ZSession } from '@staffdesk/core/auth';
import {
  ZRecoveryCodes,
  ZTwoFactorPolicy,
  ZTwoFactorSetup,
  ZTwoFactorStatus,
  type TTwoFactorLogin,
  type TTwoFactorSetup,
} from '@staffdesk/core/two-factor';
import { apiGet, apiPost, apiPut } from '../../platform/api-client.ts';
import { queryKeys } from '../../platform/query-keys.ts';
import type { TLoginResult } from './auth.api.ts';

/** The login's second step: the challenge of the password step and a code or a recovery code. */
export async function loginTwoFactor(body: TTwoFactorLogin): Promise<TLoginResult> {
  const res = await apiPost<{ session: unknown; home: string }>('/auth/login/two-factor', body);
  return { session: ZSession.parse(res.session), home: res.home };
}

export const twoFactorQuery = queryOptions({
  queryKey: queryKeys.twoFactor,
  queryFn: async () => ZTwoFactorStatus.parse(await apiGet<unknown>('/auth/two-factor')),
});

export const startTwoFactorSetup = async (): Promise<TTwoFactorSetup> =>
  ZTwoFactorSetup.parse(await apiPost<unknown>('/auth/two-factor/setup'));

export const enableTwoFactor = async (code: string) =>
  ZRecoveryCodes.parse(await apiPost<unknown>('/auth/two-factor/enable', { code })).recoveryCodes;

export const disableTwoFactor = (password: string) => apiPost<undefined>('/auth/two-factor/disable', { password });

export const regenerateRecoveryCodes = async (password: string) =>
  ZRecoveryCodes.parse(await apiPost<unknown>('/auth/two-factor/recovery-codes', { password })).recoveryCodes;

/** The "require two-factor" switch: the tenant's (HR admin) or the platform's (super admin). */
const policyPath = (platform: boolean) =>
  platform ? '/platform/security/two-factor-policy' : '/security/two-factor-policy';

export const twoFactorPolicyQuery = (platform: boolean) =>
  queryOptions({
    queryKey: [...queryKeys.twoFactorPolicy, platform ? 'platform' : 'tenant'],
    queryFn: async () => ZTwoFactorPolicy.parse(await apiGet<unknown>(policyPath(platform))),
  });

export const saveTwoFactorPolicy = (platform: boolean, required: boolean) =>
  apiPut<unknown>(policyPath(platform), { required });
