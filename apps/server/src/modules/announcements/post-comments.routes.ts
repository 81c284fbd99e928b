import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZCommentQuery, ZPostComment, ZPostCommentPage } from '@staffdesk/core/announcements-api';
import { UUID } from '@staffdesk/core/form-fields';
import { authOf } from '../../platform/http/guard.ts';
import { ZListQuery } from '../../platform/http/list.ts';
import type { TServices } from '../../platform/services.ts';
import * as service from './post-comments.service.ts';

const ZId = z.object({ id: z.string().regex(UUID) });
const ZCommentId = z.object({ id: z.string().regex(UUID), commentId: z.string().regex(UUID) });

/**
 * Comments on blog posts (spec `/blog` comments, addcomments): HR reads, adds and moderates them; employees read the
 * approved ones (and their own) on the posts shown to them, and add theirs for approval.
 */
export const postCommentRoutes =
  (s: TServices): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['blogs'];
    app.get(
      '/blogs/comments',
      {
        config: { access: 'page:blogs:view' },
        schema: { tags, querystring: ZListQuery.extend(ZCommentQuery.shape), response: { 200: ZPostCommentPage } },
      },
      async (req) => service.commentQueue(s, authOf(req), req.query),
    );
    app.get(
      '/blogs/:id/comments',
      {
        config: { access: 'page:blogs:view' },
        schema: { tags, params: ZId, response: { 200: z.array(ZPostComment) } },
      },
      async (req) => service.postComments(s, authOf(req), req.params.id),
    );
    app.post(
      '/blogs/:id/comments',
      { config: { access: 'page:blogs:add' }, schema: { tags, params: ZId, response: { 201: ZPostComment } } },
      async (req, reply) =>
        reply.code(201).send(await service.addStaffComment(s, authOf(req), req.params.id, req.body, req)),
    );
    app.post(
      '/blogs/:id/comments/:commentId/moderate',
      { config: { access: 'page:blogs:edit' }, schema: { tags, params: ZCommentId, response: { 200: ZPostComment } } },
      async (req) => service.moderateComment(s, authOf(req), req.params.id, req.params.commentId, req.body, req),
    );
    app.get(
      '/me/blogs/:id/comments',
      { config: { access: 'role:emp' }, schema: { tags, params: ZId, response: { 200: z.array(ZPostComment) } } },
      async (req) => service.myPostComments(s, authOf(req), req.params.id),
    );
    app.post(
      '/me/blogs/:id/comments',
      { config: { access: 'role:emp' }, schema: { tags, params: ZId, response: { 201: ZPostComment } } },
      async (req, reply) =>
        reply.code(201).send(await service.addMyComment(s, authOf(req), req.params.id, req.body, req)),
    );
  };
