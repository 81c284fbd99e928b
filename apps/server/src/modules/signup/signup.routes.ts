import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZApproveSignup,
  ZRejectSignup,
  ZSignupMessageInput,
  ZSignupRequestDetail,
  ZSignupRequestRow,
  SIGNUP_STATUSES,
} from '@staffdesk/core/signup';
import { EXPORT_FORMATS, sendExport } from '../../platform/export.ts';
import { readForm } from '../../platform/files/uploads.ts';
import { authOf } from '../../platform/http/guard.ts';
import { ZListQuery } from '../../platform/http/list.ts';
import { limiter } from '../../platform/http/rate-limit.ts';
import { translate } from '../../platform/i18n.ts';
import type { TServices } from '../../platform/services.ts';
import * as service from './signup.service.ts';

const ZId = z.object({ id: z.uuid() });
const ZSignupQuery = ZListQuery.extend({ status: z.enum(SIGNUP_STATUSES).optional() });
const ZCode = z.object({ code: z.union([z.number(), z.string()]), message: z.string() });

/** `POST /api/v1/signup`: the public sign-up request (multipart: the text fields and `personalDoc`). */
export const signupPublicRoutes =
  (s: TServices): FastifyPluginAsyncZod =>
  async (app) => {
    const perIp = limiter(app, 'signup-ip', s.config.rateLimits.signupPerIp, s.config.rateLimits.windowMs);
    app.post(
      '/signup',
      {
        config: { access: 'public' },
        schema: {
          tags: ['signup'],
          consumes: ['multipart/form-data'],
          response: { 201: ZCode.extend({ code: z.literal(1), id: z.string() }) },
        },
      },
      async (req, reply) => {
        await perIp(req, req.ip);
        const form = await readForm(req);
        return reply.code(201).send(await service.createRequest(s, form, req));
      },
    );
  };

const CSV_COLUMNS = [
  'name',
  'organization',
  'mobileNo',
  'email',
  'position',
  'website',
  'reference',
  'city',
  'country',
  'accountName',
  'status',
  'createdAt',
] as const;
const CSV_FALLBACK: Record<(typeof CSV_COLUMNS)[number], string> = {
  name: 'Name',
  organization: 'Organization',
  mobileNo: 'Mobile No',
  email: 'Email',
  position: 'Position',
  website: 'Website',
  reference: 'Reference',
  city: 'City',
  country: 'Country',
  accountName: 'Account Name',
  status: 'Status',
  createdAt: 'Created',
};

/** The console's sign-up requests (`/signup/listing|view|message`): super admins with the signup flag. */
export const signupConsoleRoutes =
  (s: TServices): FastifyPluginAsyncZod =>
  async (app) => {
    const access = 'platform:signup' as const;
    const tags = ['signup'];

    app.get(
      '/signup-requests',
      {
        config: { access },
        schema: {
          tags,
          querystring: ZSignupQuery,
          response: {
            200: z.object({
              rows: z.array(ZSignupRequestRow),
              total: z.number(),
              page: z.number(),
              pageSize: z.number(),
            }),
          },
        },
      },
      async (req) => {
        const { rows, total, page, pageSize } = await service.listRequests(s, req.query);
        return { rows, total, page, pageSize };
      },
    );

    for (const format of EXPORT_FORMATS)
      app.get(
        `/signup-requests/export.${format}`,
        {
          config: { access, heavy: true },
          schema: { tags, querystring: ZSignupQuery.extend({ lang: z.string().max(5).optional() }) },
        },
        async (req, reply) => {
          const lang = req.query.lang ?? req.sessionLookup?.user.language ?? 'en';
          const headers = CSV_COLUMNS.map((c) => translate(lang, 'signup', `fields.${c}`, CSV_FALLBACK[c]));
          async function* cells() {
            for await (const rows of service.requestBatches(s, req.query))
              yield rows.map((x) =>
                CSV_COLUMNS.map((c) =>
                  c === 'createdAt'
                    ? x.createdAt.toISOString()
                    : c === 'status'
                      ? translate(lang, 'signup', `status.${x.status}`, x.status)
                      : x[c],
                ),
              );
          }
          return sendExport(reply, { list: 'signup-requests', format, headers, batches: cells() });
        },
      );

    app.get(
      '/signup-requests/:id',
      { config: { access }, schema: { tags, params: ZId, response: { 200: ZSignupRequestDetail } } },
      async (req) => service.getRequest(s, req.params.id),
    );

    app.get(
      '/signup-requests/:id/document',
      { config: { access }, schema: { tags, params: ZId } },
      async (req, reply) => service.sendDocument(s, authOf(req), req.params.id, reply, req),
    );

    app.post(
      '/signup-requests/:id/approve',
      {
        config: { access },
        schema: {
          tags,
          params: ZId,
          body: ZApproveSignup.optional(),
          response: {
            200: ZCode.extend({
              tenant: z.object({ id: z.string(), account: z.string(), name: z.string() }),
              hrAdmin: z.object({ id: z.string(), email: z.string() }),
              mailSent: z.boolean(),
            }),
          },
        },
      },
      async (req) => service.approve(s, authOf(req), req.params.id, req.body ?? ZApproveSignup.parse({}), req),
    );

    app.post(
      '/signup-requests/:id/reject',
      {
        config: { access },
        schema: { tags, params: ZId, body: ZRejectSignup, response: { 200: ZCode.extend({ mailSent: z.boolean() }) } },
      },
      async (req) => service.reject(s, authOf(req), req.params.id, req.body.reason, req),
    );

    app.post(
      '/signup-requests/:id/messages',
      {
        config: { access },
        schema: {
          tags,
          params: ZId,
          body: ZSignupMessageInput,
          response: { 200: ZCode.extend({ mailId: z.string() }) },
        },
      },
      async (req) => service.message(s, authOf(req), req.params.id, req.body, req),
    );
  };
