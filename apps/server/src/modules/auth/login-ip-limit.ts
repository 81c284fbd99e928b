import type { FastifyRequest } from 'fastify';
import { ERRORS } from '@staffdesk/core/messages';
import { AppError } from '../../platform/errors.ts';

/**
 * Failed logins per client IP, whatever the account or address (password spraying), next to the per-account lock.
 * Counted in PostgreSQL through the app's RateLimits (`rate_limits`), so every instance shares it; the limit is
 * LOGIN_IP_MAX_FAILURES per LOGIN_IP_WINDOW_MINUTES. Reads the app's services from the request's server.
 */
const keyOf = (req: FastifyRequest) => `login-ip|${req.ip}`;

/** 429 'tooManyAttempts' with Retry-After when this IP has failed too often, before any password is checked. */
export async function checkLoginIp(req: FastifyRequest): Promise<void> {
  const { limits, config } = req.server.services;
  const { maxFailures, windowMs } = config.loginIpLimit;
  const r = await limits.peek(keyOf(req), windowMs, maxFailures);
  if (r.count >= maxFailures) {
    throw new AppError(429, 'tooManyAttempts', ERRORS.tooManyAttempts, undefined, {
      'retry-after': String(r.retryAfterS),
    });
  }
}

/** Counts a failed login (wrong password or no such user) against the client IP. */
export async function recordLoginIpFailure(req: FastifyRequest): Promise<void> {
  const { limits, config } = req.server.services;
  await limits.add(keyOf(req), config.loginIpLimit.windowMs);
}
