import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { STATUTORY_SCHEMES, ZStatutoryList, ZStatutoryVersion } from '@staffdesk/core/payroll-statutory';
import { authOf } from '../../platform/http/guard.ts';
import type { TServices } from '../../platform/services.ts';
import { listStatutory, removeStatutory, saveStatutory } from './statutory-versions.ts';

/**
 * The statutory settings (issue 14, page statutory): each scheme's versions, the platform's and the tenant's own,
 * newest first; the tenant saves a version from a day (`PUT`, replacing the platform's or its own of that day) or removes its own.
 */
export const statutoryRoutes =
  (s: TServices): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['payroll statutory settings'];
    // a route per scheme: the scheme is part of the address, not a value a caller fills
    for (const scheme of STATUTORY_SCHEMES) {
      const base = `/payroll/statutory/${scheme}`;
      app.get(
        base,
        { config: { access: 'page:statutory:view' }, schema: { tags, response: { 200: ZStatutoryList } } },
        async (req) => listStatutory(s, authOf(req), scheme),
      );
      app.put(
        base,
        {
          config: { access: 'page:statutory:edit' },
          // checked by the service, which names each wrong figure (`data.rows.3.upTo`)
          schema: { tags, body: z.record(z.string(), z.unknown()), response: { 200: ZStatutoryVersion } },
        },
        async (req) => saveStatutory(s, authOf(req), scheme, req.body, req),
      );
      app.delete(
        `${base}/:id`,
        { config: { access: 'page:statutory:delete' }, schema: { tags, params: z.object({ id: z.string().max(64) }) } },
        async (req, reply) => {
          await removeStatutory(s, authOf(req), scheme, req.params.id, req);
          return reply.code(204).send();
        },
      );
    }
  };
