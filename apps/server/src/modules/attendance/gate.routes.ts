import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZGateBody, ZGateResult, ZInsideRow } from '@staffdesk/core/attendance-api';
import { authOf } from '../../platform/http/guard.ts';
import { limiter } from '../../platform/http/rate-limit.ts';
import type { TServices } from '../../platform/services.ts';
import { gatePunch, inside } from './gate.service.ts';

/** The security gate (`/shiftsattendance/checkinoutsecurity`, `/attendance/ListingCheckoutSecurity`): guards only. */
export const gateRoutes =
  (s: TServices): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['attendance'];
    // access codes are six digits: a guard's device may try a busy gate's worth, not a search of them
    const codes = limiter(app, 'gate-code', 300, 60 * 60_000);
    app.post(
      '/gate/punch',
      { config: { access: 'role:security' }, schema: { tags, body: ZGateBody, response: { 200: ZGateResult } } },
      async (req) => {
        if ('accessCode' in req.body) await codes(req, authOf(req).userId);
        return gatePunch(s, authOf(req), req.body, req);
      },
    );
    app.get(
      '/gate/inside',
      { config: { access: 'role:security' }, schema: { tags, response: { 200: z.array(ZInsideRow) } } },
      async (req) => inside(s, authOf(req)),
    );
  };
