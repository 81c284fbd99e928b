import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZLoginRequest, ZPreferences, ZSession, type TSession } from '@staffdesk/core/auth';
import { ZTwoFactorChallenge } from '@staffdesk/core/two-factor';
import type { AuthCookies } from '../../platform/auth/cookies.ts';
import { homePath } from '@staffdesk/core/menu';
import { authOf } from '../../platform/http/guard.ts';
import type { TServices } from '../../platform/services.ts';
import * as service from './auth.service.ts';
import * as sessions from './session.service.ts';

const ZProfile = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  department: z.string().nullable(),
  position: z.string().nullable(),
  photoUrl: z.string().nullable(),
});

export const authRoutes =
  (s: TServices, opts: { cookies: AuthCookies; sessions: sessions.SessionCache }): FastifyPluginAsyncZod =>
  async (app) => {
    const { cookies } = opts;

    app.post(
      '/login',
      {
        config: { access: 'public' },
        schema: {
          tags: ['auth'],
          body: ZLoginRequest,
          response: { 200: z.union([z.object({ session: ZSession, home: z.string() }), ZTwoFactorChallenge]) },
        },
      },
      async (req, reply) => {
        const r = await service.login(s, req.body, req);
        // a user with a second factor gets a challenge for the code step, and no session yet
        if ('twoFactor' in r) return r;
        // a new token at every login: an old cookie (fixation) is simply replaced
        cookies.set(reply, cookies.session, r.token);
        return { session: r.session, home: r.home };
      },
    );

    app.get(
      '/session',
      { config: { access: 'session', enrolment: true }, schema: { tags: ['auth'], response: { 200: ZSession } } },
      // built by buildSession (typed as TSession) and sent as a ready string; the schema documents it
      async (req, reply) =>
        reply
          .type('application/json; charset=utf-8')
          .send(sessions.sessionJson(req.sessionLookup!, authOf(req)) as unknown as TSession),
    );

    app.post(
      '/logout',
      {
        config: { access: 'session', enrolment: true },
        schema: { tags: ['auth'], response: { 200: z.object({ home: z.string() }), 204: z.null() } },
      },
      async (req, reply) => {
        const wasSupport = Boolean(req.sessionLookup?.session.impersonator_id);
        await service.logout(s, authOf(req), req);
        // told to every instance whether or not this one had it cached: another may hold it, or an open stream
        await opts.sessions.invalidate({ sessionId: authOf(req).sessionId });
        // ending a support session brings the console's own session back, when it is still valid
        const back = wasSupport ? req.cookies[cookies.back] : undefined;
        const console = back ? await sessions.resolveSession(s.database, back) : null;
        if (back && console?.auth.loginType === 'super_admin') {
          cookies.set(reply, cookies.session, back);
          cookies.clear(reply, cookies.back);
          return { home: homePath('super_admin', null) };
        }
        cookies.clear(reply, cookies.session);
        return reply.code(204).send(null);
      },
    );

    app.patch(
      '/preferences',
      {
        config: { access: 'session', enrolment: true },
        schema: { tags: ['auth'], body: ZPreferences, response: { 200: ZSession } },
      },
      async (req) => {
        const auth = authOf(req);
        await service.savePreferences(s, auth, req.sessionLookup!, req.body);
        opts.sessions.forget(req.cookies[cookies.session], true);
        const fresh = await sessions.resolveSession(s.database, req.cookies[cookies.session]);
        return sessions.buildSession(fresh!.lookup, fresh!.auth);
      },
    );

    app.post(
      '/switch',
      {
        config: { access: 'tenant' },
        schema: {
          tags: ['auth'],
          body: z.object({ loginType: z.enum(['sub_admin', 'emp']) }),
          response: { 200: z.object({ session: ZSession, home: z.string() }) },
        },
      },
      async (req) => {
        const auth = authOf(req);
        await service.switchDashboard(s, auth, req.sessionLookup!, req.body.loginType, req);
        opts.sessions.forget(req.cookies[cookies.session]);
        const fresh = await sessions.resolveSession(s.database, req.cookies[cookies.session]);
        const session = sessions.buildSession(fresh!.lookup, fresh!.auth);
        return { session, home: homePath(session.loginType, session.account) };
      },
    );

    app.get(
      '/profile',
      { config: { access: 'tenant' }, schema: { tags: ['auth'], response: { 200: ZProfile } } },
      async (req) => service.profile(s, authOf(req)),
    );
  };
