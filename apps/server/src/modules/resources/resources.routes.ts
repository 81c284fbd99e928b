import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { htmlToText } from '@staffdesk/core/careers';
import { ALL_RESOURCES } from '@staffdesk/core/resources/settings-resources';
import type { TResource } from '@staffdesk/core/resources/resource-types';
import { EXPORT_FORMATS, sendExport } from '../../platform/export.ts';
import { authOf } from '../../platform/http/guard.ts';
import { ZListQuery } from '../../platform/http/list.ts';
import { translate } from '../../platform/i18n.ts';
import type { TServices } from '../../platform/services.ts';
import { optionsAccess } from './options-access.ts';
import { readForm } from '../../platform/files/uploads.ts';
import * as files from './resource-files.ts';
import * as svc from './resources.service.ts';

// any string: an id that is no uuid names no record (404 from the service), not a validation error
const ZId = z.object({ id: z.string().max(100) });
const ZRecord = z.record(z.string(), z.unknown());
const ZPage = z.object({
  rows: z.array(ZRecord),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  /** resources that declare `sum`: over every matching record */
  sum: z.number().optional(),
});
/** An employee's records (the profile's tabs) are listed per employee. */
const ZRecordsQuery = ZListQuery.extend({ employeeId: z.uuid().optional() });

/** DD-MM-YYYY HH:mm in UTC, as the lists show instants. */
const formatInstant = (v: unknown) => {
  if (typeof v !== 'string') return '';
  const [d, t] = v.split('T');
  return `${d!.split('-').reverse().join('-')} ${t!.slice(0, 5)} UTC`;
};

function formatCell(r: TResource, field: string, row: Record<string, unknown>, lang: string): unknown {
  const f = r.fields.find((x) => x.key === field);
  const v = row[field];
  if (!f) return v;
  if (f.type === 'ref') return row[`${field}Label`] ?? '';
  if (f.type === 'boolean') return translate(lang, 'common', v ? 'yes' : 'no', v ? 'Yes' : 'No');
  if (f.type === 'date' && typeof v === 'string') return v.split('-').reverse().join('-');
  if (f.type === 'select' && typeof v === 'string') return translate(lang, 'resources', `options.${field}.${v}`, v);
  if (f.type === 'options' && Array.isArray(v)) return v.join('; ');
  if (f.type === 'richtext' && typeof v === 'string') return htmlToText(v);
  return v;
}

/**
 * Generic routes of every declared resource: list, export, deleted list, options, get, create, update, delete,
 * restore. An employee's records (`parent`) are listed with `?employeeId=` and have no option list.
 */
/** `a,b,c`: up to BULK_MAX record ids (uuids). */
const ZIdList = z
  .string()
  .max(svc.BULK_MAX * 37)
  .transform((v) => v.split(',').filter(Boolean))
  .pipe(z.array(z.uuid()).min(1).max(svc.BULK_MAX));

export const resourceRoutes =
  (s: TServices): FastifyPluginAsyncZod =>
  async (app) => {
    for (const r of ALL_RESOURCES) {
      const k = r.key;
      const base = `/${r.key}`;
      const p = r.page;
      const tags = [r.parent ? 'employees' : 'settings'];

      app.get(
        `${base}`,
        {
          config: { access: `page:${p}:view` },
          schema: { tags, querystring: ZRecordsQuery, response: { 200: ZPage } },
        },
        async (req) => svc.listRecords(s, authOf(req), k, req.query),
      );
      app.get(
        `${base}/deleted`,
        {
          config: { access: `page:${p}:view` },
          schema: { tags, querystring: ZRecordsQuery, response: { 200: ZPage } },
        },
        async (req) => svc.listRecords(s, authOf(req), k, { ...req.query, deleted: true }),
      );
      for (const format of EXPORT_FORMATS)
        app.get(
          `${base}/export.${format}`,
          {
            config: { access: `page:${p}:view`, heavy: true },
            schema: {
              tags,
              querystring: ZRecordsQuery.extend({
                lang: z.string().max(5).optional(),
                deleted: z.enum(['0', '1']).optional(),
                /** the selected rows only: ids separated by commas */
                ids: ZIdList.optional(),
              }),
            },
          },
          async (req, reply) => {
            const q = req.query;
            const lang = q.lang ?? req.sessionLookup?.user.language ?? 'en';
            const deleted = q.deleted === '1';
            const cols = r.columns.map((c) => c.field);
            const headers = cols.map((c) => translate(lang, 'resources', `${r.key}.fields.${c}`, c));
            if (deleted)
              headers.push(
                ...['deletedBy', 'deletedAt', 'deleteReason'].map((k) => translate(lang, 'common', `crud.${k}`, k)),
              );
            async function* cells() {
              for await (const rows of svc.recordBatches(s, authOf(req), k, { ...q, page: 1, deleted, ids: q.ids }))
                yield rows.map((row) => [
                  ...cols.map((c) => formatCell(r, c, row, lang)),
                  ...(deleted ? [row.deletedByName, formatInstant(row.deletedAt), row.deleteReason] : []),
                ]);
            }
            const list = r.route.replace(/^settings/, '') || r.key;
            return sendExport(reply, { list, format, headers, batches: cells() });
          },
        );
      if (!r.parent)
        app.get(
          `${base}/options`,
          {
            config: { access: optionsAccess(r) },
            schema: {
              tags,
              // an organization-scoped record names its organization, so a form can offer only that one's
              response: {
                200: z.array(z.object({ id: z.string(), label: z.string(), organizationId: z.string().optional() })),
              },
            },
          },
          async (req) => svc.recordOptions(s, authOf(req), k),
        );
      if (!r.parent)
        app.get(
          `${base}/options/search`,
          {
            config: { access: optionsAccess(r) },
            schema: {
              tags,
              querystring: z.object({
                search: z.string().max(100).optional(),
                limit: z.coerce.number().int().min(1).max(100).default(50),
                /** only this organization's records and the tenant-wide ones (resources filed by organization) */
                organizationId: z.uuid().optional(),
                /** comma-separated ids (at most 500): those records' labels, e.g. a form's saved choices */
                ids: z
                  .string()
                  .max(500 * 37)
                  .optional(),
              }),
              response: {
                200: z.object({
                  rows: z.array(z.object({ id: z.string(), label: z.string(), organizationId: z.string().optional() })),
                  total: z.number(),
                }),
              },
            },
          },
          async (req) => svc.searchRecordOptions(s, authOf(req), k, req.query),
        );
      app.get(
        `${base}/:id`,
        { config: { access: `page:${p}:view` }, schema: { tags, params: ZId, response: { 200: ZRecord } } },
        async (req) => svc.getRecord(s, authOf(req), k, req.params.id, req),
      );
      // bodies are validated by the service after the record is found, so another tenant's id is a 404 first
      app.post(
        `${base}`,
        { config: { access: `page:${p}:add` }, schema: { tags, body: ZRecord.nullish(), response: { 201: ZRecord } } },
        async (req, reply) => reply.code(201).send(await svc.createRecord(s, authOf(req), k, req.body, req)),
      );
      app.put(
        `${base}/:id`,
        {
          config: { access: `page:${p}:edit` },
          schema: { tags, params: ZId, body: ZRecord.nullish(), response: { 200: ZRecord } },
        },
        async (req) => svc.updateRecord(s, authOf(req), k, req.params.id, req.body, req),
      );
      app.delete(
        `${base}/:id`,
        {
          config: { access: `page:${p}:delete` },
          schema: { tags, params: ZId, body: z.object({ reason: z.unknown() }).partial().nullish() },
        },
        async (req, reply) => {
          await svc.removeRecord(s, authOf(req), k, req.params.id, req.body?.reason, req);
          return reply.code(204).send();
        },
      );
      app.post(
        `${base}/bulk-delete`,
        {
          config: { access: `page:${p}:delete` },
          schema: {
            tags,
            body: z.object({ ids: z.array(z.uuid()).min(1).max(svc.BULK_MAX), reason: z.unknown() }),
            response: { 200: z.object({ count: z.number() }) },
          },
        },
        async (req) => svc.removeRecords(s, authOf(req), k, req.body.ids, req.body.reason, req),
      );
      if (r.attachment) {
        app.put(
          `${base}/:id/file`,
          { config: { access: `page:${p}:edit` }, schema: { tags, params: ZId, consumes: ['multipart/form-data'] } },
          async (req, reply) => {
            await files.setRecordFile(s, authOf(req), k, req.params.id, await readForm(req), req);
            return reply.code(204).send();
          },
        );
        app.delete(
          `${base}/:id/file`,
          { config: { access: `page:${p}:edit` }, schema: { tags, params: ZId } },
          async (req, reply) => {
            await files.deleteRecordFile(s, authOf(req), k, req.params.id, req);
            return reply.code(204).send();
          },
        );
        app.get(
          `${base}/:id/file`,
          { config: { access: `page:${p}:view` }, schema: { tags, params: ZId } },
          async (req, reply) => files.sendRecordFile(s, authOf(req), k, req.params.id, reply),
        );
      }
      app.post(
        `${base}/:id/restore`,
        { config: { access: `page:${p}:edit` }, schema: { tags, params: ZId, response: { 200: ZRecord } } },
        async (req) => svc.restoreRecord(s, authOf(req), k, req.params.id, req),
      );
    }
  };
