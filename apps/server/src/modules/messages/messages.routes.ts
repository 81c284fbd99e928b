import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UUID, ZDeleteReason } from '@staffdesk/core/form-fields';
import {
  CONVERSATION_AUDIENCES,
  ZChatMessage,
  ZConversation,
  ZConversationMemberPage,
  ZConversationPage,
  ZMembersQuery,
  ZMyConversation,
  ZThread,
} from '@staffdesk/core/messages-api';
import { readForm, readFormOrJson } from '../../platform/files/uploads.ts';
import { authOf } from '../../platform/http/guard.ts';
import { ZListQuery } from '../../platform/http/list.ts';
import type { TServices } from '../../platform/services.ts';
import * as service from './messages.service.ts';

const ZId = z.object({ id: z.string().regex(UUID) });
const ZFile = z.object({ id: z.string().regex(UUID), messageId: z.string().regex(UUID) });
const consumes = ['multipart/form-data', 'application/json'];

/**
 * Messages (`/empmsg/listing`): HR's conversations with employees, departments, groups or organizations, and the
 * employee's own (`/mymessages`). The page `messages` is the tenant's feature.
 */
export const messageRoutes =
  (s: TServices): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['messages'];
    const view = 'page:messages:view' as const;
    app.get(
      '/messages',
      {
        config: { access: view },
        schema: {
          tags,
          querystring: ZListQuery.extend({ unseen: z.enum(['true', 'false', '']).optional() }),
          response: { 200: ZConversationPage },
        },
      },
      async (req) => service.listConversations(s, authOf(req), req.query),
    );
    app.post(
      '/messages',
      { config: { access: 'page:messages:add' }, schema: { tags, consumes, response: { 201: ZConversation } } },
      async (req, reply) => {
        // a JSON body may name its audience as a list (a form sends one comma-separated field)
        return reply.code(201).send(await service.startConversation(s, authOf(req), await readFormOrJson(req), req));
      },
    );
    app.get(
      '/messages/audiences',
      {
        config: { access: 'page:messages:add' },
        schema: { tags, response: { 200: z.object({ kinds: z.array(z.enum(CONVERSATION_AUDIENCES)) }) } },
      },
      async (req) => ({ kinds: service.audienceKinds(authOf(req)) }),
    );
    app.get(
      '/messages/:id',
      { config: { access: view }, schema: { tags, params: ZId, response: { 200: ZThread } } },
      async (req) => service.getThread(s, authOf(req), req.params.id),
    );
    app.post(
      '/messages/:id/messages',
      {
        config: { access: 'page:messages:add' },
        schema: { tags, params: ZId, consumes, response: { 201: ZChatMessage } },
      },
      async (req, reply) =>
        reply.code(201).send(await service.sendMessage(s, authOf(req), req.params.id, await readForm(req), req)),
    );
    app.get(
      '/messages/:id/members',
      {
        config: { access: view },
        schema: {
          tags,
          params: ZId,
          querystring: ZListQuery.extend(ZMembersQuery.shape),
          response: { 200: ZConversationMemberPage },
        },
      },
      async (req) => service.listMembers(s, authOf(req), req.params.id, req.query),
    );
    app.get(
      '/messages/:id/files/:messageId',
      { config: { access: view }, schema: { tags, params: ZFile } },
      async (req, reply) => service.sendAttachment(s, authOf(req), reply, req.params.id, req.params.messageId, false),
    );
    app.post(
      '/messages/:id/delete',
      { config: { access: 'page:messages:delete' }, schema: { tags, params: ZId, body: ZDeleteReason } },
      async (req, reply) => {
        await service.deleteConversation(s, authOf(req), req.params.id, req.body.reason, req);
        return reply.code(204).send();
      },
    );

    // --- the employee's own ------------------------------------------------------------------------------------
    app.get(
      '/me/messages',
      { config: { access: 'role:emp' }, schema: { tags, response: { 200: z.array(ZMyConversation) } } },
      async (req) => service.myConversations(s, authOf(req)),
    );
    app.get(
      '/me/messages/:id',
      { config: { access: 'role:emp' }, schema: { tags, params: ZId, response: { 200: ZThread } } },
      async (req) => service.myThread(s, authOf(req), req.params.id),
    );
    app.post(
      '/me/messages/:id/messages',
      {
        config: { access: 'role:emp' },
        schema: { tags, params: ZId, consumes, response: { 201: ZChatMessage } },
      },
      async (req, reply) =>
        reply.code(201).send(await service.reply(s, authOf(req), req.params.id, await readForm(req), req)),
    );
    app.get(
      '/me/messages/:id/files/:messageId',
      { config: { access: 'role:emp' }, schema: { tags, params: ZFile } },
      async (req, reply) => service.sendAttachment(s, authOf(req), reply, req.params.id, req.params.messageId, true),
    );
  };
