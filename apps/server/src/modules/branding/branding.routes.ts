import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BRAND_IMAGE_MAX_BYTES, BRAND_IMAGES, ZBranding } from '@staffdesk/core/branding-api';
import { formLimit, readForm } from '../../platform/files/uploads.ts';
import { authOf } from '../../platform/http/guard.ts';
import type { TServices } from '../../platform/services.ts';
import * as service from './branding.service.ts';

/** The tenant's public pages and sign-in page (issue 20): the HR admin's settings, and the page's images for all. */
export const brandingRoutes =
  (s: TServices): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['branding'];
    const config = { access: 'role:hr_admin' as const };
    app.get('/branding', { config, schema: { tags, response: { 200: ZBranding } } }, async (req) =>
      service.getBranding(s, authOf(req)),
    );
    app.put('/branding', { config, schema: { tags, response: { 200: ZBranding } } }, async (req) =>
      service.saveBranding(s, authOf(req), req.body, req),
    );
    for (const image of BRAND_IMAGES) {
      app.post(
        `/branding/${image}`,
        { config, bodyLimit: formLimit(BRAND_IMAGE_MAX_BYTES, 1), schema: { tags, response: { 200: ZBranding } } },
        async (req) =>
          service.setBrandImage(
            s,
            authOf(req),
            image,
            await readForm(req, { maxBytes: BRAND_IMAGE_MAX_BYTES, maxFiles: 1 }),
            req,
          ),
      );
      app.delete(`/branding/${image}`, { config, schema: { tags, response: { 200: ZBranding } } }, async (req) =>
        service.setBrandImage(s, authOf(req), image, null, req),
      );
      app.get(
        `/tenants/:account/public/${image}`,
        { config: { access: 'public' }, schema: { tags, params: z.object({ account: z.string().max(40) }) } },
        async (req, reply) => service.sendBrandImage(s, req.params.account, image, reply),
      );
    }
  };
