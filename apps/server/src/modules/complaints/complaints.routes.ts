import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UUID } from '@staffdesk/core/form-fields';
import { ZComplaint, ZComplaintPage, ZComplaintQuery } from '@staffdesk/core/complaints-api';
import { authOf } from '../../platform/http/guard.ts';
import { ZListQuery } from '../../platform/http/list.ts';
import type { TServices } from '../../platform/services.ts';
import * as service from './complaints.service.ts';

const ZId = z.object({ id: z.string().regex(UUID) });

/**
 * Comments and complaints (`/employeescomplaints/listing`, page `comments`) and the employee's own (`/mycomments`).
 * Filing one is logged without the caller's address (`privateLog`): an anonymous author is not in the log either.
 */
export const complaintRoutes =
  (s: TServices): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['complaints'];
    const view = 'page:comments:view' as const;
    app.get(
      '/complaints',
      {
        config: { access: view },
        schema: { tags, querystring: ZListQuery.extend(ZComplaintQuery.shape), response: { 200: ZComplaintPage } },
      },
      async (req) => service.listComplaints(s, authOf(req), req.query),
    );
    app.get(
      '/complaints/:id',
      { config: { access: view }, schema: { tags, params: ZId, response: { 200: ZComplaint } } },
      async (req) => service.getComplaint(s, authOf(req), req.params.id),
    );
    app.post(
      '/complaints/:id/response',
      { config: { access: 'page:comments:edit' }, schema: { tags, params: ZId, response: { 200: ZComplaint } } },
      async (req) => service.respond(s, authOf(req), req.params.id, req.body, req),
    );
    app.get(
      '/me/complaints',
      { config: { access: 'role:emp' }, schema: { tags, response: { 200: z.array(ZComplaint) } } },
      async (req) => service.myComplaints(s, authOf(req)),
    );
    app.get(
      '/me/complaints/types',
      {
        config: { access: 'role:emp' },
        schema: { tags, response: { 200: z.array(z.object({ id: z.string(), name: z.string() })) } },
      },
      async (req) => service.complaintTypes(s, authOf(req)),
    );
    app.post(
      '/me/complaints',
      { config: { access: 'role:emp', privateLog: true }, schema: { tags, response: { 201: ZComplaint } } },
      async (req, reply) => reply.code(201).send(await service.fileComplaint(s, authOf(req), req.body, req)),
    );
  };
