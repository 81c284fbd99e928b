import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZIncidentDetail, ZIncidentPage, ZIncidentQuery } from '@staffdesk/core/incidents-api';
import { EXPORT_FORMATS, sendExport } from '../../platform/export.ts';
import { authOf } from '../../platform/http/guard.ts';
import { ZListQuery } from '../../platform/http/list.ts';
import { translate } from '../../platform/i18n.ts';
import type { TServices } from '../../platform/services.ts';
import * as files from './incident-files.ts';
import * as service from './incidents.service.ts';

const ZId = z.object({ id: z.string().max(64) });
const ZFileId = ZId.extend({ fileId: z.string().max(64) });
const ZLang = z.enum(['en', 'km', 'zh']).optional();
const ZChoice = z.object({ id: z.string(), name: z.string() });

/**
 * Incidents (`/guestsincident`, issue 17): guards and HR with the `guests` page; the access is checked in the
 * service (a guard by role, staff by the page), behind the tenant's `guests` feature. Uploads are read by the
 * service once the incident is known to take them.
 */
export const incidentRoutes =
  (s: TServices): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['incidents'];
    const ZQuery = ZListQuery.extend(ZIncidentQuery.shape);
    const detail = { tags, params: ZId, response: { 200: ZIncidentDetail } };
    app.get(
      '/incidents',
      { config: { access: 'tenant' }, schema: { tags, querystring: ZQuery, response: { 200: ZIncidentPage } } },
      async (req) => service.listIncidents(s, authOf(req), req.query),
    );
    for (const format of EXPORT_FORMATS)
      app.get(
        `/incidents/export.${format}`,
        { config: { access: 'tenant', heavy: true }, schema: { tags, querystring: ZQuery.extend({ lang: ZLang }) } },
        async (req, reply) => {
          const lang = req.query.lang ?? req.sessionLookup?.user.language ?? 'en';
          const t = (k: string, f: string) => translate(lang, 'incidents', k, f);
          const rows = await service.exportIncidents(s, authOf(req), req.query);
          const headers = [
            t('fields.number', 'Number'),
            t('fields.occurredAt', 'Date and time'),
            t('fields.organization', 'Organization'),
            t('fields.type', 'Type'),
            t('fields.place', 'Place'),
            t('fields.priority', 'Priority'),
            t('fields.status', 'Status'),
            t('fields.people', 'People involved'),
            t('fields.description', 'Description'),
            t('fields.reportedBy', 'Reported by'),
            t('fields.assignee', 'Assigned to'),
            t('fields.closedAt', 'Closed'),
            t('fields.files', 'Files'),
          ];
          async function* cells() {
            yield rows.map((v) => [
              v.number,
              v.occurredAt,
              v.organizationName,
              t(`types.${v.type}`, v.type),
              v.place,
              t(`priorities.${v.priority}`, v.priority),
              t(`statuses.${v.status}`, v.status),
              v.people.map((p) => p.name).join(', '),
              v.description,
              v.reportedByName,
              v.assigneeName ?? '',
              v.closedAt ?? '',
              v.fileCount,
            ]);
          }
          return sendExport(reply, { list: 'incidents', format, headers, batches: cells() });
        },
      );
    app.get(
      '/incidents/options',
      {
        config: { access: 'tenant' },
        schema: {
          tags,
          response: {
            200: z.object({
              organizations: z.array(z.object({ id: z.string(), title: z.string() })),
              assignees: z.array(ZChoice.extend({ loginType: z.string() })),
            }),
          },
        },
      },
      async (req) => service.incidentOptions(s, authOf(req)),
    );
    app.get(
      '/incidents/people',
      {
        config: { access: 'tenant' },
        schema: {
          tags,
          querystring: z.object({ search: z.string().max(100).default('') }),
          response: {
            200: z.array(ZChoice.extend({ kind: z.enum(['employee', 'visitor']), detail: z.string().nullable() })),
          },
        },
      },
      async (req) => service.people(s, authOf(req), req.query.search),
    );
    app.get('/incidents/:id', { config: { access: 'tenant' }, schema: detail }, async (req) =>
      service.getIncident(s, authOf(req), req.params.id),
    );
    app.post(
      '/incidents',
      { config: { access: 'tenant' }, schema: { tags, response: { 201: ZIncidentDetail } } },
      async (req, reply) => reply.code(201).send(await service.reportIncident(s, authOf(req), req.body, req)),
    );
    app.put('/incidents/:id', { config: { access: 'tenant' }, schema: detail }, async (req) =>
      service.editIncident(s, authOf(req), req.params.id, req.body, req),
    );
    app.post('/incidents/:id/comments', { config: { access: 'tenant' }, schema: detail }, async (req) =>
      service.comment(s, authOf(req), req.params.id, req.body, req),
    );
    app.post('/incidents/:id/assign', { config: { access: 'tenant' }, schema: detail }, async (req) =>
      service.assign(s, authOf(req), req.params.id, req.body, req),
    );
    app.post('/incidents/:id/status', { config: { access: 'tenant' }, schema: detail }, async (req) =>
      service.moveStatus(s, authOf(req), req.params.id, req.body, req),
    );
    app.post('/incidents/:id/images', { config: { access: 'tenant' }, schema: detail }, async (req) =>
      files.addImages(s, authOf(req), req.params.id, req),
    );
    for (const kind of ['media', 'video'] as const)
      app.post(`/incidents/:id/${kind}`, { config: { access: 'tenant' }, schema: detail }, async (req) =>
        files.addStreamed(s, authOf(req), req.params.id, kind, req),
      );
    app.get(
      '/incidents/:id/files/:fileId',
      {
        config: { access: 'tenant' },
        schema: { tags, params: ZFileId, querystring: z.object({ thumb: z.enum(['1']).optional() }) },
      },
      async (req, reply) =>
        files.sendIncidentFile(s, authOf(req), req.params.id, req.params.fileId, req.query.thumb === '1', req, reply),
    );
    app.delete(
      '/incidents/:id/files/:fileId',
      { config: { access: 'tenant' }, schema: { ...detail, params: ZFileId } },
      async (req) => files.removeIncidentFile(s, authOf(req), req.params.id, req.params.fileId, req),
    );
    app.get(
      '/incidents/:id/report.pdf',
      {
        config: { access: 'tenant', heavy: true },
        schema: { tags, params: ZId, querystring: z.object({ lang: ZLang }) },
      },
      async (req, reply) =>
        files.sendIncidentReport(
          s,
          authOf(req),
          req.params.id,
          req.query.lang ?? req.sessionLookup?.user.language ?? 'en',
          reply,
        ),
    );
  };
