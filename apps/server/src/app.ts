import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UPLOAD_MAX_BYTES } from '@staffdesk/core/constants';
import { ERRORS } from '@staffdesk/core/messages';
import type { TConfig } from './config.ts';
import { Database } from './platform/db/db.ts';
import { AppError, appError } from './platform/errors.ts';
import { registerGuard } from './platform/http/guard.ts';
import { errorLogFields, triggerRuleOf, isDataException } from './platform/http/error-log.ts';
import { registerHealth, replyUnavailable } from './platform/http/health.ts';
import { invalidInput, registerInputGuard } from './platform/http/input.ts';
import { RateLimits } from './platform/http/rate-limit.ts';
import { HeavyGate, registerHeavy } from './platform/heavy.ts';
import { trackRoutes } from './platform/http/routes.ts';
import { registerModuleRoutes } from './modules/module-routes.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { twoFactorRoutes } from './modules/two-factor/two-factor.routes.ts';
import { AuthCookies } from './platform/auth/cookies.ts';
import { resolveSession, SessionCache } from './modules/auth/session.service.ts';
import { Notifier } from './platform/db/notify.ts';
import { platformTenantRoutes, tenantPublicRoutes } from './modules/tenants/tenants.routes.ts';
import { resourceRoutes } from './modules/resources/resources.routes.ts';
import { logRoutes } from './modules/logs/logs.routes.ts';
import { jobRoutes } from './modules/jobs/jobs.routes.ts';
import { importRoutes } from './modules/imports/imports.routes.ts';
import { defineImportJobs } from './modules/imports/imports.service.ts';
import { defineEmployeeJobs } from './modules/employees/employee-jobs.ts';
import { credentialRoutes } from './modules/credentials/credentials.routes.ts';
import { hrAdminRoutes } from './modules/hr-admins/hr-admins.routes.ts';
import { defineLeaveJobs } from './modules/leave/leave-jobs.ts';
import { defineAnnouncementJobs } from './modules/announcements/announcement-jobs.ts';
import { defineVisitorJobs } from './modules/visitors/visitor-jobs.ts';
import { definePayslipZipJobs } from './modules/payroll/payslip-zip.ts';
import { defineReportJobs } from './modules/reports/report-schedule.ts';
import { definePayrollJobs } from './modules/payroll/run-process.service.ts';
import { careerRoutes, publicCareerRoutes, SHARE_PATH } from './modules/careers/careers.routes.ts';
import { shareMeta } from './modules/careers/career-boards.service.ts';
import { connectCareersCache } from './modules/careers/careers.cache.ts';
import { startChangedTexts } from './platform/changed-texts.ts';
import { NotificationHub } from './modules/notifications/notifications.hub.ts';
import { notificationRoutes } from './modules/notifications/notifications.routes.ts';
import { jsonForScript } from '@staffdesk/core/careers';
import { publicOrigin } from './platform/mail/links.ts';
import { signupConsoleRoutes, signupPublicRoutes } from './modules/signup/signup.routes.ts';
import { categoryPublicRoutes, platformSettingsRoutes } from './modules/platform-settings/platform-settings.routes.ts';
import { superUserRoutes } from './modules/super-users/super-users.routes.ts';
import { tenantConsoleRoutes } from './modules/tenants/tenants.routes.ts';
import { FileStore } from './platform/files/files.ts';
import { Mailer } from './platform/mail/mailer.ts';
import { defineMailJob } from './platform/mail/mail-job.ts';
import { defineNotificationMail } from './platform/notifications/notification-mail.ts';
import { JobQueue } from './platform/jobs/queue.ts';
import { defineMaintenanceJobs } from './platform/jobs/maintenance.ts';
import { defineAttendanceJobs } from './modules/attendance/attendance-jobs.ts';
import { defineCredentialJobs } from './modules/credentials/credentials.jobs.ts';
import { defineSignupJobs } from './modules/signup/signup.jobs.ts';
import type { TServices } from './platform/services.ts';

/** `logger`: false for none, or a stream to log to (tests capture it) */
export type TAppOptions = { config: TConfig; db: Database; logger?: boolean | { stream: NodeJS.WritableStream } };

/**
 * A request in the log: its path without the query, which can carry a single-use link's token or what a user searched
 * for about someone.
 */
const logRequest = (req: FastifyRequest) => ({
  method: req.method,
  url: req.url.split('?')[0],
  remoteAddress: req.routeOptions?.config?.privateLog ? undefined : req.ip,
});

/** The whole app: platform plugins and every module. Tests build the same app. */
export async function buildApp({ config, db, logger }: TAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      logger === false
        ? false
        : { level: config.logLevel, serializers: { req: logRequest }, ...(typeof logger === 'object' ? logger : {}) },
    // X-Forwarded-* are read only from the proxies TRUST_PROXY names; otherwise the socket's peer is the client
    trustProxy: config.trustProxy,
    bodyLimit: 2 * 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Static files and the API docs are public; every other /api route must declare its access (see guard.ts).
  // JSON API routes skip helmet's page headers (CSP and friends guard HTML) and get a few fixed ones instead.
  app.addHook('onRoute', (route) => {
    const isApi = route.url.startsWith('/api/') && !route.url.startsWith('/api/docs');
    if (!isApi && !route.config?.access) route.config = { ...(route.config ?? {}), access: 'public' };
    if (isApi) {
      (route as { helmet?: boolean }).helmet = false;
      const onSend = route.onSend ? (Array.isArray(route.onSend) ? route.onSend : [route.onSend]) : [];
      route.onSend = [...onSend, apiHeaders];
    }
  });
  trackRoutes(app);
  await app.register(cookie);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // map tiles, when a tile source is configured (config.ts)
        imgSrc: ["'self'", 'data:', 'blob:', ...(config.map ? [config.map.cspSource] : [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // the only frames rich text may carry (see platform/rich-text.ts)
        frameSrc: ['https://www.youtube.com', 'https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
        frameAncestors: ["'none'"],
        // no <base> may re-point the app's relative URLs
        baseUri: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(swagger, {
    openapi: { info: { title: 'Staffdesk API', version: '1' } },
    transform: jsonSchemaTransform,
  });
  // the API docs (page and JSON) map every route: in production only for a signed-in user
  const cookies = new AuthCookies(config.publicUrl);
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiHooks: {
      onRequest: async (req) => {
        if (config.env !== 'production') return;
        if (!(await resolveSession(db, req.cookies[cookies.session]))) throw appError(401, 'unauthenticated');
      },
    },
  });
  // uploads: parsed only by routes that read them (platform/files/uploads.ts); limits are the spec's 1 MB
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 50, fieldSize: 100_000, parts: 60 },
  });

  const sessions = new SessionCache(config.sessionCacheMs);
  // one listening connection per instance: session invalidations, caches, live notifications
  const notifier = new Notifier(db.url, db.pool, app.log, config.dbConnectTimeoutMs);
  await sessions.connect(notifier);
  const services: TServices = {
    database: db,
    config,
    sessions,
    notifier,
    mailer: new Mailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log: app.log }),
    files: new FileStore(path.join(config.dataDir, 'files')),
    jobs: new JobQueue(db, { ...config.jobs, connectTimeoutMs: config.dbConnectTimeoutMs }, app.log),
    // no global limit: public forms and reads apply their own (platform/http/rate-limit.ts)
    limits: new RateLimits(db, app.log),
    heavyDb: new Database(db.url, db.kind, config.heavy.pool, config.dbConnectTimeoutMs),
  };
  app.decorate('services', services);
  await connectCareersCache(services);
  await startChangedTexts(db, notifier);
  const notificationHub = new NotificationHub();
  await notificationHub.connect(notifier);
  // open event streams never end by themselves: end them before the server waits for its connections
  app.addHook('preClose', async () => notificationHub.closeAll());
  // every job kind is defined before the queue starts working
  defineMailJob(services.jobs, services.mailer, services.files);
  defineCredentialJobs(services);
  defineSignupJobs(services);
  defineMaintenanceJobs(services);
  defineAttendanceJobs(services);
  defineImportJobs(services);
  defineEmployeeJobs(services);
  defineLeaveJobs(services);
  defineAnnouncementJobs(services);
  defineVisitorJobs(services);
  defineNotificationMail(services);
  definePayrollJobs(services);
  definePayslipZipJobs(services);
  defineReportJobs(services);
  await services.jobs.start();
  app.addHook('onClose', async () => {
    await services.jobs.stop();
    await services.limits.close();
    services.mailer.close();
    await services.heavyDb.close();
    await notifier.close();
  });
  registerHeavy(app, new HeavyGate(config.heavy), db, services.heavyDb);
  registerGuard(app, db, (d, token) => resolveSession(d, token, sessions), config.publicUrl);
  registerInputGuard(app);

  app.setErrorHandler((err, req, reply) => {
    if (err instanceof AppError) {
      if (err.headers) reply.headers(err.headers);
      return reply.code(err.status).send({
        ...err.data,
        code: err.code,
        message: err.message,
        ...(err.fields ? { fields: err.fields } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      // a path naming no possible record (e.g. an id that is no uuid) is not found, not a form error
      if ((err as { validationContext?: string }).validationContext === 'params') {
        return reply.code(404).send({ code: 'notFound', message: ERRORS.notFound });
      }
      const fields: Record<string, string> = {};
      for (const v of err.validation) {
        const key = (v.instancePath || '/').slice(1).replace(/\//g, '.') || String(v.params?.issue ? '' : '');
        fields[key || '_'] = v.message ?? 'invalid';
      }
      return reply.code(400).send({ code: 'validation', message: ERRORS.validation, fields });
    }
    const status = (err as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) {
      return reply.code(status).send({ code: 'request', message: (err as Error).message });
    }
    if (replyUnavailable(err, reply)) return reply;
    const rule = triggerRuleOf(err);
    if (rule) {
      const e = appError(409, rule);
      return reply.code(e.status).send({ code: e.code, message: e.message });
    }
    if (isDataException(err)) {
      req.log.warn(errorLogFields(err, req), 'input refused by the database');
      const e = invalidInput();
      return reply.code(e.status).send({ code: e.code, message: e.message });
    }
    req.log.error(errorLogFields(err, req), 'request failed');
    return reply.code(500).send({ code: 'internal', message: ERRORS.internal });
  });

  registerHealth(app, db);

  app.get(
    '/api/v1/config/public',
    {
      config: { access: 'public' },
      schema: {
        tags: ['platform'],
        response: {
          200: z.object({
            playStoreUrl: z.string(),
            appStoreUrl: z.string(),
            map: z.object({ url: z.string(), attribution: z.string(), maxZoom: z.number() }).nullable(),
          }),
        },
      },
    },
    async () => ({
      playStoreUrl: config.playStoreUrl,
      appStoreUrl: config.appStoreUrl,
      map: config.map && { url: config.map.url, attribution: config.map.attribution, maxZoom: config.map.maxZoom },
    }),
  );

  await app.register(authRoutes(services, { cookies, sessions }), { prefix: '/api/v1/auth' });
  await app.register(twoFactorRoutes(services, cookies), { prefix: '/api/v1' });
  await app.register(tenantPublicRoutes(services), { prefix: '/api/v1' });
  await app.register(platformTenantRoutes(services), { prefix: '/api/v1/platform' });
  await app.register(resourceRoutes(services), { prefix: '/api/v1/resources' });
  await app.register(logRoutes(services), { prefix: '/api/v1' });
  await app.register(jobRoutes(services), { prefix: '/api/v1' });
  await app.register(importRoutes(services), { prefix: '/api/v1' });
  await app.register(credentialRoutes(services), { prefix: '/api/v1/auth' });
  await app.register(signupPublicRoutes(services), { prefix: '/api/v1' });
  await app.register(signupConsoleRoutes(services), { prefix: '/api/v1/platform' });
  await app.register(tenantConsoleRoutes(services), { prefix: '/api/v1/platform' });
  await app.register(platformSettingsRoutes(services), { prefix: '/api/v1/platform' });
  await app.register(categoryPublicRoutes(services), { prefix: '/api/v1' });
  await app.register(hrAdminRoutes(services), { prefix: '/api/v1/platform' });
  await app.register(superUserRoutes(services), { prefix: '/api/v1/platform' });
  await registerModuleRoutes(app, services);
  await app.register(careerRoutes(services), { prefix: '/api/v1/careers' });
  await app.register(publicCareerRoutes(services), { prefix: '/api/v1/public' });
  await app.register(accountRoutes(services), { prefix: '/api/v1/account' });
  await app.register(notificationRoutes(services, notificationHub), { prefix: '/api/v1' });

  await serveWeb(app, config, services);
  return app;
}

const API_HEADERS = {
  'x-content-type-options': 'nosniff',
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'cross-origin-resource-policy': 'same-origin',
};
async function apiHeaders(_req: FastifyRequest, reply: FastifyReply, payload: unknown) {
  // a route that chose its own caching (none today) keeps it
  if (!reply.hasHeader('cache-control')) reply.headers(API_HEADERS);
  else reply.header('x-content-type-options', 'nosniff');
  return payload;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * index.html for a job post's share page (`/{account}/career/{orgCode}/job/{id}`): the post's title, description
 * and schema.org JobPosting in the head, so that link previews and job search engines read them without running
 * the app. Null when the path is no such page or the post is not public and open.
 */
async function sharePage(services: TServices, req: FastifyRequest, html: string): Promise<string | null> {
  const m = SHARE_PATH.exec(req.url);
  if (!m) return null;
  const [, account, orgCode, id] = m as unknown as [string, string, string, string];
  let meta: Awaited<ReturnType<typeof shareMeta>>;
  try {
    meta = await shareMeta(services, account, decodeURIComponent(orgCode), id, publicOrigin(services.config));
  } catch (e) {
    req.log.error({ err: e, reqId: req.id }, 'share page meta failed');
    return null;
  }
  if (!meta) return null;
  const head =
    `<meta name="description" content="${escapeHtml(meta.description)}">\n` +
    `<meta property="og:title" content="${escapeHtml(meta.title)}">\n` +
    `<meta property="og:description" content="${escapeHtml(meta.description)}">\n` +
    `<meta property="og:url" content="${escapeHtml(meta.url)}">\n` +
    `<link rel="canonical" href="${escapeHtml(meta.url)}">\n` +
    `<script type="application/ld+json">${jsonForScript(meta.jsonLd)}</script>\n`;
  const titled = /<title>[\s\S]*?<\/title>/i.test(html)
    ? html.replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${escapeHtml(meta.title)}</title>`)
    : html.replace(/<\/head>/i, () => `<title>${escapeHtml(meta.title)}</title>\n</head>`);
  return titled.replace(/<\/head>/i, () => `${head}</head>`);
}

/** Serves the built web app with a fallback to index.html for client routes; /api stays JSON. */
async function serveWeb(app: FastifyInstance, config: TConfig, services: TServices) {
  const dist = config.webDist ?? path.resolve(import.meta.dirname, '../../web/dist');
  const hasWeb = fs.existsSync(path.join(dist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      index: false,
      // the build writes .br and .gz beside each text file (apps/web/vite.config.ts): sent as they are
      preCompressed: true,
      // our own caching: hashed assets for a year, everything else (index.html, favicon) checked on every use
      cacheControl: false,
      setHeaders: (res, file) => {
        const hashed = file.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  let indexHtml: string | undefined;
  app.setNotFoundHandler(async (req, reply) => {
    // API paths and missing build assets (e.g. after a rebuild) are real 404s, not the app page
    if (req.url.startsWith('/api/') || req.url.startsWith('/assets/') || req.method !== 'GET' || !hasWeb) {
      return reply.code(404).send({ code: 'notFound', message: ERRORS.notFound });
    }
    if (SHARE_PATH.test(req.url)) {
      indexHtml ??= fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
      const page = await sharePage(services, req, indexHtml);
      if (page) return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page);
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
