import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PRIVILEGE_PAGES } from '@staffdesk/core/privileges';
import { ZRole } from '@staffdesk/core/roles';
import { EXPORT_FORMATS, sendExport } from '../../platform/export.ts';
import { authOf } from '../../platform/http/guard.ts';
import { ZListQuery } from '../../platform/http/list.ts';
import { translate } from '../../platform/i18n.ts';
import type { TServices } from '../../platform/services.ts';
import * as svc from './roles.service.ts';

const ZId = z.object({ id: z.uuid() });
const ZPage = z.object({ rows: z.array(ZRole), total: z.number(), page: z.number(), pageSize: z.number() });
const ZBody = z.record(z.string(), z.unknown());

/** `/roles` and `/settingssaroles` ("User Role"): sub-admin roles of the caller's tenant. Under /api/v1. */
export const roleRoutes =
  (s: TServices): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['roles'];

    app.get(
      '/roles',
      {
        config: { access: 'page:userRoles:view' },
        schema: { tags, querystring: ZListQuery, response: { 200: ZPage } },
      },
      async (req) => svc.listRoles(s, authOf(req), req.query),
    );
    app.get(
      '/roles/deleted',
      {
        config: { access: 'page:userRoles:view' },
        schema: { tags, querystring: ZListQuery, response: { 200: ZPage } },
      },
      async (req) => svc.listRoles(s, authOf(req), { ...req.query, deleted: true }),
    );
    for (const format of EXPORT_FORMATS)
      app.get(
        `/roles/export.${format}`,
        {
          config: { access: 'page:userRoles:view', heavy: true },
          schema: { tags, querystring: ZListQuery.extend({ lang: z.string().max(5).optional() }) },
        },
        async (req, reply) => {
          const lang = req.query.lang ?? req.sessionLookup?.user.language ?? 'en';
          const label = (k: string) =>
            translate(lang, 'privileges', PRIVILEGE_PAGES.find((p) => p.key === k)?.label ?? k, k);
          const headers = [
            translate(lang, 'roles', 'fields.name', 'Name'),
            translate(lang, 'roles', 'fields.modules', 'Modules'),
            translate(lang, 'roles', 'fields.users', 'Users'),
          ];
          const batches = svc.roleBatches(s, authOf(req), req.query);
          async function* cells() {
            for await (const rows of batches) yield rows.map((x) => [x.name, x.modules.map(label).join('; '), x.users]);
          }
          return sendExport(reply, { list: 'roles', format, headers, batches: cells() });
        },
      );
    app.get(
      '/roles/options',
      // the sub-admin form picks a role (decision 0011); a custom report is shared with roles
      {
        config: {
          access:
            'page:userRoles:view|page:subAdmins:add|page:subAdmins:edit|page:customReports:add|page:customReports:edit',
        },
        schema: { tags, response: { 200: z.array(z.object({ id: z.string(), label: z.string() })) } },
      },
      async (req) => svc.roleOptions(s, authOf(req)),
    );
    app.get(
      '/roles/:id',
      { config: { access: 'page:userRoles:view' }, schema: { tags, params: ZId, response: { 200: ZRole } } },
      async (req) => svc.getRole(s, authOf(req), req.params.id, req),
    );
    // bodies are checked by the service after the record is found, so another tenant's id is a 404 first
    app.post(
      '/roles',
      { config: { access: 'page:userRoles:add' }, schema: { tags, body: ZBody, response: { 201: ZRole } } },
      async (req, reply) => reply.code(201).send(await svc.createRole(s, authOf(req), req.body, req)),
    );
    app.put(
      '/roles/:id',
      {
        config: { access: 'page:userRoles:edit' },
        schema: { tags, params: ZId, body: ZBody.nullish(), response: { 200: ZRole } },
      },
      async (req) => svc.updateRole(s, authOf(req), req.params.id, req.body, req),
    );
    app.delete(
      '/roles/:id',
      {
        config: { access: 'page:userRoles:delete' },
        schema: { tags, params: ZId, body: z.object({ reason: z.unknown() }).partial().nullish() },
      },
      async (req, reply) => {
        await svc.removeRole(s, authOf(req), req.params.id, req.body?.reason, req);
        return reply.code(204).send();
      },
    );
    app.post(
      '/roles/:id/restore',
      { config: { access: 'page:userRoles:edit' }, schema: { tags, params: ZId, response: { 200: ZRole } } },
      async (req) => svc.restoreRole(s, authOf(req), req.params.id, req),
    );
  };
