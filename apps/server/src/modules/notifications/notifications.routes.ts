import { NOTIFICATION_EVENTS, NOTIFICATION_KINDS } from '@staffdesk/core/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parseBody } from '../../platform/errors.ts';
import { authOf } from '../../platform/http/guard.ts';
import type { TServices } from '../../platform/services.ts';
import type { NotificationHub } from './notifications.hub.ts';
import * as service from './notifications.service.ts';

const ZNotification = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  link: z.string().nullable(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
const ZQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
  unread: z.enum(['true', 'false']).default('false'),
});
const ZId = z.object({ id: z.uuid() });
/** some kinds only: the top bar's leave and overtime counters */
const ZKinds = z.object({ kind: z.enum(NOTIFICATION_KINDS).optional() });
const tags = ['notifications'];

/** A comment line every so often keeps proxies from closing an idle stream. */
export const HEARTBEAT_MS = 25_000;

/** The bell (packages/core/src/notifications.ts): every signed-in user's own notifications, and their live stream. */
export const notificationRoutes =
  (s: TServices, hub: NotificationHub): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/notifications',
      {
        config: { access: 'session' },
        schema: {
          tags,
          querystring: ZQuery,
          response: {
            200: z.object({ rows: z.array(ZNotification), total: z.number(), page: z.number(), pageSize: z.number() }),
          },
        },
      },
      async (req) => service.list(s, authOf(req), { ...req.query, unread: req.query.unread === 'true' }),
    );
    app.get(
      '/notifications/unread',
      {
        config: { access: 'session' },
        schema: { tags, querystring: ZKinds, response: { 200: z.object({ count: z.number() }) } },
      },
      async (req) => ({
        count: await service.unreadCount(s, authOf(req), req.query.kind ? [req.query.kind] : undefined),
      }),
    );
    app.post(
      '/notifications/:id/read',
      { config: { access: 'session' }, schema: { tags, params: ZId, response: { 200: ZNotification } } },
      async (req) => service.markRead(s, authOf(req), req.params.id),
    );
    app.post(
      '/notifications/read-all',
      {
        config: { access: 'session' },
        schema: { tags, response: { 200: z.object({ count: z.number() }) } },
      },
      async (req) => {
        // the body is optional: no body marks every one read
        const { kind } = parseBody(ZKinds, req.body ?? {});
        return { count: await service.markAllRead(s, authOf(req), kind ? [kind] : undefined) };
      },
    );
    app.get(
      '/notifications/stream',
      { config: { access: 'session' }, schema: { tags, produces: ['text/event-stream'] } },
      async (req, reply) => {
        const auth = authOf(req);
        const unread = await service.unreadCount(s, auth);
        reply.hijack();
        const raw = reply.raw;
        raw.writeHead(200, {
          ...(reply.getHeaders() as Record<string, string>),
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-store',
          connection: 'keep-alive',
          'x-accel-buffering': 'no',
        });
        let open = true;
        const write = (text: string) => {
          if (open) raw.write(text);
        };
        // reconnects spread over a few seconds when many streams are closed at once
        write(`retry: ${3000 + Math.floor(Math.random() * 4000)}\n\n`);
        const send = (event: string, data: unknown) => write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
        const remove = hub.add({
          tenantId: auth.tenantId,
          userId: auth.userId,
          sessionId: auth.sessionId,
          roleId: req.sessionLookup?.user.role_id ?? null,
          send,
          close: () => raw.end(),
        });
        send(NOTIFICATION_EVENTS.unread, { count: unread });
        const beat = setInterval(() => write(': beat\n\n'), HEARTBEAT_MS);
        beat.unref();
        raw.on('close', () => {
          open = false;
          clearInterval(beat);
          remove();
        });
      },
    );
  };
