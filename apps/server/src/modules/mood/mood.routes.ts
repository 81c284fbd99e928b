import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZMoodBody, ZMoodQuery, ZMoodTrends, ZMyMood } from '@staffdesk/core/mood-api';
import { authOf } from '../../platform/http/guard.ts';
import type { TServices } from '../../platform/services.ts';
import * as service from './mood.service.ts';

/** The mood pulse: an employee's answer of the day, and HR's trends per department (`/moodpulse`). */
export const moodRoutes =
  (s: TServices): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['mood'];
    app.get('/me/mood', { config: { access: 'role:emp' }, schema: { tags, response: { 200: ZMyMood } } }, async (req) =>
      service.myMood(s, authOf(req)),
    );
    app.post('/me/mood', { config: { access: 'role:emp' }, schema: { tags, body: ZMoodBody } }, async (req, reply) => {
      await service.shareMood(s, authOf(req), req.body.mood, req);
      return reply.code(201).send();
    });
    app.get(
      '/mood/trends',
      {
        config: { access: 'page:moodPulse:view' },
        schema: { tags, querystring: ZMoodQuery, response: { 200: ZMoodTrends } },
      },
      async (req) => service.moodTrends(s, authOf(req), req.query),
    );
  };
