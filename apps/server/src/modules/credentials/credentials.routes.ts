import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZSession } from '@staffdesk/core/auth';
import { AuthCookies } from '../../platform/auth/cookies.ts';
import { resolveSession } from '../auth/session.service.ts';
import {
  FORGOT_PASSWORD_MESSAGES,
  ZCommonLoginRequest,
  ZForgotPasswordRequest,
  ZPasswordChanged,
  ZPasswordLink,
  ZSetPasswordRequest,
  ZTokenRequest,
} from '@staffdesk/core/passwords';
import { SUPPORT_SESSION_MS } from '@staffdesk/core/platform';
import { limiter } from '../../platform/http/rate-limit.ts';
import { publicPageOn } from '../branding/public-pages.ts';
import type { TServices } from '../../platform/services.ts';
import * as service from './credentials.service.ts';

/** Public routes of single-use links: forgot password, set or reset a password, support sign-in. Under /api/v1/auth. */
export const credentialRoutes =
  (s: TServices): FastifyPluginAsyncZod =>
  async (app) => {
    const cookies = new AuthCookies(s.config.publicUrl);
    const { windowMs, resetPerIp, resetPerEmail } = s.config.rateLimits;
    const perIp = limiter(app, 'reset-ip', resetPerIp, windowMs);
    const perEmail = limiter(app, 'reset-email', resetPerEmail, windowMs);

    app.post(
      '/forgot-password',
      {
        config: { access: 'public' },
        schema: {
          tags: ['auth'],
          body: ZForgotPasswordRequest,
          response: { 200: z.object({ code: z.literal(4), message: z.string() }) },
        },
      },
      async (req) => {
        await perIp(req, req.ip);
        const input = service.parseForgot(req.body);
        // per address as well: whoever asks, one inbox gets a bounded number of mails
        await perEmail(req, `${input.account ?? ''}|${input.email}`);
        if (input.account) await publicPageOn(s, input.account, ['forget']);
        await service.requestReset(s, input, req);
        return { code: 4 as const, message: FORGOT_PASSWORD_MESSAGES[4] };
      },
    );

    app.post(
      '/password-link',
      {
        config: { access: 'public' },
        schema: { tags: ['auth'], body: ZTokenRequest, response: { 200: ZPasswordLink } },
      },
      async (req) => service.describeLink(s, req.body.token),
    );

    app.post(
      '/password',
      {
        config: { access: 'public' },
        schema: { tags: ['auth'], body: ZSetPasswordRequest, response: { 200: ZPasswordChanged } },
      },
      async (req) => service.setPasswordWithLink(s, req.body, req),
    );

    app.post(
      '/common-login',
      {
        config: { access: 'public' },
        schema: {
          tags: ['auth'],
          body: ZCommonLoginRequest,
          response: { 200: z.object({ session: ZSession, home: z.string() }) },
        },
      },
      async (req, reply) => {
        const previous = req.cookies[cookies.session];
        const r = await service.supportLogin(s, req.body, req);
        // one session cookie per browser: keep the console's session aside, to come back to at the end
        const console = previous ? await resolveSession(s.database, previous) : null;
        if (console?.auth.loginType === 'super_admin') cookies.set(reply, cookies.back, previous!);
        cookies.set(reply, cookies.session, r.token, SUPPORT_SESSION_MS);
        return { session: r.session, home: r.home };
      },
    );
  };
