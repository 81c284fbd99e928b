import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZKioskLogin, ZKioskQr } from '@staffdesk/core/attendance-api';
import { auditIn } from '../../platform/audit/audit.ts';
import { limiter } from '../../platform/http/rate-limit.ts';
import { publicPageOn } from '../branding/public-pages.ts';
import type { TServices } from '../../platform/services.ts';
import { KIOSK_COOKIE, KIOSK_MAX_AGE_MS, kioskFromCookie, kioskLogin, kioskQr } from './kiosk.service.ts';

/**
 * The organization QR kiosk (spec `/Organizationqrcode`, `user/qrscan`): public, throttled like logins. The kiosk's
 * sign-in is an httpOnly cookie scoped to these routes.
 */
export const kioskRoutes =
  (s: TServices): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['attendance'];
    const { windowMs } = s.config.rateLimits;
    const perIp = limiter(app, 'kiosk-ip', 30, windowMs);
    const perOrg = limiter(app, 'kiosk-org', 10, windowMs);
    const path = '/api/v1/kiosk';
    const secure = s.config.publicUrl?.startsWith('https://') ?? false;

    app.post(
      '/kiosk/login',
      { config: { access: 'public' }, schema: { tags, body: ZKioskLogin, response: { 200: ZKioskQr } } },
      async (req, reply) => {
        await perIp(req, req.ip);
        await perOrg(req, `${req.body.account.toLowerCase()}|${req.body.code.toLowerCase()}`);
        await publicPageOn(s, req.body.account, ['scan']);
        const { cookie, org } = await kioskLogin(s, req.body);
        await s.database.platform((db) =>
          auditIn(
            db,
            {
              tenantId: org.tenantId,
              actor: null,
              action: 'kiosk.signIn',
              entity: 'organization',
              entityId: org.id,
              organizationId: org.id,
            },
            req,
          ),
        );
        reply.setCookie(KIOSK_COOKIE, cookie, {
          path,
          httpOnly: true,
          sameSite: 'strict',
          secure: secure || req.protocol === 'https',
          maxAge: KIOSK_MAX_AGE_MS / 1000,
        });
        return kioskQr(s, org);
      },
    );
    app.get('/kiosk/qr', { config: { access: 'public' }, schema: { tags, response: { 200: ZKioskQr } } }, async (req) =>
      kioskQr(s, await kioskFromCookie(s, req.cookies[KIOSK_COOKIE])),
    );
    app.post('/kiosk/logout', { config: { access: 'public' }, schema: { tags } }, async (_req, reply) => {
      reply.clearCookie(KIOSK_COOKIE, { path });
      return reply.code(204).send();
    });
  };
