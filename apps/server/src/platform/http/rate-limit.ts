import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ERRORS } from '@staffdesk/core/messages';
import { AppError } from '../errors.ts';

/** the key a handler chose for the limit it is checking */
const keys = new WeakMap<FastifyRequest, string>();

/**
 * A fixed-window limit (through @fastify/rate-limit's store) that a handler calls with the key it chooses: the
 * client IP, or a form's email address. Over the limit: 429 'tooManyRequests' with Retry-After. Counts are per
 * app instance.
 */
export function limiter(app: FastifyInstance, name: string, max: number, windowMs: number) {
  const check = app.createRateLimit({ max, timeWindow: windowMs, keyGenerator: (req) => keys.get(req) ?? 'none' });
  return async (req: FastifyRequest, key: string): Promise<void> => {
    keys.set(req, `${name}|${key}`);
    const r = await check(req);
    if (!r.isAllowed && r.isExceeded) {
      throw new AppError(429, 'tooManyRequests', ERRORS.tooManyRequests, undefined, { 'retry-after': String(r.ttlInSeconds) });
    }
  };
}
