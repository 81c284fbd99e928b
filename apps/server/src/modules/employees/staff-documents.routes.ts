import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DOCUMENT_STATES, ZStaffDocument } from '@staffdesk/core/staff-documents';
import { EXPORT_FORMATS, sendExport } from '../../platform/export.ts';
import { authOf } from '../../platform/http/guard.ts';
import { ZListQuery } from '../../platform/http/list.ts';
import { translate } from '../../platform/i18n.ts';
import type { TServices } from '../../platform/services.ts';
import * as service from './staff-documents.service.ts';

const ZQuery = ZListQuery.extend({ state: z.enum(DOCUMENT_STATES).optional() });
const ZPage = z.object({ rows: z.array(ZStaffDocument), total: z.number(), page: z.number(), pageSize: z.number() });

/** `/employeesadmin_staff/listingdocs`: the staff's documents in one list, by expiry, with CSV and Excel. */
export const staffDocumentRoutes =
  (s: TServices): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['employees'];
    app.get(
      '/staff-documents',
      { config: { access: 'page:employees:view' }, schema: { tags, querystring: ZQuery, response: { 200: ZPage } } },
      async (req) => service.listStaffDocuments(s, authOf(req), req.query),
    );
    for (const format of EXPORT_FORMATS)
      app.get(
        `/staff-documents/export.${format}`,
        {
          config: { access: 'page:employees:view', heavy: true },
          schema: { tags, querystring: ZQuery.extend({ lang: z.string().max(5).optional() }) },
        },
        async (req, reply) => {
          const lang = req.query.lang ?? req.sessionLookup?.user.language ?? 'en';
          const t = (k: string, f: string) => translate(lang, 'staffDocuments', k, f);
          const headers = [
            t('fields.employee', 'Employee'),
            t('fields.employeeCode', 'Employee ID'),
            t('fields.organization', 'Organization'),
            t('fields.department', 'Department'),
            t('fields.documentType', 'Document type'),
            t('fields.number', 'Number'),
            t('fields.issueDate', 'Issue date'),
            t('fields.expiryDate', 'Expiry date'),
            t('fields.state', 'State'),
          ];
          const batches = service.staffDocumentBatches(s, authOf(req), req.query);
          async function* cells() {
            for await (const rows of batches)
              yield rows.map((d) => [
                `${d.firstName} ${d.lastName}`.trim(),
                d.employeeCode,
                d.organizationName ?? '',
                d.departmentName ?? '',
                d.documentType,
                d.number ?? '',
                d.issueDate ?? '',
                d.expiryDate ?? '',
                t(`states.${d.state}`, d.state),
              ]);
          }
          return sendExport(reply, { list: 'staff-documents', format, headers, batches: cells() });
        },
      );
  };
