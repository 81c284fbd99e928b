import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZScanBody, ZVisit, ZVisitPage, ZVisitQuery } from '@staffdesk/core/visitors-api';
import { EXPORT_FORMATS, sendExport } from '../../platform/export.ts';
import { readForm } from '../../platform/files/uploads.ts';
import { authOf } from '../../platform/http/guard.ts';
import { ZListQuery } from '../../platform/http/list.ts';
import { translate } from '../../platform/i18n.ts';
import type { TServices } from '../../platform/services.ts';
import * as invitations from './visit-invitations.ts';
import * as service from './visitors.service.ts';

const ZId = z.object({ id: z.string().max(64) });
/** the settings as answered (the body is read by ZVisitorSettings in the service) */
const ZSettings = z.object({ retentionDays: z.number() });
const ZLang = z.object({ lang: z.enum(['en', 'km', 'zh']).optional() });
const langOf = (req: FastifyRequest, asked: string | undefined) => asked ?? req.sessionLookup?.user.language ?? 'en';

/**
 * Visitors (`/guests/listing|view|checkinout`, issue 17): guards and HR with the `guests` page. The access is checked
 * in the service (a guard by role, staff by the page), behind the tenant's `guests` feature.
 */
export const visitorRoutes =
  (s: TServices): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['visitors'];
    const ZQuery = ZListQuery.extend(ZVisitQuery.shape);
    app.get(
      '/visits',
      { config: { access: 'tenant' }, schema: { tags, querystring: ZQuery, response: { 200: ZVisitPage } } },
      async (req) => service.listVisits(s, authOf(req), req.query),
    );
    for (const format of EXPORT_FORMATS)
      app.get(
        `/visits/export.${format}`,
        {
          config: { access: 'tenant', heavy: true },
          schema: { tags, querystring: ZQuery.extend({ lang: z.string().max(5).optional() }) },
        },
        async (req, reply) => {
          const lang = req.query.lang ?? req.sessionLookup?.user.language ?? 'en';
          const t = (k: string, f: string) => translate(lang, 'visitors', k, f);
          const rows = await service.exportVisits(s, authOf(req), req.query);
          const headers = [
            t('fields.visitorName', 'Visitor'),
            t('fields.company', 'Company'),
            t('fields.host', 'Visit to'),
            t('fields.visitType', 'Visit type'),
            t('fields.reason', 'Reason'),
            t('fields.licensePlate', 'License plate'),
            t('fields.status', 'Status'),
            t('fields.checkedInAt', 'In'),
            t('fields.checkedOutAt', 'Out'),
          ];
          async function* cells() {
            yield rows.map((v) => [
              v.visitorName,
              v.company ?? '',
              `${v.hostName} (${v.hostCode})`,
              t(`types.${v.visitType}`, v.visitType),
              v.reason ?? '',
              v.licensePlate ?? '',
              t(`statuses.${v.status}`, v.status),
              v.checkedInAt ?? '',
              v.checkedOutAt ?? '',
            ]);
          }
          return sendExport(reply, { list: 'visitors', format, headers, batches: cells() });
        },
      );
    app.get(
      '/visits/hosts',
      {
        config: { access: 'tenant' },
        schema: {
          tags,
          querystring: z.object({ search: z.string().max(100).default('') }),
          response: { 200: z.array(z.object({ id: z.string(), label: z.string() })) },
        },
      },
      async (req) => service.hosts(s, authOf(req), req.query.search),
    );
    app.get(
      '/visits/:id',
      { config: { access: 'tenant' }, schema: { tags, params: ZId, response: { 200: ZVisit } } },
      async (req) => service.getVisit(s, authOf(req), req.params.id),
    );
    app.post(
      '/visits',
      { config: { access: 'tenant' }, schema: { tags, response: { 201: ZVisit } } },
      async (req, reply) => {
        // who may register is known before the upload is read
        service.visitorAccess(authOf(req), 'add');
        return reply
          .code(201)
          .send(await service.registerVisit(s, authOf(req), await readForm(req, { maxFiles: 2 }), req));
      },
    );
    app.post(
      '/visits/scan',
      { config: { access: 'tenant' }, schema: { tags, body: ZScanBody, response: { 200: ZVisit } } },
      async (req) => service.scan(s, authOf(req), req.body.token, req),
    );
    app.post(
      '/visits/:id/checkin',
      { config: { access: 'tenant' }, schema: { tags, params: ZId, response: { 200: ZVisit } } },
      async (req) => service.checkIn(s, authOf(req), req.params.id, req),
    );
    app.post(
      '/visits/:id/checkout',
      { config: { access: 'tenant' }, schema: { tags, params: ZId, response: { 200: ZVisit } } },
      async (req) => service.checkOut(s, authOf(req), req.params.id, req),
    );
    app.get(
      '/me/visits',
      { config: { access: 'role:emp' }, schema: { tags, querystring: ZListQuery, response: { 200: ZVisitPage } } },
      async (req) => service.myVisits(s, authOf(req), req.query),
    );
    app.post(
      '/me/visits',
      { config: { access: 'tenant' }, schema: { tags, response: { 201: ZVisit } } },
      async (req, reply) => reply.code(201).send(await invitations.inviteVisitor(s, authOf(req), req.body, req)),
    );
    app.post(
      '/me/visits/:id/cancel',
      { config: { access: 'tenant' }, schema: { tags, params: ZId, response: { 200: ZVisit } } },
      async (req) => invitations.cancelInvitation(s, authOf(req), req.params.id, req),
    );
    app.get(
      '/me/visits/:id/pass',
      { config: { access: 'tenant' }, schema: { tags, params: ZId, querystring: ZLang } },
      async (req, reply) => invitations.sendMyPass(s, authOf(req), req.params.id, langOf(req, req.query.lang), reply),
    );
    app.get(
      '/visits/settings',
      { config: { access: 'role:hr_admin' }, schema: { tags, response: { 200: ZSettings } } },
      async (req) => invitations.visitorSettings(s, authOf(req)),
    );
    app.put(
      '/visits/settings',
      { config: { access: 'role:hr_admin' }, schema: { tags, response: { 200: ZSettings } } },
      async (req) => invitations.setVisitorSettings(s, authOf(req), req.body, req),
    );
    app.get(
      '/visits/:id/pass',
      {
        config: { access: 'tenant' },
        schema: { tags, params: ZId, querystring: ZLang },
      },
      async (req, reply) => service.sendPass(s, authOf(req), req.params.id, langOf(req, req.query.lang), reply),
    );
    for (const which of ['photo', 'document'] as const)
      app.get(
        `/visits/:id/${which}`,
        { config: { access: 'tenant' }, schema: { tags, params: ZId } },
        async (req, reply) => service.sendVisitFile(s, authOf(req), req.params.id, which, reply),
      );
  };
