import type { TSession } from '@staffdesk/core/auth';
import type { TPasswordLink } from '@staffdesk/core/passwords';
import type { TTenantPublic } from '@staffdesk/core/tenants';
import type { TTwoFactorChallenge } from '@staffdesk/core/two-factor';
import { ApiError, CLIENT_ERROR_CODES } from '../../platform/api-client.ts';

/**
 * The sign-in answers the first page load reads, checked by hand rather than with the zod schemas: zod would be
 * a fifth of the first load's JavaScript (decision 0018). The server sends them through the same schemas
 * (Fastify response schemas), so a light check that the answer is the expected kind of object is enough here.
 */
type TRecord = Record<string, unknown>;
const isRecord = (v: unknown): v is TRecord => typeof v === 'object' && v !== null && !Array.isArray(v);

function shaped<T>(v: unknown, ok: (r: TRecord) => boolean): T {
  if (isRecord(v) && ok(v)) return v as T;
  throw new ApiError({ status: 0, code: CLIENT_ERROR_CODES.badResponse, message: 'Unexpected answer from the server' });
}

const strings = (r: TRecord, ...keys: string[]) => keys.every((k) => typeof r[k] === 'string');

export const asSession = (v: unknown): TSession =>
  shaped(v, (r) => strings(r, 'loginType', 'loginId', 'email') && isRecord(r.privileges) && isRecord(r.preferences));

export const asTenantPublic = (v: unknown): TTenantPublic =>
  shaped(
    v,
    (r) =>
      strings(r, 'account', 'name', 'defaultLanguage', 'status') &&
      isRecord(r.publicPages) &&
      isRecord(r.signIn) &&
      strings(r.signIn, 'page'),
  );

export const asTwoFactorChallenge = (v: unknown): TTwoFactorChallenge =>
  shaped(v, (r) => isRecord(r.twoFactor) && strings(r.twoFactor, 'challenge', 'expiresAt'));

export const asPasswordLink = (v: unknown): TPasswordLink =>
  shaped(v, (r) => strings(r, 'purpose', 'email', 'name', 'expiresAt'));
