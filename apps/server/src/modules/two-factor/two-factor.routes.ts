import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZSession } from '@staffdesk/core/auth';
import {
  ZPasswordConfirm,
  ZRecoveryCodes,
  ZTwoFactorCode,
  ZTwoFactorLogin,
  ZTwoFactorPolicy,
  ZTwoFactorSetup,
  ZTwoFactorStatus,
} from '@staffdesk/core/two-factor';
import type { AuthCookies } from '../../platform/auth/cookies.ts';
import { authOf } from '../../platform/http/guard.ts';
import type { TServices } from '../../platform/services.ts';
import * as service from './two-factor.service.ts';

/**
 * Two-factor sign-in, under /api/v1: the user's own set-up (open to a session that must enrol first), the
 * login's code step, and the tenant's and the platform's "require" switches.
 */
export const twoFactorRoutes =
  (s: TServices, cookies: AuthCookies): FastifyPluginAsyncZod =>
  async (app) => {
    const own = { access: 'session' as const, enrolment: true };
    const tags = ['auth'];

    app.get('/auth/two-factor', { config: own, schema: { tags, response: { 200: ZTwoFactorStatus } } }, async (req) =>
      service.status(s, authOf(req)),
    );

    app.post(
      '/auth/two-factor/setup',
      { config: own, schema: { tags, response: { 200: ZTwoFactorSetup } } },
      async (req) => service.setup(s, authOf(req), req),
    );

    app.post(
      '/auth/two-factor/enable',
      { config: own, schema: { tags, body: ZTwoFactorCode, response: { 200: ZRecoveryCodes } } },
      async (req) => ({ recoveryCodes: await service.enable(s, authOf(req), req.body.code, req) }),
    );

    app.post(
      '/auth/two-factor/disable',
      { config: own, schema: { tags, body: ZPasswordConfirm, response: { 204: z.null() } } },
      async (req, reply) => {
        await service.disable(s, authOf(req), req.body.password, req);
        return reply.code(204).send(null);
      },
    );

    app.post(
      '/auth/two-factor/recovery-codes',
      { config: own, schema: { tags, body: ZPasswordConfirm, response: { 200: ZRecoveryCodes } } },
      async (req) => ({ recoveryCodes: await service.regenerateCodes(s, authOf(req), req.body.password, req) }),
    );

    app.post(
      '/auth/login/two-factor',
      {
        config: { access: 'public' },
        schema: { tags, body: ZTwoFactorLogin, response: { 200: z.object({ session: ZSession, home: z.string() }) } },
      },
      async (req, reply) => {
        const r = await service.loginWithCode(s, req.body, req);
        cookies.set(reply, cookies.session, r.token);
        return { session: r.session, home: r.home };
      },
    );

    // the HR admin's switch for the tenant's HR admins and sub admins
    app.get(
      '/security/two-factor-policy',
      { config: { access: 'role:hr_admin' }, schema: { tags, response: { 200: ZTwoFactorPolicy } } },
      async (req) => ({
        required: await service.policy(s.database, authOf(req)),
      }),
    );
    app.put(
      '/security/two-factor-policy',
      {
        config: { access: 'role:hr_admin' },
        schema: { tags, body: ZTwoFactorPolicy, response: { 200: ZTwoFactorPolicy } },
      },
      async (req) => {
        await service.setPolicy(s, authOf(req), req.body.required, req);
        return req.body;
      },
    );

    // the platform's switch for its super admins and super users
    app.get(
      '/platform/security/two-factor-policy',
      { config: { access: 'platform:settings' }, schema: { tags, response: { 200: ZTwoFactorPolicy } } },
      async (req) => ({ required: await service.policy(s.database, authOf(req)) }),
    );
    app.put(
      '/platform/security/two-factor-policy',
      {
        config: { access: 'platform:settings' },
        schema: { tags, body: ZTwoFactorPolicy, response: { 200: ZTwoFactorPolicy } },
      },
      async (req) => {
        await service.setPolicy(s, authOf(req), req.body.required, req);
        return req.body;
      },
    );
  };
