import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { STAFF_KINDS, ZStaff } from '@staffdesk/core/staff';
import { EXPORT_FORMATS, sendExport } from '../../platform/export.ts';
import { authOf } from '../../platform/http/guard.ts';
import { ZListQuery } from '../../platform/http/list.ts';
import { translate } from '../../platform/i18n.ts';
import type { TServices } from '../../platform/services.ts';
import * as service from './staff.service.ts';

// any string: an id that is no uuid names no login (404 from the service)
const ZId = z.object({ id: z.string().max(100) });
const ZKind = z.object({ kind: z.enum(STAFF_KINDS).default('sub_admin') });
/** bodies are checked by the service, which names each field's problem */
const ZBody = z.record(z.string(), z.unknown());
const ZPage = z.object({ rows: z.array(ZStaff), total: z.number(), page: z.number(), pageSize: z.number() });

/**
 * `/employeesadmin_staff/listing|Add|AddSecurity|listingsecurity` (page subAdmins): the tenant's sub admins and
 * security users.
 */
export const staffRoutes =
  (s: TServices): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['staff'];
    const can = (action: 'view' | 'add' | 'edit') => `page:subAdmins:${action}` as const;

    app.get(
      '/staff',
      {
        config: { access: can('view') },
        schema: { tags, querystring: ZListQuery.extend(ZKind.shape), response: { 200: ZPage } },
      },
      async (req) => service.listStaff(s, authOf(req), req.query.kind, req.query),
    );
    for (const format of EXPORT_FORMATS)
      app.get(
        `/staff/export.${format}`,
        {
          config: { access: can('view'), heavy: true },
          schema: { tags, querystring: ZListQuery.extend({ ...ZKind.shape, lang: z.string().max(5).optional() }) },
        },
        async (req, reply) => {
          const auth = authOf(req);
          const lang = req.query.lang ?? req.sessionLookup?.user.language ?? 'en';
          const t = (k: string, f: string) => translate(lang, 'staff', k, f);
          const yes = translate(lang, 'common', 'yes', 'Yes');
          const no = translate(lang, 'common', 'no', 'No');
          const headers = [
            t('fields.name', 'Name'),
            t('fields.email', 'Email'),
            t('fields.role', 'Role'),
            t('fields.employee', 'Employee ID'),
            t('fields.disabled', 'Disabled'),
            t('fields.createdAt', 'Added'),
          ];
          const batches = service.staffBatches(s, auth, req.query.kind, { ...req.query, page: 1 });
          async function* cells() {
            for await (const rows of batches)
              yield rows.map((u) => [
                `${u.firstName} ${u.lastName}`.trim(),
                u.email,
                u.roleName ?? '',
                u.employeeCode ?? '',
                u.disabled ? yes : no,
                u.createdAt,
              ]);
          }
          return sendExport(reply, {
            list: req.query.kind === 'security' ? 'security-users' : 'sub-admins',
            format,
            headers,
            batches: cells(),
          });
        },
      );
    app.post(
      '/staff',
      {
        config: { access: can('add') },
        schema: { tags, body: ZBody, response: { 201: ZStaff.extend({ mailSent: z.boolean().nullable() }) } },
      },
      async (req, reply) => reply.code(201).send(await service.createStaff(s, authOf(req), req.body, req)),
    );
    app.get(
      '/staff/:id',
      { config: { access: can('view') }, schema: { tags, params: ZId, response: { 200: ZStaff } } },
      async (req) => service.getStaff(s, authOf(req), req.params.id),
    );
    app.put(
      '/staff/:id',
      { config: { access: can('edit') }, schema: { tags, params: ZId, body: ZBody, response: { 200: ZStaff } } },
      async (req) => service.updateStaff(s, authOf(req), req.params.id, req.body, req),
    );
    for (const [path, disabled] of [
      ['disable', true],
      ['enable', false],
    ] as const)
      app.post(
        `/staff/:id/${path}`,
        { config: { access: can('edit') }, schema: { tags, params: ZId, response: { 200: ZStaff } } },
        async (req) => service.setStaffDisabled(s, authOf(req), req.params.id, disabled, req),
      );
    app.post(
      '/staff/:id/resend-link',
      {
        config: { access: can('edit') },
        schema: {
          tags,
          params: ZId,
          response: { 200: z.object({ code: z.string(), message: z.string(), mailSent: z.boolean() }) },
        },
      },
      async (req) => service.resendStaffLink(s, authOf(req), req.params.id, req),
    );
  };
