import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UUID, ZDeleteReason } from '@staffdesk/core/form-fields';
import { ZAssignee, ZIssue, ZIssueCategory, ZIssueDetail, ZIssuePage, ZIssueQuery } from '@staffdesk/core/issues-api';
import { readForm } from '../../platform/files/uploads.ts';
import { authOf } from '../../platform/http/guard.ts';
import { ZListQuery } from '../../platform/http/list.ts';
import type { TServices } from '../../platform/services.ts';
import * as service from './issues.service.ts';

const ZId = z.object({ id: z.string().regex(UUID) });
const ZFile = z.object({ id: z.string().regex(UUID), fileId: z.string().regex(UUID) });
const consumes = ['multipart/form-data', 'application/json'];

/**
 * Issues (`/employeesissues/listing`): HR's list, filing for an employee, changing, commenting and deleting; the
 * employee's own (`/myissues`). The page `issues` is the tenant's `issue` feature.
 */
export const issueRoutes =
  (s: TServices): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['issues'];
    const view = 'page:issues:view' as const;
    app.get(
      '/issues',
      {
        config: { access: view },
        schema: { tags, querystring: ZListQuery.extend(ZIssueQuery.shape), response: { 200: ZIssuePage } },
      },
      async (req) => service.listIssues(s, authOf(req), req.query),
    );
    app.post(
      '/issues',
      { config: { access: 'page:issues:add' }, schema: { tags, consumes, response: { 201: ZIssueDetail } } },
      async (req, reply) =>
        reply.code(201).send(await service.fileIssue(s, authOf(req), await readForm(req), false, req)),
    );
    app.get(
      '/issues/:id',
      { config: { access: view }, schema: { tags, params: ZId, response: { 200: ZIssueDetail } } },
      async (req) => service.getIssue(s, authOf(req), req.params.id, false),
    );
    app.put(
      '/issues/:id',
      { config: { access: 'page:issues:edit' }, schema: { tags, params: ZId, response: { 200: ZIssueDetail } } },
      async (req) => service.updateIssue(s, authOf(req), req.params.id, req.body, req),
    );
    app.get(
      '/issues/:id/assignees',
      { config: { access: 'page:issues:edit' }, schema: { tags, params: ZId, response: { 200: z.array(ZAssignee) } } },
      async (req) => service.assigneesFor(s, authOf(req), req.params.id),
    );
    app.post(
      '/issues/:id/comments',
      {
        config: { access: 'page:issues:edit' },
        schema: { tags, params: ZId, consumes, response: { 201: ZIssueDetail } },
      },
      async (req, reply) =>
        reply.code(201).send(await service.comment(s, authOf(req), req.params.id, await readForm(req), false, req)),
    );
    app.get(
      '/issues/:id/files/:fileId',
      { config: { access: view }, schema: { tags, params: ZFile } },
      async (req, reply) => service.sendFile(s, authOf(req), reply, req.params.id, req.params.fileId, false),
    );
    app.post(
      '/issues/:id/delete',
      { config: { access: 'page:issues:delete' }, schema: { tags, params: ZId, body: ZDeleteReason } },
      async (req, reply) => {
        await service.deleteIssue(s, authOf(req), req.params.id, req.body.reason, req);
        return reply.code(204).send();
      },
    );

    // --- the employee's own ------------------------------------------------------------------------------------
    app.get(
      '/me/issues',
      { config: { access: 'role:emp' }, schema: { tags, response: { 200: z.array(ZIssue) } } },
      async (req) => service.myIssues(s, authOf(req)),
    );
    app.get(
      '/me/issues/categories',
      { config: { access: 'role:emp' }, schema: { tags, response: { 200: z.array(ZIssueCategory) } } },
      async (req) => service.myCategories(s, authOf(req)),
    );
    app.post(
      '/me/issues',
      { config: { access: 'role:emp' }, schema: { tags, consumes, response: { 201: ZIssueDetail } } },
      async (req, reply) =>
        reply.code(201).send(await service.fileIssue(s, authOf(req), await readForm(req), true, req)),
    );
    app.get(
      '/me/issues/:id',
      { config: { access: 'role:emp' }, schema: { tags, params: ZId, response: { 200: ZIssueDetail } } },
      async (req) => service.getIssue(s, authOf(req), req.params.id, true),
    );
    app.post(
      '/me/issues/:id/comments',
      { config: { access: 'role:emp' }, schema: { tags, params: ZId, consumes, response: { 201: ZIssueDetail } } },
      async (req, reply) =>
        reply.code(201).send(await service.comment(s, authOf(req), req.params.id, await readForm(req), true, req)),
    );
    app.get(
      '/me/issues/:id/files/:fileId',
      { config: { access: 'role:emp' }, schema: { tags, params: ZFile } },
      async (req, reply) => service.sendFile(s, authOf(req), reply, req.params.id, req.params.fileId, true),
    );
  };
