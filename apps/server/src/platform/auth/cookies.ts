import type { FastifyReply, FastifyRequest } from 'fastify';
import { RETURN_COOKIE, SESSION_ABSOLUTE_MS, SESSION_COOKIE } from '@staffdesk/core/constants';

/**
 * The session cookie and the support sign-in's return cookie. Over https (PUBLIC_URL https://) they carry the
 * `__Host-` prefix: the browser then takes them only with Secure, Path=/ and no Domain, so a sibling subdomain
 * cannot plant or shadow them. Over plain http (development, tests) they keep the plain names, which browsers
 * would refuse with the prefix.
 */
export class AuthCookies {
  readonly session: string;
  readonly back: string;
  private readonly https: boolean;

  constructor(publicUrl: string | undefined) {
    this.https = publicUrl?.startsWith('https://') ?? false;
    const prefix = this.https ? '__Host-' : '';
    this.session = `${prefix}${SESSION_COOKIE}`;
    this.back = `${prefix}${RETURN_COOKIE}`;
  }

  private options(req: FastifyRequest, maxAgeMs?: number) {
    return {
      path: '/',
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: this.https || req.protocol === 'https',
      ...(maxAgeMs !== undefined ? { maxAge: Math.floor(maxAgeMs / 1000) } : {}),
    };
  }

  set(reply: FastifyReply, name: string, value: string, maxAgeMs = SESSION_ABSOLUTE_MS) {
    reply.setCookie(name, value, this.options(reply.request, maxAgeMs));
  }

  clear(reply: FastifyReply, name: string) {
    reply.clearCookie(name, this.options(reply.request));
  }
}
