import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZEmployeePass, ZEmployeePassLogin, ZLeavePreview, ZLeaveRequestBody } from '@staffdesk/core/leave-api';
import { ZOtRequestBody } from '@staffdesk/core/overtime-api';
import type { TDb } from '../../platform/db/db.ts';
import { parseBody } from '../../platform/errors.ts';
import { limiter } from '../../platform/http/rate-limit.ts';
import type { TServices } from '../../platform/services.ts';
import { publicPageOn, publicPageOnIn } from '../branding/public-pages.ts';
import { countRequest, fileCounted } from '../leave/leave-requests.service.ts';
import { checkBody, fileChecked } from '../overtime/ot-requests.service.ts';
import { PASS_COOKIE, PASS_MAX_AGE_MS, passHolder, passLogin, passParts, passView } from './employee-pass.service.ts';

const ZCreated = z.object({ id: z.string() });

/**
 * The public request pages (spec `/{account}/applyLeave` and `/applyOt`, no login): the employee signs in with their
 * Employee ID and access code (throttled like logins, per address and per ID), sees their own leave types and
 * balances, and files leave or overtime with the same rules and codes as in the app. The pass is an httpOnly
 * cookie scoped to these routes, good for 20 minutes; the page signs out after each request.
 */
export const publicRequestRoutes =
  (s: TServices): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['public'];
    const { windowMs } = s.config.rateLimits;
    const perIp = limiter(app, 'emp-pass-ip', 30, windowMs);
    const perId = limiter(app, 'emp-pass-id', 10, windowMs);
    const path = '/api/v1/public/employee';
    const secure = s.config.publicUrl?.startsWith('https://') ?? false;
    const config = { access: 'public' as const };
    /** the signed-in employee's work, in their tenant */
    const asHolder = <T>(
      cookie: string | undefined,
      fn: (db: TDb, h: Awaited<ReturnType<typeof passHolder>>) => Promise<T>,
    ) => s.database.tenant(passParts(cookie).tenantId, async (db) => fn(db, await passHolder(s, db, cookie)));
    const filer = (name: string) => ({ source: 'public' as const, auth: null, byId: null, byName: name });

    app.post(
      '/public/employee/login',
      { config, schema: { tags, body: ZEmployeePassLogin, response: { 200: ZEmployeePass } } },
      async (req, reply) => {
        await perIp(req, req.ip);
        await perId(req, `${req.body.account.toLowerCase()}|${(req.body.employeeCode ?? '').toLowerCase()}`);
        await publicPageOn(s, req.body.account, ['leave', 'ot']);
        const pass = await passLogin(s, req.body);
        reply.setCookie(PASS_COOKIE, pass.cookie, {
          path,
          httpOnly: true,
          sameSite: 'strict',
          secure: secure || req.protocol === 'https',
          maxAge: PASS_MAX_AGE_MS / 1000,
        });
        return asHolder(pass.cookie, (db, h) => passView(db, h.tenantId, h.head));
      },
    );
    app.get('/public/employee/me', { config, schema: { tags, response: { 200: ZEmployeePass } } }, async (req) =>
      asHolder(req.cookies[PASS_COOKIE], (db, h) => passView(db, h.tenantId, h.head)),
    );
    app.post('/public/employee/logout', { config, schema: { tags } }, async (_req, reply) => {
      reply.clearCookie(PASS_COOKIE, { path });
      return reply.code(204).send();
    });
    app.post(
      '/public/employee/leave/preview',
      { config, schema: { tags, response: { 200: ZLeavePreview } } },
      async (req) => {
        passParts(req.cookies[PASS_COOKIE]);
        const body = parseBody(ZLeaveRequestBody, req.body);
        return asHolder(req.cookies[PASS_COOKIE], async (db, h) => {
          await publicPageOnIn(db, h.tenantId, ['leave']);
          return (await countRequest(db, h.tenantId, h.head, body, true)).preview;
        });
      },
    );
    app.post(
      '/public/employee/leave',
      { config, schema: { tags, response: { 201: ZCreated } } },
      async (req, reply) => {
        passParts(req.cookies[PASS_COOKIE]);
        const body = parseBody(ZLeaveRequestBody, req.body);
        const id = await asHolder(req.cookies[PASS_COOKIE], async (db, h) => {
          await publicPageOnIn(db, h.tenantId, ['leave']);
          const counted = await countRequest(db, h.tenantId, h.head, body, false);
          return fileCounted(db, h.tenantId, counted, body, filer(h.head.name), null, req);
        });
        return reply.code(201).send({ id });
      },
    );
    app.post(
      '/public/employee/overtime',
      { config, schema: { tags, response: { 201: ZCreated } } },
      async (req, reply) => {
        passParts(req.cookies[PASS_COOKIE]);
        const c = checkBody(parseBody(ZOtRequestBody, req.body), false);
        const id = await asHolder(req.cookies[PASS_COOKIE], async (db, h) => {
          await publicPageOnIn(db, h.tenantId, ['ot']);
          return fileChecked(db, h.tenantId, h.head, c, filer(h.head.name), req);
        });
        return reply.code(201).send({ id });
      },
    );
  };
