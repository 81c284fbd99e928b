import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AuthCookies } from '../auth/cookies.ts';
import { audit } from '../audit/audit.ts';
import { auditDenied, deniedTargetOf } from '../audit/denied.ts';
import type { Database } from '../db/db.ts';
import { setTextsOf, withTextsOf } from '../changed-texts.ts';
import { AppError, appError, unauthenticated } from '../errors.ts';
import { authorize, type TAccess, type TAuth, type TDenial } from './access.ts';
import type { TSessionLookup } from '../../modules/auth/auth.repo.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: TAccess;
    /** open to a session that must set up two-factor sign-in first (session, logout, the two-factor routes) */
    enrolment?: boolean;
    /** logged without the caller's address (filing a comment that may be anonymous) */
    privateLog?: boolean;
  }
  interface FastifyRequest {
    auth: TAuth | null;
    sessionLookup: TSessionLookup | null;
  }
}

type TResolver = (
  database: Database,
  token: string | undefined,
) => Promise<{ auth: TAuth; lookup: TSessionLookup } | null>;

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Refuses state-changing requests that a browser sent from another site. */
function checkOrigin(req: FastifyRequest, publicUrl: string | undefined): void {
  if (req.headers['sec-fetch-site'] === 'cross-site') throw appError(403, 'crossOrigin');
  const origin = req.headers.origin;
  if (!origin) return;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    throw appError(403, 'crossOrigin');
  }
  // URL.host drops a scheme's default port, so compare both sides in that form
  const norm = (h: string | undefined) => (h ? h.replace(/:(80|443)$/, '') : undefined);
  const allowed = new Set([norm(req.headers.host), publicUrl ? new URL(publicUrl).host : undefined]);
  if (!allowed.has(norm(host))) throw appError(403, 'crossOrigin');
}

/**
 * One guard for every route: the route's declared access is checked before its handler runs. A route without
 * a declaration answers 500, and the route-table test fails on it.
 */
export function registerGuard(app: FastifyInstance, database: Database, resolve: TResolver, publicUrl?: string) {
  const cookieName = new AuthCookies(publicUrl).session;
  app.decorateRequest('auth', null);
  app.decorateRequest('sessionLookup', null);
  registerDeniedAudit(app, database);
  // what the server writes in the request (CSV headers, PDFs, mails) uses the caller's texts once known
  app.addHook('onRequest', (_req, _reply, done) => withTextsOf({ tenantId: null, custom: false }, done));
  app.addHook('onRequest', async (req) => {
    if (!req.routeOptions.url) return; // not found: answered by the 404 handler
    const access = req.routeOptions.config.access;
    if (!access) throw new AppError(500, 'internal', `route ${req.routeOptions.url} declares no access`);
    if (STATE_CHANGING.has(req.method)) checkOrigin(req, publicUrl);
    // public routes never look the caller up: they answer everyone alike
    if (access === 'public') return;
    const resolved = await resolve(database, req.cookies[cookieName]);
    req.auth = resolved?.auth ?? null;
    req.sessionLookup = resolved?.lookup ?? null;
    if (!req.auth) throw unauthenticated();
    // an employee's organization may choose otherwise for the screens; what the server writes follows the tenant
    setTextsOf({ tenantId: req.auth.tenantId, custom: req.sessionLookup?.tenant?.translator !== 'machine' });
    // a user who must enrol a second factor may do only that until done
    if (req.sessionLookup?.session.two_factor_setup && !req.routeOptions.config.enrolment)
      throw appError(403, 'twoFactorSetupRequired');
    try {
      authorize(access, req.auth);
    } catch (e) {
      const denial = (e as { denial?: TDenial }).denial;
      if (denial) {
        const a = req.auth;
        await audit(
          database,
          {
            tenantId: a.tenantId,
            actor: { id: a.userId, type: a.loginType, name: a.userName },
            action: 'denied',
            entity: denial.page ?? 'route',
            entityId: null,
            after: { method: req.method, route: req.routeOptions.url, action: denial.action },
          },
          req,
        );
      }
      throw e;
    }
  });
}

/**
 * A 404 about a record another tenant or scope holds is audited as denied (platform/audit/denied.ts), after the
 * handler's transaction has ended; the answer does not change.
 */
export function registerDeniedAudit(app: FastifyInstance, database: Database) {
  app.addHook('onError', async (req, _reply, err) => {
    const target = deniedTargetOf(err);
    if (target && req.auth) await auditDenied(database, req.auth, target, req).catch((e) => req.log.error(e));
  });
}

/** The caller of a route that declared a non-public access. */
export function authOf(req: FastifyRequest): TAuth {
  if (!req.auth) throw unauthenticated();
  return req.auth;
}
