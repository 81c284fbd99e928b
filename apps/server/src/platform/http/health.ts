import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { ERRORS } from '@staffdesk/core/messages';
import type { Database } from '../db/db.ts';
import { isDatabaseUnavailable, UNAVAILABLE_RETRY_AFTER_S } from '../db/unavailable.ts';

const ZKind = z.enum(['embedded', 'external']);
/** how long the health query may take before the database counts as down */
const HEALTH_TIMEOUT_MS = 2000;

/**
 * `GET /api/health`: 200 `{ status: 'ok', db }` when the database answers, else 503 `{ status: 'degraded', db,
 * checks: { database: 'down' } }` with Retry-After, so a load balancer or an operator sees what is down.
 */
export function registerHealth(app: FastifyInstance, db: Database): void {
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['platform'],
        response: {
          200: z.object({ status: z.literal('ok'), db: ZKind }),
          503: z.object({
            status: z.literal('degraded'),
            db: ZKind,
            checks: z.object({ database: z.literal('down') }),
          }),
        },
      },
    },
    async (_req, reply) => {
      if (await databaseAnswers(db)) return { status: 'ok' as const, db: db.kind };
      return reply
        .code(503)
        .header('retry-after', String(UNAVAILABLE_RETRY_AFTER_S))
        .send({ status: 'degraded' as const, db: db.kind, checks: { database: 'down' as const } });
    },
  );
}

async function databaseAnswers(db: Database): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), HEALTH_TIMEOUT_MS)));
  try {
    const query = db.pool.query('select 1').then(
      () => true,
      () => false,
    );
    return await Promise.race([query, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Answers a request that failed because the database is unreachable: 503 with Retry-After. False for other errors. */
export function replyUnavailable(err: unknown, reply: FastifyReply): boolean {
  if (!isDatabaseUnavailable(err)) return false;
  // one line, no stack: an outage answers many requests alike
  reply.log.warn({ dbError: err instanceof Error ? err.message : String(err) }, 'database unavailable: answered 503');
  void reply
    .code(503)
    .header('retry-after', String(UNAVAILABLE_RETRY_AFTER_S))
    .send({ code: 'serviceUnavailable', message: ERRORS.serviceUnavailable });
  return true;
}
